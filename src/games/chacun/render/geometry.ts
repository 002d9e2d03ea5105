import { TILES, type Tile, type Zone } from '../engine/tiles.ts';

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

/**
 * A line between two land zones: the edge of a forest against a meadow, or a hedge
 * between two zones of the same type (two meadows, two forests) that are different areas.
 */
export interface BorderLine {
  readonly kind: 'edge' | 'hedge';
  readonly points: readonly Point[];
}

/** Where things of a zone are drawn. */
export interface ZonePlaces {
  readonly zoneId: number;
  /** Where an occupant of the zone stands (and where the close-up puts its number). */
  readonly anchor: Point;
  /** Centre of the zone's contents (animals, fish, menhir, mushrooms, power). */
  readonly contents: Point;
  /** Radius of the free disc around the contents point, in tile units. */
  readonly room: number;
}

/** The whole geometry of one tile, unrotated. */
export interface TileGeometry {
  readonly tileId: number;
  /** Per grid cell (row-major, GRID × GRID), the local number (0..9) of its zone. */
  readonly labels: Int8Array;
  /** Per grid cell, the land zone (local number) painted under water too, for the base fill. */
  readonly landLabels: Int8Array;
  /** Per grid cell, its distance (in cells) to the nearest cell of another zone or to the tile's edge. */
  readonly room: Float32Array;
  readonly rivers: readonly RiverShape[];
  readonly lakes: readonly LakeShape[];
  /** Lines between two different land zones (meadow/forest). */
  readonly borders: readonly BorderLine[];
  readonly places: ReadonlyMap<number, ZonePlaces>;
}

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

