/**
 * The property test: 1,000 random Swiss tournaments of 5 to 64 entrants (duels) with random
 * results. Every round seats each entrant once (at a table or with the bye); no pairing repeats
 * while one can be avoided; byes go to different entrants while they can.
 *
 * Avoidable is checked two ways. From 6 entrants on, a round without any repeat (and with the bye
 * to someone who never had one) always exists: before round r ≤ ⌈log₂ n⌉ each entrant has met at
 * most r − 1 others, so in the graph of the pairs still allowed (the bye as one more vertex when n
 * is odd) every vertex keeps at least n − ⌈log₂ n⌉ ≥ (vertices)/2 neighbours, and by Dirac's
 * theorem it has a Hamiltonian cycle, hence a perfect matching — so the test asks for none at all.
 * Below that bound, and for every tournament of up to 10 entrants, the pairing's repeats are
 * compared with the fewest that any pairing of that round could have, found by trying them all.
 */
import { describe, expect, test } from 'vitest';
import type { FinishedRound, Round } from '../../src/tournament/index.ts';
import { historyOf, pairKey, type History } from '../../src/tournament/history.ts';
import { generator, planOf, playAll, randomResult } from './support.ts';

/** Repeats of a round: tables whose two entrants met before, and byes to entrants who had one. */
function repeatsOf(round: Round, history: History): number {
  const pairs = round.tables.filter(([a, b]) => history.meetings.has(pairKey(a, b))).length;
  const byes = round.byes.filter((id) => history.entrants.get(id)!.byes > 0).length;
  return pairs + byes;
}

/** The fewest repeats of any pairing of these entrants (the bye as one more "entrant"), over every pairing: a minimum over subsets. */
function fewestRepeats(ids: readonly string[], history: History): number {
  const n = ids.length;
  const size = n % 2 === 1 ? n + 1 : n;
  const cost = (a: number, b: number) => (b === n ? (history.entrants.get(ids[a])!.byes > 0 ? 1 : 0) : history.meetings.has(pairKey(ids[a], ids[b])) ? 1 : 0);
  // best[mask]: the fewest repeats pairing the vertices in mask; the lowest one is paired first.
  const best = new Array<number>(1 << size).fill(Infinity);
  best[0] = 0;
  for (let mask = 1; mask < 1 << size; mask++) {
    if (bitCount(mask) % 2 === 1) continue;
    const a = 31 - Math.clz32(mask & -mask);
    for (let b = a + 1; b < size; b++) {
      if (!(mask & (1 << b))) continue;
      best[mask] = Math.min(best[mask], best[mask & ~(1 << a) & ~(1 << b)] + cost(a, b));
    }
  }
  return best[(1 << size) - 1];
}

function bitCount(x: number): number {
  let count = 0;
  for (let v = x; v !== 0; v &= v - 1) count++;
  return count;
}

describe('Swiss pairing of duels, 1,000 random tournaments of 5 to 64 entrants', () => {
  test('every round complete, no avoidable repeat, byes to different entrants while possible', () => {
    const random = generator(2024);
    let exactChecks = 0;
    let rounds = 0;
    for (let t = 0; t < 1000; t++) {
      // Small counts more often: they are where repeats are hard to avoid, and they cost little.
      const n = random() < 0.5 ? 5 + Math.floor(random() * 8) : 5 + Math.floor(random() * 60);
      const plan = planOf('swiss', n);
      const seed = Math.floor(random() * 2 ** 40);
      const byes: string[] = [];
      playAll(plan, seed, (table) => randomResult(table, random), (round, before: readonly FinishedRound[]) => {
        rounds++;
        const seated = [...round.tables.flat(), ...round.byes].sort();
        expect(seated).toEqual([...plan.entrants].sort());
        expect(round.tables.every((table) => table.length === 2)).toBe(true);
        expect(round.byes).toHaveLength(n % 2);
        byes.push(...round.byes);
        const history = historyOf(plan, before);
        const repeats = repeatsOf(round, history);
        if (n >= 6) expect(repeats, `${n} entrants, round ${before.length + 1}`).toBe(0);
        if (n <= 10) {
          exactChecks++;
          expect(repeats, `${n} entrants, round ${before.length + 1}`).toBe(fewestRepeats(plan.entrants, history));
        }
      });
      if (n >= 6) expect(new Set(byes).size).toBe(byes.length);
    }
    expect(exactChecks).toBeGreaterThan(1000);
    expect(rounds).toBeGreaterThan(4000);
  });
});
