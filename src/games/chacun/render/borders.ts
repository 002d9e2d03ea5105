import type { Tile } from '../engine/tiles.ts';
import { GRID, type Point } from './tile-space.ts';

/** The lines drawn between land zones, traced along the grid and smoothed. */

/**
 * A line between two land zones: the edge of a forest against a meadow, or a hedge
 * between two zones of the same type (two meadows, two forests) that are different areas.
 */
export interface BorderLine {
  readonly kind: 'edge' | 'hedge';
  /**
   * Its points as x0, y0, x1, y1… in tile units. Packed (a tile's borders run to a thousand points
   * each, 128,000 for the 95 tiles, kept by every render thread): as objects they held 6 MiB of
   * heap. Float32 holds them exactly: the grid's corners and Chaikin's quarter points are
   * fractions of 2¹⁴ at most.
   */
  readonly points: Float32Array;
}

/** Polylines along the edges between cells of different land labels, those between two zones of a type apart. */
export function borderLines(tile: Tile, labels: Int8Array, water: Uint8Array): BorderLine[] {
  const type: string[] = [];
  for (const zone of tile.zones) type[zone.id % 10] = zone.type;
  const same = (a: number, b: number): boolean => type[a] === type[b];
  return [
    ...chainedEdges(labels, water, (a, b) => !same(a, b)).map((points) => ({ kind: 'edge' as const, points: packed(points) })),
    ...chainedEdges(labels, water, same).map((points) => ({ kind: 'hedge' as const, points: packed(points) })),
  ];
}

/** Points as x0, y0, x1, y1… */
function packed(points: readonly Point[]): Float32Array {
  const coords = new Float32Array(2 * points.length);
  points.forEach((p, k) => {
    coords[2 * k] = p.x;
    coords[2 * k + 1] = p.y;
  });
  return coords;
}

/** Chains the grid edges between land cells of different labels accepted by a filter into smoothed polylines. */
function chainedEdges(labels: Int8Array, water: Uint8Array, accept: (a: number, b: number) => boolean): Point[][] {
  const V = GRID + 1;
  const adjacency = new Map<number, number[]>();
  const link = (a: number, b: number): void => {
    (adjacency.get(a) ?? adjacency.set(a, []).get(a)!).push(b);
    (adjacency.get(b) ?? adjacency.set(b, []).get(b)!).push(a);
  };
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const c = j * GRID + i;
      if (water[c]) continue;
      const l = labels[c];
      if (i + 1 < GRID && !water[c + 1] && labels[c + 1] !== l && accept(l, labels[c + 1])) link(j * V + i + 1, (j + 1) * V + i + 1);
      if (j + 1 < GRID && !water[c + GRID] && labels[c + GRID] !== l && accept(l, labels[c + GRID])) {
        link((j + 1) * V + i, (j + 1) * V + i + 1);
      }
    }
  }
  const used = new Set<string>();
  const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const lines: number[][] = [];
  const walk = (start: number, next: number): void => {
    const line = [start];
    let prev = start;
    let cur = next;
    used.add(key(prev, cur));
    for (;;) {
      line.push(cur);
      const around = adjacency.get(cur) as number[];
      if (around.length !== 2) break;
      const after = around[0] === prev ? around[1] : around[0];
      if (used.has(key(cur, after))) break;
      used.add(key(cur, after));
      prev = cur;
      cur = after;
    }
    lines.push(line);
  };
  for (const [vertex, around] of adjacency) {
    if (around.length === 2) continue;
    for (const next of around) if (!used.has(key(vertex, next))) walk(vertex, next);
  }
  for (const [vertex, around] of adjacency) for (const next of around) if (!used.has(key(vertex, next))) walk(vertex, next);
  return lines
    .filter((line) => line.length >= 3)
    .map((line) => smooth(line.map((v) => ({ x: (v % V) / GRID, y: Math.floor(v / V) / GRID }))));
}

/** Chaikin corner cutting, keeping both ends (closed loops come back to where they started). */
function smooth(points: Point[]): Point[] {
  let result = simplifyCollinear(points);
  for (let pass = 0; pass < 3; pass++) {
    const next: Point[] = [result[0]];
    for (let i = 0; i + 1 < result.length; i++) {
      const a = result[i];
      const b = result[i + 1];
      next.push({ x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y }, { x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y });
    }
    next.push(result[result.length - 1]);
    result = next;
  }
  return result;
}

/** Keeps the corners of a staircase line and the midpoints of its steps, for a smoother curve. */
function simplifyCollinear(points: Point[]): Point[] {
  if (points.length <= 2) return points;
  const result: Point[] = [points[0]];
  for (let i = 1; i + 1 < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    const c = points[i + 1];
    const turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (turn !== 0) result.push(b);
  }
  result.push(points[points.length - 1]);
  // Replace each run of steps by the midpoints of its segments.
  if (result.length <= 3) return result;
  const mids: Point[] = [result[0]];
  for (let i = 0; i + 1 < result.length; i++) mids.push({ x: (result[i].x + result[i + 1].x) / 2, y: (result[i].y + result[i + 1].y) / 2 });
  mids.push(result[result.length - 1]);
  return mids;
}
