import { BLANK, rackPoints, type Language } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { moveGenerator, type GeneratedMove } from '../engine/movegen.ts';
import { RACK_SIZE } from '../engine/play.ts';
import { ScrabbleRandom } from '../../random.ts';
import { keptTiles, leaveOfCounts, leaveValue, type LeaveTable } from './leave.ts';
import { placeMove } from './lookahead.ts';

/** How much simulation one decision does: a fixed amount of work, never a clock. */
export interface SimulationBudget {
  /** Candidates weighed at first (the best by points and leave). */
  readonly candidates: number;
  /** Opponent racks per candidate in each round; after each round the better half goes on. */
  readonly rounds: readonly number[];
  /** Whether the player's own next play is simulated (three plies) or only the opponent's answer (two). */
  readonly ownNextPlay: boolean;
  /** How much of the opponent's leave counts against a candidate (1: all of it). */
  readonly opponentLeave: number;
  /** Whether the best exchange is weighed too (with seven tiles or more in the bag). */
  readonly exchange: boolean;
  /** How much of the opponent's answer (points and leave) counts against a candidate (1: all of it). */
  readonly answerWeight: number;
  /** Whether the simulation also decides with one to six tiles in the bag (in place of hard's look-ahead). */
  readonly preEndgame: boolean;
  /** Whether, with fewer than seven tiles in the bag, the player's own next play is simulated too. */
  readonly preEndgameOwnNext: boolean;
  /** When above 0, the static best is played unless the simulation's best beats it by this many standard errors (paired). */
  readonly confidence?: number;
  /**
   * A crude inference of the opponent's rack: the tiles they kept after their last turn are the
   * best by the leave table of this many random groups of that size (1: racks drawn uniformly).
   */
  readonly inference?: number;
  /** With this many tiles in the bag or fewer, each future is worth the chance of winning from it (the spread with today's lead, spread's noise left growing with the bag), not its spread. */
  readonly winBag?: number;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26 through erf). */
