/**
 * The `expert` AI's simulation (two players): hard's best plays, and the best exchange, each played
 * out over futures drawn from the unseen tiles of the seat's view. A future is the opponent's
 * rack and the bag's order; in it a candidate is worth its points, less the opponent's best answer
 * (points and the leave it keeps), plus the seat's own best next play from its rack refilled from
 * that bag (points and leave): three plies. A future counts first by the chance of winning it
 * leaves (from the score now, that spread and the tiles still to play), then by its spread: a seat
 * ahead keeps its lead safe, one behind takes its chances. Every candidate meets the same futures,
 * so that their differences are not the luck of the draw; after each round of futures the better
 * half goes on (successive halving), and hard's own choice is left only for a candidate that beats
 * it, paired over the same futures, by a standard error. A fixed amount of work, never a clock: a
 * view and a seed give the same play on any machine.
 */
import { rackPoints, type Language } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { moveGenerator, type GeneratedMove } from '../engine/movegen.ts';
import { RACK_SIZE } from '../engine/play.ts';
import { ScrabbleRandom } from '../../random.ts';
import { keptTiles, leaveOfCounts, leaveValue, type LeaveTable } from './leave.ts';
import { guessedOrder, placeMove } from './lookahead.ts';

/** Candidates weighed at first: hard's best by points and leave (the best exchange comes on top). */
export const SIMULATED_CANDIDATES = 12;
/**
 * Futures per candidate in each round; after each, the better half goes on: at most
 * 13 × 12 + 7 × 12 + 4 × 24 = 336 futures of three plies a decision.
 */
const ROUNDS = [12, 12, 24] as const;
/** Standard errors by which a candidate must beat hard's own choice, paired over the same futures, to be played instead. */
const CONFIDENCE = 1;

/** A candidate turn: a play, or an exchange (`move` null) giving back `used`. */
export interface Candidate {
  readonly move: GeneratedMove | null;
  readonly used: string;
  readonly points: number;
}

/** The tiles of one simulated future, the same for every candidate. */
interface Future {
  readonly opponent: string;
  /** The other unseen tiles, in the order the bag would give them. */
  readonly bag: string;
}

/** Racks for the opponent drawn from the unseen tiles (bag and their rack together, as the view gives them), each with the rest as the bag. */
function futures(unseen: string, rackSize: number, count: number, seed: number): Future[] {
  const random = new ScrabbleRandom(seed);
  return Array.from({ length: count }, () => {
    const tiles = guessedOrder(random, unseen, rackSize);
    return { opponent: tiles.slice(0, rackSize).join(''), bag: tiles.slice(rackSize).join('') };
  });
}

/** Leaves matter less as the bag empties (fewer turns left to use them), as in `hard`. */
const fade = (bag: number): number => Math.min(1, bag / RACK_SIZE);

/**
 * What the game's end still holds after a future's three plies, with the opponent to play: the
 * player to move ends on average MOVER_EDGE points better off than now, with a standard deviation
 * of √(ENDING_VARIANCE + VARIANCE_PER_TILE × the tiles in the bag). Read off 400 games of `hard`
 * against itself in English (seed 77): 17–23 points ahead at every bag size; a deviation of 20
 * points with the bag empty, 48 with 13–20 tiles, 91 with more than 60, the variance growing
 * about linearly with the tiles (docs/performance.md).
 */
const MOVER_EDGE = 20;
const ENDING_VARIANCE = 600;
const VARIANCE_PER_TILE = 102;
/** Tiles the seat's own next play is taken to draw, for the bag left after the three plies. */
const NEXT_DRAW = 4;
/** Points of spread a 1% better chance of winning is worth: the chance rules in a close game, the spread in a decided one. */
const POINTS_PER_PERCENT = 10;

/** The chance that a normal deviate is below `x` (a logistic fit, within 0.01). */
const below = (x: number): number => 1 / (1 + Math.exp(-1.702 * x));

/**
 * A future's worth: the chance of winning it gives (from the seat's `lead` now, the three plies'
 * spread `spread` and the tiles then in the bag, or the game's end when it ended there), in
 * hundredths weighed by POINTS_PER_PERCENT, plus the spread itself.
 */
export function futureWorth(lead: number, spread: number, bag: number, ended: boolean): number {
  const final = lead + spread;
  const chance = ended ? (final > 0 ? 1 : final === 0 ? 0.5 : 0) : below((final - MOVER_EDGE) / Math.sqrt(ENDING_VARIANCE + VARIANCE_PER_TILE * bag));
  return 100 * POINTS_PER_PERCENT * chance + spread;
}

