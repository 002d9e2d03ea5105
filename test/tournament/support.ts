/** What the tournament tests share: plans, a seeded generator, and tournaments played with random results. */
import { pairRound, roundCount, type FinishedRound, type Format, type Round, type TableResult, type TournamentPlan } from '../../src/tournament/index.ts';
import { mulberry32 } from '../../src/tournament/random.ts';

/** A plan of n entrants named p1, p2… in seeding order. */
export function planOf(format: Format, n: number, tableSize = 2): TournamentPlan {
  return { format, entrants: Array.from({ length: n }, (_, i) => `p${i + 1}`), tableSize };
}

/** A small seeded generator of numbers in [0, 1). */
export const generator = mulberry32;

/** Random places for a table (ties included). */
export function randomResult(table: readonly string[], random: () => number): TableResult {
  return { places: table.map(() => 1 + Math.floor(random() * table.length)) };
}

/** The seat holding the best seed wins alone, the others share the last place (or come in seed order with `order`). */
export function favouriteWins(table: readonly string[]): TableResult {
  const seedOf = (id: string) => Number(id.slice(1));
  const sorted = [...table].sort((a, b) => seedOf(a) - seedOf(b));
  return { places: table.map((id) => sorted.indexOf(id) + 1) };
}

/** A round with its results. */
export function finish(round: Round, result: (table: readonly string[]) => TableResult): FinishedRound {
  return { ...round, results: round.tables.map((table) => result(table)) };
}

/** Every round of a tournament, paired and given results; `check` sees each round before it is played. */
export function playAll(plan: TournamentPlan, seed: number, result: (table: readonly string[]) => TableResult, check?: (round: Round, before: readonly FinishedRound[]) => void): FinishedRound[] {
  const rounds: FinishedRound[] = [];
  const total = roundCount(plan);
  while (rounds.length < total) {
    const round = pairRound(plan, rounds, seed);
    check?.(round, rounds);
    rounds.push(finish(round, result));
  }
  return rounds;
}
