import type { Rotation } from './basics.ts';
import type { OccupantKind } from './board.ts';
import { occupyTile, placeTile, retakePawn, type GameState } from './game.ts';
import { fail, type Result } from './result.ts';

/** A player's move, as written in game records. */
export type Action =
  | { readonly type: 'place'; readonly tile: number; readonly x: number; readonly y: number; readonly rotation: Rotation }
  | { readonly type: 'occupy'; readonly occupant: { readonly kind: OccupantKind; readonly zone: number } | null }
  | { readonly type: 'retake'; readonly zone: number | null };

/** Applies a move to a state, whatever the state waits for (a mismatch is a WRONG_PHASE error). */
export function applyAction(state: GameState, action: Action): Result<GameState> {
  switch (action.type) {
    case 'place':
      return placeTile(state, { tileId: action.tile, x: action.x, y: action.y, rotation: action.rotation });
    case 'occupy':
      if (state.nextAction !== 'OCCUPY_TILE') return fail('WRONG_PHASE', `expected ${state.nextAction}, not OCCUPY_TILE`);
      return occupyTile(state, action.occupant === null ? null : { kind: action.occupant.kind, zoneId: action.occupant.zone });
    case 'retake':
      return retakePawn(state, action.zone);
  }
}
