import { EMPTY, parsePosition, squareAt } from '../engine/board.ts';
import { rackPoints, type Language } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { allMoves, type GeneratedMove } from '../engine/movegen.ts';
import { Random } from '../engine/random.ts';
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
 * The spread a play is worth at the very end, when the bag is empty and the one opponent's rack
 * is known (the unseen tiles): two plies, the play then the opponent's best-scoring answer.
 * Going out wins the opponent's rack twice over (they lose it, the player gains it); an answer
 * that goes out wins the player's rack twice over; otherwise the tiles still held count against
 * their holder once (a rough guess at the turns after).
 */
export function endgameSpread(language: Language, board: string, rack: string, opponent: string, move: GeneratedMove, graph: WordGraph): number {
  const kept = keptTiles(rack, move.used);
  if (kept.length === 0) return move.points + 2 * rackPoints(language, opponent);
  const reply = bestReply(language, placeMove(board, move.position, move.word), opponent, graph);
  if (reply === null) return move.points - rackPoints(language, kept) + rackPoints(language, opponent);
  const theirs = keptTiles(opponent, reply.used);
  if (theirs.length === 0) return move.points - reply.points - 2 * rackPoints(language, kept);
  return move.points - reply.points - rackPoints(language, kept) + rackPoints(language, theirs);
}

/**
 * The opponent's likely answer when the bag is nearly empty: the mean of their best score over a
 * few racks drawn from the unseen tiles (the one opponent's rack is among them), from the seed.
 */
export function meanReply(language: Language, board: string, unseen: string, rackSize: number, samples: number, graph: WordGraph, seed: number): number {
  if (unseen.length === 0 || rackSize === 0) return 0;
  const random = new Random(seed);
  let sum = 0;
  for (let s = 0; s < samples; s++) {
    const rack = random.shuffled([...unseen]).slice(0, rackSize).join('');
    sum += bestReply(language, board, rack, graph)?.points ?? 0;
  }
  return sum / samples;
}
