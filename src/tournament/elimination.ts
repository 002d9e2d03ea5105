/**
 * Single elimination by seeding, at tables of k (2 for a classic bracket): each table's winner
 * (its first place; on a shared first place, the better seed) goes on, the others are out.
 *
 * The bracket has R rounds, the smallest R with k^R ≥ n; round 2 starts with M = k^(R−1) places.
 * Round 1 fills them with the fewest tables that can: T = ⌈(n − M) / (k − 1)⌉ tables, and the top
 * M − T seeds have a bye (duels: 2^R − n byes, as in every bracket). The other seeds go round the
 * tables in a snake (1st to T-th, then back), so tables differ by one seat at most and are
 * balanced. From round 2 on, places meet as in a seeded bracket: place s (from 1) sits with the
 * places s, 2m + 1 − s, 2m + s, 4m + 1 − s… of the m·k places left, so the top seeds meet last.
 */
import { historyOf, seatOrder } from './history.ts';
import type { FinishedRound, Round, TournamentPlan } from './model.ts';
import { drawsFor, roundRandom } from './random.ts';

/** Rounds of a single elimination of n entrants at tables of k. */
export function eliminationRounds(entrants: number, tableSize: number): number {
  let rounds = 1;
  for (let reach = tableSize; reach < entrants; reach *= tableSize) rounds++;
  return rounds;
}

/** Where the bracket stands: who holds each place of the next round, and how each eliminated entrant went out. */
export interface BracketState {
  /** The next round's places, in bracket order (empty once there is a champion). */
  readonly places: readonly string[];
  /** Each entrant out: the round they lost (from 1) and their place at that table. */
  readonly out: ReadonlyMap<string, { readonly round: number; readonly place: number }>;
  /** The winner of the final, once played. */
  readonly champion: string | null;
}

/** Round 1's byes (seeds, from 0) and tables (seeds, in snake order), and the place each table's winner takes. */
function firstRound(n: number, k: number): { byes: number[]; tables: number[][] } {
  const rounds = eliminationRounds(n, k);
  const next = k ** (rounds - 1);
  const tableCount = Math.ceil((n - next) / (k - 1));
  const byeCount = next - tableCount;
  const tables: number[][] = Array.from({ length: tableCount }, () => []);
  for (let seed = byeCount, i = 0; seed < n; seed++, i++) {
    const lap = Math.floor(i / tableCount);
    const column = i % tableCount;
    tables[lap % 2 === 0 ? column : tableCount - 1 - column].push(seed);
  }
  return { byes: Array.from({ length: byeCount }, (_, i) => i), tables };
}

/** The places (indices into the round's list) that sit at table s of a round with m tables of k. */
function groupOf(s: number, m: number, k: number): number[] {
  return Array.from({ length: k }, (_, j) => j * m + (j % 2 === 0 ? s : m - 1 - s));
}

/** The winner of a table: its best place, the better seed on a shared one. */
function winnerOf(table: readonly string[], places: readonly number[], seedOf: (id: string) => number): string {
  let best = 0;
  for (let i = 1; i < table.length; i++) {
    if (places[i] < places[best] || (places[i] === places[best] && seedOf(table[i]) < seedOf(table[best]))) best = i;
  }
  return table[best];
}

/** The bracket after the finished rounds. */
export function bracketState(plan: TournamentPlan, rounds: readonly FinishedRound[]): BracketState {
  const n = plan.entrants.length;
  const k = plan.tableSize;
  const seedOf = (id: string) => plan.entrants.indexOf(id);
  const first = firstRound(n, k);
  const out = new Map<string, { round: number; place: number }>();
  let places: string[] = [];
  let champion: string | null = null;
  const total = eliminationRounds(n, k);
  rounds.forEach((round, r) => {
    const next: string[] = r === 0 ? first.byes.map((seed) => plan.entrants[seed]) : [];
    round.tables.forEach((table, t) => {
      const winner = winnerOf(table, round.results[t].places, seedOf);
      table.forEach((id, seat) => {
        if (id !== winner) out.set(id, { round: r + 1, place: round.results[t].places[seat] });
      });
      next.push(winner);
    });
    places = next;
    if (r + 1 === total) champion = places[0] ?? null;
  });
  if (rounds.length === 0) places = [...plan.entrants];
  return { places: champion === null ? places : [], out, champion };
}

/** The next round of a single elimination. */
export function pairElimination(plan: TournamentPlan, rounds: readonly FinishedRound[], seed: number): Round {
  const history = historyOf(plan, rounds);
  const draws = drawsFor(plan.entrants, roundRandom(seed, rounds.length));
  const seat = (table: readonly string[]) => seatOrder(table, history, draws);
  if (rounds.length === 0) {
    const first = firstRound(plan.entrants.length, plan.tableSize);
    return {
      tables: first.tables.map((table) => seat(table.map((s) => plan.entrants[s]))),
      byes: first.byes.map((s) => plan.entrants[s]),
    };
  }
  const { places } = bracketState(plan, rounds);
  const m = places.length / plan.tableSize;
  if (!Number.isInteger(m) || m < 1) throw new Error(`the bracket has ${places.length} places left for tables of ${plan.tableSize}`);
  return { tables: Array.from({ length: m }, (_, s) => seat(groupOf(s, m, plan.tableSize).map((p) => places[p]))), byes: [] };
}
