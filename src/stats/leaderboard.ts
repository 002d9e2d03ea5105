/** A leaderboard from a rating table: who is ranked, in which order, and where one player stands. */
import type { Rating, RatingTable } from './ratings.ts';
import { shownRating } from './scale.ts';

/** Counted games a player needs to appear on a leaderboard. */
export const MIN_RANKED_GAMES = 3;
/** Rows per page of a leaderboard. */
export const LEADERBOARD_PAGE_SIZE = 10;

/** What a leaderboard ranks by: the rating (best first), or the median time to move (fastest first). */
export const LEADERBOARD_ORDERS = ['rating', 'speed'] as const;
export type LeaderboardOrder = (typeof LEADERBOARD_ORDERS)[number];

/** A ranked player. */
export interface Ranked {
  readonly key: string;
  readonly rank: number;
  /** The rating as shown (`shownRating`): players with the same shown rating share a rank. */
  readonly rating: number;
  readonly entry: Rating;
}

/**
 * Players with enough games, best rating first (the conservative one, as shown), or by speed: the
 * people with a median time to move, fastest first (to the second, as shown). Equal values share
 * a rank; then more games first, then the name, so that the order never flickers.
 */
export function rankedPlayers(table: RatingTable, minGames = MIN_RANKED_GAMES, order: LeaderboardOrder = 'rating'): Ranked[] {
  const value = order === 'rating' ? (row: { rating: number }) => -row.rating : (row: { entry: Rating }) => Math.round((row.entry.turnMedianMs ?? 0) / 1000);
  const rows = Object.entries(table)
    .filter(([, entry]) => entry.games >= minGames && (order === 'rating' || entry.turnMedianMs !== undefined))
    .map(([key, entry]) => ({ key, entry, rating: shownRating(entry) }))
    .sort((a, b) => value(a) - value(b) || b.entry.games - a.entry.games || a.entry.name.localeCompare(b.entry.name) || a.key.localeCompare(b.key));
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || value(rows[i - 1]) !== value(row)) rank = i + 1;
    return { ...row, rank };
  });
}

/** How many pages a leaderboard of this many players has (at least one). */
export function pageCount(players: number): number {
  return Math.max(1, Math.ceil(players / LEADERBOARD_PAGE_SIZE));
}
