/**
 * Statistics and ratings of every server, kept in the game store (Keyv namespace "chacun")
 * beside the games, updated once when a game ends and never by scanning games on a read:
 *
 * - `results:guilds` → ids of the servers with counted games;
 * - `results:<guildId>` → `{ count }`, and `results:<guildId>:<page>` → the ids of its counted
 *   games in the order they ended, `PAGE_SIZE` per page (the index a rebuild reads);
 * - `ratings:<guildId>:<game>` → the rating table of a game on that server (people and AI levels);
 * - `stats:<guildId>:<userId>` → a person's statistics there, per game;
 * - `results:caught-up` → set once the games that ended before the index existed were counted.
 *
 * Updates of one server run one at a time (a queue per server), so that the index order is the
 * order in which ratings moved, and a rebuild from the stored records gives the same tables.
 */
import { replayRecordEntries } from '../games/game.ts';
import { KeyedQueue } from '../session/queue.ts';
import { parseSession, type GameCatalog, type GameSession } from '../session/session.ts';
import type { GameStore, StoreError } from '../session/store.ts';
import { ok, type Result } from '../result.ts';
import { applyResult, type Rating, type RatingTable } from './ratings.ts';
import { resultOf, type GameResult } from './result.ts';
import { parseRatingTable, parseUserStats, quantile, withGame, type UserStats } from './user-stats.ts';

/** Game ids per page of a server's index. */
export const PAGE_SIZE = 1000;

const GUILDS_KEY = 'results:guilds';
const CAUGHT_UP_KEY = 'results:caught-up';
const countKey = (guildId: string) => `results:${guildId}`;
const pageKey = (guildId: string, page: number) => `results:${guildId}:${page}`;
const ratingsKey = (guildId: string, game: string) => `ratings:${guildId}:${game}`;
const statsKey = (guildId: string, userId: string) => `stats:${guildId}:${userId}`;

type StoreResult<T> = Result<T, StoreError>;

/** How long a process's claim to count the missed games holds before another may count them (the first died). */
const CATCH_UP_CLAIM_MS = 3_600_000;

/** The catch-up marker: null when absent; `counting` is when a process claimed it, null once counted. */
function parseCatchUpMarker(value: unknown): { readonly version: number; readonly counting: number | null } | null {
  if (value === undefined || value === null) return null;
  const record = typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { version: typeof record.version === 'number' ? record.version : 0, counting: typeof record.counting === 'number' ? record.counting : null };
}

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/** Everything computed from a server's counted games: rating tables by game, statistics by user id. */
export interface ServerStats {
  readonly ratings: ReadonlyMap<string, RatingTable>;
  readonly users: ReadonlyMap<string, UserStats>;
  readonly games: number;
}

/** A server's statistics computed again from its index, with what the index held that no longer counts. */
interface Computed extends ServerStats {
  /** The index's games that still count (or could not be read: kept, to try again), in order. */
  readonly kept: readonly string[];
  readonly skipped: RebuildReport['skipped'];
  readonly dropped: RebuildReport['dropped'];
  /** Every game and person the index's games named: their stored tables are written again or removed. */
  readonly gamesSeen: ReadonlySet<string>;
  readonly usersSeen: ReadonlySet<string>;
}

/** What a rebuild did. */
export interface RebuildReport {
  readonly guilds: number;
  readonly games: number;
  /** Games of the index that could not be read or replayed (left out, with why). */
  readonly skipped: readonly { readonly gameId: string; readonly why: string }[];
  /**
   * Games of the index that the rules of counting no longer count (resigned before two people
   * played, `NotCounted`): taken out of the index, their players' tables computed without them.
   */
  readonly dropped: readonly { readonly gameId: string; readonly why: string }[];
}

/** What counting the games left out of the index did. */
export interface CatchUpReport {
  /** Stored games read (every `game:` key). */
  readonly scanned: number;
  /** Servers whose index got games, and how many games it got. */
  readonly guilds: number;
  readonly games: number;
}

/** An ended game as a scan sees it, before it is read in full: enough to sort and group it. */
interface EndedGame {
  readonly id: string;
  readonly guildId: string;
  readonly endedAt: number;
}

/** The id, server and end of a stored game that has ended on a server; null for anything else. */
function endedGame(value: unknown): EndedGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, guildId, status, endedAt, updatedAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof guildId !== 'string' || status === 'lobby' || status === 'playing' || typeof status !== 'string') return null;
  const end = typeof endedAt === 'number' ? endedAt : typeof updatedAt === 'number' ? updatedAt : 0;
  return { id, guildId, endedAt: end };
}

