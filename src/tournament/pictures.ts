/**
 * The tournament's pictures: the standings after a round (rank, name, points, the format's
 * tie-breaks, won-drawn-lost, byes) and the podium at the end. Painted from plain data (what a
 * render worker receives: `StandingsPicture`, `PodiumPicture`, made by `standingsPicture` and
 * `podiumPicture` from the plan and the rounds), in the style and sizes of the statistics pictures
 * (src/render/stats-chart.ts): 900 px wide, shown about 390 px wide on a phone, so no text under
 * 24 px; names too long end in "…"; every text is recorded with its box for the tests.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { t } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';
import { formatNumber } from '../i18n/numbers.ts';
import { encodePicture } from '../render/encode.ts';
import { emojiFont, ensureFonts, textFont } from '../render/fonts.ts';
import { backdrop, MIN_TEXT_PX, Pen, PICTURE_COLORS, PICTURE_WIDTH, wrapText, type Painted } from '../render/stats-chart.ts';
import { isFinished, roundCount } from './index.ts';
import type { FinishedRound, Format, TournamentPlan } from './model.ts';
import { standings, TIE_BREAKS_OF, type TieBreak } from './standings.ts';
import { formatName } from './texts.ts';

/** The most rows a standings picture shows; the rest are counted under them. */
export const MAX_PICTURE_ROWS = 32;

/** One row of the standings picture. */
export interface StandingsPictureRow {
  readonly rank: number;
  readonly name: string;
  readonly points: number;
  readonly tieBreaks: Readonly<Partial<Record<TieBreak, number>>>;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
  /** Single elimination: out of the tournament (drawn paler). */
  readonly out?: boolean;
  /** Single elimination: the winner of the final. */
  readonly champion?: boolean;
}

/** What the standings picture shows. */
export interface StandingsPicture {
  readonly locale: Locale;
  /** The tournament's name. */
  readonly title: string;
  /** The game's name. */
  readonly game: string;
  readonly format: Format;
  readonly tableSize: number;
  /** Rounds played, and of how many. */
  readonly round: number;
  readonly rounds: number;
  readonly finished: boolean;
  readonly rows: readonly StandingsPictureRow[];
  /** Rows left out under those shown. */
  readonly more: number;
}

