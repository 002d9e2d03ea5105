import { EMPTY, parsePosition, squareAt } from '../engine/board.ts';
import { BLANK, rackPoints, type Language } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { allMoves, type GeneratedMove } from '../engine/movegen.ts';
import { ScrabbleRandom } from '../../random.ts';
import { keptTiles } from './leave.ts';

/** The board once a generated play is placed (its letters on the empty squares of its line). */
export function placeMove(board: string, position: string, word: string): string {
  const start = parsePosition(position);
  if (start === null) throw new Error(`not a position: ${position}`);
  const squares = [...board];
  for (let i = 0; i < word.length; i++) {
    const square = squareAt(start, i);
    if (square !== null && squares[square] === EMPTY) squares[square] = word[i];
  }
  return squares.join('');
}

/** The highest-scoring play of a rack on a board (the first found on a tie), or null when it has none. */
export function bestReply(language: Language, board: string, rack: string, graph: WordGraph): GeneratedMove | null {
  let best: GeneratedMove | null = null;
  for (const move of allMoves(language, board, rack, graph)) if (best === null || move.points > best.points) best = move;
  return best;
}

/**
 * The unseen tiles in a random order for a guessed rack of `rackSize` tiles (the first ones) and the
 * bag after it. Two blanks in one guessed rack multiply the plays to find by hundreds (seconds of
 * search for an unlikely rack): the second blank then changes places with the bag's first other tile.
 */
export function guessedOrder(random: ScrabbleRandom, unseen: string, rackSize: number): string[] {
  const tiles = random.shuffle([...unseen]);
  const first = tiles.indexOf(BLANK);
  const second = first < 0 ? -1 : tiles.indexOf(BLANK, first + 1);
  if (second >= 0 && second < rackSize) {
    const swap = tiles.findIndex((tile, i) => i >= rackSize && tile !== BLANK);
    if (swap >= 0) [tiles[second], tiles[swap]] = [tiles[swap], tiles[second]];
  }
  return tiles;
}

/**
 * The opponent's likely answer when the bag is nearly empty: the mean of their best score over a
 * few racks drawn from the unseen tiles (the one opponent's rack is among them), from the seed.
 */
export function meanReply(language: Language, board: string, unseen: string, rackSize: number, samples: number, graph: WordGraph, seed: number): number {
  if (unseen.length === 0 || rackSize === 0) return 0;
  const random = new ScrabbleRandom(seed);
  let sum = 0;
  for (let s = 0; s < samples; s++) {
    const rack = guessedOrder(random, unseen, rackSize).slice(0, rackSize).join('');
    sum += bestReply(language, board, rack, graph)?.points ?? 0;
  }
  return sum / samples;
}

/** How many of the opponent's answers the endgame search follows with the player's own best next play. */
const FOLLOWED_ANSWERS = 3;

/**
 * The spread a play is worth at the very end (bag empty, the one opponent's rack known), three
 * plies deep: the play; each answer of the opponent (or a pass when they have none), who picks
 * the one worst for the player; for the opponent's few most dangerous answers that do not go out,
 * the player's best next play. Going out wins the other's rack twice over; tiles still held
 * after the last ply count against their holder once.
 */
export function endgameSpread(language: Language, board: string, rack: string, opponent: string, move: GeneratedMove, graph: WordGraph): number {
  const kept = keptTiles(rack, move.used);
  if (kept.length === 0) return move.points + 2 * rackPoints(language, opponent);
  const after = placeMove(board, move.position, move.word);
  const mine = rackPoints(language, kept);
  // Each answer with the static spread it leaves: going out ends the game; otherwise the racks left count.
  const answers = allMoves(language, after, opponent, graph).map((reply) => {
    const theirs = keptTiles(opponent, reply.used);
    const out = theirs.length === 0;
    return { reply, theirs, out, value: out ? move.points - reply.points - 2 * mine : move.points - reply.points - mine + rackPoints(language, theirs) };
  });
  // A pass by the opponent (they may have nothing better): the player plays on the same board.
  answers.push({ reply: { position: '', word: '', used: '', points: 0 }, theirs: opponent, out: false, value: move.points - mine + rackPoints(language, opponent) });
  answers.sort((a, b) => a.value - b.value);
  let worst = Infinity;
  let followed = 0;
  // A blank kept makes each next play far longer to find: only the most dangerous answer is followed then.
  const follow = kept.includes(BLANK) ? 1 : FOLLOWED_ANSWERS;
  for (const answer of answers) {
    if (answer.value >= worst) break;
    if (answer.out || followed >= follow) {
      worst = Math.min(worst, answer.value);
      continue;
    }
    followed++;
    const board2 = answer.reply.word === '' ? after : placeMove(after, answer.reply.position, answer.reply.word);
    const next = bestNext(language, board2, kept, answer.theirs, graph);
    const base = move.points - answer.reply.points;
    // The player may also pass (the static value): a follow-up is never worth less than that.
    worst = Math.min(worst, Math.max(answer.value, next === null ? -Infinity : base + next));
  }
  return worst;
}

/** The player's best next play by static spread (going out wins the other's rack twice), or null with none. */
function bestNext(language: Language, board: string, rack: string, opponent: string, graph: WordGraph): number | null {
  let top: number | null = null;
  const theirs = rackPoints(language, opponent);
  for (const move of allMoves(language, board, rack, graph)) {
    const left = keptTiles(rack, move.used);
    const value = left.length === 0 ? move.points + 2 * theirs : move.points - rackPoints(language, left) + theirs;
    if (top === null || value > top) top = value;
  }
  return top;
}
