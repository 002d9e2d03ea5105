import { ButtonStyle, ComponentType } from 'discord.js';
import type { SeatPresentation } from '../game-discord.ts';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { isTournamentGame, resignationEndsGame, seatOfUser, type GameSession, type Seat } from '../../session/session.ts';
import { button, type View } from '../chrome/common.ts';
import { tournamentStop } from '../chrome/end-message.ts';

/**
 * Asks the creator or a moderator to confirm stopping the game for everyone, or cancelling the
 * lobby: that confirmation cancels only a lobby, never a game started meanwhile. A tournament's
 * game (only a moderator's) is not archived without a result: the confirmation says what it
 * counts for there; `teams` are the game's teams (`SeatRules.teams`), when it plays in teams.
 */
export function abortConfirmView(session: GameSession, locale: Locale, teams: readonly (readonly string[])[] = []): View {
  const lobby = session.status === 'lobby';
  const marks = lobby ? { lobby: true } : {};
  return {
    content: lobby ? t(locale, 'abort.confirmLobby') : isTournamentGame(session) ? t(locale, 'abort.confirmTournament', tournamentStop(session, teams, locale)) : t(locale, 'abort.confirm'),
    embeds: [],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          button({ kind: 'abort', gameId: session.id, confirm: true, ...marks }, t(locale, lobby ? 'button.cancelLobbyYes' : 'button.abortYes'), ButtonStyle.Danger, {
            emoji: '🛑',
          }),
          button({ kind: 'abort', gameId: session.id, confirm: false, ...marks }, t(locale, lobby ? 'button.cancelLobbyNo' : 'button.abortNo'), ButtonStyle.Secondary),
        ],
      },
    ],
  };
}

/**
 * Why someone who is not a moderator may not stop a tournament's game, and what they may do
 * instead: a player still in it may resign (`resign`, the command, a loss) or ask a moderator.
 */
export function tournamentAbortRefusal(session: GameSession, userId: string, resign: string, locale: Locale): string {
  const seat = seatOfUser(session, userId);
  const playing = session.status === 'playing' && seat !== undefined && seat.resignedAt === undefined;
  return playing ? t(locale, 'abort.tournament', { resign }) : t(locale, 'abort.tournamentOthers');
}

/**
 * Asks a player to confirm resigning: what becomes of their seat, or that the game ends with it,
 * won by forfeit by those still playing (in teams, `SeatRules.teams`, an AI player gives up with
 * its partners, so that a team's last person to resign ends the game for the other team).
 */
export function resignConfirmView(session: GameSession, seat: Seat, seats: SeatPresentation, locale: Locale, teams: readonly (readonly string[])[] = []): View {
  return {
    content: resignationEndsGame(session, seat, teams) ? t(locale, 'resign.confirmEnds') : t(locale, 'resign.confirm', { autoPlay: seats.autoPlay(locale) }),
    embeds: [],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          button({ kind: 'resign', gameId: session.id, confirm: true }, t(locale, 'button.resignYes'), ButtonStyle.Danger, { emoji: '🏳️' }),
          button({ kind: 'resign', gameId: session.id, confirm: false }, t(locale, 'button.resignNo'), ButtonStyle.Secondary),
        ],
      },
    ],
  };
}
