import type { Locale } from './locale.ts';
import { formatNumber } from './numbers.ts';

/** The word joining the last two items of a list, by language. */
const AND: Readonly<Record<Locale, string>> = { fr: 'et', en: 'and' };

/**
 * Names as a sentence list: "A", "A et B", "A, B et C" / "A and B", "A, B and C"
 * (no serial comma in English either, so that both languages read alike). Empty gives ''.
 */
export function joinNames(names: readonly string[], locale: Locale): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${AND[locale]} ${names[names.length - 1]}`;
}

/** The word offering the last of several choices, by language. */
const OR: Readonly<Record<Locale, string>> = { fr: 'ou', en: 'or' };

/** Choices as a sentence list: "A", "A ou B", "A, B ou C" / "A or B", "A, B or C". Empty gives ''. */
export function joinChoices(names: readonly string[], locale: Locale): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${OR[locale]} ${names[names.length - 1]}`;
}

/**
 * Whether a count takes the plural: in French only from 2 on ("0 point", "1 point",
 * "2 points", "1,5 point"), in English for everything but 1 ("0 points", "1 point").
 */
export function isPlural(count: number, locale: Locale): boolean {
  return locale === 'fr' ? Math.abs(count) >= 2 : Math.abs(count) !== 1;
}

/** The singular or plural form of a word for a count: plural(2, 'fr', 'tuile', 'tuiles') is 'tuiles'. */
export function plural(count: number, locale: Locale, one: string, other: string): string {
  return isPlural(count, locale) ? other : one;
}

/**
 * A count followed by its word in the right form, the number written as the language writes it
 * (see `formatNumber`): quantity(1, 'en', 'fish', 'fish') is '1 fish', quantity(-1.5, 'fr',
 * 'point', 'points') is '−1,5 point'.
 */
export function quantity(count: number, locale: Locale, one: string, other: string): string {
  return `${formatNumber(count, locale)} ${plural(count, locale, one, other)}`;
}

/**
 * `quantity` whose count and word stay together on a line (a no-break space between them), for
 * lists of counts that wrap on a phone ("40 wagons · 4 cartes · 0 point"): a line never ends on
 * a bare number.
 */
export function unbrokenQuantity(count: number, locale: Locale, one: string, other: string): string {
  return `${formatNumber(count, locale)}\u00a0${plural(count, locale, one, other)}`;
}

/**
 * The English indefinite article for a word: 'an' before a vowel letter ("an easy AI player"), else
 * 'a' ("a hard AI player"). Spelling only, which is right for the words the bot puts after it.
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
