import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { CARDS } from '../data/cards.ts';
import { MAP_ROUTES, MAP_TICKETS } from '../engine/map.ts';
import { ticketPoints } from '../engine/scoring.ts';
import type { GameState } from '../engine/state.ts';
import { textFont } from '../../../render/fonts.ts';
import { wrapText } from '../../../render/stats-chart.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { cardName, t, ticketText } from '../texts/catalog.ts';
import { drawCard, drawSeatBadge } from './draw.ts';
import { scaledCanvas } from '../../../render/drawing.ts';
import { seatName, type RenderOptions } from './map.ts';
import { IMAGE_WIDTH, MAP_HEIGHT, STATION_POINTS } from './layout.ts';
import { GREY_ROUTE, INK, MAP_BACKGROUND, MUTED_INK, PANEL_BACKGROUND, SEAT_STYLE } from './palette.ts';
import { fitText, roundRect } from '../../../render/drawing.ts';

const WIDTH = 1000;
/** Cards per row, as wide as "locomotive" needs at 24 px (9 px on a phone, where the image is 390 px wide). */
const CARDS_PER_ROW = 6;
const CARD_W = 146;
const CARD_H = 120;
const ROW = 46;
/** A kept ticket's row: its small map and its text beside it (two lines of it; a row grows by a line for a third). */
const TICKET_ROW = 170;
/** The text of a kept ticket: its size, the distance between its lines, and the most lines it takes. */
const KEPT_PX = 30;
const KEPT_LINE = 38;
const KEPT_LINES = 3;
/** The text of an offered ticket: its size, the distance between its lines, and the most lines it takes. */
const OFFERED_PX = 24;
const OFFERED_LINE = 30;
const OFFERED_LINES = 2;
/** The small map of a ticket, in the map's proportions. */
const THUMB_W = 230;
const THUMB_H = Math.round((THUMB_W * MAP_HEIGHT) / IMAGE_WIDTH);

/**
 * A ticket on a small map: every route as a thin grey line, the player's own routes thick in
 * their colour, the ticket's stations as rings (its start in dark ink, its ends in red, or in
 * green once connected), framed in green when the ticket is done and in red when not yet.
 */
