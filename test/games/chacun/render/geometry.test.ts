import { describe, expect, test } from 'vitest';
import { TILES, rotatedSide } from '../../../../src/games/chacun/engine/tiles.ts';
import { GRID, RIVER_HALF_WIDTH, rotatePoint, sidePoint, tileGeometry, zoneAnchor, zoneLocalAt } from '../../../../src/games/chacun/render/geometry.ts';

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

  test.each(TILE_IDS)('tile %i: rivers run from their side to their lake, their other side or a spring', (id) => {
    const tile = TILES[id];
    const { rivers, lakes } = tileGeometry(id);
    for (const zone of tile.zones) {
      if (zone.type !== 'river') continue;
      const river = rivers.find((r) => r.zoneId === zone.id)!;
      const sides = [0, 1, 2, 3].filter((d) => tile.sides[d].kind === 'river' && tile.sides[d].zones[1] === zone.id);
      const first = river.path[0];
      const last = river.path[river.path.length - 1];
      expect(first).toEqual(sidePoint(sides[0], 0.5));
      if (zone.lakeId !== null) {
        expect(river.end).toBe('lake');
        expect(last).toEqual(lakes.find((lake) => lake.zoneId === zone.lakeId)!.centre);
      } else if (sides.length === 2) {
        expect(river.end).toBe('side');
        expect(last.x).toBeCloseTo(sidePoint(sides[1], 0.5).x, 9);
        expect(last.y).toBeCloseTo(sidePoint(sides[1], 0.5).y, 9);
      } else {
        expect(river.end).toBe('spring');
        expect(Math.min(last.x, last.y, 1 - last.x, 1 - last.y)).toBeGreaterThan(0.2);
      }
    }
  });

  test('lakes sit inside their tile', () => {
    for (const tile of TILES) {
      for (const lake of tileGeometry(tile.id).lakes) {
        for (const p of lake.outline) expect(Math.min(p.x, p.y, 1 - p.x, 1 - p.y), `lake ${lake.zoneId}`).toBeGreaterThan(0.05);
      }
    }
  });

  test('rotating a point four times gives it back', () => {
    const p = { x: 0.2, y: 0.7 };
    const once = rotatePoint(p, 1);
    expect(once.x).toBeCloseTo(0.3, 12);
    expect(once.y).toBeCloseTo(0.2, 12);
    const back = rotatePoint(rotatePoint(rotatePoint(once, 1), 1), 1);
    expect(back.x).toBeCloseTo(0.2, 12);
    expect(back.y).toBeCloseTo(0.7, 12);
    // The north side's middle goes east with a quarter turn clockwise.
    expect(rotatePoint({ x: 0.5, y: 0 }, 1)).toEqual({ x: 1, y: 0.5 });
  });
});
