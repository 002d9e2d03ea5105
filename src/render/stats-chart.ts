/**
 * The pictures of statistics: a person's card (rating over their games, and their points by kind
 * or their places) and a leaderboard page. Texts come translated; sizes are for a phone: the
 * picture is shown about 390 px wide there (0.43 of its 900 px), so no text is drawn under 24 px
 * (10 px on the phone). Texts too long for their room wrap (titles, notes, footers) or end in "…"
 * (names, labels), never past the picture's edge; every text drawn is recorded with its box, so
 * that tests check sizes, edges and overlaps without looking.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '../i18n/locale.ts';
import { formatNumber as formatLocaleNumber } from '../i18n/numbers.ts';
import { encodePicture } from './encode.ts';
import { ensureFonts, textFont } from './fonts.ts';
import { fitText } from './drawing.ts';

/** Width of both pictures, in pixels. */
export const PICTURE_WIDTH = 900;
const WIDTH = PICTURE_WIDTH;
/** Smallest text drawn, in pixels of the picture. */
export const MIN_TEXT_PX = 24;
const BACKGROUND = '#f6f1e7';
const INK = '#2b2118';
const MUTED = '#6f604f';
const ACCENT = '#8a6a3c';
const GRID = '#ddd2bf';
const HIGHLIGHT = '#f0dfb8';
const STRIPE = '#efe7d8';
/** The colours of the statistics pictures, which the tournament pictures share. */
export const PICTURE_COLORS = { BACKGROUND, INK, MUTED, ACCENT, STRIPE, HIGHLIGHT } as const;
const BAR_COLORS = ['#2f7d32', '#1f6fb2', '#c9a227', '#3aa6a0', '#a0522d', '#7b5ea7'];

/** A labelled value of a bar chart. */
export interface Bar {
  readonly label: string;
  readonly value: number;
}

/** What a person's card shows. */
export interface StatsPicture {
  readonly title: string;
  /** The person's name within the title: shortened with "…" when the title would not fit its two lines, so that the game's name stays. */
  readonly name?: string;
  /** Short lines under the title ("12 games · 5 won"). */
  readonly lines: readonly string[];
  readonly ratingTitle: string;
  /** The rating after each game, oldest first (a single point draws a note instead of a curve). */
  readonly ratings: readonly number[];
  /** Labels under both ends of the curve ("game 1", "game 40"). */
  readonly firstGameLabel?: string;
  readonly lastGameLabel?: string;
  readonly oneGameNote: string;
  readonly barsTitle: string;
  readonly bars: readonly Bar[];
  /** The language numbers are written in (English if absent). */
  readonly locale?: Locale;
}

/** A text as drawn: its string (cut or wrapped as shown), size and box in picture pixels. */
export interface DrawnText {
  readonly text: string;
  readonly px: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** What it is ("title", "name", "rating"…), for tests. */
  readonly role: string;
}

/** A picture drawn, before encoding, with the texts on it. */
export interface Painted {
  readonly canvas: Canvas;
  readonly texts: readonly DrawnText[];
}

/**
 * `text` in lines of at most `maxWidth` (the font set on `ctx`), broken at spaces (never at
 * non-breaking ones), at most `maxLines` of them: the last one ends in "…" when the text is
 * longer. A word longer than a line is cut.
 */
export function wrapText(ctx: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const words: string[] = [];
  // A lone dash or dot starts the line of the word after it ("— ChaCuN"), never ends one.
  for (const word of text.split(' ').filter((w) => w.length > 0)) {
    if (words.length > 0 && /^[—–·]$/u.test(words[words.length - 1])) words[words.length - 1] += ` ${word}`;
    else words.push(word);
  }
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    let line = words[i++];
    while (i < words.length && ctx.measureText(`${line} ${words[i]}`).width <= maxWidth) line += ` ${words[i++]}`;
    lines.push(line);
  }
  // What is left goes on the last line, which is then cut with "…".
  if (i < words.length) lines[lines.length - 1] += ` ${words.slice(i).join(' ')}`;
  return lines.map((line) => fitText(ctx, line, maxWidth));
}

/** Draws texts and records where they went (the tournament pictures draw with it too). */
export class Pen {
  readonly texts: DrawnText[] = [];
  constructor(private readonly ctx: SKRSContext2D) {}

