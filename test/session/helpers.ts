import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import type { KeyvStoreAdapter } from 'keyv';
import type { Action } from '../../src/games/chacun/engine/actions.ts';
import { currentPlayer, type GameState } from '../../src/games/chacun/engine/game.ts';
import { Random, randomAction } from '../../src/games/chacun/engine/random.ts';
import type { MoveOutcome, SessionManager } from '../../src/session/manager.ts';
import type { GameSession } from '../../src/session/session.ts';

/** A temporary folder (never under the repository) and its removal. */
export async function tempDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'chacun-session-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** How a flaky backend fails: not at all, by throwing at once, by rejecting, or by never answering. */
export type FailureMode = 'none' | 'throw' | 'reject' | 'hang';

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

  private fail(mode: FailureMode, key: string, keys: readonly string[]): Promise<never> | null {
    if (mode === 'none' || (keys.length > 0 && !keys.some((k) => key.endsWith(k)))) return null;
    if (mode === 'throw') throw new Error(`backend down (${key})`);
    if (mode === 'reject') return Promise.reject(new Error(`backend down (${key})`));
    return new Promise<never>(() => {});
  }

  // Not async: the 'throw' mode throws synchronously, as some drivers do.
  get<Value>(key: string): Promise<Value | undefined> {
    return this.fail(this.getFailure, key, []) ?? Promise.resolve(this.data.get(key) as Value | undefined);
  }

  set(key: string, value: unknown): Promise<boolean> {
    const failure = this.fail(this.setFailure, key, this.failingKeys);
    if (failure !== null) return failure;
    this.writes++;
    this.data.set(key, value);
    return Promise.resolve(true);
  }

  delete(key: string): Promise<boolean> {
    return this.fail(this.setFailure, key, this.failingKeys) ?? Promise.resolve(this.data.delete(key));
  }

  async clear(): Promise<void> {
    this.data.clear();
  }
}

/** The user id of a colour's seat. */
export function userOf(session: GameSession, state: GameState): string {
  const color = currentPlayer(state);
  const seat = session.seats.find((s) => s.color === color);
  if (seat === undefined || seat.player.type !== 'human') throw new Error(`no human seat for ${color}`);
  return seat.player.userId;
}

/** Plays random legal moves through the manager until the game ends or `maxMoves` requests were made. */
export async function playRandomly(
  manager: SessionManager,
  channelId: string,
  start: { session: GameSession; state: GameState },
  random: Random,
  maxMoves = Infinity,
): Promise<{ session: GameSession; state: GameState; outcomes: MoveOutcome[] }> {
  let { session, state } = start;
  const outcomes: MoveOutcome[] = [];
  while (session.status === 'playing' && outcomes.length < maxMoves) {
    const action: Action = randomAction(state, random);
    const result = await manager.move(channelId, { gameId: session.id, moveNumber: session.moveNumber, userId: userOf(session, state), action });
    if (!result.ok) throw new Error(`move refused: ${result.error.code} ${result.error.message}`);
    outcomes.push(result.value);
    ({ session, state } = result.value);
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
