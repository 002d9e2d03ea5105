/** Who may stop a game that is not theirs. */
import type { RepliableInteraction } from 'discord.js';
import { isTournamentGame, seatOfUser, type GameSession } from '../../session/session.ts';
import type { BotContext } from '../context.ts';
import { isModerator } from '../replies.ts';

/**
 * Whether someone may stop a game as a moderator does (whoever created it): those who may manage
 * the channel, and for a tournament's table its organiser, unless they play at that table (a
 * stop counts as a draw there, so a player may not make one).
 */
export async function stopsAsModerator(ctx: BotContext, interaction: RepliableInteraction, session: GameSession): Promise<boolean> {
  if (isModerator(interaction)) return true;
  if (!isTournamentGame(session) || seatOfUser(session, interaction.user.id) !== undefined) return false;
  return (await ctx.tournaments?.organiserOf(session)) === interaction.user.id;
}
