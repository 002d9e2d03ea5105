import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import type { KeyvStoreAdapter } from 'keyv';
import type { Action } from '../../src/games/chacun/engine/actions.ts';
import { currentPlayer, type GameState } from '../../src/games/chacun/engine/game.ts';
import type { Message } from '../../src/games/chacun/engine/messages.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { randomAction } from '../../src/games/chacun/engine/random.ts';
import type { GameRecord } from '../../src/games/chacun/engine/record.ts';
import type { MoveOutcome, SessionManager } from '../../src/session/manager.ts';
import type { GameSession } from '../../src/session/session.ts';
import type { GameStore, StoreError, Versioned } from '../../src/session/store.ts';
import type { Result } from '../../src/result.ts';

/** A temporary folder (never under the repository) and its removal. */
export async function tempDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'chacun-session-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** How a flaky backend fails: not at all, by throwing at once, by rejecting, or by never answering. */
/** How the flaky backend fails: not at all, by throwing, rejecting or never answering; 'lands' stores the write and then reports a failure (a timeout after the write). */
export type FailureMode = 'none' | 'throw' | 'reject' | 'hang' | 'lands';

/** A Keyv storage adapter over a Map whose reads and writes can be made to fail, separately. */
export class FlakyAdapter extends EventEmitter implements KeyvStoreAdapter {
  opts = {};
  namespace?: string;
  readonly data = new Map<string, unknown>();
  getFailure: FailureMode = 'none';
  setFailure: FailureMode = 'none';
  /** Keys whose writes fail while setFailure is set (all keys when empty). */
  failingKeys: string[] = [];
  writes = 0;
  /**
   * Random failures, drawn from a seeded generator: each read fails with probability `get`, each
   * write with probability `set` — half of those before the write, half after it (the write lands).
   */
  random: { readonly get: number; readonly set: number; readonly next: () => number } | null = null;

  private fail(mode: FailureMode, key: string, keys: readonly string[]): Promise<never> | null {
    if (mode === 'none' || (keys.length > 0 && !keys.some((k) => key.endsWith(k)))) return null;
    if (mode === 'throw') throw new Error(`backend down (${key})`);
    if (mode === 'reject') return Promise.reject(new Error(`backend down (${key})`));
    if (mode === 'lands') return null;
    return new Promise<never>(() => {});
  }

  // Not async: the 'throw' mode throws synchronously, as some drivers do.
  get<Value>(key: string): Promise<Value | undefined> {
    if (this.random !== null && this.random.next() < this.random.get) return Promise.reject(new Error(`random read failure (${key})`));
    return this.fail(this.getFailure, key, []) ?? Promise.resolve(this.data.get(key) as Value | undefined);
  }

  set(key: string, value: unknown): Promise<boolean> {
    if (this.random !== null && this.random.next() < this.random.set) {
      if (this.random.next() < 0.5) return Promise.reject(new Error(`random write failure (${key})`));
      this.writes++;
      this.data.set(key, value);
      return Promise.reject(new Error(`random failure after the write (${key})`));
    }
    const failure = this.fail(this.setFailure, key, this.failingKeys);
    if (failure !== null) return failure;
    this.writes++;
    this.data.set(key, value);
    if (this.setFailure === 'lands' && (this.failingKeys.length === 0 || this.failingKeys.some((k) => key.endsWith(k)))) {
      return Promise.reject(new Error(`no answer from the backend (${key})`));
    }
    return Promise.resolve(true);
  }

  delete(key: string): Promise<boolean> {
    return this.fail(this.setFailure, key, this.failingKeys) ?? Promise.resolve(this.data.delete(key));
  }

  async clear(): Promise<void> {
    this.data.clear();
  }
}

/** ChaCuN's state, as the session layer hands it on (`unknown`: the layer never names a game's types). */
export function chacunState(state: unknown): GameState {
  if (state === null || state === undefined) throw new Error('no state: the game has not started');
  return state as GameState;
}

/** ChaCuN's record of a started session. */
export function chacunRecord(session: GameSession): GameRecord {
  if (session.record === null) throw new Error(`game ${session.id} has no record yet`);
  return session.record as GameRecord;
}

/** The record entries of an outcome, as ChaCuN actions. */
export function actionsOf(outcome: MoveOutcome): Action[] {
  return outcome.entries as Action[];
}

/** The message-board entries a move added (what the bot announces). */
export function newMessages(outcome: MoveOutcome): readonly Message[] {
  return chacunState(outcome.state).messages.slice(chacunState(outcome.previousState).messages.length);
}

/** A store that counts its operations, by kind and by key (the cost of an operation in the store). */
export class CountingStore implements GameStore {
  readonly calls: { readonly op: 'get' | 'set' | 'delete'; readonly key: string }[] = [];

  constructor(private readonly inner: GameStore) {}

