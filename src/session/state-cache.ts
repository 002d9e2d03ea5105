import type { GameRules, RuleError } from '../games/game.ts';
import type { Result } from '../result.ts';

/** A record entry the game refused while rebuilding a state: the stored record is corrupt. */
export interface ReplayFailure {
  readonly actionIndex: number;
  readonly error: RuleError;
}

/** A cached state: the move number it is at, and the last entry that led there (as JSON). */
interface CachedState {
  readonly moveNumber: number;
  readonly state: unknown;
  /** The record's entry `moveNumber - 1` as JSON ('' at move 0): a record read later must have the same one there. */
  readonly last: string;
}

/** The entry before a move number, as JSON ('' at move 0). */
function entryBefore(entries: readonly unknown[], moveNumber: number): string {
  return moveNumber === 0 ? '' : JSON.stringify(entries[moveNumber - 1]);
}

/**
 * The last rebuilt state of each game, by game id and move number: a record grows at its end,
 * so the state after n moves of a game does not change — unless an undo (here or in another
 * process) took moves back and others were played instead: a cached state is used only when the
 * record read still has, before it, the entry that led to it. Only an optimisation: a miss replays
 * the record (from the cached state when it is older). Least recently used games are dropped.
 */
export class StateCache {
  private readonly entries = new Map<string, CachedState>();

  constructor(private readonly capacity = 1_000) {}

  /** The state after every entry of a game's record, replayed as far as needed. */
  stateOf(gameId: string, rules: GameRules, record: unknown): Result<unknown, ReplayFailure> {
    const entries = rules.entries(record);
    const moveNumber = entries.length;
    const cached = this.entries.get(gameId);
    let state: unknown;
    let from: number;
    if (cached !== undefined && cached.moveNumber <= moveNumber && entryBefore(entries, cached.moveNumber) === cached.last) {
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
    this.touch(gameId, { moveNumber, state, last: entryBefore(entries, moveNumber) });
    this.trim();
    return { ok: true, value: state };
  }

  /** Remembers the state reached by a record that is safely stored. */
  put(gameId: string, rules: GameRules, record: unknown, state: unknown): void {
    const entries = rules.entries(record);
    this.touch(gameId, { moveNumber: entries.length, state, last: entryBefore(entries, entries.length) });
    this.trim();
  }

  private trim(): void {
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

  private touch(gameId: string, entry: CachedState): void {
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
  }
}
