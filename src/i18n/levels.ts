import type { Locale } from './locale.ts';

/**
 * The AI levels' names, the one table of them: in running text ("a hard AI player", "un robot
 * difficile"), and in French after "IA", which is feminine ("IA moyenne"). A level a game adds
 * without a line here shows as it is named in code.
 */
const LEVEL_NAMES: Readonly<Record<string, { readonly en: string; readonly fr: string; readonly frAi: string }>> = {
  easy: { en: 'easy', fr: 'facile', frAi: 'facile' },
  normal: { en: 'normal', fr: 'moyen', frAi: 'moyenne' },
  hard: { en: 'hard', fr: 'difficile', frAi: 'difficile' },
  expert: { en: 'expert', fr: 'expert', frAi: 'experte' },
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

/** An AI player of a level: "hard AI", "IA difficile"; `title` capitalises it ("Hard AI", "IA Difficile" for a name). */
export function aiOfLevel(level: string, locale: Locale, title = false): string {
  const names = LEVEL_NAMES[level];
  if (locale === 'fr') {
    const name = names?.frAi ?? level;
    return `IA ${title ? capitalised(name) : name}`;
  }
  const name = names?.en ?? level;
  return title ? `AI ${capitalised(name)}` : `${name} AI`;
}
