/**
 * The tournament core, pure and without Discord: pairing, standings and the end of a tournament,
 * computed from a plan and the rounds played (plain JSON the bot stores). The same plan, rounds
 * and seed always give the same round. See docs/tournaments.md for the rules in players' words.
 */
import { eliminationRounds, pairElimination } from './elimination.ts';
import { assertPlan, type FinishedRound, type Round, type TournamentPlan } from './model.ts';
import { pairRoundRobin, roundRobinRounds } from './round-robin.ts';
import { pairSwiss, swissRounds } from './swiss.ts';

export { FORMATS, MAX_ENTRANTS, MAX_TABLE_SIZE, isFormat, planProblem, roundsProblem, tablePoints, tableSizes } from './model.ts';
export type { FinishedRound, Format, PlanProblem, Round, TableResult, TournamentPlan } from './model.ts';
export { standings, TIE_BREAKS, TIE_BREAKS_OF } from './standings.ts';
export type { StandingRow, TieBreak } from './standings.ts';

/** How many rounds a plan has: Swiss by the number of entrants, every pair once in a round robin, until one is left in an elimination. */
export function roundCount(plan: TournamentPlan): number {
  assertPlan(plan);
  const n = plan.entrants.length;
  if (plan.format === 'swiss') return swissRounds(n, plan.tableSize);
  if (plan.format === 'round-robin') return roundRobinRounds(n);
  return eliminationRounds(n, plan.tableSize);
}

/** Whether every round has been played. */
export function isFinished(plan: TournamentPlan, rounds: readonly FinishedRound[]): boolean {
  return rounds.length >= roundCount(plan);
}

/**
 * The next round (number `rounds.length + 1`): its tables in seat order and its byes. The plan
 * must be playable (`planProblem` null) and the tournament not finished: asking otherwise is a bug
 * of the caller, and throws.
 */
export function pairRound(plan: TournamentPlan, rounds: readonly FinishedRound[], seed: number): Round {
  assertPlan(plan);
  if (isFinished(plan, rounds)) throw new Error(`the tournament is over: ${rounds.length} rounds of ${roundCount(plan)} played`);
  if (plan.format === 'swiss') return pairSwiss(plan, rounds, seed);
  if (plan.format === 'round-robin') return pairRoundRobin(plan, rounds, seed);
  return pairElimination(plan, rounds, seed);
}
