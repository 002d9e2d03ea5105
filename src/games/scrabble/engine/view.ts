import { boardRows, formatPosition } from './board.ts';
import { seatsToAct, type ScrabbleState } from './game.ts';
import { sortedTiles, type Language } from './letters.ts';

/** A turn as a seat may see it: another player's exchange shows only how many tiles. */
export interface ViewTurn {
  readonly player: string;
  readonly type: 'play' | 'withdrawn' | 'exchange' | 'pass';
  readonly points: number;
  readonly words: readonly string[];
  readonly bingo: boolean;
  readonly position?: string;
  readonly word?: string;
  /** Own exchanges: the tiles; the others': absent. */
  readonly tiles?: string;
  readonly count?: number;
}

/**
 * What one seat may know (plain JSON, what an AI decides from): its own rack, the board, the
 * scores and turns, the bag's size and each rack's size, and the unseen tiles as one sorted
 * multiset (bag and other racks together, never which is where nor the bag's order).
 */
export interface ScrabbleView {
  readonly game: 'scrabble';
  readonly language: Language;
  readonly judge: 'dictionary' | 'table';
  readonly seat: string;
  readonly seats: readonly string[];
  readonly rack: string;
  /** 15 rows of 15 characters: '.' empty, upper case a tile, lower case a blank. */
  readonly board: readonly string[];
  readonly scores: readonly number[];
  readonly turns: readonly ViewTurn[];
  readonly bagCount: number;
  readonly rackSizes: readonly number[];
  readonly unseen: string;
  readonly toAct: readonly string[];
  /** The play waiting for judgement (table judge): who played it and the words it forms. */
  readonly pending: { readonly player: string; readonly position: string; readonly word: string; readonly words: readonly string[]; readonly points: number } | null;
  readonly scorelessTurns: number;
  readonly over: boolean;
}

/** The view of a seat on a state (a seat not in the game sees no rack and every tile off the board as unseen). */
export function viewOf(state: ScrabbleState, seat: string): ScrabbleView {
  const index = state.seats.indexOf(seat);
  const pending = state.pending;
  return {
    game: 'scrabble', language: state.language, judge: state.judge, seat, seats: state.seats,
    rack: index >= 0 ? state.racks[index] : '',
    board: boardRows(state.board),
    scores: state.scores,
    turns: state.turns.map((turn) => {
      const base = { player: state.seats[turn.player], type: turn.type, points: turn.points, words: turn.words, bingo: turn.bingo };
      if (turn.type === 'exchange') return turn.player === index ? { ...base, tiles: turn.tiles, count: turn.tiles?.length } : { ...base, count: turn.tiles?.length };
      return turn.position === undefined ? base : { ...base, position: turn.position, word: turn.word };
    }),
    bagCount: state.bag.length,
    rackSizes: state.racks.map((rack) => rack.length),
    unseen: sortedTiles(state.bag + state.racks.filter((_, i) => i !== index).join('')),
    toAct: seatsToAct(state),
    pending: pending === null ? null : {
      player: state.seats[state.current], position: formatPosition(pending.analysis.position), word: pending.analysis.word,
      words: pending.analysis.words.map(({ word }) => word), points: pending.analysis.points,
    },
    scorelessTurns: state.scorelessTurns,
    over: state.ending !== null,
  };
}

