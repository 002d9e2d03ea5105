/** Jass's places in Discord: team colours and emoji, and players' names by place. */
import { seatOfKey, type GameSession } from '../../../session/session.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { teamOf } from '../engine/game.ts';
import { SEATS, type Seat } from '../engine/record.ts';
import { JASS_COLORS } from '../render/index.ts';
import { seatName } from '../texts/catalog.ts';

/** A team's emoji: blue for South–North, orange for East–West, as on the images. */
export const TEAM_EMOJI = ['🔵', '🟠'] as const;

/** Embed colours of the teams, as on the images. */
export const TEAM_HEX = JASS_COLORS.teams.map((color) => Number.parseInt(color.slice(1), 16)) as readonly number[];

/** The team of a seat key. */
export function teamOfSeat(seat: Seat): 0 | 1 {
  return teamOf(SEATS.indexOf(seat));
}

/** Players' names by place. */
export function namesBySeat(session: GameSession): Partial<Record<Seat, string>> {
  return Object.fromEntries(session.seats.map((seat) => [seat.seat, seat.player.name]));
}

/** A function naming each place by its player (or the place's name when nobody holds it). */
export function nameOf(session: GameSession, locale: Locale): (seat: Seat) => string {
  const names = namesBySeat(session);
  return (seat) => names[seat] ?? seatName(seat, locale);
}

/** Whether a place is played by a person who has not resigned (a resigned place plays by itself, an AI by the platform). */
export function isPersonSeat(session: GameSession, seat: string): boolean {
  const held = seatOfKey(session, seat);
  return held !== undefined && held.player.type === 'human' && held.resignedAt === undefined;
}
