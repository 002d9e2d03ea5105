import { describe, expect, test } from 'vitest';
import { columnLabel, parsePositionLabel, positionLabel, rowLabel } from '../../../../src/games/chacun/render/index.ts';

describe('position labels', () => {
  test.each([
    [0, 0, 'M13'],
    [-12, -12, 'A1'],
    [12, 12, 'Y25'],
    [-1, 2, 'L15'],
    [3, -4, 'P9'],
  ])('(%i, %i) is named %s and back', (x, y, label) => {
    expect(positionLabel({ x, y })).toBe(label);
    expect(parsePositionLabel(label)).toEqual({ x, y });
  });

  test('every position of the board has its own name, which reads back', () => {
    const seen = new Set<string>();
    for (let y = -12; y <= 12; y++) {
      for (let x = -12; x <= 12; x++) {
        const label = positionLabel({ x, y });
        seen.add(label);
        expect(parsePositionLabel(label)).toEqual({ x, y });
        expect(label).toBe(columnLabel(x) + rowLabel(y));
      }
    }
    expect(seen.size).toBe(625);
  });

  test('names are read in any case and with spaces', () => {
    expect(parsePositionLabel(' m 13 ')).toEqual({ x: 0, y: 0 });
    expect(parsePositionLabel('b2')).toEqual({ x: -11, y: -11 });
  });

  test.each(['', 'M', '13', 'Z1', 'A0', 'A26', 'M13x', 'MM13', '-1'])('%j names no position', (label) => {
    expect(parsePositionLabel(label)).toBeNull();
  });
});
