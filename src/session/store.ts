import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import type { Result } from '../result.ts';
import { KeyedQueue } from './queue.ts';

/** Codes of the store's failures. */
export const STORE_ERROR_CODES = ['STORE_UNAVAILABLE', 'BAD_STORE_URL'] as const;
/** A store failure code. */
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** A store failure: the backend failed or timed out, or the store URL cannot be used. */
export interface StoreError {
  readonly code: StoreErrorCode;
  readonly message: string;
  /** The backend did not answer in time: the operation may still take effect later. */
  readonly timedOut?: boolean;
}

/** A stored object that carries the version a compare-and-set checks. */
export type Versioned = { readonly version: number } & Readonly<Record<string, unknown>>;

/** The error of an operation that got no answer in time. */
class TimeoutError extends Error {}

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
  /**
   * Writes a JSON object only if the key still holds the version the writer read (compare-and-set,
   * atomic in the backend: two processes can never both succeed from the same version). `expected`
   * is the `version` field of the stored object (a stored object without one counts as version 0),
   * or null when the key must be absent. Answers whether it wrote: false is a lost race, nothing
   * changed. The new value carries its own (higher) version.
   */
  compareAndSet(key: string, value: Versioned, expected: number | null): Promise<Result<boolean, StoreError>>;
  /**
   * Visits every stored key starting with `prefix`, with its value (untrusted JSON), in no
   * particular order; answers how many were visited. Reads the whole store: for rare work (a
   * one-time catch-up), never on the way of an interaction. Absent where the backend cannot list keys.
   */
  scan?(prefix: string, visit: (key: string, value: unknown) => void): Promise<Result<number, StoreError>>;
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
  // Drivers get the credentials percent-encoded; logs and messages never see them (scrub).
  const driverUrl = storeUrlForDriver(target);
  const scrub = scrubber(target);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  let store: GameStore;
  try {
    switch (scheme) {
      case 'memory':
        return { ok: true, value: memoryStore(options) };
      case 'sqlite': {
        const path = target.slice('sqlite://'.length);
        if (!target.startsWith('sqlite://') || path === '') {
          return bad(`a SQLite store URL is sqlite://<file>, not ${redactStoreUrl(target)}`);
        }
        if (path !== ':memory:') await mkdir(dirname(resolve(path)), { recursive: true });
        const { KeyvSqlite } = await import('@keyv/sqlite');
        // Listing keys (scan) reads this many rows per query instead of 10.
        const adapter = new KeyvSqlite({ uri: `sqlite://${path}`, busyTimeout: 5_000, iterationLimit: 1_000 });
        store = fromKeyv(new Keyv({ ...keyvOptions(), store: adapter }), `sqlite:${path}`, options, undefined, sqliteSwap(adapter));
        break;
      }
      case 'redis':
      case 'rediss': {
        const { default: KeyvRedis } = await import('@keyv/redis');
        const adapter = new KeyvRedis(driverUrl, { namespace: STORE_NAMESPACE, throwOnConnectError: true, throwOnErrors: true });
        // The Redis adapter prefixes keys with its own namespace: Keyv must not add a second one.
        store = fromKeyv(new Keyv({ ...keyvOptions(), store: adapter, useKeyPrefix: false }), redactStoreUrl(target), options, scrub, redisSwap(adapter));
        break;
      }
      case 'postgres':
      case 'postgresql': {
        const { KeyvPostgres } = await import('@keyv/postgres');
        const adapter = new KeyvPostgres({ uri: driverUrl });
        store = fromKeyv(new Keyv({ ...keyvOptions(), store: adapter }), redactStoreUrl(target), options, scrub, postgresSwap(adapter));
        break;
      }
      default:
        return bad(`unknown store URL ${redactStoreUrl(target)}: use sqlite://, redis://, rediss://, postgres://, postgresql:// or memory://`);
    }
  } catch (error) {
    return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `cannot open ${redactStoreUrl(target)}: ${scrub(describeError(error))}` } };
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

/**
 * A backend's atomic compare-and-set: writes `text` (the value as Keyv stores it) under the key
 * (unprefixed, as the bot names it) if the stored value's version is `expected` (null: absent);
 * answers whether it wrote.
 */
type Swap = (key: string, text: string, expected: number | null) => Promise<boolean>;

/** The text Keyv stores for a value (no expiry: the bot never sets one). */
function storedText(value: unknown): string {
  return JSON.stringify({ value });
}

/** Keys as Keyv prefixes them in SQL tables and Maps. */
function prefixed(key: string): string {
  return `${STORE_NAMESPACE}:${key}`;
}

