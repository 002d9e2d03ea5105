/**
 * The seeded pseudo-random generator of every game: shuffles, deals, bags, random games and AI
 * choices. One pure module beside the games' contract (game.ts), which the four engines import as
 * they import src/result.ts; it names no game's types.
 *
 * A seed from 2^32 on (the platform draws 53 bits) drives sfc32 from all its bits, the same for
 * every game, so that nobody can try every seed offline against the first hand or tiles they see
 * (2^32 seeds are tried in minutes; 2^53 are out of reach). A smaller seed keeps, game by game, the
 * 32-bit generator the game always had (its mixing, its warm-up, how it maps a draw to a range):
 * stored games, test records and goldens replay unchanged. Hence one constructor per game.
 */

/** The first wide seed: from it on, the generator is sfc32 seeded from every bit of the seed. */
const WIDE_SEEDS = 2 ** 32;

/**
 * How a game's generator draws from a seed below 2^32 (the numbers of its games before wide seeds):
 * - `chacun`: sfc32 from fixed constants and the seed's low 32 bits, warmed up by 15 draws;
 * - `jass`: mulberry32 from the seed mixed once (nearby seeds 1, 2, 3… would otherwise start alike);
 * - `scrabble`, `tchu`: mulberry32 from the seed as it is.
 * Scrabble also maps a draw to [0, n) by remainder where the others scale it (for any seed).
 */
type Variant = 'chacun' | 'jass' | 'scrabble' | 'tchu';

/**
 * A seeded generator: the same seed and game always give the same numbers. Made through a game's
 * own constructor (`ChacunRandom`, `JassRandom`, `ScrabbleRandom`, `TchuRandom`); typed as this.
 */
export class Random {
  // sfc32's state (a, b, c and a counter d), or mulberry32's in `a` alone.
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;
  /** Whether the state is mulberry32's (a seed below 2^32, every game but ChaCuN). */
  private readonly mulberry: boolean;
  /** Whether `int` maps by remainder (Scrabble) rather than by scaling. */
  private readonly remainder: boolean;
  /** Whether the seed is wide (2^32 or more): `nextSeed` then draws wide seeds. */
  private readonly wide: boolean;

  protected constructor(seed: number, variant: Variant) {
    this.wide = seed >= WIDE_SEEDS;
    this.remainder = variant === 'scrabble';
    this.mulberry = !this.wide && variant !== 'chacun';
    if (this.wide) {
      // Its low and high 32-bit halves mixed with constants, then stirred.
      this.a = (seed >>> 0) ^ 0x6a09e667;
      this.b = (Math.floor(seed / WIDE_SEEDS) >>> 0) ^ 0xbb67ae85;
      this.c = 0x3c6ef372;
      this.d = 1;
      for (let i = 0; i < 16; i++) this.sfc32();
    } else if (variant === 'chacun') {
      this.a = 0x9e3779b9 | 0;
      this.b = 0x243f6a88;
      this.c = 0xb7e15162 | 0;
      this.d = seed | 0;
      for (let i = 0; i < 15; i++) this.sfc32();
    } else if (variant === 'jass') this.a = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b);
    else this.a = seed | 0;
  }

  /** sfc32's next output; advances its state. */
  private sfc32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    if (!this.mulberry) return this.sfc32();
    const s = (this.a = (this.a + 0x6d2b79f5) | 0);
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n), n a positive integer (Scrabble's by remainder, the others' by scaling). */
  int(n: number): number {
    if (this.remainder) {
      if (!(n > 0)) throw new Error(`int(${n})`);
      return this.nextUint32() % n;
    }
    return Math.floor(this.next() * n);
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

  /**
   * A seed for another generator, drawn from this one and as wide as its own: a 32-bit generator
   * draws one 32-bit number (as before wide seeds), a wide one a seed from 2^32 to 2^53 − 1.
   */
  nextSeed(): number {
    if (!this.wide) return this.nextUint32();
    const high = 1 + (this.nextUint32() % 0x1fffff);
    return high * WIDE_SEEDS + this.nextUint32();
  }
}

/** ChaCuN's generator (decks, random games, AI). */
export class ChacunRandom extends Random {
  constructor(seed: number) {
    super(seed, 'chacun');
  }
}

/** Jass's generator (deals, trumps, random games, AI). */
export class JassRandom extends Random {
  constructor(seed: number) {
    super(seed, 'jass');
  }
}

/** Scrabble's generator (the bag, exchanged tiles put back, random games, AI). */
export class ScrabbleRandom extends Random {
  constructor(seed: number) {
    super(seed, 'scrabble');
  }
}

/** tCHu's generator (cards, tickets, first player, reshuffles, random games). */
export class TchuRandom extends Random {
  constructor(seed: number) {
    super(seed, 'tchu');
  }
}

/**
 * A seed derived from a seed and a counter (tCHu: the n-th reshuffle of a game has its own stream).
 * A wide seed gives the n-th wide seed its generator draws, so that a reshuffle, drawn from all the
 * bits of the game's shuffle seed, is as hard to guess as the first deal.
 */
export function derivedSeed(seed: number, n: number): number {
  if (seed >= WIDE_SEEDS) {
    const random = new TchuRandom(seed);
    let derived = random.nextSeed();
    for (let i = 0; i < n; i++) derived = random.nextSeed();
    return derived;
  }
  let h = (seed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A 32-bit FNV-1a hash of a string: a seed derived from hidden game data (Scrabble's bag) rather than from a clock. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
