import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '../../../i18n/locale.ts';
import { ensureFonts, textFont } from '../../../render/fonts.ts';
import { CENTRE, EMPTY, SIZE, SQUARE_PREMIUMS, type Premium } from '../engine/board.ts';
import { tilePoints, type Language } from '../engine/letters.ts';
import { t } from '../texts/catalog.ts';
import { lastPlaySquares, type PlaySquares } from './moves.ts';
import { BOARD_BACKGROUND, BOARD_EDGE, GRID, INK, LABEL_INK, PREMIUM_FILL, PREMIUM_INK, TILE, type TileLook } from './palette.ts';
import { roundRect } from '../../../render/drawing.ts';

/** What every Scrabble image is drawn with. */
export interface RenderOptions {
  /** The language of the labels (premium squares: TW or MT…). */
  readonly locale: Locale;
  /** Longest side in pixels (each image has its own default). */
  readonly maxSide?: number;
}

/** The default width of a board image: about 60 pixels a square, legible once shrunk to a phone's width. */
export const BOARD_SIDE = 960;

/** Where the board's squares are on an image. */
export interface BoardLayout {
  readonly square: number;
  /** The top left corner of square A1. */
  readonly x: number;
  readonly y: number;
  /** The whole board with its labels. */
  readonly width: number;
  readonly height: number;
}

/** The layout of a board `side` pixels wide: labels on the top and the left, a thin margin on the other sides. */
export function boardLayout(side: number): BoardLayout {
  const square = Math.max(8, Math.floor(side / (SIZE + 0.85)));
  const band = Math.round(square * 0.62);
  const margin = Math.round(square * 0.23);
  return { square, x: band, y: band, width: band + SIZE * square + margin, height: band + SIZE * square + margin };
}

const PREMIUM_KEY: Readonly<Record<Exclude<Premium, 'normal'>, 'sc.premium.tw' | 'sc.premium.dw' | 'sc.premium.tl' | 'sc.premium.dl'>> = {
  'triple word': 'sc.premium.tw',
  'double word': 'sc.premium.dw',
  'triple letter': 'sc.premium.tl',
  'double letter': 'sc.premium.dl',
};

/**
 * One tile `size` pixels wide at (x, y): its letter and its points; a blank (a lower-case letter,
 * or '?' on a rack) is paler, its letter in another colour, with a ring and no points, so that it
 * is told apart without relying on colour alone.
 */
export function drawTile(ctx: SKRSContext2D, x: number, y: number, size: number, tile: string, language: Language, look: TileLook): void {
  const inset = Math.max(1, size * 0.05);
  const blank = tile === '?' || tile !== tile.toUpperCase();
  const fill = blank ? look.blankFill : look.fill;
  ctx.fillStyle = look.shadow;
  roundRect(ctx, x + inset, y + inset + size * 0.04, size - 2 * inset, size - 2 * inset, size * 0.14);
  ctx.fill();
  ctx.fillStyle = fill;
  roundRect(ctx, x + inset, y + inset, size - 2 * inset, size - 2 * inset, size * 0.14);
  ctx.fill();
  const letter = tile === '?' ? '' : tile.toUpperCase();
  if (blank) {
    ctx.strokeStyle = look.blankInk;
    ctx.lineWidth = Math.max(1, size * 0.035);
    ctx.beginPath();
    ctx.arc(x + size / 2, y + size / 2, size * 0.36, 0, Math.PI * 2);
    ctx.stroke();
  }
  if (letter === '') return;
  ctx.fillStyle = blank ? look.blankInk : INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = textFont(size * (blank ? 0.52 : 0.54), true);
  ctx.fillText(letter, x + size * (blank ? 0.5 : 0.42), y + size * (blank ? 0.5 : 0.46));
  if (!blank) {
    // The points are 0.37 of a square: 9 px on a phone, where a board square is 24 px.
    const points = tilePoints(language, letter);
    ctx.font = textFont(size * 0.37, true);
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(String(points), x + size - inset * 1.6, y + size - inset * 1.8);
  }
}

/** How tiles of a board are shown: new tiles of the last move, of a move previewed, or waiting for judgement. */
export interface Highlight {
  readonly squares: PlaySquares;
  readonly kind: 'last' | 'preview' | 'pending';
}

