import type { Tile, Zone } from '../engine/tiles.ts';
import { noiseGrid } from './noise.ts';
import { GRID, cellOf, sidePoint, sideSegments, type Point } from './tile-space.ts';
import { zoneHasContents } from './zone-places.ts';

/**
 * The land zones (meadows and forests) share what water leaves of a tile: a grid is flooded
 * from each zone's side segments, rivers and lakes acting as walls, so that every land zone
 * reaches exactly its segments and the two meadows along a river stay on their own bank. A
 * zone owning separate stretches of the border (a forest across the tile) also floods from a
 * spine joining them, so that it stays in one piece.
 */

/**
 * The land zone (local number) of every cell, water cells included (for the base fill):
 * flooded from the sides, each zone then kept in one piece, and the cells no zone reached
 * given to a neighbour.
 */
export function landLabels(tile: Tile, water: Uint8Array): Int8Array {
  const land = new Int8Array(GRID * GRID).fill(-1);
  floodLand(tile, land, water);
  removeSpecks(land, water);
  fillFromNeighbours(land);
  return land;
}

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