function drawTicketMap(ctx: SKRSContext2D, seat: string, routes: readonly number[], ticket: number, done: boolean, x: number, y: number): void {
  const k = THUMB_W / IMAGE_WIDTH;
  const at = (station: number) => ({ x: x + STATION_POINTS[station].x * k, y: y + STATION_POINTS[station].y * k });
  ctx.save();
  roundRect(ctx, x, y, THUMB_W, THUMB_H, 6);
  ctx.fillStyle = MAP_BACKGROUND;
  ctx.fill();
  ctx.clip();
  const owned = new Set(routes);
  for (const mine of [false, true]) {
    for (const route of MAP_ROUTES) {
      if (owned.has(route.index) !== mine) continue;
      const a = at(route.a);
      const b = at(route.b);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.lineWidth = mine ? 4.5 : 1.2;
      ctx.strokeStyle = mine ? (SEAT_STYLE[seat]?.fill ?? INK) : GREY_ROUTE;
      ctx.stroke();
    }
  }
  const { from, trips } = MAP_TICKETS[ticket];
  const ring = (station: number, color: string, radius: number) => {
    const p = at(station);
    ctx.beginPath();
    ctx.arc(p.x, p.y, radius, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = color;
    ctx.stroke();
  };
  const end = done ? '#17803d' : '#b3261e';
  for (const trip of trips) for (const station of trip.to) ring(station, end, 5.5);
  for (const station of from) ring(station, INK, 5.5);
  ctx.restore();
  roundRect(ctx, x, y, THUMB_W, THUMB_H, 6);
  ctx.lineWidth = 4;
  ctx.strokeStyle = end;
  ctx.stroke();
}

/**
 * A ticket's text over lines at most `width` wide, broken only after its start ("Lugano –") and
 * after each of its trips ("France (14),"), so that no trip is split (`wrapText`, which never
 * breaks at a no-break space); null when it takes more than `maxLines` lines or a trip is wider
 * than a line.
 */
function wrapTicket(ctx: SKRSContext2D, text: string, width: number, maxLines: number): string[] | null {
  const unbroken = text
    .split(/(?<=[,–]) /)
    .map((part) => part.replaceAll(' ', '\u00a0'))
    .join(' ');
  const lines = wrapText(ctx, unbroken, width, maxLines).map((line) => line.replaceAll('\u00a0', ' '));
  return lines.join(' ') === text.replaceAll('\u00a0', ' ') ? lines : null;
}

/**
 * A ticket's text over at most `maxLines` lines `width` wide, in the font set on `ctx`, every
 * trip whole: in full ("Lugano – {Allemagne (Germany) (12), …}"), else with countries as the
 * map names them, without the reader's names in brackets ("Lugano – {Allemagne (12), …}"), and
 * should even that not fit, the short form's lines with the last one cut.
 */
export function ticketLines(ctx: SKRSContext2D, ticket: number, locale: Locale, mapLocale: Locale, width: number, maxLines: number): string[] {
  const full = wrapTicket(ctx, ticketText(ticket, locale, mapLocale), width, maxLines);
  if (full !== null) return full;
  const short = ticketText(ticket, locale, mapLocale, true);
  const lines = wrapTicket(ctx, short, width, maxLines) ?? wrapTicket(ctx, short, width, Infinity) ?? [short];
  return lines.length <= maxLines ? lines : [...lines.slice(0, maxLines - 1), fitText(ctx, lines.slice(maxLines - 1).join(' '), width)];
}

/** The size of a kept ticket's row for a text of `lines` lines. */
function keptRow(lines: number): number {
  return TICKET_ROW + Math.max(0, lines - 2) * KEPT_LINE;
}

/** The size of an offered ticket's row for a text of `lines` lines. */
function offeredRow(lines: number): number {
  return ROW + (lines - 1) * OFFERED_LINE;
}

/**
 * One player's private picture: their cards by kind (with counts and names), their tickets each
 * on a small map of their network and marked done (connected by their routes) or not yet, the tickets offered to them if they are
 * choosing, and the cards a tunnel of theirs turned over.
 */
export function drawHandImage(state: GameState, seat: string, options: RenderOptions): Canvas {
  const { locale } = options;
  const mapLocale = options.mapLocale ?? locale;
  const player = state.players.indexOf(seat);
  if (player < 0) throw new Error(`${seat} does not play`);
  const ps = state.playerStates[player];
  const held = CARDS.map((card, i) => ({ card, count: ps.cards[i] })).filter((c) => c.count > 0);
  const tunnel = state.step === 'ADDITIONAL' && state.current === player ? state.tunnel : null;
  const offered = ps.offered ?? [];
  const cardRows = Math.max(1, Math.ceil(held.length / CARDS_PER_ROW));
  // Each ticket's lines first: a long one (a country ticket, names in two languages) takes a taller row.
  const { ctx: measure } = scaledCanvas(1, 1, undefined);
  measure.font = textFont(KEPT_PX);
  const keptX = 30 + THUMB_W + 24;
  const kept = ps.tickets.map((ticket) => ticketLines(measure, ticket, locale, mapLocale, WIDTH - keptX - 40, KEPT_LINES));
  measure.font = textFont(OFFERED_PX);
  const offeredX = 34 + 40;
  const offeredLines = offered.map((ticket) => ticketLines(measure, ticket, locale, mapLocale, WIDTH - offeredX - 30, OFFERED_LINES));
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const height =
    70 +
    cardRows * (CARD_H + 12) +
    60 +
    (kept.length === 0 ? ROW : sum(kept.map((lines) => keptRow(lines.length)))) +
    (offered.length > 0 ? 60 + sum(offeredLines.map((lines) => offeredRow(lines.length))) : 0) +
    (tunnel !== null ? 60 + CARD_H : 0) +
    30;
  const { canvas, ctx } = scaledCanvas(WIDTH, height, options.maxSide);
  ctx.fillStyle = PANEL_BACKGROUND;
  ctx.fillRect(0, 0, WIDTH, height);
  drawSeatBadge(ctx, seat, 40, 36, 40);
  ctx.fillStyle = INK;
  ctx.font = textFont(30, true);
  ctx.fillText(fitText(ctx, `${seatName(options, seat)} — ${t(locale, 'tchu.img.yourCards')}`, WIDTH - 100), 72, 47);
  let y = 70;
  if (held.length === 0) {
    ctx.font = textFont(26);
    ctx.fillStyle = MUTED_INK;
    ctx.fillText(t(locale, 'tchu.img.noCards'), 30, y + 40);
  }
  held.forEach(({ card, count }, i) => {
    const x = 24 + (i % CARDS_PER_ROW) * (CARD_W + 16);
    drawCard(ctx, card, x, y + Math.floor(i / CARDS_PER_ROW) * (CARD_H + 12), CARD_W, CARD_H, cardName(card, locale), count);
  });
  y += cardRows * (CARD_H + 12) + 10;
  const ticketList = (title: string, tickets: readonly number[], texts: readonly (readonly string[])[], marks: boolean) => {
    ctx.fillStyle = INK;
    ctx.font = textFont(28, true);
    ctx.fillText(title, 24, y + 36);
    y += 50;
    if (tickets.length === 0) {
      ctx.font = textFont(24);
      ctx.fillStyle = MUTED_INK;
      ctx.fillText(t(locale, 'tchu.img.noTickets'), 40, y + 30);
      y += ROW;
    }
    tickets.forEach((ticket, i) => {
      const lines = texts[i];
      if (marks) {
        // A kept ticket: its small map, then done or not yet and its text beside it (a country ticket's long list over two or three lines).
        const done = ticketPoints(ticket, ps.routes) > 0;
        const rowHeight = keptRow(lines.length);
        roundRect(ctx, 20, y + 4, WIDTH - 40, rowHeight - 8, 8);
        ctx.fillStyle = i % 2 === 0 ? '#ffffff' : '#f1efe6';
        ctx.fill();
        drawTicketMap(ctx, seat, ps.routes, ticket, done, 30, y + 4 + (rowHeight - 8 - THUMB_H) / 2);
        ctx.font = textFont(28, true);
        ctx.fillStyle = done ? '#17803d' : '#b3261e';
        ctx.fillText(`${done ? '✔' : '✘'} ${t(locale, done ? 'tchu.img.done' : 'tchu.img.notDone')}`, keptX, y + 62);
        ctx.font = textFont(KEPT_PX);
        ctx.fillStyle = INK;
        lines.forEach((line, n) => ctx.fillText(line, keptX, y + 108 + n * KEPT_LINE));
        y += rowHeight;
        return;
      }
      const rowHeight = offeredRow(lines.length);
      roundRect(ctx, 20, y + 4, WIDTH - 40, rowHeight - 6, 8);
      ctx.fillStyle = i % 2 === 0 ? '#ffffff' : '#f1efe6';
      ctx.fill();
      // An offered ticket: its number (as the panel's menu numbers it) and its text.
      ctx.font = textFont(OFFERED_PX, true);
      ctx.fillStyle = INK;
      ctx.fillText(`${i + 1}.`, 34, y + 33);
      ctx.font = textFont(OFFERED_PX);
      ctx.fillStyle = INK;
      lines.forEach((line, n) => ctx.fillText(line, offeredX, y + 33 + n * OFFERED_LINE));
      y += rowHeight;
    });
  };
  ticketList(t(locale, 'tchu.img.yourTickets'), ps.tickets, kept, true);
  if (offered.length > 0) {
    y += 10;
    ticketList(t(locale, 'tchu.img.offered'), offered, offeredLines, false);
  }
  if (tunnel !== null) {
    y += 10;
    ctx.fillStyle = INK;
    ctx.font = textFont(28, true);
    ctx.fillText(t(locale, 'tchu.img.tunnelDrawn'), 24, y + 36);
    y += 50;
    tunnel.drawn.forEach((card, i) => drawCard(ctx, card, 24 + i * (CARD_W + 16), y, CARD_W, CARD_H, cardName(card, locale)));
  }
  return canvas;
}

/** The private picture as PNG bytes. */
export async function renderHand(state: GameState, seat: string, options: RenderOptions): Promise<Buffer> {
  return drawHandImage(state, seat, options).encode('png');
}
