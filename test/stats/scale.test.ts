import { rate, rating } from 'openskill';
import { describe, expect, test } from 'vitest';
import { rankedPlayers } from '../../src/stats/leaderboard.ts';
import { initialRating, type Rating } from '../../src/stats/ratings.ts';
import { RATING_BASE, shownMargin, shownRating, shownSkill } from '../../src/stats/scale.ts';
import { formatNumber } from '../../src/i18n/numbers.ts';

describe('the rating players see', () => {
  test.each([
    { what: 'a newcomer', mu: 25, sigma: 25 / 3, shown: 1000 },
    { what: 'a settled average player', mu: 25, sigma: 1, shown: 1660 },
    { what: 'a settled strong player', mu: 35, sigma: 1.5, shown: 1915 },
    { what: 'a player who lost their first games', mu: 20, sigma: 7.5, shown: 925 },
    { what: 'a conservative rating far below 0', mu: -20, sigma: 8, shown: 0 },
  ])('$what (μ $mu, σ $sigma) shows $shown', ({ mu, sigma, shown }) => {
    expect(shownRating({ mu, sigma })).toBe(shown);
    // The rating is the estimated skill less its margin, on the same scale (up to rounding), never below 0.
    if (shown > 0) expect(Math.abs(shownSkill(mu) - shownMargin(sigma) - shown)).toBeLessThanOrEqual(1);
  });

  test('everyone starts at the base, and a win moves the winner above it and the loser below it, never under 0', () => {
    const start = initialRating('x');
    expect(shownRating(start)).toBe(RATING_BASE);
    let [a, b] = [rating(), rating()];
    for (let game = 0; game < 200; game++) {
      [[a], [b]] = rate([[a], [b]], { rank: [1, 2] });
      expect(shownRating(b)).toBeGreaterThanOrEqual(0);
    }
    expect(shownRating(a)).toBeGreaterThan(RATING_BASE);
    expect(shownRating(a) - shownRating(b)).toBeGreaterThan(200);
  });

  test('200 shown points between settled players is about three wins in four, as in chess', () => {
    // OpenSkill's chance that the first of two wins (Plackett–Luce, β = 25/6).
    const beta = 25 / 6;
    const chance = (gap: number, sigma: number) => {
      const c = Math.sqrt(2 * beta * beta + 2 * sigma * sigma);
      return 1 / (1 + Math.exp(-gap / c));
    };
    const gap = 200 / 30;
    expect(chance(gap, 0.5)).toBeGreaterThan(0.72);
    expect(chance(gap, 0.5)).toBeLessThan(0.8);
  });

  test('by speed, the leaderboard ranks the people with a median time to move, fastest first; equal seconds share a rank', () => {
    const entry = (mu: number, games: number, turnMedianMs?: number): Rating => ({ mu, sigma: 2, games, wins: 1, name: `p${mu}`, lastAt: 0, ...(turnMedianMs === undefined ? {} : { turnMedianMs }) });
    const table = { slow: entry(40, 5, 3_600_000), quick: entry(20, 5, 60_000), tied: entry(30, 6, 60_400), none: entry(50, 9), few: entry(45, 2, 1_000) };
    const ranked = rankedPlayers(table, 3, 'speed');
    // Without timed moves, or with too few games, a player is not ranked; 60.4 s shows as 60 s, tied with 60 s (more games first).
    expect(ranked.map((row) => [row.key, row.rank])).toEqual([
      ['tied', 1],
      ['quick', 1],
      ['slow', 3],
    ]);
    // The default order is still the rating.
    expect(rankedPlayers(table, 3).map((row) => row.key)).toEqual(['none', 'slow', 'tied', 'quick']);
  });

  test('the leaderboard ranks by the shown rating; equal shown ratings share a rank', () => {
    const entry = (mu: number, sigma: number, games = 5): Rating => ({ mu, sigma, games, wins: 1, name: `p${mu}`, lastAt: 0 });
    const ranked = rankedPlayers({ a: entry(30, 2), b: entry(30.001, 2), c: entry(20, 2), d: entry(40, 2, 1) });
    expect(ranked.map((row) => [row.key, row.rank, row.rating])).toEqual([
      ['a', 1, 1720],
      ['b', 1, 1720],
      ['c', 3, 1420],
    ]);
  });
});

describe('numbers as each language writes them', () => {
  test.each([
    { value: 1660, decimals: 0, fr: '1\u202f660', en: '1,660' },
    { value: 12.46, decimals: 1, fr: '12,5', en: '12.5' },
    { value: -2.8, decimals: 1, fr: '\u22122,8', en: '\u22122.8' },
    { value: 0, decimals: 0, fr: '0', en: '0' },
  ])('$value', ({ value, decimals, fr, en }) => {
    expect(formatNumber(value, 'fr', { decimals })).toBe(fr);
    expect(formatNumber(value, 'en', { decimals })).toBe(en);
  });
});
