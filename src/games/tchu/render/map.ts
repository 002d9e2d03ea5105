import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { STATIONS } from '../data/stations.ts';
import { cardTotal } from '../engine/cards.ts';
import { MAP_ROUTES } from '../engine/map.ts';
import { scores } from '../engine/summary.ts';
import type { GameState } from '../engine/state.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { textFont } from '../../../render/fonts.ts';
import { cardName, t } from '../texts/catalog.ts';
import { drawCard, drawSeatBadge, drawSign } from './draw.ts';
import { CAR_WIDTH, IMAGE_WIDTH, LABEL_PX, MAP_HEIGHT, ROUTE_CARS, STATION_POINTS, STATION_RADIUS, stationLabels, type StationLabel } from './layout.ts';
import { CARD_FILL, GREY_ROUTE, INK, MAP_BACKGROUND, MUTED_INK, PANEL_BACKGROUND, SEAT_STYLE } from './palette.ts';
import { fitText, roundRect, scaledCanvas } from '../../../render/drawing.ts';
import { resignedTag } from '../../../render/end-standing.ts';

/** What every image is told: players' names by seat, the language, and an optional longest side. */
export interface RenderOptions {
  readonly names: Readonly<Record<string, string>>;
  readonly locale: Locale;
  /** The game's language (the public map's): a private picture names places in it first, its reader's names in brackets (see `stationLabel`); `locale` if absent. */
  readonly mapLocale?: Locale;
  /** Longest side in pixels: the image is scaled down to fit (never up). */
  readonly maxSide?: number;
  /** The game was stopped or won by forfeit here: nobody is shown to play or choosing. */
  readonly stopped?: boolean;
  /** The seats whose player resigned (played automatically since, or the game then ended): the table marks them, as the texts do. */
  readonly resigned?: readonly string[];
}

/** What the map marks besides the routes: each seat's routes to outline (its longest trail, at the end), the route a close-up is about. */
export interface MapMarks {
  readonly trails?: readonly (readonly number[])[];
  /** The route just claimed (a close-up's): a glow of its owner's colour around its cars. */
  readonly focus?: number;
}

/** How tall the picture of the table (face-up cards, piles, players) is. */
export const STATUS_HEIGHT = 330;
/**
 * Smallest font of the public image: it is 1400 px wide and Discord shows it 390 px wide on a
 * phone, where 33 px make 9.
 */
const STATUS_PX = 33;

function carPath(ctx: SKRSContext2D, length: number, width = CAR_WIDTH): void {
  roundRect(ctx, -length / 2, -width / 2, length, width, 3);
}

/**
 * Claimed cars are drawn thicker than free ones, with a larger sign and a dark rim, so that who
 * owns a short route (one or two cars, around Zürich) still shows on a phone.
 */
const CLAIMED_WIDTH = CAR_WIDTH + 7;
const CLAIMED_SIGN = 12;

/** How far the glow of a close-up's route reaches around its cars, and how strong its colour is. */
const FOCUS_SPREAD = 9;
const FOCUS_ALPHA = 0.45;
/** The veil over the routes of a close-up but its own: the land's colour, half through. */
const FOCUS_VEIL = 'rgba(238, 241, 230, 0.5)';

/** A glow around a route's cars, drawn before them (all of it: a car's glow must not cover the car before). */
function drawGlow(ctx: SKRSContext2D, route: number, color: string, spread: number, alpha: number): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.fillStyle = color;
  for (const car of ROUTE_CARS[route]) {
    ctx.save();
    ctx.translate(car.center.x, car.center.y);
    ctx.rotate(car.angle);
    roundRect(ctx, -car.length / 2 - spread, -CAR_WIDTH / 2 - spread, car.length + 2 * spread, CAR_WIDTH + 2 * spread, spread + 1);
    ctx.fill();
    ctx.restore();
  }
  ctx.restore();
}

