/** Summaries for tournaments: win rates with confidence intervals, means, spreads and percentiles. */
import type { DuelPlay } from './game.ts';

/**
 * The 95% Wilson score interval of a proportion (`successes` may be fractional, as shared wins
 * are), as [low, high]; [0, 1] when there is no trial.
 */
export function wilsonInterval(successes: number, trials: number, z = 1.96): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Mean of a list (0 if empty). */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Sample standard deviation of a list (0 under two values). */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

/** The p-th percentile (0..100) of a list, nearest rank (0 if empty). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

/** One seat of one finished game, as a tournament collects it. */
export interface SeatOutcome {
  readonly level: string;
  readonly points: number;
  /** 1 for a sole winner, 1/k for each of k tied winners, 0 otherwise. */
  readonly win: number;
  readonly decisionMs: readonly number[];
  /** Counted choices (a Jass call…), by kind; absent for games that count none. */
  readonly choices?: Readonly<Record<string, number>>;
}

/** What a tournament reports for a level. */
export interface LevelSummary {
  /** Seats played (a level seated twice in a game counts twice). */
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly winRateLow: number;
  readonly winRateHigh: number;
  readonly meanPoints: number;
  readonly sdPoints: number;
  readonly decisions: number;
  readonly meanDecisionMs: number;
  readonly p95DecisionMs: number;
  readonly maxDecisionMs: number;
}

/** Summaries by level of a set of seat outcomes, in the order the levels first appear. */
export function summarizeLevels(outcomes: readonly SeatOutcome[]): Record<string, LevelSummary> {
  const byLevel = new Map<string, SeatOutcome[]>();
  for (const outcome of outcomes) {
    const list = byLevel.get(outcome.level) ?? [];
    list.push(outcome);
    byLevel.set(outcome.level, list);
  }
  const result: Record<string, LevelSummary> = {};
  for (const [level, list] of byLevel) {
    const wins = list.reduce((sum, o) => sum + o.win, 0);
    const [low, high] = wilsonInterval(wins, list.length);
    const points = list.map((o) => o.points);
    const times = list.flatMap((o) => o.decisionMs);
    result[level] = {
      games: list.length,
      wins,
      winRate: wins / list.length,
      winRateLow: low,
      winRateHigh: high,
      meanPoints: mean(points),
      sdPoints: standardDeviation(points),
      decisions: times.length,
      meanDecisionMs: mean(times),
      p95DecisionMs: percentile(times, 95),
      maxDecisionMs: times.reduce((a, b) => Math.max(a, b), 0),
    };
  }
  return result;
}

/**
 * A level's mean share of the points over pairs of duel plays (each deal played from both sides)
 * and its 95% interval (normal approximation over the pairs).
 */
export function pairedShare(pairs: readonly (readonly [DuelPlay, DuelPlay])[]): { share: number; low: number; high: number } {
  const shares = pairs.map(([a, b]) => (a.points[0] + b.points[0]) / (a.points[0] + a.points[1] + b.points[0] + b.points[1]));
  const m = mean(shares);
  const half = 1.96 * Math.sqrt(standardDeviation(shares) ** 2 / Math.max(1, shares.length));
  return { share: m, low: m - half, high: m + half };
}
