import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { registerCommands } from '../../src/bot/register.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { shardOfGuild, startFakeDiscord, type FakeDiscord } from '../../src/playground/discord/fake-discord.ts';
import { openGame } from './driver.ts';
import { startHarness, tempDir } from './harness.ts';
import { linesOf, openTestStore, serverUrl, startBot } from './processes.ts';
import { HOSTED } from '../../src/hosted.ts';

const HOUR = 3_600_000;

/** Redis when a server is given (a database of its own), else a SQLite file: two hosts on one machine share it as well. */
const REDIS = (process.env.STORE_TEST_REDIS_URL?.trim() ?? '') !== '';
if (!REDIS) console.warn('no Redis server given (STORE_TEST_REDIS_URL): the hosts share a SQLite file instead');

let discord: FakeDiscord | null = null;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await discord?.close();
  discord = null;
});

describe('hosts splitting the shards (SHARD_LIST, SHARD_COUNT)', () => {
  test(`two hosts, shards 0 and 1 of 2, on ${REDIS ? 'one Redis' : 'one SQLite file'}: each serves its own server and fires its reminder once; a third host for shard 0 stands by, and takes over when the first stops`, async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const url = REDIS ? (await serverUrl('redis', 12))! : `sqlite://${join(dir.path, 'games.sqlite')}`;
    const d = (discord = await startFakeDiscord({ validate: true }));
    // A second server on the other shard (ids carry their creation millisecond, hence the wait).
    let other = d.createGuild({ name: 'Other' });
    while (shardOfGuild(other.guild.id, 2) === shardOfGuild(d.guildId, 2)) {
      await new Promise((done) => setTimeout(done, 1));
      other = d.createGuild({ name: 'Other' });
    }
    await registerCommands(HOSTED, { token: d.botToken, devGuildId: other.guild.id, apiUrl: null }, d.restOptions);

    // One bot opens a game with hourly reminders in each server, then stops.
    const store = await openTestStore(url, cleanups);
    for (const key of ['lease:0/2', 'lease:1/2']) expect((await store.delete(key)).ok).toBe(true);
    const h = await startHarness({ discord: d, store, bot: { clock: new ManualClock(), aiDelayMs: 1 } });
    const here = await openGame(h, ['alice', 'bob'].map((username) => d.createMember({ username })), { newOptions: { reminders: '1h' } });
    const there = await openGame(h, ['carol', 'dave'].map((username) => d.createMember({ username, guildId: other.guild.id })), { channelId: other.channel.id, newOptions: { reminders: '1h' } });
    await h.bot.stop();
    // An hour and a half of play time by the next start: each game is owed one reminder.
    const played = await store.get('playtime:main');
    const reached = played.ok ? ((played.value as { ms?: number } | undefined)?.ms ?? 0) : 0;
    expect((await store.set('playtime:main', { ms: reached + 1.5 * HOUR })).ok).toBe(true);

    const env = { DISCORD_TOKEN: d.botToken, DISCORD_API_URL: d.apiUrl, STORE_URL: url, SHARD_COUNT: '2', SHARD_SPAWN_DELAY_MS: '0', LEASE_SECONDS: '4' };
    const home = shardOfGuild(d.guildId, 2);
    const away = 1 - home;
    const first = startBot({ ...env, SHARD_LIST: String(home) }, dir.path, cleanups);
    const second = startBot({ ...env, SHARD_LIST: String(away) }, dir.path, cleanups);
    await first.waitFor('every shard is ready', 90_000);
    await second.waitFor('every shard is ready', 90_000);
    // A third host given the first one's shard: it stands by.
    const third = startBot({ ...env, SHARD_LIST: String(home) }, dir.path, cleanups);
    await third.waitFor('shards started, some standing by for another process', 90_000);
    expect(linesOf(third.err(), 'another process serves this shard: standing by until its lease ends (STANDBY=wait)')).toEqual([
      expect.objectContaining({ shard: home, lease: `lease:${home}/2` }),
    ]);

    const reminders = (channelId: string) => d.messages(channelId).filter((m) => m.content.startsWith('⏰'));
    await vi.waitFor(
      () => {
        expect(reminders(d.channelId)).toHaveLength(1);
        expect(reminders(other.channel.id)).toHaveLength(1);
      },
      { timeout: 30_000, interval: 50 },
    );
    // Each host logged in as its own shard, resumed only its own server's game, and the gateway has one session per shard.
    expect(linesOf(first.err(), 'logged in').map((line) => line.shard)).toEqual([home]);
    expect(linesOf(second.err(), 'logged in').map((line) => line.shard)).toEqual([away]);
    expect(linesOf(first.err(), 'games resumed')).toEqual([expect.objectContaining({ shard: home, playing: 1 })]);
    expect(linesOf(second.err(), 'games resumed')).toEqual([expect.objectContaining({ shard: away, playing: 1 })]);
    expect(linesOf(third.err(), 'logged in')).toEqual([]);
    expect(d.sessions().filter((s) => s.state === 'live').map((s) => s.shard).sort()).toEqual([[0, 2], [1, 2]]);

    // The first host stops: its shard lets go of the lease, and the third's takes over at once, without a second reminder.
    first.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await third.waitFor('games resumed', 30_000);
    expect(linesOf(third.err(), 'games resumed')).toEqual([expect.objectContaining({ shard: home, playing: 1 })]);
    expect(d.sessions().filter((s) => s.state === 'live').map((s) => s.shard).sort()).toEqual([[0, 2], [1, 2]]);
    await new Promise((done) => setTimeout(done, 500));
    expect(reminders(d.channelId)).toHaveLength(1);
    expect(reminders(other.channel.id)).toHaveLength(1);
    for (const table of [here, there]) {
      const game = await store.get(`game:${table.gameId}`);
      // One reminder stored as sent for the move, no more.
      expect(game.ok && (game.value as { clock: { reminded: number } }).clock.reminded, table.gameId).toBe(1);
    }

    second.kill('SIGTERM');
    third.kill('SIGTERM');
    expect([await second.exited, await third.exited]).toEqual([0, 0]);
    for (const host of [first, second, third]) expect(host.err()).not.toContain('ERROR');
    d.assertNoUnexpectedRequests();
  }, 150_000);
});
