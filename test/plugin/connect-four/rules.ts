/**
 * Connect Four's rules: a 7 × 6 grid, red and yellow drop discs in turn (red first), four in a
 * row in any direction wins, a full grid is a draw. Nothing is hidden and nothing is random: a
 * record is its seats and the columns played; its seed is kept (the platform gives every game
 * one) but draws nothing. Pure: a transition returns a new state.
 */
import type { GameOutcome, GameRules, RuleError, UndoStep } from '../../../src/games/game.ts';
import type { Result } from '../../../src/result.ts';

/** Columns of the grid. */
export const COLUMNS = 7;
/** Rows of the grid. */
export const ROWS = 6;
/** How many discs in a row win. */
export const CONNECT = 4;

/** The seats, in play order: red starts. */
export const SEATS = ['red', 'yellow'] as const;
/** A seat (and the colour of its discs). */
export type Seat = (typeof SEATS)[number];

/** The codes of refused moves (stable: the texts translate each, `connectFour.error.<code>`). */
export const ERROR_CODES = ['GAME_OVER', 'NOT_YOUR_TURN', 'BAD_COLUMN', 'COLUMN_FULL'] as const;
/** A refusal code. */
export type ConnectFourErrorCode = (typeof ERROR_CODES)[number];

/** A refused move: its code, a message for logs, and the column asked for (BAD_COLUMN, COLUMN_FULL) for the player's text. */
export interface ConnectFourRuleError extends RuleError {
  readonly code: ConnectFourErrorCode;
  readonly column?: number;
}

/** A move: the column a disc is dropped in, 0 (left) to 6 (right). */
export interface ConnectFourAction {
  readonly column: number;
}

/** A record entry: who dropped a disc, and where. */
export interface ConnectFourEntry {
  readonly seat: Seat;
  readonly column: number;
}

/** A game as stored and exported. */
export interface ConnectFourRecord {
  readonly game: 'connect-four';
  readonly seats: readonly Seat[];
  readonly seed: number;
  readonly entries: readonly ConnectFourEntry[];
}

/** A cell of the grid: column 0 on the left, row 0 at the bottom. */
export interface Cell {
  readonly column: number;
  readonly row: number;
}

/** A game at one point: plain JSON (the painter's input is made from it). */
export interface ConnectFourState {
  /** Each column's discs from the bottom up. */
  readonly columns: readonly (readonly Seat[])[];
  /** How many discs were dropped. */
  readonly moves: number;
  /** The last disc dropped, if any. */
  readonly last: Cell | null;
  /** The seat to play; null once the game is over. */
  readonly toPlay: Seat | null;
  /** Who made four in a row; null while playing and on a draw. */
  readonly winner: Seat | null;
  /** The winning rows (four discs or more each, in order along the row; two when one disc made both), empty otherwise. */
  readonly fours: readonly (readonly Cell[])[];
}

/** Columns in the order a simple player tries them: from the centre out. */
export const CENTRE_FIRST: readonly number[] = [3, 2, 4, 1, 5, 0, 6];

/** The four directions a row can run in: across, up, and both diagonals. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

function refuse(code: ConnectFourErrorCode, message: string, column?: number): { readonly ok: false; readonly error: ConnectFourRuleError } {
  return { ok: false, error: column === undefined ? { code, message } : { code, message, column } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSeat(value: unknown): value is Seat {
  return typeof value === 'string' && (SEATS as readonly string[]).includes(value);
}

/** Whether a value is a column number (an integer from 0 to 6). */
export function isColumn(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < COLUMNS;
}

/** The disc at a cell, or null (empty or off the grid). */
export function discAt(state: Pick<ConnectFourState, 'columns'>, column: number, row: number): Seat | null {
  if (column < 0 || column >= COLUMNS || row < 0 || row >= ROWS) return null;
  return state.columns[column][row] ?? null;
}

/** The columns a disc can still be dropped in, left to right. */
export function openColumns(state: ConnectFourState): number[] {
  if (state.toPlay === null) return [];
  const open: number[] = [];
  for (let column = 0; column < COLUMNS; column++) if (state.columns[column].length < ROWS) open.push(column);
  return open;
}

/** The longest row through a cell in one direction, its cells in order. */
function rowThrough(columns: ConnectFourState['columns'], at: Cell, [dc, dr]: readonly [number, number]): Cell[] {
  const seat = columns[at.column][at.row];
  const cells: Cell[] = [at];
  for (const sign of [-1, 1]) {
    let column = at.column + sign * dc;
    let row = at.row + sign * dr;
    while (discAt({ columns }, column, row) === seat) {
      if (sign < 0) cells.unshift({ column, row });
      else cells.push({ column, row });
      column += sign * dc;
      row += sign * dr;
    }
  }
  return cells;
}

