/** The result of something that can fail on bad input: a value, or an error saying why. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A successful result. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/**
 * A failed result.
 * @public Nothing uses it yet: the session's modules keep their own (issue 27, being rewritten) and will take this one.
 */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