/** One step of the podium. */
export interface PodiumPlace {
  readonly rank: number;
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** What the podium picture shows. */
export interface PodiumPicture {
  readonly locale: Locale;
  readonly title: string;
  readonly game: string;
  readonly format: Format;
  readonly entrants: number;
  /** The first three (two when only two entered), first first. */
  readonly places: readonly PodiumPlace[];
}

/** The standings picture's data for a tournament after its finished rounds; `names` gives each entrant's shown name. */
export function standingsPicture(input: {
  readonly plan: TournamentPlan;
  readonly rounds: readonly FinishedRound[];
  readonly names: Readonly<Record<string, string>>;
  readonly title: string;
  readonly game: string;
  readonly locale: Locale;
}): StandingsPicture {
  const { plan, rounds } = input;
  const rows = standings(plan, rounds);
  const finished = isFinished(plan, rounds);
  return {
    locale: input.locale,
    title: input.title,
    game: input.game,
    format: plan.format,
    tableSize: plan.tableSize,
    round: rounds.length,
    rounds: roundCount(plan),
    finished,
    rows: rows.slice(0, MAX_PICTURE_ROWS).map((row) => ({
      rank: row.rank,
      name: input.names[row.entrant] ?? row.entrant,
      points: row.points,
      tieBreaks: row.tieBreaks,
      wins: row.wins,
      draws: row.draws,
      losses: row.losses,
      byes: row.byes,
      ...(row.out === undefined ? {} : { out: row.out }),
      ...(plan.format === 'elimination' && finished && row.rank === 1 ? { champion: true } : {}),
    })),
    more: Math.max(0, rows.length - MAX_PICTURE_ROWS),
  };
}

/** The podium picture's data for a finished tournament. */
export function podiumPicture(input: {
  readonly plan: TournamentPlan;
  readonly rounds: readonly FinishedRound[];
  readonly names: Readonly<Record<string, string>>;
  readonly title: string;
  readonly game: string;
  readonly locale: Locale;
}): PodiumPicture {
  const rows = standings(input.plan, input.rounds).slice(0, 3);
  return {
    locale: input.locale,
    title: input.title,
    game: input.game,
    format: input.plan.format,
    entrants: input.plan.entrants.length,
    places: rows.map((row) => ({ rank: row.rank, name: input.names[row.entrant] ?? row.entrant, points: row.points, wins: row.wins, draws: row.draws, losses: row.losses })),
  };
}

const WIDTH = PICTURE_WIDTH;
const PAD = 30;
const { BACKGROUND, INK, MUTED, STRIPE, HIGHLIGHT } = PICTURE_COLORS;
const PALE = '#9c8f80';
const MEDALS = ['🥇', '🥈', '🥉'];
const TITLE_PX = 40;
const TITLE_LINE = 50;
const SUB_PX = 30;
const HEAD_PX = 26;
const ROW_PX = 30;
const ROW_HEIGHT = 58;
const LEGEND_LINE = 32;

/** A number as the pictures write it: up to two decimals, in the picture's language. */
function shown(value: number, locale: Locale): string {
  return formatNumber(Math.round(value * 100) / 100, locale);
}

/** How many lines a text takes once wrapped. */
function linesOf(text: string, px: number, maxWidth: number, maxLines: number, bold = false): number {
  const ctx = createCanvas(1, 1).getContext('2d');
  ctx.font = textFont(px, bold);
  return wrapText(ctx, text, maxWidth, maxLines).length;
}

/** The line under the title: the game, the format and where the tournament stands. */
function subtitleOf(picture: StandingsPicture): string {
  const stage = picture.finished ? t(picture.locale, 'tournament.picture.final') : t(picture.locale, 'tournament.picture.afterRound', { round: picture.round, rounds: picture.rounds });
  return `${picture.game} · ${formatName(picture.format, picture.locale)} · ${stage}`;
}

/** The legend under the rows: what the points and the tie-breaks are. */
function legendOf(picture: StandingsPicture): string[] {
  const { locale } = picture;
  const tieBreaks = `${t(locale, `tournament.picture.legend.${picture.format}`)} · ${t(locale, 'tournament.picture.legendRecord')}`;
  // An elimination shows no points, only how far each went.
  if (picture.format === 'elimination') return [tieBreaks];
  return [t(locale, picture.tableSize === 2 ? 'tournament.picture.legendDuels' : 'tournament.picture.legendTables'), tieBreaks];
}

/** A column of numbers or short words, right-aligned. */
interface Column {
  readonly header: string;
  readonly value: (row: StandingsPictureRow) => string;
  readonly bold?: boolean;
}

/** A picture's canvas with its background, the accent band and its title and subtitle drawn. */
function headedCanvas(height: number, title: string, subtitle: string, maxWidth: number, titleLines: number) {
  const { canvas, ctx, pen } = backdrop(height);
  pen.paragraph(title, PAD, 62, { px: TITLE_PX, bold: true, maxWidth, maxLines: 2, lineHeight: TITLE_LINE, role: 'title' });
  pen.paragraph(subtitle, PAD, 62 + (titleLines - 1) * TITLE_LINE + 46, { px: SUB_PX, color: MUTED, maxWidth, maxLines: 2, lineHeight: 42, role: 'subtitle' });
  return { canvas, ctx, pen };
}

/** The standings picture, drawn. */
export function paintStandingsPicture(picture: StandingsPicture): Painted {
  ensureFonts();
  const { locale } = picture;
  const record = (row: StandingsPictureRow) => `${row.wins}-${row.draws}-${row.losses}`;
  const columns: Column[] = [
    ...(picture.format === 'elimination' ? [] : [{ header: t(locale, 'tournament.picture.points'), value: (row: StandingsPictureRow) => shown(row.points, locale), bold: true }]),
    ...TIE_BREAKS_OF[picture.format].map((name): Column => ({
      header: t(locale, `tournament.picture.${name}`),
      value: (row) => (name === 'roundReached' && row.champion === true ? '🏆' : shown(row.tieBreaks[name] ?? 0, locale)),
      bold: name === 'roundReached',
    })),
    { header: t(locale, 'tournament.picture.record'), value: record },
    // Larger tables have no byes, but in an elimination's first round.
    ...(picture.tableSize > 2 && picture.rows.every((row) => row.byes === 0) ? [] : [{ header: t(locale, 'tournament.picture.byes'), value: (row: StandingsPictureRow) => String(row.byes) }]),
  ];
  const maxWidth = WIDTH - 2 * PAD;
  const titleLines = linesOf(picture.title, TITLE_PX, maxWidth, 2, true);
  const subtitle = subtitleOf(picture);
  const subLines = linesOf(subtitle, SUB_PX, maxWidth, 2);
  const legend = legendOf(picture);
  const legendLines = legend.map((text) => linesOf(text, MIN_TEXT_PX, maxWidth, 3));
  const headerY = 62 + (titleLines - 1) * TITLE_LINE + subLines * 42 + 46;
  const rowsTop = headerY + 18;
  const more = picture.more > 0 ? 44 : 0;
  const rowsBottom = rowsTop + picture.rows.length * ROW_HEIGHT + more;
  const height = rowsBottom + 20 + legendLines.reduce((sum, n) => sum + n, 0) * LEGEND_LINE + (legend.length - 1) * 8 + 16;
  const { canvas, ctx, pen } = headedCanvas(height, picture.title, subtitle, maxWidth, titleLines);

  // Columns from the right edge: each as wide as its header or its widest value.
  const widths = columns.map((column) => Math.max(pen.width(column.header, HEAD_PX, true), ...picture.rows.map((row) => valueWidth(pen, ctx, column.value(row), column.bold === true))));
  const rights: number[] = [];
  let right = WIDTH - PAD;
  for (let i = columns.length - 1; i >= 0; i--) {
    rights[i] = right;
    right -= widths[i] + 24;
  }
  const rankRight = PAD + 8 + Math.max(pen.width('#', HEAD_PX, true), ...picture.rows.map((row) => (row.rank <= 3 ? 40 : pen.width(String(row.rank), ROW_PX, true))));
  const nameX = rankRight + 20;
  const nameRight = right;
  pen.text('#', rankRight, headerY, { px: HEAD_PX, bold: true, color: MUTED, align: 'right', role: 'header' });
  pen.text(t(locale, 'tournament.picture.name'), nameX, headerY, { px: HEAD_PX, bold: true, color: MUTED, maxWidth: nameRight - nameX, role: 'header' });
  columns.forEach((column, i) => pen.text(column.header, rights[i], headerY, { px: HEAD_PX, bold: true, color: MUTED, align: 'right', role: 'header' }));

  picture.rows.forEach((row, i) => {
    const top = rowsTop + i * ROW_HEIGHT;
    ctx.fillStyle = row.champion === true || (picture.finished && row.rank === 1) ? HIGHLIGHT : i % 2 === 0 ? STRIPE : BACKGROUND;
    ctx.fillRect(0, top, WIDTH, ROW_HEIGHT);
    const base = top + ROW_HEIGHT / 2 + 11;
    const color = row.out === true ? PALE : INK;
    if (row.rank <= 3 && picture.rows.length > 1) drawEmoji(ctx, pen, MEDALS[row.rank - 1], rankRight, base, 'rank');
    else pen.text(String(row.rank), rankRight, base, { px: ROW_PX, bold: true, align: 'right', color, role: 'rank' });
    pen.text(row.name, nameX, base, { px: ROW_PX, bold: row.rank === 1, maxWidth: nameRight - nameX - 8, color, role: 'name' });
    columns.forEach((column, c) => {
      const text = column.value(row);
      if (text === '🏆') drawEmoji(ctx, pen, text, rights[c], base, 'value');
      else pen.text(text, rights[c], base, { px: ROW_PX, bold: column.bold === true, align: 'right', color, role: 'value' });
    });
  });
  if (picture.more > 0) {
    pen.text(t(locale, 'tournament.picture.more', { count: picture.more }), nameX, rowsTop + picture.rows.length * ROW_HEIGHT + 34, { px: 26, color: MUTED, maxWidth: nameRight - nameX, role: 'more' });
  }
  let y = rowsBottom + 20 + LEGEND_LINE - 8;
  legend.forEach((text, i) => {
    pen.paragraph(text, PAD, y, { px: MIN_TEXT_PX, color: MUTED, maxWidth, maxLines: 3, lineHeight: LEGEND_LINE, role: 'legend' });
    y += legendLines[i] * LEGEND_LINE + 8;
  });
  return { canvas, texts: pen.texts };
}

/** The width of a value as drawn (an emoji by the emoji font). */
function valueWidth(pen: Pen, ctx: SKRSContext2D, text: string, bold: boolean): number {
  if (text !== '🏆') return pen.width(text, ROW_PX, bold);
  ctx.font = emojiFont(ROW_PX);
  return ctx.measureText(text).width;
}

/** An emoji right-aligned at `right`, recorded as a text. */
function drawEmoji(ctx: SKRSContext2D, pen: Pen, emoji: string, right: number, base: number, role: string): void {
  ctx.font = emojiFont(ROW_PX + 4);
  const width = ctx.measureText(emoji).width;
  ctx.textAlign = 'left';
  ctx.fillText(emoji, right - width, base);
  pen.texts.push({ text: emoji, px: ROW_PX + 4, left: right - width, right, top: base - ROW_PX, bottom: base + 6, role });
}

/** The standings picture as PNG bytes. */
export async function renderStandingsPicture(picture: StandingsPicture): Promise<Buffer> {
  return encodePicture(paintStandingsPicture(picture).canvas);
}

const STEP_WIDTH = 260;
const STEP_HEIGHTS = [210, 160, 120];
const STEP_COLORS = ['#c9a227', '#9aa3ad', '#b0713a'];
const NAME_PX = 32;

/** The podium picture, drawn: the first in the middle and highest, the second on the left, the third on the right. */
export function paintPodiumPicture(picture: PodiumPicture): Painted {
  ensureFonts();
  const { locale } = picture;
  const maxWidth = WIDTH - 2 * PAD;
  const titleLines = linesOf(picture.title, TITLE_PX, maxWidth, 2, true);
  const subtitle = `${picture.game} · ${formatName(picture.format, locale)} · ${t(locale, 'tournament.picture.entrants', { count: picture.entrants })}`;
  const subLines = linesOf(subtitle, SUB_PX, maxWidth, 2);
  const headerBottom = 62 + (titleLines - 1) * TITLE_LINE + subLines * 42;
  // Above each step: its medal, the name on up to two lines, the points.
  const above = 64 + 2 * 40 + 40 + 20;
  const floor = headerBottom + 40 + above + STEP_HEIGHTS[0];
  const height = floor + PAD;
  const { canvas, ctx, pen } = headedCanvas(height, picture.title, subtitle, maxWidth, titleLines);
  const centres = [WIDTH / 2, WIDTH / 2 - STEP_WIDTH - 20, WIDTH / 2 + STEP_WIDTH + 20];
  picture.places.slice(0, 3).forEach((place, i) => {
    const step = Math.min(place.rank, 3) - 1;
    const centre = centres[i];
    const left = centre - STEP_WIDTH / 2;
    const top = floor - STEP_HEIGHTS[step];
    ctx.fillStyle = STEP_COLORS[step];
    ctx.fillRect(left, top, STEP_WIDTH, STEP_HEIGHTS[step]);
    pen.text(String(place.rank), centre - pen.width(String(place.rank), 72, true) / 2, top + 86, { px: 72, bold: true, color: '#ffffff', role: 'step' });
    // Name lines, bottom-aligned just above the points.
    ctx.font = textFont(NAME_PX, true);
    const lines = wrapText(ctx, place.name, STEP_WIDTH + 10, 2);
    const pointsY = top - 20;
    const record = `${place.wins}-${place.draws}-${place.losses}`;
    const points = picture.format === 'elimination' ? record : t(locale, 'tournament.picture.pointsOf', { count: place.points, points: shown(place.points, locale), record });
    pen.text(points, centre - pen.width(points, 26) / 2, pointsY, { px: 26, color: MUTED, maxWidth: STEP_WIDTH + 10, role: 'points' });
    lines.forEach((line, l) => {
      const y = pointsY - 44 - (lines.length - 1 - l) * 40;
      pen.text(line, centre - pen.width(line, NAME_PX, true) / 2, y, { px: NAME_PX, bold: true, role: 'name' });
    });
    const medalY = pointsY - 44 - (lines.length - 1) * 40 - 52;
    ctx.font = emojiFont(56);
    const medalWidth = ctx.measureText(MEDALS[step]).width;
    ctx.textAlign = 'left';
    ctx.fillText(MEDALS[step], centre - medalWidth / 2, medalY);
    pen.texts.push({ text: MEDALS[step], px: 56, left: centre - medalWidth / 2, right: centre + medalWidth / 2, top: medalY - 52, bottom: medalY + 8, role: 'medal' });
  });
  return { canvas, texts: pen.texts };
}

/** The podium picture as PNG bytes. */
export async function renderPodiumPicture(picture: PodiumPicture): Promise<Buffer> {
  return encodePicture(paintPodiumPicture(picture).canvas);
}
