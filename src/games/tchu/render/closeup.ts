import type { Canvas } from '@napi-rs/canvas';
import { MAP_ROUTES } from '../engine/map.ts';
import type { GameState } from '../engine/state.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { scaledCanvas } from '../../../render/drawing.ts';
import { carBox, IMAGE_WIDTH, MAP_HEIGHT, placeNameWithin, ROUTE_CARS, STATION_POINTS, STATION_RADIUS, stationLabels, type Box, type StationLabel } from './layout.ts';
import { drawMapScene, type RenderOptions } from './map.ts';

/**
 * Size of a close-up: landscape (3:2), so that a computer, which shows an embed's picture at
 * most 400 × 300, shows it as wide as a phone does (390 px).
 */
export const CLOSEUP_WIDTH = 780;
export const CLOSEUP_HEIGHT = 520;
/**
 * The least width of the map a close-up shows, in map pixels: its station names (33 px on the
 * map, `LABEL_PX`) are then 33 × 390 / 600 ≈ 21 px high on a phone, where the whole map shows them
 * 9 (or about 7 at the width Discord gives a landscape picture there), and the stations around
 * the route's still show.
 */
const MIN_SPAN = 600;
/** Room left around the route, its stations and their names, in map pixels. */
const PAD = 40;
/** Least room between a name and the close-up's edge, in map pixels. */
const EDGE = 3;
/** The step between the windows tried for a close-up, in map pixels, and how much wider than the least they may be. */
const SEARCH_STEP = 8;
const GROWTHS = [0, 0.1, 0.2] as const;
/** How many of the windows tried first have their names placed, the best of them kept. */
const CANDIDATES = 24;

const clamp = (value: number, low: number, high: number): number => Math.max(low, Math.min(high, value));

/** A station's dot with a little room around it. */
function dotBox(station: number): Box {
  const p = STATION_POINTS[station];
  const r = STATION_RADIUS + 3;
  return { x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r };
}

