/** ChaCuN's random play: decks shuffled, colours, uniformly random legal actions (the generator is src/games/random.ts). */
import * as basics from './basics.ts';
import type { PlayerColor } from './basics.ts';
import type { Action } from './actions.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard, type GameState } from './game.ts';
import { tileIdsOfKind } from './tiles.ts';
import type { Random } from '../../random.ts';

const { CELL_COUNT, PLAYER_COLORS, ROTATIONS } = basics;

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
      let total = 0;
      for (let i = 0; i < cells.length; i++) {
        MASKS[i] = board.fittingRotations(tile, cells[i]);
        total += BIT_COUNT[MASKS[i]];
      }
      let k = random.int(total);
      for (let i = 0; i < cells.length; i++) {
        const n = BIT_COUNT[MASKS[i]];
        if (k >= n) {
          k -= n;
          continue;
        }
        for (let r = 0; r < 4; r++) {
          if (!((MASKS[i] >> r) & 1)) continue;
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
/** The fitting rotations of each insertion cell, reused by every call (filled and read within one). */
const MASKS = new Uint8Array(CELL_COUNT);
