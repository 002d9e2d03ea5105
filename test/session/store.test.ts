import { writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { memoryStore, openStore, storeFromAdapter } from '../../src/session/store.ts';
import { readConfig } from '../../src/config.ts';
import { FlakyAdapter, tempDir, type FailureMode } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function temp(): Promise<string> {
  const dir = await tempDir();
  cleanups.push(dir.remove);
  return dir.path;
}

describe('openStore', () => {
  test('a SQLite URL creates the missing folder and keeps values across reopenings', async () => {
    const dir = await temp();
    const file = join(dir, 'nested', 'deeper', 'games.sqlite');
    const first = await openStore(`sqlite://${file}`);
    if (!first.ok) throw new Error(first.error.message);
    expect(existsSync(file)).toBe(true);
    expect(await first.value.set('game:abc', { a: [1, 2], s: ':colon', n: null })).toEqual({ ok: true, value: undefined });
    await first.value.close();

    const second = await openStore(`sqlite://${file}`);
    if (!second.ok) throw new Error(second.error.message);
    expect(await second.value.get('game:abc')).toEqual({ ok: true, value: { a: [1, 2], s: ':colon', n: null } });
    expect(await second.value.get('missing')).toEqual({ ok: true, value: undefined });
    expect((await second.value.delete('game:abc')).ok).toBe(true);
    expect(await second.value.get('game:abc')).toEqual({ ok: true, value: undefined });
    await second.value.close();
  });

  test('memory: gives a store that forgets at exit', async () => {
    const store = await openStore('memory:');
    if (!store.ok) throw new Error(store.error.message);
    await store.value.set('k', 1);
    expect(await store.value.get('k')).toEqual({ ok: true, value: 1 });
    expect(store.value.description).toBe('memory');
  });

  test('memory://, the form STORE_URL takes, opens the same store', async () => {
    const store = await openStore('memory://');
    if (!store.ok) throw new Error(store.error.message);
    expect(store.value.description).toBe('memory');
  });

  test.each(['sqlite://data/x.sqlite', 'redis://h:6379', 'rediss://h:6380', 'postgres://u@h/db', 'postgresql://u@h/db', 'memory://'])(
    'STORE_URL accepts %s',
    (url) => {
      const config = readConfig({ DISCORD_TOKEN: 't', STORE_URL: url });
      expect(config.ok && config.value.storeUrl).toBe(url);
    },
  );

  test('a STORE_URL that is refused gets a message naming every accepted form', () => {
    const config = readConfig({ DISCORD_TOKEN: 't', STORE_URL: 'mysql://h/db' });
    expect(config.ok ? null : config.error).toBe('STORE_URL must start with sqlite://, redis://, rediss://, postgres://, postgresql:// or be memory://');
  });

  test.each([
    ['ftp://example.org/x', 'BAD_STORE_URL'],
    ['sqlite://', 'BAD_STORE_URL'],
    ['sqlite:games.db', 'BAD_STORE_URL'],
    ['no scheme at all', 'BAD_STORE_URL'],
  ])('%s is refused with %s', async (url, code) => {
    const store = await openStore(url);
    expect(store.ok ? null : store.error.code).toBe(code);
  });

  test('a SQLite file that cannot be created is STORE_UNAVAILABLE, not a crash', async () => {
    const dir = await temp();
    const blocker = join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const store = await openStore(`sqlite://${join(blocker, 'games.sqlite')}`);
    expect(store.ok ? null : store.error.code).toBe('STORE_UNAVAILABLE');
  });

  test('a password in a store URL never shows in errors', async () => {
    const store = await openStore('mongodb://user:secret@host/db');
    expect(store.ok).toBe(false);
    if (!store.ok) expect(store.error.message).not.toContain('secret');
  });
});

describe('a failing backend', () => {
  test.each<FailureMode>(['throw', 'reject'])('every operation reports STORE_UNAVAILABLE when the backend fails (%s)', async (mode) => {
    const adapter = new FlakyAdapter();
    const store = storeFromAdapter(adapter, 'flaky');
    await store.set('k', 'v');
    adapter.getFailure = mode;
    adapter.setFailure = mode;
    for (const result of [await store.get('k'), await store.set('k', 'w'), await store.delete('k')]) {
      expect(result.ok ? null : result.error.code).toBe('STORE_UNAVAILABLE');
    }
    adapter.getFailure = 'none';
    expect(await store.get('k')).toEqual({ ok: true, value: 'v' });
  });

  test('a backend that never answers times out as STORE_UNAVAILABLE', async () => {
    const adapter = new FlakyAdapter();
    adapter.getFailure = 'hang';
    const store = storeFromAdapter(adapter, 'hanging', { timeoutMs: 30 });
    const result = await store.get('k');
    expect(result.ok ? null : result.error.message).toMatch(/no answer after 30 ms/);
  });

  test('a closed store refuses operations', async () => {
    const store = memoryStore();
    await store.close();
    const result = await store.get('k');
    expect(result.ok ? null : result.error.code).toBe('STORE_UNAVAILABLE');
  });
});
