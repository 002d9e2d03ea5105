import type { Action } from '../games/chacun/engine/actions.ts';
import type { GameState } from '../games/chacun/engine/game.ts';

/**
 * The move the autopilot makes for a seat that plays by itself (a player who resigned, and for
 * now any AI seat): the first legal placement in reading order, no pawn taken back, no occupant.
 * It never scores on purpose and never blocks the others' areas with occupants.
 */
export function autopilotAction(state: GameState): Action {
  switch (state.nextAction) {
    case 'PLACE_TILE': {
      const tile = state.tileToPlace;
      if (tile === null) throw new Error('PLACE_TILE without a tile to place');
      // The engine only ever draws tiles that fit somewhere.
      const placement = state.board.legalPlacements(tile)[0];
      if (placement === undefined) throw new Error(`tile ${tile.id} was drawn but fits nowhere`);
      return { type: 'place', tile: tile.id, x: placement.x, y: placement.y, rotation: placement.rotation };
    }
    case 'OCCUPY_TILE':
      return { type: 'occupy', occupant: null };
    case 'RETAKE_PAWN':
      return { type: 'retake', zone: null };
    default:
      throw new Error(`the autopilot has nothing to do at ${state.nextAction}`);
  }
}
