import { randomInt } from 'node:crypto';
import { refuse, type SessionError } from './errors.ts';
import { KeyedQueue } from './queue.ts';
import { isActive, parseSession, type GameCatalog, type GameSession, type TurnMemo } from './session.ts';
import type { GameStore, StoreError, Versioned } from './store.ts';
import { ok, type Result } from '../result.ts';

/** The result of a session operation. */
export type SessionResult<T> = Result<T, SessionError>;

/** What the bot remembers of a game's Discord side between its changes: message ids (null: forget) and the turn memo. */
export interface Annotations {
  readonly messageIds?: Readonly<Record<string, string | null>>;
  readonly turnMemo?: TurnMemo;
}

/** Options of the storage. */
export interface StorageOptions {
  readonly now?: () => number;
  readonly newGameId?: () => string;
  /** Told about clean-ups that failed after a change was safely stored (the bot logs them). */
  readonly onWarning?: (message: string) => void;
  /**
   * How long annotations may wait for the game's next change before they are written on their
   * own (ms, default 5 s). They are written with the next change when it comes first, and at
   * shutdown.
   */
  readonly flushDelayMs?: number;
}

/** The one index of every channel that versions before per-server indexes kept (read once, to upgrade). */
const LEGACY_ACTIVE_KEY = 'active';
const HISTORY_LENGTH = 50;

/** The key of a server's list of channels with a game (`dm` for games outside servers). */
function guildIndexKey(guildId: string | null): string {
  return `active:${guildId ?? 'dm'}`;
}

/** The key naming a channel's latest game. */
function channelKey(channelId: string): string {
  return `channel:${channelId}`;
}

function gameKey(gameId: string): string {
  return `game:${gameId}`;
}

function historyKey(channelId: string): string {
  return `history:${channelId}`;
}

/** A store failure as a session error. */
export function storeFailure(error: StoreError): { readonly ok: false; readonly error: SessionError } {
  return refuse('STORE_UNAVAILABLE', error.message);
}

/** A random id of 10 base-36 characters (about 51 bits): short enough for custom_ids. */
export function randomGameId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += randomInt(36).toString(36);
  return id;
}

/** A stored index (channel id → game id); anything else in it is left out. */
function parseIndex(value: unknown): Record<string, string> {
  const index: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return index;
  for (const [channelId, gameId] of Object.entries(value)) if (typeof gameId === 'string') index[channelId] = gameId;
  return index;
}

function parseIdList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** The index without a channel's entry, if it names that game. */
function withoutEntry(index: Readonly<Record<string, string>>, channelId: string, gameId: string | undefined): Record<string, string> {
  const next = { ...index };
  if (gameId !== undefined && next[channelId] === gameId) delete next[channelId];
  return next;
}

/**
 * Where sessions live in the store (Keyv namespace "chacun"): `game:<id>` holds each
 * GameSession for good (the archive of ended games too), `channel:<channelId>` names the id of
 * the channel's latest game (open, or ended and not yet filed), `active:<guildId>` maps the
 * channel ids of a server that have such a game to its id (the list read at start-up and by the
 * games list), `history:<channelId>` lists the ids of the channel's filed games, oldest first.
 *
 * Every key is about one channel or one server, so that bot processes serving different servers
 * (discord.js sharding) never write the same key: the server list is read, changed and written
 * by the one process that serves that server, one change at a time. The channel key is the
 * truth, the server list its copy for listing: a lobby writes the channel key first, filing
 * takes the server entry out first, so a crash in between leaves at worst a game missing from
 * the list (the channel still plays it) or an entry that start-up cleans. Versions before kept
 * one `active` key for every channel: `upgradeIndex` moves it to these keys once.
 *
 * A game that ends is written once, like any change: it is filed into its channel's history
 * later, when the channel opens its next game or at start-up, so that the last move of a game
 * costs one read and one write like the others. Readers treat an index entry naming an ended
 * game as "no open game" and as the channel's latest ended game.
 *
 * Annotations (the ids of the bot's messages and the turn memo) are kept in memory and written
 * with the game's next change, after a short delay, or at shutdown: posting a turn message
 * costs no write of its own on the way of a click. A crash before they are written makes the
 * bot post the current turn message again at start-up; nothing of the game is lost.
 */
export class SessionStorage {
  private readonly indexQueue = new KeyedQueue();
  private readonly annotations = new Map<string, { messageIds: Record<string, string | null>; turnMemo?: TurnMemo; dirty: boolean; version: number; channelId: string }>();
  private readonly latestMoves = new Map<string, number>();
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly now: () => number;
  private readonly newGameId: () => string;
  readonly warn: (message: string) => void;
  private readonly flushDelayMs: number;
  /** Writes annotations through the owner's per-channel queue (set by the session manager). */
  flushInQueue: (channelId: string, gameId: string) => Promise<void> = (_channelId, gameId) => this.flushGame(gameId);

