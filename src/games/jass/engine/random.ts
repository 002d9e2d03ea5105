// ---- Wide seeds. This block is the same, character for character, in the four engines' random.ts
// (src/games/{chacun,scrabble,jass,tchu}/engine/random.ts: engines import nothing from each other).

/**
 * The first wide seed. The platform draws 53-bit seeds: a seed from 2^32 on drives sfc32, whose
 * 128-bit state is made from every bit of the seed, so that a player cannot try all the seeds
 * offline against the first hand or tiles they see (2^32 are tried in minutes; 2^53 are out of
 * reach). A smaller seed keeps the game's own 32-bit generator and the very numbers it gave
 * before, so that games stored before, test records and goldens replay unchanged.
 */
const WIDE_SEEDS = 2 ** 32;

/** sfc32's state for a wide seed: its low and high 32-bit halves mixed with constants, then stirred. */
function wideState(seed: number): Int32Array {
  const low = seed >>> 0;
  const high = Math.floor(seed / WIDE_SEEDS) >>> 0;
  const state = Int32Array.of(low ^ 0x6a09e667, high ^ 0xbb67ae85, 0x3c6ef372, 1);
  for (let i = 0; i < 16; i++) wideNext(state);
  return state;
}

/** sfc32's next 32-bit unsigned output; advances the state (a, b, c and a counter d). */
function wideNext(state: Int32Array): number {
  const a = state[0];
  const b = state[1];
  const c = state[2];
  const d = state[3];
  const t = (((a + b) | 0) + d) | 0;
  state[0] = b ^ (b >>> 9);
  state[1] = (c + (c << 3)) | 0;
  state[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  state[3] = (d + 1) | 0;
  return t >>> 0;
}

// ---- End of the block shared by the four engines.

/**
 * Jass's own seeded pseudo-random generator (mulberry32; sfc32 for a wide seed): deals, trumps, random games and AI
 * choices. Its own so that Jass never depends on another game's engine.
 */
export class Random {
  private state: number;
  /** The state of a wide seed's generator; null for a seed below 2^32 (mulberry32's state above). */
  private readonly wide: Int32Array | null = null;

  constructor(seed: number) {
    // Mixing the seed once keeps nearby seeds (1, 2, 3…) from starting alike.
    this.state = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) | 0;
    // Last: the 32-bit generator's warm-up (ChaCuN's) must not draw from the wide one.
    this.wide = seed >= WIDE_SEEDS ? wideState(seed) : null;
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    if (this.wide !== null) return wideNext(this.wide);
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