/** Whether two boxes share some area. */
function meet(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Whether a box lies wholly inside another, `margin` from its edges. */
function within(box: Box, frame: Box, margin: number): boolean {
  return box.x >= frame.x + margin && box.y >= frame.y + margin && box.x + box.w <= frame.x + frame.w - margin && box.y + box.h <= frame.y + frame.h - margin;
}

/** How many stations a window cuts: a dot on its edge, or a dot inside whose name, where the map has it, is not. */
function cutStations(window: Box, labels: readonly StationLabel[]): number {
  return labels.filter(({ station, box }) => {
    const dot = dotBox(station);
    if (!meet(dot, window)) return false;
    return !within(dot, window, 0) || !within(box, window, EDGE);
  }).length;
}

/** What a close-up shows: a part of the map (in map pixels) and the station names written in it. */
export interface CloseupView {
  readonly window: Box;
  readonly labels: readonly StationLabel[];
}

/** The close-ups worked out so far, by language and route (some tens of milliseconds each the first time, and never different). */
const views = new Map<string, CloseupView>();

/**
 * What a close-up of a route shows: the route's cars, its two stations and their names with some
 * room around (`PAD`), at least `MIN_SPAN` wide, in the close-up's proportions, inside the map.
 * Of the windows that hold all that, up to a fifth wider, the one whose stations read best:
 * fewest left unnamed or with a dot on the edge, then fewest names moved from where the map has
 * them, then nearest to centred on the route, then the least wide.
 */
export function closeupView(route: number, locale: Locale): CloseupView {
  const key = `${locale}:${route}`;
  const known = views.get(key);
  if (known !== undefined) return known;
  const view = bestView(route, locale);
  views.set(key, view);
  return view;
}

/** The search `closeupView` keeps the result of. */
function bestView(route: number, locale: Locale): CloseupView {
  const r = MAP_ROUTES[route];
  const labels = stationLabels(locale);
  const boxes = [labels[r.a].box, labels[r.b].box, dotBox(r.a), dotBox(r.b), ...ROUTE_CARS[route].map(carBox)];
  const left = Math.min(...boxes.map((b) => b.x)) - PAD;
  const right = Math.max(...boxes.map((b) => b.x + b.w)) + PAD;
  const top = Math.min(...boxes.map((b) => b.y)) - PAD;
  const bottom = Math.max(...boxes.map((b) => b.y + b.h)) + PAD;
  const aspect = CLOSEUP_WIDTH / CLOSEUP_HEIGHT;
  const least = Math.min(IMAGE_WIDTH, MAP_HEIGHT * aspect, Math.max(MIN_SPAN, right - left, (bottom - top) * aspect));
  const steps = (low: number, high: number): number[] => Array.from({ length: Math.floor((high - low) / SEARCH_STEP) + 1 }, (_, k) => low + k * SEARCH_STEP).concat(high);
  // Every window, with what it costs besides its names: how far from centred, how much wider.
  const windows: { window: Box; cost: number }[] = [];
  for (const grow of GROWTHS) {
    const w = Math.min(IMAGE_WIDTH, MAP_HEIGHT * aspect, least * (1 + grow));
    const h = w / aspect;
    // Where the window may start: holding the route and its room, and inside the map.
    const xs = [clamp(right - w, 0, IMAGE_WIDTH - w), clamp(left, 0, IMAGE_WIDTH - w)];
    const ys = [clamp(bottom - h, 0, MAP_HEIGHT - h), clamp(top, 0, MAP_HEIGHT - h)];
    const centred = { x: clamp((left + right - w) / 2, xs[0], xs[1]), y: clamp((top + bottom - h) / 2, ys[0], ys[1]) };
    for (const x of steps(xs[0], xs[1])) {
      for (const y of steps(ys[0], ys[1])) windows.push({ window: { x, y, w, h }, cost: Math.hypot(x - centred.x, y - centred.y) + (w - least) * 3 });
    }
  }
  // First a quick measure (stations the window cuts as the map names them), then names placed
  // again in the most promising windows: a station cut costs more than a window a fifth wider.
  const promising = windows.map(({ window, cost }) => ({ window, cost, quick: cutStations(window, labels) * 1000 + cost })).sort((a, b) => a.quick - b.quick);
  let best: CloseupView | null = null;
  let bestCost = Infinity;
  for (const { window, cost } of promising.slice(0, CANDIDATES)) {
    const names = closeupLabels(window, locale);
    const dots = STATION_POINTS.map((_, station) => dotBox(station)).filter((dot) => meet(dot, window));
    const unread = dots.length - names.length + dots.filter((dot) => !within(dot, window, 0)).length;
    const moved = names.filter((name) => name !== labels[name.station]).length;
    const total = unread * 1000 + moved * 150 + cost;
    if (total < bestCost) {
      best = { window, labels: names };
      bestCost = total;
    }
  }
  if (best === null) throw new Error(`no close-up of route ${r.id}`);
  return best;
}

/**
 * The station names a close-up writes, those of the stations in view: each where the map has
 * it when it fits in the window, else placed again inside by the map's own measures
 * (`placeNameWithin`), among the others (left out when no place is free).
 * A station out of view is not named: a route leaving the close-up goes towards the map's name.
 */
function closeupLabels(window: Box, locale: Locale): StationLabel[] {
  const inView = stationLabels(locale).filter(({ station }) => {
    const p = STATION_POINTS[station];
    return p.x >= window.x && p.x <= window.x + window.w && p.y >= window.y && p.y <= window.y + window.h;
  });
  const names = inView.filter((label) => within(label.box, window, EDGE));
  // Those nearest to the middle first: should a name find no room, it is one near the edge.
  const middle = { x: window.x + window.w / 2, y: window.y + window.h / 2 };
  const away = (label: StationLabel) => Math.hypot(STATION_POINTS[label.station].x - middle.x, STATION_POINTS[label.station].y - middle.y);
  for (const label of inView.filter((l) => !names.includes(l)).sort((a, b) => away(a) - away(b))) {
    const placed = placeNameWithin(label, window, names.map((name) => name.box));
    if (placed !== null) names.push(placed);
  }
  return names;
}

/**
 * A close-up of the map around a route (the one a turn claimed): the map's own drawing
 * (`drawMapScene`) magnified on the route, its stations and their neighbours, the route glowing
 * in its owner's colour, the names in the game's language (`mapLocale`). It shows what the
 * public map shows, nothing more.
 */
export function drawCloseup(state: GameState, route: number, options: RenderOptions): Canvas {
  const { window, labels } = closeupView(route, options.mapLocale ?? options.locale);
  const { canvas, ctx } = scaledCanvas(CLOSEUP_WIDTH, CLOSEUP_HEIGHT, options.maxSide);
  const zoom = CLOSEUP_WIDTH / window.w;
  ctx.scale(zoom, zoom);
  ctx.translate(-window.x, -window.y);
  ctx.beginPath();
  ctx.rect(window.x, window.y, window.w, window.h);
  ctx.clip();
  drawMapScene(ctx, state, labels, { focus: route });
  return canvas;
}

/** A close-up of the map around a route, as PNG bytes (`drawCloseup`). */
export async function renderCloseup(state: GameState, route: number, options: RenderOptions): Promise<Buffer> {
  return drawCloseup(state, route, options).encode('png');
}
