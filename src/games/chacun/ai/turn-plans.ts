import type { Action } from '../engine/actions.ts';
import { ROTATIONS } from '../engine/basics.ts';
import { lastTilePotentialOccupants, occupyTile, ownPawnsOnBoard, placeTile, retakePawn, type GameState } from '../engine/game.ts';
import type { Result } from '../engine/result.ts';

/** Whether a state waits for a player's decision (not START_GAME nor END_GAME). */
export function awaitsPlayer(state: GameState): boolean {
  return state.nextAction === 'PLACE_TILE' || state.nextAction === 'RETAKE_PAWN' || state.nextAction === 'OCCUPY_TILE';
}

/** Whether the current turn still waits for the same player (shaman retake or occupant). */
export function midTurn(state: GameState): boolean {
  return state.nextAction === 'RETAKE_PAWN' || state.nextAction === 'OCCUPY_TILE';
}

function unwrap(result: Result<GameState>): GameState {
  if (!result.ok) throw new Error(`AI produced an illegal move: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** Every legal action of a state waiting for a player, in a fixed order (placements in reading order then rotation; "none" first). */
export function legalActions(state: GameState): Action[] {
  switch (state.nextAction) {
    case 'PLACE_TILE': {
      const tile = state.tileToPlace!;
      return state.board
        .legalPlacements(tile)
        .map(({ x, y, rotation }) => ({ type: 'place', tile: tile.id, x, y, rotation }) as const);
    }
    case 'RETAKE_PAWN':
      return [{ type: 'retake', zone: null }, ...ownPawnsOnBoard(state).map((pawn) => ({ type: 'retake', zone: pawn.zoneId }) as const)];
    case 'OCCUPY_TILE':
      return [
        { type: 'occupy', occupant: null },
        ...lastTilePotentialOccupants(state).map((o) => ({ type: 'occupy', occupant: { kind: o.kind, zone: o.zoneId } }) as const),
      ];
    default:
      return [];
  }
}

/** Applies an action known to be legal (an illegal one is a bug of the AI and throws). */
export function play(state: GameState, action: Action): GameState {
  switch (action.type) {
    case 'place':
      return unwrap(placeTile(state, { tileId: action.tile, x: action.x, y: action.y, rotation: action.rotation }));
    case 'retake':
      return unwrap(retakePawn(state, action.zone));
    case 'occupy':
      return unwrap(occupyTile(state, action.occupant === null ? null : { kind: action.occupant.kind, zoneId: action.occupant.zone }));
  }
}

/**
 * Calls `visit` for every way to complete the current turn from a state waiting for a
 * player: each placement followed by each shaman retake and each occupant choice.
 * States are visited one by one and not kept, so that memory stays small.
 */
export function forEachTurnPlan(state: GameState, visit: (actions: readonly Action[], end: GameState) => void): void {
  const walk = (current: GameState, actions: Action[]): void => {
    if (!midTurn(current)) {
      visit(actions, current);
      return;
    }
    for (const action of legalActions(current)) walk(play(current, action), [...actions, action]);
  };
  if (state.nextAction === 'PLACE_TILE') {
    const tile = state.tileToPlace!;
    const board = state.board;
    for (const cell of board.insertionCells()) {
      const mask = board.fittingRotations(tile, cell);
      if (mask === 0) continue;
      const x = (cell % 25) - 12;
      const y = ((cell / 25) | 0) - 12;
      for (let r = 0; r < 4; r++) {
        if (!((mask >> r) & 1)) continue;
        const action: Action = { type: 'place', tile: tile.id, x, y, rotation: ROTATIONS[r] };
        walk(play(state, action), [action]);
      }
    }
    return;
  }
  walk(state, []);
}

/** Plays a whole turn plan's actions from a state (the plan must be legal there). */
export function playAll(state: GameState, actions: readonly Action[]): GameState {
  let current = state;
  for (const action of actions) current = play(current, action);
  return current;
}