function normal(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A candidate turn: a play, or an exchange (`move` null) giving back `used`. */
export interface Candidate {
  readonly move: GeneratedMove | null;
  readonly used: string;
  readonly points: number;
  /** Its static value: points plus the leave. */
  readonly value: number;
}

/** The tiles one simulated future draws, the same for every candidate (common random numbers). */
interface Draw {
  readonly opponent: string;
  /** The unseen tiles left once the opponent's rack is taken, in the order the bag would give them. */
  readonly bag: string;
}

/**
 * Racks for the opponent drawn from the unseen tiles (bag and their rack together, as the view
 * gives them), each with the rest of the unseen tiles in a random order as the bag. Two blanks
 * in one guessed rack make its answers hundreds of times longer to list: the second is swapped
 * with the next tile of the bag instead (an unlikely rack, and seconds of search).
 */
function draws(unseen: string, rackSize: number, count: number, seed: number, kept = 0, groups = 1, leaveOf: (tiles: string) => number = () => 0): Draw[] {
  const random = new ScrabbleRandom(seed);
  const result: Draw[] = [];
  const size = Math.min(kept, rackSize);
  for (let s = 0; s < count; s++) {
    const tiles = random.shuffle([...unseen]);
    // The kept tiles: the best of `groups` disjoint groups of `size` tiles, moved to the front.
    if (size > 0 && groups > 1) {
      let best = 0;
      let bestValue = -Infinity;
      for (let g = 0; (g + 1) * size <= tiles.length && g < groups; g++) {
        const value = leaveOf(tiles.slice(g * size, (g + 1) * size).join(''));
        if (value > bestValue) {
          bestValue = value;
          best = g;
        }
      }
      for (let i = 0; i < size; i++) [tiles[i], tiles[best * size + i]] = [tiles[best * size + i], tiles[i]];
    }
    const first = tiles.indexOf(BLANK);
    const second = first < 0 ? -1 : tiles.indexOf(BLANK, first + 1);
    if (second >= 0 && second < rackSize) {
      const swap = tiles.findIndex((tile, i) => i >= rackSize && tile !== BLANK);
      if (swap >= 0) [tiles[second], tiles[swap]] = [tiles[swap], tiles[second]];
    }
    result.push({ opponent: tiles.slice(0, rackSize).join(''), bag: tiles.slice(rackSize).join('') });
  }
  return result;
}

/** Leaves matter less as the bag empties (fewer turns left to use them), as in `hard`. */
const fade = (bag: number): number => Math.min(1, bag / RACK_SIZE);

/**
 * One simulated future of a candidate: the candidate, the opponent's best answer by points plus
 * leave from the drawn rack, then (three plies) the player's own best next play from its rack
 * refilled from the drawn bag, by points plus leave. Worth the candidate's points less the
 * answer's points and leave, plus the next play's points and the leave it keeps; with two plies,
 * the candidate's own leave stands for the future instead.
 */
function simulate(language: Language, after: string, rack: string, candidate: Candidate, draw: Draw, bagCount: number, graph: WordGraph, budget: SimulationBudget, table: LeaveTable, leaveOf: (tiles: string) => number, turnMean = 0): number {
  const generator = moveGenerator(language, graph);
  const kept = keptTiles(rack, candidate.used);
  // The tiles the player draws after its play, then the opponent after theirs. An exchange's
  // tiles go back into the bag after the draw.
  const refill = Math.min(candidate.used.length, bagCount);
  const drawn = draw.bag.slice(0, refill);
  const bagAfter = candidate.move === null ? bagCount : bagCount - refill;
  const counts = generator.counts;
  const theirFade = budget.opponentLeave * fade(bagAfter);
  const answer = generator.bestBy(after, draw.opponent, (points) => points + theirFade * leaveOfCounts(language, counts, table));
  const reply = answer?.move ?? null;
  const base = candidate.points - budget.answerWeight * (answer?.value ?? 0);
  // With the bag emptied, an answer that uses every tile ends the game: the player's rack counts twice against it.
  if (reply !== null && bagAfter === 0 && reply.used.length === draw.opponent.length) return base - 2 * rackPoints(language, kept + drawn);
  if (!budget.ownNextPlay) return base + fade(bagCount) * leaveOf(kept);
  const theirDraw = reply === null ? 0 : Math.min(reply.used.length, bagAfter);
  const later = reply === null ? after : placeMove(after, reply.position, reply.word);
  const nextRack = kept + drawn;
  const ownFade = fade(bagAfter - theirDraw);
  let next = -Infinity;
  generator.visit(later, nextRack, (points) => {
    const value = points + ownFade * leaveOfCounts(language, counts, table);
    if (value > next) next = value;
  });
  // No play at all: the rack is kept as it is (a pass).
  if (next === -Infinity) next = ownFade * leaveOf(nextRack);
  // (For a chance of winning: less a mean turn of the opponent's, so that both have played as often.)
  return base + next - turnMean;
}

/**
 * Chooses among the best candidates by simulation: each is played out over racks drawn for the
 * opponent from the unseen tiles, the same racks for every candidate so that their differences
 * are not luck of the draw; after each round of racks the better half goes on to the next round
 * (successive halving), the mean over all its racks deciding. Only the seat's view is read:
 * the board, its rack, the unseen tiles as one multiset, the bag's size and the opponent's rack
 * size. Deterministic for a seed.
 */
export function simulateBest(
  language: Language,
  board: string,
  rack: string,
  unseen: string,
  bagCount: number,
  opponentRackSize: number,
  candidates: readonly Candidate[],
  budget: SimulationBudget,
  graph: WordGraph,
  seed: number,
  table: LeaveTable,
  opponentKept = 0,
  lead = 0,
): Candidate {
  const winning = budget.winBag !== undefined && bagCount <= budget.winBag;
  const spreadNoise = 10 + 2 * bagCount;
  const total = budget.rounds.reduce((sum, n) => sum + n, 0);
  const leaves = new Map<string, number>();
  const leaveOf = (tiles: string): number => {
    const key = [...tiles].sort().join('');
    let value = leaves.get(key);
    if (value === undefined) leaves.set(key, (value = leaveValue(language, key, table)));
    return value;
  };
  const futures = draws(unseen, opponentRackSize, total, seed, opponentKept, budget.inference ?? 1, leaveOf);
  let alive = candidates.map((candidate, index) => ({
    candidate,
    index,
    after: candidate.move === null ? board : placeMove(board, candidate.move.position, candidate.move.word),
    values: [] as number[],
    mean: 0,
  }));
  const first = alive[0];
  const z = budget.confidence ?? 0;
  let at = 0;
  for (const [round, samples] of budget.rounds.entries()) {
    for (const entry of alive) {
      for (let s = at; s < at + samples; s++) {
        const value = simulate(language, entry.after, rack, entry.candidate, futures[s], bagCount, graph, budget, table, leaveOf, winning ? Math.min(table.emptyLeavePoints, 3 * bagCount + 10) : 0);
        entry.values.push(winning ? 100 * normal((lead + value) / spreadNoise) : value);
      }
      entry.mean = entry.values.reduce((a, b) => a + b, 0) / entry.values.length;
    }
    at += samples;
    // The better half goes on (stable: on a tie, the better static value first); with a confidence
    // asked, the static best always goes on, to be left only for a play surely better.
    alive = [...alive].sort((a, b) => b.mean - a.mean);
    if (round < budget.rounds.length - 1) {
      const half = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
      alive = z > 0 && !half.includes(first) ? [...half, first] : half;
    }
  }
  if (z > 0 && alive[0] !== first) {
    // Paired over the same futures: the static best is left only when the simulation's best beats it by z standard errors.
    const top = alive[0];
    const n = Math.min(top.values.length, first.values.length);
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const d = top.values[i] - first.values[i];
      sum += d;
      squares += d * d;
    }
    const mean = sum / n;
    const error = Math.sqrt(Math.max(0, squares / n - mean * mean) / Math.max(1, n - 1));
    if (mean < z * error) return first.candidate;
  }
  return alive[0].candidate;
}