/** One route: its cars in its colour, or its owner's with the owner's sign; tunnels dashed; a blocked twin faded and crossed out. */
function drawRoute(ctx: SKRSContext2D, route: number, owner: string | null, blocked: boolean, trail: boolean): void {
  const r = MAP_ROUTES[route];
  const cars = ROUTE_CARS[route];
  for (const car of cars) {
    ctx.save();
    ctx.translate(car.center.x, car.center.y);
    ctx.rotate(car.angle);
    if (trail) {
      // The longest trail: a bright halo around the owner's cars.
      roundRect(ctx, -car.length / 2 - 5, -CAR_WIDTH / 2 - 5, car.length + 10, CAR_WIDTH + 10, 6);
      ctx.fillStyle = '#ffd400';
      ctx.fill();
    }
    ctx.globalAlpha = blocked ? 0.35 : 1;
    const width = owner !== null ? CLAIMED_WIDTH : CAR_WIDTH;
    if (owner !== null) {
      roundRect(ctx, -car.length / 2 - 1.5, -width / 2 - 1.5, car.length + 3, width + 3, 4);
      ctx.fillStyle = INK;
      ctx.fill();
    }
    carPath(ctx, car.length, width);
    ctx.fillStyle = owner !== null ? (SEAT_STYLE[owner]?.fill ?? INK) : r.color === null ? GREY_ROUTE : CARD_FILL[r.color];
    ctx.fill();
    carPath(ctx, car.length, width);
    ctx.lineWidth = owner !== null ? 2.5 : 1.8;
    ctx.strokeStyle = owner !== null ? '#ffffff' : INK;
    ctx.setLineDash(r.level === 'TUNNEL' ? [5, 3] : []);
    ctx.stroke();
    ctx.setLineDash([]);
    if (owner !== null) {
      if (r.level === 'TUNNEL') {
        // A claimed tunnel keeps its dashes, in dark ink inside the white outline.
        roundRect(ctx, -car.length / 2 + 3, -width / 2 + 3, car.length - 6, width - 6, 2);
        ctx.setLineDash([4, 3]);
        ctx.lineWidth = 1.2;
        ctx.strokeStyle = 'rgba(255,255,255,0.8)';
        ctx.stroke();
        ctx.setLineDash([]);
      }
      drawSign(ctx, owner, 0, 0, CLAIMED_SIGN, '#ffffff');
    }
    ctx.globalAlpha = 1;
    if (blocked) {
      ctx.beginPath();
      ctx.moveTo(-car.length / 2 + 2, -CAR_WIDTH / 2 + 2);
      ctx.lineTo(car.length / 2 - 2, CAR_WIDTH / 2 - 2);
      ctx.moveTo(-car.length / 2 + 2, CAR_WIDTH / 2 - 2);
      ctx.lineTo(car.length / 2 - 2, -CAR_WIDTH / 2 + 2);
      ctx.lineWidth = 2;
      ctx.strokeStyle = INK;
      ctx.stroke();
    }
    ctx.restore();
  }
}

/** The map: routes (claimed, free, blocked), stations and their names (in the game's language, `mapLocale`). */
export function drawMap(ctx: SKRSContext2D, state: GameState, options: RenderOptions, marks: MapMarks = {}): void {
  drawMapScene(ctx, state, stationLabels(options.mapLocale ?? options.locale), marks);
}

/**
 * The map's drawing, in map pixels (`IMAGE_WIDTH` × `MAP_HEIGHT`), with the station names given:
 * the whole map's (`drawMap`), or those a close-up keeps in its window (`render/closeup.ts`).
 */
