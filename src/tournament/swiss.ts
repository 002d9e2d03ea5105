/**
 * Swiss pairing: entrants of equal (or close) points meet, nobody meets the same opponent twice
 * while that can be avoided, byes go to the lowest score that has not had one, and who starts
 * evens out.
 *
 * Tables of two are paired exactly. With an odd count the bye goes first to the lowest score
 * (then the lowest seed) among those who never had one, unless the others could then not be
 * paired without a repeat that another choice avoids. The others are paired by a maximum-weight
 * perfect matching over every pair, whose weights rank, in order: pairs that never met — as many
 * as possible; no two entrants who both must start (two starts ahead) or both must not; then the
 * least spread of points within the tables (the sum of the squared differences); then opposite
 * wishes about starting; then the seed's draw. Each criterion's weight exceeds all that the
 * criteria after it can add over a whole round, so the matching is the best by the first, then
 * the second among those… — and there is no avoidable repeat, since the matching has the most new
 * pairs of any pairing.
 *
 * Tables of three or more are searched: entrants go to tables by points, then swaps between two
 * tables that lower the cost (repeated meetings first, far above the spread of points) are made
 * until none is left, from a few starting orders; the cheapest is kept.
 */
import { historyOf, pairKey, seatOrder, type History } from './history.ts';
import { maxWeightMatching, type Edge } from './matching.ts';
import { tableSizes, type FinishedRound, type Round, type TournamentPlan } from './model.ts';
import { drawsFor, roundRandom } from './random.ts';

/**
 * The number of Swiss rounds for n entrants at tables of k: the rounds a knock-out with tables of
 * k would need to leave one winner, the smallest r with kʳ ≥ n (⌈log₂ n⌉ for duels: 8 entrants
 * play 3 rounds, 9 to 16 play 4; at tables of four, 5 to 16 play 2, 17 to 64 play 3).
 */
export function swissRounds(entrants: number, tableSize: number): number {
  let rounds = 1;
  for (let reach = tableSize; reach < entrants; reach *= tableSize) rounds++;
  return rounds;
}

/** Draws for the last ties: values in [0, JITTER). */
const JITTER = 16;

/** The next Swiss round. */
export function pairSwiss(plan: TournamentPlan, rounds: readonly FinishedRound[], seed: number): Round {
  const history = historyOf(plan, rounds);
  const random = roundRandom(seed, rounds.length);
  return plan.tableSize === 2 ? pairDuels(plan, history, rounds.length, random) : pairTables(plan, history, random);
}

/** The entrants by points, best first, then by seed. */
function byPoints(plan: TournamentPlan, history: History): string[] {
  return [...plan.entrants].sort((a, b) => {
    const [ea, eb] = [history.entrants.get(a)!, history.entrants.get(b)!];
    return eb.points - ea.points || ea.seed - eb.seed;
  });
}

/** Whether an entrant should start (+1), sit second (−1) or has no wish (0): the one who has started less, or did not start last. */
function startWish(history: History, id: string): number {
  const e = history.entrants.get(id)!;
  if (Math.abs(e.seatLead) > 1e-9) return e.seatLead < 0 ? 1 : -1;
  if (Math.abs(e.lastLead) > 1e-9) return e.lastLead < 0 ? 1 : -1;
  return 0;
}