/** SQLite: one conditional statement (SQLite runs each statement atomically, across processes too). */
function sqliteSwap(adapter: { query: (sql: string, ...params: unknown[]) => Promise<unknown[]>; opts: { table?: string } }): Swap {
  const table = adapter.opts.table ?? 'keyv';
  return async (key, text, expected) => {
    const rows =
      expected === null
        ? await adapter.query(`INSERT INTO ${table} (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`, prefixed(key), text)
        : await adapter.query(`UPDATE ${table} SET value = ? WHERE key = ? AND COALESCE(json_extract(value, '$.value.version'), 0) = ? RETURNING key`, text, prefixed(key), expected);
    return rows.length > 0;
  };
}

/** PostgreSQL: one conditional statement (the row is locked while it is checked and changed). */
function postgresSwap(adapter: { query: (sql: string, values?: unknown[]) => Promise<unknown[]>; opts: { table?: string; schema?: string } }): Swap {
  const table = `${adapter.opts.schema ?? 'public'}.${adapter.opts.table ?? 'keyv'}`;
  return async (key, text, expected) => {
    const rows =
      expected === null
        ? await adapter.query(`INSERT INTO ${table} (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`, [prefixed(key), text])
        : await adapter.query(`UPDATE ${table} SET value = $1 WHERE key = $2 AND COALESCE((value::jsonb #>> '{value,version}')::numeric, 0) = $3 RETURNING key`, [text, prefixed(key), expected]);
    return rows.length > 0;
  };
}

/** The Lua script of Redis's compare-and-set: Redis runs a script whole, nothing in between. */
const REDIS_SWAP = `
local current = redis.call('GET', KEYS[1])
if ARGV[2] == '' then
  if current then return 0 end
else
  if not current then return 0 end
  local version = 0
  local stored = cjson.decode(current)
  if type(stored) == 'table' and type(stored.value) == 'table' and type(stored.value.version) == 'number' then version = stored.value.version end
  if version ~= tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1])
return 1`;

/** Redis: a Lua script, on the adapter's own client (keyv has no compare-and-set of its own). */
function redisSwap(adapter: { getClient(): Promise<unknown>; createKeyPrefix(key: string, namespace?: string): string; namespace?: string }): Swap {
  return async (key, text, expected) => {
    const client = (await adapter.getClient()) as { eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown> };
    const written = await client.eval(REDIS_SWAP, { keys: [adapter.createKeyPrefix(key, adapter.namespace)], arguments: [text, expected === null ? '' : String(expected)] });
    return written === 1;
  };
}

/** The version a stored value carries (0 for values stored before versions). */
function versionOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const version = (value as { version?: unknown }).version;
  return typeof version === 'number' ? version : 0;
}

/**
 * A compare-and-set for backends that live in this process (a Map, adapters tests wrap): a read
 * then a write, one at a time per key, which no other process can come between. A backend that
 * does not answer holds the key's turn no longer than the store's time limit.
 */
function inProcessSwap(keyv: Keyv, timeoutMs: number): Swap {
  const queue = new KeyedQueue();
  return (key, text, expected) =>
    queue.run(key, () =>
      withTimeout(
        (async () => {
          const current: unknown = await keyv.get(key);
          const absent = current === undefined || current === null;
          if (expected === null ? !absent : absent || versionOf(current) !== expected) return false;
          if (!(await keyv.set(key, (JSON.parse(text) as { value: unknown }).value))) throw new Error('the backend refused the write');
          return true;
        })(),
        timeoutMs,
        `compare-and-set ${key}`,
      ),
    );
}

function fromKeyv(keyv: Keyv, description: string, options: StoreOptions, scrub: (text: string) => string = (text) => text, backendSwap?: Swap): GameStore {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const swap = backendSwap ?? inProcessSwap(keyv, timeoutMs);
  // Keyv re-emits backend errors as events; operations report them as results instead.
  keyv.on('error', () => {});
  let closed = false;
  async function attempt<T>(what: string, operation: () => Promise<T>): Promise<Result<T, StoreError>> {
    if (closed) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `${what}: the store is closed` } };
    try {
      return { ok: true, value: await withTimeout(operation(), timeoutMs, what) };
    } catch (error) {
      const timedOut = error instanceof TimeoutError;
      return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `${what} on ${description}: ${scrub(describeError(error))}`, ...(timedOut ? { timedOut } : {}) } };
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
    compareAndSet: (key, value, expected) => attempt(`compare-and-set ${key}`, () => swap(key, storedText(value), expected)),
    async scan(prefix, visit) {
      if (closed) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `scan ${prefix}: the store is closed` } };
      if (keyv.iterator === undefined) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `scan ${prefix}: ${description} cannot list its keys` } };
      // No time limit: a scan reads the whole store, however long that takes.
      try {
        let visited = 0;
        for await (const [key, value] of keyv.iterator(undefined) as AsyncIterable<[string, unknown]>) {
          if (!key.startsWith(prefix)) continue;
          visited++;
          visit(key, value);
        }
        return { ok: true, value: visited };
      } catch (error) {
        return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `scan ${prefix} on ${description}: ${scrub(describeError(error))}` } };
      }
    },
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
    const timer = setTimeout(() => reject(new TimeoutError(`${what}: no answer after ${ms} ms`)), ms);
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