/** Diagnostic (not kept): every candidate's value over every drawn future. */
export function simulateAllValues(language: Language, board: string, rack: string, unseen: string, bagCount: number, opponentRackSize: number, candidates: readonly Candidate[], budget: SimulationBudget, graph: WordGraph, seed: number, table: LeaveTable, samples: number): number[][] {
  const futures = draws(unseen, opponentRackSize, samples, seed);
  const leaves = new Map<string, number>();
  const leaveOf = (tiles: string): number => {
    const key = [...tiles].sort().join('');
    let value = leaves.get(key);
    if (value === undefined) leaves.set(key, (value = leaveValue(language, key, table)));
    return value;
  };
  return candidates.map((candidate) => {
    const after = candidate.move === null ? board : placeMove(board, candidate.move.position, candidate.move.word);
    return futures.map((future) => simulate(language, after, rack, candidate, future, bagCount, graph, budget, table, leaveOf));
  });
}

/** Diagnostic (not kept): every candidate's value over the given futures. */
export function simulateOver(language: Language, board: string, rack: string, futures: readonly { opponent: string; bag: string }[], bagCount: number, candidates: readonly Candidate[], budget: SimulationBudget, graph: WordGraph, table: LeaveTable): number[][] {
  const leaves = new Map<string, number>();
  const leaveOf = (tiles: string): number => {
    const key = [...tiles].sort().join('');
    let value = leaves.get(key);
    if (value === undefined) leaves.set(key, (value = leaveValue(language, key, table)));
    return value;
  };
  return candidates.map((candidate) => {
    const after = candidate.move === null ? board : placeMove(board, candidate.move.position, candidate.move.word);
    return futures.map((future) => simulate(language, after, rack, candidate, future, bagCount, graph, budget, table, leaveOf));
  });
}

/** Diagnostic (not kept): the random futures a decision draws. */
export function drawFutures(unseen: string, rackSize: number, count: number, seed: number, kept = 0, groups = 1, leaveOf: (tiles: string) => number = () => 0): { opponent: string; bag: string }[] {
  return draws(unseen, rackSize, count, seed, kept, groups, leaveOf);
}
