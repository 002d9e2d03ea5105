import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { TILES, type Zone } from '../engine/tiles.ts';
import { ensureFonts } from '../../../render/fonts.ts';
import { tileGeometry, type TileGeometry } from './geometry.ts';
import {
  ANIMAL_EMOJI,
  FISH_EMOJI,
  MENHIR_EMOJI,
  MUSHROOM_EMOJI,
  POWER_EMOJI,
  drawBadge,
  drawEmoji,
  drawNumberTag,
} from './icons.ts';
import { seeded } from './noise.ts';
import { roomMap } from './zone-places.ts';
import { INK, TERRAIN } from './palette.ts';
import { GRID, RIVER_HALF_WIDTH, rotatePoint, type Point } from './tile-space.ts';

/**
 * Size of a content icon as a fraction of the tile's side: larger on small tiles, so that icons
 * stay readable. `unit` is how many image pixels make one pixel of the image shown on a phone
 * (its width over PHONE_WIDTH): what counts is the tile's size there.
 */
export function iconSize(tilePixels: number, unit = 1): number {
  return Math.min(0.3, Math.max(0.2, (18 * unit) / tilePixels));
}

/** Height of an icon's emoji, as a fraction of the icon's size (see `paintContents` and `drawEmoji`). */
const EMOJI_OF_ICON = 0.95 * 0.84;
/** Radius of a fish count's tag, as a fraction of the icon's size. */
const COUNT_TAG_OF_ICON = 0.3;
/** Height of a one-digit count in its tag, as a fraction of the tag's radius (see `drawNumberTag`). */
const COUNT_TEXT_OF_TAG = 1.7;
/** Smallest height of a text on a phone, in its pixels. */
const LEGIBLE_PX = 9;
/**
 * Smallest height of an icon's emoji in the image's own pixels: a picture of a board too large
 * for its icons to read on a phone still shows them to whoever opens it and zooms in (the final
 * board has no close-up), rather than empty discs.
 */
export const ZOOM_LEGIBLE_PX = 12;

/** What a tile of a size shows of its contents: the icons' emoji and the fish counts, each only if it reads on a phone. */
export interface TileDetails {
  readonly emoji: boolean;
  readonly counts: boolean;
}

/**
 * Which contents a tile `tilePixels` wide shows, on an image of which `unit` image pixels make a
 * phone pixel: a count that would be under 9 px on a phone is left out, an emoji only when it would
 * be under ZOOM_LEGIBLE_PX even at the image's full size (its place keeps a disc); the board adds
 * a close-up where they read on the phone.
 */
export function tileDetails(tilePixels: number, unit = 1): TileDetails {
  const icon = iconSize(tilePixels, unit) * tilePixels;
  return { emoji: icon * EMOJI_OF_ICON >= Math.min(LEGIBLE_PX * unit, ZOOM_LEGIBLE_PX), counts: (icon / unit) * COUNT_TAG_OF_ICON * COUNT_TEXT_OF_TAG >= LEGIBLE_PX };
}

/** One icon of a zone's contents, placed on a turned tile (tile coordinates, upright). */
export interface ContentItem {
  readonly zoneId: number;
  readonly kind: 'animal' | 'power' | 'fish' | 'menhir' | 'mushrooms';
  readonly emoji: string;
  /** The animal's id, for animals (to cross it out once cancelled). */
  readonly animalId: number | null;
  /** Fish count, for fish. */
  readonly count: number;
  readonly x: number;
  readonly y: number;
  /** Icon size in tile units. */
  readonly size: number;
}

