/**
 * Jass cards drawn by our own hand: French suits as vector shapes (never glyphs, which fonts
 * draw differently or not at all), a white face with the rank in the corner and the suit large
 * in the middle. Red suits and black suits differ in shape and in lightness, so they stay
 * apart for colour-blind players and in greyscale.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { textFont } from '../../../render/fonts.ts';
import { rankOf, suitOf, type Card, type Suit } from '../engine/cards.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { rankText } from '../texts/catalog.ts';

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

/** The ink of a suit: red for hearts and diamonds, near black for spades and clubs. */
export function suitColor(suit: Suit): string {
  return suit === 'H' || suit === 'D' ? JASS_COLORS.red : JASS_COLORS.ink;
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

/** Draws a suit's shape, `size` high, centred at (x, y), in a colour (the suit's own by default). */
export function drawSuit(ctx: SKRSContext2D, suit: Suit, x: number, y: number, size: number, color: string = suitColor(suit)): void {
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

/** A rounded rectangle path. */
export function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** How a card is drawn: greyed out (not allowed), outlined (trump, the winning card). */
export interface CardLook {
  readonly dimmed?: boolean;
  readonly outline?: string;
}

/** Draws a card face, top left at (x, y), `w` wide (its height is 1.42 times that). */
export function drawCard(ctx: SKRSContext2D, card: Card, x: number, y: number, w: number, locale: Locale, look: CardLook = {}): void {
  const h = cardHeight(w);
  const suit = suitOf(card);
  const color = suitColor(suit);
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
  const rank = rankText(rankOf(card), locale);
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = textFont(w * (rank.length > 1 ? 0.3 : 0.36), true);
  const cx = x + w * 0.22;
  ctx.fillText(rank, cx, y + w * 0.38);
  drawSuit(ctx, suit, cx, y + w * 0.56, w * 0.22);
  // The middle: the suit, large.
  drawSuit(ctx, suit, x + w * 0.58, y + h * 0.62, w * 0.5);
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

/** Text cut with an ellipsis to fit a width in the current font. */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > maxWidth) chars.pop();
  return `${chars.join('')}…`;
}