export function drawMapScene(ctx: SKRSContext2D, state: GameState, labels: readonly StationLabel[], marks: MapMarks = {}): void {
  ctx.fillStyle = MAP_BACKGROUND;
  ctx.fillRect(0, 0, IMAGE_WIDTH, MAP_HEIGHT);
  const owners = state.owners.map((o) => (o === null ? null : state.players[o]));
  const inTrail = new Set<number>(marks.trails?.flat() ?? []);
  const blocked = (route: number): boolean => {
    const twin = MAP_ROUTES[route].twin;
    return owners[route] === null && twin !== null && owners[twin] !== null;
  };
  for (const route of MAP_ROUTES) if (route.index !== marks.focus) drawRoute(ctx, route.index, owners[route.index], blocked(route.index), inTrail.has(route.index));
  if (marks.focus !== undefined) {
    // A close-up's route stands out: the other routes under a light veil, it over the veil, glowing in its owner's colour.
    ctx.fillStyle = FOCUS_VEIL;
    ctx.fillRect(0, 0, IMAGE_WIDTH, MAP_HEIGHT);
    const owner = owners[marks.focus];
    if (owner !== null) drawGlow(ctx, marks.focus, SEAT_STYLE[owner]?.fill ?? INK, FOCUS_SPREAD, FOCUS_ALPHA);
    drawRoute(ctx, marks.focus, owner, blocked(marks.focus), inTrail.has(marks.focus));
  }
  STATION_POINTS.forEach((p, i) => {
    ctx.beginPath();
    if (STATIONS[i].country === null) ctx.arc(p.x, p.y, STATION_RADIUS, 0, Math.PI * 2);
    else ctx.rect(p.x - STATION_RADIUS, p.y - STATION_RADIUS, 2 * STATION_RADIUS, 2 * STATION_RADIUS);
    ctx.fillStyle = STATIONS[i].country === null ? '#ffffff' : '#d9d9d9';
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = INK;
    ctx.stroke();
  });
  // The map names places in the game's language for every reader, as the private texts say them first ("Geneva (Genève)").
  for (const label of labels) {
    const country = STATIONS[label.station].country !== null;
    ctx.font = textFont(LABEL_PX, !country);
    // A light veil, so that a car under a name still shows its colour, and a white outline round the letters.
    roundRect(ctx, label.box.x, label.box.y, label.box.w, label.box.h, 5);
    ctx.fillStyle = 'rgba(255,255,255,0.5)';
    ctx.fill();
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 6;
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.strokeText(label.text, label.box.x + 4, label.box.y + label.box.h / 2 + 1);
    ctx.fillStyle = country ? MUTED_INK : INK;
    ctx.fillText(label.text, label.box.x + 4, label.box.y + label.box.h / 2 + 1);
    ctx.textBaseline = 'alphabetic';
  }
}

/** Each seat's name, or its sign when the name is unknown. */
export function seatName(options: RenderOptions, seat: string): string {
  return options.names[seat] ?? `${SEAT_STYLE[seat]?.symbol ?? ''} ${seat}`;
}

