import { describe, expect, test } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locale.ts';
import { interpolate, type CatalogShape, type Entry, type ParamsOf, type Translate } from '../../src/i18n/translator.ts';

/** The `{name}` placeholders of a template, sorted. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * What a native reader would mark in a text shown to players, in its language (code spans, the
 * commands players type, are left out): a straight apostrophe or double quote where the
 * catalogs write ’ “ ” « » (one style in both languages), an ASCII hyphen-minus used as a minus
 * sign before a digit (the true minus is U+2212), three dots for an ellipsis, the other
 * language's quotes, and in French a decimal point between digits (French writes a decimal
 * comma). Empty when the text is clean.
 */
export function typographyFaults(text: string, locale: Locale): string[] {
  const prose = text.replace(/(`+)[^]*?\1/g, ' ');
  const faults: string[] = [];
  if (prose.includes("'")) faults.push("straight apostrophe ' (write ’)");
  if (prose.includes('"')) faults.push(`straight double quote " (write ${locale === 'fr' ? '« »' : '“ ”'})`);
  if (/(^|[\s([{:;,=/·—–])-\d/.test(prose)) faults.push('hyphen-minus before a digit (write − U+2212)');
  if (prose.includes('...')) faults.push('three dots (write …)');
  if (locale === 'fr' && /[“”]/.test(prose)) faults.push('English quotes in French (write « »)');
  if (locale === 'en' && /[«»]/.test(prose)) faults.push('French quotes in English (write “ ”)');
  if (locale === 'fr' && /\d\.\d/.test(prose)) faults.push('decimal point between digits (French writes a comma)');
  if (/[♠♣](?!\uFE0E)/u.test(prose)) faults.push('♠ or ♣ without the text-style selector U+FE0E (drawn as a near-black emoji on the dark theme)');
  return faults;
}

/** Sample parameters of every entry of a catalog written as a function (a template gets a name in each placeholder). */
export type FunctionSamples<C extends CatalogShape> = { readonly [K in keyof C]?: readonly ParamsOf<C, K>[] };

/**
 * The checks every catalog gets, the platform's and each game's alike: every key has a text in
 * every language, placeholders agree between languages, and `t` gives French its no-break
 * spaces (changing nothing else) and English exactly as written, for every key, and no text in
 * either language has a typographic fault (`typographyFaults`).
 */
export function describeCatalog<C extends CatalogShape>(name: string, catalog: C, t: Translate<C>, functionSamples: FunctionSamples<C>): void {
  const keys = Object.keys(catalog) as (keyof C & string)[];
  const entryOf = (key: string, locale: Locale): Entry => (catalog as CatalogShape)[key][locale];
  const samples = functionSamples as { readonly [key: string]: readonly Readonly<Record<string, unknown>>[] | undefined };

  /** The parameter sets a key is tried with. */
  function samplesOf(key: string): readonly Readonly<Record<string, unknown>>[] {
    const entry = entryOf(key, 'fr');
    if (typeof entry === 'string') return [Object.fromEntries(placeholders(entry).map((placeholder) => [placeholder, 'Bruno']))];
    const given = samples[key];
    if (given === undefined) throw new Error(`no sample parameters for ${key}: add some to the catalog's function samples`);
    return given;
  }

  /** The text of an entry as written in the catalog, before any typesetting. */
  function asWritten(key: string, locale: Locale, params: Readonly<Record<string, unknown>>): string {
    const entry = entryOf(key, locale);
    return typeof entry === 'function' ? (entry as (p: unknown) => string)(params) : interpolate(entry, params);
  }

  const anyT = t as (locale: Locale, key: string, params?: Readonly<Record<string, unknown>>) => string;

  describe(`${name}: every key`, () => {
    test('the catalog has keys', () => {
      expect(keys.length).toBeGreaterThan(0);
    });

    test.each(keys)('%s has a non-empty text in every language', (key) => {
      for (const locale of LOCALES) {
        const entry = entryOf(key, locale);
        expect(['string', 'function']).toContain(typeof entry);
        if (typeof entry === 'string') expect(entry.trim()).not.toBe('');
      }
    });

    test.each(keys.filter((key) => typeof entryOf(key, 'fr') === 'string'))('%s has the same placeholders in both languages', (key) => {
      const texts = LOCALES.map((locale) => entryOf(key, locale));
      for (const text of texts) expect(typeof text).toBe('string');
      const [fr, en] = texts as string[];
      expect(placeholders(fr)).toEqual(placeholders(en));
    });

    test('each key is a template in both languages or a function in both', () => {
      expect(keys.filter((key) => typeof entryOf(key, 'fr') !== typeof entryOf(key, 'en'))).toEqual([]);
    });

    test('every entry written as a function has sample parameters, and only those', () => {
      expect(keys.filter((key) => typeof entryOf(key, 'fr') === 'function' && samples[key] === undefined)).toEqual([]);
      expect(Object.keys(samples).filter((key) => !Object.hasOwn(catalog, key) || typeof entryOf(key, 'fr') !== 'function')).toEqual([]);
    });
  });

  describe(`${name}: French typography`, () => {
    const cases = keys.flatMap((key) => samplesOf(key).map((params) => [key, params] as const));

    test.each(cases)('%s in French has no-break spaces before : ; ! ? and inside « » (%j)', (key, params) => {
      const text = anyT('fr', key, params);
      expect(text).not.toMatch(/ [:;!?»]|« /);
      // Only spaces changed: with them made plain again, the text is the one written in the catalog.
      // (A number may bring its own narrow no-break spaces, between its thousands.)
      const plain = (written: string) => written.replace(/[\u00a0\u202f]/g, ' ');
      expect(plain(text)).toBe(plain(asWritten(key, 'fr', params)));
    });

    test.each(cases)('%s in English is exactly as written (%j)', (key, params) => {
      expect(anyT('en', key, params)).toBe(asWritten(key, 'en', params));
    });
  });

  describe(`${name}: written as a native speaker writes`, () => {
    const cases = keys.flatMap((key) => samplesOf(key).flatMap((params) => LOCALES.map((locale) => [key, locale, params] as const)));

    test.each(cases)('%s in %s: curly apostrophes and quotes, true minus signs, decimal commas in French (%j)', (key, locale, params) => {
      expect(typographyFaults(anyT(locale, key, params), locale)).toEqual([]);
    });
  });
}