const INWARD: readonly Point[] = [
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

// ---- small deterministic noise, so that borders look drawn by hand ----

function hash(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** A seeded pseudo-random sequence in [0, 1). */
export function seeded(seed: number): () => number {
  let i = 0;
  return () => hash(seed * 7919 + i++);
}

/**
 * Smooth noise in about [-1, 1] on the grid's cells, different for every seed: a sum of
 * a few plane waves, each split as sin(a + b) = sin a cos b + cos a sin b to be quick.
 */
function noiseGrid(seed: number): Float32Array {
  const waves = [
    [0.5, 5.1, 3.7],
    [0.3, -4.3, 6.9],
    [0.25, 9.7, -2.9],
    [0.15, 13.1, 11.3],
  ];
  const result = new Float32Array(GRID * GRID);
  const sx = new Float64Array(GRID);
  const cx = new Float64Array(GRID);
  const sy = new Float64Array(GRID);
  const cy = new Float64Array(GRID);
  waves.forEach(([amplitude, fx, fy], k) => {
    const phase = hash(seed * 31 + k) * 2 * Math.PI;
    for (let i = 0; i < GRID; i++) {
      const t = (i + 0.5) / GRID;
      sx[i] = amplitude * Math.sin(fx * t + phase);
      cx[i] = amplitude * Math.cos(fx * t + phase);
      sy[i] = Math.sin(fy * t);
      cy[i] = Math.cos(fy * t);
    }
    for (let j = 0; j < GRID; j++) for (let i = 0; i < GRID; i++) result[j * GRID + i] += sx[i] * cy[j] + cx[i] * sy[j];
  });
  return result;
}

// ---- water ----

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

function lakeShapes(tile: Tile): LakeShape[] {
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

function riverShapes(tile: Tile, lakes: readonly LakeShape[]): RiverShape[] {
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

function distanceToPolyline(x: number, y: number, path: readonly Point[]): number {
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

// ---- land partition ----

/** A binary min-heap of cells keyed by distance. */
class CellHeap {
  private cells = new Int32Array(GRID * GRID * 2);
  private keys = new Float64Array(GRID * GRID * 2);
  size = 0;

  push(cell: number, key: number): void {
    if (this.size === this.cells.length) {
      const cells = new Int32Array(this.size * 2);
      const keys = new Float64Array(this.size * 2);
      cells.set(this.cells);
      keys.set(this.keys);
      this.cells = cells;
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.cells[i] = this.cells[parent];
      this.keys[i] = this.keys[parent];
      i = parent;
    }
    this.cells[i] = cell;
    this.keys[i] = key;
  }

  /** Removes the smallest entry; its key is left in `lastKey`. */
  pop(): number {
    const top = this.cells[0];
    this.lastKey = this.keys[0];
    const cell = this.cells[--this.size];
    const key = this.keys[this.size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1] < this.keys[child]) child++;
      if (this.keys[child] >= key) break;
      this.cells[i] = this.cells[child];
      this.keys[i] = this.keys[child];
      i = child;
    }
    this.cells[i] = cell;
    this.keys[i] = key;
    return top;
  }

  lastKey = 0;
}

// The 8 steps to a neighbouring cell, and their lengths.
const STEP_I = Int8Array.from([1, -1, 0, 0, 1, 1, -1, -1]);
const STEP_J = Int8Array.from([0, 0, 1, -1, 1, -1, 1, -1]);
const STEP_LENGTH = Float64Array.from([1, 1, 1, 1, Math.SQRT2, Math.SQRT2, Math.SQRT2, Math.SQRT2]);

/** How slowly a land zone spreads from its sides: forests a little slower than meadows, zones with contents faster. */
function spread(zone: Zone): number {
  return (zone.type === 'forest' ? 1.12 : 1) * (zoneHasContents(zone) ? 0.85 : 1);
}

function cellOf(p: Point): [number, number] {
  return [Math.min(GRID - 1, Math.max(0, Math.floor(p.x * GRID))), Math.min(GRID - 1, Math.max(0, Math.floor(p.y * GRID)))];
}

/** A run: consecutive side segments (clockwise, around the corners) owned by one zone. */
interface Run {
  readonly zoneId: number;
  /** Start and end as a perimeter parameter: side index + fraction, growing clockwise. */
  readonly from: number;
  readonly to: number;
}

function perimeterPoint(s: number): Point {
  const wrapped = ((s % 4) + 4) % 4;
  const d = Math.min(3, Math.floor(wrapped));
  return sidePoint(d, wrapped - d);
}

/** The runs of side segments around the tile, merged across corners and around the start. */
function sideRuns(tile: Tile): Run[] {
  const runs: { zoneId: number; from: number; to: number }[] = [];
  for (const segment of sideSegments(tile)) {
    const from = segment.direction + segment.from;
    const to = segment.direction + segment.to;
    const last = runs[runs.length - 1];
    if (last !== undefined && last.zoneId === segment.zoneId) last.to = to;
    else runs.push({ zoneId: segment.zoneId, from, to });
  }
  if (runs.length > 1 && runs[0].zoneId === runs[runs.length - 1].zoneId) {
    const last = runs.pop()!;
    runs[0].from = last.from - 4;
  }
  return runs;
}

/** Distance (in cells) from every cell to the nearest water cell (a large number if there is none). */
function waterDistance(water: Uint8Array): Float32Array {
  const d = new Float32Array(GRID * GRID);
  for (let c = 0; c < d.length; c++) d[c] = water[c] ? 0 : 1e6;
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const c = j * GRID + i;
      let v = d[c];
      if (i > 0) v = Math.min(v, d[c - 1] + 1);
      if (j > 0) {
        v = Math.min(v, d[c - GRID] + 1);
        if (i > 0) v = Math.min(v, d[c - GRID - 1] + Math.SQRT2);
        if (i < GRID - 1) v = Math.min(v, d[c - GRID + 1] + Math.SQRT2);
      }
      d[c] = v;
    }
  }
  for (let j = GRID - 1; j >= 0; j--) {
    for (let i = GRID - 1; i >= 0; i--) {
      const c = j * GRID + i;
      let v = d[c];
      if (i < GRID - 1) v = Math.min(v, d[c + 1] + 1);
      if (j < GRID - 1) {
        v = Math.min(v, d[c + GRID] + 1);
        if (i < GRID - 1) v = Math.min(v, d[c + GRID + 1] + Math.SQRT2);
        if (i > 0) v = Math.min(v, d[c + GRID - 1] + Math.SQRT2);
      }
      d[c] = v;
    }
  }
  return d;
}

/** Cost of a spine crossing each cell: high near the tile's edge, low along a river bank. */
function spineCosts(water: Uint8Array): Float32Array {
  const near = waterDistance(water);
  const cost = new Float32Array(GRID * GRID);
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const c = j * GRID + i;
      const edge = Math.min(i, j, GRID - 1 - i, GRID - 1 - j) + 0.5;
      cost[c] = 1 + 30 / (1 + edge) + 0.2 * Math.min(Math.max(near[c] - 3, 0), 40);
    }
  }
  return cost;
}

