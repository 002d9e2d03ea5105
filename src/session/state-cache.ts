import type { GameRules, RuleError } from '../games/game.ts';
import type { Result } from '../result.ts';

/** A record entry the game refused while rebuilding a state: the stored record is corrupt. */
export interface ReplayFailure {
  readonly actionIndex: number;
  readonly error: RuleError;
}

/**
 * The last rebuilt state of each game, by game id and move number: a record grows only at its
 * end, so the state after n moves of a game never changes. Only an optimisation: a miss replays
 * the record (from the cached state when it is older). Least recently used games are dropped.
 */
export class StateCache {
  private readonly entries = new Map<string, { readonly moveNumber: number; readonly state: unknown }>();

  constructor(private readonly capacity = 1_000) {}

  /** The state after every entry of a game's record, replayed as far as needed. */
  stateOf(gameId: string, rules: GameRules, record: unknown): Result<unknown, ReplayFailure> {
    const entries = rules.entries(record);
    const moveNumber = entries.length;
    const cached = this.entries.get(gameId);
    let state: unknown;
    let from: number;
    if (cached !== undefined && cached.moveNumber <= moveNumber) {
      if (cached.moveNumber === moveNumber) {
        this.touch(gameId, cached);
        return { ok: true, value: cached.state };
      }
      state = cached.state;
      from = cached.moveNumber;
    } else {
      try {
        state = rules.start(record);
      } catch (error) {
        return { ok: false, error: { actionIndex: -1, error: { code: 'CORRUPT_GAME', message: String(error) } } };
      }
      from = 0;
    }
    for (let i = from; i < moveNumber; i++) {
      const next = rules.replay(state, entries[i]);
      if (!next.ok) return { ok: false, error: { actionIndex: i, error: next.error } };
      state = next.value;
    }
    this.put(gameId, moveNumber, state);
    return { ok: true, value: state };
  }

  /** Remembers a state reached after a move that is safely stored. */
  put(gameId: string, moveNumber: number, state: unknown): void {
    this.touch(gameId, { moveNumber, state });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets a game (ended games are rarely looked at again). */
  forget(gameId: string): void {
    this.entries.delete(gameId);
  }

  /** The move number cached for a game, if any (for tests). */
  cachedMoveNumber(gameId: string): number | undefined {
    return this.entries.get(gameId)?.moveNumber;
  }

  private touch(gameId: string, entry: { readonly moveNumber: number; readonly state: unknown }): void {
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
  }
}
