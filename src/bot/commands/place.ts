import { type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { cellIndex, onBoard } from '../../games/chacun/engine/basics.ts';
import { errorText, t } from '../../i18n/catalog.ts';
import { positionLabel } from '../../games/chacun/render/index.ts';
import { answerFromTurn, parsePositionOption, parseRotationOption, positionChoices, rotationChoices } from '../choices.ts';
import type { BotContext } from '../context.ts';
import { OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { sayPrivately, userLocale } from '../replies.ts';
import { imageOptions, imageOrNull, commandTurn, playMove } from '../turns.ts';
import { toEdit } from '../views/common.ts';
import { fittingRotations, rotationView } from '../views/panel.ts';

/**
 * /chacun place position [rotation]: places the tile by command. Without a rotation the panel
 * previews the tile there, with a button per legal rotation and Confirm (also when only one
 * fits: the player sees the tile before it is placed).
 */
export const placeCommand = {
  name: 'place',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const begun = await commandTurn(ctx, interaction, 'PLACE_TILE');
    if (begun === null) return;
    const { turn: { session, state }, locale } = begun;
    const tile = state.tileToPlace;
    if (tile === null) throw new Error('PLACE_TILE without a tile to place');
    const positionText = interaction.options.getString(OPTIONS.position, true);
    const pos = parsePositionOption(positionText);
    if (pos === null || !onBoard(pos.x, pos.y)) {
      await sayPrivately(interaction, t(locale, 'option.badPosition', { value: positionText.slice(0, 20) }));
      return;
    }
    const rotationText = interaction.options.getString(OPTIONS.rotation);
    const rotation = rotationText === null ? null : parseRotationOption(rotationText);
    if (rotationText !== null && rotation === null) {
      await sayPrivately(interaction, t(locale, 'option.badRotation', { value: rotationText.slice(0, 30) }));
      return;
    }
    const rotations = fittingRotations(state, pos);
    if (rotations.length === 0) {
      const code = state.board.isInsertionCell(cellIndex(pos.x, pos.y)) ? 'TILE_DOES_NOT_FIT' : 'NOT_AN_INSERTION_POSITION';
      await sayPrivately(interaction, errorText(code, locale));
      return;
    }
    if (rotation !== null && !rotations.includes(rotation)) {
      await sayPrivately(interaction, t(locale, 'option.rotationDoesNotFit', { position: positionLabel(pos), rotation: t(locale, `rotation.${rotation}`) }));
      return;
    }
    if (rotation === null) {
      const shown = rotations[0];
      const image = await imageOrNull(ctx, 'preview', () => ctx.images.preview(state, { x: pos.x, y: pos.y, rotation: shown }, imageOptions(session, state, locale)));
      await interaction.editReply(toEdit(rotationView({ session, state, pos, rotation: shown, image, locale })));
      return;
    }
    await playMove(ctx, interaction, { gameId: session.id, move: session.moveNumber, action: { type: 'place', tile: tile.id, x: pos.x, y: pos.y, rotation } }, locale);
  },
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const focused = interaction.options.getFocused(true);
    await answerFromTurn(interaction, ctx, 'PLACE_TILE', (state) =>
      focused.name === OPTIONS.rotation
        ? rotationChoices(state, interaction.options.getString(OPTIONS.position), focused.value, locale)
        : positionChoices(state, focused.value, locale),
    );
  },
} satisfies CommandHandler;
