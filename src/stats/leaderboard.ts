/** A leaderboard from a rating table: who is ranked, in which order, and where one player stands. */
import type { Rating, RatingTable } from './ratings.ts';
import { shownRating } from './scale.ts';

/** Counted games a player needs to appear on a leaderboard. */
export const MIN_RANKED_GAMES = 3;
/** Rows per page of a leaderboard. */
export const LEADERBOARD_PAGE_SIZE = 10;

/** A ranked player. */
export interface Ranked {
  readonly key: string;
  readonly rank: number;
  /** The rating as shown (`shownRating`): players with the same shown rating share a rank. */
  readonly rating: number;
  readonly entry: Rating;
}

/** Players with enough games, best rating first (the conservative one, as shown); equal shown ratings share a rank. */
export function rankedPlayers(table: RatingTable, minGames = MIN_RANKED_GAMES): Ranked[] {
  const rows = Object.entries(table)
    .filter(([, entry]) => entry.games >= minGames)
    .map(([key, entry]) => ({ key, entry, rating: shownRating(entry) }))
    // Same rating: more games first, then the name, so that the order never flickers.
    .sort((a, b) => b.rating - a.rating || b.entry.games - a.entry.games || a.entry.name.localeCompare(b.entry.name) || a.key.localeCompare(b.key));
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || rows[i - 1].rating !== row.rating) rank = i + 1;
    return { ...row, rank };
  });
}

/** How many pages a leaderboard of this many players has (at least one). */
export function pageCount(players: number): number {
  return Math.max(1, Math.ceil(players / LEADERBOARD_PAGE_SIZE));
}