/** One candidate's value in one future (board `after` is the board once the candidate is played), its lead `lead` before it. */
function playOut(language: Language, after: string, rack: string, candidate: Candidate, future: Future, bagCount: number, lead: number, graph: WordGraph, table: LeaveTable, leaveOf: (tiles: string) => number): number {
  const generator = moveGenerator(language, graph);
  const leaveOfKept = (counts: Int8Array): number => leaveOfCounts(language, counts, table);
  const kept = keptTiles(rack, candidate.used);
  // The seat draws after its play (an exchange's tiles go back into the bag after the draw).
  const refill = Math.min(candidate.used.length, bagCount);
  const drawn = future.bag.slice(0, refill);
  const bagAfter = candidate.move === null ? bagCount : bagCount - refill;
  const theirFade = fade(bagAfter);
  const answer = generator.bestWithLeave(after, future.opponent, leaveOfKept, theirFade);
  const reply = answer?.move ?? null;
  const base = candidate.points - (answer?.value ?? 0);
  // With the bag empty, an answer that uses every tile ends the game: the seat's rack counts twice against it.
  if (reply !== null && bagAfter === 0 && reply.used.length === future.opponent.length) return futureWorth(lead, base - 2 * rackPoints(language, kept + drawn), 0, true);
  const theirDraw = reply === null ? 0 : Math.min(reply.used.length, bagAfter);
  const later = reply === null ? after : placeMove(after, reply.position, reply.word);
  const nextRack = kept + drawn;
  const ownFade = fade(bagAfter - theirDraw);
  // No play at all: the rack is kept as it is (a pass).
  const next = generator.bestWithLeave(later, nextRack, leaveOfKept, ownFade)?.value ?? ownFade * leaveOf(nextRack);
  return futureWorth(lead, base + next, Math.max(0, bagAfter - theirDraw - NEXT_DRAW), false);
}

/**
 * Chooses among candidates by simulation (see the module's comment). The first candidate is
 * hard's own choice. Only the seat's view is read: the board, its rack, the unseen tiles as one
 * multiset, the bag's size and the opponent's rack size.
 */
export function simulateBest(
  language: Language,
  board: string,
  rack: string,
  unseen: string,
  bagCount: number,
  opponentRackSize: number,
  lead: number,
  candidates: readonly Candidate[],
  graph: WordGraph,
  seed: number,
  table: LeaveTable,
): Candidate {
  const leaves = new Map<string, number>();
  const leaveOf = (tiles: string): number => {
    const key = [...tiles].sort().join('');
    let value = leaves.get(key);
    if (value === undefined) leaves.set(key, (value = leaveValue(language, key, table)));
    return value;
  };
  const drawn = futures(unseen, opponentRackSize, ROUNDS.reduce((sum, n) => sum + n, 0), seed);
  const entries = candidates.map((candidate) => ({
    candidate,
    after: candidate.move === null ? board : placeMove(board, candidate.move.position, candidate.move.word),
    values: [] as number[],
    mean: 0,
  }));
  const first = entries[0];
  let alive = entries;
  let at = 0;
  for (const [round, count] of ROUNDS.entries()) {
    for (const entry of alive) {
      for (let s = at; s < at + count; s++) entry.values.push(playOut(language, entry.after, rack, entry.candidate, drawn[s], bagCount, lead, graph, table, leaveOf));
      entry.mean = entry.values.reduce((a, b) => a + b, 0) / entry.values.length;
    }
    at += count;
    // The better half goes on (on a tie, the better static value first), hard's own choice always.
    alive = [...alive].sort((a, b) => b.mean - a.mean);
    if (round < ROUNDS.length - 1) {
      const half = alive.slice(0, Math.ceil(alive.length / 2));
      alive = half.includes(first) ? half : [...half, first];
    }
  }
  const top = alive[0];
  if (top === first) return first.candidate;
  // Paired over the same futures: hard's choice is left only for a candidate surely better.
  const n = top.values.length;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const d = top.values[i] - first.values[i];
    sum += d;
    squares += d * d;
  }
  const mean = sum / n;
  const error = Math.sqrt(Math.max(0, squares / n - mean * mean) / Math.max(1, n - 1));
  return mean >= CONFIDENCE * error ? top.candidate : first.candidate;
}