  /** Draws `text` at baseline `y`, cut to `maxWidth`; `x` is its left edge, or its right one with `align: 'right'`. */
  text(text: string, x: number, y: number, options: { readonly px: number; readonly bold?: boolean; readonly color?: string; readonly align?: 'left' | 'right'; readonly maxWidth?: number; readonly role: string }): number {
    const { ctx } = this;
    ctx.font = textFont(options.px, options.bold);
    ctx.fillStyle = options.color ?? INK;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    const shown = options.maxWidth === undefined ? text : fitText(ctx, text, options.maxWidth);
    const metrics = ctx.measureText(shown);
    const left = options.align === 'right' ? x - metrics.width : x;
    ctx.fillText(shown, left, y);
    this.texts.push({
      text: shown,
      px: options.px,
      left,
      right: left + metrics.width,
      top: y - Math.max(metrics.actualBoundingBoxAscent, 0),
      bottom: y + Math.max(metrics.actualBoundingBoxDescent, 0),
      role: options.role,
    });
    return metrics.width;
  }

  /** Lines of `text` wrapped to `maxWidth`, from baseline `y`, `lineHeight` apart; answers how many. */
  paragraph(text: string, x: number, y: number, options: { readonly px: number; readonly bold?: boolean; readonly color?: string; readonly maxWidth: number; readonly maxLines: number; readonly lineHeight: number; readonly role: string }): number {
    this.ctx.font = textFont(options.px, options.bold);
    const lines = wrapText(this.ctx, text, options.maxWidth, options.maxLines);
    lines.forEach((line, i) => this.text(line, x, y + i * options.lineHeight, options));
    return lines.length;
  }

  /** Width of `text` at this size. */
  width(text: string, px: number, bold = false): number {
    this.ctx.font = textFont(px, bold);
    return this.ctx.measureText(text).width;
  }
}

/** A picture's canvas of `height` pixels, the full width, with its background and accent band drawn, and a pen on it. */
export function backdrop(height: number) {
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = ACCENT;
  ctx.fillRect(0, 0, WIDTH, 10);
  return { canvas, ctx, pen: new Pen(ctx) };
}

/** How many lines `text` takes once wrapped (measured before the picture's height is known). */
function lineCount(text: string, px: number, maxWidth: number, maxLines: number, bold = false): number {
  const ctx = createCanvas(1, 1).getContext('2d');
  ctx.font = textFont(px, bold);
  return wrapText(ctx, text, maxWidth, maxLines).length;
}

/** A number as the pictures show it: one decimal under 100, a true minus sign, the decimal separator of the picture's language (see `formatNumber` in src/i18n/numbers.ts). */
export function formatNumber(value: number, decimals = Math.abs(value) >= 100 ? 0 : 1, locale: Locale = 'en'): string {
  return formatLocaleNumber(value, locale, { decimals });
}

/** Round values for the grid lines of a range (1, 2, 2.5 or 5 times a power of ten apart): three to five of them. */
export function gridValues(low: number, high: number): number[] {
  const power = 10 ** Math.floor(Math.log10((high - low) / 4));
  const steps = [0.5, 1, 2, 2.5, 5, 10].map((f) => f * power);
  const valuesOf = (step: number): number[] => {
    const values: number[] = [];
    for (let k = Math.ceil(low / step); k * step <= high + 1e-9; k++) values.push(k === 0 ? 0 : k * step);
    return values;
  };
  // The widest step with at most five lines, and at least three when a narrower step gives them.
  let i = steps.findIndex((step) => valuesOf(step).length <= 5);
  while (i > 0 && valuesOf(steps[i]).length < 3 && valuesOf(steps[i - 1]).length <= 5) i--;
  return valuesOf(steps[Math.max(0, i)]);
}

const PAD = 36;
const TITLE_PX = 40;
const TITLE_LINE = 50;
const LINE_PX = 31;
const LINE_GAP = 46;
const SECTION_PX = 32;
const AXIS_PX = 26;
const CHART_HEIGHT = 250;
const NOTE_HEIGHT = 140;
const BAR_HEIGHT = 46;
const BAR_GAP = 12;

