/** A person's statistics on one server, per game, kept up to date as their games end. */
import { isObject } from '../input-checks.ts';
import type { Rating } from './ratings.ts';
import type { GameResult, Participant } from './result.ts';

/** How many points of rating history are kept per game (the chart shows them). */
export const HISTORY_LENGTH = 60;

/** One point of the rating history: after a game. */
export interface HistoryPoint {
  readonly at: number;
  readonly mu: number;
  readonly sigma: number;
  readonly rank: number;
  readonly points: number;
}

/** A person's statistics in one game. */
export interface GameStats {
  readonly played: number;
  readonly won: number;
  readonly pointsSum: number;
  readonly pointsBest: number;
  /** Points by kind, summed over the games that told them apart (`kindGames` of them). */
  readonly kinds: Readonly<Record<string, number>>;
  readonly kindGames: number;
  /** Time over the timed moves, and their number. */
  readonly moveMs: number;
  readonly moves: number;
  /** The rating after each of the last games, oldest first. */
  readonly history: readonly HistoryPoint[];
  /** Time to move of their last timed turns (ms, the last TURN_SAMPLE), oldest first; absent in statistics kept before it (a rebuild fills it). */
  readonly turnSample?: readonly number[];
  /** Their turns counted (timed ones, and those played by the clock) and those played by the clock. */
  readonly turns?: number;
  readonly clockTurns?: number;
}

/** How many of a player's last turns per game their median and 90th percentile of time to move are taken over. */
export const TURN_SAMPLE = 200;

/** The q-quantile of some times (nearest rank: the 0.5 of 1, 2, 3, 4 is 2), or null when there are none. */
export function quantile(times: readonly number[], q: number): number | null {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** A person's statistics on a server: the name last played under, and per game. */
export interface UserStats {
  readonly name: string;
  readonly games: Readonly<Record<string, GameStats>>;
}

/** Statistics before any game. */
export const EMPTY_GAME_STATS: GameStats = { played: 0, won: 0, pointsSum: 0, pointsBest: 0, kinds: {}, kindGames: 0, moveMs: 0, moves: 0, history: [] };

/** A person's statistics after one of their games (their seat, and their rating after it). */
export function withGame(stats: UserStats | null, result: GameResult, seat: Participant, after: Rating): UserStats {
  const old = stats?.games[result.game] ?? EMPTY_GAME_STATS;
  const kinds: Record<string, number> = { ...old.kinds };
  if (seat.kinds !== undefined) for (const [kind, points] of Object.entries(seat.kinds)) kinds[kind] = (kinds[kind] ?? 0) + points;
  const point: HistoryPoint = { at: result.endedAt, mu: after.mu, sigma: after.sigma, rank: seat.rank, points: seat.points };
  const game: GameStats = {
    played: old.played + 1,
    won: old.won + (seat.rank === 1 ? 1 : 0),
    pointsSum: old.pointsSum + seat.points,
    pointsBest: old.played === 0 ? seat.points : Math.max(old.pointsBest, seat.points),
    kinds,
    kindGames: old.kindGames + (seat.kinds === undefined ? 0 : 1),
    moveMs: old.moveMs + seat.moveMs,
    moves: old.moves + seat.moves,
    history: [...old.history, point].slice(-HISTORY_LENGTH),
    turnSample: [...(old.turnSample ?? []), ...(seat.turnMs ?? [])].slice(-TURN_SAMPLE),
    turns: (old.turns ?? 0) + (seat.turnMs?.length ?? 0),
    clockTurns: (old.clockTurns ?? 0) + (seat.clockTurns ?? 0),
  };
  return { name: seat.name, games: { ...(stats?.games ?? {}), [result.game]: game } };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parseGameStats(value: unknown): GameStats | null {
  if (!isObject(value)) return null;
  const { played, won, pointsSum, pointsBest, kinds, kindGames, moveMs, moves, history } = value;
  if (![played, won, pointsSum, pointsBest, kindGames, moveMs, moves].every(isNumber)) return null;
  if (!isObject(kinds) || !Object.values(kinds).every(isNumber)) return null;
  if (!Array.isArray(history) || !history.every((p) => isObject(p) && [p.at, p.mu, p.sigma, p.rank, p.points].every(isNumber))) return null;
  const { turnSample, turns, clockTurns } = value;
  if (turnSample !== undefined && (!Array.isArray(turnSample) || !turnSample.every(isNumber))) return null;
  if ((turns !== undefined && !isNumber(turns)) || (clockTurns !== undefined && !isNumber(clockTurns))) return null;
  return value as unknown as GameStats;
}

/** Checks statistics read from the store; null when they are not (a rebuild makes them again). */
export function parseUserStats(value: unknown): UserStats | null {
  if (!isObject(value) || typeof value.name !== 'string' || !isObject(value.games)) return null;
  const games: Record<string, GameStats> = {};
  for (const [game, stats] of Object.entries(value.games)) {
    const parsed = parseGameStats(stats);
    if (parsed === null) return null;
    games[game] = parsed;
  }
  return { name: value.name, games };
}

/** Checks a rating table read from the store; null when it is not one. */
export function parseRatingTable(value: unknown): Record<string, Rating> | null {
  if (!isObject(value)) return null;
  for (const r of Object.values(value)) {
    if (!isObject(r) || ![r.mu, r.sigma, r.games, r.wins, r.lastAt].every(isNumber) || typeof r.name !== 'string') return null;
    if (r.turnMedianMs !== undefined && !isNumber(r.turnMedianMs)) return null;
  }
  return value as Record<string, Rating>;
}
