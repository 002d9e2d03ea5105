/** What `npm run replay` prints for a Jass record (issue 14's format). */
import type { JassState } from './game.ts';
import type { Mode } from './cards.ts';
import type { JassRecord, Seat } from './record.ts';
import { TEAMS } from './view.ts';

/**
 * The replay summary: every trick (winner, points with the match bonus, not multiplied), every
 * turn's call, its multiplier and points by team (multiplied), the score, the winners.
 */
export interface JassSummary {
  readonly tricks: readonly { readonly winner: Seat; readonly points: number }[];
  readonly turns: readonly { readonly mode: Mode | null; readonly multiplier: number; readonly points: readonly [number, number] }[];
  readonly score: readonly [number, number];
  readonly winners: readonly Seat[];
}

/** The summary of a state reached from a record. */
export function summarize(_record: JassRecord, state: JassState): JassSummary {
  return {
    tricks: state.tricks.map((t) => ({ winner: state.players[t.winner], points: t.points + t.matchBonus })),
    turns: state.turns.map((t) => ({ mode: t.trump, multiplier: t.multiplier, points: [t.points[0], t.points[1]] as const })),
    score: [state.score[0], state.score[1]],
    winners: state.winner === null ? [] : [...TEAMS[state.winner]],
  };
}
