/**
 * Worker threads that do heavy work (AI turns, drawing and encoding images) off the bot's event
 * loop, so that acknowledgements and messages never wait behind it. A `WorkerPool` runs a module
 * in a few threads; the module answers through `serveTasks`. Jobs wait in one queue; a job may
 * name the state it is for (a game and its move number) and is then dropped, still waiting, as
 * soon as a job for a later move of the same game comes: nobody will show its result. An urgent
 * job (what the channel waits for, such as a turn message's board) goes ahead of the others.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, constants, setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** A job in a worker: its number and what the module is asked. */
interface Task {
  readonly id: number;
  readonly payload: unknown;
}

/** A thread's own memory (MiB): its JavaScript heap in use and committed, and what its objects hold outside it. */
export interface ThreadMemory {
  readonly heapMiB: number;
  readonly heapCommittedMiB: number;
  readonly externalMiB: number;
}

/** A worker's answer to a task, with its thread's memory once the task is done. */
type Answer = ({ readonly id: number; readonly value: unknown } | { readonly id: number; readonly error: string }) & { readonly memory?: ThreadMemory };

const toMiB = (bytes: number): number => Math.round(bytes / 2 ** 20);

/** This thread's memory as V8 counts it (its isolate's heap; a few microseconds, no system call). */
export function threadMemory(): ThreadMemory {
  const heap = getHeapStatistics();
  return { heapMiB: toMiB(heap.used_heap_size), heapCommittedMiB: toMiB(heap.total_physical_size), externalMiB: toMiB(heap.external_memory) };
}

/** What the pool tells the worker it starts, so that a module answers only in its own pool's threads. */
interface PoolData {
  readonly serves: string;
  /** What the pool's owner gives every thread it starts (`WorkerPoolOptions.setup`). */
  readonly setup?: unknown;
}

/** A job dropped before it started because a later state of its game was asked for. */
export class SupersededError extends Error {
  constructor(scope: string, move: number) {
    super(`superseded: ${scope} is past move ${move}`);
    this.name = 'SupersededError';
  }
}

/** No worker thread can be started here (the caller does the work itself). */
export class WorkersUnavailableError extends Error {
  constructor(reason: string) {
    super(`no worker thread: ${reason}`);
    this.name = 'WorkersUnavailableError';
  }
}

/** The state a job is for: a later move of the same scope makes it useless. */
export interface JobState {
  readonly scope: string;
  readonly move: number;
}

/** Options of a pool. */
export interface WorkerPoolOptions {
  /** What the threads serve (`serveTasks` is called with the same name in the module). */
  readonly name: string;
  /** The module the threads run (its `import.meta.url`). */
  readonly module: string;
  /** How many threads at most (started when first needed). */
  readonly size: number;
  /**
   * Plain data every thread is started with, handed to the module's task handler (the render
   * threads: each game's painting module by URL, from the table of hosted games).
   */
  readonly setup?: unknown;
  /** Workers that die without finishing a single job in a row, before the pool gives up on threads (default 3). */
  readonly maxCrashes?: number;
}

interface Job {
  readonly payload: unknown;
  readonly state: JobState | undefined;
  urgent: boolean;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  job: { readonly id: number; readonly job: Job } | null;
  /** Its thread's memory after its last job. */
  memory: ThreadMemory | null;
}

/** The worker threads a machine can keep busy: one per core, whatever `os.availableParallelism()` says, at least one. */
export function machineThreads(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The code a worker thread runs to load a module: when the bot runs from TypeScript, tsx is
 * registered in the thread first.
 */
function workerSource(module: string): string {
  return module.endsWith('.ts')
    ? `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(module)}); })`
    : `import(${JSON.stringify(module)})`;
}

/** Where tsx's registration API is (`import.meta.resolve` is missing where a test runner transforms modules). */
function tsxApi(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  // The package's require entry (index.cjs) sits beside its import entry (index.mjs), which must be the one loaded.
  const required = createRequire(import.meta.url).resolve('tsx/esm/api');
  const imported = required.replace(/\.cjs$/, '.mjs');
  return pathToFileURL(existsSync(imported) ? imported : required).href;
}

/**
 * Lowers this worker thread's scheduling priority (nice 10), so that when the cores are busy
 * the bot's own thread — which acknowledges every click within Discord's 3 s — runs first and
 * images and AI moves take what is left. Linux keeps a nice value per thread, so only this
 * thread is lowered; elsewhere the call would lower the whole process, so it is not made.
 */
function yieldToMainThread(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed here (a sandbox): the worker runs at the usual priority.
  }
}

/**
 * Makes a module answer its pool's tasks, when it runs in one of that pool's threads (elsewhere
 * nothing happens: the module is also imported by the main thread, for its fallback).
 */
export function serveTasks(name: string, handle: (payload: unknown, setup: unknown) => unknown): void {
  if (isMainThread || parentPort === null || (workerData as PoolData | null)?.serves !== name) return;
  const setup = (workerData as PoolData).setup;
  yieldToMainThread();
  const port = parentPort;
  port.on('message', (task: Task) => {
    void (async () => {
      let answer: Answer;
      try {
        answer = { id: task.id, value: await handle(task.payload, setup), memory: threadMemory() };
      } catch (error) {
        answer = { id: task.id, error: error instanceof Error ? error.message : String(error), memory: threadMemory() };
      }
      port.postMessage(answer);
    })();
  });
}

/**
 * A few worker threads running one module, fed from one queue in order. A worker that dies
 * fails its job and is replaced for the next; after `maxCrashes` deaths in a row without a
 * finished job, or when no thread can be started, jobs fail with `WorkersUnavailableError`
 * and the caller does them itself.
 */