/** Applies one counted game to tables and statistics held in memory. */
function applyTo(ratings: Map<string, RatingTable>, users: Map<string, UserStats>, result: GameResult): void {
  const { table, after } = applyResult(ratings.get(result.game) ?? {}, result);
  const next: Record<string, Rating> = { ...table };
  for (const seat of result.participants) {
    if (!seat.key.startsWith('u:')) continue;
    const userId = seat.key.slice(2);
    const rating = after.get(seat.key);
    if (rating === undefined) continue;
    const stats = withGame(users.get(userId) ?? null, result, seat, rating);
    users.set(userId, stats);
    // The table keeps each person's median time to move, so that the leaderboard can rank by it without reading everyone's statistics.
    const median = quantile(stats.games[result.game]?.turnSample ?? [], 0.5);
    const entry = next[seat.key];
    if (median !== null && entry !== undefined) next[seat.key] = { ...entry, turnMedianMs: median };
  }
  ratings.set(result.game, next);
}

/** The state at the end of a stored game's record, or why it cannot be had. */
function finalState(games: GameCatalog, session: GameSession): Result<unknown, string> {
  const game = games.get(session.game);
  if (game === undefined || session.record === null) return { ok: false, error: 'no record' };
  const { state, error } = replayRecordEntries(game.rules, session.record);
  return error === null ? ok(state) : { ok: false, error: `${error.code}: ${error.message}` };
}