  constructor(
    private readonly store: GameStore,
    private readonly games: GameCatalog,
    options: StorageOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.newGameId = options.newGameId ?? randomGameId;
    this.warn = options.onWarning ?? ((message) => console.warn(`[session] ${message}`));
    this.flushDelayMs = options.flushDelayMs ?? 5_000;
  }

  /** A game as stored, with the annotations not yet written laid over it; null if unknown. */
  async read(gameId: string): Promise<SessionResult<GameSession | null>> {
    const read = await this.store.get(gameKey(gameId));
    if (!read.ok) return storeFailure(read.error);
    if (read.value === undefined || read.value === null) return ok(null);
    const parsed = parseSession(read.value, this.games);
    if (!parsed.ok) return refuse('CORRUPT_GAME', `game ${gameId}: ${parsed.error}`);
    if (parsed.value.id !== gameId) return refuse('CORRUPT_GAME', `game ${gameId} is stored as ${parsed.value.id}`);
    this.noteMove(gameId, parsed.value.moveNumber);
    return ok(this.annotated(parsed.value));
  }

  /**
   * Stores a session (stamped with the time and its next version), with the annotations waiting
   * for it, only if the store still holds the version it was read at (`create`: only if no game
   * has its id). A lost race is VERSION_CONFLICT and changes nothing: the caller reads the game
   * again. A session that could not be read back is a bug. A failed write keeps nothing in memory
   * that the store lacks.
   */
  async save(session: GameSession, options: { readonly create?: boolean } = {}): Promise<SessionResult<GameSession>> {
    const pending = this.annotations.get(session.id);
    // Annotations made while this write is under way are not in it: they stay waiting.
    const version = pending?.version;
    const read = session.version ?? 0;
    const stamped: GameSession = { ...this.annotated(session), version: read + 1, updatedAt: this.now() };
    const json = JSON.parse(JSON.stringify(stamped)) as Versioned;
    const check = parseSession(json, this.games);
    if (!check.ok) throw new Error(`refusing to store an unreadable session: ${check.error}`);
    const written = await this.store.compareAndSet(gameKey(stamped.id), json, options.create === true ? null : read);
    if (!written.ok) {
      const landed = await this.landed(stamped, json);
      // Not read back either: the write may still land. Saying "nothing changed" could be false.
      // Not answered in time and not there yet: it may still land (a slow backend), so unknown too.
      if (landed === 'unknown' || (landed === 'no' && written.error.timedOut === true)) return refuse('STORE_UNCERTAIN', `write of game ${stamped.id} at move ${stamped.moveNumber}: ${written.error.message}, and not read back`);
      if (landed === 'no') return storeFailure(written.error);
    } else if (!written.value) {
      return refuse('VERSION_CONFLICT', `game ${stamped.id} was written by someone else since version ${read} was read`);
    }
    if (pending !== undefined && pending.version === version) pending.dirty = false;
    this.noteMove(stamped.id, stamped.moveNumber);
    if (!isActive(stamped)) this.forget(stamped.id);
    return ok(stamped);
  }

  /**
   * Whether a write reported as failed was stored all the same (a slow backend answers after the
   * timeout, or the connection drops after the write): the game is read back, and the write is
   * recognised as it was sent (its move number and time stamp included). When the read fails too,
   * the outcome is unknown (STORE_UNCERTAIN): the player is told so, never "nothing changed", and
   * the channel is looked at again shortly; a write landing later is found by the next read.
   */
  private async landed(stamped: GameSession, json: unknown): Promise<'yes' | 'no' | 'unknown'> {
    const back = await this.store.get(gameKey(stamped.id));
    if (!back.ok) return 'unknown';
    const same = JSON.stringify(back.value) === JSON.stringify(json);
    if (same) this.warn(`write of game ${stamped.id} at move ${stamped.moveNumber} reported failed but was stored`);
    return same ? 'yes' : 'no';
  }

  /** Removes a stored game (a lobby whose index entry could not be written). */
  async remove(gameId: string): Promise<SessionResult<void>> {
    const removed = await this.store.delete(gameKey(gameId));
    return removed.ok ? ok(undefined) : storeFailure(removed.error);
  }