/**
 * A land zone owning several separate runs of the border (a meadow on both sides of a
 * forest, a forest across the tile) must stay in one piece: this finds a way through the
 * land, kept away from water and edges, joining its runs, for the flood to start from.
 */
function spinePaths(tile: Tile, water: Uint8Array): Map<number, number[]> {
  const runs = sideRuns(tile);
  const zones = new Map(tile.zones.map((zone) => [zone.id, zone]));
  const byZone = new Map<number, Run[]>();
  for (const run of runs) {
    if (zones.get(run.zoneId)?.type === 'river') continue;
    (byZone.get(run.zoneId) ?? byZone.set(run.zoneId, []).get(run.zoneId)!).push(run);
  }
  const result = new Map<number, number[]>();
  let costs: Float32Array | null = null;
  for (const [zoneId, own] of byZone) {
    if (own.length < 2) continue;
    costs ??= spineCosts(water);
    const ends = own.map((run) => {
      const [i, j] = cellOf(perimeterPoint((run.from + run.to) / 2));
      return j * GRID + i;
    });
    const cells: number[] = [];
    for (let k = 1; k < ends.length; k++) cells.push(...cheapestPath(ends[0], ends[k], water, costs));
    result.set(zoneId, cells);
  }
  return result;
}

/** The cells of a cheapest path between two cells through land, preferring open ground. */
function cheapestPath(from: number, to: number, water: Uint8Array, costs: Float32Array): number[] {
  const distance = new Float64Array(GRID * GRID).fill(Infinity);
  const previous = new Int32Array(GRID * GRID).fill(-1);
  const heap = new CellHeap();
  distance[from] = 0;
  heap.push(from, 0);
  while (heap.size > 0) {
    const cell = heap.pop();
    const d = heap.lastKey;
    if (d > distance[cell]) continue;
    if (cell === to) break;
    const i = cell % GRID;
    const j = (cell - i) / GRID;
    for (let k = 0; k < 8; k++) {
      const ni = i + STEP_I[k];
      const nj = j + STEP_J[k];
      const len = STEP_LENGTH[k];
      if (ni < 0 || nj < 0 || ni >= GRID || nj >= GRID) continue;
      const next = nj * GRID + ni;
      if (water[next]) continue;
      const nd = d + len * costs[next];
      if (nd < distance[next]) {
        distance[next] = nd;
        previous[next] = cell;
        heap.push(next, nd);
      }
    }
  }
  const path: number[] = [];
  for (let cell = to; cell >= 0; cell = previous[cell]) path.push(cell);
  return path[path.length - 1] === from ? path : [];
}

/**
 * Floods the land from the side segments: each cell takes the zone that reaches it first,
 * each zone moving at its own pace through slightly noisy ground; water stops it.
 */
function floodLand(tile: Tile, labels: Int8Array, water: Uint8Array): void {
  const distance = new Float64Array(GRID * GRID).fill(Infinity);
  const heap = new CellHeap();
  const cost = noiseGrid(tile.id);
  for (let c = 0; c < cost.length; c++) cost[c] = 1 + 0.35 * cost[c];
  const zones = new Map(tile.zones.map((zone) => [zone.id, zone]));
  for (const segment of sideSegments(tile)) {
    const zone = zones.get(segment.zoneId) as Zone;
    if (zone.type === 'river') continue;
    const n = Math.max(2, Math.ceil((segment.to - segment.from) * GRID * 2));
    for (let k = 0; k < n; k++) {
      const t = segment.from + ((k + 0.5) / n) * (segment.to - segment.from);
      const [i, j] = cellOf(sidePoint(segment.direction, t));
      const cell = j * GRID + i;
      if (water[cell] || distance[cell] === 0) continue;
      distance[cell] = 0;
      labels[cell] = zone.id % 10;
      heap.push(cell, 0);
    }
  }
  // A spine belongs to its zone for good, but only starts spreading a little later than
  // the sides do, so that the zones around it keep their room.
  const locked = new Uint8Array(GRID * GRID);
  const late = GRID * 0.16;
  for (const [zoneId, cells] of spinePaths(tile, water)) {
    for (const cell of cells) {
      if (distance[cell] === 0) continue;
      distance[cell] = late;
      labels[cell] = zoneId % 10;
      locked[cell] = 1;
      heap.push(cell, late);
    }
  }
  const pace = new Float32Array(10);
  for (const zone of tile.zones) pace[zone.id % 10] = spread(zone);
  // Dijkstra's algorithm with a bucket queue (distances rounded to a quarter cell when
  // ordering, which no one can see): much quicker than a heap here.
  const buckets: number[][] = [];
  const bucketOf = (d: number): number => Math.floor(d * 4);
  while (heap.size > 0) {
    const cell = heap.pop();
    (buckets[bucketOf(heap.lastKey)] ??= []).push(cell);
  }
  const done = new Uint8Array(GRID * GRID);
  for (let b = 0; b < buckets.length; b++) {
    const bucket = buckets[b];
    if (bucket === undefined) continue;
    for (let n = 0; n < bucket.length; n++) {
      const cell = bucket[n];
      if (done[cell]) continue;
      done[cell] = 1;
      const d = distance[cell];
      const label = labels[cell];
      const step = pace[label] * 0.5;
      const i = cell % GRID;
      const j = (cell - i) / GRID;
      for (let k = 0; k < 8; k++) {
        const ni = i + STEP_I[k];
        const nj = j + STEP_J[k];
        if (ni < 0 || nj < 0 || ni >= GRID || nj >= GRID) continue;
        const next = nj * GRID + ni;
        if (water[next] || locked[next] || done[next]) continue;
        const nd = d + STEP_LENGTH[k] * step * (cost[cell] + cost[next]);
        if (nd < distance[next]) {
          distance[next] = nd;
          labels[next] = label;
          (buckets[bucketOf(nd)] ??= []).push(next);
        }
      }
    }
    buckets[b] = [];
  }
}