/** The title whole when it fits its lines, else with the name in it cut as little as needed. */
function fittedTitle(title: string, name: string | undefined, maxWidth: number, maxLines: number): string {
  const ctx = createCanvas(1, 1).getContext('2d');
  ctx.font = textFont(TITLE_PX, true);
  // Wrapped whole: nothing cut, on either line.
  const fits = (text: string) => wrapText(ctx, text, maxWidth, maxLines).join(' ') === text.split(' ').filter((word) => word.length > 0).join(' ');
  if (name === undefined || fits(title) || !title.includes(name)) return title;
  const chars = [...name];
  for (let keep = chars.length - 1; keep > 1; keep--) {
    const shorter = title.replace(name, `${chars.slice(0, keep).join('').trimEnd()}…`);
    if (fits(shorter)) return shorter;
  }
  return title;
}

/** A person's statistics card, drawn. */
export function paintStatsPicture(input: StatsPicture): Painted {
  ensureFonts();
  const picture = { ...input, title: fittedTitle(input.title, input.name, WIDTH - 2 * PAD, 2) };
  const titleLines = lineCount(picture.title, TITLE_PX, WIDTH - 2 * PAD, 2, true);
  const headerHeight = 62 + (titleLines - 1) * TITLE_LINE + picture.lines.length * LINE_GAP;
  const chartTop = headerHeight + 50 + 26;
  // A single game has no curve, only a note: a lower box.
  const chartBottom = chartTop + (picture.ratings.length < 2 ? NOTE_HEIGHT : CHART_HEIGHT);
  const barsTop = chartBottom + 44 + 70;
  const height = picture.bars.length === 0 ? chartBottom + 44 + PAD : barsTop + 24 + picture.bars.length * (BAR_HEIGHT + BAR_GAP) - BAR_GAP + PAD;
  const { canvas, ctx, pen } = backdrop(height);

  pen.paragraph(picture.title, PAD, 62, { px: TITLE_PX, bold: true, maxWidth: WIDTH - 2 * PAD, maxLines: 2, lineHeight: TITLE_LINE, role: 'title' });
  let y = 62 + (titleLines - 1) * TITLE_LINE;
  picture.lines.forEach((line, i) => {
    y += LINE_GAP;
    pen.text(line, PAD, y, { px: LINE_PX, color: i === 0 ? INK : MUTED, maxWidth: WIDTH - 2 * PAD, role: 'line' });
  });

  // The rating curve.
  pen.text(picture.ratingTitle, PAD, headerHeight + 50, { px: SECTION_PX, bold: true, maxWidth: WIDTH - 2 * PAD, role: 'section' });
  paintCurve(ctx, pen, picture, chartTop, chartBottom);

  // The bars.
  if (picture.bars.length > 0) {
    pen.text(picture.barsTitle, PAD, barsTop, { px: SECTION_PX, bold: true, maxWidth: WIDTH - 2 * PAD, role: 'section' });
    const labelWidth = 250;
    const maxValue = Math.max(1, ...picture.bars.map((bar) => bar.value));
    // Counts (places) are whole: no decimal then.
    const decimals = picture.bars.every((bar) => Number.isInteger(bar.value)) ? 0 : undefined;
    const valueText = (value: number) => formatNumber(value, decimals, picture.locale);
    const valueRoom = Math.max(...picture.bars.map((bar) => pen.width(valueText(bar.value), 30, true))) + 14;
    const full = WIDTH - PAD - (PAD + labelWidth) - valueRoom;
    picture.bars.forEach((bar, i) => {
      const by = barsTop + 24 + i * (BAR_HEIGHT + BAR_GAP);
      pen.text(bar.label, PAD, by + BAR_HEIGHT - 12, { px: 30, maxWidth: labelWidth - 14, role: 'barLabel' });
      const w = Math.max(4, (full * Math.max(0, bar.value)) / maxValue);
      ctx.fillStyle = BAR_COLORS[i % BAR_COLORS.length];
      ctx.fillRect(PAD + labelWidth, by, w, BAR_HEIGHT);
      pen.text(valueText(bar.value), PAD + labelWidth + w + 14, by + BAR_HEIGHT - 12, { px: 30, bold: true, role: 'barValue' });
    });
  }
  return { canvas, texts: pen.texts };
}

