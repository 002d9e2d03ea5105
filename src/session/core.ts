/**
 * What every part of the session manager works on: the store's access, the channels' queues,
 * the cache of states, the options, and the steps they share — running an operation in its
 * channel's queue (again after a lost race), finding a channel's game, rebuilding its state.
 * The operations themselves are in `lobby-ops.ts`, `play.ts`, `undo-ops.ts` and `reads.ts`.
 */
import { createHash } from 'node:crypto';
import { refuse, refuseOtherKind } from './errors.ts';
import type { SessionManagerOptions, LoadedSession } from './manager-types.ts';
import { KeyedQueue } from './queue.ts';
import { drawSeed } from './seeds.ts';
import { isActive, type EndReason, type GameCatalog, type GameSession, type HostedGame } from './session.ts';
import { StateCache } from './state-cache.ts';
import { SessionStorage, type SessionResult } from './storage.ts';
import type { GameStore } from './store.ts';
import { ok } from '../result.ts';

/** How many times an operation that lost a race to another writer is run again from a fresh read. */
const CONFLICT_ATTEMPTS = 4;
/** AI turns planned ahead and not yet played, at most (the oldest is forgotten first). */
const PLANS_AHEAD = 64;

type PlanAiTurn = NonNullable<SessionManagerOptions['planAiTurn']>;

/** The shared internals of a session manager (one per manager). */
export class SessionCore {
  readonly queue = new KeyedQueue();
  readonly cache: StateCache;
  readonly storage: SessionStorage;
  readonly now: () => number;
  readonly newSeed: () => number;
  readonly planAiTurn: PlanAiTurn;
  readonly onCommit: SessionManagerOptions['onCommit'];
  readonly onGameEnded: SessionManagerOptions['onGameEnded'];
  readonly onGameAborted: SessionManagerOptions['onGameAborted'];
  readonly warn: (message: string) => void;
  /** AI turns being planned or planned ahead, by {@link planKey}, oldest first. */
  private readonly plansAhead = new Map<string, Promise<readonly unknown[] | null>>();

  constructor(
    store: GameStore,
    readonly games: GameCatalog,
    options: SessionManagerOptions = {},
  ) {
    this.cache = new StateCache(options.cacheSize);
    this.now = options.now ?? Date.now;
    this.newSeed = options.newSeed ?? drawSeed;
    this.storage = new SessionStorage(store, games, {
      now: this.now,
      ...(options.newGameId === undefined ? {} : { newGameId: options.newGameId }),
      ...(options.onWarning === undefined ? {} : { onWarning: options.onWarning }),
      ...(options.flushDelayMs === undefined ? {} : { flushDelayMs: options.flushDelayMs }),
    });
    this.onCommit = options.onCommit;
    this.onGameEnded = options.onGameEnded;
    this.onGameAborted = options.onGameAborted;
    this.warn = options.onWarning ?? ((message) => console.warn(`[session] ${message}`));
    this.storage.flushInQueue = (channelId, gameId) => this.queue.run(channelId, () => this.storage.flushGame(gameId));
    this.planAiTurn =
      options.planAiTurn ??
      (async (gameId, view, seat, level, aiOptions) => {
        const game = this.games.get(gameId);
        if (game === undefined) throw new Error(`unknown game ${gameId}`);
        return game.ai.planTurn(view, seat, level, aiOptions);
      });
  }

  /**
   * Starts planning an AI turn now, for {@link aiTurn} to take later: the bot asks while the
   * turn's pause runs, so that the AI thinks during the pause rather than after it. A plan is a
   * pure function of its inputs (the seat's view, seat, level and seed), so it is kept under a
   * digest of them: a plan asked for another moment (the game moved on, a move was taken back)
   * is never taken for this one.
   */
  planAhead(...request: Parameters<PlanAiTurn>): void {
    const key = planKey(request);
    if (this.plansAhead.has(key)) return;
    if (this.plansAhead.size >= PLANS_AHEAD) this.plansAhead.delete(this.plansAhead.keys().next().value as string);
    // A plan that fails ahead is asked again when the turn is played (and fails there, if it must).
    this.plansAhead.set(key, this.planAiTurn(...request).catch(() => null));
  }

  /** The plan of an AI turn: the one planned ahead for the same inputs, or planned now. */
  async aiTurn(...request: Parameters<PlanAiTurn>): Promise<readonly unknown[]> {
    const key = planKey(request);
    const ahead = this.plansAhead.get(key);
    if (ahead !== undefined) {
      this.plansAhead.delete(key);
      const plan = await ahead;
      if (plan !== null) return plan;
    }
    return this.planAiTurn(...request);
  }