/** Draws the board (squares, labels, tiles, highlighted move) on a context at the layout's place. */
export function paintBoard(ctx: SKRSContext2D, layout: BoardLayout, board: string, language: Language, locale: Locale, highlight: Highlight | null): void {
  const { square: s, x: ox, y: oy } = layout;
  ctx.fillStyle = BOARD_EDGE;
  ctx.fillRect(0, 0, layout.width, layout.height);
  // Column letters above, row numbers on the left: the names of the squares (H8 is the centre).
  ctx.fillStyle = LABEL_INK;
  ctx.font = textFont(s * 0.4, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < SIZE; i++) {
    ctx.fillText('ABCDEFGHIJKLMNO'[i], ox + i * s + s / 2, oy / 2 + 1);
    ctx.fillText(String(i + 1), ox / 2, oy + i * s + s / 2 + 1);
  }
  ctx.fillStyle = BOARD_BACKGROUND;
  ctx.fillRect(ox, oy, SIZE * s, SIZE * s);
  const fresh = new Set(highlight?.squares.fresh ?? []);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const x = ox + (i % SIZE) * s;
    const y = oy + Math.floor(i / SIZE) * s;
    const premium = SQUARE_PREMIUMS[i];
    if (premium !== 'normal') {
      ctx.fillStyle = PREMIUM_FILL[premium];
      ctx.fillRect(x, y, s, s);
    }
    const tile = board[i];
    if (tile === EMPTY) {
      if (i === CENTRE) {
        ctx.fillStyle = PREMIUM_INK[premium === 'normal' ? 'double word' : premium];
        ctx.font = textFont(s * 0.6, true);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText('★', x + s / 2, y + s / 2 + 1);
      } else if (premium !== 'normal') {
        ctx.fillStyle = PREMIUM_INK[premium];
        // 0.38 of a square: 9 px on a phone, whatever the board's size (a square is a 16th of the width).
        ctx.font = textFont(s * 0.38, true);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(t(locale, PREMIUM_KEY[premium]), x + s / 2, y + s / 2 + 1);
      }
    }
  }
  ctx.strokeStyle = GRID;
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.beginPath();
  for (let i = 0; i <= SIZE; i++) {
    ctx.moveTo(ox + i * s, oy);
    ctx.lineTo(ox + i * s, oy + SIZE * s);
    ctx.moveTo(ox, oy + i * s);
    ctx.lineTo(ox + SIZE * s, oy + i * s);
  }
  ctx.stroke();
  for (let i = 0; i < SIZE * SIZE; i++) {
    const tile = board[i];
    if (tile === EMPTY) continue;
    const look = fresh.has(i) ? (highlight!.kind === 'last' ? TILE.last : highlight!.kind === 'preview' ? TILE.preview : TILE.pending) : TILE.normal;
    drawTile(ctx, ox + (i % SIZE) * s, oy + Math.floor(i / SIZE) * s, s, tile, language, look);
  }
  if (highlight !== null && highlight.squares.word.length > 0) outline(ctx, layout, highlight);
}

/** A thick frame around the word of the highlighted move (dashed for a move not yet played). */
function outline(ctx: SKRSContext2D, layout: BoardLayout, highlight: Highlight): void {
  const { square: s, x: ox, y: oy } = layout;
  const squares = highlight.squares.word;
  const rows = squares.map((q) => Math.floor(q / SIZE));
  const columns = squares.map((q) => q % SIZE);
  const x = ox + Math.min(...columns) * s;
  const y = oy + Math.min(...rows) * s;
  const w = (Math.max(...columns) - Math.min(...columns) + 1) * s;
  const h = (Math.max(...rows) - Math.min(...rows) + 1) * s;
  const width = Math.max(2, s * 0.1);
  ctx.save();
  ctx.strokeStyle = highlight.kind === 'last' ? TILE.last.frame : highlight.kind === 'preview' ? TILE.preview.frame : TILE.pending.frame;
  ctx.lineWidth = width;
  if (highlight.kind !== 'last') ctx.setLineDash([s * 0.3, s * 0.15]);
  roundRect(ctx, x - width / 2, y - width / 2, w + width, h + width, s * 0.15);
  ctx.stroke();
  ctx.restore();
}

/** A board image's canvas: the state's board with its last move (or the play awaiting judgement) outlined. */
export function drawBoard(state: { readonly board: string; readonly language: Language }, options: RenderOptions & { readonly highlight?: Highlight | null }): { canvas: Canvas; layout: BoardLayout } {
  ensureFonts();
  const layout = boardLayout(Math.min(options.maxSide ?? BOARD_SIDE, BOARD_SIDE));
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  paintBoard(ctx, layout, state.board, state.language, options.locale, options.highlight ?? null);
  return { canvas, layout };
}

/** The highlight of a state's last move: the play awaiting judgement, or the last accepted play. */
export function lastMoveHighlight(state: Parameters<typeof lastPlaySquares>[0]): Highlight | null {
  const squares = lastPlaySquares(state);
  return squares === null ? null : { squares, kind: state.pending !== null ? 'pending' : 'last' };
}
