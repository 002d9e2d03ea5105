import { ALPHABET, BLANK, type Language } from '../engine/letters.ts';
import { LEARNT_LEAVES } from './leave-table.ts';

/**
 * What the tiles kept on the rack are worth for the next turns, in points (the `hard` AI adds it
 * to a play's score): a table by language learnt from self-play (`tools/learn-leaves.ts`, stored
 * in `leave-table.ts`) with a value per tile kept, per extra copy of a tile (duplicates block
 * words), per number of letters and vowels kept (the rack's balance) and for a Q without a U.
 */
const VOWELS = new Set('AEIOU');

/** The tiles a leave table values, in order: A to Z then the blank. */
export const LEAVE_TILES: readonly string[] = [...ALPHABET, BLANK];
/** The most tiles a leave holds (a play uses at least one of seven). */
export const MAX_LEAVE = 6;

/**
 * A leave table learnt from self-play (`tools/learn-leaves.ts`): points against keeping nothing,
 * per tile kept (its first copy), per extra copy of a tile, per (letters kept, vowels among them)
 * (`balance[letters][vowels]`, blanks not counted as letters) and for a Q kept without a U.
 */
export interface LeaveTable {
  readonly samples: number;
  /** The mean points of the next turn after keeping nothing (the fit's intercept; not used in play). */
  readonly emptyLeavePoints: number;
  readonly tiles: Readonly<Record<string, number>>;
  readonly duplicates: Readonly<Record<string, number>>;
  readonly balance: readonly (readonly number[])[];
  readonly qWithoutU: number;
}

/** The features of a leave as the learnt table reads them: feature index → value (see `LeaveTable`). */
export function leaveFeatures(kept: string): Map<number, number> {
  const features = new Map<number, number>();
  if (kept.length === 0) return features;
  const tiles = LEAVE_TILES.length;
  const counts = new Map<string, number>();
  for (const tile of kept) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  let letters = 0;
  let vowels = 0;
  for (const [tile, count] of counts) {
    const at = LEAVE_TILES.indexOf(tile);
    features.set(at, 1);
    if (count > 1) features.set(tiles + at, count - 1);
    if (tile === BLANK) continue;
    letters += count;
    if (VOWELS.has(tile)) vowels += count;
  }
  features.set(2 * tiles + (letters * (letters + 1)) / 2 + vowels, 1);
  if (counts.has('Q') && !counts.has('U')) features.set(2 * tiles + ((MAX_LEAVE + 1) * (MAX_LEAVE + 2)) / 2, 1);
  return features;
}

/** The value of the tiles kept (`kept`: rack letters, '?' for a blank) by the language's learnt table; zero for an empty rack. */
export function leaveValue(language: Language, kept: string, table: LeaveTable = LEARNT_LEAVES[language]): number {
  return leaveValueBy(table, kept);
}

/** The value of the tiles kept by a leave table (zero for an empty rack). */
export function leaveValueBy(table: LeaveTable, kept: string): number {
  if (kept.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const tile of kept) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  let value = 0;
  let letters = 0;
  let vowels = 0;
  for (const [tile, count] of counts) {
    value += (table.tiles[tile] ?? 0) + (count - 1) * (table.duplicates[tile] ?? 0);
    if (tile === BLANK) continue;
    letters += count;
    if (VOWELS.has(tile)) vowels += count;
  }
  value += table.balance[letters]?.[vowels] ?? 0;
  if (counts.has('Q') && !counts.has('U')) value += table.qWithoutU;
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
export function bestKeep(language: Language, rack: string, table: LeaveTable = LEARNT_LEAVES[language]): { readonly kept: string; readonly given: string; readonly value: number } {
  const tiles = [...rack].sort();
  const seen = new Set<string>();
  let best = { kept: '', given: tiles.join(''), value: leaveValue(language, '', table) };
  for (let mask = 0; mask < 1 << tiles.length; mask++) {
    let kept = '';
    let given = '';
    for (let i = 0; i < tiles.length; i++) {
      if (mask & (1 << i)) kept += tiles[i];
      else given += tiles[i];
    }
    if (given === '' || seen.has(kept)) continue;
    seen.add(kept);
    const value = leaveValue(language, kept, table);
    if (value > best.value || (value === best.value && kept.length < best.kept.length)) best = { kept, given, value };
  }
  return best;
}

const COUNT_TILES = [...ALPHABET, BLANK];
const COUNT_VOWELS = COUNT_TILES.map((tile) => VOWELS.has(tile));
const Q = ALPHABET.indexOf('Q');
const U = ALPHABET.indexOf('U');

/**
 * The value of the tiles kept as the move generator counts them during a visit (by letter code,
 * 26 for blanks), by the language's learnt table: the same as `leaveValue`, without a string.
 */
export function leaveOfCounts(language: Language, counts: Int8Array, table: LeaveTable = LEARNT_LEAVES[language]): number {
  let value = 0;
  let letters = 0;
  let vowels = 0;
  let any = false;
  for (let code = 0; code < COUNT_TILES.length; code++) {
    const count = counts[code];
    if (count <= 0) continue;
    any = true;
    const tile = COUNT_TILES[code];
    value += (table.tiles[tile] ?? 0) + (count - 1) * (table.duplicates[tile] ?? 0);
    if (tile === BLANK) continue;
    letters += count;
    if (COUNT_VOWELS[code]) vowels += count;
  }
  if (!any) return 0;
  value += table.balance[letters]?.[vowels] ?? 0;
  if (counts[Q] > 0 && counts[U] <= 0) value += table.qWithoutU;
  return value;
}
