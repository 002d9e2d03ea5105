import type { Pos, Rotation } from './basics.ts';
import type { GameState } from './game.ts';

/** A position where the tile to place fits, with the rotations it fits in. */
export interface FittingPosition {
  readonly pos: Pos;
  readonly rotations: readonly Rotation[];
}

/**
 * The positions where the tile to place fits, in the order of the menus: by column, then
 * row, as a player reads them off the image's edges (A1, A2, …, B1, …).
 */
export function fittingPositions(state: GameState): FittingPosition[] {
  const tile = state.tileToPlace;
  if (state.nextAction !== 'PLACE_TILE' || tile === null) return [];
  const byCell = new Map<string, { pos: Pos; rotations: Rotation[] }>();
  for (const placement of state.board.legalPlacements(tile)) {
    const key = `${placement.x},${placement.y}`;
    const entry = byCell.get(key) ?? { pos: { x: placement.x, y: placement.y }, rotations: [] };
    entry.rotations.push(placement.rotation);
    byCell.set(key, entry);
  }
  return [...byCell.values()].sort((a, b) => a.pos.x - b.pos.x || a.pos.y - b.pos.y);
}

/** The rotations in which the tile to place fits at a position (none if it does not fit there). */
export function fittingRotations(state: GameState, pos: Pos): Rotation[] {
  return fittingPositions(state).find((p) => p.pos.x === pos.x && p.pos.y === pos.y)?.rotations.slice() ?? [];
}

/**
 * The positions where the tile to place fits, the nearest to a position first (by straight-line
 * distance, then in the order of the menus): where to point a player who aimed at that position.
 */
export function fittingPositionsNear(state: GameState, pos: Pos): FittingPosition[] {
  const distance = (p: Pos) => (p.x - pos.x) ** 2 + (p.y - pos.y) ** 2;
  return fittingPositions(state)
    .map((p, order) => ({ p, order, distance: distance(p.pos) }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .map(({ p }) => p);
}
