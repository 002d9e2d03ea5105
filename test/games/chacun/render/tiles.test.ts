import { describe, expect, test } from 'vitest';
import { TILES, rotatedSide } from '../../../../src/games/chacun/engine/tiles.ts';
import { renderTile } from '../../../../src/games/chacun/render/index.ts';
import { tileGeometry } from '../../../../src/games/chacun/render/geometry.ts';
import { GRID } from '../../../../src/games/chacun/render/tile-space.ts';
import { paintedTile } from '../../../../src/games/chacun/render/tile-painter.ts';
import { classify, decodePng, pixelsOf, type Pixels, type Terrain } from './helpers.ts';

const SIZE = 96;

/** Pixel at fraction t (clockwise) along the side facing direction d, `depth` pixels inside. */
function sidePixel(d: number, t: number, depth: number, size: number): [number, number] {
  switch (d) {
    case 0:
      return [t * size, depth];
    case 1:
      return [size - 1 - depth, t * size];
    case 2:
      return [(1 - t) * size, size - 1 - depth];
    default:
      return [depth, (1 - t) * size];
  }
}

function terrainOfSide(kind: 'meadow' | 'forest' | 'river', t: number): Terrain {
  if (kind !== 'river') return kind;
  return t > 0.4 && t < 0.6 ? 'water' : 'meadow';
}

function checkSides(pixels: Pixels, tileId: number, rotation: number, size: number): void {
  for (let d = 0; d < 4; d++) {
    const side = rotatedSide(TILES[tileId], rotation, d);
    for (const t of [0.2, 0.5, 0.8]) {
      const [x, y] = sidePixel(d, t, 4, size);
      expect(pixels.terrain(x, y), `tile ${tileId} rotation ${rotation} side ${'NESW'[d]} at ${t}`).toBe(terrainOfSide(side.kind, t));
    }
  }
}

describe('painted tiles', () => {
  test.each(TILES.map((tile) => tile.id))('tile %i shows the kind of each side segment at its edge, in every rotation', (id) => {
    for (const rotation of [0, 1, 2, 3]) checkSides(pixelsOf(paintedTile(id, rotation, SIZE)), id, rotation, SIZE);
  });

  test('a tile as PNG shows the same sides', async () => {
    const pixels = await decodePng(await renderTile(57, 'RIGHT', 120));
    expect(pixels.width).toBe(120);
    checkSides(pixels, 57, 1, 120);
  });

  test.each(TILES.map((tile) => tile.id))('tile %i: a line is drawn between any two different land zones', (id) => {
    // Painted unturned at the grid's own size, a grid cell is a pixel.
    const pixels = pixelsOf(paintedTile(id, 0, GRID));
    const { labels, landLabels } = tileGeometry(id);
    const water = (c: number): boolean => labels[c] !== landLabels[c];
    let checked = 0;
    for (let j = 4; j < GRID - 4; j += 3) {
      for (let i = 4; i < GRID - 4; i++) {
        const c = j * GRID + i;
        if (labels[c] === labels[c + 1] || water(c) || water(c + 1)) continue;
        let line = false;
        for (let dx = -2; dx <= 3 && !line; dx++) line = classify(...pixels.at(i + dx, j + 0.5)) !== classify(...pixels.at(i - 6, j + 0.5)) || classify(...pixels.at(i + dx, j + 0.5)) === 'other';
        expect(line, `tile ${id}: no line between zones at (${i}, ${j})`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(0);
  });

  test('painted tiles are kept and reused', () => {
    expect(paintedTile(12, 3, 80)).toBe(paintedTile(12, 3, 80));
  });
});
