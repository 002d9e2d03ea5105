import { describe, expect, test } from 'vitest';
import { rotatePoint } from '../../../../src/games/chacun/render/tile-space.ts';

describe('tile space', () => {
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
