import type { Logger } from '../log.ts';
import type { GameSession } from '../session/session.ts';

/** A listener of ended games: told the game as stored and its last state (null for a lobby). */
type GameEndedListener = (session: GameSession, state: unknown) => void;

/**
 * The platform's "a game ended" hook: every way a started game (or a lobby) ends — played out
 * (a win or a draw), resignations (a forfeit), a timeout that ended it, an abort — is told once,
 * after it is stored, to the features that listen (tournaments). Listeners run after the
 * statistics, must not throw, and start their own work in the background.
 */
export class GameEndings {
  private readonly listeners: GameEndedListener[] = [];

  constructor(private readonly log: Logger) {}

  /** Adds a listener. */
  on(listener: GameEndedListener): void {
    this.listeners.push(listener);
  }

  /** Tells every listener about a game that ended. */
  tell(session: GameSession, state: unknown): void {
    for (const listener of this.listeners) {
      try {
        listener(session, state);
      } catch (error) {
        this.log.error('a listener of ended games failed', { game: session.id, error });
      }
    }
  }
}
