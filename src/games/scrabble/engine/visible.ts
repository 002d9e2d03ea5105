/**
 * A Scrabble record as one reader may know it during the game (`GameRules.visibleRecord`), and the
 * turns of a record with what a .gcg line needs (shared by the whole record's .gcg and the
 * partial one). The record itself cannot leave a hidden part out (every draw comes from the bag's
 * order), so the partial record is a view of its own, which `parseRecord` refuses.
 */
import type { PartialMark } from '../../game.ts';
import { EMPTY, parsePosition, squareAt } from './board.ts';
import { applyEntry, seatsToAct, type Entry, type ScrabbleState, type Turn } from './game.ts';
import { sortedTiles, type Language } from './letters.ts';
import { entrySeat, recordStart, type ScrabbleRecord } from './record.ts';
import { viewOf } from './view.ts';

const ANY_WORD = { has: () => true };

/** A turn of the record with what a .gcg line needs besides it. */
export interface ReplayedTurn {
  readonly turn: Turn;
  /** A play's tiles as .gcg writes them: letters put down, '.' for a square already covered. */
  readonly placed?: string;
  /** A challenged play: the points it would have scored (taken back). */
  readonly takenBack?: number;
}

/**
 * Replays a record (already checked: words need no second look-up) and gives its turns with their
 * .gcg details, and the state reached.
 */
export function replayTurns(record: ScrabbleRecord): { readonly turns: readonly ReplayedTurn[]; readonly state: ScrabbleState } {
  let state: ScrabbleState = recordStart(record);
  const turns: ReplayedTurn[] = [];
  for (const entry of record.actions) {
    const next = applyEntry(state, entrySeat(state, entry), entry, ANY_WORD);
    if (!next.ok) break;
    for (let t = state.turns.length; t < next.value.turns.length; t++) {
      const turn = next.value.turns[t];
      if (turn.type !== 'play' && turn.type !== 'withdrawn') {
        turns.push({ turn });
        continue;
      }
      // The board the play was put on: the one before it was placed (a play waiting for judgement is on the board already).
      const board = state.pending !== null ? state.pending.boardBefore : state.board;
      const position = parsePosition(turn.position!)!;
      const placed = [...turn.word!].map((letter, k) => (board[squareAt(position, k)!] === EMPTY ? letter : '.')).join('');
      turns.push(turn.type === 'withdrawn' ? { turn, placed, takenBack: state.pending!.analysis.points } : { turn, placed });
    }
    state = next.value;
  }
  return { turns, state };
}

/** An entry as a reader may know it: another seat's exchange says how many tiles, not which. */
export type VisibleEntry = Exclude<Entry, { readonly type: 'exchange' }> | { readonly type: 'exchange'; readonly tiles: string } | { readonly type: 'exchange'; readonly count: number };

/** A turn as a reader may know it, with what its .gcg line needs. */
export interface VisibleTurn {
  readonly player: string;
  readonly type: Turn['type'];
  readonly points: number;
  readonly words: readonly string[];
  readonly bingo: boolean;
  readonly position?: string;
  readonly word?: string;
  /** A play's tiles as .gcg writes them ('.' for a square already covered): public, they were put down. */
  readonly placed?: string;
  /** A challenged play: the points taken back. */
  readonly takenBack?: number;
  /** The reader's own turns: its rack before the turn. */
  readonly rack?: string;
  /** An exchange: the tiles given back (the reader's own), or how many (anyone's). */
  readonly tiles?: string;
  readonly count?: number;
}

/**
 * A Scrabble game as one reader may know it during the game: the options and seats, every entry
 * (another seat's exchange by its size), every turn (the reader's racks on its own turns), and the
 * game now as that reader sees it — its own rack, the board, scores, how many tiles are in the bag
 * and on each rack, the unseen tiles as one sorted multiset. Never another rack, nor the bag's order.
 */
export interface ScrabblePartial {
  readonly game: 'scrabble';
  readonly partial: PartialMark;
  readonly version: 1;
  readonly language: Language;
  readonly judge: ScrabbleRecord['judge'];
  readonly players: readonly string[];
  readonly actions: readonly VisibleEntry[];
  readonly turns: readonly VisibleTurn[];
  readonly now: {
    /** The reader's rack; null for someone without a seat. */
    readonly rack: string | null;
    readonly board: readonly string[];
    readonly scores: readonly number[];
    readonly bagCount: number;
    readonly rackSizes: readonly number[];
    readonly unseen: string;
    readonly toAct: readonly string[];
    readonly pending: ReturnType<typeof viewOf>['pending'];
    readonly scorelessTurns: number;
  };
}

/** The record as `reader` (a seat, or null for someone without one) may know it now. */
export function visibleRecordOf(record: ScrabbleRecord, reader: string | null): ScrabblePartial {
  const { turns, state } = replayTurns(record);
  const own = (player: number) => reader !== null && state.seats[player] === reader;
  const actions: VisibleEntry[] = [];
  let at: ScrabbleState = recordStart(record);
  for (const entry of record.actions) {
    const seat = entrySeat(at, entry);
    actions.push(entry.type !== 'exchange' ? entry : seat === reader ? { type: 'exchange', tiles: sortedTiles(entry.tiles) } : { type: 'exchange', count: entry.tiles.length });
    const next = applyEntry(at, seat, entry, ANY_WORD);
    if (!next.ok) break;
    at = next.value;
  }
  const view = viewOf(state, reader ?? '');
  return {
    game: 'scrabble',
    partial: { reader, entries: record.actions.length },
    version: 1,
    language: record.language,
    judge: record.judge,
    players: record.players,
    actions,
    turns: turns.map(({ turn, placed, takenBack }) => {
      const base: VisibleTurn = { player: state.seats[turn.player], type: turn.type, points: turn.points, words: turn.words, bingo: turn.bingo };
      // Racks sorted: their order is the bag's, which a reader has no need of.
      const rack = own(turn.player) ? { rack: sortedTiles(turn.rack) } : {};
      if (turn.type === 'exchange') return { ...base, ...rack, ...(own(turn.player) ? { tiles: sortedTiles(turn.tiles ?? '') } : {}), count: turn.tiles?.length ?? 0 };
      if (turn.type === 'pass') return { ...base, ...rack };
      return { ...base, position: turn.position, word: turn.word, placed, ...(takenBack === undefined ? {} : { takenBack }), ...rack };
    }),
    now: {
      rack: reader !== null && state.seats.includes(reader) ? sortedTiles(view.rack) : null,
      board: view.board,
      scores: view.scores,
      bagCount: view.bagCount,
      rackSizes: view.rackSizes,
      unseen: view.unseen,
      toAct: seatsToAct(state),
      pending: view.pending,
      scorelessTurns: view.scorelessTurns,
    },
  };
}

/** A value that `visibleRecordOf` made (the export hands it back as plain JSON), or null. */
export function asScrabblePartial(value: unknown): ScrabblePartial | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<ScrabblePartial>;
  return v.game === 'scrabble' && typeof v.partial === 'object' && v.partial !== null && Array.isArray(v.turns) && Array.isArray(v.players) ? (v as ScrabblePartial) : null;
}

/** The tiles a play shows from its rack, as a rack writes them (a blank as '?'). */
export function shownTiles(placed: string): string {
  return sortedTiles([...placed].filter((c) => c !== '.').map((c) => (c === c.toLowerCase() ? '?' : c)).join(''));
}