function zoneItems(zone: Zone): Omit<ContentItem, 'x' | 'y' | 'size'>[] {
  const base = { zoneId: zone.id, animalId: null, count: 0 };
  switch (zone.type) {
    case 'meadow': {
      const items: Omit<ContentItem, 'x' | 'y' | 'size'>[] = zone.animals.map((animal) => ({
        ...base,
        kind: 'animal' as const,
        emoji: ANIMAL_EMOJI[animal.kind],
        animalId: animal.id,
      }));
      if (zone.power !== null) items.push({ ...base, kind: 'power', emoji: POWER_EMOJI[zone.power] });
      return items;
    }
    case 'forest':
      if (zone.kind === 'WITH_MENHIR') return [{ ...base, kind: 'menhir', emoji: MENHIR_EMOJI }];
      if (zone.kind === 'WITH_MUSHROOMS') return [{ ...base, kind: 'mushrooms', emoji: MUSHROOM_EMOJI }];
      return [];
    case 'river':
      return zone.fish > 0 ? [{ ...base, kind: 'fish', emoji: FISH_EMOJI, count: zone.fish }] : [];
    case 'lake': {
      const items: Omit<ContentItem, 'x' | 'y' | 'size'>[] = [{ ...base, kind: 'fish', emoji: FISH_EMOJI, count: zone.fish }];
      if (zone.power !== null) items.push({ ...base, kind: 'power', emoji: POWER_EMOJI[zone.power] });
      return items;
    }
  }
}

const LAYOUTS = new Map<string, readonly ContentItem[]>();

/**
 * The icons of every zone of a tile turned by a rotation and drawn `tilePixels` wide, in
 * tile coordinates: a row (two rows from three icons on) centred on the zone's contents
 * point, always upright.
 */