/** The state before any move. */
export function initialState(): ConnectFourState {
  return { columns: Array.from({ length: COLUMNS }, () => []), moves: 0, last: null, toPlay: 'red', winner: null, fours: [] };
}

/** A seat drops a disc in a column: the new state, or why not. */
export function drop(state: ConnectFourState, seat: string, column: unknown): Result<ConnectFourState, ConnectFourRuleError> {
  if (state.toPlay === null) return refuse('GAME_OVER', 'the game is over');
  if (seat !== state.toPlay) return refuse('NOT_YOUR_TURN', `${state.toPlay} is to play, not ${seat}`);
  if (!isColumn(column)) return refuse('BAD_COLUMN', `${JSON.stringify(column)} is not a column from 0 to ${COLUMNS - 1}`, typeof column === 'number' ? column : undefined);
  if (state.columns[column].length >= ROWS) return refuse('COLUMN_FULL', `column ${column} is full`, column);
  const at: Cell = { column, row: state.columns[column].length };
  const columns = state.columns.map((stack, i) => (i === column ? [...stack, state.toPlay as Seat] : stack));
  const moves = state.moves + 1;
  // Every row of four or more through the new disc (two directions can win at once).
  const fours = DIRECTIONS.map((direction) => rowThrough(columns, at, direction)).filter((cells) => cells.length >= CONNECT);
  const winner = fours.length > 0 ? state.toPlay : null;
  const full = moves === COLUMNS * ROWS;
  const next = winner !== null || full ? null : SEATS[moves % 2];
  return { ok: true, value: { columns, moves, last: at, toPlay: next, winner, fours } };
}

/** Whether a game ended on a full grid with nobody's four. */
export function isDraw(state: ConnectFourState): boolean {
  return state.toPlay === null && state.winner === null;
}

/** Replays a whole record; throws on an illegal entry (the platform holds only records that replay). */
export function replayRecord(record: ConnectFourRecord): ConnectFourState {
  let state = initialState();
  record.entries.forEach((entry, i) => {
    const next = replayEntry(state, entry);
    if (!next.ok) throw new Error(`record refused at entry ${i}: ${next.error.code} (${next.error.message})`);
    state = next.value;
  });
  return state;
}

function replayEntry(state: ConnectFourState, entry: ConnectFourEntry): Result<ConnectFourState, ConnectFourRuleError> {
  return drop(state, entry.seat, entry.column);
}

/** Checks a record read from outside (a store, a file): a clean copy, or what is wrong. */
export function parseRecord(value: unknown): Result<ConnectFourRecord, string> {
  if (!isObject(value)) return { ok: false, error: 'a record must be a JSON object' };
  if (value.game !== 'connect-four') return { ok: false, error: 'game must be "connect-four"' };
  const seats = value.seats;
  if (!Array.isArray(seats) || seats.length !== SEATS.length || seats.some((seat, i) => seat !== SEATS[i])) {
    return { ok: false, error: `seats must be ${JSON.stringify(SEATS)}` };
  }
  // A record given out during a game (marked "partial") carries no seed, as the contract wants of every such record.
  const partial = Object.hasOwn(value, 'partial');
  const seed = partial && value.seed === undefined ? 0 : value.seed;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) return { ok: false, error: 'seed must be a safe non-negative integer' };
  if (!Array.isArray(value.entries)) return { ok: false, error: 'entries must be an array' };
  const entries: ConnectFourEntry[] = [];
  let state = initialState();
  for (let i = 0; i < value.entries.length; i++) {
    const entry: unknown = value.entries[i];
    if (!isObject(entry)) return { ok: false, error: `entries[${i}] must be an object` };
    const extra = Object.keys(entry).filter((key) => key !== 'seat' && key !== 'column');
    if (extra.length > 0) return { ok: false, error: `entries[${i}] has unknown fields: ${extra.join(', ')}` };
    if (!isSeat(entry.seat)) return { ok: false, error: `entries[${i}].seat must be "red" or "yellow"` };
    if (!isColumn(entry.column)) return { ok: false, error: `entries[${i}].column must be an integer from 0 to ${COLUMNS - 1}` };
    const clean: ConnectFourEntry = { seat: entry.seat, column: entry.column };
    const next = replayEntry(state, clean);
    if (!next.ok) return { ok: false, error: `entries[${i}] does not replay: ${next.error.code} (${next.error.message})` };
    state = next.value;
    entries.push(clean);
  }
  return { ok: true, value: { game: 'connect-four', seats: [...SEATS], seed, entries } };
}

