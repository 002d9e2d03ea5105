import { describe, expect, test } from 'vitest';
import { interpolate, mergeCatalogs, translator, type CatalogShape } from '../../src/i18n/translator.ts';

/** A small catalog of each kind of entry, as a game would write one. */
const SAMPLE = {
  'sample.plain': { fr: 'Poser', en: 'Place' },
  'sample.template': { fr: '{player}, à toi de jouer !', en: '{player}, your turn!' },
  'sample.function': {
    fr: (p: { count: number }) => `Il reste ${p.count} tuiles : joue !`,
    en: (p: { count: number }) => `${p.count} tiles left: play!`,
  },
} as const satisfies CatalogShape;

const OTHER = {
  'other.label': { fr: 'Autre : « oui »', en: 'Other: “yes”' },
} as const satisfies CatalogShape;

const t = translator(SAMPLE);

describe('translator', () => {
  test('a plain text in each language', () => {
    expect(t('fr', 'sample.plain')).toBe('Poser');
    expect(t('en', 'sample.plain')).toBe('Place');
  });

  test('a template is typeset, then filled: the parameter is never changed', () => {
    expect(t('fr', 'sample.template', { player: 'Zoé !' })).toBe('Zoé !, à toi de jouer\u202f!');
    expect(t('en', 'sample.template', { player: 'Zoé !' })).toBe('Zoé !, your turn!');
  });

  test("a function's whole result is typeset in French, and English is left as written", () => {
    expect(t('fr', 'sample.function', { count: 3 })).toBe('Il reste 3 tuiles\u00a0: joue\u202f!');
    expect(t('en', 'sample.function', { count: 3 })).toBe('3 tiles left: play!');
  });

  test('French elides "de" before a name that begins with a vowel, bold or not; English and consonants are left alone', () => {
    const names = translator({
      title: { fr: 'Statistiques de {name}', en: '{name}’s statistics' },
      bold: { fr: 'La place de **{name}** est libre. De {name} !', en: '{name}' },
      letter: { fr: 'Tu n’as pas de {letter}.', en: 'No {letter}.' },
    } as const);
    expect(names('fr', 'letter', { letter: 'E' })).toBe('Tu n’as pas de E.');
    expect(names('fr', 'title', { name: 'Alice' })).toBe('Statistiques d’Alice');
    expect(names('fr', 'title', { name: 'Émile' })).toBe('Statistiques d’Émile');
    expect(names('fr', 'title', { name: 'Bob' })).toBe('Statistiques de Bob');
    expect(names('fr', 'title', { name: 'Yann' })).toBe('Statistiques de Yann');
    expect(names('fr', 'title', { name: '<@42>' })).toBe('Statistiques de <@42>');
    expect(names('fr', 'bold', { name: 'Ötzi' })).toBe('La place d’**Ötzi** est libre. D’Ötzi !');
    expect(names('en', 'title', { name: 'Alice' })).toBe('Alice’s statistics');
  });

  test('an unknown placeholder stays visible instead of vanishing', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  test('parameters are type-checked from the catalog given', () => {
    // These lines only have to compile (or fail to, where marked); tsc checks the test folder.
    const checks = [
      // @ts-expect-error the player is missing
      () => t('fr', 'sample.template'),
      // @ts-expect-error a wrong parameter name
      () => t('fr', 'sample.template', { name: 'x' }),
      // @ts-expect-error the count is missing
      () => t('en', 'sample.function', {}),
      // @ts-expect-error a plain text takes no parameter
      () => t('en', 'sample.plain', { x: 1 }),
      // @ts-expect-error an unknown key
      () => t('en', 'sample.nope'),
      // @ts-expect-error a key of another catalog
      () => t('en', 'other.label'),
    ];
    expect(checks).toHaveLength(6);
  });

  test('a key without one of the languages does not compile', () => {
    const incomplete = {
      // @ts-expect-error English is missing
      'test.only': { fr: 'seulement en français' },
    } satisfies CatalogShape;
    const extra = {
      // @ts-expect-error German is not a language of the bot
      'test.extra': { fr: 'a', en: 'b', de: 'c' },
    } satisfies CatalogShape;
    expect(Object.keys({ ...incomplete, ...extra })).toHaveLength(2);
  });
});

describe('mergeCatalogs', () => {
  test('one translator speaks with the keys of both catalogs, typeset alike', () => {
    const both = translator(mergeCatalogs(SAMPLE, OTHER));
    expect(both('fr', 'sample.template', { player: 'Ana' })).toBe('Ana, à toi de jouer\u202f!');
    expect(both('fr', 'other.label')).toBe('Autre\u00a0: «\u00a0oui\u00a0»');
    expect(both('en', 'other.label')).toBe('Other: “yes”');
  });

  test('a key in both catalogs is refused: by the compiler and when the catalogs are merged', () => {
    const clash = { 'sample.plain': { fr: 'Autre', en: 'Other' } } as const satisfies CatalogShape;
    // @ts-expect-error 'sample.plain' is in both
    expect(() => mergeCatalogs(SAMPLE, clash)).toThrow(/sample\.plain/);
  });
});