/** The statistics and ratings of every server, over the game store. */
export class StatsService {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly store: GameStore,
    private readonly games: GameCatalog,
  ) {}

  /**
   * Counts a game that ended (the session manager tells it, with the game's last state): files
   * it in its server's index, moves the ratings and the people's statistics. A game that does not
   * count (aborted, fewer than two people, no server) changes nothing. Throws on a store failure
   * (the session manager logs it; a rebuild catches up).
   */
  recordGame(session: GameSession, state: unknown): Promise<GameResult | null> {
    const game = this.games.get(session.game);
    if (game === undefined || session.guildId === null) return Promise.resolve(null);
    const guildId = session.guildId;
    return this.queue.run(guildId, async () => {
      const result = resultOf(game, session, state);
      if (!result.ok) return null;
      if (!(await this.fileGame(guildId, session.id))) return null;
      const ratings = new Map<string, RatingTable>([[session.game, must(await this.ratings(guildId, session.game))]]);
      const users = new Map<string, UserStats>();
      for (const seat of result.value.participants) {
        if (!seat.key.startsWith('u:')) continue;
        const read = must(await this.userStats(guildId, seat.key.slice(2)));
        if (read !== null) users.set(seat.key.slice(2), read);
      }
      applyTo(ratings, users, result.value);
      await this.writeAll(guildId, ratings, users);
      return result.value;
    });
  }

  /** A game's rating table on a server (empty when nobody has played it there). */
  async ratings(guildId: string, game: string): Promise<StoreResult<RatingTable>> {
    const read = await this.store.get(ratingsKey(guildId, game));
    if (!read.ok) return read;
    return ok(parseRatingTable(read.value) ?? {});
  }

  /** A person's statistics on a server, or null when they have no counted game there. */
  async userStats(guildId: string, userId: string): Promise<StoreResult<UserStats | null>> {
    const read = await this.store.get(statsKey(guildId, userId));
    if (!read.ok) return read;
    return ok(parseUserStats(read.value));
  }

  /** How many counted games a server has. */
  async countOf(guildId: string): Promise<StoreResult<number>> {
    const read = await this.store.get(countKey(guildId));
    if (!read.ok) return read;
    const count = (read.value as { count?: unknown } | undefined)?.count;
    return ok(typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : 0);
  }

  /** The ids of a server's counted games, in the order they ended. */
  async gameIds(guildId: string): Promise<StoreResult<string[]>> {
    const count = await this.countOf(guildId);
    if (!count.ok) return count;
    const all: string[] = [];
    for (let page = 0; page * PAGE_SIZE < count.value; page++) {
      const read = await this.store.get(pageKey(guildId, page));
      if (!read.ok) return read;
      all.push(...ids(read.value));
    }
    return ok(all);
  }

  /** The servers with counted games. */
  async guilds(): Promise<StoreResult<string[]>> {
    const read = await this.store.get(GUILDS_KEY);
    return read.ok ? ok(ids(read.value)) : read;
  }

  /** Everything a server's statistics should be, computed again from its stored game records. */
  async compute(guildId: string): Promise<StoreResult<Computed>> {
    const gameIds = await this.gameIds(guildId);
    if (!gameIds.ok) return gameIds;
    const ratings = new Map<string, RatingTable>();
    const users = new Map<string, UserStats>();
    const skipped: { gameId: string; why: string }[] = [];
    const dropped: { gameId: string; why: string }[] = [];
    const kept: string[] = [];
    const gamesSeen = new Set<string>();
    const usersSeen = new Set<string>();
    let games = 0;
    for (const gameId of gameIds.value) {
      const read = await this.store.get(`game:${gameId}`);
      if (!read.ok) return read;
      const session = parseSession(read.value, this.games);
      if (!session.ok) {
        skipped.push({ gameId, why: read.value === undefined ? 'not stored' : session.error });
        kept.push(gameId);
        continue;
      }
      gamesSeen.add(session.value.game);
      for (const seat of session.value.seats) if (seat.player.type === 'human') usersSeen.add(seat.player.userId);
      const state = finalState(this.games, session.value);
      const game = this.games.get(session.value.game);
      if (!state.ok || game === undefined) {
        skipped.push({ gameId, why: state.ok ? 'unknown game' : state.error });
        kept.push(gameId);
        continue;
      }
      const result = resultOf(game, session.value, state.value);
      if (!result.ok) {
        dropped.push({ gameId, why: result.error });
        continue;
      }
      applyTo(ratings, users, result.value);
      kept.push(gameId);
      games++;
    }
    return ok({ ratings, users, games, skipped, dropped, kept, gamesSeen, usersSeen });
  }

  /**
   * Writes a server's statistics as computed again: the index without the games that no longer
   * count, every table computed, and the tables of games and people the index named that no
   * counted game is left for removed (a person whose only games were resigned at once).
   */
  private async writeComputed(guildId: string, computed: Computed): Promise<void> {
    if (computed.dropped.length > 0) {
      // The pages past the new end go: a shorter index must not keep ids of the longer one.
      const before = must(await this.countOf(guildId));
      await this.writeIndex(guildId, computed.kept);
      for (let page = Math.ceil(computed.kept.length / PAGE_SIZE); page * PAGE_SIZE < before; page++) must(await this.store.delete(pageKey(guildId, page)));
    }
    await this.writeAll(guildId, computed.ratings, computed.users);
    for (const game of computed.gamesSeen) if (!computed.ratings.has(game)) must(await this.store.delete(ratingsKey(guildId, game)));
    for (const userId of computed.usersSeen) if (!computed.users.has(userId)) must(await this.store.delete(statsKey(guildId, userId)));
  }

  /**
   * Computes every server's ratings and statistics again from the stored records of its counted
   * games and writes them over the stored ones (a lost or damaged table is never a loss). The
   * rules of counting are those of today (`resultOf`): games counted under older rules that no
   * longer count leave the index and every table.
   */
  async rebuild(onGuild?: (guildId: string, games: number) => void): Promise<StoreResult<RebuildReport>> {
    const guilds = await this.guilds();
    if (!guilds.ok) return guilds;
    let games = 0;
    const skipped: { gameId: string; why: string }[] = [];
    const dropped: { gameId: string; why: string }[] = [];
    for (const guildId of guilds.value) {
      const done = await this.queue.run(guildId, async (): Promise<StoreResult<void>> => {
        const computed = await this.compute(guildId);
        if (!computed.ok) return computed;
        try {
          await this.writeComputed(guildId, computed.value);
        } catch (error) {
          return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: error instanceof Error ? error.message : String(error) } };
        }
        games += computed.value.games;
        skipped.push(...computed.value.skipped);
        dropped.push(...computed.value.dropped);
        onGuild?.(guildId, computed.value.games);
        return ok(undefined);
      });
      if (!done.ok) return done;
    }
    return ok({ guilds: guilds.value.length, games, skipped, dropped });
  }

  /**
   * Counts the stored games that ended on a server and are not in its index (games that ended
   * before the index existed, or whose counting failed): they go into the index before the
   * games already there, oldest first, as if counted when they ended, and the server's ratings
   * and statistics are computed again. A game is never counted twice. Reads every stored game:
   * the bot runs it once (`catchUpOnce`), the rebuild tool each time.
   */
  async countMissed(): Promise<StoreResult<CatchUpReport>> {
    if (this.store.scan === undefined) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `${this.store.description} cannot list its games` } };
    const byGuild = new Map<string, EndedGame[]>();
    const scanned = await this.store.scan('game:', (_key, value) => {
      const ended = endedGame(value);
      if (ended === null) return;
      byGuild.set(ended.guildId, [...(byGuild.get(ended.guildId) ?? []), ended]);
    });
    if (!scanned.ok) return scanned;
    let guilds = 0;
    let games = 0;
    for (const [guildId, ended] of byGuild) {
      // In the server's queue: a game that ended since the scan is in the index by now, and is left alone.
      const added = await this.queue.run(guildId, async (): Promise<StoreResult<number>> => {
        const counted = await this.gameIds(guildId);
        if (!counted.ok) return counted;
        const known = new Set(counted.value);
        const missed: string[] = [];
        for (const { id } of ended.filter((game) => !known.has(game.id)).sort((a, b) => a.endedAt - b.endedAt || (a.id < b.id ? -1 : 1))) {
          const counts = await this.counts(id);
          if (!counts.ok) return counts;
          if (counts.value) missed.push(id);
        }
        if (missed.length === 0) return ok(0);
        try {
          await this.writeIndex(guildId, [...missed, ...counted.value]);
          const computed = await this.compute(guildId);
          if (!computed.ok) return computed;
          await this.writeComputed(guildId, computed.value);
        } catch (error) {
          return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: error instanceof Error ? error.message : String(error) } };
        }
        return ok(missed.length);
      });
      if (!added.ok) return added;
      if (added.value > 0) guilds++;
      games += added.value;
    }
    return ok({ scanned: scanned.value, guilds, games });
  }

  /**
   * `countMissed` once for a store: at the bot's start, a single read when it was done before.
   * Every process of the bot (shards, hosts) runs it at start: the first claims it with the
   * store's compare-and-set of its marker, the others leave it to that one. A claim whose
   * counting failed, or that is older than an hour (its process died), is taken again.
   * Null when it had been done or claimed (or the store cannot list its games).
   */
  async catchUpOnce(now: () => number = Date.now): Promise<StoreResult<CatchUpReport | null>> {
    const done = await this.store.get(CAUGHT_UP_KEY);
    if (!done.ok) return done;
    if (this.store.scan === undefined) return ok(null);
    const marker = parseCatchUpMarker(done.value);
    // A marker without `counting` is a finished count (markers before claims had no version: 0).
    if (marker !== null && (marker.counting === null || marker.counting + CATCH_UP_CLAIM_MS > now())) return ok(null);
    const claim = (marker?.version ?? 0) + 1;
    const claimed = await this.store.compareAndSet(CAUGHT_UP_KEY, { version: claim, counting: now() }, marker === null ? null : marker.version);
    if (!claimed.ok) return claimed;
    if (!claimed.value) return ok(null);
    const report = await this.countMissed();
    // A failed count leaves a claim of long ago: the next start counts again.
    const marked = await this.store.compareAndSet(CAUGHT_UP_KEY, report.ok ? { version: claim + 1, at: new Date(now()).toISOString(), games: report.value.games } : { version: claim + 1, counting: 0 }, claim);
    if (!report.ok) return report;
    return marked.ok ? report : marked;
  }

  /** Whether a stored game counts (ended on a server with two people or more, and replays). */
  private async counts(gameId: string): Promise<StoreResult<boolean>> {
    const read = await this.store.get(`game:${gameId}`);
    if (!read.ok) return read;
    const session = parseSession(read.value, this.games);
    if (!session.ok) return ok(false);
    const game = this.games.get(session.value.game);
    const state = finalState(this.games, session.value);
    return ok(game !== undefined && state.ok && resultOf(game, session.value, state.value).ok);
  }

  /** Writes a server's whole index (its pages, its count, the server in the list of servers). */
  private async writeIndex(guildId: string, gameIds: readonly string[]): Promise<void> {
    for (let page = 0; page * PAGE_SIZE < gameIds.length; page++) must(await this.store.set(pageKey(guildId, page), gameIds.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)));
    must(await this.store.set(countKey(guildId), { count: gameIds.length }));
    const guilds = must(await this.guilds());
    if (!guilds.includes(guildId)) must(await this.store.set(GUILDS_KEY, [...guilds, guildId]));
  }

  /** Adds a game id at the end of its server's index (and the server to the list of servers). */
  private async fileGame(guildId: string, gameId: string): Promise<boolean> {
    const count = must(await this.countOf(guildId));
    const page = Math.floor(count / PAGE_SIZE);
    const current = count % PAGE_SIZE === 0 ? [] : ids(must(await this.store.get(pageKey(guildId, page))));
    // Told twice of one game (a retry): counted once.
    if (current.includes(gameId)) return false;
    must(await this.store.set(pageKey(guildId, page), [...current, gameId]));
    must(await this.store.set(countKey(guildId), { count: count + 1 }));
    if (count === 0) {
      const guilds = must(await this.guilds());
      if (!guilds.includes(guildId)) must(await this.store.set(GUILDS_KEY, [...guilds, guildId]));
    }
    return true;
  }

  private async writeAll(guildId: string, ratings: ReadonlyMap<string, RatingTable>, users: ReadonlyMap<string, UserStats>): Promise<void> {
    for (const [game, table] of ratings) must(await this.store.set(ratingsKey(guildId, game), table));
    for (const [userId, stats] of users) must(await this.store.set(statsKey(guildId, userId), stats));
  }
}

/** The value of a store result, or a thrown error (the caller turns it into a warning). */
function must<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
