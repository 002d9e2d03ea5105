import { ownPawnsOnBoard } from '../../engine/game.ts';
import { errorText } from '../../texts/catalog.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { chacunTurn, say, wrongStepText } from '../turn-flow.ts';

/** The shaman's buttons: one per own pawn, numbered as on the image (-1: keep them all). */
export const retakeButtons = {
  kind: 'retake',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'retake'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await chacunTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state }) => {
      if (state.nextAction !== 'RETAKE_PAWN') return say(wrongStepText(state, locale));
      const pawns = ownPawnsOnBoard(state);
      const chosen = id.choice < 0 ? null : pawns[id.choice];
      if (chosen === undefined) return say(errorText('NOT_YOUR_PAWN', locale));
      return { action: { type: 'retake', zone: chosen === null ? null : chosen.zoneId } };
    });
  },
} satisfies ComponentHandler<'retake'>;
