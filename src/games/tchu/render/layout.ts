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
 * tight for names (Zürich and its neighbours, Locarno and Bellinzona, Lucerne and Zug) or for
 * a route's cars (Brusio and Italy).
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
  // The Italian stop south-east of Brusio is 11 km from it: moved on along that line, so that its two cars can be seen.
  IT2: { x: 16, y: 30 },
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

/** The smallest upright box around a car. */
export function carBox(car: CarShape): Box {
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

/** Each car's points, once worked out (the names' placing asks for them again and again). */
const samplesOf = new WeakMap<CarShape, readonly Point[]>();

/** Points spread over a car (11 along, 5 across), to tell how much of it a box hides. */
function carSamples(car: CarShape): readonly Point[] {
  const known = samplesOf.get(car);
  if (known !== undefined) return known;
  const cos = Math.cos(car.angle);
  const sin = Math.sin(car.angle);
  const points: Point[] = [];
  for (let i = 0; i <= 10; i++) {
    for (let j = 0; j <= 4; j++) {
      const along = (i / 10 - 0.5) * car.length;
      const across = (j / 4 - 0.5) * CAR_WIDTH;
      points.push({ x: car.center.x + cos * along - sin * across, y: car.center.y + sin * along + cos * across });
    }
  }
  samplesOf.set(car, points);
  return points;
}

/** The share of a car a box hides (0 to 1). */
export function hiddenShare(box: Box, car: CarShape): number {
  const samples = carSamples(car);
  let inside = 0;
  for (const q of samples) if (q.x >= box.x && q.x <= box.x + box.w && q.y >= box.y && q.y <= box.y + box.h) inside++;
  return inside / samples.length;
}

/** Most of a car's share a name may cover: past it, a player may miscount the cars of a route. */
export const MOST_HIDDEN = 0.7;
/** Least room between two names one above the other, so that they do not read as one name of two lines. */
const STACK_GAP = 8;
/** Least room between two names side by side on a line, so that they do not read as one name of two words. */
const SIDE_GAP = 20;

/** Whether two names sit one above the other, or side by side on a line, too near to read as two. */
export function tooNear(a: Box, b: Box): boolean {
  const across = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const down = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return (across > 0 && -down < STACK_GAP) || (down > 0 && -across < SIDE_GAP);
}

/** Places around a station for a name `w` × `h`: hugging the dot on every side, then further out. */
function placesAround(p: Point, w: number, h: number): Box[] {
  const boxes: Box[] = [];
  for (const gap of [3, 9, 17, 27, 40]) {
    for (let k = 0; k < 24; k++) {
      const angle = (k * Math.PI) / 12;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      // From the box's centre to its edge, in the direction of the station.
      const toEdge = Math.min(Math.abs(cos) < 1e-9 ? Infinity : w / 2 / Math.abs(cos), Math.abs(sin) < 1e-9 ? Infinity : h / 2 / Math.abs(sin));
      const reach = STATION_RADIUS + gap + toEdge;
      boxes.push({ x: p.x + cos * reach - w / 2, y: p.y + sin * reach - h / 2, w, h });
    }
  }
  return boxes;
}

const labelCache = new Map<Locale, readonly StationLabel[]>();

/** The room of each station's dot, which names keep off; every car, and its box. */
const STATION_BOXES: readonly Box[] = STATION_POINTS.map((p) => ({ x: p.x - STATION_RADIUS - 2, y: p.y - STATION_RADIUS - 2, w: 2 * STATION_RADIUS + 4, h: 2 * STATION_RADIUS + 4 }));
const CARS: readonly CarShape[] = ROUTE_CARS.flat();
const CAR_BOXES: readonly Box[] = CARS.map(carBox);

/** The places a name may take and what each costs alone (see `stationLabels`). */
interface NamePlaces {
  readonly places: Box[];
  readonly costs: number[];
}

/**
 * The places of station `i`'s name, `w` × `h`, around its station and inside `bounds` (the map,
 * or a close-up's window), each with what it costs alone: further from its station, over another
 * station, hiding much of a car, nearer to another station than to its own.
 */
function namePlaces(i: number, w: number, h: number, bounds: Box): NamePlaces {
  const p = STATION_POINTS[i];
  const places: Box[] = [];
  const costs: number[] = [];
  const around = placesAround(p, w, h);
  // Only the stations and cars some place reaches can cost anything.
  const left = Math.min(...around.map((b) => b.x));
  const top = Math.min(...around.map((b) => b.y));
  const reach = { x: left, y: top, w: Math.max(...around.map((b) => b.x + b.w)) - left, h: Math.max(...around.map((b) => b.y + b.h)) - top };
  const stations = STATION_BOXES.flatMap((box, j) => (j !== i && overlap(box, reach) > 0 ? [box] : []));
  const cars = CARS.flatMap((car, c) => (overlap(CAR_BOXES[c], reach) > 0 ? [{ car, box: CAR_BOXES[c] }] : []));
  // A station costs a place only when not 12 px further from it than the place's own station.
  const farthest = Math.max(...around.map((box) => boxDistance(box, p))) + 12;
  const others = STATION_POINTS.flatMap((q, j) => (j !== i && boxDistance(reach, q) < farthest ? [q] : []));
  around.forEach((box, rank) => {
    if (box.x < bounds.x + 2 || box.y < bounds.y + 2 || box.x + box.w > bounds.x + bounds.w - 2 || box.y + box.h > bounds.y + bounds.h - 2) return;
    // Nearer is better; beside the dot reads best, above or below next.
    const angle = rank % 24;
    let cost = Math.floor(rank / 24) * 30 + (angle === 0 || angle === 12 ? 0 : angle === 6 || angle === 18 ? 10 : 20);
    for (const station of stations) cost += overlap(box, station) * 60;
    for (const { car, box: carArea } of cars) {
      if (overlap(box, carArea) === 0) continue;
      const share = hiddenShare(box, car);
      cost += share > MOST_HIDDEN ? 1e6 * share : share * 400 + share * share * 3000;
    }
    // A name must read as its own station's: nearer to it than to any other station.
    const own = boxDistance(box, p);
    for (const q of others) {
      const excess = own - boxDistance(box, q);
      cost += excess >= 0 ? 1e6 + excess * 40 : Math.max(0, excess + 12) * 40;
    }
    places.push(box);
    costs.push(cost);
  });
  return { places, costs };
}

/** What two names cost together: overlapping, out of the question; too near to read as two, much. */
function pairCost(a: Box, b: Box): number {
  const covered = overlap(a, b);
  if (covered > 0) return 1e7 + covered;
  return tooNear(a, b) ? 3e4 : 0;
}

/**
 * A name placed again inside `bounds` (a close-up's window, which cuts it where the map has it),
 * among names already there: the place around its station that the map's own measures find
 * cheapest, or null when every place inside would cover one of those names, hide most of a car
 * or read as another station's.
 */
export function placeNameWithin(label: StationLabel, bounds: Box, others: readonly Box[]): StationLabel | null {
  const { places, costs } = namePlaces(label.station, label.box.w, label.box.h, bounds);
  let best: Box | null = null;
  let bestCost = 1e6;
  places.forEach((box, k) => {
    const cost = costs[k] + others.reduce((sum, other) => sum + pairCost(box, other), 0);
    if (cost < bestCost) {
      best = box;
      bestCost = cost;
    }
  });
  return best === null ? null : { ...label, box: best };
}

/**
 * Where station names go, in a language. Each name has places all around its station, near or
 * further out, inside the map. A place costs by how far it is from its station, and much more if
 * it covers another station, comes nearer to another station than to its own, or hides more than
 * `MOST_HIDDEN` of a car (a route must show all its cars). Two names may not overlap, and two
 * names too near to read as two (one above the other, or side by side) cost too. The names are
 * placed one at a time, most crowded first, then moved about (annealing from a fixed seed) and
 * each at last to its cheapest place given the others: a fixed result, computed once a language.
 */
export function stationLabels(locale: Locale): readonly StationLabel[] {
  const known = labelCache.get(locale);
  if (known !== undefined) return known;
  ensureFonts();
  const ctx = createCanvas(10, 10).getContext('2d');
  const count = STATIONS.length;
  const map = { x: 0, y: 0, w: IMAGE_WIDTH, h: MAP_HEIGHT };
  // Each name's places and what each costs alone.
  const places: Box[][] = [];
  const ownCost: number[][] = [];
  for (let i = 0; i < count; i++) {
    ctx.font = textFont(LABEL_PX, STATIONS[i].country === null);
    const mine = namePlaces(i, ctx.measureText(stationName(i, locale)).width + 8, LABEL_PX + 4, map);
    if (mine.places.length === 0) throw new Error(`no place for the name of station ${STATIONS[i].code}`);
    places.push(mine.places);
    ownCost.push(mine.costs);
  }
  const chosen: number[] = new Array<number>(count).fill(-1);
  const costAt = (i: number, k: number): number => {
    let cost = ownCost[i][k];
    for (let j = 0; j < count; j++) if (j !== i && chosen[j] >= 0) cost += pairCost(places[i][k], places[j][chosen[j]]);
    return cost;
  };
  const cheapest = (i: number): number => {
    let best = 0;
    let bestCost = Infinity;
    for (let k = 0; k < places[i].length; k++) {
      const cost = costAt(i, k);
      if (cost < bestCost) {
        bestCost = cost;
        best = k;
      }
    }
    return best;
  };
  const crowd = (i: number) => STATION_POINTS.filter((p) => Math.hypot(p.x - STATION_POINTS[i].x, p.y - STATION_POINTS[i].y) < 110).length;
  const order = STATIONS.map((_, i) => i).sort((a, b) => crowd(b) - crowd(a) || a - b);
  for (const i of order) chosen[i] = cheapest(i);
  // Annealing: a name moved to a random place of its own is kept if the whole costs less, or
  // now and then more while the temperature is high, so that two names can swap their places.
  // The random numbers come from a fixed seed: the same map every time.
  let seed = 0x2545f491;
  const random = (): number => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const steps = 40_000;
  for (let step = 0; step < steps; step++) {
    const temperature = 3000 * Math.pow(1 / 3000, step / steps);
    const i = Math.floor(random() * count);
    const k = Math.floor(random() * places[i].length);
    if (k === chosen[i]) continue;
    const delta = costAt(i, k) - costAt(i, chosen[i]);
    if (delta < 0 || random() < Math.exp(-delta / temperature)) chosen[i] = k;
  }
  for (let round = 0; round < 20; round++) {
    let moved = false;
    for (const i of order) {
      const best = cheapest(i);
      if (best !== chosen[i] && costAt(i, best) < costAt(i, chosen[i])) {
        chosen[i] = best;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const labels = chosen.map((k, i) => ({ station: i, text: stationName(i, locale), box: places[i][k] }));
  labelCache.set(locale, labels);
  return labels;
}
