import { ApplicationCommandOptionType, type APIApplicationCommandBasicOption } from '../../../bot/discord-kit.ts';
import { words } from '../../../bot/command-words.ts';
import type { GameOptions } from '../../game.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { t } from './texts.ts';
import { wordsLanguage } from '../rules.ts';

/**
 * The options of /scrabble new for the game's own choices, named by their keys: `words` (the word
 * list's language; not `language`, which the platform's new takes for the messages' language)
 * and `judge`.
 */
export const SCRABBLE_NEW_OPTIONS: readonly APIApplicationCommandBasicOption[] = [
  {
    type: ApplicationCommandOptionType.String,
    ...words('words', 'mots', 'Language of the word list (default: yours)', 'Langue de la liste de mots (par défaut : la tienne)'),
    choices: [
      { name: 'French', name_localizations: { fr: 'Français' }, value: 'fr' },
      { name: 'English', name_localizations: { fr: 'Anglais' }, value: 'en' },
    ],
  },
  {
    type: ApplicationCommandOptionType.String,
    ...words('judge', 'juge', 'Who judges the words (default: the dictionary)', 'Qui juge les mots (par défaut : le dictionnaire)'),
    choices: [
      { name: 'The dictionary', name_localizations: { fr: 'Le dictionnaire' }, value: 'dictionary' },
      { name: 'The table (accept or contest)', name_localizations: { fr: 'La table (accepter ou contester)' }, value: 'table' },
    ],
  },
];

/** The options as the lobby and the messages show them: "French words, judged by the dictionary". */
export function describeScrabbleOptions(options: GameOptions, locale: Locale): string {
  const language = wordsLanguage(options);
  const judge = options.judge === 'table' ? 'table' : 'dictionary';
  return t(locale, 'sc.option.describe', { words: t(locale, `sc.option.words.${language}`), judge: t(locale, `sc.option.judge.${judge}`) });
}
