import { createCanvas } from '@napi-rs/canvas';
import { STATIONS } from '../data/stations.ts';
import { MAP_ROUTES } from '../engine/map.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { ensureFonts, textFont } from '../../../render/fonts.ts';
import { stationName } from '../texts/catalog.ts';

/** A point of the image. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A rectangle of the image. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Width of every tCHu image, in pixels before any scaling down. */
export const IMAGE_WIDTH = 1400;
/** Height of the map part of the public image. */
export const MAP_HEIGHT = 960;
/** Radius of a Swiss station's dot; country stations are drawn as squares of the same size. */
export const STATION_RADIUS = 9;
/** Thickness of a car across its route. */
export const CAR_WIDTH = 17;
/**
 * Font size of station names (country stops not bold): the image is 1400 px wide
 * and Discord shows it 390 px wide on a phone, where 33 px make 9.
 */
export const LABEL_PX = 33;

const MARGIN = { left: 40, right: 40, top: 40, bottom: 40 };
const LAT_MIN = 45.82;
const LAT_MAX = 47.86;
const LON_MIN = 5.93;
const LON_MAX = 10.36;
const COS_LAT = Math.cos(((LAT_MIN + LAT_MAX) / 2) * (Math.PI / 180));

/**
 * Where stations are drawn: their coordinates projected (equirectangular, stretched a little
 * north–south to give the crowded plateau room), then nudged apart where the real map is too
 * tight for names (Zürich and its neighbours, Locarno and Bellinzona, Lucerne and Zug).
 */
const NUDGE: Readonly<Record<string, Point>> = {
  ZUR: { x: 0, y: -6 },
  BAD: { x: -18, y: 0 },
  WIN: { x: 14, y: -6 },
  ZOU: { x: -4, y: 14 },
  PFA: { x: 14, y: 6 },
  SCZ: { x: 10, y: 14 },
  LUC: { x: -14, y: 6 },
  LOC: { x: -22, y: 10 },
  BEL: { x: 16, y: -10 },
  LUG: { x: 0, y: 12 },
  SAR: { x: -4, y: 8 },
  VAD: { x: 10, y: -8 },
  KRE: { x: 0, y: -4 },
  SCE: { x: -8, y: -4 },
};

const SCALE_X = (IMAGE_WIDTH - MARGIN.left - MARGIN.right) / ((LON_MAX - LON_MIN) * COS_LAT);
const SCALE_Y = (MAP_HEIGHT - MARGIN.top - MARGIN.bottom) / (LAT_MAX - LAT_MIN);

/** Each station's position on the map, by station index. */
export const STATION_POINTS: readonly Point[] = STATIONS.map((station) => {
  const nudge = NUDGE[station.code] ?? { x: 0, y: 0 };
  return {
    x: MARGIN.left + (station.lon - LON_MIN) * COS_LAT * SCALE_X + nudge.x,
    y: MARGIN.top + (LAT_MAX - station.lat) * SCALE_Y + nudge.y,
  };
});

/** One car of a route: its centre, its length along the route and the route's angle. */
export interface CarShape {
  readonly center: Point;
  readonly length: number;
  readonly angle: number;
}

/** Where a route's cars go: evenly along the line between its stations, twins side by side. */
export function routeCars(route: number): CarShape[] {
  const r = MAP_ROUTES[route];
  const a = STATION_POINTS[r.a];
  const b = STATION_POINTS[r.b];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const distance = Math.hypot(dx, dy);
  const ux = dx / distance;
  const uy = dy / distance;
  // A double route: the first on one side of the line, the second on the other.
  const offset = r.twin === null ? 0 : (r.twin > route ? -1 : 1) * (CAR_WIDTH / 2 + 2);
  const ox = -uy * offset;
  const oy = ux * offset;
  const inset = STATION_RADIUS + 4;
  const gap = 3;
  const usable = distance - 2 * inset;
  const length = (usable - gap * (r.length - 1)) / r.length;
  const angle = Math.atan2(dy, dx);
  return Array.from({ length: r.length }, (_, i) => {
    const along = inset + i * (length + gap) + length / 2;
    return { center: { x: a.x + ux * along + ox, y: a.y + uy * along + oy }, length, angle };
  });
}

/** Every route's cars, by route index. */
export const ROUTE_CARS: readonly (readonly CarShape[])[] = MAP_ROUTES.map((route) => routeCars(route.index));

