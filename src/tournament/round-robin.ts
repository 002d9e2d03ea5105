/**
 * Round robin of duels by the circle method: the first entrant stays in place while the others
 * turn around it one step a round, so that every pair meets exactly once — in n − 1 rounds for an
 * even count, n for an odd one, where a empty place turns with the others and whoever faces it
 * has the bye (each entrant once).
 */
import { historyOf, seatOrder } from './history.ts';
import type { FinishedRound, Round, TournamentPlan } from './model.ts';
import { drawsFor, roundRandom } from './random.ts';

/** Rounds of a round robin of n entrants. */
export function roundRobinRounds(entrants: number): number {
  return entrants % 2 === 0 ? entrants - 1 : entrants;
}

/** Round `index` (0 for the first) of the circle: the pairs, as indices of the entrants (n for the empty place). */
export function circlePairs(entrants: number, index: number): [number, number][] {
  const size = entrants % 2 === 0 ? entrants : entrants + 1;
  const turning = size - 1;
  const at = (position: number) => (position === 0 ? 0 : ((position - 1 + index) % turning) + 1);
  const pairs: [number, number][] = [];
  for (let i = 0; i < size / 2; i++) pairs.push([at(i), at(size - 1 - i)]);
  return pairs;
}

/** The next round robin round. */
export function pairRoundRobin(plan: TournamentPlan, rounds: readonly FinishedRound[], seed: number): Round {
  const history = historyOf(plan, rounds);
  const draws = drawsFor(plan.entrants, roundRandom(seed, rounds.length));
  const n = plan.entrants.length;
  const tables: string[][] = [];
  const byes: string[] = [];
  for (const [a, b] of circlePairs(n, rounds.length)) {
    if (a === n || b === n) byes.push(plan.entrants[a === n ? b : a]);
    else tables.push(seatOrder([plan.entrants[a], plan.entrants[b]], history, draws));
  }
  return { tables, byes };
}
