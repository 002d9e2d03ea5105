import type { GameAi } from '../game.ts';
import { AI_LEVELS, planAiTurn, type AiLevel } from './ai/player.ts';
import { dictionary } from './dictionary/load.ts';
import type { Action } from './engine/game.ts';
import type { Language } from './engine/letters.ts';
import { wordsLanguage } from './rules.ts';
import type { ScrabbleView } from './engine/view.ts';

/** Names given to Scrabble's AI players, in order: lexicographers of the word list's language. */
export const AI_NAMES: Readonly<Record<Language, readonly string[]>> = {
  fr: ['Littré', 'Larousse', 'Robert', 'Furetière', 'Bescherelle', 'Rey'],
  en: ['Johnson', 'Webster', 'Murray', 'Roget', 'Chambers', 'Cawdrey'],
};

/** Scrabble's AI players: they decide from their view (rack, board, unseen tiles as a multiset), with the language's dictionary. */
export const aiPlayers: GameAi<Action, ScrabbleView> = {
  levels: AI_LEVELS,
  defaultLevel: 'normal',
  // Games stored without options play French words.
  names: AI_NAMES.fr,
  namesFor: (options) => AI_NAMES[wordsLanguage(options)],
  planTurn(view, seat, level, options) {
    if (!(AI_LEVELS as readonly string[]).includes(level)) throw new Error(`unknown AI level ${level}`);
    if (!view.toAct.includes(seat)) throw new Error(`${seat} is not to act`);
    return planAiTurn(view, seat, level as AiLevel, dictionary(view.language), options.seed);
  },
};
