import type { GameModule } from '../game.ts';
import { aiPlayers } from './ai-module.ts';
import { dictionary } from './dictionary/load.ts';
import type { Action, Entry, ScrabbleState } from './engine/game.ts';
import type { ScrabbleRecord } from './engine/record.ts';
import { playRandomGame } from './engine/simulate.ts';
import { summarize } from './engine/summary.ts';
import type { ScrabbleView } from './engine/view.ts';
import { makeScrabbleRules } from './rules.ts';

/** Scrabble, in French and English, with the real word lists (loaded on first use). */
export const scrabble: GameModule<ScrabbleState, Action, Entry, ScrabbleRecord, ScrabbleView> = {
  id: 'scrabble',
  name: 'Scrabble',
  rules: makeScrabbleRules(dictionary),
  ai: aiPlayers,
  tools: {
    summary: summarize,
    // French games judged by the dictionary, like newRecord's.
    randomGame: (players, seed) => playRandomGame(players, seed, { language: 'fr', judge: 'dictionary', graph: dictionary('fr') }),
  },
};
