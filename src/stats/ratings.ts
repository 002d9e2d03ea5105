/**
 * Ratings of a server's players for one game, with OpenSkill (the Weng–Lin Bayesian rating, a
 * Plackett–Luce model that handles free-for-all games of any size and teams): a rating is a
 * skill `mu` and its uncertainty `sigma`; tables rank by the conservative `mu − 3·sigma`.
 */
import { ordinal, rate, rating } from 'openskill';
import type { GameResult, PlayerKey } from './result.ts';

/** A player's rating and record in one game on one server. */
export interface Rating {
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
  readonly wins: number;
  /** The name last played under. */
  readonly name: string;
  /** When the player last played (ms). */
  readonly lastAt: number;
  /** A person's median time to move in this game over their last turns (`TURN_SAMPLE`), for the leaderboard by speed; absent before a timed turn. */
  readonly turnMedianMs?: number;
}

/** Every rated player of one game on one server, by key. */
export type RatingTable = Readonly<Record<string, Rating>>;

/** A player's rating before any game. */
export function initialRating(name: string): Rating {
  const { mu, sigma } = rating();
  return { mu, sigma, games: 0, wins: 0, name, lastAt: 0 };
}

/** The number a table ranks by: the skill the player has with near certainty (mu − 3 sigma). */
export function conservative(r: { readonly mu: number; readonly sigma: number }): number {
  return ordinal({ mu: r.mu, sigma: r.sigma });
}

/**
 * The table after a game: every participant's rating moves by the game's ranks (teams rated as
 * teams). Two AI seats of one level in a game share one rating: it moves by the mean of their changes.
 */
export function applyResult(table: RatingTable, result: GameResult): { readonly table: RatingTable; readonly after: ReadonlyMap<PlayerKey, Rating> } {
  const { participants } = result;
  const before = (key: PlayerKey, name: string) => table[key] ?? initialRating(name);
  const sides: number[][] = [
    ...result.teams.map((team) => participants.flatMap((p, i) => (team.includes(p.seat) ? [i] : []))),
    ...participants.flatMap((p, i) => (result.teams.some((team) => team.includes(p.seat)) ? [] : [[i]])),
  ].filter((side) => side.length > 0);
  const rated = rate(
    sides.map((side) => side.map((i) => {
      const r = before(participants[i].key, participants[i].name);
      return rating({ mu: r.mu, sigma: r.sigma });
    })),
    { rank: sides.map((side) => participants[side[0]].rank) },
  );
  const changes = new Map<PlayerKey, { mu: number; sigma: number; n: number; won: boolean; name: string }>();
  sides.forEach((side, s) =>
    side.forEach((i, j) => {
      const p = participants[i];
      const sum = changes.get(p.key) ?? { mu: 0, sigma: 0, n: 0, won: false, name: p.name };
      changes.set(p.key, { mu: sum.mu + rated[s][j].mu, sigma: sum.sigma + rated[s][j].sigma, n: sum.n + 1, won: sum.won || p.rank === 1, name: p.name });
    }),
  );
  const next: Record<string, Rating> = { ...table };
  const after = new Map<PlayerKey, Rating>();
  for (const [key, change] of changes) {
    const old = before(key, change.name);
    const updated: Rating = {
      mu: change.mu / change.n,
      sigma: change.sigma / change.n,
      games: old.games + 1,
      wins: old.wins + (change.won ? 1 : 0),
      name: change.name,
      lastAt: result.endedAt,
    };
    next[key] = updated;
    after.set(key, updated);
  }
  return { table: next, after };
}
