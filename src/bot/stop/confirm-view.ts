import { ButtonStyle, ComponentType } from 'discord.js';
import type { SeatPresentation } from '../game-discord.ts';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { resignationEndsGame, type GameSession, type Seat } from '../../session/session.ts';
import { button, type View } from '../chrome/common.ts';

/**
 * Asks the creator or a moderator to confirm stopping the game for everyone, or cancelling the
 * lobby: that confirmation cancels only a lobby, never a game started meanwhile.
 */
export function abortConfirmView(session: GameSession, locale: Locale): View {
  const lobby = session.status === 'lobby';
  const marks = lobby ? { lobby: true } : {};
  return {
    content: t(locale, lobby ? 'abort.confirmLobby' : 'abort.confirm'),
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

/** Asks a player to confirm resigning: what becomes of their seat, or that the game ends with it. */
export function resignConfirmView(session: GameSession, seat: Seat, seats: SeatPresentation, locale: Locale): View {
  return {
    content: resignationEndsGame(session, seat) ? t(locale, 'resign.confirmEnds') : t(locale, 'resign.confirm', { autoPlay: seats.autoPlay(locale) }),
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
