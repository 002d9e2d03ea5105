import { applyAction } from '../games/chacun/engine/actions.ts';
import type { GameState } from '../games/chacun/engine/game.ts';
import { recordStart, type GameRecord } from '../games/chacun/engine/record.ts';
import type { GameError, Result } from '../games/chacun/engine/result.ts';

/** A record action the engine refused while rebuilding a state: the stored record is corrupt. */
export interface ReplayFailure {
  readonly actionIndex: number;
  readonly error: GameError;
}

/**
 * The last rebuilt state of each game, by game id and move number: a record grows only at its
 * end, so the state after n moves of a game never changes. Only an optimisation: a miss replays
 * the record (from the cached state when it is older). Least recently used games are dropped.
 */
export class StateCache {
  private readonly entries = new Map<string, { readonly moveNumber: number; readonly state: GameState }>();

  constructor(private readonly capacity = 1_000) {}

  /** The state after every action of a game's record, replayed as far as needed. */
  stateOf(gameId: string, record: GameRecord): Result<GameState, ReplayFailure> {
    const moveNumber = record.actions.length;
    const cached = this.entries.get(gameId);
    let state: GameState;
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
        state = recordStart(record);
      } catch (error) {
        return { ok: false, error: { actionIndex: -1, error: { code: 'WRONG_PHASE', message: String(error) } } };
      }
      from = 0;
    }
    for (let i = from; i < moveNumber; i++) {
      const next = applyAction(state, record.actions[i]);
      if (!next.ok) return { ok: false, error: { actionIndex: i, error: next.error } };
      state = next.value;
    }
    this.put(gameId, moveNumber, state);
    return { ok: true, value: state };
  }

  /** Remembers a state reached after a move that is safely stored. */
  put(gameId: string, moveNumber: number, state: GameState): void {
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

  private touch(gameId: string, entry: { readonly moveNumber: number; readonly state: GameState }): void {
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
  }
}
