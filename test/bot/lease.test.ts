import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Lease, leaseTimes, type LeaseTimes, type LostReason } from '../../src/bot/lease.ts';
import { memoryStore, openStore, type GameStore } from '../../src/session/store.ts';
import { tempDir } from './harness.ts';

/** Short times: a lease of 600 ms renewed every 150 ms, 100 ms of margin on either side. */
const TIMES: LeaseTimes = { ttlMs: 600, renewMs: 150, marginMs: 100, pollMs: 25 };

/**
 * Longer times for the tests in which a holder must keep renewing: on a loaded machine a timer
 * a few hundred ms late would otherwise make the holder stop on its own fence ("not renewed in
 * time"), which is the lease doing its job, not what those tests look at.
 */
const KEPT: LeaseTimes = { ttlMs: 2_000, renewMs: 200, marginMs: 500, pollMs: 25 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two handles on one store, as two processes have: the same Map for memory, two connections otherwise. */
type Backend = readonly [string, () => Promise<readonly [GameStore, GameStore]>];

async function open(url: string): Promise<GameStore> {
  const store = await openStore(url, { timeoutMs: 5_000 });
  if (!store.ok) throw new Error(store.error.message);
  cleanups.push(() => store.value.close());
  return store.value;
}

const BACKENDS: Backend[] = [
  [
    'memory',
    async () => {
      const store = memoryStore();
      return [store, store];
    },
  ],
  [
    'a SQLite file',
    async () => {
      const dir = await tempDir();
      cleanups.push(dir.remove);
      const url = `sqlite://${join(dir.path, 'lease.sqlite')}`;
      return [await open(url), await open(url)];
    },
  ],
  ...(['STORE_TEST_REDIS_URL', 'STORE_TEST_POSTGRES_URL'] as const)
    .map((name) => process.env[name]?.trim() ?? '')
    .filter((url) => url !== '')
    .map((url): Backend => [url.startsWith('redis') ? 'Redis' : 'PostgreSQL', async () => [await open(url), await open(url)]]),
];

/** A key no other test (nor an earlier run) uses. */
const freshKey = (): string => `lease-test:${Date.now()}-${Math.random().toString(36).slice(2)}/1`;

/** A lease whose holder is named, on a clock that may run ahead of the real one. */
function lease(store: GameStore, key: string, holder: string, skewMs = 0, times: LeaseTimes = TIMES): Lease {
  const made = new Lease(store, key, times, { holder, now: () => Date.now() + skewMs });
  cleanups.push(() => made.stop());
  return made;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.each(BACKENDS)('the lease of a shard on %s', (_name, stores) => {
  test('is taken when absent, found held by a second process, renewed while held, and released for the second to take at once', async () => {
    const [a, b] = await stores();
    const key = freshKey();
    const first = lease(a, key, 'first', 0, KEPT);
    const second = lease(b, key, 'second', 0, KEPT);
    expect(await first.take()).toEqual({ ok: true, value: { kind: 'taken' } });
    const lost: LostReason[] = [];
    first.keep((reason) => lost.push(reason));
    const untilAtStart = ((await a.get(key)) as { value: { until: number } }).value.until;
    // Two lease times later, still held (renewed), by the first alone.
    await sleep(2 * KEPT.ttlMs);
    const held = await second.take();
    expect(held.ok && held.value).toMatchObject({ kind: 'held', holder: 'first' });
    const stored = (await a.get(key)) as { value: { holder: string; until: number; version: number } };
    expect(stored.value.holder).toBe('first');
    expect(stored.value.until).toBeGreaterThan(untilAtStart + KEPT.ttlMs);
    expect(stored.value.version).toBeGreaterThan(5);
    expect(lost).toEqual([]);
    expect(first.held).toBe(true);
    // A clean stop writes it back empty: no wait for the second.
    expect(await first.release()).toEqual({ ok: true, value: true });
    expect(await second.take()).toEqual({ ok: true, value: { kind: 'taken' } });
    expect(lost).toEqual([]);
  });

  test('of a process that stopped renewing (killed) is taken over by a standby once it has expired, and not before', async () => {
    const [a, b] = await stores();
    const key = freshKey();
    const first = lease(a, key, 'first');
    // The lease ends ttl after the moment it was written, which is after this.
    const takenAt = Date.now();
    expect((await first.take()).ok).toBe(true);
    // Killed: no renewal from now on, and no release.
    first.stop();
    const second = lease(b, key, 'second');
    const told: string[] = [];
    const taken = await second.waitToTake(new AbortController().signal, (holder) => told.push(holder), (error) => told.push(error.code));
    expect(taken).toBe(true);
    expect(told).toEqual(['first']);
    expect(Date.now() - takenAt).toBeGreaterThan(TIMES.ttlMs + TIMES.marginMs);
    expect(((await b.get(key)) as { value: { holder: string } }).value.holder).toBe('second');
  });

  test('a holder whose lease another took over (its renewals were late) is told at its next renewal, once, and stops renewing', async () => {
    const [a, b] = await stores();
    const key = freshKey();
    // Longer times than the other tests': on a loaded machine a renewal a few hundred ms late would
    // make the holder stop on its own fence ("not renewed in time") before it reads the takeover.
    const times: LeaseTimes = { ...TIMES, ttlMs: 3_000, renewMs: 300 };
    const first = lease(a, key, 'first', 0, times);
    expect((await first.take()).ok).toBe(true);
    const lost: LostReason[] = [];
    first.keep((reason) => lost.push(reason));
    // A process whose clock is far ahead finds the lease long expired and takes it.
    const second = lease(b, key, 'second', 10 * times.ttlMs, times);
    expect(await second.take()).toEqual({ ok: true, value: { kind: 'taken' } });
    await vi.waitFor(() => expect(lost).toEqual([{ kind: 'taken over', holder: 'second' }]), { timeout: 2_000, interval: 5 });
    expect(first.held).toBe(false);
    await sleep(3 * times.renewMs);
    expect(lost).toHaveLength(1);
    // The first never wrote over the second.
    expect(((await b.get(key)) as { value: { holder: string } }).value.holder).toBe('second');
    // Nor does its release.
    expect(await first.release()).toEqual({ ok: true, value: false });
    expect(((await b.get(key)) as { value: { holder: string } }).value.holder).toBe('second');
  });

  test('a holder that cannot renew (the store fails) stops before a standby may take over, even one whose clock runs ahead by the margin', async () => {
    const [a, b] = await stores();
    let failing = false;
    const down = { ok: false, error: { code: 'STORE_UNAVAILABLE', message: 'down' } } as const;
    const flaky: GameStore = {
      ...a,
      get: (key) => (failing ? Promise.resolve(down) : a.get(key)),
      compareAndSet: (key, value, expected) => (failing ? Promise.resolve(down) : a.compareAndSet(key, value, expected)),
    };
    const key = freshKey();
    const first = lease(flaky, key, 'first', 0, KEPT);
    expect((await first.take()).ok).toBe(true);
    let lostAt = 0;
    const lost: LostReason[] = [];
    first.keep((reason) => {
      lostAt = Date.now();
      lost.push(reason);
    });
    await sleep(2 * KEPT.renewMs);
    failing = true;
    const until = ((await a.get(key)) as { value: { until: number } }).value.until;
    // A timer of the test's own for the moment the holder must stop: on a loaded machine both fire late alike.
    const due = new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), until - KEPT.marginMs - Date.now()));
    // Another host, its clock a margin ahead (the margin is on either side: up to two margins are safe), stands by.
    const second = lease(b, key, 'second', KEPT.marginMs, KEPT);
    let takenAt = 0;
    const standby = second.waitToTake(new AbortController().signal, () => {}, () => {}).then(() => (takenAt = Date.now()));
    await vi.waitFor(() => expect(lost).toEqual([{ kind: 'not renewed in time' }]), { timeout: 2 * KEPT.ttlMs, interval: 5 });
    // Stopped a margin before its lease ends by its own clock: no later than the test's timer for
    // that moment (give or take half a margin), however late the machine runs timers…
    expect(lostAt).toBeLessThanOrEqual((await due) + KEPT.marginMs / 2);
    await standby;
    // …and the standby took over only after that.
    expect(takenAt).toBeGreaterThan(lostAt);
    expect(((await b.get(key)) as { value: { holder: string } }).value.holder).toBe('second');
  });

  test('two standbys after an expiry: exactly one takes it', async () => {
    const [a, b] = await stores();
    const key = freshKey();
    expect(await a.compareAndSet(key, { holder: 'gone', until: Date.now() - 10 * TIMES.ttlMs, version: 7 }, null)).toEqual({ ok: true, value: true });
    for (let round = 0; round < 5; round++) {
      const contenders = [lease(a, key, `a${round}`), lease(b, key, `b${round}`)];
      const attempts = await Promise.all(contenders.map((c) => c.take()));
      expect(attempts.filter((x) => x.ok && x.value.kind === 'taken')).toHaveLength(1);
      expect(contenders.filter((c) => c.held)).toHaveLength(1);
      // Let it go stale for the next round.
      const winner = contenders.find((c) => c.held)!;
      const stored = (await a.get(key)) as { value: { version: number } };
      winner.stop();
      expect(await a.compareAndSet(key, { holder: 'gone', until: Date.now() - 10 * TIMES.ttlMs, version: stored.value.version + 1 }, stored.value.version)).toEqual({ ok: true, value: true });
    }
  });
});

describe('lease times', () => {
  test('a 30 s lease is renewed every 10 s and leaves 5 s on either side for the hosts’ clocks', () => {
    expect(leaseTimes(30)).toEqual({ ttlMs: 30_000, renewMs: 10_000, marginMs: 5_000, pollMs: 5_000 });
  });
});
