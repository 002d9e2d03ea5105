import type { RuleError } from '../../game.ts';
import type { Result } from '../../../result.ts';
import { CENTRE, EMPTY, SIZE, formatPosition, letterMultiplier, parsePosition, squareAt, squareName, wordMultiplier, type Position } from './board.ts';
import { BLANK, removeTiles, tilePoints, type Language } from './letters.ts';
import type { Lexicon } from './lexicon.ts';

/** Points for placing all seven tiles of a rack in one move. */
export const BINGO_BONUS = 50;
/** The longest word a player may type: the board's width. */
export const MAX_WORD = 15;
/** Tiles on a full rack. */
export const RACK_SIZE = 7;

/** The refusals of a play (those of a turn follow them in game.ts's ERROR_CODES). */
export const PLAY_ERRORS = [
  'BAD_POSITION', 'BAD_WORD', 'OFF_BOARD', 'SQUARE_TAKEN', 'GAP_IN_WORD', 'NOT_IN_LINE', 'NOT_WHOLE_WORD', 'NO_NEW_TILE',
  'LETTER_NOT_ON_RACK', 'FIRST_MOVE_NOT_THROUGH_CENTRE', 'NOT_CONNECTED', 'WORD_NOT_IN_LIST',
] as const;
/** A refusal code of a play. */
export type PlayErrorCode = (typeof PLAY_ERRORS)[number];

/** A refused play; `words` names the words not in the list (WORD_NOT_IN_LIST), for the player's text. */
export interface PlayError extends RuleError {
  readonly code: PlayErrorCode;
  readonly words?: readonly string[];
}

/** One word a play forms, with its points. */
export interface FormedWord {
  readonly word: string;
  readonly points: number;
}

/** A checked play: what it places, the words it forms and its points. */
export interface PlayAnalysis {
  readonly position: Position;
  /** The word as a record writes it: tiles already on the board in upper case, new blanks in lower case. */
  readonly word: string;
  /** The new tiles: square and tile (a lower-case letter for a blank). */
  readonly placed: readonly { readonly square: number; readonly tile: string }[];
  /** The rack tiles used ('?' for each blank). */
  readonly used: string;
  /** The main word first, then the cross-words, in upper case. */
  readonly words: readonly FormedWord[];
  readonly bingo: boolean;
  readonly points: number;
  /** The board once the tiles are placed. */
  readonly board: string;
}

function refuse(code: PlayErrorCode, message: string, words?: readonly string[]): { ok: false; error: PlayError } {
  return { ok: false, error: words === undefined ? { code, message } : { code, message, words } };
}

const upper = (tile: string) => tile.toUpperCase();

/** The run of tiles through `square` in a direction (step 1 across, 15 down): its squares in order. */
function runThrough(board: string, square: number, step: 1 | 15): number[] {
  const sameLine = (a: number, b: number) => (step === 1 ? Math.floor(a / SIZE) === Math.floor(b / SIZE) : true);
  let first = square;
  while (first - step >= 0 && sameLine(first - step, first) && board[first - step] !== EMPTY) first -= step;
  const run: number[] = [];
  for (let s = first; s < SIZE * SIZE && sameLine(s, first) && board[s] !== EMPTY; s += step) run.push(s);
  return run;
}

/** The points of one word made of `run` squares of `board`, premiums counting only under `fresh` squares. */
function scoreRun(language: Language, board: string, run: readonly number[], fresh: ReadonlySet<number>): number {
  let sum = 0;
  let multiplier = 1;
  for (const square of run) {
    const value = tilePoints(language, board[square]);
    if (fresh.has(square)) {
      sum += value * letterMultiplier(square);
      multiplier *= wordMultiplier(square);
    } else {
      sum += value;
    }
  }
  return sum * multiplier;
}

/**
 * Checks a play typed as a GCG position and a word (upper case for lettered tiles, lower case
 * for blanks, a letter or '.' for a tile already on the board) against the board and the rack,
 * and scores it. With a lexicon, every word formed must be in it; without (the table judges),
 * words are not looked up.
 */
