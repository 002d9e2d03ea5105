/** ChaCuN's colours in Discord: embed colours, emoji, and players' names by colour. */
import type { GameSession } from '../../../session/session.ts';
import { PLAYER_COLORS, type PlayerColor } from '../engine/basics.ts';
import { PLAYER_FILL } from '../render/index.ts';

/** Embed colours of the players, as on the images. */
export const COLOR_HEX: { readonly [C in PlayerColor]: number } = Object.fromEntries(
  PLAYER_COLORS.map((color) => [color, Number.parseInt(PLAYER_FILL[color].slice(1), 16)]),
) as Record<PlayerColor, number>;

/** A round emoji of each colour, for texts and menus. */
export const COLOR_EMOJI: { readonly [C in PlayerColor]: string } = {
  RED: '🔴',
  BLUE: '🔵',
  GREEN: '🟢',
  YELLOW: '🟡',
  PURPLE: '🟣',
};

/** Players' names by colour, for images and texts. */
export function namesByColor(session: GameSession): Partial<Record<PlayerColor, string>> {
  return Object.fromEntries(session.seats.map((seat) => [(seat.seat as PlayerColor), seat.player.name]));
}

/** A function naming each colour by its player (or the colour's emoji when no one holds it). */
export function nameOf(session: GameSession): (color: PlayerColor) => string {
  const names = namesByColor(session);
  return (color) => names[color] ?? COLOR_EMOJI[color];
}
