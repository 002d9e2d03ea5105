/**
 * Connect Four's image: the grid, with both players' names above it (whose turn, who won) and
 * the column numbers under it, as the buttons count them. One painter, `board`, over plain data
 * made by `boardInputOf`; 720 px wide so that it stays legible when a phone shows it at 390.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '../../../src/i18n/locale.ts';
import { encodePicture } from '../../../src/render/encode.ts';
import { ensureFonts, textFont } from '../../../src/render/fonts.ts';
import { sizeOf, type Painters } from '../../../src/render/painter.ts';
import { COLUMNS, ROWS, SEATS, type Cell, type ConnectFourState, type Seat } from './rules.ts';
import { columnNumber, seatName, t } from './texts.ts';

/** What the board is drawn from: the grid and what to mark on it, the players' names, the language. */
export interface BoardInput {
  /** Each column's discs from the bottom up. */
  readonly columns: readonly (readonly Seat[])[];
  /** The last disc dropped, ringed. */
  readonly last: Cell | null;
  /** The winning rows, each joined by a line; empty if none. */
  readonly fours: readonly (readonly Cell[])[];
  readonly toPlay: Seat | null;
  readonly winner: Seat | null;
  /** Players' names by seat (a seat without one shows its colour's name). */
  readonly names: Readonly<Partial<Record<Seat, string>>>;
  readonly locale: Locale;
}

/** The board's input for a game at one point: plain data, cloned as it crosses to a render thread. */
export function boardInputOf(state: ConnectFourState, names: Readonly<Partial<Record<Seat, string>>>, locale: Locale): BoardInput {
  return {
    columns: state.columns.map((stack) => [...stack]),
    last: state.last,
    fours: state.fours.map((row) => [...row]),
    toPlay: state.toPlay,
    winner: state.winner,
    names: { ...names },
    locale,
  };
}

/** The image's own size. */
export const BOARD_WIDTH = 720;
const HEADER = 124;
const MARGIN = 24;
const CELL = (BOARD_WIDTH - 2 * MARGIN) / COLUMNS;
const GRID_PAD = 10;
const GRID_TOP = HEADER;
const GRID_HEIGHT = ROWS * CELL + 2 * GRID_PAD;
const FOOTER = 60;
export const BOARD_HEIGHT = GRID_TOP + GRID_HEIGHT + FOOTER;

const COLORS = {
  background: '#1e2229',
  grid: '#2563c9',
  gridEdge: '#1a4a9a',
  text: '#f4f4f5',
  muted: '#a1a1aa',
  faded: '#4b5160',
  plate: '#2c313a',
  plateActive: '#3b4250',
  disc: { red: '#e23b32', yellow: '#f7c325' },
  rim: { red: '#a3231c', yellow: '#c79400' },
  mark: '#ffffff',
} as const;

/** A cell's centre on the image. */
function centre(cell: Cell): [number, number] {
  return [MARGIN + (cell.column + 0.5) * CELL, GRID_TOP + GRID_PAD + (ROWS - cell.row - 0.5) * CELL];
}

function roundRect(ctx: SKRSContext2D, x: number, y: number, width: number, height: number, radius: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, radius);
}

/** Text at a size that fits a width: shrunk down to a floor, then cut with an ellipsis. */
function fitText(ctx: SKRSContext2D, text: string, x: number, y: number, maxWidth: number, px: number, bold: boolean): void {
  let size = px;
  ctx.font = textFont(size, bold);
  while (size > px * 0.6 && ctx.measureText(text).width > maxWidth) ctx.font = textFont(--size, bold);
  let shown = text;
  while (shown.length > 1 && ctx.measureText(shown).width > maxWidth) shown = [...shown].slice(0, -2).join('') + '…';
  ctx.fillText(shown, x, y);
}

function drawDisc(ctx: SKRSContext2D, x: number, y: number, radius: number, seat: Seat): void {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = COLORS.rim[seat];
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, radius * 0.8, 0, Math.PI * 2);
  ctx.fillStyle = COLORS.disc[seat];
  ctx.fill();
}

