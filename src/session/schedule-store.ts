import { KeyedQueue } from './queue.ts';
import type { Scheduled } from './schedule.ts';
import type { GameStore } from './store.ts';
import type { Result } from '../result.ts';

/**
 * The index of deadlines in the store, so that a starting bot reschedules every game without
 * reading them: `deadlines:<guildId>` → `{ [gameId]: [channelId, at, move, users?] }` (at in play
 * time; `users`: the people whose away time or quiet hours moved it, so that a change of their
 * settings reschedules it).
 * One key per server, because a server is served by one bot process (discord.js sharding puts
 * each guild on one shard): a process reads and writes only the keys of its own servers, so two
 * processes never write the same key and each deadline fires in one process only.
 * The index is a hint: the game's own clock (stored with it) is the truth, checked when a
 * deadline fires; an entry missing after a crash is put back when the game is announced at start.
 *
 * `playtime:<scope>` → `{ ms }`: the play time (see schedule.ts) reached so far: one scope for
 * every process, written as a maximum.
 */
export interface IndexEntry {
  readonly channelId: string;
  readonly at: number;
  readonly move: number;
  /** The people whose away time or quiet hours moved this deadline (absent: none). */
  readonly users?: readonly string[];
}

/** The key of a server's deadlines (`dm` for games outside servers). */
function guildKey(guildId: string | null): string {
  return `deadlines:${guildId ?? 'dm'}`;
}

function parseGuildIndex(value: unknown): Map<string, IndexEntry> {
  const entries = new Map<string, IndexEntry>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return entries;
  for (const [gameId, entry] of Object.entries(value)) {
    if (!Array.isArray(entry) || entry.length < 3 || entry.length > 4) continue;
    const [channelId, at, move, users] = entry as unknown[];
    if (typeof channelId !== 'string' || typeof at !== 'number' || !Number.isFinite(at) || typeof move !== 'number') continue;
    const people = Array.isArray(users) ? users.filter((id): id is string => typeof id === 'string') : [];
    entries.set(gameId, { channelId, at, move, ...(people.length === 0 ? {} : { users: people }) });
  }
  return entries;
}

function sameUsers(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return (a ?? []).length === (b ?? []).length && (a ?? []).every((id, i) => id === b?.[i]);
}

/** The stored index of deadlines, per server, kept in memory by the process that serves those servers. */
export class ScheduleStore {
  private readonly guilds = new Map<string, Map<string, IndexEntry>>();
  private readonly dirty = new Set<string>();
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly store: GameStore,
    private readonly warn: (message: string) => void,
  ) {}

  /** Reads the deadlines of some servers (start-up): every game with one, by server. */
  async load(guildIds: readonly (string | null)[]): Promise<Result<(Scheduled & IndexEntry & { readonly guildId: string | null })[], string>> {
    const reads = await Promise.all(guildIds.map(async (guildId) => ({ guildId, read: await this.store.get(guildKey(guildId)) })));
    const all: (Scheduled & IndexEntry & { readonly guildId: string | null })[] = [];
    for (const { guildId, read } of reads) {
      if (!read.ok) return { ok: false, error: read.error.message };
      const entries = parseGuildIndex(read.value);
      this.guilds.set(guildKey(guildId), entries);
      for (const [gameId, entry] of entries) all.push({ gameId, guildId, ...entry });
    }
    return { ok: true, value: all };
  }

  /** The index entry of a game, as last written. */
  entry(guildId: string | null, gameId: string): IndexEntry | undefined {
    return this.guilds.get(guildKey(guildId))?.get(gameId);
  }

  /** Sets (or with null, removes) a game's deadline in its server's index; written soon after, in order. */
  put(guildId: string | null, gameId: string, entry: IndexEntry | null): Promise<void> {
    const key = guildKey(guildId);
    let entries = this.guilds.get(key);
    if (entries === undefined) {
      entries = new Map();
      this.guilds.set(key, entries);
    }
    const old = entries.get(gameId);
    if (entry === null ? old === undefined : old !== undefined && old.at === entry.at && old.move === entry.move && old.channelId === entry.channelId && sameUsers(old.users, entry.users)) return Promise.resolve();
    if (entry === null) entries.delete(gameId);
    else entries.set(gameId, entry);
    if (this.dirty.has(key)) return Promise.resolve();
    this.dirty.add(key);
    // Changes made while a write waits in the queue go with it: one write per server at a time.
    return this.queue.run(key, async () => {
      this.dirty.delete(key);
      const value: Record<string, [string, number, number] | [string, number, number, readonly string[]]> = {};
      for (const [id, e] of this.guilds.get(key) ?? []) value[id] = e.users === undefined ? [e.channelId, e.at, e.move] : [e.channelId, e.at, e.move, e.users];
      const written = await this.store.set(key, value);
      if (!written.ok) this.warn(`deadlines of ${key} not written: ${written.error.message}`);
    });
  }

  /** Resolves once every write asked for so far is done. */
  async idle(): Promise<void> {
    while (this.queue.busyKeys > 0) await new Promise((resolve) => setTimeout(resolve, 2));
  }

  /** The play time reached so far in a scope (0 the first time). */
  async playTime(scope: string): Promise<Result<number, string>> {
    const read = await this.store.get(`playtime:${scope}`);
    if (!read.ok) return { ok: false, error: read.error.message };
    const ms = (read.value as { ms?: unknown } | undefined)?.ms;
    return { ok: true, value: typeof ms === 'number' && Number.isSafeInteger(ms) && ms >= 0 ? ms : 0 };
  }

  /**
   * Writes the play time reached, unless the store already holds a later one: every bot process
   * (one per shard) counts the same play time from the same start, one a little ahead of another,
   * and the scope keeps the furthest, so that it never goes back for the process that wrote it.
   */
  async savePlayTime(scope: string, ms: number): Promise<void> {
    const stored = await this.playTime(scope);
    if (stored.ok && stored.value >= Math.floor(ms)) return;
    const written = await this.store.set(`playtime:${scope}`, { ms: Math.floor(ms) });
    if (!written.ok) this.warn(`play time not written: ${written.error.message}`);
  }
}

/** Play time: the wall clock's time counted only while the bot runs, on from what the store holds. */
export class PlayTime {
  private base = 0;
  private startedWall: number;

  constructor(private readonly wall: () => number) {
    this.startedWall = wall();
  }

  /** Resumes from the play time stored (call once at start). */
  resume(stored: number): void {
    this.base = stored;
    this.startedWall = this.wall();
  }

  /** The play time now. */
  now(): number {
    return this.base + Math.max(0, this.wall() - this.startedWall);
  }
}
