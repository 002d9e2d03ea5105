import { MIN_BAG_TO_EXCHANGE, type Action } from '../engine/game.ts';
import { BLANK } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { allMoves, type GeneratedMove } from '../engine/movegen.ts';
import { Random } from '../engine/random.ts';
import type { ScrabbleView } from '../engine/view.ts';

/** AI levels, weakest first. */
export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
/** An AI level. */
export type AiLevel = (typeof AI_LEVELS)[number];

const VOWELS = new Set('AEIOUY');

/** A small bonus for the tiles kept: vowels and consonants balanced, a blank or an S kept. */
function leaveBalance(rack: string, used: string): number {
  const kept = [...rack];
  for (const tile of used) kept.splice(kept.indexOf(tile), 1);
  let vowels = 0;
  let consonants = 0;
  let bonus = 0;
  for (const tile of kept) {
    if (tile === BLANK) bonus += 8;
    else if (tile === 'S') bonus += 3;
    else if (VOWELS.has(tile)) vowels++;
    else consonants++;
  }
  return bonus - 2 * Math.abs(vowels - consonants);
}

/**
 * The whole turn of an AI seat from its view. As a judge (table), it accepts a play whose words
 * are all in the dictionary and challenges the others. On its turn: every legal play from the
 * move generator; `easy` takes a random one among the lower-scoring third, `normal` (and `hard`
 * for now) the best score plus a little rack balance; with no play, it exchanges the tiles that
 * unbalance its rack when the bag allows, or passes.
 */
export function planAiTurn(view: ScrabbleView, seat: string, level: AiLevel, graph: WordGraph, seed: number): Action[] {
  if (view.pending !== null) return [view.pending.words.every((word) => graph.has(word)) ? { type: 'accept' } : { type: 'challenge' }];
  const random = new Random(seed);
  const board = view.board.join('');
  const moves = allMoves(view.language, board, view.rack, graph);
  if (moves.length > 0) {
    let chosen: GeneratedMove;
    if (level === 'easy') {
      const sorted = [...moves].sort((a, b) => a.points - b.points || (a.position + a.word < b.position + b.word ? -1 : 1));
      const low = sorted.slice(0, Math.max(1, Math.ceil(sorted.length / 3)));
      chosen = low[random.below(low.length)];
    } else {
      let bestValue = -Infinity;
      chosen = moves[0];
      for (const move of moves) {
        const value = move.points + leaveBalance(view.rack, move.used);
        if (value > bestValue) {
          bestValue = value;
          chosen = move;
        }
      }
    }
    return [{ type: 'play', position: chosen.position, word: chosen.word }];
  }
  if (view.bagCount >= MIN_BAG_TO_EXCHANGE && view.rack.length > 0) {
    const keep = view.rack.includes(BLANK) ? BLANK : '';
    const tiles = [...view.rack].filter((tile, i) => !(tile === keep && view.rack.indexOf(tile) === i)).join('');
    if (tiles.length > 0) return [{ type: 'exchange', tiles }];
  }
  void seat;
  return [{ type: 'pass' }];
}
