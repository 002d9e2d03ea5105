import { REACH, type Pos } from '../engine/basics.ts';

/**
 * Names of board positions, as drawn along the board image's edges and used in the bot's
 * menus: a column letter (A..Y for x = -12..12) then a row number (1..25 for y = -12..12),
 * so the start tile's position (0, 0) is M13.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXY';

/** The letter of a column (x from -12 to 12). */
export function columnLabel(x: number): string {
  return LETTERS[x + REACH] ?? '?';
}

/** The number of a row (y from -12 to 12), as text. */
export function rowLabel(y: number): string {
  return String(y + REACH + 1);
}

/** The short name of a position, e.g. 'M13' for (0, 0). */
export function positionLabel(pos: Pos): string {
  return columnLabel(pos.x) + rowLabel(pos.y);
}

/** The position named by a label such as 'M13' or 'm13' (spaces allowed), or null if it names none. */
export function parsePositionLabel(label: string): Pos | null {
  const match = /^\s*([A-Ya-y])\s*(\d{1,2})\s*$/.exec(label);
  if (!match) return null;
  const x = LETTERS.indexOf(match[1].toUpperCase()) - REACH;
  const row = Number(match[2]);
  if (row < 1 || row > 2 * REACH + 1) return null;
  return { x, y: row - 1 - REACH };
}