/** The table: face-up cards, deck, discard and tickets, and each player's cars, cards, tickets and points. */
function drawStatus(ctx: SKRSContext2D, state: GameState, options: RenderOptions): void {
  const { locale } = options;
  ctx.fillStyle = PANEL_BACKGROUND;
  ctx.fillRect(0, 0, IMAGE_WIDTH, STATUS_HEIGHT);
  // The title, and the piles' counts on its right: deck, discard, tickets.
  ctx.font = textFont(STATUS_PX + 1, true);
  ctx.fillStyle = INK;
  ctx.textBaseline = 'middle';
  ctx.fillText(t(locale, 'tchu.img.faceUp'), 30, 38);
  const piles: [string, number][] = [
    [t(locale, 'tchu.img.deck'), state.deck.length],
    [t(locale, 'tchu.img.discard'), cardTotal(state.discard)],
    [t(locale, 'tchu.img.ticketDeck'), state.ticketDeck.length],
  ];
  ctx.textAlign = 'right';
  let right = IMAGE_WIDTH - 30;
  for (const [name, count] of [...piles].reverse()) {
    ctx.font = textFont(STATUS_PX + 1, true);
    ctx.fillText(String(count), right, 38);
    right -= ctx.measureText(String(count)).width + 10;
    ctx.font = textFont(STATUS_PX);
    ctx.fillStyle = MUTED_INK;
    ctx.fillText(name, right, 38);
    ctx.fillStyle = INK;
    right -= ctx.measureText(name).width + 34;
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  // The face-up cards across the whole width, their names as large as the other texts.
  const gap = 16;
  const cardW = Math.floor((IMAGE_WIDTH - 60 - 4 * gap) / 5);
  const cardH = 100;
  state.faceUp.forEach((card, i) => drawCard(ctx, card, 30 + i * (cardW + gap), 66, cardW, cardH, cardName(card, locale), undefined, STATUS_PX + 1));
  const ended = state.step === 'OVER' || options.stopped === true;
  const current = ended || state.step === 'INITIAL_TICKETS' ? null : state.players[state.current];
  // Once the game is over its points are the final totals, as the turn message's lines and the end message give them.
  const final = state.step === 'OVER' ? scores(state) : null;
  const lineOf = (i: number) => {
    const ps = state.playerStates[i];
    return t(locale, 'tchu.turn.playerLine', { cars: ps.cars, cards: cardTotal(ps.cards), tickets: ps.tickets.length, points: final?.[i].total ?? ps.claimPoints });
  };
  // Names take the room the players' lines and the tags leave (long names were cut at 300 px with half the row free).
  ctx.font = textFont(STATUS_PX);
  const lineWidth = Math.min(780, Math.max(...state.players.map((_, i) => ctx.measureText(lineOf(i)).width)));
  ctx.font = textFont(STATUS_PX, true);
  const tagWidths = [t(locale, 'tchu.img.toPlay'), t(locale, 'tchu.img.choosing'), t(locale, 'tchu.img.chosen')].map((tag) => ctx.measureText(tag).width);
  // Who resigned is marked in the tags' place (muted, as the scoring table marks them), which the widest tag already keeps free.
  const resigned = new Set(options.resigned ?? []);
  const mark = resigned.size === 0 ? '' : resignedTag(locale);
  if (mark !== '') {
    ctx.font = textFont(STATUS_PX);
    tagWidths.push(ctx.measureText(mark).width);
  }
  const tagWidth = Math.max(...tagWidths);
  const lineX = Math.max(400, IMAGE_WIDTH - 34 - tagWidth - 28 - lineWidth);
  state.players.forEach((seat, i) => {
    const ps = state.playerStates[i];
    const y = 186 + i * 66;
    if (seat === current) {
      roundRect(ctx, 18, y - 6, IMAGE_WIDTH - 36, 60, 10);
      ctx.fillStyle = '#fff2b3';
      ctx.fill();
    }
    drawSeatBadge(ctx, seat, 50, y + 24, 44);
    ctx.fillStyle = INK;
    ctx.font = textFont(34, true);
    const name = fitText(ctx, seatName(options, seat), lineX - 84 - 20);
    ctx.fillText(name, 84, y + 36);
    ctx.font = textFont(STATUS_PX);
    ctx.fillText(fitText(ctx, lineOf(i), 780), lineX, y + 36);
    // During the first ticket choice, who is still choosing and who has chosen (muted: they wait).
    const choosing = !ended && state.step === 'INITIAL_TICKETS';
    const tag = seat === current ? t(locale, 'tchu.img.toPlay') : choosing ? t(locale, ps.offered !== null ? 'tchu.img.choosing' : 'tchu.img.chosen') : '';
    if (resigned.has(seat)) {
      // The bot plays for who resigned: the mark rather than "to play" (the row stays highlighted on its turn).
      ctx.font = textFont(STATUS_PX);
      ctx.fillStyle = MUTED_INK;
      ctx.textAlign = 'right';
      ctx.fillText(mark, IMAGE_WIDTH - 34, y + 36);
      ctx.textAlign = 'left';
      ctx.fillStyle = INK;
    } else if (tag !== '') {
      ctx.font = textFont(STATUS_PX, true);
      ctx.fillStyle = choosing && ps.offered === null ? MUTED_INK : INK;
      ctx.textAlign = 'right';
      ctx.fillText(tag, IMAGE_WIDTH - 34, y + 36);
      ctx.textAlign = 'left';
      ctx.fillStyle = INK;
    }
  });
}

/**
 * The public map, landscape: a computer shows an embed's image at most 400 × 300, and the map
 * with the table under it showed there 325 px wide. The table is a picture of its own (`renderStatus`).
 */
export function drawBoardImage(state: GameState, options: RenderOptions): Canvas {
  const { canvas, ctx } = scaledCanvas(IMAGE_WIDTH, MAP_HEIGHT, options.maxSide);
  drawMap(ctx, state, options);
  return canvas;
}

/** The public map as PNG bytes. */
export async function renderBoard(state: GameState, options: RenderOptions): Promise<Buffer> {
  return drawBoardImage(state, options).encode('png');
}

/** The table under the map, a picture of its own (PNG): the face-up cards, the piles, and each player's cars, cards, tickets and points. */
export async function renderStatus(state: GameState, options: RenderOptions): Promise<Buffer> {
  const { canvas, ctx } = scaledCanvas(IMAGE_WIDTH, STATUS_HEIGHT, options.maxSide);
  drawStatus(ctx, state, options);
  return canvas.encode('png');
}
