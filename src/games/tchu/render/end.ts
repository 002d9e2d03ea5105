import type { SKRSContext2D } from '@napi-rs/canvas';
import { formatNumber } from '../../../i18n/numbers.ts';
import { connectivity, longestTrail, ticketPoints } from '../engine/scoring.ts';
import type { GameState } from '../engine/state.ts';
import { scores } from '../engine/summary.ts';
import { textFont } from '../../../render/fonts.ts';
import { t } from '../texts/catalog.ts';
import { drawSeatBadge } from './draw.ts';
import { IMAGE_WIDTH, MAP_HEIGHT } from './layout.ts';
import { scaledCanvas } from '../../../render/drawing.ts';
import { drawMap, seatName, type RenderOptions } from './map.ts';
import { INK, MUTED_INK, PANEL_BACKGROUND } from './palette.ts';
import { fitText, roundRect } from '../../../render/drawing.ts';
import { placeIn, resignedTag, type EndStanding } from '../../../render/end-standing.ts';

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

/** A row of the scoring table: a player's final scoring, rank (1 for the best; ties share it) and whether the player resigned. */
export interface ScoringRow extends FinalRow {
  readonly rank: number;
  readonly resigned: boolean;
}

/**
 * The scoring table's rows, best first (ties in seat order): by points, or when someone resigned
 * as the end message ranks them (`standing`): who resigned last.
 */
export function scoringRows(state: GameState, standing?: EndStanding): ScoringRow[] {
  const rows = finalRows(state);
  return rows
    .map((row) => ({ ...row, ...placeIn(standing, row.seat, 1 + rows.filter((other) => other.total > row.total).length) }))
    .sort((a, b) => a.rank - b.rank || b.total - a.total);
}

/**
 * Sizes of the scoring table. The image is 1400 px wide and Discord shows it 390 px wide on a
 * phone, where 33 px make 9: no text is smaller.
 */
const TEXT_PX = 33;
const HEAD_LINE = 36;
const ROW = 92;
const ROWS_TOP = 156;

/** Height of the scoring table for a number of players. */
function tableHeight(players: number): number {
  return ROWS_TOP + players * ROW + 12;
}

/** A column head in one or two lines that fit a width (the second cut with an ellipsis if need be). */
function headLines(ctx: SKRSContext2D, text: string, width: number): string[] {
  if (ctx.measureText(text).width <= width) return [text];
  const words = text.split(' ');
  for (let cut = words.length - 1; cut > 0; cut--) {
    const first = words.slice(0, cut).join(' ');
    if (ctx.measureText(first).width <= width) return [first, fitText(ctx, words.slice(cut).join(' '), width)];
  }
  return [fitText(ctx, text, width)];
}

/** The end map: the final map with each player's longest trail outlined. */
export async function renderEnd(state: GameState, options: RenderOptions): Promise<Buffer> {
  const { canvas, ctx } = scaledCanvas(IMAGE_WIDTH, MAP_HEIGHT, options.maxSide);
  drawMap(ctx, state, options, { trails: finalRows(state).map((row) => row.trail) });
  return canvas.encode('png');
}

/**
 * The scoring table, a picture of its own under the end map (a computer shows an embed's picture
 * at most 400 × 300: the map and the table in one would show a third as wide); `standing` when
 * someone resigned (see `scoringRows`).
 */
export async function renderScoring(state: GameState, options: RenderOptions, standing?: EndStanding): Promise<Buffer> {
  const { locale } = options;
  // Best first, as the end message ranks them.
  const rows = scoringRows(state, standing);
  const height = tableHeight(rows.length);
  const { canvas, ctx } = scaledCanvas(IMAGE_WIDTH, height, options.maxSide);
  ctx.fillStyle = PANEL_BACKGROUND;
  ctx.fillRect(0, 0, IMAGE_WIDTH, height);
  ctx.fillStyle = INK;
  ctx.font = textFont(TEXT_PX + 3, true);
  ctx.fillText(t(locale, 'tchu.img.scoring'), 30, 46);
  const columns = [
    t(locale, 'tchu.img.routes'),
    t(locale, 'tchu.img.ticketsWon'),
    t(locale, 'tchu.img.ticketsLost'),
    t(locale, 'tchu.img.longest'),
    t(locale, 'tchu.img.total'),
  ];
  // Columns as wide as their contents need: the longest trail's holds "trail of 14" under its bonus.
  const widths = [150, 200, 200, 250, 150];
  const x0 = IMAGE_WIDTH - 20 - widths.reduce((a, b) => a + b, 0);
  const left = widths.map((_, c) => x0 + widths.slice(0, c).reduce((a, b) => a + b, 0));
  ctx.font = textFont(TEXT_PX, true);
  ctx.textAlign = 'center';
  ctx.fillStyle = MUTED_INK;
  columns.forEach((name, c) => {
    const lines = headLines(ctx, name, widths[c] - 8);
    lines.forEach((line, l) => ctx.fillText(line, left[c] + widths[c] / 2, ROWS_TOP - 14 - (lines.length - 1 - l) * HEAD_LINE));
  });
  ctx.textAlign = 'left';
  rows.forEach((row, i) => {
    const y = ROWS_TOP + i * ROW;
    const first = row.rank === 1;
    roundRect(ctx, 18, y, IMAGE_WIDTH - 36, ROW - 8, 10);
    ctx.fillStyle = first ? '#fff2b3' : '#ffffff';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#c9c6b8';
    ctx.stroke();
    const mid = y + (ROW - 8) / 2;
    drawSeatBadge(ctx, row.seat, 50, mid, 44);
    ctx.fillStyle = INK;
    ctx.font = textFont(TEXT_PX + 1, true);
    // Who resigned: the name over the mark, as the longest trail's bonus over its length.
    ctx.fillText(fitText(ctx, `${first ? '🏆 ' : ''}${seatName(options, row.seat)}`, x0 - 90), 84, row.resigned ? y + 36 : mid + 12);
    if (row.resigned) {
      ctx.font = textFont(TEXT_PX);
      ctx.fillStyle = MUTED_INK;
      ctx.fillText(fitText(ctx, resignedTag(locale), x0 - 90), 84, y + 74);
      ctx.fillStyle = INK;
    }
    const values = [
      formatNumber(row.routes, locale),
      formatNumber(row.ticketsWon, locale, { signed: true }),
      formatNumber(row.ticketsLost, locale, { signed: true }),
      formatNumber(row.longestBonus, locale, { signed: true }),
      formatNumber(row.total, locale),
    ];
    ctx.textAlign = 'center';
    values.forEach((value, c) => {
      ctx.font = textFont(c === values.length - 1 ? TEXT_PX + 5 : TEXT_PX + 1, c === values.length - 1);
      ctx.fillText(fitText(ctx, value, widths[c] - 6), left[c] + widths[c] / 2, c === 3 ? y + 36 : mid + 12);
    });
    // The trail's length under its bonus.
    ctx.font = textFont(TEXT_PX);
    ctx.fillStyle = MUTED_INK;
    ctx.fillText(fitText(ctx, t(locale, 'tchu.img.trail', { length: row.trailLength }), widths[3] - 6), left[3] + widths[3] / 2, y + 74);
    ctx.textAlign = 'left';
  });
  return canvas.encode('png');
}
