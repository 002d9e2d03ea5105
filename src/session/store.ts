import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import type { Result } from '../games/chacun/engine/result.ts';

/** Codes of the store's failures. */
export const STORE_ERROR_CODES = ['STORE_UNAVAILABLE', 'BAD_STORE_URL'] as const;
/** A store failure code. */
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** A store failure: the backend failed or timed out, or the store URL cannot be used. */
export interface StoreError {
  readonly code: StoreErrorCode;
  readonly message: string;
}

/**
 * A key–value store of JSON values (a thin, never-throwing layer over Keyv). Values read
 * back are untrusted JSON: callers check them with a parse function.
 */
export interface GameStore {
  /** What the store is, for logs (never contains a password). */
  readonly description: string;
  /** The value under a key, or undefined if there is none. */
  get(key: string): Promise<Result<unknown, StoreError>>;
  /** Writes a JSON value; a success means the backend accepted it. */
  set(key: string, value: unknown): Promise<Result<void, StoreError>>;
  /** Removes a key (absent keys are fine). */
  delete(key: string): Promise<Result<void, StoreError>>;
  /** Closes the connection or file; the store is unusable afterwards. */
  close(): Promise<void>;
}

/** The store used when STORE_URL is not set: a SQLite file under data/. */
export const DEFAULT_STORE_URL = 'sqlite://data/chacun.sqlite';

/** The Keyv namespace of every key the bot writes. */
export const STORE_NAMESPACE = 'chacun';

/** Options of a store. */
export interface StoreOptions {
  /** Longest wait for one backend operation before it counts as failed, in ms (default 10 s). */
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Opens the store named by a URL (the STORE_URL setting): `sqlite://path` (default
 * `sqlite://data/chacun.sqlite`, its folder created if missing), `redis://…`/`rediss://…`,
 * `postgres://…`/`postgresql://…`, or `memory://` (lost at exit; `memory:` alone works too).
 * The backend is probed once, so that a wrong URL or a server that is down shows at start-up.
 */
export async function openStore(url?: string, options: StoreOptions = {}): Promise<Result<GameStore, StoreError>> {
  const target = url === undefined || url.trim() === '' ? DEFAULT_STORE_URL : url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  let store: GameStore;
  try {
    switch (scheme) {
      case 'memory':
        return { ok: true, value: memoryStore(options) };
      case 'sqlite': {
        const path = target.slice('sqlite://'.length);
        if (!target.startsWith('sqlite://') || path === '') {
          return bad(`a SQLite store URL is sqlite://<file>, not ${target}`);
        }
        if (path !== ':memory:') await mkdir(dirname(resolve(path)), { recursive: true });
        const { KeyvSqlite } = await import('@keyv/sqlite');
        store = storeFromAdapter(new KeyvSqlite({ uri: `sqlite://${path}`, busyTimeout: 5_000 }), `sqlite:${path}`, options);
        break;
      }
      case 'redis':
      case 'rediss': {
        const { default: KeyvRedis } = await import('@keyv/redis');
        const adapter = new KeyvRedis(target, { namespace: STORE_NAMESPACE, throwOnConnectError: true, throwOnErrors: true });
        // The Redis adapter prefixes keys with its own namespace: Keyv must not add a second one.
        store = fromKeyv(new Keyv({ ...keyvOptions(), store: adapter, useKeyPrefix: false }), redact(target), options);
        break;
      }
      case 'postgres':
      case 'postgresql': {
        const { KeyvPostgres } = await import('@keyv/postgres');
        store = storeFromAdapter(new KeyvPostgres({ uri: target }), redact(target), options);
        break;
      }
      default:
        return bad(`unknown store URL ${redact(target)}: use sqlite://, redis://, rediss://, postgres://, postgresql:// or memory://`);
    }
  } catch (error) {
    return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `cannot open ${redact(target)}: ${describeError(error)}` } };
  }
  const probe = await store.get('probe');
  if (!probe.ok) {
    await store.close();
    return probe;
  }
  return { ok: true, value: store };
}

/** A store kept in memory (Keyv's default Map): for tests and trial runs. */
export function memoryStore(options: StoreOptions = {}): GameStore {
  return storeFromAdapter(new Map(), 'memory', options);
}

/** A store over any Keyv storage adapter (or a Map); tests use it to inject a failing backend. */
export function storeFromAdapter(adapter: KeyvStoreAdapter | Map<unknown, unknown>, description: string, options: StoreOptions = {}): GameStore {
  return fromKeyv(new Keyv({ ...keyvOptions(), store: adapter }), description, options);
}

function keyvOptions() {
  // Plain JSON (Keyv's default serializer rewrites strings starting with ':'), and errors thrown
  // rather than swallowed: Keyv's get() would otherwise turn a dead backend into "no value".
  return {
    namespace: STORE_NAMESPACE,
    serialize: (data: unknown) => JSON.stringify(data),
    deserialize: (text: string) => JSON.parse(text),
    throwOnErrors: true,
  };
}

function fromKeyv(keyv: Keyv, description: string, options: StoreOptions): GameStore {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Keyv re-emits backend errors as events; operations report them as results instead.
  keyv.on('error', () => {});
  let closed = false;
  async function attempt<T>(what: string, operation: () => Promise<T>): Promise<Result<T, StoreError>> {
    if (closed) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `${what}: the store is closed` } };
    try {
      return { ok: true, value: await withTimeout(operation(), timeoutMs, what) };
    } catch (error) {
      return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `${what} on ${description}: ${describeError(error)}` } };
    }
  }
  return {
    description,
    get: (key) => attempt(`get ${key}`, () => keyv.get(key)),
    set: (key, value) =>
      attempt(`set ${key}`, async () => {
        if (!(await keyv.set(key, value))) throw new Error('the backend refused the write');
      }),
    delete: (key) =>
      attempt(`delete ${key}`, async () => {
        await keyv.delete(key);
      }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await withTimeout(keyv.disconnect(), timeoutMs, 'close');
      } catch {
        // Closing a dead connection has nothing left to save.
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolvePromise(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function bad(message: string): Result<never, StoreError> {
  return { ok: false, error: { code: 'BAD_STORE_URL', message } };
}

/** A URL with its password hidden, for logs. */
function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
}
