import { GlobalFonts } from '@napi-rs/canvas';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { sfntFromWoff } from './woff.ts';

/**
 * The fonts every game's images are drawn with, taken from npm packages so that nothing depends on
 * the machine's fonts: Noto Sans for text, Noto Color Emoji for icons.
 */

/** Family name of the text font. */
export const TEXT_FONT = 'ChacunSans';
/** Family name of the emoji font. */
export const EMOJI_FONT = 'ChacunEmoji';

let registered = false;

function filesOf(packageName: string, sample: string, extension: string): string[] {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve(`${packageName}/files/${sample}`));
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .map((name) => `${dir}/${name}`);
}

/** The emoji font's SVG pictures, which Skia does not draw (it draws the COLR layers): left out. */
const UNUSED_EMOJI_TABLES: ReadonlySet<string> = new Set(['SVG ']);

/**
 * Registers the fonts once (later calls do nothing). The fonts are the process's, shared by its
 * worker threads: a thread finds them registered by another and leaves them as they are, since
 * registering again while another thread draws could leave that drawing without its glyphs.
 * (The bot registers them on its own thread before it starts its render workers.)
 */
export function ensureFonts(): void {
  if (registered) return;
  registered = true;
  if (GlobalFonts.has(TEXT_FONT) && GlobalFonts.has(EMOJI_FONT)) return;
  for (const file of filesOf('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff2', '.woff2')) {
    if (/-(400|700)-normal\.woff2$/.test(file)) GlobalFonts.registerFromPath(file, TEXT_FONT);
  }
  // From the WOFF files (zlib, which Node unpacks), without their SVG tables (src/render/woff.ts).
  for (const file of filesOf('@fontsource/noto-color-emoji', 'noto-color-emoji-0-400-normal.woff', '.woff')) {
    GlobalFonts.register(sfntFromWoff(readFileSync(file), UNUSED_EMOJI_TABLES), EMOJI_FONT);
  }
}

/** A CSS font string for text, with emoji as a fallback (player names may hold some). */
export function textFont(px: number, bold = false): string {
  return `${bold ? 'bold ' : ''}${Math.max(1, Math.round(px))}px ${TEXT_FONT}, ${EMOJI_FONT}`;
}

/** A CSS font string for emoji icons. */
export function emojiFont(px: number): string {
  return `${Math.max(1, Math.round(px))}px ${EMOJI_FONT}`;
}