export class WorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 0;
  private crashes = 0;
  private broken: string | null = null;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, job: null, memory: null }));
  }

  /** The number of threads the pool may run. */
  get size(): number {
    return this.slots.length;
  }

  /** Jobs waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Jobs being done in a thread. */
  get running(): number {
    return this.slots.filter((slot) => slot.job !== null).length;
  }

  /** The memory of each running thread after its last job (for the health log: where the process's memory is). */
  memory(): ThreadMemory[] {
    return this.slots.flatMap((slot) => (slot.worker !== null && slot.memory !== null ? [slot.memory] : []));
  }

  /** Whether the pool gave up on threads (they cannot start, or keep dying). */
  get unavailable(): boolean {
    return this.broken !== null;
  }

  /**
   * Has a thread do a job; answers what the module's handler answered (a structured clone of
   * it). A job naming a state drops the waiting jobs of earlier moves of the same scope. An
   * urgent job waits behind the urgent jobs only.
   */
  run(payload: unknown, state?: JobState, urgent = false): Promise<unknown> {
    return this.submit(payload, state, urgent).done;
  }

  /**
   * `run`, with a way to make the job urgent while it still waits (someone else now waits for
   * the same result: a turn message for a board a panel asked for first).
   */
  submit(payload: unknown, state?: JobState, urgent = false): { readonly done: Promise<unknown>; readonly hurry: () => void } {
    if (this.closed) return { done: Promise.reject(new Error(`the ${this.options.name} workers are closed`)), hurry: () => {} };
    if (this.broken !== null) return { done: Promise.reject(new WorkersUnavailableError(this.broken)), hurry: () => {} };
    if (state !== undefined) this.dropBefore(state);
    let job: Job | undefined;
    const done = new Promise<unknown>((resolve, reject) => {
      job = { payload, state, urgent, resolve, reject };
      this.enqueue(job);
      this.pump();
    });
    return {
      done,
      hurry: () => {
        if (job === undefined || job.urgent) return;
        const at = this.queue.indexOf(job);
        if (at < 0) return;
        this.queue.splice(at, 1);
        job.urgent = true;
        this.enqueue(job);
      },
    };
  }

  /** Puts a job at the end of the queue, or for an urgent one after the last urgent job. */
  private enqueue(job: Job): void {
    if (!job.urgent) {
      this.queue.push(job);
      return;
    }
    let at = 0;
    while (at < this.queue.length && this.queue[at].urgent) at++;
    this.queue.splice(at, 0, job);
  }

  /** Starts every thread with one job each (what makes its first real job fast); failures are ignored. */
  warmUp(payload: unknown): void {
    if (this.closed || this.broken !== null || this.queue.length > 0 || this.running > 0) return;
    for (let i = 0; i < this.slots.length; i++) void this.run(payload).catch(() => {});
  }

  /** Stops the threads; jobs waiting or under way fail. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error(`the ${this.options.name} workers were closed`);
    for (const job of this.queue.splice(0)) job.reject(error);
    const stopping: Promise<number>[] = [];
    for (const slot of this.slots) {
      slot.job?.job.reject(error);
      slot.job = null;
      if (slot.worker !== null) stopping.push(slot.worker.terminate());
      slot.worker = null;
    }
    await Promise.allSettled(stopping);
  }

  private dropBefore(state: JobState): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const queued = this.queue[i].state;
      if (queued !== undefined && queued.scope === state.scope && queued.move < state.move) {
        const [dropped] = this.queue.splice(i, 1);
        dropped.reject(new SupersededError(queued.scope, queued.move));
      }
    }
  }

  /** Gives waiting jobs to idle threads, starting threads as needed. */
  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0 || this.closed) return;
      if (slot.job !== null) continue;
      const worker = slot.worker ?? this.start(slot);
      if (worker === null) {
        if (this.broken !== null) this.failQueue();
        return;
      }
      const job = this.queue.shift()!;
      const id = this.nextId++;
      slot.job = { id, job };
      worker.postMessage({ id, payload: job.payload } satisfies Task);
    }
  }

  private start(slot: Slot): Worker | null {
    let worker: Worker;
    try {
      worker = new Worker(workerSource(this.options.module), { eval: true, workerData: { serves: this.options.name, ...(this.options.setup === undefined ? {} : { setup: this.options.setup }) } satisfies PoolData });
    } catch (error) {
      this.broken = error instanceof Error ? error.message : String(error);
      return null;
    }
    worker.unref();
    worker.on('message', (answer: Answer) => {
      if (answer.memory !== undefined) slot.memory = answer.memory;
      const current = slot.job;
      if (current === null || current.id !== answer.id) return;
      slot.job = null;
      this.crashes = 0;
      if ('error' in answer) current.job.reject(new Error(answer.error));
      else current.job.resolve(answer.value);
      this.pump();
    });
    let gone = false;
    const lost = (error: Error): void => {
      if (gone) return;
      gone = true;
      if (slot.worker === worker) {
        slot.worker = null;
        slot.memory = null;
      }
      const current = slot.job;
      slot.job = null;
      if (this.closed) return;
      this.crashes++;
      if (this.crashes >= (this.options.maxCrashes ?? 3)) this.broken = `the ${this.options.name} workers keep stopping (${error.message})`;
      current?.job.reject(error);
      if (this.broken !== null) this.failQueue();
      else this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`a ${this.options.name} worker stopped (exit code ${code})`)));
    slot.worker = worker;
    return worker;
  }

  private failQueue(): void {
    const error = new WorkersUnavailableError(this.broken ?? 'unknown');
    for (const job of this.queue.splice(0)) job.reject(error);
  }
}
