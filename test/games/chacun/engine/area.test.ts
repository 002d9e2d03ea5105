import { describe, expect, test } from 'vitest';
import type { PlayerColor } from '../../../../src/games/chacun/engine/basics.ts';
import {
  connectAreas,
  hasMenhir,
  lakeCount,
  majorityOccupants,
  mushroomGroupCount,
  riverFishCount,
  riverSystemFishCount,
  zoneWithPower,
  type Area,
} from '../../../../src/games/chacun/engine/area.ts';

const area = (kind: Area['kind'], zoneIds: number[], occupants: PlayerColor[] = [], openConnections = 2): Area => ({
  kind,
  zoneIds,
  occupants,
  openConnections,
});

describe('majority occupants', () => {
  test.each([
    [[], []],
    [['RED'], ['RED']],
    [['RED', 'BLUE'], ['RED', 'BLUE']],
    [['RED', 'BLUE', 'BLUE'], ['BLUE']],
    [['RED', 'RED', 'GREEN', 'GREEN', 'PURPLE'], ['RED', 'GREEN']],
    [['PURPLE', 'YELLOW'], ['YELLOW', 'PURPLE']],
  ] as [PlayerColor[], PlayerColor[]][])('occupants %j → %j', (occupants, majority) => {
    expect(majorityOccupants(area('forest', [561], occupants))).toEqual(majority);
  });
});

describe('connecting areas', () => {
  test('two different areas add their occupants and lose two open connections', () => {
    const a = area('forest', [561], ['BLUE'], 2);
    const b = area('forest', [273], ['RED'], 1);
    expect(connectAreas(a, b)).toEqual({ kind: 'forest', zoneIds: [273, 561], occupants: ['RED', 'BLUE'], openConnections: 1 });
  });

  test('an area connected to itself loses two open connections', () => {
    const a = area('forest', [561, 273], ['RED'], 4);
    expect(connectAreas(a, a)).toEqual({ ...a, openConnections: 2 });
  });
});

describe('area contents', () => {
  test('forest: menhirs and mushroom groups', () => {
    expect(hasMenhir(area('forest', [561]))).toBe(true);
    expect(hasMenhir(area('forest', [370, 143]))).toBe(false);
    expect(mushroomGroupCount(area('forest', [791, 871, 561]))).toBe(2);
  });

  test('a river counts the fish of the lakes at its ends once each', () => {
    // River 563 flows into lake 568 (1 fish); river 191 holds 1 fish; river 01 flows into lake 08 (2 fish).
    expect(riverFishCount(area('river', [563, 191, 1]))).toBe(1 + 1 + 2);
    // Tile 1: rivers 11 and 15 both flow into lake 18 (3 fish), counted once.
    expect(riverFishCount(area('river', [11, 15]))).toBe(3);
  });

  test('a river system counts every fish and lake', () => {
    const system = area('riverSystem', [563, 568, 831, 833, 834, 836, 838, 839]);
    expect(riverSystemFishCount(system)).toBe(1 + 2 + 2);
    expect(lakeCount(system)).toBe(3);
    expect(zoneWithPower(area('riverSystem', [918, 911]), 'RAFT')?.id).toBe(918);
    expect(zoneWithPower(system, 'RAFT')).toBeNull();
  });
});
