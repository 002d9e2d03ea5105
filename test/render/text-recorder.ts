/**
 * Records every text the renderers write, with the height it is drawn at, so that a test can
 * tell how tall each text shows once Discord shrinks the image to a phone's width.
 *
 * The canvas context's `fillText` and `strokeText` are wrapped: each call notes the font's size
 * times the vertical scale of the current transform. Texts written on a canvas that is then drawn
 * onto another (a tile painted once and copied onto a board) follow it, scaled as it is drawn.
 * The image sent is the canvas encoded last: its texts, and its width, are what a test reads.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { EMOJI_FONT } from '../../src/render/fonts.ts';
import { PHONE_WIDTH } from '../../src/render/phone.ts';

/** A text as the image sent shows it. */
export interface RecordedText {
  readonly text: string;
  /** Font size in the image's pixels (the em size, transforms and copies included). */
  readonly px: number;
  /** Written in the emoji font: a pictogram, not a word or a number. */
  readonly emoji: boolean;
}

/** An encoded image, its width and its texts. */
export interface RecordedImage {
  readonly width: number;
  readonly height: number;
  readonly texts: readonly RecordedText[];
}

const written = new WeakMap<object, RecordedText[]>();
let lastEncoded: Canvas | null = null;

function textsOf(canvas: object): RecordedText[] {
  let list = written.get(canvas);
  if (list === undefined) {
    list = [];
    written.set(canvas, list);
  }
  return list;
}

/** Size of a CSS font string in pixels ("bold 14px Family" → 14). */
function fontPx(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  if (match === null) throw new Error(`no size in the font “${font}”`);
  return Number(match[1]);
}

/** How much the current transform stretches a vertical length. */
function verticalScale(ctx: SKRSContext2D): number {
  const m = ctx.getTransform();
  return Math.hypot(m.c, m.d);
}

/** Same for a horizontal length (for copies of a canvas, whose texts scale with their width). */
function horizontalScale(ctx: SKRSContext2D): number {
  const m = ctx.getTransform();
  return Math.hypot(m.a, m.b);
}

function isCanvas(value: unknown): value is Canvas {
  return typeof value === 'object' && value !== null && typeof (value as Canvas).getContext === 'function' && written.has(value);
}

/** Notes the canvas being encoded: the image a drawing sends. */
function remember(canvas: Canvas): void {
  lastEncoded = canvas;
}

let installed = false;

/** Wraps the context's text and copy methods and the canvas's encoders (once per process). */
export function installTextRecorder(): void {
  if (installed) return;
  installed = true;
  const canvas = createCanvas(1, 1);
  const contextProto = Object.getPrototypeOf(canvas.getContext('2d')) as Record<string, (...args: unknown[]) => unknown>;
  const canvasProto = Object.getPrototypeOf(canvas) as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['fillText', 'strokeText']) {
    const original = contextProto[name];
    contextProto[name] = function (this: SKRSContext2D, ...args: unknown[]) {
      const text = String(args[0]);
      if (text.trim() !== '') textsOf(this.canvas).push({ text, px: fontPx(this.font) * verticalScale(this), emoji: this.font.includes(EMOJI_FONT) });
      return original.apply(this, args);
    };
  }
  for (const name of ['drawImage', 'drawCanvas']) {
    const original = contextProto[name];
    if (original === undefined) continue;
    contextProto[name] = function (this: SKRSContext2D, ...args: unknown[]) {
      const source = args[0];
      if (isCanvas(source) && source !== this.canvas) {
        // drawImage(src, dx, dy), (src, dx, dy, dw, dh) or (src, sx, sy, sw, sh, dx, dy, dw, dh).
        const sourceWidth = args.length >= 9 ? (args[3] as number) : source.width;
        const drawnWidth = args.length >= 9 ? (args[7] as number) : args.length >= 5 ? (args[3] as number) : source.width;
        const factor = (drawnWidth / sourceWidth) * horizontalScale(this);
        const target = textsOf(this.canvas);
        for (const text of written.get(source) ?? []) target.push({ ...text, px: text.px * factor });
      }
      return original.apply(this, args);
    };
  }
  for (const name of ['encode', 'encodeSync', 'toBuffer', 'toDataURL', 'toDataURLAsync']) {
    const original = canvasProto[name];
    canvasProto[name] = function (this: Canvas, ...args: unknown[]) {
      remember(this);
      return original.apply(this, args);
    };
  }
  // Canvases made before a text is written are known from their context's first text or copy.
  const originalGetContext = canvasProto.getContext;
  canvasProto.getContext = function (this: Canvas, ...args: unknown[]) {
    textsOf(this);
    return originalGetContext.apply(this, args);
  };
}

/** Runs a drawing that encodes an image, and answers what that image shows. */
export async function recordImage(draw: () => Promise<unknown> | unknown): Promise<RecordedImage> {
  installTextRecorder();
  lastEncoded = null;
  await draw();
  const canvas = lastEncoded as Canvas | null;
  if (canvas === null) throw new Error('the drawing encoded no image');
  return { width: canvas.width, height: canvas.height, texts: [...(written.get(canvas) ?? [])] };
}

/** Height of a text in pixels once the image is shown `PHONE_WIDTH` wide. */
export function phoneHeight(image: RecordedImage, text: RecordedText): number {
  return (text.px * PHONE_WIDTH) / image.width;
}

/**
 * The texts shorter than `least` pixels at phone width, with their height, smallest first (with
 * `zoomed`, the pictograms at least `zoomed.least` pixels at the image's full size pass). Heights
 * are rounded to hundredths: fonts are whole pixels, so a text sized 9 phone pixels may come a
 * hair under once rounded.
 */
export function tooSmall(image: RecordedImage, least = 9, zoomed?: { readonly least: number }): { text: string; phonePx: number }[] {
  return image.texts
    // A pictogram of a picture read by zooming in is checked at the image's full size.
    .filter((text) => zoomed === undefined || !text.emoji || text.px < zoomed.least)
    .map((text) => ({ text: text.text, phonePx: Math.round(phoneHeight(image, text) * 100) / 100 }))
    .filter((text) => text.phonePx < least)
    .sort((a, b) => a.phonePx - b.phonePx);
}
