/**
 * AI turns in a worker thread, so that a strong AI's thinking (a few hundred milliseconds) never
 * holds up the bot's event loop. `AiWorker.planTurn(game, view, seat, level, options)` answers
 * what the game's `ai.planTurn` answers, computed in the worker; the seat's view (plain JSON) is
 * all that crosses the thread boundary (the worker finds the game in the registry).
 */
import { GAME_CATALOG } from '../games/index.ts';
import { serveTasks, WorkerPool, WorkersUnavailableError } from './worker-pool.ts';

/** Options of one AI decision. */
export interface PlanOptions {
  readonly seed: number;
  readonly budgetMs?: number;
}

/** A question to the worker. */
interface Request {
  readonly game: string;
  readonly view: unknown;
  readonly seat: string;
  readonly level: string;
  readonly options: PlanOptions;
}

/** The turn an AI plans from its seat's view, here (the worker's job, also the fallback of the main thread). */
export function planHere(game: string, view: unknown, seat: string, level: string, options: PlanOptions): unknown[] {
  const hosted = GAME_CATALOG.get(game);
  if (hosted === undefined) throw new Error(`unknown game ${game}`);
  return hosted.ai.planTurn(view, seat, level, options);
}

const POOL_NAME = 'ai';

serveTasks(POOL_NAME, (payload) => {
  const request = payload as Request;
  return planHere(request.game, request.view, request.seat, request.level, request.options);
});

/**
 * One worker thread for AI turns, started on first use. Requests are answered in order; if the
 * worker dies, its request fails and the next one starts a new worker. When no worker can be
 * started, turns are planned on the calling thread (slower for the others, never wrong).
 */
export class AiWorker {
  private readonly pool = new WorkerPool({ name: POOL_NAME, module: import.meta.url, size: 1 });

  /** Plans the turn of an AI seat from its seat's view. */
  async planTurn(game: string, view: unknown, seat: string, level: string, options: PlanOptions): Promise<unknown[]> {
    try {
      return (await this.pool.run({ game, view, seat, level, options } satisfies Request)) as unknown[];
    } catch (error) {
      if (error instanceof WorkersUnavailableError) return planHere(game, view, seat, level, options);
      throw error;
    }
  }

  /** Stops the worker; pending requests fail. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
