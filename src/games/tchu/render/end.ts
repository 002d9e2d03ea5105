import type { Canvas } from '@napi-rs/canvas';
import { formatNumber } from '../../../i18n/numbers.ts';
import { connectivity, longestTrail, ticketPoints } from '../engine/scoring.ts';
import type { GameState } from '../engine/state.ts';
import { scores } from '../engine/summary.ts';
import { textFont } from '../../../render/fonts.ts';
import { t } from '../texts/catalog.ts';
import { drawSeatBadge, fitText, roundRect } from './draw.ts';
import { IMAGE_WIDTH, MAP_HEIGHT } from './layout.ts';
import { drawMap, scaledCanvas, seatName, type RenderOptions } from './map.ts';
import { INK, PANEL_BACKGROUND } from './palette.ts';

/** One player's final scoring, split as the end image shows it. */
export interface FinalRow {
  readonly seat: string;
  readonly routes: number;
  readonly ticketsWon: number;
  /** Points lost on failed tickets (zero or negative). */
  readonly ticketsLost: number;
  readonly longestBonus: number;
  readonly trailLength: number;
  readonly trail: readonly number[];
  readonly total: number;
}

/** Every player's final scoring, in seat order. */
export function finalRows(state: GameState): FinalRow[] {
  const final = scores(state);
  return state.players.map((seat, i) => {
    const ps = state.playerStates[i];
    const root = connectivity(ps.routes);
    const points = ps.tickets.map((ticket) => ticketPoints(ticket, ps.routes, root));
    return {
      seat,
      routes: final[i].routes,
      ticketsWon: points.filter((p) => p > 0).reduce((a, b) => a + b, 0),
      ticketsLost: points.filter((p) => p < 0).reduce((a, b) => a + b, 0),
      longestBonus: final[i].longestTrail,
      trailLength: final[i].trailLength,
      trail: longestTrail(ps.routes).routes,
      total: final[i].total,
    };
  });
}

const TABLE_HEIGHT = 260;

/** The end picture: the final map with each player's longest trail outlined, and the scoring table. */
export function drawEndImage(state: GameState, options: RenderOptions): Canvas {
  const { locale } = options;
  const rows = finalRows(state);
  const { canvas, ctx } = scaledCanvas(IMAGE_WIDTH, MAP_HEIGHT + TABLE_HEIGHT, options.maxSide);
  drawMap(ctx, state, options, { trails: rows.map((row) => row.trail) });
  const top = MAP_HEIGHT;
  ctx.fillStyle = PANEL_BACKGROUND;
  ctx.fillRect(0, top, IMAGE_WIDTH, TABLE_HEIGHT);
  ctx.fillStyle = INK;
  ctx.fillRect(0, top, IMAGE_WIDTH, 3);
  ctx.font = textFont(28, true);
  ctx.fillText(t(locale, 'tchu.img.scoring'), 30, top + 42);
  const columns = [
    t(locale, 'tchu.img.routes'),
    t(locale, 'tchu.img.ticketsWon'),
    t(locale, 'tchu.img.ticketsLost'),
    t(locale, 'tchu.img.longest'),
    t(locale, 'tchu.img.total'),
  ];
  const x0 = 420;
  const colW = (IMAGE_WIDTH - x0 - 20) / columns.length;
  ctx.font = textFont(20, true);
  ctx.textAlign = 'center';
  columns.forEach((name, c) => ctx.fillText(fitText(ctx, name, colW - 8), x0 + c * colW + colW / 2, top + 82));
  ctx.textAlign = 'left';
  const best = Math.max(...rows.map((r) => r.total));
  rows.forEach((row, i) => {
    const y = top + 100 + i * 68;
    roundRect(ctx, 18, y, IMAGE_WIDTH - 36, 60, 10);
    ctx.fillStyle = row.total === best ? '#fff2b3' : '#ffffff';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#c9c6b8';
    ctx.stroke();
    drawSeatBadge(ctx, row.seat, 48, y + 30, 38);
    ctx.fillStyle = INK;
    ctx.font = textFont(26, true);
    ctx.fillText(fitText(ctx, `${row.total === best ? '🏆 ' : ''}${seatName(options, row.seat)}`, 320), 78, y + 39);
    const values = [
      formatNumber(row.routes, locale),
      formatNumber(row.ticketsWon, locale, { signed: true }),
      formatNumber(row.ticketsLost, locale, { signed: true }),
      formatNumber(row.longestBonus, locale, { signed: true }),
      formatNumber(row.total, locale),
    ];
    ctx.textAlign = 'center';
    values.forEach((value, c) => {
      ctx.font = textFont(c === values.length - 1 ? 30 : 24, c === values.length - 1);
      ctx.fillText(fitText(ctx, value, colW - 6), x0 + c * colW + colW / 2, c === 3 ? y + 28 : y + 39);
    });
    // The trail's length under its bonus.
    ctx.font = textFont(17);
    ctx.fillText(fitText(ctx, t(locale, 'tchu.img.trail', { length: row.trailLength }), colW - 6), x0 + 3 * colW + colW / 2, y + 51);
    ctx.textAlign = 'left';
  });
  return canvas;
}

/** The end picture as PNG bytes. */
export async function renderEnd(state: GameState, options: RenderOptions): Promise<Buffer> {
  return drawEndImage(state, options).encode('png');
}
