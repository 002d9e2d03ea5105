import { fittingRotations } from '../../engine/fitting.ts';
import { type AutocompleteInteraction, type ChatInputCommandInteraction } from '../../../../bot/discord-kit.ts';
import { BOARD_SIZE, onBoard, REACH } from '../../engine/basics.ts';
import { positionLabel } from '../../render/labels.ts';
import { t } from '../../texts/catalog.ts';
import { answerFromTurn, parsePositionOption, parseRotationOption, placementRefusalText, positionChoices, rotationChoices } from '../choices.ts';
import type { BotContext } from '../../../../bot/context.ts';
import { CHACUN_OPTIONS } from '../options.ts';
import type { CommandHandler } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { commandTurn, say, show, showPreview } from '../turn-flow.ts';

/**
 * /chacun place position [rotation]: places the tile by command. Without a rotation the panel
 * previews the tile there, with a button per legal rotation (none when only one fits) and the
 * button that places it: the player sees the tile before it is placed.
 */
export const placeCommand = {
  name: 'place',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const positionText = interaction.options.getString(CHACUN_OPTIONS.position, true);
    const rotationText = interaction.options.getString(CHACUN_OPTIONS.rotation);
    await commandTurn(ctx, interaction, 'PLACE_TILE', ({ state }, locale) => {
      const tile = state.tileToPlace;
      if (tile === null) throw new Error('PLACE_TILE without a tile to place');
      const pos = parsePositionOption(positionText);
      if (pos === null || !onBoard(pos.x, pos.y)) {
        const value = positionText.slice(0, 20);
        // Written as a square is, a letter then a number, but past the board's edges: said so, with the edges.
        if (/^\s*[a-z]\s*\d{1,4}\s*$/i.test(positionText)) return say(t(locale, 'option.offBoard', { value, first: positionLabel({ x: -REACH, y: -REACH }).charAt(0), last: positionLabel({ x: REACH, y: REACH }).charAt(0), rows: BOARD_SIZE }));
        return say(t(locale, 'option.badPosition', { value }));
      }
      const rotation = rotationText === null ? null : parseRotationOption(rotationText);
      if (rotationText !== null && rotation === null) return say(t(locale, 'option.badRotation', { value: rotationText.slice(0, 30) }));
      const refusal = placementRefusalText(state, pos, rotation, locale);
      if (refusal !== null) return say(refusal);
      if (rotation !== null) return { action: { type: 'place', tile: tile.id, x: pos.x, y: pos.y, rotation } };
      const shown = fittingRotations(state, pos)[0];
      return show((turn) => showPreview(ctx, interaction, turn, { pos, rotation: shown }, locale));
    });
  },
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const focused = interaction.options.getFocused(true);
    await answerFromTurn(interaction, ctx, 'PLACE_TILE', (state) =>
      focused.name === CHACUN_OPTIONS.rotation
        ? rotationChoices(state, interaction.options.getString(CHACUN_OPTIONS.position), focused.value, locale)
        : positionChoices(state, focused.value, locale),
    );
  },
} satisfies CommandHandler;
