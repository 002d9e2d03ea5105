/**
 * A word of a published list as the game writes it: accents removed (NFD, combining marks
 * dropped), upper case; null when something else than A–Z is left (hyphens, apostrophes,
 * spaces, digits, ligatures).
 */
export function normaliseWord(word: string): string | null {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]+$/.test(plain) ? plain : null;
}

/** A list's words normalised, without those refused, sorted and without duplicates. */
export function normaliseList(words: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const word of words) {
    const plain = normaliseWord(word);
    if (plain !== null) kept.add(plain);
  }
  return [...kept].sort();
}
