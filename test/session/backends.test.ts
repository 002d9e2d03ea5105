import { afterEach, describe, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { replay } from '../../src/games/chacun/engine/record.ts';
import { SessionManager, type SessionResult } from '../../src/session/manager.ts';
import { openStore, type GameStore } from '../../src/session/store.ts';
import { ALICE, BOB, CAROL, chacunRecord, GUILD, playRandomly } from './helpers.ts';
import { HOSTED } from '../../src/hosted.ts';

/**
 * The Redis and PostgreSQL stores against real servers. `.ci/run` starts them on loopback and
 * passes their URLs; without a URL (a machine with no server) these tests are skipped and say so.
 */
const SERVERS = [
  ['Redis', process.env.STORE_TEST_REDIS_URL],
  ['PostgreSQL', process.env.STORE_TEST_POSTGRES_URL],
] as const;

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const opened: GameStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

async function open(url: string): Promise<GameStore> {
  const store = await openStore(url, { timeoutMs: 5_000 });
  if (!store.ok) throw new Error(`${store.error.code}: ${store.error.message}`);
  opened.push(store.value);
  return store.value;
}

for (const [name, url] of SERVERS) {
  describe.runIf(url !== undefined && url !== '')(`a ${name} store`, () => {
    test('keeps JSON values as written, and deletes them', async () => {
      const store = await open(url!);
      const key = `backend-test:${Date.now()}:${Math.random()}`;
      const written = { text: ':colon first', accents: 'Bérénice ✓', list: [1, 2.5, null], nested: { ok: true } };
      expect((await store.set(key, written)).ok).toBe(true);
      expect(await store.get(key)).toEqual({ ok: true, value: written });
      expect((await store.delete(key)).ok).toBe(true);
      expect(await store.get(key)).toEqual({ ok: true, value: undefined });
    });

    test('lists the keys of a prefix with their values (how ended games are counted late), and only those', async () => {
      const store = await open(url!);
      expect(store.scan).toBeDefined();
      const prefix = `backend-scan:${Date.now()}:${Math.random()}:`;
      const written = new Map(Array.from({ length: 25 }, (_, i) => [`${prefix}${i}`, { n: i, name: `Bérénice ${i}` }] as const));
      for (const [key, v] of written) expect((await store.set(key, v)).ok).toBe(true);
      expect((await store.set(`${prefix.slice(0, -1)}-other:1`, { n: -1 })).ok).toBe(true);
      const seen = new Map<string, unknown>();
      const counted = await store.scan!(prefix, (key, v) => seen.set(key, v));
      expect(counted).toEqual({ ok: true, value: 25 });
      expect(seen).toEqual(written);
      for (const key of [...written.keys(), `${prefix.slice(0, -1)}-other:1`]) await store.delete(key);
    });

    test('holds a game across a restart to its end, its points those of its record', async () => {
      // A channel of its own, so that runs against the same server never meet.
      const channelId = `3${String(Date.now()).padStart(17, '0')}`;
      const random = new Random(7);
      const first = new SessionManager(await open(url!), HOSTED);
      value(await first.createLobby({ game: 'chacun', guildId: GUILD, channelId, creator: ALICE, locale: 'en' }));
      value(await first.join(channelId, BOB));
      value(await first.join(channelId, CAROL));
      const started = value(await first.start(channelId, { userId: ALICE.userId, seed: 31 }));
      const halfway = await playRandomly(first, channelId, started, random, 40);
      expect(halfway.session.status).toBe('playing');

      // A restart: another connection, nothing in memory.
      const second = new SessionManager(await open(url!), HOSTED);
      const active = value(await second.activeSessions([GUILD]));
      const resumed = active.sessions.find((s) => s.session.id === halfway.session.id);
      expect(resumed?.session).toEqual(halfway.session);
      const end = await playRandomly(second, channelId, resumed!, random);
      expect(end.session.status).toBe('finished');
      expect(value(await second.history(channelId))).toContain(end.session.id);
      const record = chacunRecord(value(await second.getGame(end.session.id)).session);
      expect(replay(record).state.points).toEqual(end.state.points);
    });
  });
}

describe('a store server that is down', () => {
  test.each([
    ['redis://127.0.0.1:1'],
    ['postgres://chacun@127.0.0.1:1/chacun'],
  ])('%s: opening it is STORE_UNAVAILABLE, not a crash', async (target) => {
    const store = await openStore(target, { timeoutMs: 3_000 });
    expect(store.ok ? 'opened' : store.error.code).toBe('STORE_UNAVAILABLE');
  });
});

test('the servers this run has', () => {
  const missing = SERVERS.filter(([, url]) => url === undefined || url === '').map(([name]) => name);
  if (missing.length > 0) console.warn(`no ${missing.join(' or ')} server given: those store tests are skipped (see .ci/run)`);
  expect(SERVERS.length).toBe(2);
});