export function contentsLayout(tileId: number, rotation: number, tilePixels: number, unit = 1): readonly ContentItem[] {
  const key = `${tileId}:${rotation & 3}:${iconSize(tilePixels, unit)}`;
  let layout = LAYOUTS.get(key);
  if (layout !== undefined) return layout;
  const geometry = tileGeometry(tileId);
  const items: ContentItem[] = [];
  for (const zone of TILES[tileId].zones) {
    const list = zoneItems(zone);
    if (list.length === 0) continue;
    const place = geometry.places.get(zone.id)!;
    const centre = rotatePoint(place.contents, rotation);
    const size = iconSize(tilePixels, unit);
    const perRow = list.length <= 2 ? list.length : 2;
    const rows = Math.ceil(list.length / perRow);
    list.forEach((item, k) => {
      const row = Math.floor(k / perRow);
      const inRow = Math.min(perRow, list.length - row * perRow);
      const col = k - row * perRow;
      // Icons keep off the tile's edge, where the neighbour's terrain must be seen to go on.
      const margin = size * 0.55 + 0.08;
      const clamp = (v: number): number => Math.min(1 - margin, Math.max(margin, v));
      items.push({
        ...item,
        x: clamp(centre.x + (col - (inRow - 1) / 2) * size * 1.05),
        y: clamp(centre.y + (row - (rows - 1) / 2) * size * 1.05),
        size,
      });
    });
  }
  layout = items;
  LAYOUTS.set(key, layout);
  return layout;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Per rotation, the affine map from a turned tile's point back to the unturned one (see rotatePoint). */
const INVERSE_ROTATION: readonly (readonly number[])[] = [
  [0, 1, 0, 0, 0, 1],
  [0, 0, 1, 1, -1, 0],
  [1, -1, 0, 1, 0, -1],
  [1, 0, -1, 0, 1, 0],
];

/** Paints the land (meadows and forests) pixel by pixel from the zone grid. */
function paintLand(ctx: SKRSContext2D, geometry: TileGeometry, rotation: number, size: number): void {
  const tile = TILES[geometry.tileId];
  const colors: [number, number, number][] = [];
  for (const zone of tile.zones) colors[zone.id % 10] = hexToRgb(zone.type === 'forest' ? TERRAIN.forest : TERRAIN.meadow);
  const image = ctx.createImageData(size, size);
  const data = image.data;
  const grid = GRID;
  const land = geometry.landLabels;
  // Pixel (px, py) of the turned tile shows the unturned point (ax + bx·u + cx·v, ay + by·u + cy·v).
  const [ax, bx, cx, ay, by, cy] = INVERSE_ROTATION[rotation & 3];
  for (let py = 0; py < size; py++) {
    const v = (py + 0.5) / size;
    for (let px = 0; px < size; px++) {
      const u = (px + 0.5) / size;
      const i = Math.min(grid - 1, Math.floor((ax + bx * u + cx * v) * grid));
      const j = Math.min(grid - 1, Math.floor((ay + by * u + cy * v) * grid));
      const rgb = colors[land[j * grid + i]];
      const o = (py * size + px) * 4;
      data[o] = rgb[0];
      data[o + 1] = rgb[1];
      data[o + 2] = rgb[2];
      data[o + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
}

function localAt(geometry: TileGeometry, p: Point): number {
  const i = Math.min(GRID - 1, Math.max(0, Math.floor(p.x * GRID)));
  const j = Math.min(GRID - 1, Math.max(0, Math.floor(p.y * GRID)));
  return geometry.labels[j * GRID + i];
}

/** The room around a point (in tile units) from a tile's room map (`roomMap` of its labels). */
function roomAt(room: Float32Array, p: Point): number {
  const i = Math.min(GRID - 1, Math.max(0, Math.floor(p.x * GRID)));
  const j = Math.min(GRID - 1, Math.max(0, Math.floor(p.y * GRID)));
  return room[j * GRID + i] / GRID;
}

/** Whether a point lies clear of every zone's contents. */
function clearOfContents(p: Point, items: readonly ContentItem[], margin: number): boolean {
  return items.every((item) => Math.hypot(p.x - item.x, p.y - item.y) > item.size * 0.55 + margin);
}

/** A tree of a forest, on the tile unturned: its centre, its radius (tile units) and its shade of green. */
interface Tree {
  readonly p: Point;
  readonly r: number;
  readonly shade: number;
}

/** Where a tile's meadows have tufts of grass and its forests trees, on the tile unturned (before their zones' contents are kept clear). */
interface Growth {
  readonly tufts: readonly Point[];
  readonly trees: readonly Tree[];
}

/** Each tile's growth, worked out at its first painting: the same at every size and rotation. */
const GROWTHS: (Growth | undefined)[] = [];

/**
 * The tufts and trees a tile has room for: spread on a jittered grid from a seed of the tile,
 * kept where their zone has room around them (the room map, needed only for this, is let go).
 */
function growthOf(geometry: TileGeometry): Growth {
  const known = GROWTHS[geometry.tileId];
  if (known !== undefined) return known;
  const tile = TILES[geometry.tileId];
  const room = roomMap(geometry.labels);
  const meadows = new Set(tile.zones.filter((z) => z.type === 'meadow').map((z) => z.id % 10));
  const tufts: Point[] = [];
  const tuftRandom = seeded(geometry.tileId * 13 + 5);
  const tuftStep = 0.17;
  for (let gy = 0; gy < 1 / tuftStep; gy++) {
    for (let gx = 0; gx < 1 / tuftStep; gx++) {
      const p = { x: (gx + 0.2 + 0.6 * tuftRandom()) * tuftStep, y: (gy + 0.2 + 0.6 * tuftRandom()) * tuftStep };
      if (meadows.has(localAt(geometry, p)) && roomAt(room, p) >= 0.035) tufts.push(p);
    }
  }
  const forests = new Set(tile.zones.filter((z) => z.type === 'forest').map((z) => z.id % 10));
  const trees: Tree[] = [];
  const treeRandom = seeded(geometry.tileId * 17 + 3);
  const treeStep = 0.125;
  for (let gy = 0; gy <= 1 / treeStep; gy++) {
    for (let gx = 0; gx <= 1 / treeStep; gx++) {
      const r = 0.062 + 0.024 * treeRandom();
      const p = { x: (gx + (gy % 2) * 0.5 + 0.3 * (treeRandom() - 0.5)) * treeStep, y: (gy + 0.3 * (treeRandom() - 0.5)) * treeStep };
      const shade = Math.floor(treeRandom() * TERRAIN.forestCrowns.length);
      if (p.x < 0 || p.x > 1 || p.y < 0 || p.y > 1) continue;
      if (!forests.has(localAt(geometry, p))) continue;
      // Trees may touch the tile's edge (the forest goes on) but not another zone.
      const nearEdge = Math.min(p.x, p.y, 1 - p.x, 1 - p.y) < r;
      if (roomAt(room, p) < r * 0.9 && !nearEdge) continue;
      if (nearEdge && !edgeOnly(geometry, p, r)) continue;
      trees.push({ p, r, shade });
    }
  }
  const growth = { tufts, trees };
  GROWTHS[geometry.tileId] = growth;
  return growth;
}

function paintTufts(ctx: SKRSContext2D, growth: Growth, rotation: number, size: number, items: readonly ContentItem[]): void {
  ctx.save();
  ctx.strokeStyle = TERRAIN.meadowTuft;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1, size * 0.011);
  for (const p of growth.tufts) {
    const q = rotatePoint(p, rotation);
    if (!clearOfContents(q, items, 0.03)) continue;
    const x = q.x * size;
    const y = q.y * size;
    const h = size * 0.035;
    ctx.beginPath();
    ctx.moveTo(x - h * 0.5, y - h * 0.8);
    ctx.lineTo(x - h * 0.15, y + h * 0.2);
    ctx.moveTo(x, y - h);
    ctx.lineTo(x, y + h * 0.2);
    ctx.moveTo(x + h * 0.5, y - h * 0.8);
    ctx.lineTo(x + h * 0.15, y + h * 0.2);
    ctx.stroke();
  }
  ctx.restore();
}

function paintTrees(ctx: SKRSContext2D, growth: Growth, rotation: number, size: number, items: readonly ContentItem[]): void {
  const trees: { x: number; y: number; r: number; shade: number }[] = [];
  for (const { p, r, shade } of growth.trees) {
    const q = rotatePoint(p, rotation);
    if (!clearOfContents(q, items, r * 0.3)) continue;
    trees.push({ x: q.x, y: q.y, r, shade });
  }
  trees.sort((a, b) => a.y - b.y);
  ctx.save();
  for (const tree of trees) {
    const x = tree.x * size;
    const y = tree.y * size;
    const r = tree.r * size;
    ctx.beginPath();
    ctx.arc(x, y + r * 0.12, r * 1.08, 0, 2 * Math.PI);
    ctx.fillStyle = TERRAIN.forestCrownEdge;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fillStyle = TERRAIN.forestCrowns[tree.shade];
    ctx.fill();
    ctx.beginPath();
    ctx.arc(x - r * 0.3, y - r * 0.3, r * 0.38, 0, 2 * Math.PI);
    ctx.fillStyle = TERRAIN.forestCrownLight;
    ctx.fill();
  }
  ctx.restore();
}

/** Whether the disc around p holds only its own zone (the tile's edge aside). */
function edgeOnly(geometry: TileGeometry, p: Point, r: number): boolean {
  const own = localAt(geometry, p);
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * 2 * Math.PI;
    const q = { x: p.x + r * Math.cos(a), y: p.y + r * Math.sin(a) };
    if (q.x < 0 || q.y < 0 || q.x > 1 || q.y > 1) continue;
    if (localAt(geometry, q) !== own) return false;
  }
  return true;
}

function tracePath(ctx: SKRSContext2D, points: readonly Point[], rotation: number, size: number, closed = false): void {
  ctx.beginPath();
  points.forEach((p, k) => {
    const q = rotatePoint(p, rotation);
    if (k === 0) ctx.moveTo(q.x * size, q.y * size);
    else ctx.lineTo(q.x * size, q.y * size);
  });
  if (closed) ctx.closePath();
}

/** `tracePath` for points packed as x0, y0, x1, y1… */
function tracePacked(ctx: SKRSContext2D, coords: Float32Array, rotation: number, size: number): void {
  ctx.beginPath();
  for (let k = 0; k < coords.length; k += 2) {
    const q = rotatePoint({ x: coords[k], y: coords[k + 1] }, rotation);
    if (k === 0) ctx.moveTo(q.x * size, q.y * size);
    else ctx.lineTo(q.x * size, q.y * size);
  }
}

function paintBorders(ctx: SKRSContext2D, geometry: TileGeometry, rotation: number, size: number): void {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const width = Math.max(1.5, size * 0.02);
  for (const line of geometry.borders) {
    tracePacked(ctx, line.points, rotation, size);
    ctx.strokeStyle = TERRAIN.border;
    ctx.lineWidth = line.kind === 'hedge' ? width * 2.2 : width;
    ctx.stroke();
    if (line.kind === 'hedge') {
      ctx.strokeStyle = TERRAIN.hedge;
      ctx.lineWidth = width * 0.9;
      ctx.stroke();
    }
  }
  ctx.restore();
}

function paintWater(ctx: SKRSContext2D, geometry: TileGeometry, rotation: number, size: number): void {
  const width = 2 * RIVER_HALF_WIDTH * size;
  const bank = Math.max(1, size * 0.016);
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const river of geometry.rivers) {
    tracePath(ctx, river.path, rotation, size);
    ctx.strokeStyle = TERRAIN.waterBank;
    ctx.lineWidth = width;
    ctx.stroke();
  }
  for (const lake of geometry.lakes) {
    tracePath(ctx, lake.outline, rotation, size, true);
    ctx.fillStyle = TERRAIN.waterBank;
    ctx.fill();
  }
  for (const river of geometry.rivers) {
    tracePath(ctx, river.path, rotation, size);
    ctx.strokeStyle = TERRAIN.water;
    ctx.lineWidth = width - 2 * bank;
    ctx.stroke();
  }
  for (const lake of geometry.lakes) {
    tracePath(ctx, lake.outline, rotation, size, true);
    ctx.fillStyle = TERRAIN.lake;
    ctx.fill();
    ctx.lineWidth = 2 * bank;
    ctx.strokeStyle = TERRAIN.waterBank;
    ctx.stroke();
  }
  // Ripples: little arcs across the flow.
  ctx.strokeStyle = TERRAIN.waterLight;
  ctx.lineWidth = Math.max(1, size * 0.011);
  for (const river of geometry.rivers) {
    const path = river.path.map((p) => rotatePoint(p, rotation));
    const last = river.end === 'lake' ? Math.floor(path.length * 0.55) : path.length - 2;
    for (let k = 2; k < last; k += 5) {
      const a = path[k - 1];
      const b = path[k + 1];
      const angle = Math.atan2(b.y - a.y, b.x - a.x);
      const offset = ((k / 5) % 2 === 0 ? 1 : -1) * RIVER_HALF_WIDTH * 0.35;
      const x = (path[k].x - Math.sin(angle) * offset) * size;
      const y = (path[k].y + Math.cos(angle) * offset) * size;
      const half = RIVER_HALF_WIDTH * 0.4 * size;
      const bump = RIVER_HALF_WIDTH * 0.22 * size;
      const ux = Math.cos(angle);
      const uy = Math.sin(angle);
      ctx.beginPath();
      ctx.moveTo(x - ux * half, y - uy * half);
      ctx.bezierCurveTo(
        x - (ux * half) / 2 - uy * bump,
        y - (uy * half) / 2 + ux * bump,
        x + (ux * half) / 2 + uy * bump,
        y + (uy * half) / 2 - ux * bump,
        x + ux * half,
        y + uy * half,
      );
      ctx.stroke();
    }
  }
  for (const lake of geometry.lakes) {
    const c = rotatePoint(lake.centre, rotation);
    for (const [dx, dy, k] of [
      [-0.35, -0.35, 0.35],
      [0.3, 0.35, 0.3],
    ]) {
      ctx.beginPath();
      ctx.arc((c.x + dx * lake.radius) * size, (c.y + dy * lake.radius) * size, k * lake.radius * size, 1.15 * Math.PI, 1.85 * Math.PI);
      ctx.stroke();
    }
  }
  // Springs.
  for (const river of geometry.rivers) {
    if (river.end !== 'spring') continue;
    const tip = rotatePoint(river.path[river.path.length - 1], rotation);
    ctx.beginPath();
    ctx.arc(tip.x * size, tip.y * size, RIVER_HALF_WIDTH * size * 0.45, 0, 2 * Math.PI);
    ctx.fillStyle = TERRAIN.waterLight;
    ctx.fill();
  }
  ctx.restore();
}

/** Draws icons of a zone's contents at their place; `size` is the tile's size in pixels. */
export function paintContents(ctx: SKRSContext2D, items: readonly ContentItem[], size: number, details: TileDetails = { emoji: true, counts: true }): void {
  for (const item of items) {
    const x = item.x * size;
    const y = item.y * size;
    const s = item.size * size;
    if (item.kind === 'power') drawBadge(ctx, x, y, s * 0.56, '#fff6d8', '#d99a00', Math.max(1.5, s * 0.09));
    else if (item.kind === 'fish') drawBadge(ctx, x, y, s * 0.5, 'rgba(255,255,255,0.8)', null);
    else drawBadge(ctx, x, y, s * 0.52, 'rgba(255,255,255,0.72)', INK, Math.max(0.75, s * 0.025));
    if (details.emoji) drawEmoji(ctx, item.emoji, x, y, s * 0.95);
    if (item.kind === 'fish' && details.counts) {
      drawNumberTag(ctx, String(item.count), x + s * 0.42, y + s * 0.32, s * COUNT_TAG_OF_ICON, '#ffffff', INK, INK);
    }
  }
}

/**
 * Painted tiles, least recently used first. Each is a canvas of its own (its pixels outside the
 * JavaScript heap), and a board's tiles are painted at the size its image gives them, which
 * changes as the board grows: every render thread of the bot keeps its own cache, so it is held
 * to a budget of pixels rather than a count (a count of 2,000 tiles let each thread hold hundreds of megabytes).
 */
const CACHE = new Map<string, Canvas>();
/** Bytes of pixels the cache keeps at most: the tiles of several boards at their current sizes (see docs/performance.md). */
const TILE_CACHE_BYTES = 24 * 2 ** 20;
let cachedBytes = 0;

/**
 * A tile painted at a size (pixels) and rotation (quarter turns clockwise): land, trees,
 * borders between zones, rivers and lakes, then the icons of its contents, as many of their
 * emoji and counts as read on a phone where `unit` image pixels make one (see `tileDetails`).
 * Kept in a cache, as it never changes.
 */
export function paintedTile(tileId: number, rotation: number, size: number, unit = 1): Canvas {
  const details = tileDetails(size, unit);
  const key = `${tileId}:${rotation & 3}:${size}:${iconSize(size, unit)}:${details.emoji ? 1 : 0}${details.counts ? 1 : 0}`;
  const cached = CACHE.get(key);
  if (cached !== undefined) {
    CACHE.delete(key);
    CACHE.set(key, cached);
    return cached;
  }
  ensureFonts();
  const geometry = tileGeometry(tileId);
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const items = contentsLayout(tileId, rotation, size, unit);
  paintLand(ctx, geometry, rotation, size);
  const growth = growthOf(geometry);
  paintTufts(ctx, growth, rotation, size, items);
  paintTrees(ctx, growth, rotation, size, items);
  paintBorders(ctx, geometry, rotation, size);
  paintWater(ctx, geometry, rotation, size);
  paintContents(ctx, items, size, details);
  CACHE.set(key, canvas);
  cachedBytes += size * size * 4;
  for (const [oldKey, old] of CACHE) {
    if (cachedBytes <= TILE_CACHE_BYTES || old === canvas) break;
    CACHE.delete(oldKey);
    cachedBytes -= old.width * old.height * 4;
  }
  return canvas;
}
