/**
 * What the opponent kept, read from their last play (the `expert` AI's inference). Their rack
 * then was the tiles they laid plus a leave still on their rack now; a good player chose that
 * play because no other of that rack was worth much more by points and leave. Leaves are drawn
 * from the unseen tiles as the bag would have dealt them, and each is weighed by how close the
 * play they made comes to the best play of the rack it implies (points plus the leave's value, as
 * `hard` weighs them): a leave with which they would have missed a far better play is unlikely.
 * Only the seat's view is read (the turns, the unseen tiles, the bag's and racks' sizes).
 */
import { EMPTY, EMPTY_BOARD, parsePosition, squareAt } from '../engine/board.ts';
import { BLANK, type Language } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { moveGenerator } from '../engine/movegen.ts';
import { RACK_SIZE } from '../engine/play.ts';
import type { ViewTurn } from '../engine/view.ts';
import { derivedSeed, ScrabbleRandom } from '../../random.ts';
import { leaveOfCounts, leaveValue, type LeaveTable } from './leave.ts';
import { guessedOrder, placeMove } from './lookahead.ts';

/** Leaves drawn and weighed a decision (each costs one listing of a rack's plays; a leave drawn twice, only one). */
const INFERENCE_SAMPLES = 64;
/**
 * Points by which a play may fall short of the best of its rack for the leave to be e times less
 * likely: the opponent's values are not quite ours, so a leave that makes their play a little
 * worse than the best is not ruled out.
 */
const TEMPERATURE = 2;

/** The opponent's last play as the seat saw it: the board before it and the tiles it laid. */
interface LastPlay {
  readonly before: string;
  readonly laid: string;
  readonly points: number;
}

/** The opponent's last turn when it was a play (the board before it rebuilt from the turns), or null. */
function lastPlay(turns: readonly ViewTurn[], opponent: string): LastPlay | null {
  const last = turns.at(-1);
  if (last === undefined || last.player !== opponent || last.type !== 'play' || last.position === undefined || last.word === undefined) return null;
  const start = parsePosition(last.position);
  if (start === null) return null;
  let before = EMPTY_BOARD;
  for (const turn of turns.slice(0, -1)) if (turn.type === 'play' && turn.position !== undefined && turn.word !== undefined) before = placeMove(before, turn.position, turn.word);
  let laid = '';
  for (let i = 0; i < last.word.length; i++) {
    const square = squareAt(start, i);
    const letter = last.word[i];
    if (square !== null && before[square] === EMPTY) laid += letter === letter.toLowerCase() ? BLANK : letter;
  }
  return { before, laid, points: last.points };
}

/**
 * `count` leaves for the opponent's rack now (the tiles they kept from their last play, sorted),
 * drawn by their weight (see the module's comment), or null when the last turn tells nothing: not
 * a play by the opponent, or a play that kept no tile. `rackSize` is the opponent's rack now, the
 * bag not empty (so they drew as many tiles as they laid).
 */
export function inferredLeaves(
  language: Language,
  turns: readonly ViewTurn[],
  opponent: string,
  unseen: string,
  bagCount: number,
  rackSize: number,
  count: number,
  graph: WordGraph,
  seed: number,
  table: LeaveTable,
): string[] | null {
  const play = lastPlay(turns, opponent);
  if (play === null) return null;
  const size = rackSize - play.laid.length;
  if (size <= 0 || size > unseen.length) return null;
  // Their leaves faded as the bag before their draw, as `hard` weighs them.
  const fade = Math.min(1, (bagCount + play.laid.length) / RACK_SIZE);
  const generator = moveGenerator(language, graph);
  const leaveOfKept = (counts: Int8Array): number => leaveOfCounts(language, counts, table);
  const random = new ScrabbleRandom(derivedSeed(seed, 1));
  const weights = new Map<string, number>();
  const drawn: string[] = [];
  for (let s = 0; s < INFERENCE_SAMPLES; s++) {
    const leave = guessedOrder(random, unseen, size).slice(0, size).sort().join('');
    drawn.push(leave);
    if (weights.has(leave)) continue;
    // A second blank would make the rack's plays take seconds to list: such a leave is not weighed.
    if (play.laid.includes(BLANK) && leave.includes(BLANK)) {
      weights.set(leave, 0);
      continue;
    }
    const best = generator.bestWithLeave(play.before, play.laid + leave, leaveOfKept, fade);
    const made = play.points + fade * leaveValue(language, leave, table);
    weights.set(leave, Math.exp(-Math.max(0, (best?.value ?? made) - made) / TEMPERATURE));
  }
  // Resampled in proportion to the weights (systematic: evenly spaced from a random start).
  const total = drawn.reduce((sum, leave) => sum + weights.get(leave)!, 0);
  if (total === 0) return null;
  const step = total / count;
  const leaves: string[] = [];
  let at = random.int(1_000_000) / 1_000_000 * step;
  let cumulative = 0;
  for (const leave of drawn) {
    cumulative += weights.get(leave)!;
    while (at < cumulative && leaves.length < count) {
      leaves.push(leave);
      at += step;
    }
  }
  // Rounding may leave the last one short; the order is shuffled, for every round of futures meets them all.
  while (leaves.length < count) leaves.push(leaves.at(-1) ?? drawn[0]);
  return random.shuffle(leaves);
}
