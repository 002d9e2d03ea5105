import * as basics from './basics.ts';
import type { PlayerColor } from './basics.ts';
import type { Action } from './actions.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard, type GameState } from './game.ts';
import { tileIdsOfKind } from './tiles.ts';

const { PLAYER_COLORS, ROTATIONS } = basics;

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
 * A small, fast, seeded pseudo-random generator (sfc32), for shuffles, simulations and AI: its
 * 128-bit state is seeded from the seed's low 32 bits alone, a wide seed's from all of them.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** The state of a wide seed's generator; null for a seed below 2^32 (the fields above). */
  private readonly wide: Int32Array | null = null;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed | 0;
    for (let i = 0; i < 15; i++) this.nextUint32();
    // Last: the 32-bit generator's warm-up (ChaCuN's) must not draw from the wide one.
    this.wide = seed >= WIDE_SEEDS ? wideState(seed) : null;
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    if (this.wide !== null) return wideNext(this.wide);
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A random element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
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

/** Both decks shuffled. */
export function shuffledDecks(random: Random): { normal: number[]; menhir: number[] } {
  return { normal: random.shuffle(tileIdsOfKind('NORMAL')), menhir: random.shuffle(tileIdsOfKind('MENHIR')) };
}

/** The first `count` colours, in colour order. */
export function firstColors(count: number): PlayerColor[] {
  return PLAYER_COLORS.slice(0, count);
}

/** A uniformly random legal action for the state (which must wait for a player). */
export function randomAction(state: GameState, random: Random): Action {
  switch (state.nextAction) {
    case 'PLACE_TILE': {
      const tile = state.tileToPlace!;
      const board = state.board;
      // Pick among (cell, rotation) pairs without building the whole list of placements.
      const cells = board.insertionCells();
      const masks: number[] = [];
      let total = 0;
      for (const cell of cells) {
        const mask = board.fittingRotations(tile, cell);
        masks.push(mask);
        total += BIT_COUNT[mask];
      }
      let k = random.int(total);
      for (let i = 0; i < cells.length; i++) {
        const n = BIT_COUNT[masks[i]];
        if (k >= n) {
          k -= n;
          continue;
        }
        for (let r = 0; r < 4; r++) {
          if (!((masks[i] >> r) & 1)) continue;
          if (k-- === 0) return { type: 'place', tile: tile.id, x: (cells[i] % 25) - 12, y: Math.floor(cells[i] / 25) - 12, rotation: ROTATIONS[r] };
        }
      }
      throw new Error('no legal placement for a drawn tile');
    }
    case 'OCCUPY_TILE': {
      const options = lastTilePotentialOccupants(state);
      const i = random.int(options.length + 1);
      return { type: 'occupy', occupant: i === options.length ? null : { kind: options[i].kind, zone: options[i].zoneId } };
    }
    case 'RETAKE_PAWN': {
      const pawns = ownPawnsOnBoard(state);
      const i = random.int(pawns.length + 1);
      return { type: 'retake', zone: i === pawns.length ? null : pawns[i].zoneId };
    }
    default:
      throw new Error(`no action to choose at ${state.nextAction}`);
  }
}

const BIT_COUNT = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