  /** Remembers annotations of a game; they are written with its next change, or soon on their own. */
  annotate(channelId: string, gameId: string, annotations: Annotations): void {
    const entry = this.annotations.get(gameId) ?? { messageIds: {}, dirty: false, version: 0, channelId };
    Object.assign(entry.messageIds, annotations.messageIds ?? {});
    if (annotations.turnMemo !== undefined) entry.turnMemo = annotations.turnMemo;
    entry.dirty = true;
    entry.version++;
    this.annotations.set(gameId, entry);
    this.scheduleFlush();
  }

  /** A session with the annotations kept in memory laid over it (they are always the newest). */
  annotated(session: GameSession): GameSession {
    const entry = this.annotations.get(session.id);
    if (entry === undefined) return session;
    const messageIds: Record<string, string> = { ...session.messageIds };
    for (const [role, id] of Object.entries(entry.messageIds)) {
      if (id === null) delete messageIds[role];
      else messageIds[role] = id;
    }
    return { ...session, messageIds, turnMemo: entry.turnMemo ?? session.turnMemo };
  }

  /** The newest move number known of a game (stored or read), or undefined. */
  latestMove(gameId: string): number | undefined {
    return this.latestMoves.get(gameId);
  }

  /** Notes that a game went back to an earlier move (an undo): announcements of that move are no longer outdated. */
  rewound(gameId: string, moveNumber: number): void {
    this.latestMoves.set(gameId, moveNumber);
  }

  /** Writes every annotation not yet written (shutdown, tests). */
  async flush(): Promise<void> {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const dirty = [...this.annotations.entries()].filter(([, entry]) => entry.dirty);
    await Promise.all(dirty.map(([gameId, entry]) => this.flushInQueue(entry.channelId, gameId)));
  }

  /** Writes one game's annotations (read, lay over, write), if it still has some waiting. */
  async flushGame(gameId: string): Promise<void> {
    const entry = this.annotations.get(gameId);
    if (entry === undefined || !entry.dirty) return;
    const read = await this.read(gameId);
    if (!read.ok || read.value === null) {
      if (!read.ok) this.warn(`message ids of game ${gameId} not stored yet: ${read.error.message}`);
      else this.annotations.delete(gameId);
      if (!read.ok) this.scheduleFlush();
      return;
    }
    const saved = await this.save(read.value);
    if (!saved.ok) {
      // Written meanwhile by someone else: the annotations are laid over that newer game at the next try.
      if (saved.error.code !== 'VERSION_CONFLICT') this.warn(`message ids of game ${gameId} not stored yet: ${saved.error.message}`);
      this.scheduleFlush();
    }
  }

  /** Waiting annotations (tests and diagnostics). */
  get unwritten(): number {
    return [...this.annotations.values()].filter((entry) => entry.dirty).length;
  }