/** A seat's plate: its disc, the player's name, and whether it is to play or has won. */
function drawPlate(ctx: SKRSContext2D, input: BoardInput, seat: Seat, index: number): void {
  const width = (BOARD_WIDTH - 3 * MARGIN) / 2;
  const x = MARGIN + index * (width + MARGIN);
  const y = 20;
  const height = HEADER - 40;
  const active = input.toPlay === seat || input.winner === seat;
  roundRect(ctx, x, y, width, height, 16);
  ctx.fillStyle = active ? COLORS.plateActive : COLORS.plate;
  ctx.fill();
  if (active) {
    ctx.lineWidth = 4;
    ctx.strokeStyle = COLORS.disc[seat];
    ctx.stroke();
  }
  drawDisc(ctx, x + 46, y + height / 2, 28, seat);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLORS.text;
  fitText(ctx, input.names[seat] ?? seatName(seat, input.locale), x + 86, y + 38, width - 100, 28, true);
  const status =
    input.winner === seat
      ? t(input.locale, 'connectFour.image.wins')
      : input.toPlay === seat
        ? t(input.locale, 'connectFour.image.toPlay')
        : input.toPlay === null && input.winner === null
          ? t(input.locale, 'connectFour.image.draw')
          : seatName(seat, input.locale);
  ctx.fillStyle = active ? COLORS.text : COLORS.muted;
  fitText(ctx, status, x + 86, y + 68, width - 100, 22, false);
}

function drawGrid(ctx: SKRSContext2D, input: BoardInput): void {
  roundRect(ctx, MARGIN - GRID_PAD / 2, GRID_TOP, BOARD_WIDTH - 2 * MARGIN + GRID_PAD, GRID_HEIGHT, 18);
  ctx.fillStyle = COLORS.grid;
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = COLORS.gridEdge;
  ctx.stroke();
  const radius = CELL * 0.4;
  for (let column = 0; column < COLUMNS; column++) {
    for (let row = 0; row < ROWS; row++) {
      const [x, y] = centre({ column, row });
      const seat = input.columns[column]?.[row];
      if (seat === undefined) {
        ctx.beginPath();
        ctx.arc(x, y, radius, 0, Math.PI * 2);
        ctx.fillStyle = COLORS.background;
        ctx.fill();
      } else drawDisc(ctx, x, y, radius, seat);
    }
  }
  // The last disc dropped: a dot in its middle.
  if (input.last !== null) {
    const [x, y] = centre(input.last);
    ctx.beginPath();
    ctx.arc(x, y, radius * 0.22, 0, Math.PI * 2);
    ctx.fillStyle = COLORS.mark;
    ctx.fill();
  }
  // The winning rows: each disc ringed, and a line from one end of the row to the other.
  ctx.strokeStyle = COLORS.mark;
  ctx.lineCap = 'round';
  for (const row of input.fours) {
    ctx.lineWidth = 6;
    for (const cell of row) {
      const [x, y] = centre(cell);
      ctx.beginPath();
      ctx.arc(x, y, radius * 0.9, 0, Math.PI * 2);
      ctx.stroke();
    }
    const [x0, y0] = centre(row[0]);
    const [x1, y1] = centre(row[row.length - 1]);
    ctx.lineWidth = 8;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
  }
}

function drawColumnNumbers(ctx: SKRSContext2D, input: BoardInput): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = textFont(30, true);
  for (let column = 0; column < COLUMNS; column++) {
    const full = (input.columns[column]?.length ?? 0) >= ROWS;
    ctx.fillStyle = full ? COLORS.faded : COLORS.muted;
    ctx.fillText(String(columnNumber(column)), MARGIN + (column + 0.5) * CELL, GRID_TOP + GRID_HEIGHT + FOOTER / 2);
  }
}

/** The board as a PNG (flat colours and text), scaled down to `maxSide` when given. */
export async function renderBoard(input: BoardInput, options: { readonly maxSide?: number } = {}): Promise<Buffer> {
  ensureFonts();
  const scale = options.maxSide === undefined ? 1 : Math.min(1, options.maxSide / Math.max(BOARD_WIDTH, BOARD_HEIGHT));
  const canvas = createCanvas(Math.round(BOARD_WIDTH * scale), Math.round(BOARD_HEIGHT * scale));
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.fillStyle = COLORS.background;
  ctx.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);
  SEATS.forEach((seat, index) => drawPlate(ctx, input, seat, index));
  drawGrid(ctx, input);
  drawColumnNumbers(ctx, input);
  return encodePicture(canvas);
}

/** Connect Four's painters (src/render/painter.ts), and what its first image needs (the fonts). */
export const painting: { readonly painters: Painters; warmUp?(): void } = {
  painters: {
    board: (value, settings) => renderBoard(value as BoardInput, sizeOf(settings)),
  },
  warmUp: ensureFonts,
};
