/**
 * Fields of custom ids (see custom-id.ts). Kept apart, with nothing imported, so that
 * a game's module can use them while the registry that lists the games is still loading.
 */

/**
 * A field of a custom id, after the game id: an integer in a range, one of a few words, a yes or
 * no written 1 or 0 (`flag`), or a word that is written when the value is true and left out
 * otherwise (`mark`: read back as true when there, the key absent when not; only at the end).
 * An integer marked `optional` is left out when its value is absent, and its key is then absent
 * when read back; only the last field may be (so ids written before it was added still read).
 */
export type IdField =
  | { readonly int: readonly [min: number, max: number]; readonly optional?: true }
  | { readonly word: readonly string[] }
  | { readonly flag: true }
  | { readonly mark: string };

/** A move number in a custom id. */
export const MOVE_FIELD: IdField = { int: [0, 100_000] };

/** A yes or no in a custom id, written 1 or 0. */
export const FLAG_FIELD: IdField = { flag: true };
