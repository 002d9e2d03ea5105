import { describe, expect, test } from 'vitest';
import { TchuRandom, derivedSeed } from '../../../src/games/random.ts';

describe('the seeded generator', () => {
  test('the same seed gives the same numbers, another seed others', () => {
    const a = new TchuRandom(42);
    const b = new TchuRandom(42);
    const c = new TchuRandom(43);
    const first = [a.nextUint32(), a.nextUint32(), a.nextUint32()];
    expect([b.nextUint32(), b.nextUint32(), b.nextUint32()]).toEqual(first);
    expect(c.nextUint32()).not.toBe(first[0]);
  });

  test('a shuffle is a permutation, and ints stay in range and cover it', () => {
    const list = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = new TchuRandom(1).shuffle(list);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(list);
    expect(shuffled).not.toEqual(list);
    const random = new TchuRandom(9);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(random.int(6));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test('derived seeds differ by counter', () => {
    expect(derivedSeed(5, 0)).not.toBe(derivedSeed(5, 1));
    expect(derivedSeed(5, 1)).toBe(derivedSeed(5, 1));
  });
});
