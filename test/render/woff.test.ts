import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { sfntFromWoff } from '../../src/render/woff.ts';

const require = createRequire(import.meta.url);
const emojiFile = (extension: string) => require.resolve(`@fontsource/noto-color-emoji/files/noto-color-emoji-emoji-400-normal.${extension}`);

/** The tags of a WOFF file's tables, as its directory lists them. */
function woffTags(woff: Buffer): string[] {
  return Array.from({ length: woff.readUInt16BE(12) }, (_, i) => woff.toString('latin1', 44 + 20 * i, 48 + 20 * i));
}

/** The tags of an OpenType font's tables, in its directory's order. */
function sfntTags(sfnt: Buffer): string[] {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) => sfnt.toString('latin1', 12 + 16 * i, 16 + 16 * i));
}

/** The pixels of emoji drawn in a font family. */
function drawn(family: string): Buffer {
  const canvas = createCanvas(420, 60);
  const ctx = canvas.getContext('2d');
  ctx.font = `40px ${family}`;
  ctx.fillText('🦌🐟🔥🏹🐗🦣⛺🇨🇭', 4, 48);
  return Buffer.from(ctx.getImageData(0, 0, 420, 60).data);
}

describe('WOFF fonts unpacked', () => {
  const woff = readFileSync(emojiFile('woff'));

  test('every table is kept, byte for byte, but those left out; the directory is sorted and points inside the font', () => {
    const sfnt = sfntFromWoff(woff, new Set(['SVG ']));
    const tags = sfntTags(sfnt);
    expect(woffTags(woff)).toContain('SVG ');
    expect(tags).toEqual(woffTags(woff).filter((tag) => tag !== 'SVG ').sort());
    for (let i = 0; i < tags.length; i++) {
      const at = 12 + 16 * i;
      const offset = sfnt.readUInt32BE(at + 8);
      const length = sfnt.readUInt32BE(at + 12);
      expect(offset % 4).toBe(0);
      const w = woffTags(woff).indexOf(tags[i]);
      const [packedAt, packed, original] = [0, 4, 8].map((k) => woff.readUInt32BE(44 + 20 * w + 4 + k));
      const raw = woff.subarray(packedAt, packedAt + packed);
      expect(sfnt.subarray(offset, offset + length).equals(packed < original ? inflateSync(raw) : raw)).toBe(true);
    }
    // The emoji font's SVG pictures were most of it.
    expect(sfnt.length).toBeLessThan(sfntFromWoff(woff).length / 3);
  });

  test('emoji drawn from the font without its SVG tables are the same pixels as from the package\'s own file', () => {
    GlobalFonts.registerFromPath(emojiFile('woff2'), 'WoffTestWhole');
    GlobalFonts.register(sfntFromWoff(woff, new Set(['SVG '])), 'WoffTestUnpacked');
    const whole = drawn('WoffTestWhole');
    const unpacked = drawn('WoffTestUnpacked');
    let colored = 0;
    for (let i = 0; i < whole.length; i += 4) if (whole[i + 3] > 0 && (whole[i] !== whole[i + 1] || whole[i + 1] !== whole[i + 2])) colored++;
    expect(colored).toBeGreaterThan(2000);
    expect(unpacked.equals(whole)).toBe(true);
  });

  test('bytes that are no WOFF font are refused', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 and more bytes than a header holds, surely more than 44'))).toThrow('not a WOFF font');
  });
});
