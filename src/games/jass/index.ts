import type { GameModule } from '../game.ts';
import { AI_LEVELS } from './ai/index.ts';
import { aiPlayers } from './ai-module.ts';
import type { JassState } from './engine/game.ts';
import { callOf, SEATS, type JassAction, type JassRecord } from './engine/record.ts';
import { playRandomGame } from './engine/simulate.ts';
import { summarize } from './engine/summary.ts';
import type { JassView } from './engine/view.ts';
import { jassRules, targetOf } from './rules.ts';
import { playDuelDeal } from './tools/reference-duel.ts';
import { REFERENCE_ITERATIONS } from './tools/reference-uct.ts';

export type { JassRecord, JassAction } from './engine/record.ts';
export { playableCards, type JassState } from './engine/game.ts';
export type { JassView } from './engine/view.ts';

/** Jass, the Swiss card game of the EPFL "Javass" project: four seats in two teams, the course's rules or Schieber. */
export const jass: GameModule<JassState, JassAction, JassAction, JassRecord, JassView> = {
  id: 'jass',
  name: 'Jass',
  rules: jassRules,
  ai: aiPlayers,
  tools: {
    summary: summarize,
    // The call a leader (or, after a push, the partner) makes, or the push itself.
    choiceOf: (action) => (action.type === 'trump' ? callOf(action) : action.type === 'pass' ? 'push' : null),
    randomGame(players, seed, options) {
      if (players !== SEATS.length) throw new Error(`Jass is played by exactly ${SEATS.length}, not ${players}`);
      if (options === undefined) return playRandomGame(seed);
      return playRandomGame(seed, {
        variant: options.variant === 'schieber' ? 'schieber' : 'course',
        target: targetOf(options),
        multipliers: options.multipliers === 'classic' ? 'classic' : 'simple',
      });
    },
    reference: {
      description: 'determinized UCT with void-suit inference',
      points: 'card points: tricks, last trick, match; no Weis nor Stöck',
      iterations: REFERENCE_ITERATIONS,
      optionKeys: ['variant'],
      duel({ level, options, seed, iterations, budgetMs }, deal, side) {
        const known = AI_LEVELS.find((l) => l === level);
        if (known === undefined) throw new Error(`Jass has no level '${level}'`);
        const variant = options.variant === 'schieber' ? 'schieber' : 'course';
        return playDuelDeal({ level: known, variant, seed, iterations, ...(budgetMs === undefined ? {} : { budgetMs }) }, deal, side);
      },
    },
  },
};
