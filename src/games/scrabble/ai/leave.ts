import { BLANK, type Language } from '../engine/letters.ts';

/**
 * What the tiles kept on the rack are worth for the next turns, in points (the `hard` AI adds it
 * to a play's score). Hand-set tables by language, not learnt: a blank and an S are worth a lot,
 * letters that fit many words a little, heavy or awkward ones cost; on top of that, duplicates
 * cost, a rack far from about two vowels in five costs, and a Q without a U (or a blank) costs.
 */
const TILE_VALUES: Readonly<Record<Language, Readonly<Record<string, number>>>> = {
  en: {
    '?': 24, S: 8, E: 3.5, X: 3.5, Z: 3, R: 1.5, H: 1, A: 0.5, D: 0.5, L: 0.5, M: 0.5, N: 0.5, T: 0.5, C: 0,
    I: -0.5, P: -0.5, Y: -0.5, O: -1, J: -1.5, K: -1.5, B: -2, F: -2, G: -2, U: -3, W: -3.5, V: -5.5, Q: -7,
  },
  fr: {
    '?': 25, S: 7, E: 3, R: 2, A: 1, L: 1, N: 1, T: 1, I: 0.5, C: 0, D: 0, M: 0, O: -0.5, P: -0.5, X: -1, Z: -1,
    U: -1.5, B: -1.5, G: -1.5, F: -2, H: -2, J: -3, V: -3.5, Y: -4, Q: -6, K: -6, W: -7,
  },
};

const VOWELS = new Set('AEIOU');
/** The share of vowels a good rack holds. */
const VOWEL_SHARE = 0.4;

/** The value of the tiles kept (`kept`: rack letters, '?' for a blank). Zero for an empty rack. */
export function leaveValue(language: Language, kept: string): number {
  if (kept.length === 0) return 0;
  const table = TILE_VALUES[language];
  const counts = new Map<string, number>();
  let value = 0;
  let vowels = 0;
  let letters = 0;
  for (const tile of kept) {
    value += table[tile] ?? 0;
    counts.set(tile, (counts.get(tile) ?? 0) + 1);
    if (tile === BLANK) continue;
    letters++;
    if (VOWELS.has(tile)) vowels++;
  }
  for (const [tile, count] of counts) {
    if (count < 2 || tile === BLANK) continue;
    // A second blank or S is still good; other duplicates block words, vowels most.
    if (tile === 'S') value -= (count - 1) * 2;
    else value -= (count - 1) * (VOWELS.has(tile) ? 4 : 3);
  }
  const off = Math.abs(vowels - Math.round(letters * VOWEL_SHARE));
  value -= off * (off + 1);
  if (counts.has('Q') && !counts.has('U') && !counts.has(BLANK)) value -= 5;
  return value;
}

/** The tiles of `rack` left once `used` is taken from it. */
export function keptTiles(rack: string, used: string): string {
  const rest = [...rack];
  for (const tile of used) {
    const at = rest.indexOf(tile);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest.join('');
}

/**
 * The best tiles to keep when exchanging: every sub-multiset of the rack (at most 128), the one
 * with the highest leave value (fewest tiles kept on a tie, then the first in rack order).
 */
export function bestKeep(language: Language, rack: string): { readonly kept: string; readonly given: string; readonly value: number } {
  const tiles = [...rack].sort();
  const seen = new Set<string>();
  let best = { kept: '', given: tiles.join(''), value: leaveValue(language, '') };
  for (let mask = 0; mask < 1 << tiles.length; mask++) {
    let kept = '';
    let given = '';
    for (let i = 0; i < tiles.length; i++) {
      if (mask & (1 << i)) kept += tiles[i];
      else given += tiles[i];
    }
    if (given === '' || seen.has(kept)) continue;
    seen.add(kept);
    const value = leaveValue(language, kept);
    if (value > best.value || (value === best.value && kept.length < best.kept.length)) best = { kept, given, value };
  }
  return best;
}
