import { expect } from 'vitest';
import type { PlayerColor, Rotation } from '../../../../src/games/chacun/engine/basics.ts';
import { ROTATIONS } from '../../../../src/games/chacun/engine/basics.ts';
import { initialState, occupyTile, placeTile, retakePawn, startGame, type GameState } from '../../../../src/games/chacun/engine/game.ts';
import type { OccupantKind } from '../../../../src/games/chacun/engine/board.ts';

/**
 * A started game with chosen deck orders. Scenario tests may put menhir tiles in the
 * normal deck (the engine accepts any tile there; records do not) to reach a power quickly.
 */
export function game(normal: number[], menhir: number[] = [], players: PlayerColor[] = ['RED', 'BLUE']): GameState {
  const result = startGame(initialState(players, normal, menhir));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Places the tile to place; fails the test if refused. */
export function place(state: GameState, x: number, y: number, rotation: Rotation = 'NONE'): GameState {
  expect(state.nextAction).toBe('PLACE_TILE');
  const result = placeTile(state, { tileId: state.tileToPlace!.id, x, y, rotation });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Occupies the last tile (or not, with no arguments); fails the test if refused. */
export function occupy(state: GameState, kind?: OccupantKind, zoneId?: number): GameState {
  const result = occupyTile(state, kind === undefined ? null : { kind, zoneId: zoneId! });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Skips occupying if the game asks for it. */
export function pass(state: GameState): GameState {
  return state.nextAction === 'OCCUPY_TILE' ? occupy(state) : state;
}

/** Takes back a pawn (or none with null); fails the test if refused. */
export function retake(state: GameState, zoneId: number | null): GameState {
  const result = retakePawn(state, zoneId);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Rotations in which the tile to place fits at (x, y). */
export function fits(state: GameState, x: number, y: number): Rotation[] {
  return ROTATIONS.filter((rotation) => state.board.canAddTile(state.tileToPlace!, { x, y }, rotation));
}

/** Messages as compact strings: kind:points:scorers. */
export function log(state: GameState): string[] {
  return state.messages.map((m) => `${m.kind}:${m.points}:${m.scorers.join('+')}`);
}
