/**
 * The pictures of statistics: a person's card (rating over their games, and their points by kind
 * or their places) and a leaderboard page. Texts come translated; sizes are for a phone: the
 * picture is shown about 350 px wide there, so text is drawn 30 px and more on a 900 px canvas.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { encodePicture } from './encode.ts';
import { ensureFonts, textFont } from './fonts.ts';

const WIDTH = 900;
const BACKGROUND = '#f6f1e7';
const INK = '#2b2118';
const MUTED = '#7a6a58';
const ACCENT = '#8a6a3c';
const GRID = '#ddd2bf';
const BAR_COLORS = ['#2f7d32', '#1f6fb2', '#c9a227', '#3aa6a0', '#a0522d', '#7b5ea7'];

/** A labelled value of a bar chart. */
export interface Bar {
  readonly label: string;
  readonly value: number;
}

/** What a person's card shows. */
export interface StatsPicture {
  readonly title: string;
  /** Short lines under the title ("12 games · 5 won"). */
  readonly lines: readonly string[];
  readonly ratingTitle: string;
  /** The rating after each game, oldest first (a single point draws a note instead of a curve). */
  readonly ratings: readonly number[];
  readonly oneGameNote: string;
  readonly barsTitle: string;
  readonly bars: readonly Bar[];
}

function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));

