import { describe, expect, test } from 'vitest';
import { TILES } from '../../../../src/games/chacun/engine/tiles.ts';
import { sidePoint } from '../../../../src/games/chacun/render/tile-space.ts';
import { lakeShapes, riverShapes } from '../../../../src/games/chacun/render/water.ts';

const TILE_IDS = TILES.map((tile) => tile.id);

describe('water shapes', () => {
  test.each(TILE_IDS)('tile %i: rivers run from their side to their lake, their other side or a spring', (id) => {
    const tile = TILES[id];
    const lakes = lakeShapes(tile);
    const rivers = riverShapes(tile, lakes);
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
      for (const lake of lakeShapes(tile)) {
        for (const p of lake.outline) expect(Math.min(p.x, p.y, 1 - p.x, 1 - p.y), `lake ${lake.zoneId}`).toBeGreaterThan(0.05);
      }
    }
  });
});
