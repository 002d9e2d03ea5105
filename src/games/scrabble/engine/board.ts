import { ALPHABET } from './letters.ts';

/** Squares per side. */
export const SIZE = 15;
/** Index of the centre square H8. */
export const CENTRE = 7 * SIZE + 7;
/** An empty square in a board string. */
export const EMPTY = '.';

/** The kinds of square: normal, double/triple letter, double/triple word. */
export const PREMIUMS = ['normal', 'double letter', 'triple letter', 'double word', 'triple word'] as const;
/** A kind of square. */
export type Premium = (typeof PREMIUMS)[number];

// The standard board, top row first, each row from column A: 1 normal, 2 and 3 double and
// triple letter, 4 and 5 double and triple word (the codes of the French course text).
const LAYOUT = [
  '511211151112115',
  '141113111311141',
  '114111212111411',
  '211411121114112',
  '111141111141111',
  '131113111311131',
  '112111212111211',
  '511211141112115',
  '112111212111211',
  '131113111311131',
  '111141111141111',
  '211411121114112',
  '114111212111411',
  '141113111311141',
  '511211151112115',
] as const;

/** The premium of every square, row by row (index = row × 15 + column). */
export const SQUARE_PREMIUMS: readonly Premium[] = LAYOUT.join('').split('').map((code) => PREMIUMS[Number(code) - 1]);

/** The letter multiplier of a square (when a new tile lies on it). */
export function letterMultiplier(square: number): number {
  const premium = SQUARE_PREMIUMS[square];
  return premium === 'double letter' ? 2 : premium === 'triple letter' ? 3 : 1;
}

/** The word multiplier of a square (when a new tile lies on it). */
export function wordMultiplier(square: number): number {
  const premium = SQUARE_PREMIUMS[square];
  return premium === 'double word' ? 2 : premium === 'triple word' ? 3 : 1;
}

/** An empty board: 225 squares, row by row. */
export const EMPTY_BOARD = EMPTY.repeat(SIZE * SIZE);

/** The two directions of a word. */
export const DIRECTIONS = ['across', 'down'] as const;
/** A direction. */
export type Direction = (typeof DIRECTIONS)[number];

/** Where a word starts and which way it goes. */
export interface Position {
  readonly row: number;
  readonly column: number;
  readonly direction: Direction;
}

const COLUMNS = ALPHABET.slice(0, SIZE);

/** A square's name, column then row: H8 for the centre. */
export function squareName(square: number): string {
  return `${COLUMNS[square % SIZE]}${Math.floor(square / SIZE) + 1}`;
}

/**
 * Reads a position in the GCG notation: row number first for across (`8H`), column letter first
 * for down (`H8`); the column letter in either case. Null when it is not one.
 */
export function parsePosition(text: string): Position | null {
  const across = /^(1[0-5]|[1-9])([A-Oa-o])$/.exec(text);
  if (across !== null) return { row: Number(across[1]) - 1, column: COLUMNS.indexOf(across[2].toUpperCase()), direction: 'across' };
  const down = /^([A-Oa-o])(1[0-5]|[1-9])$/.exec(text);
  if (down !== null) return { row: Number(down[2]) - 1, column: COLUMNS.indexOf(down[1].toUpperCase()), direction: 'down' };
  return null;
}

/** A position in the GCG notation, column letter in upper case. */
export function formatPosition(position: Position): string {
  const column = COLUMNS[position.column];
  const row = String(position.row + 1);
  return position.direction === 'across' ? `${row}${column}` : `${column}${row}`;
}

/** The square `offset` steps from a position along its direction, or null off the board. */
export function squareAt(position: Position, offset: number): number | null {
  const row = position.direction === 'down' ? position.row + offset : position.row;
  const column = position.direction === 'across' ? position.column + offset : position.column;
  if (row < 0 || row >= SIZE || column < 0 || column >= SIZE) return null;
  return row * SIZE + column;
}

/** A board string as 15 rows of 15 characters. */
export function boardRows(board: string): string[] {
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) rows.push(board.slice(r * SIZE, (r + 1) * SIZE));
  return rows;
}