/**
 * Keeps each land zone in one piece: the flood can leave a few stray cells of a zone
 * beyond another one's (along a river bank); they join the zone around them.
 */
function removeSpecks(labels: Int8Array, water: Uint8Array): void {
  const component = new Int32Array(GRID * GRID).fill(-1);
  const pieces: { label: number; cells: number[] }[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (water[start] || labels[start] < 0 || component[start] >= 0) continue;
    const label = labels[start];
    const cells = [start];
    component[start] = pieces.length;
    for (let k = 0; k < cells.length; k++) {
      const c = cells[k];
      const i = c % GRID;
      for (const n of [i > 0 ? c - 1 : -1, i < GRID - 1 ? c + 1 : -1, c - GRID, c + GRID]) {
        if (n < 0 || n >= labels.length || water[n] || component[n] >= 0 || labels[n] !== label) continue;
        component[n] = pieces.length;
        cells.push(n);
      }
    }
    pieces.push({ label, cells });
  }
  const largest = new Map<number, number>();
  pieces.forEach((piece, k) => {
    const best = largest.get(piece.label);
    if (best === undefined || pieces[best].cells.length < piece.cells.length) largest.set(piece.label, k);
  });
  pieces.forEach((piece, k) => {
    if (largest.get(piece.label) === k) return;
    const votes = new Map<number, number>();
    for (const c of piece.cells) {
      const i = c % GRID;
      for (const n of [i > 0 ? c - 1 : -1, i < GRID - 1 ? c + 1 : -1, c - GRID, c + GRID]) {
        if (n < 0 || n >= labels.length || water[n] || component[n] === k) continue;
        votes.set(labels[n], (votes.get(labels[n]) ?? 0) + 1);
      }
    }
    const winner = [...votes].sort((a, b) => b[1] - a[1])[0];
    if (winner !== undefined) for (const c of piece.cells) labels[c] = winner[0];
  });
}

/** Gives every still-unlabelled cell the label of a labelled neighbour (breadth first). */
function fillFromNeighbours(labels: Int8Array): void {
  let frontier: number[] = [];
  for (let cell = 0; cell < labels.length; cell++) {
    if (labels[cell] < 0) continue;
    const i = cell % GRID;
    const next = (i > 0 && labels[cell - 1] < 0) || (i < GRID - 1 && labels[cell + 1] < 0);
    if (next || labels[cell - GRID] < 0 || labels[cell + GRID] < 0) frontier.push(cell);
  }
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const cell of frontier) {
      const i = cell % GRID;
      const j = (cell - i) / GRID;
      for (let k = 0; k < 8; k++) {
        const ni = i + STEP_I[k];
        const nj = j + STEP_J[k];
        if (ni < 0 || nj < 0 || ni >= GRID || nj >= GRID) continue;
        const n = nj * GRID + ni;
        if (labels[n] < 0) {
          labels[n] = labels[cell];
          next.push(n);
        }
      }
    }
    frontier = next;
  }
}

