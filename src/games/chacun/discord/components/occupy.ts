import { lastTilePotentialOccupants } from '../../engine/game.ts';
import { errorText } from '../../texts/catalog.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { chacunTurn, say, wrongStepText } from '../turn-flow.ts';

/** The occupant buttons, numbered as on the close-up (-1: no occupant); the turn ends. */
export const occupyButtons = {
  kind: 'occupy',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'occupy'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await chacunTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state }) => {
      if (state.nextAction !== 'OCCUPY_TILE') return say(wrongStepText(state, locale));
      const choices = lastTilePotentialOccupants(state);
      const chosen = id.choice < 0 ? null : choices[id.choice];
      if (chosen === undefined) return say(errorText('OCCUPANT_NOT_ALLOWED', locale));
      return { action: { type: 'occupy', occupant: chosen === null ? null : { kind: chosen.kind, zone: chosen.zoneId } } };
    });
  },
} satisfies ComponentHandler<'occupy'>;
