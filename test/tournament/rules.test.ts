import { describe, expect, test } from 'vitest';
import {
  FORMATS,
  isFinished,
  isFormat,
  MAX_ENTRANTS,
  MAX_TABLE_SIZE,
  TIE_BREAKS,
  TIE_BREAKS_OF,
  type PlanProblem,
  type StandingRow,
  type TieBreak,
  pairRound,
  planProblem,
  roundCount,
  roundsProblem,
  standings,
  tablePoints,
  tableSizes,
  type FinishedRound,
  type TableResult,
} from '../../src/tournament/index.ts';
import { historyOf, pairKey } from '../../src/tournament/history.ts';
import { circlePairs } from '../../src/tournament/round-robin.ts';
import { favouriteWins, finish, generator, planOf, playAll, randomResult } from './support.ts';

/** A finished round from tables with their places (and optional scores). */
function played(...tables: [string[], number[], number[]?][]): FinishedRound {
  const seated = new Set(tables.flatMap(([table]) => table));
  return {
    tables: tables.map(([table]) => table),
    byes: [],
    results: tables.map(([, places, scores]): TableResult => (scores === undefined ? { places } : { places, scores })),
    ...{ seated },
  };
}

describe('the model', () => {
  test.each([
    [10, 4, [4, 3, 3]],
    [9, 4, [3, 3, 3]],
    [13, 4, [4, 3, 3, 3]],
    [12, 4, [4, 4, 4]],
    [5, 4, [3, 2]],
    [7, 3, [3, 2, 2]],
    [7, 2, [2, 2, 2, 1]],
    [2, 4, [2]],
  ])('%i entrants at tables of %i sit at %j', (n, k, sizes) => {
    expect(tableSizes(n, k)).toEqual(sizes);
  });

  test.each([
    [[1, 2], [1, 0]],
    [[2, 1], [0, 1]],
    [[1, 1], [0.5, 0.5]],
    [[1, 2, 3, 4], [1, 2 / 3, 1 / 3, 0]],
    [[1, 1, 3, 4], [5 / 6, 5 / 6, 1 / 3, 0]],
    [[3, 1, 1], [0, 0.75, 0.75]],
  ])('places %j score %j', (places, points) => {
    tablePoints(places).forEach((p, i) => expect(p).toBeCloseTo(points[i], 12));
  });

  test.each([
    ['swiss', 5, 2, 3], ['swiss', 8, 2, 3], ['swiss', 9, 2, 4], ['swiss', 64, 2, 6], ['swiss', 256, 2, 8],
    ['swiss', 4, 4, 1], ['swiss', 5, 4, 2], ['swiss', 16, 4, 2], ['swiss', 17, 4, 3], ['swiss', 7, 3, 2],
    ['round-robin', 4, 2, 3], ['round-robin', 5, 2, 5], ['elimination', 8, 2, 3], ['elimination', 6, 2, 3], ['elimination', 5, 4, 2], ['elimination', 2, 2, 1],
  ] as const)('%s of %i at tables of %i plays %i rounds', (format, n, k, rounds) => {
    expect(roundCount(planOf(format, n, k))).toBe(rounds);
  });

  test.each([
    [{ format: 'league', entrants: ['a', 'b'], tableSize: 2 }, 'UNKNOWN_FORMAT'],
    [{ format: 'swiss', entrants: ['a'], tableSize: 2 }, 'TOO_FEW_ENTRANTS'],
    [{ format: 'swiss', entrants: Array.from({ length: 257 }, (_, i) => `e${i}`), tableSize: 2 }, 'TOO_MANY_ENTRANTS'],
    [{ format: 'swiss', entrants: ['a', 'b', 'a'], tableSize: 2 }, 'DUPLICATE_ENTRANT'],
    [{ format: 'swiss', entrants: ['a', 'b'], tableSize: 1 }, 'TABLE_SIZE'],
    [{ format: 'swiss', entrants: ['a', 'b'], tableSize: 2.5 }, 'TABLE_SIZE'],
    [{ format: 'round-robin', entrants: ['a', 'b', 'c'], tableSize: 3 }, 'ROUND_ROBIN_TABLES'],
    [{ format: 'elimination', entrants: ['a', 'b', 'c'], tableSize: 4 }, null],
  ])('the plan %j: %s', (plan, problem) => {
    expect(planProblem(plan as never)).toBe(problem);
  });

  test('formats, limits and tie-breaks as the bot reads them', () => {
    expect(FORMATS.filter(isFormat)).toEqual(['swiss', 'round-robin', 'elimination']);
    expect([undefined, 'Swiss', 3].some(isFormat)).toBe(false);
    const limits: [number, number, PlanProblem | null][] = [
      [MAX_ENTRANTS, MAX_TABLE_SIZE, null],
      [MAX_ENTRANTS + 1, 2, 'TOO_MANY_ENTRANTS'],
      [4, MAX_TABLE_SIZE + 1, 'TABLE_SIZE'],
    ];
    for (const [n, k, problem] of limits) expect(planProblem(planOf('swiss', n, k))).toBe(problem);
    // Every row carries its format's tie-breaks, and only those.
    for (const format of FORMATS) {
      const plan = planOf(format, 4);
      const rows: StandingRow[] = standings(plan, playAll(plan, 1, favouriteWins));
      const names: TieBreak[] = [...TIE_BREAKS_OF[format]];
      for (const row of rows) expect(Object.keys(row.tieBreaks).sort()).toEqual(names.sort());
      expect(names.every((name) => TIE_BREAKS.includes(name))).toBe(true);
    }
  });

  test('a refused plan or a finished tournament is not paired', () => {
    expect(() => pairRound({ format: 'swiss', entrants: ['a'], tableSize: 2 }, [], 1)).toThrow(/TOO_FEW_ENTRANTS/);
    const plan = planOf('elimination', 2);
    const rounds = playAll(plan, 1, favouriteWins);
    expect(isFinished(plan, rounds)).toBe(true);
    expect(() => pairRound(plan, rounds, 1)).toThrow(/over/);
  });

  test('stored rounds that do not fit the plan are named', () => {
    const plan = planOf('swiss', 4);
    expect(roundsProblem(plan, [played([['p1', 'p2'], [1, 2]], [['p3', 'p4'], [2, 1]])])).toBeNull();
    expect(roundsProblem(plan, [played([['p1', 'p9'], [1, 2]])])).toMatch(/p9 is not an entrant/);
    expect(roundsProblem(plan, [played([['p1', 'p2'], [1, 2]], [['p2', 'p3'], [1, 2]])])).toMatch(/p2 is seated twice/);
    expect(roundsProblem(plan, [played([['p1', 'p2'], [1]])])).toMatch(/1 places for 2 seats/);
    expect(roundsProblem(plan, [played([['p1', 'p2'], [1, 3]])])).toMatch(/outside/);
    expect(roundsProblem(plan, [{ tables: [['p1', 'p2']], byes: [], results: [] }])).toMatch(/0 results for 1 tables/);
  });
});