  get description(): string {
    return `counting ${this.inner.description}`;
  }

  /** Operations of a kind since the last reset, optionally only on keys starting with a prefix. */
  count(op: 'get' | 'set' | 'delete', prefix = ''): number {
    return this.calls.filter((call) => call.op === op && call.key.startsWith(prefix)).length;
  }

  reset(): void {
    this.calls.length = 0;
  }

  get(key: string) {
    this.calls.push({ op: 'get', key });
    return this.inner.get(key);
  }

  set(key: string, value: unknown) {
    this.calls.push({ op: 'set', key });
    return this.inner.set(key, value);
  }

  delete(key: string) {
    this.calls.push({ op: 'delete', key });
    return this.inner.delete(key);
  }

  /** Counted as a write ('set'): it is one, made only if the key holds the version read. */
  compareAndSet(key: string, value: Versioned, expected: number | null) {
    this.calls.push({ op: 'set', key });
    return this.inner.compareAndSet(key, value, expected);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** The user id of the seat to play. */
export function userOf(session: GameSession, state: GameState): string {
  const color = currentPlayer(state);
  const seat = session.seats.find((s) => s.seat === color);
  if (seat === undefined || seat.player.type !== 'human') throw new Error(`no human seat for ${color}`);
  return seat.player.userId;
}

/** Plays random legal moves through the manager until the game ends or `maxMoves` requests were made. */
export async function playRandomly(
  manager: SessionManager,
  channelId: string,
  start: { readonly session: GameSession; readonly state: unknown },
  random: Random,
  maxMoves = Infinity,
): Promise<{ session: GameSession; state: GameState; outcomes: MoveOutcome[] }> {
  let session = start.session;
  let state = chacunState(start.state);
  const outcomes: MoveOutcome[] = [];
  while (session.status === 'playing' && outcomes.length < maxMoves) {
    const action: Action = randomAction(state, random);
    const result = await manager.move(channelId, { gameId: session.id, moveNumber: session.moveNumber, userId: userOf(session, state), action });
    if (!result.ok) throw new Error(`move refused: ${result.error.code} ${result.error.message}`);
    outcomes.push(result.value);
    session = result.value.session;
    state = chacunState(result.value.state);
  }
  return { session, state, outcomes };
}

/** Players of the tests. */
export const ALICE = { userId: '100000000000000001', name: 'Alice' };
export const BOB = { userId: '100000000000000002', name: 'Bob' };
export const CAROL = { userId: '100000000000000003', name: 'Carol' };
export const DAVE = { userId: '100000000000000004', name: 'Dave' };
export const ERIN = { userId: '100000000000000005', name: 'Erin' };
export const FRANK = { userId: '100000000000000006', name: 'Frank' };

/** A guild and channels of the tests. */
export const GUILD = '200000000000000001';
export const CHANNEL = '300000000000000001';
export const OTHER_CHANNEL = '300000000000000002';

/**
 * A store that can hold one write of a game and apply it later, after it answered "no answer in
 * time" (a pool of connections applying writes out of order, a slow primary): what a late write
 * does to the newer game. `checked: false` makes its compare-and-set a plain write (what every
 * store did before versions), to show what the version check prevents.
 */
export class LateStore implements GameStore {
  readonly description = 'late';
  private holding = false;
  held: (() => Promise<unknown>) | null = null;

  constructor(
    private readonly inner: GameStore,
    private readonly checked = true,
  ) {}

  /** The next write of a game is answered as timed out, and applied only when `release` is called. */
  holdNextGameWrite(): void {
    this.holding = true;
  }

  async release(): Promise<void> {
    const apply = this.held;
    this.held = null;
    await apply?.();
  }

  get(key: string) {
    return this.inner.get(key);
  }
  set(key: string, value: unknown) {
    return this.inner.set(key, value);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  close() {
    return this.inner.close();
  }
  async compareAndSet(key: string, value: Versioned, expected: number | null): Promise<Result<boolean, StoreError>> {
    const write = () => (this.checked ? this.inner.compareAndSet(key, value, expected) : this.inner.set(key, value).then((done) => (done.ok ? { ok: true as const, value: true } : done)));
    if (this.holding && key.startsWith('game:')) {
      this.holding = false;
      this.held = write;
      return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: 'no answer after 10000 ms', timedOut: true } };
    }
    return write();
  }
}

/** A game's session as the store holds it, for tests that build one by hand: the fields they all fix alike, then `fields`. */
export function storedSession(fields: Pick<GameSession, 'game' | 'id' | 'seats' | 'record'> & Partial<GameSession>): GameSession {
  return { format: 2, guildId: '1', channelId: '2', status: 'playing', createdBy: '1000', createdAt: 0, updatedAt: 0, locale: 'en', seed: 1, moveNumber: 0, messageIds: {}, turnMemo: null, ...fields };
}
