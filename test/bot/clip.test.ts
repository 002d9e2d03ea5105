import { describe, expect, test } from 'vitest';
import { clip } from '../../src/bot/chrome/common.ts';

describe('clip: a text shortened to a limit of Discord', () => {
  test.each([
    ['short enough: unchanged', 'abc', 3, 'abc'],
    ['cut with an ellipsis, the limit reached', 'abcdef', 4, 'abc…'],
    ['an emoji on the cut goes whole, never half', 'ab😀cd', 4, 'ab…'],
    ['an emoji before the cut stays', 'ab😀cd', 5, 'ab😀…'],
  ])('%s', (_, text, max, shown) => {
    const clipped = clip(text, max);
    expect(clipped).toBe(shown);
    expect(clipped.length).toBeLessThanOrEqual(max);
    expect(clipped).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
