import type { Tile, Zone } from '../engine/tiles.ts';
import { GRID, centreOf, type Point } from './tile-space.ts';
import { distanceToPolyline, type LakeShape, type RiverShape } from './water.ts';

/** Where the things of each zone go on a tile: its occupant, its contents, and how much room they have. */

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

/** Whether a zone has contents to draw (animals, a power, fish, a menhir, mushrooms; a lake always). */
export function zoneHasContents(zone: Zone): boolean {
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
function contentsRadius(zone: Zone): number {
  const n = contentsItemCount(zone);
  return n <= 1 ? 0.1 : n === 2 ? 0.17 : 0.2;
}

/** Number of icons drawn for a zone's contents. */
function contentsItemCount(zone: Zone): number {
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

/** The places of every zone of a tile, from its cell labels and room map. */
export function zonePlaces(
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

/** Distance (in cells) from every cell to the nearest cell of another label or to the grid's edge. */
export function roomMap(labels: Int8Array): Float32Array {
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