describe('Swiss', () => {
  test('the first round of 5: the lowest seed has the bye, which counts as a win', () => {
    const plan = planOf('swiss', 5);
    const round = pairRound(plan, [], 7);
    expect(round.byes).toEqual(['p5']);
    const rows = standings(plan, [finish(round, () => ({ places: [1, 1] }))]);
    expect(rows.find((row) => row.entrant === 'p5')).toMatchObject({ rank: 1, points: 1, byes: 1, wins: 0, games: 0 });
  });

  test('the bye goes to the lowest score that has not had one', () => {
    const plan = planOf('swiss', 5);
    // Round 1: p5 had the bye; p4 lost to p3 and is alone last.
    const first = { tables: [['p1', 'p2'], ['p3', 'p4']], byes: ['p5'], results: [{ places: [1, 1] }, { places: [1, 2] }] };
    expect(pairRound(plan, [first], 3).byes).toEqual(['p4']);
    // Round 2: p4 had it too; of the lowest left (p1 and p2 with ½), the lower seed.
    const second = { tables: [['p5', 'p3'], ['p1', 'p4']], byes: ['p2'], results: [{ places: [1, 2] }, { places: [2, 1] }] };
    expect(pairRound(plan, [first, { ...second, byes: ['p2'] }], 3).byes).toEqual(['p1']);
  });

  test('entrants meet within their score group and never twice while it can be avoided', () => {
    const plan = planOf('swiss', 8);
    const first = finish(pairRound(plan, [], 11), favouriteWins);
    const second = pairRound(plan, [first], 11);
    const history = historyOf(plan, [first]);
    for (const [a, b] of second.tables) {
      expect(history.entrants.get(a)!.points).toBe(history.entrants.get(b)!.points);
      expect(history.meetings.has(pairKey(a, b))).toBe(false);
    }
  });

  test('ties broken by Buchholz then Sonneborn–Berger (six entrants, three rounds, worked by hand)', () => {
    // R1: p1–p3 ½–½, p4 beats p2, p6–p5 ½–½. R2: p1 beats p4, p6 beats p3, p5–p2 ½–½. R3: p1–p6, p5–p4, p2–p3 all drawn.
    const rounds = [
      played([['p1', 'p3'], [1, 1]], [['p2', 'p4'], [2, 1]], [['p6', 'p5'], [1, 1]]),
      played([['p4', 'p1'], [2, 1]], [['p3', 'p6'], [2, 1]], [['p5', 'p2'], [1, 1]]),
      played([['p1', 'p6'], [1, 1]], [['p5', 'p4'], [1, 1]], [['p2', 'p3'], [1, 1]]),
    ];
    const rows = standings(planOf('swiss', 6), rounds);
    // p1 and p6: 2 points, Buchholz 1 + 1.5 + 2 = 2 + 1 + 1.5 = 4.5; S–B ½ + 1.5 + 1 = 3 against ¾ + 1 + 1 = 2.75.
    // p5 and p4: 1.5 points, Buchholz 4.5 both; S–B 1 + ½ + ¾ = 2.25 against 1 + 0 + ¾ = 1.75.
    // p3 and p2: 1 point; Buchholz 2 + 2 + 1 = 5 against 1.5 + 1.5 + 1 = 4.
    expect(rows.map((row) => [row.entrant, row.points, row.tieBreaks.buchholz, row.tieBreaks.sonnebornBerger])).toEqual([
      ['p1', 2, 4.5, 3],
      ['p6', 2, 4.5, 2.75],
      ['p5', 1.5, 4.5, 2.25],
      ['p4', 1.5, 4.5, 1.75],
      ['p3', 1, 5, 1.5],
      ['p2', 1, 4, 1.25],
    ]);
    expect(rows.map((row) => `${row.wins}-${row.draws}-${row.losses}`)).toEqual(['1-2-0', '1-2-0', '0-3-0', '1-1-1', '0-2-1', '0-2-1']);
  });

  test('a bye counts for Buchholz and Sonneborn–Berger as a win over an entrant of one’s own points', () => {
    const plan = planOf('swiss', 3);
    const rounds = [{ tables: [['p1', 'p2']], byes: ['p3'], results: [{ places: [1, 2] }] }];
    const p3 = standings(plan, rounds).find((row) => row.entrant === 'p3')!;
    expect(p3.tieBreaks).toEqual({ buchholz: 1, sonnebornBerger: 1 });
  });

  test('who starts evens out: in 100 tournaments of 6 to 40, nobody starts two games more than they sit second, or the reverse', () => {
    const random = generator(17);
    for (let t = 0; t < 100; t++) {
      const plan = planOf('swiss', 6 + Math.floor(random() * 35));
      const rows = standings(plan, playAll(plan, t, (table) => randomResult(table, random)));
      for (const row of rows) expect(Math.abs(2 * row.firstSeats - row.games), row.entrant).toBeLessThanOrEqual(2);
    }
  });

  test('the same seed pairs the same round; another seed may not', () => {
    const plan = planOf('swiss', 20);
    expect(pairRound(plan, [], 42)).toEqual(pairRound(plan, [], 42));
    const draws = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(pairRound(plan, [], seed))));
    expect(draws.size).toBeGreaterThan(1);
  });

  test.each([[8, 4], [10, 4], [9, 3], [7, 3], [12, 4], [24, 4], [30, 3]])('%i entrants at tables of %i: every round complete, tables as split, the fewest repeats', (n, k) => {
    const plan = planOf('swiss', n, k);
    const random = generator(n * k);
    playAll(plan, n, (table) => randomResult(table, random), (round, before) => {
      expect([...round.tables.flat()].sort()).toEqual([...plan.entrants].sort());
      expect(round.byes).toEqual([]);
      expect(round.tables.map((t) => t.length).sort()).toEqual(tableSizes(n, k).sort());
      const history = historyOf(plan, before);
      const repeats = round.tables.reduce((sum, table) => sum + repeatsAt(table, history), 0);
      // Up to 12 entrants, against every split into tables; beyond, a split without repeats exists (few rounds, many tables) and is found.
      expect(repeats).toBe(n <= 12 ? fewestRepeatsAtTables(plan.entrants, tableSizes(n, k), history) : 0);
    });
  });
});

