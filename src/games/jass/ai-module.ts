import type { GameAi } from '../game.ts';
import { aiAction, AI_LEVELS, type AiLevel } from './ai/index.ts';
import type { JassAction } from './engine/record.ts';
import type { JassView } from './engine/view.ts';

/** Names given to Jass's AI players, in order: Swiss mountain passes. */
export const AI_NAMES = ['Gotthard', 'Furka', 'Grimsel', 'Susten', 'Bernina', 'Albula', 'Oberalp', 'Lukmanier'] as const;

/** Jass's AI players: they decide from the seat's view alone (own hand, cards played, scores), never another hand. */
export const aiPlayers: GameAi<JassAction, JassView> = {
  levels: AI_LEVELS,
  defaultLevel: 'normal',
  names: AI_NAMES,
  planTurn(view, seat, level, options) {
    if (view.seat !== seat || !view.toAct.includes(view.seat)) throw new Error(`${seat} is not to act`);
    if (!(AI_LEVELS as readonly string[]).includes(level)) throw new Error(`unknown AI level ${level}`);
    // A Jass turn is one action: a card, or a trump choice.
    return [aiAction(view, level as AiLevel, options.seed, options.budgetMs)];
  },
};
