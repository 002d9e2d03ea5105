import type { Occupant } from '../engine/board.ts';
import { zoneAnchor, zoneLocalAt } from './geometry.ts';
import { contentsLayout } from './tile-painter.ts';
import type { Point } from './tile-space.ts';

/**
 * Where the occupant close-up puts its numbered markers on the tile: near each zone's anchor,
 * clear of the tile's contents (a fish and its count, an animal, a power) and of each other.
 */

/** Size of a choice marker, as a fraction of the close-up's tile (see `drawChoiceMarker`). */
export const MARKER_SIZE = 0.14;

/** A round part of a picture, in the units of the tile. */
export interface Disc {
  readonly type: 'disc';
  readonly x: number;
  readonly y: number;
  readonly r: number;
}
/** A rectangular part of a picture, in the units of the tile. */
export interface Box {
  readonly type: 'box';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
/** A part of a picture: a disc or a box. */
export type Shape = Disc | Box;

/**
 * What a choice marker drawn at (x, y) with a size covers (see `drawChoiceMarker`): its number's
 * disc, ring included, and the box of the pawn or hut drawn beside it, right and a little below.
 */
export function choiceMarkerShapes(x: number, y: number, size: number): [Disc, Box] {
  return [
    { type: 'disc', x, y, r: 0.46 * size },
    { type: 'box', x: x + 0.14 * size, y: y - 0.16 * size, width: 0.69 * size, height: 0.78 * size },
  ];
}

/**
 * What a tile's contents cover when painted `tilePixels` wide, in tile units (see
 * `paintContents`): each icon's badge, ring included, and a fish count's tag.
 */
export function contentShapes(tileId: number, rotation: number, tilePixels: number): Shape[] {
  return contentsLayout(tileId, rotation, tilePixels).flatMap((item): Shape[] => {
    const s = item.size;
    const badge: Shape = { type: 'disc', x: item.x, y: item.y, r: (item.kind === 'fish' ? 0.5 : item.kind === 'power' ? 0.61 : 0.54) * s };
    return item.kind === 'fish' ? [badge, { type: 'disc', x: item.x + 0.42 * s, y: item.y + 0.32 * s, r: 0.33 * s }] : [badge];
  });
}

/** Distance from a point to a box (0 inside it). */
function distanceToBox(x: number, y: number, box: Box): number {
  const dx = Math.max(box.x - x, 0, x - (box.x + box.width));
  const dy = Math.max(box.y - y, 0, y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

/** How deep two shapes run into each other (0 when they do not touch). */
export function shapesOverlap(a: Shape, b: Shape): number {
  if (a.type === 'disc' && b.type === 'disc') return Math.max(0, a.r + b.r - Math.hypot(a.x - b.x, a.y - b.y));
  if (a.type === 'box' && b.type === 'box') {
    const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
    const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
    return Math.max(0, Math.min(w, h));
  }
  const [disc, box] = a.type === 'disc' ? [a, b as Box] : [b as Disc, a];
  return Math.max(0, disc.r - distanceToBox(disc.x, disc.y, box));
}

/** Candidate places of a marker's centre: a grid over the tile, this many a side. */
const CANDIDATES = 64;
/** No marker comes nearer than this to the tile's edge (its outline is drawn there). */
const EDGE = 0.015;
/** Rounds of placing every marker given the others: later rounds let the first ones make way. */
const ROUNDS = 3;

/** A place a marker may take: its centre, what it would cover, and the zones there. */
interface Candidate {
  readonly p: Point;
  readonly shapes: readonly Shape[];
  /** The zone (local number) under the centre. */
  readonly zone: number;
  /** The zones under eight points around the number's disc, a little beyond its rim: the disc touches a zone found there. */
  readonly rim: readonly number[];
}

/** The places a marker may take on a tile: its whole drawing on the tile, clear of the edge. */
function candidates(tileId: number, rotation: number): Candidate[] {
  const size = MARKER_SIZE;
  const ring = Array.from({ length: 8 }, (_, k) => ({ dx: Math.cos((k * Math.PI) / 4) * 0.7 * size, dy: Math.sin((k * Math.PI) / 4) * 0.7 * size }));
  const list: Candidate[] = [];
  for (let j = 0; j < CANDIDATES; j++) {
    for (let i = 0; i < CANDIDATES; i++) {
      const p = { x: (i + 0.5) / CANDIDATES, y: (j + 0.5) / CANDIDATES };
      const shapes = choiceMarkerShapes(p.x, p.y, size);
      const [disc, figure] = shapes;
      const left = disc.x - disc.r;
      const top = Math.min(disc.y - disc.r, figure.y);
      const right = Math.max(disc.x + disc.r, figure.x + figure.width);
      const bottom = Math.max(disc.y + disc.r, figure.y + figure.height);
      if (left < EDGE || top < EDGE || right > 1 - EDGE || bottom > 1 - EDGE) continue;
      const rim = ring.map((r) => zoneLocalAt(tileId, rotation, { x: p.x + r.dx, y: p.y + r.dy }));
      list.push({ p, shapes, zone: zoneLocalAt(tileId, rotation, p), rim });
    }
  }
  return list;
}

/**
 * Where the numbered markers of the options go on a tile turned by a rotation and drawn
 * `tilePixels` wide, in tile units, in the options' order. Each takes, among the places where
 * it covers neither the tile's contents nor another marker (or, on a tile too crowded for
 * that, covers the least), the one nearest to its zone's anchor (options of one zone side by
 * side), its number's disc in its zone, or at least touching it where the zone has no free room
 * (a small lake under its fish).
 */
export function markerPlacesOnTile(tileId: number, rotation: number, options: readonly Occupant[], tilePixels: number): Point[] {
  const size = MARKER_SIZE;
  const homes = options.map((option) => {
    const same = options.filter((o) => o.zoneId === option.zoneId);
    const shift = same.length > 1 ? (same.indexOf(option) - (same.length - 1) / 2) * size * 1.3 : 0;
    const p = zoneAnchor(option.zoneId, rotation);
    return { x: p.x + shift, y: p.y };
  });
  const contents = contentShapes(tileId, rotation, tilePixels);
  const places = candidates(tileId, rotation);
  // Per option, the places it may take, the best first when nothing is in the way.
  const ranked = options.map((option, k) => {
    const local = option.zoneId % 10;
    return places
      .flatMap((c) => {
        const away = Math.hypot(c.p.x - homes[k].x, c.p.y - homes[k].y);
        // Near its anchor a marker may stand off its zone: options of one zone stand side by side.
        const inZone = c.zone === local || away <= size * 0.5;
        const outside = c.rim.filter((zone) => zone !== local).length;
        if (!inZone && outside === c.rim.length) return [];
        // Nearness to the anchor first; a disc wholly in its zone is worth a little; one only
        // touching its zone comes after any place in it a fifth of a tile farther.
        return [{ c, cost: away + 0.01 * outside + (inZone ? 0 : 0.2) }];
      })
      .sort((a, b) => a.cost - b.cost)
      .map(({ c }) => c);
  });
  const chosen: (Candidate | null)[] = options.map(() => null);
  for (let round = 0; round < ROUNDS; round++) {
    options.forEach((_, k) => {
      const obstacles = [...contents, ...chosen.flatMap((c, m) => (m === k || c === null ? [] : c.shapes))];
      let best: Candidate | null = null;
      let bestCovered = Infinity;
      for (const c of ranked[k]) {
        let covered = 0;
        for (const shape of c.shapes) for (const other of obstacles) covered += shapesOverlap(shape, other);
        if (covered < bestCovered - 1e-9) {
          bestCovered = covered;
          best = c;
          if (covered <= 1e-9) break;
        }
      }
      chosen[k] = best;
    });
  }
  // A zone with no room at all for a marker (never seen) keeps its anchor.
  return chosen.map((c, k) => c?.p ?? homes[k]);
}
