import { createCanvas } from '@napi-rs/canvas';
import { expect, vi } from 'vitest';
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

/** The texts a drawing writes, in order (every fillText on any canvas while it runs). */
export async function writtenTexts(draw: () => unknown): Promise<string[]> {
  const context = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as { fillText: (text: string, x: number, y: number) => void };
  const spy = vi.spyOn(context, 'fillText');
  try {
    await draw();
    return spy.mock.calls.map((call) => String(call[0]));
  } finally {
    spy.mockRestore();
  }
}