/** Two-seat tables: the bye first (see `pairDuels`), then a maximum-weight matching of the others. */
function pairDuels(plan: TournamentPlan, history: History, played: number, random: () => number): Round {
  const ids = plan.entrants;
  const tieBreak = drawsFor(ids, random);
  if (ids.length % 2 === 0) return { tables: boardOrder(matchDuels(ids, history, played, random).tables.map((t) => seatOrder(t, history, tieBreak)), history), byes: [] };
  // The bye goes to the first entrant, by no bye yet, then the lowest points, then the lowest seed,
  // for whom the others can be paired with the fewest repeats (with 7 or more entrants and the usual
  // rounds, always the first: see docs/tournaments.md). Each candidate costs one matching.
  const candidates = byPoints(plan, history).reverse().sort((a, b) => Number(history.entrants.get(a)!.byes > 0) - Number(history.entrants.get(b)!.byes > 0));
  let best: { bye: string; tables: string[][]; repeats: number } | null = null;
  for (const bye of candidates) {
    const byeRepeat = history.entrants.get(bye)!.byes > 0 ? 1 : 0;
    if (best !== null && byeRepeat >= best.repeats) break;
    const { tables, repeats } = matchDuels(ids.filter((id) => id !== bye), history, played, random);
    if (best === null || repeats + byeRepeat < best.repeats) best = { bye, tables, repeats: repeats + byeRepeat };
    if (best.repeats === 0) break;
  }
  return { tables: boardOrder(best!.tables.map((t) => seatOrder(t, history, tieBreak)), history), byes: [best!.bye] };
}

/**
 * An even number of entrants in pairs: a maximum-weight perfect matching whose weights rank, in
 * order, pairs that never met; no two entrants who must both start (or both not start: two more
 * starts than second seats, or the reverse); the least spread of points; opposite wishes about
 * starting; the seed's draw. Answers the pairs and how many of them met before.
 */
function matchDuels(ids: readonly string[], history: History, played: number, random: () => number): { tables: string[][]; repeats: number } {
  const n = ids.length;
  const pairs = n / 2;
  const doubled = ids.map((id) => Math.round(2 * history.entrants.get(id)!.points));
  const spreadMax = (2 * played) ** 2;
  // Weight units of each criterion, each above the most that the ones after it add over a round.
  const unitWish = pairs * JITTER;
  const unitSpread = pairs * (2 * unitWish + JITTER);
  const unitMust = pairs * (spreadMax + 1) * unitSpread;
  const unitNew = pairs * (unitMust + (spreadMax + 1) * unitSpread);
  if (2 * pairs * 2 * unitNew >= Number.MAX_SAFE_INTEGER / 2) throw new Error(`too many entrants or rounds for exact weights: ${n} entrants, ${played} rounds`);
  const wishes = ids.map((id) => startWish(history, id));
  const musts = ids.map((id) => {
    const lead = history.entrants.get(id)!.seatLead;
    return lead <= -2 + 1e-9 ? 1 : lead >= 2 - 1e-9 ? -1 : 0;
  });
  const edges: Edge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const fresh = history.meetings.has(pairKey(ids[i], ids[j])) ? 0 : 1;
      const must = musts[i] !== 0 && musts[i] === musts[j] ? 0 : 1;
      const spread = spreadMax - Math.min(spreadMax, (doubled[i] - doubled[j]) ** 2);
      const wish = wishes[i] === 0 || wishes[j] === 0 ? 1 : wishes[i] !== wishes[j] ? 2 : 0;
      const draw = Math.floor(random() * JITTER);
      edges.push([i, j, 2 * (fresh * unitNew + must * unitMust + spread * unitSpread + wish * unitWish + draw)]);
    }
  }
  const mate = maxWeightMatching(n, edges, true);
  const tables: string[][] = [];
  let repeats = 0;
  for (let i = 0; i < n; i++) {
    if (mate[i] === -1) throw new Error(`entrant ${ids[i]} left unpaired`);
    if (mate[i] > i) {
      tables.push([ids[i], ids[mate[i]]]);
      if (history.meetings.has(pairKey(ids[i], ids[mate[i]]))) repeats++;
    }
  }
  return { tables, repeats };
}

/** Tables in board order: the most points first (the top board), then the best seed. */
function boardOrder(tables: string[][], history: History): string[][] {
  const total = (table: readonly string[]) => table.reduce((sum, id) => sum + history.entrants.get(id)!.points, 0) / table.length;
  const best = (table: readonly string[]) => Math.min(...table.map((id) => history.entrants.get(id)!.seed));
  return tables.sort((a, b) => total(b) - total(a) || best(a) - best(b));
}