/** A station's name and where it is written (its box's top left and size). */
export interface StationLabel {
  readonly station: number;
  readonly text: string;
  readonly box: Box;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function carBox(car: CarShape): Box {
  const hx = (Math.abs(Math.cos(car.angle)) * car.length + Math.abs(Math.sin(car.angle)) * CAR_WIDTH) / 2;
  const hy = (Math.abs(Math.sin(car.angle)) * car.length + Math.abs(Math.cos(car.angle)) * CAR_WIDTH) / 2;
  return { x: car.center.x - hx, y: car.center.y - hy, w: 2 * hx, h: 2 * hy };
}

/** How far a point is from a box (0 inside it). */
function boxDistance(box: Box, p: Point): number {
  const dx = Math.max(box.x - p.x, 0, p.x - (box.x + box.w));
  const dy = Math.max(box.y - p.y, 0, p.y - (box.y + box.h));
  return Math.hypot(dx, dy);
}

const labelCache = new Map<Locale, readonly StationLabel[]>();

/**
 * Where station names go, in a language: each name tries places around its station (right,
 * left, above, below, then the corners, then further out) and takes the one overlapping least
 * the other names, the stations and the cars; names never leave the map. The most crowded
 * stations are placed first, so they get the best places.
 */
export function stationLabels(locale: Locale): readonly StationLabel[] {
  const known = labelCache.get(locale);
  if (known !== undefined) return known;
  ensureFonts();
  const ctx = createCanvas(10, 10).getContext('2d');
  const stationBoxes = STATION_POINTS.map((p) => ({ x: p.x - STATION_RADIUS - 2, y: p.y - STATION_RADIUS - 2, w: 2 * STATION_RADIUS + 4, h: 2 * STATION_RADIUS + 4 }));
  const carBoxes = ROUTE_CARS.flat().map(carBox);
  const crowd = (i: number) => STATION_POINTS.filter((p) => Math.hypot(p.x - STATION_POINTS[i].x, p.y - STATION_POINTS[i].y) < 110).length;
  const order = STATIONS.map((_, i) => i).sort((a, b) => crowd(b) - crowd(a) || a - b);
  const placed: StationLabel[] = [];
  for (const i of order) {
    const text = stationName(i, locale);
    ctx.font = textFont(STATIONS[i].country === null ? LABEL_PX : LABEL_PX, STATIONS[i].country === null);
    const w = ctx.measureText(text).width + 8;
    const h = LABEL_PX + 4;
    const p = STATION_POINTS[i];
    const d = STATION_RADIUS + 3;
    const candidates: Box[] = [];
    for (const far of [0, 14, 30]) {
      candidates.push(
        { x: p.x + d + far, y: p.y - h / 2, w, h },
        { x: p.x - d - far - w, y: p.y - h / 2, w, h },
        { x: p.x - w / 2, y: p.y - d - far - h, w, h },
        { x: p.x - w / 2, y: p.y + d + far, w, h },
        { x: p.x + d / 2 + far, y: p.y - d - far - h + 6, w, h },
        { x: p.x - d / 2 - far - w, y: p.y - d - far - h + 6, w, h },
        { x: p.x + d / 2 + far, y: p.y + d + far - 6, w, h },
        { x: p.x - d / 2 - far - w, y: p.y + d + far - 6, w, h },
      );
    }
    // Above and below, the name shifted to one side, for crowded stations.
    for (const far of [0, 14]) {
      for (const shift of [0.15, 0.85]) {
        candidates.push({ x: p.x - w * shift, y: p.y - d - far - h, w, h }, { x: p.x - w * shift, y: p.y + d + far, w, h });
      }
    }
    let best: Box | null = null;
    let bestCost = Infinity;
    candidates.forEach((box, rank) => {
      if (box.x < 2 || box.y < 2 || box.x + box.w > IMAGE_WIDTH - 2 || box.y + box.h > MAP_HEIGHT - 2) return;
      let cost = rank * 4;
      for (const other of placed) cost += overlap(box, other.box) > 0 ? 1e6 + overlap(box, other.box) : 0;
      stationBoxes.forEach((s, j) => (cost += overlap(box, s) * (j === i ? 0 : 60)));
      for (const c of carBoxes) cost += overlap(box, c) * 0.6;
      // A name must read as its own station's: nearer to it than to any other station.
      const own = boxDistance(box, p);
      STATION_POINTS.forEach((q, j) => {
        if (j === i) return;
        const excess = own - boxDistance(box, q);
        cost += excess >= 0 ? 1e5 + excess * 40 : Math.max(0, excess + 12) * 40;
      });
      if (cost < bestCost) {
        bestCost = cost;
        best = box;
      }
    });
    if (best === null) throw new Error(`no place for the name of station ${STATIONS[i].code}`);
    placed.push({ station: i, text, box: best });
  }
  const labels = placed.sort((a, b) => a.station - b.station);
  labelCache.set(locale, labels);
  return labels;
}
