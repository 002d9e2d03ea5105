import type { Canvas } from '@napi-rs/canvas';
import { CARDS } from '../data/cards.ts';
import { ticketPoints } from '../engine/scoring.ts';
import type { GameState } from '../engine/state.ts';
import { textFont } from '../../../render/fonts.ts';
import { cardName, t, ticketText } from '../texts/catalog.ts';
import { drawCard, drawSeatBadge, fitText, roundRect } from './draw.ts';
import { scaledCanvas, seatName, type RenderOptions } from './map.ts';
import { INK, MUTED_INK, PANEL_BACKGROUND } from './palette.ts';

const WIDTH = 1000;
const CARD_W = 104;
const CARD_H = 120;
const ROW = 46;

/**
 * One player's private picture: their cards by kind (with counts and names), their tickets each
 * marked done (connected by their routes) or not, the tickets offered to them if they are
 * choosing, and the cards a tunnel of theirs turned over.
 */
export function drawHandImage(state: GameState, seat: string, options: RenderOptions): Canvas {
  const { locale } = options;
  const player = state.players.indexOf(seat);
  if (player < 0) throw new Error(`${seat} does not play`);
  const ps = state.playerStates[player];
  const held = CARDS.map((card, i) => ({ card, count: ps.cards[i] })).filter((c) => c.count > 0);
  const tunnel = state.step === 'ADDITIONAL' && state.current === player ? state.tunnel : null;
  const offered = ps.offered ?? [];
  const cardRows = Math.max(1, Math.ceil(held.length / 8));
  const height =
    70 + cardRows * (CARD_H + 12) + 60 + Math.max(1, ps.tickets.length) * ROW + (offered.length > 0 ? 60 + offered.length * ROW : 0) + (tunnel !== null ? 60 + CARD_H : 0) + 30;
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
    const x = 24 + (i % 8) * (CARD_W + 16);
    drawCard(ctx, card, x, y + Math.floor(i / 8) * (CARD_H + 12), CARD_W, CARD_H, cardName(card, locale), count);
  });
  y += cardRows * (CARD_H + 12) + 10;
  const ticketList = (title: string, tickets: readonly number[], marks: boolean, numbered: boolean) => {
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
      roundRect(ctx, 20, y + 4, WIDTH - 40, ROW - 6, 8);
      ctx.fillStyle = i % 2 === 0 ? '#ffffff' : '#f1efe6';
      ctx.fill();
      let x = 34;
      if (marks) {
        const done = ticketPoints(ticket, ps.routes) > 0;
        ctx.font = textFont(24, true);
        ctx.fillStyle = done ? '#17803d' : '#b3261e';
        const tag = `${done ? '✔' : '✘'} ${t(locale, done ? 'tchu.img.done' : 'tchu.img.notDone')}`;
        ctx.fillText(tag, x, y + 33);
        x += 170;
      }
      if (numbered) {
        ctx.font = textFont(24, true);
        ctx.fillStyle = INK;
        ctx.fillText(`${i + 1}.`, x, y + 33);
        x += 40;
      }
      ctx.font = textFont(24);
      ctx.fillStyle = INK;
      ctx.fillText(fitText(ctx, ticketText(ticket, locale), WIDTH - x - 30), x, y + 33);
      y += ROW;
    });
  };
  ticketList(t(locale, 'tchu.img.yourTickets'), ps.tickets, true, false);
  if (offered.length > 0) {
    y += 10;
    ticketList(t(locale, 'tchu.img.offered'), offered, false, true);
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