/** The rating curve between `top` and `bottom`, its grid labelled on the left, its last value right of its last point. */
function paintCurve(ctx: SKRSContext2D, pen: Pen, picture: StatsPicture, top: number, bottom: number): void {
  const values = picture.ratings;
  ctx.strokeStyle = GRID;
  ctx.lineWidth = 2;
  if (values.length < 2) {
    const left = PAD;
    const right = WIDTH - PAD;
    ctx.strokeRect(left, top, right - left, bottom - top);
    const lines = lineCount(picture.oneGameNote, 28, right - left - 48, 3);
    pen.paragraph(picture.oneGameNote, left + 24, (top + bottom) / 2 + 10 - ((lines - 1) * 40) / 2, { px: 28, color: MUTED, maxWidth: right - left - 48, maxLines: 3, lineHeight: 40, role: 'note' });
    return;
  }
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < 2) {
    low -= 1;
    high += 1;
  }
  const margin = (high - low) * 0.08;
  low -= margin;
  high += margin;
  const grid = gridValues(low, high);
  // As many decimals as the grid's values need (0.25 keeps two).
  const decimals = [0, 1, 2].find((d) => grid.every((v) => Math.abs(Number(v.toFixed(d)) - v) < 1e-9)) ?? 2;
  const gridLabels = grid.map((v) => formatNumber(v, decimals, picture.locale));
  const last = values.length - 1;
  const lastLabel = formatNumber(values[last], undefined, picture.locale);
  const left = PAD + Math.max(...gridLabels.map((label) => pen.width(label, AXIS_PX))) + 14;
  // Room right of the curve for its last value, beside the last point.
  const right = WIDTH - PAD - pen.width(lastLabel, 30, true) - 22;
  const xAt = (i: number) => left + ((right - left) * i) / last;
  const yAt = (v: number) => bottom - ((bottom - top) * (v - low)) / (high - low);
  grid.forEach((v, k) => {
    const gy = yAt(v);
    ctx.strokeStyle = v === 0 && low < 0 ? MUTED : GRID;
    ctx.setLineDash(v === 0 && low < 0 ? [8, 8] : []);
    ctx.beginPath();
    ctx.moveTo(left, gy);
    ctx.lineTo(right, gy);
    ctx.stroke();
    pen.text(gridLabels[k], left - 14, gy + 9, { px: AXIS_PX, color: MUTED, align: 'right', role: 'axis' });
  });
  ctx.setLineDash([]);
  // The axis of the games, labelled at both ends.
  ctx.strokeStyle = GRID;
  ctx.beginPath();
  ctx.moveTo(left, bottom);
  ctx.lineTo(right, bottom);
  ctx.stroke();
  if (picture.firstGameLabel !== undefined) pen.text(picture.firstGameLabel, left, bottom + 34, { px: AXIS_PX, color: MUTED, role: 'axis' });
  if (picture.lastGameLabel !== undefined) pen.text(picture.lastGameLabel, right, bottom + 34, { px: AXIS_PX, color: MUTED, align: 'right', role: 'axis' });
  ctx.strokeStyle = ACCENT;
  ctx.lineWidth = 6;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  values.forEach((v, i) => (i === 0 ? ctx.moveTo(xAt(i), yAt(v)) : ctx.lineTo(xAt(i), yAt(v))));
  ctx.stroke();
  ctx.fillStyle = ACCENT;
  ctx.beginPath();
  ctx.arc(xAt(last), yAt(values[last]), 10, 0, Math.PI * 2);
  ctx.fill();
  pen.text(lastLabel, xAt(last) + 20, yAt(values[last]) + 11, { px: 30, bold: true, role: 'lastValue' });
}

/** A person's statistics card as PNG bytes. */
export async function renderStatsPicture(picture: StatsPicture): Promise<Buffer> {
  return encodePicture(paintStatsPicture(picture).canvas);
}

/** One row of a leaderboard page. */
export interface LeaderboardRow {
  readonly rank: number;
  readonly name: string;
  readonly rating: number;
  readonly games: number;
  /** The caller's own row. */
  readonly highlight: boolean;
  /** What the rating column shows instead of the rating (a time to move); the bar still measures `rating`. */
  readonly shown?: string;
}

