import type { Tile } from '../engine/tiles.ts';
import { seeded } from './noise.ts';
import { GRID, INWARD, RIVER_HALF_WIDTH, sidePoint, type Point } from './tile-space.ts';

/**
 * Water on a tile: rivers are bands from their side to their lake, to their other side, or
 * ending in a spring; lakes are blobs inside the tile. Their shapes, and the grid cells they
 * cover (walls for the land zones).
 */

/** A river drawn as a band along a polyline, from its (first) side. */
export interface RiverShape {
  readonly zoneId: number;
  /** Centre line, from the side it starts on. */
  readonly path: readonly Point[];
  /** How the river ends: in its lake, on another side, or in a spring inside the tile. */
  readonly end: 'lake' | 'side' | 'spring';
}

/** A lake drawn as a closed blob. */
export interface LakeShape {
  readonly zoneId: number;
  readonly centre: Point;
  readonly radius: number;
  /** Closed outline (the last point joins the first). */
  readonly outline: readonly Point[];
}

function bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    points.push({ x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y });
  }
  return points;
}

function add(p: Point, q: Point, k = 1): Point {
  return { x: p.x + k * q.x, y: p.y + k * q.y };
}

function riverSides(tile: Tile, zoneId: number): number[] {
  const result: number[] = [];
  tile.sides.forEach((side, d) => {
    if (side.kind === 'river' && side.zones[1] === zoneId) result.push(d);
  });
  return result;
}

/** The lakes of a tile, each placed away from its rivers and from the other lake or spring. */
export function lakeShapes(tile: Tile): LakeShape[] {
  const lakes = tile.zones.filter((zone) => zone.type === 'lake');
  return lakes.map((lake) => {
    const sides = tile.zones.flatMap((zone) => (zone.type === 'river' && zone.lakeId === lake.id ? riverSides(tile, zone.id) : []));
    let dx = 0;
    let dy = 0;
    for (const d of sides) {
      dx -= INWARD[d].x;
      dy -= INWARD[d].y;
    }
    // A lake stays central, unless it shares the tile with another lake or with a spring,
    // which it must leave room for.
    const spring = tile.zones.some((zone) => zone.type === 'river' && zone.lakeId === null && riverSides(tile, zone.id).length === 1);
    const pull = lakes.length > 1 ? 0.3 : spring ? 0.2 : 0.06;
    const n = Math.max(1, sides.length);
    const centre = { x: 0.5 + (pull * dx) / n, y: 0.5 + (pull * dy) / n };
    const radius = lakes.length > 1 ? 0.14 : spring ? 0.16 : 0.18;
    const random = seeded(lake.id);
    const phases = [random() * 6.3, random() * 6.3, random() * 6.3];
    const outline: Point[] = [];
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * 2 * Math.PI;
      const r = radius * (1 + 0.07 * Math.sin(3 * a + phases[0]) + 0.05 * Math.sin(5 * a + phases[1]) + 0.03 * Math.sin(2 * a + phases[2]));
      outline.push({ x: centre.x + r * Math.cos(a), y: centre.y + r * Math.sin(a) });
    }
    return { zoneId: lake.id, centre, radius, outline };
  });
}

/** The rivers of a tile, each from its first side to its lake, its other side or a spring. */
export function riverShapes(tile: Tile, lakes: readonly LakeShape[]): RiverShape[] {
  const result: RiverShape[] = [];
  for (const zone of tile.zones) {
    if (zone.type !== 'river') continue;
    const sides = riverSides(tile, zone.id);
    const start = sidePoint(sides[0], 0.5);
    const inward = INWARD[sides[0]];
    if (zone.lakeId !== null) {
      const lake = lakes.find((l) => l.zoneId === zone.lakeId) as LakeShape;
      const p1 = add(start, inward, 0.18);
      result.push({ zoneId: zone.id, path: bezier(start, p1, add(p1, add(lake.centre, p1, -1), 0.5), lake.centre, 24), end: 'lake' });
    } else if (sides.length >= 2) {
      const end = sidePoint(sides[1], 0.5);
      result.push({
        zoneId: zone.id,
        path: bezier(start, add(start, inward, 0.36), add(end, INWARD[sides[1]], 0.36), end, 32),
        end: 'side',
      });
    } else {
      // A spring: the river starts inside the tile, bending a little.
      const bend = seeded(zone.id)() < 0.5 ? -1 : 1;
      const side = { x: -inward.y * bend, y: inward.x * bend };
      const p1 = add(start, inward, 0.14);
      const tip = add(add(start, inward, 0.27), side, 0.05);
      result.push({ zoneId: zone.id, path: bezier(start, p1, add(p1, side, 0.02), tip, 20), end: 'spring' });
    }
  }
  return result;
}

/** Distance from (x, y) to the nearest point of a polyline. */
export function distanceToPolyline(x: number, y: number, path: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i];
    const b = path[i + 1];
    const vx = b.x - a.x;
    const vy = b.y - a.y;
    const len2 = vx * vx + vy * vy;
    let t = len2 === 0 ? 0 : ((x - a.x) * vx + (y - a.y) * vy) / len2;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const dx = x - (a.x + t * vx);
    const dy = y - (a.y + t * vy);
    const d = dx * dx + dy * dy;
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

function insidePolygon(x: number, y: number, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Calls f on every cell (with its centre) of the box around segment ab widened by r. */
function forCellsNear(a: Point, b: Point, r: number, f: (cell: number, x: number, y: number) => void): void {
  const i0 = Math.max(0, Math.floor((Math.min(a.x, b.x) - r) * GRID));
  const i1 = Math.min(GRID - 1, Math.ceil((Math.max(a.x, b.x) + r) * GRID));
  const j0 = Math.max(0, Math.floor((Math.min(a.y, b.y) - r) * GRID));
  const j1 = Math.min(GRID - 1, Math.ceil((Math.max(a.y, b.y) + r) * GRID));
  for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) f(j * GRID + i, (i + 0.5) / GRID, (j + 0.5) / GRID);
}

/**
 * Marks the cells under lakes and rivers as water, labelled with their zone's local number.
 * Lakes first: a river ends under its lake.
 */
export function markWater(lakes: readonly LakeShape[], rivers: readonly RiverShape[], labels: Int8Array, water: Uint8Array): void {
  for (const lake of lakes) {
    const r = lake.radius * 1.2;
    forCellsNear(lake.centre, lake.centre, r, (cell, x, y) => {
      if (insidePolygon(x, y, lake.outline)) {
        labels[cell] = lake.zoneId % 10;
        water[cell] = 1;
      }
    });
  }
  for (const river of rivers) {
    for (let k = 0; k + 1 < river.path.length; k++) {
      const a = river.path[k];
      const b = river.path[k + 1];
      forCellsNear(a, b, RIVER_HALF_WIDTH, (cell, x, y) => {
        if (water[cell]) return;
        if (distanceToPolyline(x, y, [a, b]) < RIVER_HALF_WIDTH) {
          labels[cell] = river.zoneId % 10;
          water[cell] = 1;
        }
      });
    }
  }
}
