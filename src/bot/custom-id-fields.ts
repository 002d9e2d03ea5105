/**
 * Fields of the games' custom ids (see custom-id.ts). Kept apart, with nothing imported, so that
 * a game's module can use them while the registry that lists the games is still loading.
 */

/** A field of a game's custom id: an integer in a range, or one of a few words. */
export type IdField = { readonly int: readonly [min: number, max: number] } | { readonly word: readonly string[] };

/** A move number in a custom id. */
export const MOVE_FIELD: IdField = { int: [0, 100_000] };