export function analysePlay(
  language: Language,
  board: string,
  rack: string,
  positionText: string,
  wordText: string,
  lexicon: Lexicon | null,
): Result<PlayAnalysis, PlayError> {
  const position = parsePosition(positionText);
  if (position === null) return refuse('BAD_POSITION', `"${positionText.slice(0, 20)}" is not a position: row then column for across (8H), column then row for down (H8)`);
  if (!/^[A-Za-z.]{2,15}$/.test(wordText)) return refuse('BAD_WORD', 'a word is 2 to 15 letters A–Z (lower case for a blank, "." for a tile already on the board)');
  const squares: number[] = [];
  for (let i = 0; i < wordText.length; i++) {
    const square = squareAt(position, i);
    if (square === null) return refuse('OFF_BOARD', `${wordText} at ${formatPosition(position)} runs off the board`);
    squares.push(square);
  }
  const placed: { square: number; tile: string }[] = [];
  let canonical = '';
  for (let i = 0; i < squares.length; i++) {
    const square = squares[i];
    const typed = wordText[i];
    const onBoard = board[square];
    if (onBoard !== EMPTY) {
      if (typed !== '.' && upper(typed) !== upper(onBoard)) {
        return refuse('SQUARE_TAKEN', `${squareName(square)} already holds ${upper(onBoard)}, not ${upper(typed)}`);
      }
      canonical += upper(onBoard);
    } else {
      if (typed === '.') return refuse('GAP_IN_WORD', `${squareName(square)} is empty: the word would have a gap there`);
      placed.push({ square, tile: typed });
      canonical += typed;
    }
  }
  if (placed.length === 0) return refuse('NO_NEW_TILE', `${canonical} is already on the board: place at least one tile`);
  const next = withTiles(board, placed);
  const step = position.direction === 'across' ? 1 : 15;
  const before = squareAt(position, -1);
  const after = squareAt(position, squares.length);
  if ((before !== null && board[before] !== EMPTY) || (after !== null && board[after] !== EMPTY)) {
    const whole = runThrough(next, squares[0], step);
    const full = whole.map((s) => upper(next[s])).join('');
    const start = formatPosition({ row: Math.floor(whole[0] / SIZE), column: whole[0] % SIZE, direction: position.direction });
    return refuse('NOT_WHOLE_WORD', `the tiles next to ${canonical.toUpperCase()} continue it: the whole word is ${full}, from ${start}`);
  }
  const used = placed.map(({ tile }) => (tile === upper(tile) ? tile : BLANK)).join('');
  if (removeTiles(rack, used) === null) {
    const missing = missingTile(rack, used);
    return refuse('LETTER_NOT_ON_RACK', missing === BLANK ? `the rack ${rack} has no blank left for a lower-case letter` : `the rack ${rack} has no ${missing} left`);
  }
  const firstMove = board[CENTRE] === EMPTY;
  if (firstMove) {
    // Typed words have two letters at least, all new on an empty board: the first move has two tiles.
    if (!squares.includes(CENTRE)) return refuse('FIRST_MOVE_NOT_THROUGH_CENTRE', `the first word must cover the centre H8`);
  } else if (!placed.some(({ square }) => neighbours(square).some((n) => board[n] !== EMPTY))) {
    return refuse('NOT_CONNECTED', `${canonical} at ${formatPosition(position)} touches no tile on the board`);
  }
  const fresh = new Set(placed.map(({ square }) => square));
  const words: FormedWord[] = [{ word: squares.map((s) => upper(next[s])).join(''), points: scoreRun(language, next, squares, fresh) }];
  const crossStep = step === 1 ? 15 : 1;
  for (const { square } of placed) {
    const run = runThrough(next, square, crossStep);
    if (run.length >= 2) words.push({ word: run.map((s) => upper(next[s])).join(''), points: scoreRun(language, next, run, fresh) });
  }
  if (lexicon !== null) {
    const unknown = [...new Set(words.map(({ word }) => word).filter((word) => !lexicon.has(word)))];
    if (unknown.length > 0) return refuse('WORD_NOT_IN_LIST', `not in the word list: ${unknown.join(', ')}`, unknown);
  }
  const bingo = placed.length === RACK_SIZE;
  const points = words.reduce((sum, { points }) => sum + points, 0) + (bingo ? BINGO_BONUS : 0);
  return { ok: true, value: { position, word: canonical, placed, used, words, bingo, points, board: next } };
}

function missingTile(rack: string, used: string): string {
  const rest = [...rack];
  for (const tile of used) {
    const at = rest.indexOf(tile);
    if (at < 0) return tile;
    rest.splice(at, 1);
  }
  return '';
}

/** The squares next to one, not diagonally. */
export function neighbours(square: number): number[] {
  const row = Math.floor(square / SIZE);
  const column = square % SIZE;
  const result: number[] = [];
  if (row > 0) result.push(square - SIZE);
  if (row < SIZE - 1) result.push(square + SIZE);
  if (column > 0) result.push(square - 1);
  if (column < SIZE - 1) result.push(square + 1);
  return result;
}

/**
 * A play given as new tiles on squares (a future drag-and-drop panel) turned into the GCG
 * position and word: the tiles must share a row or a column and, with the board's tiles,
 * make one unbroken run.
 */
export function playFromTiles(board: string, tiles: readonly { readonly square: number; readonly tile: string }[]): Result<{ position: string; word: string }, PlayError> {
  if (tiles.length === 0) return refuse('NO_NEW_TILE', 'place at least one tile');
  const rows = new Set(tiles.map(({ square }) => Math.floor(square / SIZE)));
  const columns = new Set(tiles.map(({ square }) => square % SIZE));
  if (rows.size > 1 && columns.size > 1) return refuse('NOT_IN_LINE', 'the tiles must lie in one row or one column');
  for (const { square } of tiles) {
    if (board[square] !== EMPTY) return refuse('SQUARE_TAKEN', `${squareName(square)} already holds a tile`);
  }
  // One tile alone: the direction in which it makes a word (across when both or none).
  const across = rows.size === 1 && (tiles.length > 1 || runThrough(withTiles(board, tiles), tiles[0].square, 1).length > 1 || runThrough(withTiles(board, tiles), tiles[0].square, 15).length < 2);
  const step = across ? 1 : 15;
  const next = withTiles(board, tiles);
  const sorted = tiles.map(({ square }) => square).sort((a, b) => a - b);
  const run = runThrough(next, sorted[0], step);
  if (!sorted.every((square) => run.includes(square))) {
    const gap = (() => {
      for (let s = sorted[0]; s <= sorted[sorted.length - 1]; s += step) if (next[s] === EMPTY) return s;
      return sorted[0];
    })();
    return refuse('GAP_IN_WORD', `${squareName(gap)} is empty between the tiles placed`);
  }
  const first = run[0];
  const position = formatPosition({ row: Math.floor(first / SIZE), column: first % SIZE, direction: across ? 'across' : 'down' });
  return { ok: true, value: { position, word: run.map((s) => (tiles.some(({ square }) => square === s) ? next[s] : upper(next[s]))).join('') } };
}

function withTiles(board: string, tiles: readonly { readonly square: number; readonly tile: string }[]): string {
  let next = board;
  for (const { square, tile } of tiles) next = next.slice(0, square) + tile + next.slice(square + 1);
  return next;
}
