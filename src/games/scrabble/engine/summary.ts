import { winners, type ScrabbleState } from './game.ts';
import type { ScrabbleRecord } from './record.ts';

/** One turn as `npm run replay` prints it. */
export interface SummaryMove {
  readonly player: string;
  readonly type: 'play' | 'withdrawn' | 'exchange' | 'pass';
  readonly points: number;
  readonly words: readonly string[];
  readonly bingo: boolean;
}

/** What `npm run replay` prints for a Scrabble record (issue 13); `final` is null until the game is over. */
export interface ScrabbleSummary {
  /** Scores in seat order (final ones include the rack adjustments). */
  readonly scores: readonly number[];
  readonly winners: readonly string[];
  readonly moves: readonly SummaryMove[];
  /** The end-of-game rack adjustments in seat order, signed (+ for the player who went out). */
  readonly final: { readonly rackPenalties: readonly number[] } | null;
}

/** The summary of a state reached from a record. */
export function summarize(_record: ScrabbleRecord, state: ScrabbleState): ScrabbleSummary {
  return {
    scores: state.scores,
    winners: winners(state),
    moves: state.turns.map(({ player, type, points, words, bingo }) => ({ player: state.seats[player], type, points, words, bingo })),
    final: state.ending === null ? null : { rackPenalties: state.ending.rackPenalties },
  };
}