/** Distance (in cells) from every cell to the nearest cell of another label or to the grid's edge. */
function roomMap(labels: Int8Array): Float32Array {
  const room = new Float32Array(GRID * GRID).fill(Infinity);
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const cell = j * GRID + i;
      const l = labels[cell];
      const edge =
        i === 0 ||
        j === 0 ||
        i === GRID - 1 ||
        j === GRID - 1 ||
        labels[cell - 1] !== l ||
        labels[cell + 1] !== l ||
        labels[cell - GRID] !== l ||
        labels[cell + GRID] !== l;
      if (edge) room[cell] = 0.5;
    }
  }
  // Two chamfer passes.
  const d1 = 1;
  const d2 = Math.SQRT2;
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const c = j * GRID + i;
      let v = room[c];
      if (i > 0) v = Math.min(v, room[c - 1] + d1);
      if (j > 0) {
        v = Math.min(v, room[c - GRID] + d1);
        if (i > 0) v = Math.min(v, room[c - GRID - 1] + d2);
        if (i < GRID - 1) v = Math.min(v, room[c - GRID + 1] + d2);
      }
      room[c] = v;
    }
  }
  for (let j = GRID - 1; j >= 0; j--) {
    for (let i = GRID - 1; i >= 0; i--) {
      const c = j * GRID + i;
      let v = room[c];
      if (i < GRID - 1) v = Math.min(v, room[c + 1] + d1);
      if (j < GRID - 1) {
        v = Math.min(v, room[c + GRID] + d1);
        if (i < GRID - 1) v = Math.min(v, room[c + GRID + 1] + d2);
        if (i > 0) v = Math.min(v, room[c + GRID - 1] + d2);
      }
      room[c] = v;
    }
  }
  return room;
}

// ---- borders between land zones ----

