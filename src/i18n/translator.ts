import type { Locale } from './locale.ts';
import { typeset } from './typography.ts';

/**
 * One text of a catalog in one language: a template whose `{name}` placeholders are filled
 * from the parameters, or a function of its parameters (for plurals and choices).
 * A function must declare its parameter type, e.g. `(p: { count: number }) => …`.
 */
export type Entry = string | ((params: never) => string);

/** What a catalog must look like: every key in every language (a missing language fails to compile). */
export type CatalogShape = { readonly [key: string]: { readonly [L in Locale]: Entry } };

/** The `{name}` placeholders of a template, as a union of names. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The parameters one entry needs. */
type EntryParams<E> = E extends (params: infer P) => string
  ? P
  : E extends string
    ? { readonly [Name in Placeholders<E>]: string | number }
    : never;

/**
 * The parameters of a key of a catalog: those of its French and its English text together.
 * Distributed over the keys: a call's object literal is first typed against every key at once,
 * and every French text's parameters crossed with every English one's made, past some 316 keys
 * (a game's catalog merged with the platform's), a union too large to compile (TS2590).
 */
export type ParamsOf<C extends CatalogShape, K extends keyof C> = K extends unknown ? EntryParams<C[K]['fr']> & EntryParams<C[K]['en']> : never;

/** The argument list after the key: nothing when the text takes no parameter. */
type ParamArgs<C extends CatalogShape, K extends keyof C> = [keyof ParamsOf<C, K>] extends [never] ? [] : [params: ParamsOf<C, K>];

/**
 * The text of a catalog key in a language, with its parameters filled in and the language's
 * typography applied; its parameters are type-checked from the key's placeholders or function.
 */
export type Translate<C extends CatalogShape> = <K extends keyof C & string>(locale: Locale, key: K, ...args: ParamArgs<C, K>) => string;

/** Fills `{name}` placeholders; an unknown one is left visible rather than hidden. */
export function interpolate(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** A value that begins, past any markdown, with a vowel (not Y, often a consonant in names: Yann, Yves). */
const VOWEL_START = /^[*_~]*[AEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouàâäéèêëîïôöùûü]/;

/** The placeholders that hold a person's name (a letter, a number or a game's name is not elided before). */
const PERSON_PLACEHOLDERS = new Set(['name', 'player', 'host', 'requester', 'proposer']);

/**
 * French elision before a person's name: "de {name}" is written "d’Alice" when the name begins
 * with a vowel ("de Bob" stays). Only a placeholder's own "de" changes; the catalog's words are
 * already written as French writes them.
 */
function elide(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\b([Dd])e (\*\*)?\{(\w+)\}/g, (whole, d: string, bold: string | undefined, name: string) =>
    PERSON_PLACEHOLDERS.has(name) && Object.hasOwn(params, name) && VOWEL_START.test(String(params[name])) ? `${d}’${bold ?? ''}{${name}}` : whole,
  );
}

/**
 * The `t` of a catalog (the platform's, a game's, or both merged). Catalog texts are written
 * with plain spaces and `t` applies the language's typography (French no-break spaces, see
 * `typeset`). A template is typeset before its placeholders are filled, so a parameter (a
 * player's name, what a player typed) is never changed; a function's whole result is typeset,
 * so a function entry takes only the bot's own words and numbers as parameters.
 */
export function translator<C extends CatalogShape>(catalog: C): Translate<C> {
  return ((locale: Locale, key: string, params?: Readonly<Record<string, unknown>>): string => {
    const entry: Entry = (catalog as CatalogShape)[key][locale];
    return typeof entry === 'function'
      ? typeset((entry as (p: unknown) => string)(params ?? {}), locale)
      : interpolate(locale === 'fr' ? elide(typeset(entry, locale), params ?? {}) : typeset(entry, locale), params ?? {});
  }) as Translate<C>;
}

/**
 * Two catalogs as one, for code that speaks with both (a game's Discord side: the platform's
 * words and the game's). A key in both is refused: by the compiler, and at start-up.
 */
export function mergeCatalogs<A extends CatalogShape, B extends CatalogShape>(a: A, b: B & { readonly [K in keyof A & keyof B]: never }): A & B {
  const shared = Object.keys(b).filter((key) => Object.hasOwn(a, key));
  if (shared.length > 0) throw new Error(`catalogs share keys: ${shared.join(', ')}`);
  return { ...a, ...b };
}
