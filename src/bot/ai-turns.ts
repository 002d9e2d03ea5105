import type { Logger } from '../log.ts';
import type { LoadedSession, SessionManager } from '../session/manager.ts';
import { isAiSeat, seatOfKey } from '../session/session.ts';
import type { Announcer } from './announcer.ts';

/** How the bot paces the turns of AI players. */
export interface AiTurnOptions {
  /** Pause between the message announcing an AI's turn and its move, so people can follow (ms). */
  readonly delayMs: number;
  /** Wait before trying an AI's move again when the store failed (ms, default 15 s). */
  readonly retryMs?: number;
}

export { DEFAULT_AI_DELAY_MS } from '../config.ts';

/**
 * Plays the turns of AI seats. Whenever a game's turn has been announced, `check` looks at the
 * stored game; if an AI is to move, its turn is played after the pause, through the session
 * manager (stored before it is announced, like a person's move), then announced like any other
 * turn, which checks again. The AI plans its turn as soon as the pause starts (the session
 * manager keeps the plan for the move it was made for), so its thinking does not lengthen the
 * pause. Nothing is kept but timers and those plans: after a restart, announcing the games
 * under way starts their AI turns again, and the AI decides the same move (it is deterministic).
 */
export class AiTurns {
  /** One pending turn per game: the timer and the move number it was set for. */
  private readonly timers = new Map<string, { readonly timer: NodeJS.Timeout; readonly move: number }>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly manager: SessionManager,
    private readonly announcer: Announcer,
    private readonly log: Logger,
    private readonly options: AiTurnOptions,
  ) {}

  /** AI turns waiting for their pause or being played: 0 when no AI has anything to do. */
  get pending(): number {
    return this.timers.size + this.running.size;
  }

  /**
   * Looks at a game (as just announced, or read) and, if an AI is to move, sets its turn to be
   * played after the pause (once per move).
   */
  check(channelId: string, gameId: string, loaded: LoadedSession | null = null): void {
    if (this.stopped) return;
    this.track(this.schedule(channelId, gameId, this.options.delayMs, loaded));
  }

  /** Resolves once no AI turn is being played (pending pauses are not waited for). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Cancels the pauses and waits for the AI turns under way (a clean shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.idle();
  }

  private track(task: Promise<void>): void {
    const tracked = task
      .catch((error: unknown) => this.log.error('bot turn failed', { error }))
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  private async schedule(channelId: string, gameId: string, delayMs: number, handed: LoadedSession | null = null): Promise<void> {
    let game = handed;
    if (game === null) {
      const loaded = await this.manager.getGame(gameId);
      if (!loaded.ok) {
        if (loaded.error.code === 'STORE_UNAVAILABLE' || loaded.error.code === 'STORE_UNCERTAIN') this.retry(channelId, gameId, loaded.error.message);
        return;
      }
      game = loaded.value;
    }
    const { session, state } = game;
    if (this.stopped || session.status !== 'playing' || state === null || session.channelId !== channelId) return;
    const toAct = this.manager.gameOf(session).rules.toAct(state);
    const seat = toAct.map((key) => seatOfKey(session, key)).find((s) => s !== undefined && isAiSeat(s));
    if (seat === undefined) return;
    const move = session.moveNumber;
    const existing = this.timers.get(gameId);
    if (existing !== undefined) {
      if (existing.move === move) return;
      clearTimeout(existing.timer);
    }
    const timer = setTimeout(() => {
      this.timers.delete(gameId);
      if (!this.stopped) this.track(this.play(channelId, gameId, move));
    }, delayMs);
    this.timers.set(gameId, { timer, move });
    // The AI thinks during the pause: its move comes when the pause ends, not a decision later.
    this.manager.planAiAhead(game);
  }

  private async play(channelId: string, gameId: string, move: number): Promise<void> {
    const started = performance.now();
    const result = await this.manager.playAi(channelId, { gameId, moveNumber: move });
    if (!result.ok) {
      if (result.error.code === 'STORE_UNAVAILABLE' || result.error.code === 'STORE_UNCERTAIN') this.retry(channelId, gameId, result.error.message);
      // Otherwise the game moved on or ended meanwhile (resignation, abort): nothing to do.
      else this.log.debug('bot turn dropped', { game: gameId, move, code: result.error.code });
      return;
    }
    this.log.debug('bot turn', { game: gameId, move, actions: result.value.entries.length, ms: Math.round(performance.now() - started) });
    await this.announcer.due(channelId, gameId, { loaded: result.value });
  }

  /** The store failed: try the game again later (the move was not stored, so nothing is lost). */
  private retry(channelId: string, gameId: string, detail: string): void {
    if (this.stopped) return;
    const retryMs = this.options.retryMs ?? 15_000;
    this.log.warn('bot turn postponed: store unavailable', { game: gameId, retryMs, detail });
    const timer = setTimeout(() => {
      this.timers.delete(gameId);
      if (!this.stopped) this.track(this.schedule(channelId, gameId, 0));
    }, retryMs);
    const existing = this.timers.get(gameId);
    if (existing !== undefined) clearTimeout(existing.timer);
    this.timers.set(gameId, { timer, move: -1 });
  }
}
