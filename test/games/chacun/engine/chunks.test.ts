import { describe, expect, test } from 'vitest';
import { at, ChunkWriter, toChunks } from '../../../../src/games/chacun/engine/chunks.ts';

const plain = Int16Array.from({ length: 100 }, (_, i) => i * 3 - 50);

describe('chunked arrays copied on write', () => {
  test('read back entry by entry, they hold the array they were made from', () => {
    const chunks = toChunks(plain);
    expect(Array.from({ length: plain.length }, (_, i) => at(chunks, i))).toEqual(Array.from(plain));
  });

  test('a writer changes its copy only: the array it started from reads as before', () => {
    const base = toChunks(plain);
    const w = new ChunkWriter(base);
    w.set(5, 1000);
    w.add(70, 7);
    expect(at(w.chunks, 5)).toBe(1000);
    expect(at(w.chunks, 70)).toBe(plain[70] + 7);
    expect(Array.from({ length: plain.length }, (_, i) => at(base, i))).toEqual(Array.from(plain));
  });

  test('a writer copies the chunks it writes and shares the others; writing a value already there copies nothing', () => {
    const base = toChunks(plain);
    const w = new ChunkWriter(base);
    w.set(40, at(base, 40));
    w.set(5, 1);
    w.set(6, 2);
    expect(w.chunks.map((chunk, c) => chunk === base[c])).toEqual([false, true, true, true]);
  });
});
