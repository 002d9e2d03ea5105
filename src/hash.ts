/** Small deterministic hashes, for seeds derived from other seeds (same numbers on every machine). */

/** Mixes a 32-bit value into a 32-bit hash (murmur3's finaliser after a multiply-rotate step). */
export function mix(hash: number, value: number): number {
  let k = Math.imul(value | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  let h = (hash ^ k) | 0;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** Final avalanche of a hash, so that close inputs give unrelated seeds. */
export function finish(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A 32-bit seed from a list of numbers (each taken as a 32-bit integer; larger ones fold in their high part). */
export function hashNumbers(...values: readonly number[]): number {
  let h = 0x2545f491;
  for (const value of values) {
    h = mix(h, value);
    if (Math.abs(value) >= 2 ** 32) h = mix(h, Math.floor(value / 2 ** 32));
  }
  return finish(mix(h, values.length));
}
