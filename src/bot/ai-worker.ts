/**
 * AI turns in a worker thread, so that a strong AI's thinking (a few hundred milliseconds) never
 * holds up the bot's event loop. `AiWorker.planTurn(game, view, seat, level, options)` answers
 * what the game's `ai.planTurn` answers, computed in the worker; the seat's view (plain JSON) is
 * all that crosses the thread boundary (the worker finds the game in the registry).
 */
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { GAME_CATALOG } from '../games/index.ts';

/** Options of one AI decision. */
export interface PlanOptions {
  readonly seed: number;
  readonly budgetMs?: number;
}

/** A question to the worker. */
interface Request {
  readonly id: number;
  readonly game: string;
  readonly view: unknown;
  readonly seat: string;
  readonly level: string;
  readonly options: PlanOptions;
}

/** The worker's answer: the actions of the turn, or why there are none. */
type Reply = { readonly id: number; readonly actions: unknown[] } | { readonly id: number; readonly error: string };

/** The turn an AI plans from its seat's view, here (the worker's job, also the fallback of the main thread). */
export function planHere(game: string, view: unknown, seat: string, level: string, options: PlanOptions): unknown[] {
  const hosted = GAME_CATALOG.get(game);
  if (hosted === undefined) throw new Error(`unknown game ${game}`);
  return hosted.ai.planTurn(view, seat, level, options);
}

if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  port.on('message', (request: Request) => {
    let reply: Reply;
    try {
      reply = { id: request.id, actions: planHere(request.game, request.view, request.seat, request.level, request.options) };
    } catch (error) {
      reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}

/**
 * One worker thread for AI turns, started on first use. Requests are answered in order; if the
 * worker dies, pending requests fail and the next one starts a new worker. When no worker can
 * be started, turns are planned on the calling thread (slower for the others, never wrong).
 */
export class AiWorker {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (actions: unknown[]) => void; reject: (error: Error) => void }>();
  private closed = false;

  /** Plans the turn of an AI seat from its seat's view. */
  planTurn(game: string, view: unknown, seat: string, level: string, options: PlanOptions): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('the AI worker is closed'));
    const worker = this.start();
    if (worker === null) return Promise.resolve().then(() => planHere(game, view, seat, level, options));
    const id = this.nextId++;
    return new Promise<unknown[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, game, view, seat, level, options } satisfies Request);
    });
  }

  /** Stops the worker; pending requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('the AI worker was closed'));
    if (worker !== null) await worker.terminate();
  }

  private start(): Worker | null {
    if (this.worker !== null) return this.worker;
    let worker: Worker;
    try {
      // The worker runs this very file; when it is TypeScript, tsx is registered in the worker first.
      const self = import.meta.url;
      const source = self.endsWith('.ts')
        ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(self)}); })`
        : `import(${JSON.stringify(self)})`;
      worker = new Worker(source, { eval: true });
    } catch {
      return null;
    }
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (waiter === undefined) return;
      this.pending.delete(reply.id);
      if ('actions' in reply) waiter.resolve(reply.actions);
      else waiter.reject(new Error(reply.error));
    });
    const lost = (error: Error): void => {
      if (this.worker === worker) this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the AI worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }
}
