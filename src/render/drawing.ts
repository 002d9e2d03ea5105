/** Small drawing helpers every game's pictures use: a canvas scaled to a longest side, a rounded rectangle's path, a text cut to a width. */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ensureFonts } from './fonts.ts';

/** A canvas of a size, scaled down to a longest side (`maxSide`; never up), its context drawing in the unscaled units; the fonts are loaded. */
export function scaledCanvas(width: number, height: number, maxSide: number | undefined): { canvas: Canvas; ctx: SKRSContext2D } {
  ensureFonts();
  const scale = maxSide === undefined ? 1 : Math.min(1, maxSide / Math.max(width, height));
  const canvas = createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  return { canvas, ctx };
}

/** Begins and closes the path of a rectangle with corners rounded to radius `r` (fill or stroke it after). */
export function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** `text` cut with "…" to fit `maxWidth` in the font set on `ctx`, by whole characters (never half an emoji). */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(`${chars.join('').trimEnd()}…`).width > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
