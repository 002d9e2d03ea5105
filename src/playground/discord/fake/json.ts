/** A JSON value as it travels over the wire, read-only once parsed. */
export type Json = null | boolean | number | string | readonly Json[] | JsonObject;

/** A JSON object. */
export type JsonObject = { readonly [key: string]: Json };

/** Whether a value is a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object under `key`, or an empty object when absent or of another type. */
export function objectAt(source: JsonObject, key: string): JsonObject {
  const value = source[key];
  return isObject(value) ? value : {};
}

/** The array under `key`, or an empty array when absent or of another type. */
export function arrayAt(source: JsonObject, key: string): readonly Json[] {
  const value = source[key];
  return Array.isArray(value) ? (value as readonly Json[]) : [];
}

/** The objects of the array under `key`, skipping anything that is not an object. */
export function objectsAt(source: JsonObject, key: string): readonly JsonObject[] {
  return arrayAt(source, key).filter(isObject);
}

/** The string under `key`, or undefined. */
export function stringAt(source: JsonObject, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' ? value : undefined;
}

/** The number under `key` (numeric strings accepted, as Discord does for bitfields), or undefined. */
export function numberAt(source: JsonObject, key: string): number | undefined {
  const value = source[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** The boolean under `key`, or undefined. */
export function booleanAt(source: JsonObject, key: string): boolean | undefined {
  const value = source[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** Parses JSON text; undefined when the text is not JSON. */
export function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}
