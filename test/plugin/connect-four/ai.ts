/**
 * Connect Four's AI players. `easy` drops a disc in a random open column; `normal` wins when it
 * can, blocks the other's immediate four, and otherwise looks five moves ahead (negamax with
 * alpha-beta) with a small count of open rows. Both are deterministic for a view, level and seed.
 */
import type { GameAi } from '../../../src/games/game.ts';
import { CENTRE_FIRST, COLUMNS, CONNECT, ROWS, SEATS, replayRecord, type ConnectFourAction, type ConnectFourRecord, type ConnectFourState } from './rules.ts';

/** The levels, weakest first. */
export const AI_LEVELS = ['easy', 'normal'] as const;
/** An AI level. */
export type AiLevel = (typeof AI_LEVELS)[number];

/** Names given to Connect Four's AI players, in order: people who counted and computed. */
export const AI_NAMES = ['Ada', 'Blaise', 'Grace', 'Alan', 'Emmy', 'Kurt'] as const;

/** How many moves `normal` looks ahead (its own move included). */
export const SEARCH_DEPTH = 5;

/**
 * A small seeded generator (mulberry32) for the AI's choices: the platform's generators are each a
 * game's own, and this game needs no more than a pick among equal columns. Every bit of a seed up
 * to 2^53 counts.
 */
export function seededPick(seed: number): (n: number) => number {
  let state = ((seed >>> 0) ^ Math.imul(Math.floor(seed / 2 ** 32) >>> 0, 0x9e3779b1)) | 0;
  return (n) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** A grid the search changes in place (cheaper than a new state per node): 0 empty, 1 or 2 a seat's disc, index column × ROWS + row. */
interface Board {
  readonly cells: Int8Array;
  readonly heights: Int8Array;
  moves: number;
}

function boardOf(state: ConnectFourState): Board {
  const cells = new Int8Array(COLUMNS * ROWS);
  const heights = new Int8Array(COLUMNS);
  state.columns.forEach((stack, column) => {
    heights[column] = stack.length;
    stack.forEach((seat, row) => (cells[column * ROWS + row] = seat === 'red' ? 1 : 2));
  });
  return { cells, heights, moves: state.moves };
}

const at = (board: Board, column: number, row: number): number =>
  column < 0 || column >= COLUMNS || row < 0 || row >= ROWS ? -1 : board.cells[column * ROWS + row];

/** Whether the disc at a cell makes four in a row. */
function winsAt(board: Board, column: number, row: number): boolean {
  const disc = at(board, column, row);
  for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]] as const) {
    let count = 1;
    for (let k = 1; at(board, column + k * dc, row + k * dr) === disc; k++) count++;
    for (let k = 1; at(board, column - k * dc, row - k * dr) === disc; k++) count++;
    if (count >= CONNECT) return true;
  }
  return false;
}

function place(board: Board, column: number, disc: number): number {
  const row = board.heights[column];
  board.cells[column * ROWS + row] = disc;
  board.heights[column] = row + 1;
  board.moves++;
  return row;
}

function lift(board: Board, column: number): void {
  const row = --board.heights[column];
  board.cells[column * ROWS + row] = 0;
  board.moves--;
}

/** Whether dropping `disc` in `column` makes four (the board is left as it was). */
function winningDrop(board: Board, column: number, disc: number): boolean {
  if (board.heights[column] >= ROWS) return false;
  const row = place(board, column, disc);
  const wins = winsAt(board, column, row);
  lift(board, column);
  return wins;
}

/** Every run of four cells on the grid (69), as cell indexes. */
const WINDOWS: readonly (readonly number[])[] = (() => {
  const windows: number[][] = [];
  for (let column = 0; column < COLUMNS; column++) {
    for (let row = 0; row < ROWS; row++) {
      for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]] as const) {
        const end = [column + (CONNECT - 1) * dc, row + (CONNECT - 1) * dr];
        if (end[0] < 0 || end[0] >= COLUMNS || end[1] < 0 || end[1] >= ROWS) continue;
        windows.push(Array.from({ length: CONNECT }, (_, k) => (column + k * dc) * ROWS + row + k * dr));
      }
    }
  }
  return windows;
})();

