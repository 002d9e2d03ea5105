import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openStore, type GameStore } from '../../src/session/store.ts';
import { tempDir } from '../bot/harness.ts';

/**
 * The compare-and-set of every store: two writers that read the same version never both win,
 * also through two connections (two bot processes) on one SQLite file, Redis or PostgreSQL server.
 * The servers are those `.ci/run` starts (skipped, and said so, without them).
 */
const opened: GameStore[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function open(url: string): Promise<GameStore> {
  const store = await openStore(url, { timeoutMs: 5_000 });
  if (!store.ok) throw new Error(`${store.error.code}: ${store.error.message}`);
  opened.push(store.value);
  return store.value;
}

async function sqliteUrl(): Promise<string> {
  const dir = await tempDir();
  cleanups.push(dir.remove);
  return `sqlite://${join(dir.path, 'cas.sqlite')}`;
}

const BACKENDS: readonly (readonly [string, () => Promise<string> | string | undefined, boolean])[] = [
  // name, URL, whether a second connection sees the first one's writes (not so for memory)
  ['memory', () => 'memory://', false],
  ['SQLite', sqliteUrl, true],
  ['Redis', () => process.env.STORE_TEST_REDIS_URL || undefined, true],
  ['PostgreSQL', () => process.env.STORE_TEST_POSTGRES_URL || undefined, true],
];

function unique(): string {
  return `cas-test:${Date.now()}:${Math.random().toString(36).slice(2)}`;
}

for (const [name, url, shared] of BACKENDS) {
  const known = name === 'memory' || name === 'SQLite' || (url() ?? '') !== '';
  describe.runIf(known)(`compare-and-set on ${name}`, () => {
    test('creates only an absent key, then writes only over the version read', async () => {
      const store = await open((await url())!);
      const key = unique();
      expect(await store.compareAndSet(key, { version: 1, n: 'first' }, null)).toEqual({ ok: true, value: true });
      expect(await store.compareAndSet(key, { version: 1, n: 'again' }, null)).toEqual({ ok: true, value: false });
      expect(await store.compareAndSet(key, { version: 2, n: 'stale' }, 0)).toEqual({ ok: true, value: false });
      expect(await store.compareAndSet(key, { version: 2, n: 'second' }, 1)).toEqual({ ok: true, value: true });
      expect(await store.compareAndSet(key, { version: 2, n: 'late' }, 1)).toEqual({ ok: true, value: false });
      expect(await store.get(key)).toEqual({ ok: true, value: { version: 2, n: 'second' } });
      // A value written before versions (no version field) counts as version 0.
      const legacy = unique();
      expect((await store.set(legacy, { n: 'old', text: ':colon' })).ok).toBe(true);
      expect(await store.compareAndSet(legacy, { version: 1, n: 'new' }, 1)).toEqual({ ok: true, value: false });
      expect(await store.compareAndSet(legacy, { version: 1, n: 'new' }, 0)).toEqual({ ok: true, value: true });
      expect(await store.get(legacy)).toEqual({ ok: true, value: { version: 1, n: 'new' } });
      // The key absent: nothing to write over.
      expect(await store.compareAndSet(unique(), { version: 1 }, 0)).toEqual({ ok: true, value: false });
      await store.delete(key);
      await store.delete(legacy);
    });

    // Memory is one process's own: there is no second connection to race through.
    if (shared) test('of twenty writers racing from one version through two connections, exactly one wins', async () => {
      const where = (await url())!;
      const [a, b] = [await open(where), await open(where)];
      const key = unique();
      expect((await a.compareAndSet(key, { version: 1, by: 'start' }, null)).ok).toBe(true);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).compareAndSet(key, { version: 2, by: i }, 1)));
      const winners = results.flatMap((result, i) => (result.ok && result.value ? [i] : []));
      expect(results.every((result) => result.ok)).toBe(true);
      expect(winners).toHaveLength(1);
      expect(await b.get(key)).toEqual({ ok: true, value: { version: 2, by: winners[0] } });
      await a.delete(key);
    });
  });
}
