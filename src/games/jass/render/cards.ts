/**
 * Jass cards drawn by our own hand: French suits or, as an option, Swiss-German suits
 * (Schilten, Rosen, Schellen, Eicheln) as vector shapes (never glyphs, which fonts draw
 * differently or not at all), a white face with the rank in the corner and the suit large in the
 * middle. Suits differ in shape first and in colour and lightness second, so they stay apart for
 * colour-blind players and in greyscale.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { textFont } from '../../../render/fonts.ts';
import { isNoTrump, rankOf, suitOf, type Card, type Mode, type Suit } from '../engine/cards.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { rankText } from '../texts/catalog.ts';
import type { SuitStyle } from '../suit-style.ts';
import { roundRect } from '../../../render/drawing.ts';

/** Colours shared by Jass's images. */
export const JASS_COLORS = {
  /** Team 0 (North–South) and team 1 (East–West): blue and orange, told apart by every kind of colour vision. */
  teams: ['#2f6fd0', '#d9730d'] as const,
  felt: '#1d5a3c',
  feltDark: '#123d28',
  ink: '#16181d',
  red: '#c8102e',
  face: '#fbfaf5',
  edge: '#3a3a3a',
  gold: '#f2b705',
  light: '#f4f4f0',
  muted: '#c9d6cf',
  background: '#20252b',
} as const;

/** The Swiss-German suits' colours: the rose's red, the bell's gold, the acorn's green and brown, the shield's black and yellow. */
export const SWISS_COLORS = {
  rose: '#c8102e',
  roseDark: '#7d0a1c',
  heart: '#f2b705',
  gold: '#e3a50b',
  goldDark: '#7a5200',
  band: '#c8102e',
  cup: '#4b6b1e',
  cupDark: '#2b3d10',
  nut: '#b7791f',
  shieldField: '#f2c230',
  shieldChief: '#16181d',
  outline: '#2a2a2a',
} as const;

/** The ink of a suit (a card's corner): French red for hearts and diamonds, near black for spades and clubs; Swiss each its own. */
export function suitColor(suit: Suit, suits: SuitStyle = 'french'): string {
  if (suits === 'swiss') return { S: JASS_COLORS.ink, H: SWISS_COLORS.roseDark, D: SWISS_COLORS.goldDark, C: SWISS_COLORS.cupDark }[suit];
  return suit === 'H' || suit === 'D' ? JASS_COLORS.red : JASS_COLORS.ink;
}

