import * as basics from './basics.ts';
import type { PlayerColor } from './basics.ts';
import type { Action } from './actions.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard, type GameState } from './game.ts';
import { tileIdsOfKind } from './tiles.ts';

const { PLAYER_COLORS, ROTATIONS } = basics;

/** A small, fast, seeded pseudo-random generator (sfc32), for shuffles, simulations and AI. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed | 0;
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
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
