/**
 * Jass's own seeded pseudo-random generator (mulberry32): deals, trumps, random games and AI
 * choices. Its own so that Jass never depends on another game's engine.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    // Mixing the seed once keeps nearby seeds (1, 2, 3…) from starting alike.
    this.state = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) | 0;
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.nextUint32() / 4294967296) * n);
  }

  /** A random element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[this.int(list.length)];
  }

  /** A shuffled copy of a list (Fisher–Yates). */
  shuffle<T>(list: readonly T[]): T[] {
    const result = [...list];
    for (let i = result.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [result[i], result[j]] = [result[j], result[i]];
    }
    return result;
  }
}
