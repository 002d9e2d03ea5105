import { fittingRotations } from '../../engine/fitting.ts';
import { errorText } from '../../texts/catalog.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { placementRefusalText } from '../choices.ts';
import { chacunTurn, say, show, showPreview, wrongStepText } from '../turn-flow.ts';
import { parsePositionValue } from '../views/panel.ts';

/** The menu of positions: the panel previews the tile at the chosen one, in its first legal rotation. */
export const positionsMenu = {
  kind: 'positions',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'positions'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const value = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
    await chacunTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state }) => {
      if (state.nextAction !== 'PLACE_TILE') return say(wrongStepText(state, locale));
      const pos = value === undefined ? null : parsePositionValue(value);
      if (pos === null) return say(errorText('NOT_AN_INSERTION_POSITION', locale));
      const refusal = placementRefusalText(state, pos, null, locale);
      if (refusal !== null) return say(refusal);
      const rotation = fittingRotations(state, pos)[0];
      return show((turn) => showPreview(ctx, interaction, turn, { pos, rotation }, locale));
    });
  },
} satisfies ComponentHandler<'positions'>;