/** A position's worth to `disc`: rows of four still open to one side only, the more filled the more, and discs in the centre column. */
function evaluate(board: Board, disc: number): number {
  let score = 0;
  for (const window of WINDOWS) {
    let own = 0;
    let other = 0;
    for (const cell of window) {
      const value = board.cells[cell];
      if (value === disc) own++;
      else if (value !== 0) other++;
    }
    if (other === 0) score += own === 3 ? 5 : own === 2 ? 2 : 0;
    else if (own === 0) score -= other === 3 ? 5 : other === 2 ? 2 : 0;
  }
  const centre = (COLUMNS - 1) / 2;
  for (let row = 0; row < ROWS; row++) {
    const value = board.cells[centre * ROWS + row];
    if (value === disc) score += 3;
    else if (value !== 0) score -= 3;
  }
  return score;
}

/** Far above any heuristic score; a sooner four scores higher. */
const WIN = 100_000;

/** The value of the position to `disc`, to move, looking `depth` moves ahead. */
function negamax(board: Board, disc: number, depth: number, alpha: number, beta: number): number {
  let best = -Infinity;
  for (const column of CENTRE_FIRST) {
    if (board.heights[column] >= ROWS) continue;
    const row = place(board, column, disc);
    let score: number;
    if (winsAt(board, column, row)) score = WIN + depth;
    else if (board.moves === COLUMNS * ROWS) score = 0;
    else if (depth <= 1) score = evaluate(board, disc);
    else score = -negamax(board, 3 - disc, depth - 1, -beta, -alpha);
    lift(board, column);
    if (score > best) best = score;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best === -Infinity ? 0 : best;
}

/** `normal`'s column: an immediate four, else a block of the other's, else the best by search (a seeded pick among equals). */
function normalColumn(state: ConnectFourState, pick: (n: number) => number): number {
  const board = boardOf(state);
  const disc = state.toPlay === 'red' ? 1 : 2;
  const open = CENTRE_FIRST.filter((column) => board.heights[column] < ROWS);
  const win = open.find((column) => winningDrop(board, column, disc));
  if (win !== undefined) return win;
  const block = open.find((column) => winningDrop(board, column, 3 - disc));
  if (block !== undefined) return block;
  let best = -Infinity;
  let bests: number[] = [];
  for (const column of open) {
    place(board, column, disc);
    // A window just below the best so far: a worse column is cut short, an equal one is valued exactly.
    const score = board.moves === COLUMNS * ROWS ? 0 : -negamax(board, 3 - disc, SEARCH_DEPTH - 1, -Infinity, -(best - 1));
    lift(board, column);
    if (score > best) [best, bests] = [score, [column]];
    else if (score === best) bests.push(column);
  }
  return bests[pick(bests.length)];
}

/** The column an AI of a level drops its disc in, from the game as it is (some seat must be to play). */
export function aiColumn(state: ConnectFourState, level: AiLevel, seed: number): number {
  if (state.toPlay === null) throw new Error('the game is over');
  const pick = seededPick(seed);
  if (level === 'normal') return normalColumn(state, pick);
  const open = CENTRE_FIRST.filter((column) => state.columns[column].length < ROWS).sort((a, b) => a - b);
  return open[pick(open.length)];
}

/** Connect Four's AI players: a turn is one disc, decided from the record (the seat's view: nothing is hidden). */
export const aiPlayers: GameAi<ConnectFourAction, ConnectFourRecord> = {
  levels: AI_LEVELS,
  defaultLevel: 'normal',
  names: AI_NAMES,
  planTurn(view, seat, level, options) {
    if (!(AI_LEVELS as readonly string[]).includes(level)) throw new Error(`unknown AI level ${level}`);
    if (!(SEATS as readonly string[]).includes(seat)) throw new Error(`${seat} is not a Connect Four seat`);
    const state = replayRecord(view);
    if (state.toPlay !== seat) throw new Error(`${seat} is not to play`);
    return [{ column: aiColumn(state, level as AiLevel, options.seed) }];
  },
};
