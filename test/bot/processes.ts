import { spawn } from 'node:child_process';
import { openStore, type GameStore } from '../../src/session/store.ts';
import { BUILT_MAIN } from '../built.ts';

/** The compiled bot's entry point (this run's build, test/built.ts): the tests' bot processes run it, as `npm start` runs `dist/main.js`. */
export { BUILT_MAIN };

/** A bot process that a test runs. */
export interface BotProcess {
  readonly pid: number;
  /** Its log so far (stderr). */
  readonly err: () => string;
  /** The exit code once it exited (null after a signal). */
  readonly exited: Promise<number | null>;
  readonly running: () => boolean;
  /** Waits until its log has a line with `text` (fails if it exits first). */
  readonly waitFor: (text: string, timeoutMs?: number) => Promise<void>;
  readonly kill: (signal: NodeJS.Signals) => void;
}

/** Settings every test bot gets: small images drawn in the bot's thread, no pause before AI moves, no health lines. */
const QUIET = { LOG_LEVEL: 'info', HEALTH_LOG_SECONDS: '0', RENDER_WORKERS: '0', RENDER_MAX_SIDE: '200', RENDER_WARM_UP: 'off', BOT_TURN_DELAY_MS: '0' };

/**
 * Runs the bot (this run's build, or what `nodeArgs` names) in a folder without any .env, with
 * only the given environment (over QUIET). Killed at `cleanups`.
 */
export function startBot(env: Readonly<Record<string, string>>, cwd: string, cleanups: (() => unknown)[], nodeArgs: readonly string[] = [BUILT_MAIN]): BotProcess {
  const child = spawn(process.execPath, nodeArgs, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: cwd, ...QUIET, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  cleanups.push(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')));
  return {
    pid: child.pid!,
    err: () => err,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    kill: (signal) => child.kill(signal),
    async waitFor(text, timeoutMs = 60_000) {
      const start = Date.now();
      while (!err.includes(text)) {
        if (Date.now() - start > timeoutMs) throw new Error(`"${text}" not seen after ${timeoutMs} ms; stderr:\n${err}`);
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited (${child.exitCode ?? child.signalCode}) before "${text}"; stderr:\n${err}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

/** The log lines (JSON fields parsed) of a message. */
export function linesOf(text: string, message: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.includes(` ${message} {`))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>);
}

/** A store, closed at `cleanups`. */
export async function openTestStore(url: string, cleanups: (() => unknown)[]): Promise<GameStore> {
  const store = await openStore(url);
  if (!store.ok) throw new Error(store.error.message);
  cleanups.push(() => store.value.close());
  return store.value;
}

/**
 * The store servers given to the tests (`.ci/run` starts them; skipped without), each in a
 * database of its own (`database`: a Redis database number, and a PostgreSQL database made if
 * missing), so that bot processes of tests running at the same time never share a shard's lease.
 */
export async function serverUrl(kind: 'redis' | 'postgres', database: number): Promise<string | null> {
  const given = (kind === 'redis' ? process.env.STORE_TEST_REDIS_URL : process.env.STORE_TEST_POSTGRES_URL)?.trim() || null;
  if (given === null) return null;
  const url = new URL(given);
  if (kind === 'redis') {
    url.pathname = `/${database}`;
    return url.toString();
  }
  const name = `chacun_test_${database}`;
  // The driver of @keyv/postgres (it has no types of its own here).
  const { default: pg } = (await import('pg' as string)) as { default: { Client: new (options: { connectionString: string }) => PgClient } };
  const client = new pg.Client({ connectionString: given });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`).catch((error: unknown) => {
      // Made at the same moment by another test file.
      if (!/already exists/.test(String(error))) throw error;
    });
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** What the test uses of a PostgreSQL connection. */
interface PgClient {
  connect(): Promise<void>;
  query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<void>;
}
