import type { GameModule } from '../game.ts';
import { aiPlayers } from './ai-module.ts';
import type { Action } from './engine/actions.ts';
import type { GameState } from './engine/game.ts';
import type { GameRecord } from './engine/record.ts';
import { playRandomGame } from './engine/simulate.ts';
import { summarize } from './engine/summary.ts';
import { chacunRules } from './rules.ts';
import { HARD_BASE, planHardBaseTurn } from './tools/hard-base.ts';

/** ChaCuN, "Chasseurs et cueilleurs au Néolithique": the first game of the platform. */
export const chacun: GameModule<GameState, Action, Action, GameRecord, GameRecord> = {
  id: 'chacun',
  name: 'ChaCuN',
  rules: chacunRules,
  ai: aiPlayers,
  tools: {
    summary: summarize,
    randomGame: (players, seed) => playRandomGame(players, seed),
    baselines: {
      levels: [HARD_BASE],
      planTurn: (view, _seat, _level, options) => planHardBaseTurn(view, options),
    },
  },
};
