import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Card } from '../data/cards.ts';
import { textFont } from '../../../render/fonts.ts';
import { CARD_FILL, INK, LOCOMOTIVE_STRIPES, SEAT_STYLE, inkOn } from './palette.ts';
import { fitText, roundRect } from '../../../render/drawing.ts';

/** Fills the current path with a card's colour (stripes for a locomotive). */
function fillCard(ctx: SKRSContext2D, card: Card, x: number, y: number, w: number, h: number): void {
  if (card !== 'LOCOMOTIVE') {
    ctx.fillStyle = CARD_FILL[card];
    ctx.fill();
    return;
  }
  ctx.save();
  ctx.clip();
  const stripe = w / LOCOMOTIVE_STRIPES.length;
  LOCOMOTIVE_STRIPES.forEach((color, i) => {
    ctx.fillStyle = color;
    ctx.fillRect(x + i * stripe, y, stripe + 1, h);
  });
  ctx.restore();
}

/**
 * A card: its colour (stripes for a locomotive), its name written on it so that colours need
 * not be told apart, and a count in a badge when there are several.
 */
export function drawCard(ctx: SKRSContext2D, card: Card, x: number, y: number, w: number, h: number, name: string, count?: number, namePx = 24): void {
  roundRect(ctx, x, y, w, h, 8);
  fillCard(ctx, card, x, y, w, h);
  roundRect(ctx, x, y, w, h, 8);
  ctx.lineWidth = 2;
  ctx.strokeStyle = INK;
  ctx.stroke();
  const px = Math.min(namePx, h * 0.36);
  ctx.font = textFont(px, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const label = fitText(ctx, name, w - 8);
  const labelY = y + h - 5 - px * 0.6;
  if (card === 'LOCOMOTIVE') {
    // A light band under the name keeps it readable over the stripes.
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    const m = ctx.measureText(label).width;
    roundRect(ctx, x + w / 2 - m / 2 - 4, labelY - px * 0.58, m + 8, px * 1.16, 5);
    ctx.fill();
  }
  ctx.fillStyle = inkOn(card);
  ctx.fillText(label, x + w / 2, labelY);
  if (count !== undefined) {
    ctx.font = textFont(Math.min(34, h * 0.42), true);
    ctx.fillStyle = card === 'LOCOMOTIVE' ? INK : inkOn(card);
    if (card === 'LOCOMOTIVE') {
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      roundRect(ctx, x + w / 2 - 24, y + 8, 48, h * 0.45, 6);
      ctx.fill();
      ctx.fillStyle = INK;
    }
    ctx.fillText(`×${count}`, x + w / 2, y + 8 + h * 0.225);
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}

/** A seat's sign (dot or diamond) centred at a point, in white on its colour or in its colour. */
export function drawSign(ctx: SKRSContext2D, seat: string, x: number, y: number, size: number, color?: string): void {
  const style = SEAT_STYLE[seat];
  if (style === undefined) return;
  ctx.fillStyle = color ?? style.fill;
  ctx.beginPath();
  if (style.sign === 'dot') ctx.arc(x, y, size / 2, 0, Math.PI * 2);
  else {
    ctx.moveTo(x, y - size / 2 - 1);
    ctx.lineTo(x + size / 2 + 1, y);
    ctx.lineTo(x, y + size / 2 + 1);
    ctx.lineTo(x - size / 2 - 1, y);
    ctx.closePath();
  }
  ctx.fill();
}

/** A seat's badge: its sign in white on a disc of its colour, outlined. */
export function drawSeatBadge(ctx: SKRSContext2D, seat: string, x: number, y: number, size: number): void {
  const style = SEAT_STYLE[seat];
  if (style === undefined) return;
  ctx.beginPath();
  ctx.arc(x, y, size / 2, 0, Math.PI * 2);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = INK;
  ctx.stroke();
  drawSign(ctx, seat, x, y, size * 0.45, '#ffffff');
}
