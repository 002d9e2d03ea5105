/**
 * Jass's AI players: `easy` (a random playable card), `normal` (rules of thumb), `hard` (a Monte
 * Carlo tree search over deals consistent with the seat's view, within a time budget).
 */
import { JassRandom } from '../../random.ts';
import type { JassAction } from '../engine/record.ts';
import type { JassView } from '../engine/view.ts';
import { easyAction } from './easy.ts';
import { hardAction } from './hard.ts';
import { normalAction } from './normal.ts';

/** AI levels, weakest first. */
export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
/** An AI level. */
export type AiLevel = (typeof AI_LEVELS)[number];

/** The seed of one decision: the game seed mixed with the moment, so replays ask the same question with the same seed. */
function decisionSeed(view: JassView, seed: number): number {
  let h = seed | 0;
  for (const n of [view.moves, view.players.indexOf(view.seat), view.turn]) {
    h = Math.imul(h ^ n, 0x9e3779b1);
    h ^= h >>> 16;
  }
  return h;
}

/** The action of the view's seat at this level (the view's seat must be the one to act). */
export function aiAction(view: JassView, level: AiLevel, seed: number, budgetMs?: number): JassAction {
  switch (level) {
    case 'easy':
      return easyAction(view, new JassRandom(decisionSeed(view, seed)));
    case 'normal':
      return normalAction(view);
    case 'hard':
      return hardAction(view, new JassRandom(decisionSeed(view, seed)), budgetMs);
  }
}
