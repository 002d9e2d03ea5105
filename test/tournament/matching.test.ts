import { describe, expect, test } from 'vitest';
import { maxWeightMatching, type Edge } from '../../src/tournament/matching.ts';
import { mulberry32 } from '../../src/tournament/random.ts';

/** The best (cardinality, weight) over every matching, by trying them all. */
function bruteForce(n: number, edges: readonly Edge[], maxCardinality: boolean): [number, number] {
  let best: [number, number] = [0, 0];
  const used = new Array<boolean>(n).fill(false);
  const better = (a: [number, number], b: [number, number]) => (maxCardinality ? a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]) : a[1] > b[1]);
  const search = (k: number, size: number, weight: number): void => {
    if (k === edges.length) {
      if (better([size, weight], best)) best = [size, weight];
      return;
    }
    search(k + 1, size, weight);
    const [i, j, w] = edges[k];
    if (!used[i] && !used[j]) {
      used[i] = used[j] = true;
      search(k + 1, size + 1, weight + w);
      used[i] = used[j] = false;
    }
  };
  search(0, 0, 0);
  return best;
}

const generator = mulberry32;

describe('maximum-weight matching', () => {
  test.each([
    ['a single edge', 2, [[0, 1, 2]], [1, 0]],
    ['a path takes its heavy ends', 4, [[0, 1, 12], [1, 2, 22], [2, 3, 12]], [1, 0, 3, 2]],
    ['a path takes its heavy middle without max cardinality', 4, [[0, 1, 4], [1, 2, 22], [2, 3, 4]], [-1, 2, 1, -1]],
    ['a triangle with a tail needs a blossom', 4, [[0, 1, 12], [1, 2, 12], [0, 2, 12], [2, 3, 2]], null],
  ] as const)('%s', (_, n, edges, mates) => {
    const mate = maxWeightMatching(n, edges as unknown as Edge[], false);
    if (mates !== null) expect(mate).toEqual(mates);
    else expect(mate.filter((m) => m >= 0)).toHaveLength(4);
  });

  test('with maximum cardinality, a light perfect matching beats a heavy partial one', () => {
    expect(maxWeightMatching(4, [[0, 1, 4], [1, 2, 22], [2, 3, 4]], true)).toEqual([1, 0, 3, 2]);
  });

  test('matches trying every matching on 400 random graphs of up to 9 vertices (blossoms, nested blossoms, ties)', () => {
    const random = generator(7);
    for (let round = 0; round < 400; round++) {
      const n = 2 + Math.floor(random() * 8);
      const edges: Edge[] = [];
      const density = 0.3 + random() * 0.7;
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (random() < density) edges.push([i, j, 2 * Math.floor(random() * 6)]);
      for (const maxCardinality of [false, true]) {
        const mate = maxWeightMatching(n, edges, maxCardinality);
        // A matching: symmetric, on edges of the graph.
        let size = 0;
        let weight = 0;
        mate.forEach((m, v) => {
          if (m < 0) return;
          expect(mate[m]).toBe(v);
          const edge = edges.find(([i, j]) => (i === v && j === m) || (i === m && j === v));
          expect(edge).toBeDefined();
          if (v < m) {
            size++;
            weight += edge![2];
          }
        });
        const [bestSize, bestWeight] = bruteForce(n, edges, maxCardinality);
        if (maxCardinality) expect(size).toBe(bestSize);
        expect(weight).toBe(bestWeight);
      }
    }
  });
});