/** A person's statistics card as PNG bytes. */
export async function renderStatsPicture(picture: StatsPicture): Promise<Buffer> {
  ensureFonts();
  const pad = 36;
  const headerHeight = 70 + picture.lines.length * 44;
  const chartHeight = 300;
  const barHeight = 46;
  const barsHeight = picture.bars.length === 0 ? 0 : 70 + picture.bars.length * (barHeight + 12);
  const height = headerHeight + 60 + chartHeight + 40 + barsHeight + pad;
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = ACCENT;
  ctx.fillRect(0, 0, WIDTH, 10);

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = INK;
  ctx.font = textFont(40, true);
  ctx.fillText(fitText(ctx, picture.title, WIDTH - 2 * pad), pad, 62);
  ctx.font = textFont(31);
  picture.lines.forEach((line, i) => {
    ctx.fillStyle = i === 0 ? INK : MUTED;
    ctx.fillText(fitText(ctx, line, WIDTH - 2 * pad), pad, 62 + 46 * (i + 1));
  });

  // The rating curve.
  let y = headerHeight + 50;
  ctx.fillStyle = INK;
  ctx.font = textFont(32, true);
  ctx.fillText(picture.ratingTitle, pad, y);
  const top = y + 24;
  const left = pad + 80;
  const right = WIDTH - pad;
  const bottom = top + chartHeight - 30;
  ctx.strokeStyle = GRID;
  ctx.lineWidth = 2;
  const values = picture.ratings;
  if (values.length < 2) {
    ctx.strokeRect(left, top, right - left, bottom - top);
    ctx.fillStyle = MUTED;
    ctx.font = textFont(28);
    ctx.fillText(fitText(ctx, picture.oneGameNote, right - left - 40), left + 20, (top + bottom) / 2 + 10);
  } else {
    let low = Math.min(...values);
    let high = Math.max(...values);
    if (high - low < 2) {
      low -= 1;
      high += 1;
    }
    const margin = (high - low) * 0.1;
    low -= margin;
    high += margin;
    const xAt = (i: number) => left + ((right - left) * i) / (values.length - 1);
    const yAt = (v: number) => bottom - ((bottom - top) * (v - low)) / (high - low);
    ctx.font = textFont(26);
    ctx.fillStyle = MUTED;
    for (let k = 0; k <= 3; k++) {
      const v = low + ((high - low) * k) / 3;
      const gy = yAt(v);
      ctx.beginPath();
      ctx.moveTo(left, gy);
      ctx.lineTo(right, gy);
      ctx.stroke();
      ctx.fillText(format(v), pad - 4, gy + 9);
    }
    if (low < 0 && high > 0) {
      ctx.strokeStyle = MUTED;
      ctx.setLineDash([8, 8]);
      ctx.beginPath();
      ctx.moveTo(left, yAt(0));
      ctx.lineTo(right, yAt(0));
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.strokeStyle = ACCENT;
    ctx.lineWidth = 6;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    values.forEach((v, i) => (i === 0 ? ctx.moveTo(xAt(i), yAt(v)) : ctx.lineTo(xAt(i), yAt(v))));
    ctx.stroke();
    const last = values.length - 1;
    ctx.fillStyle = ACCENT;
    ctx.beginPath();
    ctx.arc(xAt(last), yAt(values[last]), 10, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = INK;
    ctx.font = textFont(30, true);
    const label = format(values[last]);
    const labelWidth = ctx.measureText(label).width;
    // Left of the last point, above it: never over the dot nor out of the chart.
    ctx.fillText(label, Math.max(left, xAt(last) - labelWidth - 18), Math.max(top + 30, yAt(values[last]) - 18));
  }

  // The bars.
  if (picture.bars.length > 0) {
    y = bottom + 40 + 40;
    ctx.fillStyle = INK;
    ctx.font = textFont(32, true);
    ctx.fillText(picture.barsTitle, pad, y);
    const labelWidth = 250;
    const maxValue = Math.max(1, ...picture.bars.map((bar) => bar.value));
    picture.bars.forEach((bar, i) => {
      const by = y + 24 + i * (barHeight + 12);
      ctx.fillStyle = INK;
      ctx.font = textFont(30);
      ctx.fillText(fitText(ctx, bar.label, labelWidth - 10), pad, by + barHeight - 12);
      const full = WIDTH - pad - (pad + labelWidth) - 110;
      const w = Math.max(4, (full * Math.max(0, bar.value)) / maxValue);
      ctx.fillStyle = BAR_COLORS[i % BAR_COLORS.length];
      ctx.fillRect(pad + labelWidth, by, w, barHeight);
      ctx.fillStyle = INK;
      ctx.font = textFont(30, true);
      ctx.fillText(format(bar.value), pad + labelWidth + w + 14, by + barHeight - 12);
    });
  }
  return encodePicture(canvas);
}

/** One row of a leaderboard page. */
export interface LeaderboardRow {
  readonly rank: number;
  readonly name: string;
  readonly rating: number;
  readonly games: number;
  /** The caller's own row. */
  readonly highlight: boolean;
}

/** A leaderboard page as PNG bytes. */
export async function renderLeaderboardPicture(input: {
  readonly title: string;
  readonly headers: { readonly player: string; readonly rating: string; readonly games: string };
  readonly rows: readonly LeaderboardRow[];
  readonly footer: string;
}): Promise<Buffer> {
  ensureFonts();
  const pad = 30;
  const rowHeight = 64;
  const height = 100 + 50 + input.rows.length * rowHeight + 70;
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = ACCENT;
  ctx.fillRect(0, 0, WIDTH, 10);
  ctx.fillStyle = INK;
  ctx.font = textFont(40, true);
  ctx.fillText(fitText(ctx, input.title, WIDTH - 2 * pad), pad, 66);
  const rankX = pad;
  const nameX = pad + 90;
  const gamesRight = WIDTH - pad;
  const ratingRight = WIDTH - pad - 150;
  ctx.font = textFont(26, true);
  ctx.fillStyle = MUTED;
  ctx.fillText(input.headers.player, nameX, 126);
  ctx.textAlign = 'right';
  ctx.fillText(input.headers.rating, ratingRight, 126);
  ctx.fillText(input.headers.games, gamesRight, 126);
  ctx.textAlign = 'left';
  const maxRating = Math.max(1, ...input.rows.map((row) => Math.abs(row.rating)));
  input.rows.forEach((row, i) => {
    const top = 146 + i * rowHeight;
    ctx.fillStyle = row.highlight ? '#f0dfb8' : i % 2 === 0 ? '#efe7d8' : BACKGROUND;
    ctx.fillRect(0, top, WIDTH, rowHeight);
    // A thin bar under the name shows the rating at a glance.
    ctx.fillStyle = row.rating >= 0 ? '#c9b48a' : '#d9a3a3';
    ctx.fillRect(nameX, top + rowHeight - 10, ((ratingRight - 130 - nameX) * Math.abs(row.rating)) / maxRating, 5);
    const base = top + rowHeight / 2 + 11;
    ctx.fillStyle = INK;
    ctx.font = textFont(32, true);
    ctx.fillText(String(row.rank), rankX, base);
    ctx.font = textFont(32, row.highlight);
    ctx.fillText(fitText(ctx, row.name, ratingRight - 130 - nameX), nameX, base);
    ctx.textAlign = 'right';
    ctx.font = textFont(32, true);
    ctx.fillText(row.rating.toFixed(1), ratingRight, base);
    ctx.font = textFont(30);
    ctx.fillText(String(row.games), gamesRight, base);
    ctx.textAlign = 'left';
  });
  ctx.fillStyle = MUTED;
  ctx.font = textFont(24);
  ctx.fillText(fitText(ctx, input.footer, WIDTH - 2 * pad), pad, height - 26);
  return encodePicture(canvas);
}