/** Pairs at a table that met before. */
function repeatsAt(table: readonly string[], history: ReturnType<typeof historyOf>): number {
  return table.reduce((sum, a, i) => sum + table.slice(i + 1).filter((b) => history.meetings.has(pairKey(a, b))).length, 0);
}

/** The fewest repeats of any split of the entrants into tables of these sizes (trying them all). */
function fewestRepeatsAtTables(ids: readonly string[], sizes: readonly number[], history: ReturnType<typeof historyOf>): number {
  let best = Infinity;
  const tables: string[][] = sizes.map(() => []);
  const place = (i: number, sum: number): void => {
    if (sum >= best) return;
    if (i === ids.length) {
      best = sum;
      return;
    }
    let emptyTried = false;
    tables.forEach((table, t) => {
      if (table.length === sizes[t]) return;
      // Empty tables of one size are alike: try the first only.
      if (table.length === 0) {
        if (emptyTried) return;
        emptyTried = true;
      }
      const added = table.filter((other) => history.meetings.has(pairKey(ids[i], other))).length;
      table.push(ids[i]);
      place(i + 1, sum + added);
      table.pop();
    });
  };
  place(0, 0);
  return best;
}

describe('round robin', () => {
  test.each([4, 5, 6, 7, 8, 9])('%i entrants: every pair meets once, each has one bye when the count is odd, starts even out', (n) => {
    const plan = planOf('round-robin', n);
    const rounds = playAll(plan, 1, favouriteWins);
    const history = historyOf(plan, rounds);
    expect(history.meetings.size).toBe((n * (n - 1)) / 2);
    expect([...history.meetings.values()].every((m) => m === 1)).toBe(true);
    const rows = standings(plan, rounds);
    for (const row of rows) {
      expect(row.byes).toBe(n % 2);
      // An even count: every entrant starts as often as not, give or take one; an odd one, two.
      expect(Math.abs(2 * row.firstSeats - row.games)).toBeLessThanOrEqual(n % 2 === 0 ? 1 : 2);
    }
    // The favourites win every game: the seeds in order.
    expect(rows.map((row) => row.entrant)).toEqual(plan.entrants);
  });

  test('the circle method keeps the first entrant and turns the others', () => {
    expect(circlePairs(4, 0)).toEqual([[0, 3], [1, 2]]);
    expect(circlePairs(4, 1)).toEqual([[0, 1], [2, 3]]);
    expect(circlePairs(4, 2)).toEqual([[0, 2], [3, 1]]);
    // Five: the sixth place is empty (5), its partner has the bye.
    expect(circlePairs(5, 0)).toEqual([[0, 5], [1, 4], [2, 3]]);
  });

  test('ties broken by head-to-head, then by game points', () => {
    // p1, p2, p3 each win one and lose one among themselves, and all beat p4: three level on 2 points,
    // head-to-head 1 each, so the game's own points decide; p4 is last.
    const rounds = [
      played([['p1', 'p2'], [1, 2], [30, 20]], [['p3', 'p4'], [1, 2], [25, 10]]),
      played([['p2', 'p3'], [1, 2], [40, 10]], [['p1', 'p4'], [1, 2], [15, 5]]),
      played([['p3', 'p1'], [1, 2], [22, 21]], [['p2', 'p4'], [1, 2], [18, 17]]),
    ];
    const rows = standings(planOf('round-robin', 4), rounds);
    expect(rows.map((row) => [row.entrant, row.points, row.tieBreaks.headToHead, row.tieBreaks.gamePoints])).toEqual([
      ['p2', 2, 1, 78],
      ['p1', 2, 1, 66],
      ['p3', 2, 1, 57],
      ['p4', 0, 0, 32],
    ]);
    // Had p1 beaten p3 instead, p1 would lead on head-to-head whatever the game points.
    const flipped = [rounds[0], rounds[1], played([['p3', 'p1'], [2, 1], [22, 21]], [['p2', 'p4'], [1, 2], [18, 17]])];
    expect(standings(planOf('round-robin', 4), flipped).map((row) => row.entrant)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
});

describe('single elimination', () => {
  const sets = (tables: readonly (readonly string[])[]) => tables.map((t) => [...t].sort()).sort();

  test('8 entrants: 1–8, 4–5, 2–7, 3–6; the favourites meet in the final; ranks by the round reached', () => {
    const plan = planOf('elimination', 8);
    const first = pairRound(plan, [], 1);
    expect(first.tables.map((t) => [...t].sort())).toEqual([['p1', 'p8'], ['p2', 'p7'], ['p3', 'p6'], ['p4', 'p5']]);
    const rounds = [finish(first, favouriteWins)];
    const second = pairRound(plan, rounds, 1);
    expect(second.tables.map((t) => [...t].sort())).toEqual([['p1', 'p4'], ['p2', 'p3']]);
    rounds.push(finish(second, favouriteWins));
    expect(sets(pairRound(plan, rounds, 1).tables)).toEqual([['p1', 'p2']]);
    rounds.push(finish(pairRound(plan, rounds, 1), favouriteWins));
    expect(isFinished(plan, rounds)).toBe(true);
    const rows = standings(plan, rounds);
    expect(rows.map((row) => [row.entrant, row.tieBreaks.roundReached, row.out])).toEqual([
      ['p1', 4, false], ['p2', 3, true], ['p3', 2, true], ['p4', 2, true], ['p5', 1, true], ['p6', 1, true], ['p7', 1, true], ['p8', 1, true],
    ]);
  });

  test('6 entrants: the top two seeds have byes, then play the winners of 3–6 and 4–5', () => {
    const plan = planOf('elimination', 6);
    const first = pairRound(plan, [], 1);
    expect(first.byes).toEqual(['p1', 'p2']);
    expect(first.tables.map((t) => [...t].sort())).toEqual([['p3', 'p6'], ['p4', 'p5']]);
    // The underdogs win round 1.
    const upsets = finish(first, (table) => ({ places: favouriteWins(table).places.map((p) => 3 - p) }));
    expect(pairRound(plan, [upsets], 1).tables.map((t) => [...t].sort())).toEqual([['p1', 'p5'], ['p2', 'p6']]);
  });

  test('tables of four: 5 entrants put seeds 4 and 5 in a duel, the winner joins the top three; 8 sit 3 and 3 with two byes', () => {
    const five = planOf('elimination', 5, 4);
    const first = pairRound(five, [], 1);
    expect(first.byes).toEqual(['p1', 'p2', 'p3']);
    expect(sets(first.tables)).toEqual([['p4', 'p5']]);
    expect(sets(pairRound(five, [finish(first, favouriteWins)], 1).tables)).toEqual([['p1', 'p2', 'p3', 'p4']]);
    const eight = pairRound(planOf('elimination', 8, 4), [], 1);
    expect(eight.byes).toEqual(['p1', 'p2']);
    expect(sets(eight.tables)).toEqual([['p3', 'p6', 'p7'], ['p4', 'p5', 'p8']]);
  });

  test('a shared first place sends the better seed on; the others rank by their place at that table', () => {
    const plan = planOf('elimination', 4, 4);
    const final = pairRound(plan, [], 1);
    const places: Record<string, number> = { p1: 3, p2: 1, p3: 1, p4: 4 };
    const rounds = [finish(final, (table) => ({ places: table.map((id) => places[id]) }))];
    expect(standings(plan, rounds).map((row) => row.entrant)).toEqual(['p2', 'p3', 'p1', 'p4']);
  });
});
