/**
 * Small checks of values that come from outside (game records, stored documents, requests), as
 * their parsing functions use them, and the way an error message quotes a value it refuses.
 */

/** Whether a value is a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value is an integer number. */
export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** Most characters of a string value an error message quotes. */
const EXCERPT_CHARS = 24;

/** Characters that would not show in a message: controls, format marks, separators (a plain space shows). */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}]$/u;

/**
 * A value as an error message quotes it: short (a long string is cut, an array or object is only
 * named, never walked, so any depth or size is fine) and printable (invisible characters escaped,
 * quotes and backslashes too, so that the quoted string reads as JSON would write it).
 */
export function excerpt(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  switch (typeof value) {
    case 'string': {
      let shown = '';
      let count = 0;
      for (const char of value) {
        if (count === EXCERPT_CHARS) return `"${shown}…" (${value.length} characters)`;
        shown += escaped(char);
        count++;
      }
      return `"${shown}"`;
    }
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

function escaped(char: string): string {
  if (char === '"' || char === '\\') return `\\${char}`;
  if (char !== ' ' && INVISIBLE.test(char)) {
    const code = char.codePointAt(0) ?? 0;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return char;
}
