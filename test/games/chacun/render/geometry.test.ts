import { describe, expect, test } from 'vitest';
import { TILES, rotatedSide } from '../../../../src/games/chacun/engine/tiles.ts';
import { tileGeometry, zoneAnchor, zoneLocalAt } from '../../../../src/games/chacun/render/geometry.ts';
import { GRID, RIVER_HALF_WIDTH, rotatePoint, sidePoint } from '../../../../src/games/chacun/render/tile-space.ts';

const TILE_IDS = TILES.map((tile) => tile.id);
const ROTATION_INDICES = [0, 1, 2, 3];

/** A point just inside the tile, at fraction t (clockwise) along the side facing direction d. */
function inside(d: number, t: number): { x: number; y: number } {
  const p = sidePoint(d, t);
  const inward = [
    [0, 1],
    [-1, 0],
    [0, -1],
    [1, 0],
  ][d];
  return { x: p.x + inward[0] * 0.01, y: p.y + inward[1] * 0.01 };
}

describe('tile geometry', () => {
  test('border lines: every coordinate is a fraction of 2¹⁴ within the tile, which Float32 holds exactly', () => {
    // Checked by hand and told once: an expect() per coordinate took 18 s.
    let points = 0;
    const wrong: string[] = [];
    for (const id of TILE_IDS) {
      for (const [i, line] of tileGeometry(id).borders.entries()) {
        if (line.points.length % 2 !== 0) wrong.push(`tile ${id}, line ${i}: ${line.points.length} coordinates`);
        for (const v of line.points) {
          if (!(v >= 0 && v <= 1 && Number.isInteger(v * 2 ** 14))) wrong.push(`tile ${id}, line ${i}: ${v}`);
        }
        points += line.points.length / 2;
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(points).toBeGreaterThan(10_000);
  });

  test.each(TILE_IDS)('tile %i: every zone reaches exactly its side segments, in every rotation', (id) => {
    const tile = TILES[id];
    const a = 0.5 - RIVER_HALF_WIDTH;
    const b = 0.5 + RIVER_HALF_WIDTH;
    for (const r of ROTATION_INDICES) {
      for (let d = 0; d < 4; d++) {
        const side = rotatedSide(tile, r, d);
        for (let k = 1; k < 40; k++) {
          const t = k / 40;
          if (Math.abs(t - a) < 0.03 || Math.abs(t - b) < 0.03) continue;
          const expected = side.kind === 'river' ? side.zones[t < a ? 0 : t < b ? 1 : 2] : side.zones[0];
          expect(zoneLocalAt(id, r, inside(d, t)), `rotation ${r}, side ${'NESW'[d]}, t=${t}`).toBe(expected % 10);
        }
      }
    }
  });

  test.each(TILE_IDS)('tile %i: every zone is in one piece', (id) => {
    const { labels } = tileGeometry(id);
    for (const zone of TILES[id].zones) {
      const local = zone.id % 10;
      const start = labels.indexOf(local);
      expect(start, `zone ${zone.id} has cells`).toBeGreaterThanOrEqual(0);
      const seen = new Uint8Array(labels.length);
      const stack = [start];
      seen[start] = 1;
      let reached = 0;
      while (stack.length > 0) {
        const c = stack.pop()!;
        reached++;
        const i = c % GRID;
        for (const n of [i > 0 ? c - 1 : -1, i < GRID - 1 ? c + 1 : -1, c - GRID, c + GRID]) {
          if (n >= 0 && n < labels.length && !seen[n] && labels[n] === local) {
            seen[n] = 1;
            stack.push(n);
          }
        }
      }
      expect(reached, `zone ${zone.id}`).toBe(labels.filter((l) => l === local).length);
    }
  });

  test.each(TILE_IDS)('tile %i: each anchor lies in its zone and turns with the tile', (id) => {
    const geometry = tileGeometry(id);
    for (const zone of TILES[id].zones) {
      const anchor = zoneAnchor(zone.id, 0);
      if (zone.type === 'lake') {
        const lake = geometry.lakes.find((l) => l.zoneId === zone.id)!;
        expect(Math.hypot(anchor.x - lake.centre.x, anchor.y - lake.centre.y)).toBeLessThanOrEqual(lake.radius);
      } else {
        expect(zoneLocalAt(id, 0, anchor), `zone ${zone.id}`).toBe(zone.id % 10);
      }
      expect(anchor.x).toBeGreaterThan(0.05);
      expect(anchor.x).toBeLessThan(0.95);
      expect(anchor.y).toBeGreaterThan(0.05);
      expect(anchor.y).toBeLessThan(0.95);
      for (const r of ROTATION_INDICES) {
        const turned = zoneAnchor(zone.id, r);
        const expected = rotatePoint(anchor, r);
        expect(turned.x).toBeCloseTo(expected.x, 9);
        expect(turned.y).toBeCloseTo(expected.y, 9);
        if (zone.type !== 'lake') expect(zoneLocalAt(id, r, turned)).toBe(zone.id % 10);
      }
    }
  });
});