/** Rosen: five red petals round a golden heart. */
function drawRose(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  ctx.fillStyle = SWISS_COLORS.rose;
  ctx.strokeStyle = SWISS_COLORS.roseDark;
  ctx.lineWidth = Math.max(1, s * 0.035);
  for (let k = 0; k < 5; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5;
    ctx.beginPath();
    ctx.arc(x + Math.cos(a) * 0.24 * s, y + Math.sin(a) * 0.24 * s, 0.21 * s, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(x, y, 0.25 * s, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, 0.12 * s, 0, Math.PI * 2);
  ctx.fillStyle = SWISS_COLORS.heart;
  ctx.fill();
  ctx.stroke();
}

/** Schellen: a round golden bell with a red band, its slit below and its ring on top. */
function drawBell(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  const r = 0.34 * s;
  const cy = y + 0.06 * s;
  ctx.lineWidth = Math.max(1, s * 0.045);
  ctx.strokeStyle = SWISS_COLORS.goldDark;
  ctx.beginPath();
  ctx.arc(x, cy - r - 0.07 * s, 0.08 * s, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = SWISS_COLORS.gold;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = SWISS_COLORS.band;
  ctx.fillRect(x - r, cy - 0.1 * s, 2 * r, 0.1 * s);
  ctx.restore();
  ctx.beginPath();
  ctx.arc(x, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  // The slit: a hole and a cut down to the rim.
  ctx.fillStyle = SWISS_COLORS.outline;
  ctx.beginPath();
  ctx.arc(x, cy + 0.15 * s, 0.06 * s, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(x - 0.02 * s, cy + 0.15 * s, 0.04 * s, r - 0.15 * s);
}

/** Schilten: a shield, black chief over a yellow field with a red bar. */
function drawShield(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  const top = y - 0.44 * s;
  const half = 0.36 * s;
  const path = (): void => {
    ctx.beginPath();
    ctx.moveTo(x - half, top);
    ctx.lineTo(x + half, top);
    ctx.lineTo(x + half, y + 0.02 * s);
    ctx.quadraticCurveTo(x + half, y + 0.34 * s, x, y + 0.48 * s);
    ctx.quadraticCurveTo(x - half, y + 0.34 * s, x - half, y + 0.02 * s);
    ctx.closePath();
  };
  path();
  ctx.fillStyle = SWISS_COLORS.shieldField;
  ctx.fill();
  ctx.save();
  path();
  ctx.clip();
  ctx.fillStyle = SWISS_COLORS.shieldChief;
  ctx.fillRect(x - half, top, 2 * half, 0.3 * s);
  ctx.fillStyle = SWISS_COLORS.band;
  ctx.fillRect(x - half, y + 0.1 * s, 2 * half, 0.14 * s);
  ctx.restore();
  path();
  ctx.lineWidth = Math.max(1, s * 0.045);
  ctx.strokeStyle = SWISS_COLORS.outline;
  ctx.stroke();
}

/** Eicheln: a brown acorn in a green cup, with its stalk. */
function drawAcorn(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  ctx.lineWidth = Math.max(1, s * 0.04);
  ctx.strokeStyle = SWISS_COLORS.outline;
  ctx.beginPath();
  ctx.ellipse(x, y + 0.12 * s, 0.21 * s, 0.3 * s, 0, 0, Math.PI * 2);
  ctx.fillStyle = SWISS_COLORS.nut;
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = SWISS_COLORS.cupDark;
  ctx.fillRect(x - 0.03 * s, y - 0.46 * s, 0.06 * s, 0.16 * s);
  ctx.beginPath();
  ctx.ellipse(x, y - 0.12 * s, 0.28 * s, 0.2 * s, 0, Math.PI, 0);
  ctx.lineTo(x + 0.28 * s, y - 0.04 * s);
  ctx.quadraticCurveTo(x, y + 0.04 * s, x - 0.28 * s, y - 0.04 * s);
  ctx.closePath();
  ctx.fillStyle = SWISS_COLORS.cup;
  ctx.fill();
  ctx.stroke();
  // The cup's scales: a lattice of short strokes.
  ctx.strokeStyle = SWISS_COLORS.cupDark;
  ctx.lineWidth = Math.max(1, s * 0.025);
  for (const dx of [-0.14, 0, 0.14]) {
    ctx.beginPath();
    ctx.moveTo(x + (dx - 0.06) * s, y - 0.2 * s);
    ctx.lineTo(x + (dx + 0.06) * s, y - 0.07 * s);
    ctx.moveTo(x + (dx + 0.06) * s, y - 0.2 * s);
    ctx.lineTo(x + (dx - 0.06) * s, y - 0.07 * s);
    ctx.stroke();
  }
}

/** Draws a Swiss-German suit, `size` high, centred at (x, y), in its own colours. */
function drawSwissSuit(ctx: SKRSContext2D, suit: Suit, x: number, y: number, size: number): void {
  ctx.save();
  switch (suit) {
    case 'S':
      drawShield(ctx, x, y, size);
      break;
    case 'H':
      drawRose(ctx, x, y, size);
      break;
    case 'D':
      drawBell(ctx, x, y, size);
      break;
    case 'C':
      drawAcorn(ctx, x, y, size);
      break;
  }
  ctx.restore();
}

/** A path through a heart centred at (x, y), `s` high; upside down for a spade's body. */
function heartPath(ctx: SKRSContext2D, x: number, y: number, s: number, flip: boolean): void {
  const k = flip ? -1 : 1;
  ctx.moveTo(x, y + k * 0.45 * s);
  ctx.bezierCurveTo(x - 0.1 * s, y + k * 0.3 * s, x - 0.5 * s, y + k * 0.08 * s, x - 0.5 * s, y - k * 0.16 * s);
  ctx.bezierCurveTo(x - 0.5 * s, y - k * 0.42 * s, x - 0.2 * s, y - k * 0.52 * s, x, y - k * 0.26 * s);
  ctx.bezierCurveTo(x + 0.2 * s, y - k * 0.52 * s, x + 0.5 * s, y - k * 0.42 * s, x + 0.5 * s, y - k * 0.16 * s);
  ctx.bezierCurveTo(x + 0.5 * s, y + k * 0.08 * s, x + 0.1 * s, y + k * 0.3 * s, x, y + k * 0.45 * s);
  ctx.closePath();
}

/** A stem under a spade or a club. */
function stemPath(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  ctx.moveTo(x, y + 0.02 * s);
  ctx.quadraticCurveTo(x + 0.04 * s, y + 0.36 * s, x + 0.2 * s, y + 0.5 * s);
  ctx.lineTo(x - 0.2 * s, y + 0.5 * s);
  ctx.quadraticCurveTo(x - 0.04 * s, y + 0.36 * s, x, y + 0.02 * s);
  ctx.closePath();
}

/** Draws a suit's shape, `size` high, centred at (x, y): French in a colour (the suit's own by default), or Swiss-German in its colours. */
export function drawSuit(ctx: SKRSContext2D, suit: Suit, x: number, y: number, size: number, suits: SuitStyle = 'french', color: string = suitColor(suit)): void {
  if (suits === 'swiss') {
    drawSwissSuit(ctx, suit, x, y, size);
    return;
  }
  ctx.save();
  ctx.fillStyle = color;
  ctx.beginPath();
  switch (suit) {
    case 'H':
      heartPath(ctx, x, y + 0.03 * size, size, false);
      break;
    case 'D':
      ctx.moveTo(x, y - 0.5 * size);
      ctx.lineTo(x + 0.37 * size, y);
      ctx.lineTo(x, y + 0.5 * size);
      ctx.lineTo(x - 0.37 * size, y);
      ctx.closePath();
      break;
    case 'S':
      heartPath(ctx, x, y - 0.1 * size, size * 0.86, true);
      stemPath(ctx, x, y, size);
      break;
    case 'C': {
      const r = 0.2 * size;
      ctx.arc(x, y - 0.26 * size, r, 0, Math.PI * 2);
      ctx.moveTo(x - 0.23 * size + r, y + 0.02 * size);
      ctx.arc(x - 0.23 * size, y + 0.02 * size, r, 0, Math.PI * 2);
      ctx.moveTo(x + 0.23 * size + r, y + 0.02 * size);
      ctx.arc(x + 0.23 * size, y + 0.02 * size, r, 0, Math.PI * 2);
      ctx.moveTo(x + 0.1 * size, y - 0.05 * size);
      ctx.rect(x - 0.1 * size, y - 0.2 * size, 0.2 * size, 0.25 * size);
      stemPath(ctx, x, y, size);
      break;
    }
  }
  ctx.fill();
  ctx.restore();
}

/** How a card is drawn: greyed out (not allowed), outlined (trump, the winning card). */
export interface CardLook {
  readonly dimmed?: boolean;
  readonly outline?: string;
  /** French suits unless told. */
  readonly suits?: SuitStyle;
}

/** Draws a card face, top left at (x, y), `w` wide (its height is 1.42 times that). */
export function drawCard(ctx: SKRSContext2D, card: Card, x: number, y: number, w: number, locale: Locale, look: CardLook = {}): void {
  const h = cardHeight(w);
  const suit = suitOf(card);
  const suits = look.suits ?? 'french';
  const color = suitColor(suit, suits);
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = w * 0.06;
  ctx.shadowOffsetY = w * 0.03;
  roundRect(ctx, x, y, w, h, w * 0.09);
  ctx.fillStyle = JASS_COLORS.face;
  ctx.fill();
  ctx.restore();
  ctx.save();
  roundRect(ctx, x, y, w, h, w * 0.09);
  ctx.lineWidth = Math.max(1, w * 0.015);
  ctx.strokeStyle = JASS_COLORS.edge;
  ctx.stroke();
  // The corner: rank over a small suit, readable when cards overlap.
  const rank = rankText(rankOf(card), locale, suits);
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = textFont(w * (rank.length > 1 ? 0.3 : 0.36), true);
  const cx = x + w * 0.22;
  ctx.fillText(rank, cx, y + w * 0.38);
  drawSuit(ctx, suit, cx, y + w * 0.56, w * 0.22, suits);
  // The middle: the suit, large.
  drawSuit(ctx, suit, x + w * 0.58, y + h * 0.62, w * 0.5, suits);
  if (look.outline !== undefined) {
    roundRect(ctx, x - w * 0.02, y - w * 0.02, w * 1.04, h + w * 0.04, w * 0.1);
    ctx.lineWidth = Math.max(2, w * 0.05);
    ctx.strokeStyle = look.outline;
    ctx.stroke();
  }
  if (look.dimmed === true) {
    roundRect(ctx, x, y, w, h, w * 0.09);
    ctx.fillStyle = 'rgba(40,44,52,0.62)';
    ctx.fill();
  }
  ctx.restore();
}

/** A card's height for its width. */
export function cardHeight(w: number): number {
  return Math.round(w * 1.42);
}

/** Draws a card's back (a hand's hidden cards), top left at (x, y), `w` wide. */
export function drawCardBack(ctx: SKRSContext2D, x: number, y: number, w: number, color: string): void {
  const h = cardHeight(w);
  ctx.save();
  roundRect(ctx, x, y, w, h, w * 0.09);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = Math.max(1, w * 0.04);
  ctx.strokeStyle = JASS_COLORS.face;
  ctx.stroke();
  ctx.restore();
}

/**
 * Draws a turn's call centred at (x, y): a trump suit as `drawSuit` does, a no-trump mode as a
 * thick arrow in ink, the same with either suit style: down for Obenabe (top down), up for
 * Undenufe (bottom up), with a bar at the end it starts from (the top or the bottom card).
 */
export function drawMode(ctx: SKRSContext2D, mode: Mode, x: number, y: number, size: number, suits: SuitStyle = 'french'): void {
  if (!isNoTrump(mode)) {
    drawSuit(ctx, mode, x, y, size, suits);
    return;
  }
  const d = mode === 'obenabe' ? 1 : -1;
  const h = size / 2;
  ctx.save();
  ctx.fillStyle = JASS_COLORS.ink;
  // The bar at the start (the top for Obenabe), then the shaft and the head.
  ctx.fillRect(x - 0.36 * size, y - d * h - (d > 0 ? 0 : 0.12 * size), 0.72 * size, 0.12 * size);
  ctx.beginPath();
  ctx.moveTo(x - 0.11 * size, y - d * 0.32 * size);
  ctx.lineTo(x + 0.11 * size, y - d * 0.32 * size);
  ctx.lineTo(x + 0.11 * size, y + d * 0.05 * size);
  ctx.lineTo(x + 0.32 * size, y + d * 0.05 * size);
  ctx.lineTo(x, y + d * h);
  ctx.lineTo(x - 0.32 * size, y + d * 0.05 * size);
  ctx.lineTo(x - 0.11 * size, y + d * 0.05 * size);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
