/** Connect Four's seats in Discord: their emoji and colours, and players' names by seat. */
import { escapeMarkdown } from '../../../../src/bot/chrome/common.ts';
import type { Locale } from '../../../../src/i18n/locale.ts';
import { seatOfKey, type GameSession } from '../../../../src/session/session.ts';
import { SEATS, type Seat } from '../rules.ts';
import { seatName } from '../texts.ts';

/** A seat's emoji, the colour of its discs. */
export const SEAT_EMOJI: Readonly<Record<Seat, string>> = { red: '🔴', yellow: '🟡' };

/** Embed colours of the seats, as on the board. */
export const SEAT_HEX: Readonly<Record<Seat, number>> = { red: 0xe23b32, yellow: 0xf7c325 };

/** Whether a key is one of Connect Four's seats. */
export function isSeat(key: string): key is Seat {
  return (SEATS as readonly string[]).includes(key);
}

/** Players' names by seat. */
export function namesBySeat(session: GameSession): Partial<Record<Seat, string>> {
  return Object.fromEntries(session.seats.filter((seat) => isSeat(seat.seat)).map((seat) => [seat.seat, seat.player.name]));
}

/** Names of a game's players for texts, escaped, with their disc: "🔴 Ana" (a seat nobody holds: its colour). */
export function textNames(session: GameSession, locale: Locale): (seat: Seat) => string {
  const names = namesBySeat(session);
  return (seat) => `${SEAT_EMOJI[seat]} ${escapeMarkdown(names[seat] ?? seatName(seat, locale))}`;
}

/** The Discord user who plays a seat, or null (an AI, or nobody). */
export function userOfSeat(session: GameSession, seat: Seat): string | null {
  const held = seatOfKey(session, seat);
  return held?.player.type === 'human' ? held.player.userId : null;
}
