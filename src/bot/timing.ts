import { AsyncLocalStorage } from 'node:async_hooks';
import type { GameStore } from '../session/store.ts';

/**
 * Where the time of one interaction goes: session operations (engine and store together),
 * store operations alone, and image rendering. Measured through async context, so that
 * handlers need not pass a stopwatch around; Discord's share is what is left of the total.
 */
export const TIMED_PHASES = ['session', 'store', 'render'] as const;
/** A measured phase. */
export type TimedPhase = (typeof TIMED_PHASES)[number];

/** Milliseconds spent per phase. */
export type PhaseTimes = Record<TimedPhase, number>;

/** What one handled interaction cost, for the benchmark and debug logs. */
export interface InteractionTiming {
  readonly interactionId: string;
  /** The command (`/chacun place`) or component kind (`place`) handled. */
  readonly what: string;
  /** From the moment the bot received the interaction until its handler finished. */
  readonly totalMs: number;
  readonly phases: PhaseTimes;
}

const current = new AsyncLocalStorage<PhaseTimes>();

/** Runs a handler with fresh phase counters; returns its counters once it is done. */
export async function measured(run: () => Promise<void>): Promise<PhaseTimes> {
  const times: PhaseTimes = { session: 0, store: 0, render: 0 };
  await current.run(times, run);
  return times;
}

/**
 * The counters of the interaction handled in this async context (the very object `measured`
 * returns, which the router reports as `phases`), or undefined outside any: tells the benchmark
 * which interaction a store operation served. Work a handler leaves for later (a timer, a
 * queued task) still answers that interaction.
 */
export function interactionUnderWay(): Readonly<PhaseTimes> | undefined {
  return current.getStore();
}

/** Runs an operation and adds its duration to a phase of the interaction being handled, if any. */
export async function timed<T>(phase: TimedPhase, operation: () => Promise<T>): Promise<T> {
  const times = current.getStore();
  if (times === undefined) return operation();
  const start = performance.now();
  try {
    return await operation();
  } finally {
    times[phase] += performance.now() - start;
  }
}

/** A store whose operations count as store time of the interaction that made them. */
export function timedStore(store: GameStore): GameStore {
  return {
    description: store.description,
    get: (key) => timed('store', () => store.get(key)),
    set: (key, value) => timed('store', () => store.set(key, value)),
    delete: (key) => timed('store', () => store.delete(key)),
    compareAndSet: (key, value, expected) => timed('store', () => store.compareAndSet(key, value, expected)),
    ...(store.scan === undefined ? {} : { scan: store.scan.bind(store) }),
    close: () => store.close(),
  };
}

/**
 * A session manager whose asynchronous operations count as session time (engine and store)
 * of the interaction that made them. Everything else passes through unchanged.
 */
export function timedManager<M extends object>(manager: M): M {
  return new Proxy(manager, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? timed('session', () => result) : result;
      };
    },
  });
}
