import { describe, expect, test } from 'vitest';
import { ZOOM_LEGIBLE_PX } from '../../src/games/chacun/render/tile-painter.ts';
import { PHONE_WIDTH } from '../../src/render/phone.ts';
import { imageCases, TCHU_NAMES } from './image-cases.ts';
import { recordImage, tooSmall } from './text-recorder.ts';

/**
 * Every text of every image the games send (boards, maps, tables, hands, previews, close-ups,
 * end images), words, numbers and icons alike, is at least 9 px high once Discord shows the
 * image 390 px wide on a phone; but a ChaCuN board's pictograms (animals, fish, menhirs), which a
 * board too large for them to read on a phone still shows to whoever zooms in, need only be
 * ZOOM_LEGIBLE_PX at the image's full size (the mid-game boards come with a close-up where they
 * read). The texts are recorded as the renderers write them, so a text
 * added later is checked too.
 */
const LEAST_PX = 9;
const cases = imageCases();

describe.each(Object.entries(cases))('%s: every text legible on a phone', (_, list) => {
  test.each(list.map((c) => [c.name, c] as const))('%s', async (_, imageCase) => {
    const image = await recordImage(imageCase.draw);
    expect(image.texts.length).toBeGreaterThan(0);
    expect(tooSmall(image, LEAST_PX, imageCase.zoomable === true ? { least: ZOOM_LEGIBLE_PX } : undefined), `texts under ${LEAST_PX} px when the image is ${PHONE_WIDTH} px wide`).toEqual([]);
  });
});

describe('tCHu writes every word whole', () => {
  // “locom…” on a card was one: only players' names may be shortened.
  test.each(cases.tchu.map((c) => [c.name, c] as const))('%s', async (_, imageCase) => {
    const image = await recordImage(imageCase.draw);
    const names = Object.values(TCHU_NAMES);
    for (const { text } of image.texts.filter((t) => t.text.endsWith('…'))) {
      const cut = text.replace(/^🏆 /, '').slice(0, -1);
      expect(names.some((name) => name.startsWith(cut) || cut.startsWith(name)), text).toBe(true);
    }
  });
});

describe('the text recorder', () => {
  test('counts a text at its font size times the transform, and as copied onto another canvas', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const image = await recordImage(() => {
      const tile = createCanvas(100, 100);
      const t = tile.getContext('2d');
      t.font = '20px sans-serif';
      t.fillText('on a tile', 0, 50);
      const board = createCanvas(780, 400);
      const b = board.getContext('2d');
      b.font = 'bold 18px sans-serif';
      b.scale(2, 2);
      b.fillText('scaled', 10, 10);
      b.setTransform(1, 0, 0, 1, 0, 0);
      b.drawImage(tile, 0, 0, 50, 50);
      return board.encode('png');
    });
    expect(image.width).toBe(780);
    expect(image.texts).toEqual([
      { text: 'scaled', px: 36, emoji: false },
      { text: 'on a tile', px: 10, emoji: false },
    ]);
    // At 390 px wide the image is halved: 18 and 5 px.
    expect(tooSmall(image)).toEqual([{ text: 'on a tile', phonePx: 5 }]);
  });
});
