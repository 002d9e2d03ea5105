/**
 * AI turns in a worker thread, so that a hard player's thinking (a few hundred milliseconds)
 * never holds up the bot's event loop. `AiWorker.planTurn(record, level, options)` answers what
 * `planTurn` answers for the record's state, computed in the worker; the state is rebuilt there
 * from the record, which is all that crosses the thread boundary.
 */
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import type { Action } from '../engine/actions.ts';
import { replay, type GameRecord } from '../engine/record.ts';
import { planTurn, type AiLevel, type AiOptions } from './index.ts';

/** A question to the worker. */
interface Request {
  readonly id: number;
  readonly record: GameRecord;
  readonly level: AiLevel;
  readonly options: AiOptions;
}

/** The worker's answer: the actions of the turn, or why there are none. */
type Reply = { readonly id: number; readonly actions: Action[] } | { readonly id: number; readonly error: string };

/** The turn planned for a record's state, here (the worker's job, also the fallback of the main thread). */
export function planTurnOfRecord(record: GameRecord, level: AiLevel, options: AiOptions): Action[] {
  const replayed = replay(record);
  if (replayed.error !== null) throw new Error(`record refused at action ${replayed.error.actionIndex}: ${replayed.error.code}`);
  return planTurn(replayed.state, level, options);
}

if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  port.on('message', (request: Request) => {
    let reply: Reply;
    try {
      reply = { id: request.id, actions: planTurnOfRecord(request.record, request.level, request.options) };
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
  private readonly pending = new Map<number, { resolve: (actions: Action[]) => void; reject: (error: Error) => void }>();
  private closed = false;

  /** Plans the turn of the player to move in a record's state. */
  planTurn(record: GameRecord, level: AiLevel, options: AiOptions): Promise<Action[]> {
    if (this.closed) return Promise.reject(new Error('the AI worker is closed'));
    const worker = this.start();
    if (worker === null) return Promise.resolve().then(() => planTurnOfRecord(record, level, options));
    const id = this.nextId++;
    return new Promise<Action[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, record, level, options } satisfies Request);
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
