/**
 * The tournament's seeded randomness: what breaks the last ties of a pairing (who meets whom within
 * a score group, who starts when all else is equal). The same plan, rounds and seed always give
 * the same round.
 */

/** mulberry32 from a 32-bit state: numbers in [0, 1), the same for the same state (also the random results of the tournament bench and tests). */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator of numbers in [0, 1) drawn from a seed and a round number (mulberry32 over both, mixed). */
export function roundRandom(seed: number, round: number): () => number {
  return mulberry32(Math.imul((seed >>> 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(Math.floor(seed / 2 ** 32) + 1, 0xc2b2ae35) ^ Math.imul(round + 1, 0x27d4eb2f));
}

/** A draw for each entrant (a number to sort by), from the generator. */
export function drawsFor(ids: readonly string[], random: () => number): (id: string) => number {
  const draws = new Map(ids.map((id) => [id, random()]));
  return (id) => draws.get(id) ?? 0;
}