/** What a leaderboard page shows. */
export interface LeaderboardPicture {
  readonly title: string;
  readonly headers: { readonly player: string; readonly rating: string; readonly games: string };
  readonly rows: readonly LeaderboardRow[];
  /** The caller's row when it is on another page: shown under the page's rows. */
  readonly own?: LeaderboardRow;
  /** The largest rating (in size) of the whole leaderboard, which the bars under the names are measured against. */
  readonly scale?: number;
  /** The language numbers are written in (English if absent). */
  readonly locale?: Locale;
}

const ROW_HEIGHT = 64;
const ROWS_TOP = 146;
const OWN_GAP = 28;

/** A leaderboard page, drawn (its footer is the message's text, under the picture: not drawn again). */
export function paintLeaderboardPicture(input: LeaderboardPicture): Painted {
  ensureFonts();
  const pad = 30;
  const rankX = pad + 8;
  const gamesRight = WIDTH - pad;
  const ratingRight = WIDTH - pad - 150;
  const rows = input.own === undefined ? input.rows : [...input.rows, input.own];
  const rowsBottom = ROWS_TOP + rows.length * ROW_HEIGHT + (input.own === undefined ? 0 : OWN_GAP);
  const height = rowsBottom + pad;
  const { canvas, ctx, pen } = backdrop(height);
  pen.text(input.title, pad, 66, { px: 40, bold: true, maxWidth: WIDTH - 2 * pad, role: 'title' });
  // The rank column is as wide as the largest rank; names take what the ratings leave.
  const rankRight = rankX + Math.max(...rows.map((row) => pen.width(String(row.rank), 32, true)));
  const nameX = rankRight + 26;
  const shown = (row: LeaderboardRow) => row.shown ?? formatNumber(row.rating, undefined, input.locale);
  const ratingWidth = Math.max(pen.width(input.headers.rating, 26, true), ...rows.map((row) => pen.width(shown(row), 32, true)));
  const nameRight = ratingRight - ratingWidth - 26;
  pen.text(input.headers.player, nameX, 126, { px: 26, bold: true, color: MUTED, maxWidth: nameRight - nameX, role: 'header' });
  pen.text(input.headers.rating, ratingRight, 126, { px: 26, bold: true, color: MUTED, align: 'right', role: 'header' });
  pen.text(input.headers.games, gamesRight, 126, { px: 26, bold: true, color: MUTED, align: 'right', role: 'header' });
  const scale = Math.max(1e-9, input.scale ?? 0, ...rows.map((row) => Math.abs(row.rating)));
  rows.forEach((row, i) => {
    const own = input.own !== undefined && i === rows.length - 1;
    const top = ROWS_TOP + i * ROW_HEIGHT + (own ? OWN_GAP : 0);
    if (own) {
      // The rows between are left out: three dots say so.
      ctx.fillStyle = MUTED;
      for (let d = 0; d < 3; d++) ctx.fillRect(nameX + d * 16, top - OWN_GAP / 2 - 3, 6, 6);
    }
    ctx.fillStyle = row.highlight ? HIGHLIGHT : i % 2 === 0 ? STRIPE : BACKGROUND;
    ctx.fillRect(0, top, WIDTH, ROW_HEIGHT);
    if (row.highlight) {
      ctx.fillStyle = ACCENT;
      ctx.fillRect(0, top, 10, ROW_HEIGHT);
    }
    // A thin bar under the name shows the rating at a glance, against the whole leaderboard.
    ctx.fillStyle = row.rating >= 0 ? '#c9b48a' : '#d9a3a3';
    ctx.fillRect(nameX, top + ROW_HEIGHT - 10, ((nameRight - nameX) * Math.abs(row.rating)) / scale, 5);
    const base = top + ROW_HEIGHT / 2 + 11;
    pen.text(String(row.rank), rankRight, base, { px: 32, bold: true, align: 'right', role: 'rank' });
    pen.text(row.name, nameX, base, { px: 32, bold: row.highlight, maxWidth: nameRight - nameX, role: 'name' });
    pen.text(shown(row), ratingRight, base, { px: 32, bold: true, align: 'right', role: 'rating' });
    pen.text(String(row.games), gamesRight, base, { px: 30, align: 'right', role: 'games' });
  });
  return { canvas, texts: pen.texts };
}

/** A leaderboard page as PNG bytes. */
export async function renderLeaderboardPicture(input: LeaderboardPicture): Promise<Buffer> {
  return encodePicture(paintLeaderboardPicture(input).canvas);
}
