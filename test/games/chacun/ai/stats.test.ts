import { describe, expect, test } from 'vitest';
import { mean, percentile, standardDeviation, summarizeLevels, wilsonInterval } from '../../../../src/games/ai-stats.ts';

describe('tournament statistics', () => {
  test.each([
    [50, 100, 0.4038, 0.5962],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [90, 100, 0.8256, 0.9448],
  ])('Wilson interval of %i/%i is [%f, %f]', (wins, n, low, high) => {
    const [l, h] = wilsonInterval(wins, n);
    expect(l).toBeCloseTo(low, 3);
    expect(h).toBeCloseTo(high, 3);
  });

  test('no trial: the whole interval', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  test('mean, sample standard deviation and nearest-rank percentile', () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5);
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 95)).toBe(95);
    expect(percentile([], 95)).toBe(0);
  });

  test('levels are summarized over their seats, shared wins counting as fractions', () => {
    const summary = summarizeLevels([
      { level: 'hard', points: 10, win: 0.5, decisionMs: [1, 2] },
      { level: 'normal', points: 10, win: 0.5, decisionMs: [3] },
      { level: 'hard', points: 20, win: 1, decisionMs: [4] },
      { level: 'normal', points: 5, win: 0, decisionMs: [] },
    ]);
    expect(Object.keys(summary)).toEqual(['hard', 'normal']);
    expect(summary.hard).toMatchObject({ games: 2, wins: 1.5, winRate: 0.75, meanPoints: 15, decisions: 3, p95DecisionMs: 4, maxDecisionMs: 4 });
    expect(summary.normal).toMatchObject({ games: 2, wins: 0.5, winRate: 0.25, meanPoints: 7.5, decisions: 1 });
  });
});