/** How much a repeated meeting costs, against the spread of points (at most a few hundred per table). */
const REPEAT_COST = 1e6;
/** Starting orders tried when the first search leaves a repeat. */
const RESTARTS = 6;

/** Tables of three or more: a local search over swaps (see the module's comment). */
function pairTables(plan: TournamentPlan, history: History, random: () => number): Round {
  const n = plan.entrants.length;
  const sizes = tableSizes(n, plan.tableSize);
  const draws = drawsFor(plan.entrants, random);
  // Entrants by points, ties drawn: the starting order.
  const order = [...plan.entrants].sort((a, b) => history.entrants.get(b)!.points - history.entrants.get(a)!.points || draws(a) - draws(b));
  const points = order.map((id) => history.entrants.get(id)!.points);
  // The cost of two entrants at one table.
  const cost = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const c = REPEAT_COST * (history.meetings.get(pairKey(order[a], order[b])) ?? 0) + (points[a] - points[b]) ** 2;
      cost[a * n + b] = cost[b * n + a] = c;
    }
  }
  let best: { tables: number[][]; cost: number } | null = null;
  for (let attempt = 0; attempt <= RESTARTS; attempt++) {
    const start = attempt === 0 ? [...order.keys()] : shuffledByPoints(points, random);
    const found = improve(fill(start, sizes), cost, n);
    if (best === null || found.cost < best.cost) best = found;
    if (best.cost < REPEAT_COST) break;
  }
  const tables = best!.tables.map((table) => seatOrder(table.map((i) => order[i]), history, draws));
  return { tables: boardOrder(tables, history), byes: [] };
}

/** Indices (into entrants sorted by points) shuffled within each equal score, then lightly across: another start for the search. */
function shuffledByPoints(points: readonly number[], random: () => number): number[] {
  const keyed = points.map((p, i) => ({ i, key: -p + random() * 0.75 }));
  return keyed.sort((a, b) => a.key - b.key).map((k) => k.i);
}

/** Tables of the given sizes filled in order. */
function fill(order: readonly number[], sizes: readonly number[]): number[][] {
  const tables: number[][] = [];
  let at = 0;
  for (const size of sizes) {
    tables.push(order.slice(at, at + size));
    at += size;
  }
  return tables;
}

/** Swaps two entrants of different tables while one lowers the total cost; answers the tables and their cost. */
function improve(tables: number[][], cost: Float64Array, n: number): { tables: number[][]; cost: number } {
  const tableOf = new Int32Array(n);
  const slotOf = new Int32Array(n);
  tables.forEach((table, t) => table.forEach((e, s) => {
    tableOf[e] = t;
    slotOf[e] = s;
  }));
  // What an entrant costs at a table, without itself (or a given one) counted.
  const at = (e: number, t: number, without: number) => {
    let sum = 0;
    for (const other of tables[t]) if (other !== e && other !== without) sum += cost[e * n + other];
    return sum;
  };
  for (let pass = 0; pass < 100; pass++) {
    let improved = false;
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const [ta, tb] = [tableOf[a], tableOf[b]];
        if (ta === tb) continue;
        const delta = at(b, ta, a) + at(a, tb, b) - at(a, ta, a) - at(b, tb, b);
        if (delta < -1e-9) {
          tables[ta][slotOf[a]] = b;
          tables[tb][slotOf[b]] = a;
          [tableOf[a], tableOf[b]] = [tb, ta];
          [slotOf[a], slotOf[b]] = [slotOf[b], slotOf[a]];
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  let total = 0;
  for (const table of tables) for (let i = 0; i < table.length; i++) for (let j = i + 1; j < table.length; j++) total += cost[table[i] * n + table[j]];
  return { tables, cost: total };
}
