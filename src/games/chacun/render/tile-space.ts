import type { Tile } from '../engine/tiles.ts';

/**
 * The space a tile is drawn in: the unit square, x to the east, y to the south, unrotated;
 * its sides, the stretches of them each zone owns, quarter turns, and the grid of cells on
 * which zones are laid out.
 */

/** A point in tile coordinates (the unit square). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Cells per side of the grid on which zones are laid out. */
export const GRID = 128;
/** Half the width of a river band, in tile units; a river side is meadow | river | meadow around the middle. */
export const RIVER_HALF_WIDTH = 0.085;

/** A stretch of a side owned by one zone, with its ends as fractions of the side, clockwise. */
export interface SideSegment {
  readonly direction: number;
  readonly zoneId: number;
  readonly from: number;
  readonly to: number;
}

/** The point at fraction t (clockwise) along side d (0 N, 1 E, 2 S, 3 W) of the unrotated unit square. */
export function sidePoint(direction: number, t: number): Point {
  switch (direction & 3) {
    case 0:
      return { x: t, y: 0 };
    case 1:
      return { x: 1, y: t };
    case 2:
      return { x: 1 - t, y: 1 };
    default:
      return { x: 0, y: 1 - t };
  }
}

/** Per side (0 N, 1 E, 2 S, 3 W), the unit vector pointing into the tile. */
export const INWARD: readonly Point[] = [
  { x: 0, y: 1 },
  { x: -1, y: 0 },
  { x: 0, y: -1 },
  { x: 1, y: 0 },
];

/** The side segments of a tile, unrotated: each zone owns exactly these stretches of the border. */
export function sideSegments(tile: Tile): SideSegment[] {
  const a = 0.5 - RIVER_HALF_WIDTH;
  const b = 0.5 + RIVER_HALF_WIDTH;
  return tile.sides.flatMap((side, direction) =>
    side.kind === 'river'
      ? [
          { direction, zoneId: side.zones[0], from: 0, to: a },
          { direction, zoneId: side.zones[1], from: a, to: b },
          { direction, zoneId: side.zones[2], from: b, to: 1 },
        ]
      : [{ direction, zoneId: side.zones[0], from: 0, to: 1 }],
  );
}

/** A point turned by r quarter turns clockwise about the tile's centre. */
export function rotatePoint(p: Point, rotation: number): Point {
  switch (rotation & 3) {
    case 0:
      return p;
    case 1:
      return { x: 1 - p.y, y: p.x };
    case 2:
      return { x: 1 - p.x, y: 1 - p.y };
    default:
      return { x: p.y, y: 1 - p.x };
  }
}

/** The grid cell (column, row) holding a point, clamped to the grid. */
export function cellOf(p: Point): [number, number] {
  return [Math.min(GRID - 1, Math.max(0, Math.floor(p.x * GRID))), Math.min(GRID - 1, Math.max(0, Math.floor(p.y * GRID)))];
}

/** The centre of a grid cell (row-major index), in tile coordinates. */
export function centreOf(cell: number): Point {
  return { x: ((cell % GRID) + 0.5) / GRID, y: (Math.floor(cell / GRID) + 0.5) / GRID };
}