/** Polylines along the edges between cells of different land labels, those between two zones of a type apart. */
function borderLines(tile: Tile, labels: Int8Array, water: Uint8Array): BorderLine[] {
  const type: string[] = [];
  for (const zone of tile.zones) type[zone.id % 10] = zone.type;
  const same = (a: number, b: number): boolean => type[a] === type[b];
  return [
    ...chainedEdges(labels, water, (a, b) => !same(a, b)).map((points) => ({ kind: 'edge' as const, points })),
    ...chainedEdges(labels, water, same).map((points) => ({ kind: 'hedge' as const, points })),
  ];
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

// ---- places ----

function zoneHasContents(zone: Zone): boolean {
  switch (zone.type) {
    case 'meadow':
      return zone.animals.length > 0 || zone.power !== null;
    case 'forest':
      return zone.kind !== 'PLAIN';
    case 'river':
      return zone.fish > 0;
    case 'lake':
      return true;
  }
}

/** How much room a zone's contents need (radius in tile units). */
export function contentsRadius(zone: Zone): number {
  const n = contentsItemCount(zone);
  return n <= 1 ? 0.1 : n === 2 ? 0.17 : 0.2;
}

/** Number of icons drawn for a zone's contents. */
export function contentsItemCount(zone: Zone): number {
  switch (zone.type) {
    case 'meadow':
      return zone.animals.length + (zone.power === null ? 0 : 1);
    case 'forest':
      return zone.kind === 'PLAIN' ? 0 : 1;
    case 'river':
      return zone.fish > 0 ? 1 : 0;
    case 'lake':
      return 1 + (zone.power === null ? 0 : 1);
  }
}

function zonePlaces(
  tile: Tile,
  labels: Int8Array,
  room: Float32Array,
  rivers: readonly RiverShape[],
  lakes: readonly LakeShape[],
): Map<number, ZonePlaces> {
  const cellsOf: number[][] = Array.from({ length: 10 }, () => []);
  for (let c = 0; c < labels.length; c++) if (labels[c] >= 0) cellsOf[labels[c]].push(c);
  const places = new Map<number, ZonePlaces>();
  for (const zone of tile.zones) {
    if (zone.type === 'lake') {
      places.set(zone.id, lakePlaces(lakes.find((lake) => lake.zoneId === zone.id)!, rivers));
      continue;
    }
    const cells = cellsOf[zone.id % 10];
    if (cells.length === 0) throw new Error(`tile ${tile.id}: zone ${zone.id} has no room`);
    let sx = 0;
    let sy = 0;
    for (const c of cells) {
      sx += c % GRID;
      sy += (c / GRID) | 0;
    }
    const cx = sx / cells.length;
    const cy = sy / cells.length;
    // The most open cell (ties go to the one nearest to the zone's centre of mass).
    let best = -1;
    let bestScore = -Infinity;
    for (const c of cells) {
      const dx = (c % GRID) - cx;
      const dy = ((c / GRID) | 0) - cy;
      const score = Math.min(room[c], GRID * 0.16) - 0.02 * Math.sqrt(dx * dx + dy * dy);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    const pole = centreOf(best);
    if (!zoneHasContents(zone)) {
      places.set(zone.id, { zoneId: zone.id, anchor: pole, contents: pole, room: room[best] / GRID });
      continue;
    }
    // Contents take the most open spot; the occupant stands next to them, with room.
    const keep = (contentsRadius(zone) + 0.1) * GRID;
    const px = pole.x * GRID - 0.5;
    const py = pole.y * GRID - 0.5;
    let second = best;
    let secondScore = -Infinity;
    for (const c of cells) {
      const dx = (c % GRID) - px;
      const dy = ((c / GRID) | 0) - py;
      const away = Math.sqrt(dx * dx + dy * dy);
      const score = Math.min(room[c], GRID * 0.12) + Math.min(0, away - keep) - 0.03 * away;
      if (score > secondScore) {
        secondScore = score;
        second = c;
      }
    }
    places.set(zone.id, { zoneId: zone.id, anchor: centreOf(second), contents: pole, room: room[best] / GRID });
  }
  return places;
}

function centreOf(cell: number): Point {
  return { x: ((cell % GRID) + 0.5) / GRID, y: (Math.floor(cell / GRID) + 0.5) / GRID };
}

/** A lake's contents sit in its middle; its hut stands on its rim, on the side farthest from the rivers. */
function lakePlaces(lake: LakeShape, rivers: readonly RiverShape[]): ZonePlaces {
  let anchor = lake.centre;
  let bestScore = -Infinity;
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * 2 * Math.PI + 0.2;
    const p = { x: lake.centre.x + 0.85 * lake.radius * Math.cos(a), y: lake.centre.y + 0.85 * lake.radius * Math.sin(a) };
    const clear = Math.min(1, ...rivers.map((river) => distanceToPolyline(p.x, p.y, river.path)));
    const inside = Math.min(p.x, p.y, 1 - p.x, 1 - p.y);
    const score = Math.min(clear, 0.2) + 0.5 * Math.min(inside, 0.2);
    if (score > bestScore) {
      bestScore = score;
      anchor = p;
    }
  }
  return { zoneId: lake.zoneId, anchor, contents: lake.centre, room: lake.radius };
}

/** Calls f on every cell (with its centre) of the box around segment ab widened by r. */
function forCellsNear(a: Point, b: Point, r: number, f: (cell: number, x: number, y: number) => void): void {
  const i0 = Math.max(0, Math.floor((Math.min(a.x, b.x) - r) * GRID));
  const i1 = Math.min(GRID - 1, Math.ceil((Math.max(a.x, b.x) + r) * GRID));
  const j0 = Math.max(0, Math.floor((Math.min(a.y, b.y) - r) * GRID));
  const j1 = Math.min(GRID - 1, Math.ceil((Math.max(a.y, b.y) + r) * GRID));
  for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) f(j * GRID + i, (i + 0.5) / GRID, (j + 0.5) / GRID);
}

function computeGeometry(tile: Tile): TileGeometry {
  const lakes = lakeShapes(tile);
  const rivers = riverShapes(tile, lakes);
  const labels = new Int8Array(GRID * GRID).fill(-1);
  const water = new Uint8Array(GRID * GRID);
  // Lakes first: a river ends under its lake.
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
  const land = new Int8Array(GRID * GRID).fill(-1);
  floodLand(tile, land, water);
  removeSpecks(land, water);
  fillFromNeighbours(land);
  for (let c = 0; c < labels.length; c++) if (!water[c]) labels[c] = land[c];
  const room = roomMap(labels);
  return {
    tileId: tile.id,
    labels,
    landLabels: land,
    room,
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

/** Where a zone's contents are centred on a tile turned by a rotation, in tile coordinates. */
export function zoneContentsPoint(zoneId: number, rotation: number): Point {
  const places = tileGeometry(Math.floor(zoneId / 10)).places.get(zoneId);
  if (places === undefined) throw new Error(`no zone ${zoneId}`);
  return rotatePoint(places.contents, rotation);
}
