import { ownPawnsOnBoard } from '../../games/chacun/engine/game.ts';
import { errorText } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, sayPrivately, userLocale } from '../replies.ts';
import { loadPlayerTurn, playMove, wrongStepText } from '../turns.ts';

/** The shaman's buttons: one per own pawn, numbered as on the image (-1: keep them all). */
export const retakeButtons = {
  kind: 'retake',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'retake'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const turn = await loadPlayerTurn(ctx, { channelId: interaction.channelId, userId: interaction.user.id, gameId: id.gameId, move: id.move });
    if (!turn.ok) return refuse(ctx, interaction, turn.error);
    const { state } = turn.value;
    if (state.nextAction !== 'RETAKE_PAWN') return sayPrivately(interaction, wrongStepText(state, locale));
    const pawns = ownPawnsOnBoard(state);
    const chosen = id.choice < 0 ? null : pawns[id.choice];
    if (chosen === undefined) return sayPrivately(interaction, errorText('NOT_YOUR_PAWN', locale));
    await playMove(ctx, interaction, { gameId: id.gameId, move: id.move, action: { type: 'retake', zone: chosen === null ? null : chosen.zoneId } }, locale);
  },
} satisfies ComponentHandler<'retake'>;