  private scheduleFlush(): void {
    if (this.flushTimer !== null) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, this.flushDelayMs);
    this.flushTimer.unref();
  }

  private noteMove(gameId: string, moveNumber: number): void {
    if ((this.latestMoves.get(gameId) ?? -1) < moveNumber) this.latestMoves.set(gameId, moveNumber);
    // Bounded: only open games matter, and they are few compared with this.
    if (this.latestMoves.size > 10_000) this.latestMoves.delete(this.latestMoves.keys().next().value as string);
  }

  /** Forgets what memory holds of an ended game once nothing waits to be written. */
  private forget(gameId: string): void {
    const entry = this.annotations.get(gameId);
    if (entry !== undefined && !entry.dirty) this.annotations.delete(gameId);
    this.latestMoves.delete(gameId);
  }

  // ---- the channel index and history ----

  /** The id of a channel's latest game (open, or ended and not yet filed), or null. */
  async channelGame(channelId: string): Promise<SessionResult<string | null>> {
    const read = await this.store.get(channelKey(channelId));
    if (!read.ok) return storeFailure(read.error);
    return ok(typeof read.value === 'string' ? read.value : null);
  }

  /** A server's list: channel id → id of its latest game. */
  async readGuildIndex(guildId: string | null): Promise<SessionResult<Record<string, string>>> {
    const read = await this.store.get(guildIndexKey(guildId));
    if (!read.ok) return storeFailure(read.error);
    return ok(parseIndex(read.value));
  }

  /** Changes a server's list, one change at a time per server (its own process is the only writer). */
  private updateGuildIndex(guildId: string | null, change: (index: Readonly<Record<string, string>>) => Record<string, string>): Promise<SessionResult<void>> {
    const key = guildIndexKey(guildId);
    return this.indexQueue.run(key, async () => {
      const index = await this.readGuildIndex(guildId);
      if (!index.ok) return index;
      const next = change(index.value);
      if (JSON.stringify(next) === JSON.stringify(index.value)) return ok(undefined);
      const written = Object.keys(next).length === 0 ? await this.store.delete(key) : await this.store.set(key, next);
      return written.ok ? ok(undefined) : storeFailure(written.error);
    });
  }

  /** Makes a game its channel's latest: the channel key, then the server list. */
  async index(session: GameSession): Promise<SessionResult<void>> {
    const written = await this.store.set(channelKey(session.channelId), session.id);
    if (!written.ok) return storeFailure(written.error);
    return this.updateGuildIndex(session.guildId, (index) => ({ ...index, [session.channelId]: session.id }));
  }

  /**
   * Takes a channel's latest game out of the indexes, if it is that game: out of the server list
   * (when the server is known), then the channel key.
   */
  async unindex(channelId: string, gameId: string | undefined, guildId?: string | null): Promise<SessionResult<void>> {
    if (guildId !== undefined) {
      const listed = await this.updateGuildIndex(guildId, (index) => withoutEntry(index, channelId, gameId ?? index[channelId]));
      if (!listed.ok) return listed;
    }
    const current = await this.channelGame(channelId);
    if (!current.ok) return current;
    if (current.value === null || (gameId !== undefined && current.value !== gameId)) return ok(undefined);
    const removed = await this.store.delete(channelKey(channelId));
    return removed.ok ? ok(undefined) : storeFailure(removed.error);
  }

  /**
   * Moves the single index of earlier versions (`active`: every channel → its latest game) to the
   * channel keys and server lists, then deletes it. Run by one process before any other serves
   * (the single bot, or the sharding manager before it starts its shards). Games that cannot be
   * read keep their channel key, so that a moderator can still clear them. Returns the number of
   * channels moved (0 when there was nothing to upgrade).
   */
  async upgradeIndex(): Promise<SessionResult<number>> {
    const read = await this.store.get(LEGACY_ACTIVE_KEY);
    if (!read.ok) return storeFailure(read.error);
    if (read.value === undefined || read.value === null) return ok(0);
    const legacy = parseIndex(read.value);
    const lists = new Map<string | null, Record<string, string>>();
    for (const [channelId, gameId] of Object.entries(legacy)) {
      const game = await this.read(gameId);
      if (!game.ok && game.error.code === 'STORE_UNAVAILABLE') return game;
      if (game.ok && (game.value === null || game.value.channelId !== channelId)) continue;
      const current = await this.channelGame(channelId);
      if (!current.ok) return current;
      // A channel key already written is newer than the old index (an upgrade cut short).
      if (current.value === null) {
        const written = await this.store.set(channelKey(channelId), gameId);
        if (!written.ok) return storeFailure(written.error);
      }
      if (game.ok && game.value !== null && (current.value === null || current.value === gameId)) {
        const list = lists.get(game.value.guildId) ?? {};
        list[channelId] = gameId;
        lists.set(game.value.guildId, list);
      }
    }
    for (const [guildId, list] of lists) {
      const merged = await this.updateGuildIndex(guildId, (index) => ({ ...list, ...index }));
      if (!merged.ok) return merged;
    }
    const removed = await this.store.delete(LEGACY_ACTIVE_KEY);
    return removed.ok ? ok(Object.keys(legacy).length) : storeFailure(removed.error);
  }

  /** The ids of a channel's filed games, oldest first. */
  async filedGames(channelId: string): Promise<SessionResult<string[]>> {
    const read = await this.store.get(historyKey(channelId));
    if (!read.ok) return storeFailure(read.error);
    return ok(parseIdList(read.value));
  }

  /**
   * Files an ended game into its channel's history, then takes it out of the index (in that
   * order, so that a failure between the two loses nothing). Best effort: told through warn.
   */
  async file(channelId: string, gameId: string, guildId: string | null): Promise<SessionResult<void>> {
    const history = await this.filedGames(channelId);
    if (!history.ok) return history;
    if (!history.value.includes(gameId)) {
      const ids = [...history.value, gameId].slice(-HISTORY_LENGTH);
      const written = await this.store.set(historyKey(channelId), ids);
      if (!written.ok) return storeFailure(written.error);
    }
    return this.unindex(channelId, gameId, guildId);
  }

  /** An id no stored game has. */
  async freshId(): Promise<SessionResult<string>> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = this.newGameId();
      const existing = await this.store.get(gameKey(id));
      if (!existing.ok) return storeFailure(existing.error);
      if (existing.value === undefined || existing.value === null) return ok(id);
    }
    throw new Error('five game ids in a row were taken: the id generator is broken');
  }
}
