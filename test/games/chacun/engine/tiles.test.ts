import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { rotationIndex } from '../../../../src/games/chacun/engine/basics.ts';
import { START_TILE_ID, TILES, rotatedSide, type Zone } from '../../../../src/games/chacun/engine/tiles.ts';

const zones = TILES.flatMap((tile) => tile.zones);
const animals = zones.flatMap((zone) => (zone.type === 'meadow' ? zone.animals : []));

describe('the tile table', () => {
  test('holds 95 tiles: the start tile, 78 normal and 16 menhir tiles', () => {
    expect(TILES).toHaveLength(95);
    expect(TILES.filter((t) => t.kind === 'START').map((t) => t.id)).toEqual([START_TILE_ID]);
    expect(TILES.filter((t) => t.kind === 'NORMAL')).toHaveLength(78);
    expect(TILES.filter((t) => t.kind === 'MENHIR')).toHaveLength(16);
  });

  test.each([
    ['DEER', 33],
    ['AUROCHS', 13],
    ['TIGER', 13],
    ['MAMMOTH', 8],
  ])('has %s × %i', (kind, count) => {
    expect(animals.filter((a) => a.kind === kind)).toHaveLength(count);
  });

  test('has 50 fish and 31 forest zones with a menhir', () => {
    const fish = zones.reduce((sum, z) => sum + (z.type === 'river' || z.type === 'lake' ? z.fish : 0), 0);
    expect(fish).toBe(50);
    expect(zones.filter((z) => z.type === 'forest' && z.kind === 'WITH_MENHIR')).toHaveLength(31);
  });

  test.each([
    [85, 'WILD_FIRE'],
    [88, 'SHAMAN'],
    [91, 'RAFT'],
    [92, 'PIT_TRAP'],
    [93, 'LOGBOAT'],
    [94, 'HUNTING_TRAP'],
  ])('tile %i holds the %s', (id, power) => {
    const powered = TILES.filter((t) => t.powerZone !== null);
    expect(powered).toHaveLength(6);
    const zone = TILES[id].powerZone as Zone & { power: string };
    expect(zone.power).toBe(power);
    expect(TILES[id].kind).toBe('MENHIR');
  });

  test('the start tile is meadow, forest, forest, river (2|3|0) with an aurochs and a lake', () => {
    const start = TILES[START_TILE_ID];
    expect(start.sides.map((s) => s.kind)).toEqual(['meadow', 'forest', 'forest', 'river']);
    expect(start.sides[3].zones).toEqual([562, 563, 560]);
    expect(start.zones.map((z) => z.id)).toEqual([560, 561, 562, 563, 568]);
    expect(start.zones[0]).toMatchObject({ type: 'meadow', animals: [{ id: 5600, kind: 'AUROCHS' }] });
    expect(start.zones[1]).toMatchObject({ type: 'forest', kind: 'WITH_MENHIR' });
    expect(start.zones[3]).toMatchObject({ type: 'river', fish: 0, lakeId: 568 });
    expect(start.zones[4]).toMatchObject({ type: 'lake', fish: 1, power: null });
  });

  test('every zone is on a side except lakes, and every lake is fed by a river', () => {
    for (const tile of TILES) {
      const onSides = new Set(tile.sides.flatMap((s) => s.zones));
      for (const zone of tile.zones) {
        expect(onSides.has(zone.id), `zone ${zone.id}`).toBe(zone.type !== 'lake');
        if (zone.type === 'lake') expect(tile.zones.some((z) => z.type === 'river' && z.lakeId === zone.id)).toBe(true);
      }
    }
  });

  const shared = fileURLToPath(new URL('../../../../../shared/data/chacun-tiles.json', import.meta.url));
  test.runIf(existsSync(shared))('matches the reference data zone by zone', () => {
    const reference = JSON.parse(readFileSync(shared, 'utf8')).tiles as { id: number; kind: unknown; sides: unknown; zones: unknown }[];
    for (const ref of reference) {
      const tile = TILES[ref.id];
      expect(tile.kind).toBe(ref.kind);
      expect(tile.sides.map((s) => ({ kind: s.kind, zones: s.zones }))).toEqual(ref.sides);
      expect(
        tile.zones.map((z) => {
          switch (z.type) {
            case 'meadow':
              return { id: z.id, type: 'meadow', animals: z.animals, specialPower: z.power };
            case 'forest':
              return { id: z.id, type: 'forest', kind: z.kind };
            case 'river':
              return { id: z.id, type: 'river', fish: z.fish, lake: z.lakeId };
            case 'lake':
              return { id: z.id, type: 'lake', fish: z.fish, specialPower: z.power };
          }
        }),
      ).toEqual(ref.zones);
    }
  });
});

describe('rotations', () => {
  test.each([
    ['NONE', ['meadow', 'forest', 'forest', 'river']],
    ['RIGHT', ['river', 'meadow', 'forest', 'forest']],
    ['HALF_TURN', ['forest', 'river', 'meadow', 'forest']],
    ['LEFT', ['forest', 'forest', 'river', 'meadow']],
  ] as const)('the start tile turned %s shows N, E, S, W = %j', (rotation, kinds) => {
    const r = rotationIndex(rotation);
    expect([0, 1, 2, 3].map((d) => rotatedSide(TILES[START_TILE_ID], r, d).kind)).toEqual(kinds);
  });

  test('packed side kinds agree with the sides for every tile and rotation', () => {
    const kinds = ['meadow', 'forest', 'river'];
    for (const tile of TILES) {
      for (let r = 0; r < 4; r++) {
        for (let d = 0; d < 4; d++) expect(kinds[(tile.packedSides[r] >> (2 * d)) & 3]).toBe(rotatedSide(tile, r, d).kind);
      }
    }
  });
});
