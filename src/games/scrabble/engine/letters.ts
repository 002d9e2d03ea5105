/** The languages of the game: each has its letter set and its word list. */
export const LANGUAGES = ['fr', 'en'] as const;
/** A language of the game. */
export type Language = (typeof LANGUAGES)[number];

/** The blank as the bag, racks and records write it. */
export const BLANK = '?';

/** The 26 letters, in order (a letter's index is its code in the word graph). */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** One kind of tile of a letter set: the letter (or '?'), how many, worth how much. */
export interface TileKind {
  readonly letter: string;
  readonly count: number;
  readonly points: number;
}

// [letter, count, points], A to Z then the blank: the French and English editions.
const FR: readonly (readonly [string, number, number])[] = [
  ['A', 9, 1], ['B', 2, 3], ['C', 2, 3], ['D', 3, 2], ['E', 15, 1], ['F', 2, 4], ['G', 2, 2], ['H', 2, 4], ['I', 8, 1],
  ['J', 1, 8], ['K', 1, 10], ['L', 5, 1], ['M', 3, 2], ['N', 6, 1], ['O', 6, 1], ['P', 2, 3], ['Q', 1, 8], ['R', 6, 1],
  ['S', 6, 1], ['T', 6, 1], ['U', 6, 1], ['V', 2, 4], ['W', 1, 10], ['X', 1, 10], ['Y', 1, 10], ['Z', 1, 10], ['?', 2, 0],
] as const;
const EN: readonly (readonly [string, number, number])[] = [
  ['A', 9, 1], ['B', 2, 3], ['C', 2, 3], ['D', 4, 2], ['E', 12, 1], ['F', 2, 4], ['G', 3, 2], ['H', 2, 4], ['I', 9, 1],
  ['J', 1, 8], ['K', 1, 5], ['L', 4, 1], ['M', 2, 3], ['N', 6, 1], ['O', 8, 1], ['P', 2, 3], ['Q', 1, 10], ['R', 6, 1],
  ['S', 4, 1], ['T', 6, 1], ['U', 4, 1], ['V', 2, 4], ['W', 2, 4], ['X', 1, 8], ['Y', 2, 4], ['Z', 1, 10], ['?', 2, 0],
] as const;

/** The letter sets by language: the tiles of a full bag. */
export const LETTER_SETS: Readonly<Record<Language, readonly TileKind[]>> = {
  fr: FR.map(([letter, count, points]) => ({ letter, count, points })),
  en: EN.map(([letter, count, points]) => ({ letter, count, points })),
};

const POINTS: Readonly<Record<Language, Readonly<Record<string, number>>>> = {
  fr: Object.fromEntries(FR.map(([letter, , points]) => [letter, points])),
  en: Object.fromEntries(EN.map(([letter, , points]) => [letter, points])),
};

/** What a tile is worth: a letter by the table, a blank ('?' on a rack, a lower-case letter on the board) nothing. */
export function tilePoints(language: Language, tile: string): number {
  return POINTS[language][tile] ?? 0;
}

/** The sum of the tiles of a rack. */
export function rackPoints(language: Language, rack: string): number {
  let sum = 0;
  for (const tile of rack) sum += tilePoints(language, tile);
  return sum;
}

/** Every tile of a full bag, in alphabetical order ('?' last). */
export function fullBag(language: Language): string {
  return LETTER_SETS[language].map(({ letter, count }) => letter.repeat(count)).join('');
}

/** A multiset of tiles written as a sorted string (blanks last), so equal multisets are equal strings. */
export function sortedTiles(tiles: string): string {
  return [...tiles].sort((a, b) => (a === BLANK ? 1 : 0) - (b === BLANK ? 1 : 0) || (a < b ? -1 : a > b ? 1 : 0)).join('');
}

/** The tiles of `from` once those of `taken` are removed, or null when `taken` has a tile `from` lacks. */
export function removeTiles(from: string, taken: string): string | null {
  const rest = [...from];
  for (const tile of taken) {
    const at = rest.indexOf(tile);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest.join('');
}
