import { expect } from 'vitest';
import { PICTURE_WIDTH, type DrawnText } from '../../src/render/stats-chart.ts';

/** Every text of a statistics-style picture inside it (below its accent band), and no two texts overlapping. */
export function expectInsideAndApart(texts: readonly DrawnText[], height: number): void {
  for (const text of texts) {
    expect(text.left, text.text).toBeGreaterThanOrEqual(0);
    expect(text.right, text.text).toBeLessThanOrEqual(PICTURE_WIDTH);
    expect(text.top, text.text).toBeGreaterThanOrEqual(10);
    expect(text.bottom, text.text).toBeLessThanOrEqual(height);
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const [a, b] = [texts[i], texts[j]];
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `“${a.text}” and “${b.text}” overlap`).toBe(true);
    }
  }
}
