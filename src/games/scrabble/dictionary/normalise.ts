/**
 * Letters written the way the game writes them: accents and other marks dropped (NFD, combining
 * marks removed) and ligatures split (Œ → OE, Æ → AE), each letter keeping its case
 * (a lower-case letter stands for a blank). What is not a letter is left as it is.
 */
export function foldLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ŒœÆæ]/g, (ligature) => LIGATURES[ligature] ?? ligature);
}

const LIGATURES: Readonly<Record<string, string>> = { Œ: 'OE', œ: 'oe', Æ: 'AE', æ: 'ae' };

/**
 * A word of a published list as the game writes it: folded (`foldLetters`), upper case; null
 * when something else than A–Z is left (hyphens, apostrophes, spaces, digits).
 */
export function normaliseWord(word: string): string | null {
  const plain = foldLetters(word).toUpperCase();
  return /^[A-Z]+$/.test(plain) ? plain : null;
}

/** A list's words normalised, without those `normaliseWord` refuses nor those of `refused` (as normalised), sorted and without duplicates. */
export function normaliseList(words: readonly string[], refused: readonly string[] = []): string[] {
  const kept = new Set<string>();
  const left = new Set(refused);
  for (const word of words) {
    const plain = normaliseWord(word);
    if (plain !== null && !left.has(plain)) kept.add(plain);
  }
  return [...kept].sort();
}
