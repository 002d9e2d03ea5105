import { TILES, type Tile } from '../engine/tiles.ts';
import { borderLines, type BorderLine } from './borders.ts';
import { landLabels } from './land.ts';
import { GRID, cellOf, rotatePoint, type Point } from './tile-space.ts';
import { lakeShapes, markWater, riverShapes, type LakeShape, type RiverShape } from './water.ts';
import { roomMap, zonePlaces, type ZonePlaces } from './zone-places.ts';

/**
 * Tile geometry, computed once per tile from its sides and zones, in unrotated tile
 * coordinates: the unit square, x to the east, y to the south.
 *
 * Every side is cut into segments (one for a meadow or forest side, meadow | river |
 * meadow for a river side). Rivers are bands from their side to their lake, to their
 * other side, or ending in a spring; lakes are blobs inside the tile. The land zones
 * (meadows and forests) share the rest: a grid is flooded from each zone's side
 * segments, rivers and lakes acting as walls, so that every land zone reaches exactly
 * its segments and the two meadows along a river stay on their own bank. A zone owning
 * separate stretches of the border (a forest across the tile) also floods from a spine
 * joining them, so that it stays in one piece.
 *
 * Each step has its file: tile-space.ts (coordinates, sides, the grid), water.ts, land.ts,
 * borders.ts and zone-places.ts; this one puts them together and keeps the result per tile.
 */

/** The whole geometry of one tile, unrotated. */
export interface TileGeometry {
  readonly tileId: number;
  /** Per grid cell (row-major, GRID × GRID), the local number (0..9) of its zone. */
  readonly labels: Int8Array;
  /** Per grid cell, the land zone (local number) painted under water too, for the base fill. */
  readonly landLabels: Int8Array;
  readonly rivers: readonly RiverShape[];
  readonly lakes: readonly LakeShape[];
  /** Lines between two different land zones (meadow/forest). */
  readonly borders: readonly BorderLine[];
  readonly places: ReadonlyMap<number, ZonePlaces>;
}

function computeGeometry(tile: Tile): TileGeometry {
  const lakes = lakeShapes(tile);
  const rivers = riverShapes(tile, lakes);
  const labels = new Int8Array(GRID * GRID).fill(-1);
  const water = new Uint8Array(GRID * GRID);
  markWater(lakes, rivers, labels, water);
  const land = landLabels(tile, water);
  for (let c = 0; c < labels.length; c++) if (!water[c]) labels[c] = land[c];
  const room = roomMap(labels);
  return {
    tileId: tile.id,
    labels,
    landLabels: land,
    rivers,
    lakes,
    borders: borderLines(tile, labels, water),
    places: zonePlaces(tile, labels, room, rivers, lakes),
  };
}

const GEOMETRIES: (TileGeometry | undefined)[] = [];

/** The geometry of a tile (computed on first use, then kept). */
export function tileGeometry(tileId: number): TileGeometry {
  let geometry = GEOMETRIES[tileId];
  if (geometry === undefined) {
    const tile = TILES[tileId];
    if (tile === undefined) throw new Error(`no tile ${tileId}`);
    geometry = computeGeometry(tile);
    GEOMETRIES[tileId] = geometry;
  }
  return geometry;
}

/** The local zone number (0..9) under a point of a tile turned by a rotation (quarter turns clockwise). */
export function zoneLocalAt(tileId: number, rotation: number, p: Point): number {
  const q = rotatePoint(p, (4 - (rotation & 3)) & 3);
  const [i, j] = cellOf(q);
  return tileGeometry(tileId).labels[j * GRID + i];
}

/**
 * Where an occupant of a zone stands on a tile turned by a rotation, in tile coordinates
 * (0..1, x to the east, y to the south): the anchor used for occupants and close-up numbers.
 */
export function zoneAnchor(zoneId: number, rotation: number): Point {
  const places = tileGeometry(Math.floor(zoneId / 10)).places.get(zoneId);
  if (places === undefined) throw new Error(`no zone ${zoneId}`);
  return rotatePoint(places.anchor, rotation);
}