/** A store URL cut around its credentials: what comes before them, the credentials (null if none), the rest. */
interface UrlParts {
  readonly head: string;
  readonly userinfo: string | null;
  readonly tail: string;
}

/**
 * Splits a URL at the last '@': a password may hold '/', '@', '?' or '#' unencoded (generated
 * passwords often do), which a URL parser would take for the path or the host. An '@' in the
 * path or query must be written %40, or it is taken for the end of the credentials.
 */
function splitUrl(url: string): UrlParts {
  const start = /^[a-z][a-z0-9+.-]*:(?:\/\/)?/i.exec(url)?.[0].length ?? 0;
  const at = url.lastIndexOf('@');
  if (at < start) return { head: url, userinfo: null, tail: '' };
  return { head: url.slice(0, start), userinfo: url.slice(start, at), tail: url.slice(at + 1) };
}

/** The user name shown in logs, or null when the credentials are not plainly `user:password`. */
function plainUser(userinfo: string): string | null {
  const colon = userinfo.indexOf(':');
  if (colon < 0) return null;
  const user = userinfo.slice(0, colon);
  return /^[A-Za-z0-9._~!$&'()*+,;=%-]*$/.test(user) ? user : null;
}

/** Query parameters that may carry a secret (libpq's `password=`, `sslpassword=`, tokens, keys). */
const SECRET_PARAM = /([?&;][^=&#]*(?:pass|pwd|secret|token|auth|key)[^=&#]*=)([^&#]*)/gi;

/**
 * A store URL as logs and messages show it: the password (or, when in doubt, everything
 * between '://' and the last '@') and secret query parameters replaced with ***.
 */
export function redactStoreUrl(url: string): string {
  const { head, userinfo, tail } = splitUrl(url);
  const user = userinfo === null ? null : plainUser(userinfo);
  const shown = userinfo === null ? url : `${head}${user === null ? '***' : `${user}:***`}@${tail}`;
  return shown.replace(SECRET_PARAM, '$1***');
}

function percentEncode(part: string): string {
  return part.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9._~!$&'()*+,;=%-]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD, as a UTF-8 encoder would write it
    }
  });
}

/**
 * The store URL given to the Redis and PostgreSQL drivers: user name and password
 * percent-encoded (they decode them), so that a password holding '/', '@', '?', '#' or a bare
 * '%' reaches the server whole instead of being read as a host or path whose pieces then appear
 * in error messages.
 */
export function storeUrlForDriver(url: string): string {
  const { head, userinfo, tail } = splitUrl(url);
  if (userinfo === null || !head.endsWith('//')) return url;
  const colon = userinfo.indexOf(':');
  const credentials = colon < 0 ? percentEncode(userinfo) : `${percentEncode(userinfo.slice(0, colon))}:${percentEncode(userinfo.slice(colon + 1))}`;
  return `${head}${credentials}@${tail}`;
}

/** A function hiding every form of a store URL's secrets that a driver's error message may repeat. */
function scrubber(url: string): (text: string) => string {
  const { userinfo } = splitUrl(url);
  const secrets = new Set<string>();
  const add = (secret: string): void => {
    if (secret === '') return;
    secrets.add(secret);
    secrets.add(percentEncode(secret));
    try {
      secrets.add(decodeURIComponent(secret));
    } catch {
      // Not percent-encoded: the raw form is enough.
    }
  };
  if (userinfo !== null) {
    const user = plainUser(userinfo);
    add(user === null ? userinfo : userinfo.slice(user.length + 1));
  }
  for (const match of url.matchAll(SECRET_PARAM)) add(match[2]);
  // Longest first, so that a secret holding another is hidden whole.
  const hidden = [...secrets].filter((secret) => secret !== '').sort((a, b) => b.length - a.length);
  return (text) => hidden.reduce((result, secret) => result.split(secret).join('***'), text);
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
}
