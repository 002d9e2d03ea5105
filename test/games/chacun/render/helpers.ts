import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import type { GameState } from '../../../../src/games/chacun/engine/game.ts';
import { TERRAIN } from '../../../../src/games/chacun/render/palette.ts';

/** A terrain class read off a pixel. */
export type Terrain = 'water' | 'forest' | 'meadow' | 'other';

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const REFERENCES: readonly [Terrain, [number, number, number]][] = [
  ...[TERRAIN.water, TERRAIN.waterBank, TERRAIN.lake, TERRAIN.waterLight].map((c) => ['water', rgb(c)] as [Terrain, [number, number, number]]),
  ...[TERRAIN.forest, TERRAIN.forestCrownLight, ...TERRAIN.forestCrowns].map(
    (c) => ['forest', rgb(c)] as [Terrain, [number, number, number]],
  ),
  ...[TERRAIN.meadow, TERRAIN.meadowTuft].map((c) => ['meadow', rgb(c)] as [Terrain, [number, number, number]]),
];

/** The terrain whose colours are nearest to a pixel's, or 'other' if none is near. */
export function classify(r: number, g: number, b: number): Terrain {
  let best: Terrain = 'other';
  let bestDistance = 60 * 60;
  for (const [terrain, [tr, tg, tb]] of REFERENCES) {
    const d = (r - tr) ** 2 + (g - tg) ** 2 + (b - tb) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = terrain;
    }
  }
  return best;
}

/** Pixels of a canvas, readable by coordinates. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  at(x: number, y: number): [number, number, number];
  /** The most common terrain of the 5×5 patch around a pixel. */
  terrain(x: number, y: number): Terrain;
}

/** Reads a canvas's pixels. */
export function pixelsOf(canvas: Canvas): Pixels {
  const { width, height } = canvas;
  const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const at = (x: number, y: number): [number, number, number] => {
    const o = (Math.round(y) * width + Math.round(x)) * 4;
    return [data[o], data[o + 1], data[o + 2]];
  };
  return {
    width,
    height,
    at,
    terrain(x, y) {
      const votes = new Map<Terrain, number>();
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const t = classify(...at(x + dx, y + dy));
          votes.set(t, (votes.get(t) ?? 0) + 1);
        }
      }
      return [...votes].sort((a, b) => b[1] - a[1])[0][0];
    },
  };
}

/** Decodes a PNG into pixels. */
export async function decodePng(png: Buffer): Promise<Pixels> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return pixelsOf(canvas);
}

/** Distance between two colours. */
export function colorDistance(a: readonly number[], hex: string): number {
  const [r, g, b] = rgb(hex);
  return Math.hypot(a[0] - r, a[1] - g, a[2] - b);
}

/** The same state without any occupant on the board (so that nothing covers the tiles' edges). */
export function withoutOccupants(state: GameState): GameState {
  let board = state.board;
  for (const occupant of board.occupants()) board = board.withoutOccupantOfTile(Math.floor(occupant.zoneId / 10));
  return { ...state, board };
}