  /**
   * Runs an operation in the channel's queue. One that lost a race to another writer of the same
   * game (VERSION_CONFLICT: another process, or a write of this one that landed late) runs again
   * from a fresh read, where the click may still be legal or get its true refusal; after a few
   * lost races in a row the conflict itself is the answer. Nothing was stored by a lost race.
   */
  serial<T>(channelId: string, operation: () => Promise<SessionResult<T>>): Promise<SessionResult<T>> {
    return this.queue.run(channelId, async () => {
      for (let attempt = 1; ; attempt++) {
        const result = await operation();
        if (result.ok || result.error.code !== 'VERSION_CONFLICT' || attempt >= CONFLICT_ATTEMPTS) return result;
        this.warn(`${result.error.message}: trying again from the stored game (${attempt})`);
      }
    });
  }

  /**
   * The open game of a channel, or the game a button names (which must be open and in this
   * channel); of the kind asked for, if one is (else OTHER_KIND).
   */
  async resolve(channelId: string, ref: { readonly gameId?: string | undefined; readonly kind?: string | undefined }): Promise<SessionResult<GameSession>> {
    const { gameId, kind } = ref;
    if (gameId === undefined) {
      const latest = await this.latestIn(channelId);
      if (!latest.ok) return latest;
      if (latest.value === null || !isActive(latest.value)) return refuse('NO_GAME', `no game open in ${channelId}`);
      return ofKind(latest.value, kind);
    }
    const read = await this.storage.read(gameId);
    if (!read.ok) return read;
    const session = read.value;
    if (session === null) return refuse('NO_GAME', `no game ${gameId}`);
    if (session.channelId !== channelId) return refuse('WRONG_GAME', `game ${gameId} is played in ${session.channelId}, not ${channelId}`);
    if (!isActive(session)) return refuse('GAME_OVER', `game ${gameId} is ${session.status}`);
    return ofKind(session, kind);
  }

  /** The latest game of a channel from the index (open, or ended and not yet filed), or null. */
  async latestIn(channelId: string): Promise<SessionResult<GameSession | null>> {
    const gameId = await this.storage.channelGame(channelId);
    if (!gameId.ok) return gameId;
    if (gameId.value === null) return ok(null);
    const read = await this.storage.read(gameId.value);
    if (!read.ok) return read;
    return ok(read.value !== null && read.value.channelId === channelId ? read.value : null);
  }

  /** A session with its state rebuilt from its record (cached), or CORRUPT_GAME when the record does not replay. */
  withState(session: GameSession): SessionResult<LoadedSession> {
    if (session.record === null) return ok({ session, state: null });
    const game = this.gameOf(session);
    const state = this.cache.stateOf(session.id, game.rules, session.record);
    if (!state.ok) {
      const { actionIndex, error } = state.error;
      return refuse('CORRUPT_GAME', `game ${session.id}: action ${actionIndex} refused (${error.code}: ${error.message})`);
    }
    return ok({ session, state: state.value });
  }

  /** The hosted game a session plays. */
  gameOf(session: GameSession): HostedGame {
    const game = this.games.get(session.game);
    if (game === undefined) throw new Error(`game ${session.id} plays ${session.game}, which is not hosted`);
    return game;
  }

  /** The session ended now, with a status and a reason. */
  ended(session: GameSession, status: 'finished' | 'aborted', reason: EndReason): GameSession {
    return { ...session, status, endReason: reason, endedAt: this.now() };
  }

  /** Tells the listener of aborted games; its failure does not undo the abort. */
  async tellAborted(session: GameSession, state: unknown): Promise<void> {
    if (this.onGameAborted === undefined) return;
    try {
      await this.onGameAborted(session, state);
    } catch (error) {
      this.warn(`game ${session.id} aborted but a listener failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Tells the listener of ended games (statistics); its failure does not undo the end. */
  async tellEnded(session: GameSession, state: unknown): Promise<void> {
    if (this.onGameEnded === undefined) return;
    try {
      await this.onGameEnded(session, state);
    } catch (error) {
      this.warn(`game ${session.id} ended but its statistics failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** A digest of what decides an AI turn's plan: the game, the seat's view, the seat, the level and the seed. */
function planKey([game, view, seat, level, options]: Parameters<PlanAiTurn>): string {
  return createHash('sha256').update(JSON.stringify([game, view, seat, level, options.seed])).digest('base64');
}

/** A session, if it is of the kind asked for (or none is): a game's command never reaches another game's session. */
export function ofKind(session: GameSession, kind: string | undefined): SessionResult<GameSession> {
  if (kind === undefined || session.game === kind) return ok(session);
  return refuseOtherKind({ wanted: kind, found: session.game, open: isActive(session) }, session.id);
}
