import type { Locale } from './locale.ts';

/**
 * The AI levels' names, the one table of them: in running text ("a hard AI player", "un robot
 * difficile"; French says "robot" for an AI player everywhere, a masculine noun). A level a game
 * adds without a line here shows as it is named in code.
 */
const LEVEL_NAMES: Readonly<Record<string, { readonly en: string; readonly fr: string }>> = {
  easy: { en: 'easy', fr: 'facile' },
  normal: { en: 'normal', fr: 'moyen' },
  hard: { en: 'hard', fr: 'difficile' },
  expert: { en: 'expert', fr: 'expert' },
};

/** A text with its first letter in capitals. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A level in running text: "hard", "difficile". */
export function levelName(level: string, locale: Locale): string {
  return LEVEL_NAMES[level]?.[locale] ?? level;
}

/** A level as a choice of an option: "Hard", "Difficile". */
export function levelTitle(level: string, locale: Locale): string {
  return capitalised(levelName(level, locale));
}

/** An AI player of a level: "hard AI", "robot difficile"; `title` for a name ("AI Hard", "Robot difficile"). */
export function aiOfLevel(level: string, locale: Locale, title = false): string {
  const name = levelName(level, locale);
  if (locale === 'fr') return `${title ? 'Robot' : 'robot'} ${name}`;
  return title ? `AI ${capitalised(name)}` : `${name} AI`;
}