/** Checks a move from outside (an AI worker's answer): a copy with only its column. */
export function parseAction(value: unknown): Result<ConnectFourAction, string> {
  if (!isObject(value)) return { ok: false, error: 'an action must be an object' };
  if (!isColumn(value.column)) return { ok: false, error: `column must be an integer from 0 to ${COLUMNS - 1}` };
  return { ok: true, value: { column: value.column } };
}

/** The move of a seat that plays by itself: the first open column from the centre out. */
export function autoActionOf(state: ConnectFourState, seat: string): ConnectFourAction {
  if (state.toPlay !== seat) throw new Error(`${seat} is not to play`);
  const column = CENTRE_FIRST.find((c) => state.columns[c].length < ROWS);
  if (column === undefined) throw new Error('no open column');
  return { column };
}

/** Points and winners: 1 point to the seat with four in a row; both seats win a draw (no points). */
export function outcomeOf(state: ConnectFourState): GameOutcome {
  const points: Record<string, number> = { red: 0, yellow: 0 };
  if (state.winner !== null) points[state.winner] = 1;
  return { points, winners: state.winner !== null ? [state.winner] : isDraw(state) ? [...SEATS] : [] };
}

/**
 * A seat's last move, when nobody but `automatic` seats (resigned: their moves were played at
 * once after it) has moved since; they are taken back with it. Nothing is ever revealed.
 */
export function undoableOf(record: ConnectFourRecord, seat: string, automatic: ReadonlySet<string> = new Set()): Result<UndoStep<ConnectFourRecord>, RuleError> {
  const entries = record.entries;
  if (!entries.some((entry) => entry.seat === seat)) return { ok: false, error: { code: 'NOTHING_TO_UNDO', message: `${seat} has played nothing to take back` } };
  let step = entries.length - 1;
  while (step >= 0 && entries[step].seat !== seat && automatic.has(entries[step].seat)) step--;
  if (step < 0 || entries[step].seat !== seat) {
    return { ok: false, error: { code: 'NEXT_PLAYER_ACTED', message: `${entries[entries.length - 1].seat} has moved since ${seat}'s last move` } };
  }
  return { ok: true, value: { record: { ...record, entries: entries.slice(0, step) }, dropped: entries.length - step, revealed: false } };
}

/** Connect Four's rules as the platform sees them. The seat view is the record itself: nothing is hidden. */
export const connectFourRules: GameRules<ConnectFourState, ConnectFourAction, ConnectFourEntry, ConnectFourRecord, ConnectFourRecord> = {
  seats: { min: 2, max: 2, keys: SEATS, choosable: true, fillWithAi: true },
  options: [],
  parseRecord,
  newRecord(seats, seed) {
    if (seats.length !== SEATS.length || seats.some((seat, i) => seat !== SEATS[i])) throw new Error(`Connect Four is played by ${SEATS.join(' and ')}, not ${seats.join(', ')}`);
    return { game: 'connect-four', seats: [...SEATS], seed, entries: [] };
  },
  recordSeats: (record) => record.seats,
  entries: (record) => record.entries,
  withEntries: (record, entries) => (entries.length === 0 ? record : { ...record, entries: [...record.entries, ...entries] }),
  truncate: (record, count) => (count >= record.entries.length ? record : { ...record, entries: record.entries.slice(0, Math.max(0, count)) }),
  start: () => initialState(),
  replay: replayEntry,
  parseAction,
  play(state, seat, action) {
    const next = drop(state, seat, (action as Partial<ConnectFourAction> | null)?.column);
    if (!next.ok) return next;
    return { ok: true, value: { state: next.value, entry: { seat: seat as Seat, column: action.column } } };
  },
  toAct: (state) => (state.toPlay === null ? [] : [state.toPlay]),
  isOver: (state) => state.toPlay === null,
  autoAction: autoActionOf,
  outcome: outcomeOf,
  seatView: (record) => record,
  // Everything is public, but the contract gives out no seed during a game (this one draws nothing,
  // yet a reader has no need of it): the rest as it is, a record parseRecord reads and that replays.
  visibleRecord(record, reader) {
    return { game: record.game, partial: { reader, entries: record.entries.length }, seats: record.seats, entries: record.entries };
  },
  undoable: undoableOf,
};
