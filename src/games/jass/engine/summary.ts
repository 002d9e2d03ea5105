/** What `npm run replay` prints for a Jass record (issue 14's format). */
import type { JassState } from './game.ts';
import { SEATS, type JassRecord, type Seat } from './record.ts';
import { TEAMS } from './view.ts';

/** The replay summary: every trick (winner, points with the match bonus), every turn's points by team, the score, the winners. */
export interface JassSummary {
  readonly tricks: readonly { readonly winner: Seat; readonly points: number }[];
  readonly turns: readonly { readonly points: readonly [number, number] }[];
  readonly score: readonly [number, number];
  readonly winners: readonly Seat[];
}

/** The summary of a state reached from a record. */
export function summarize(_record: JassRecord, state: JassState): JassSummary {
  return {
    tricks: state.tricks.map((t) => ({ winner: SEATS[t.winner], points: t.points + t.matchBonus })),
    turns: state.turns.map((t) => ({ points: [t.points[0], t.points[1]] as const })),
    score: [state.score[0], state.score[1]],
    winners: state.winner === null ? [] : [...TEAMS[state.winner]],
  };
}
