import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { registerCommands } from '../../src/bot/register.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { openStore, type GameStore } from '../../src/session/store.ts';
import { shardOfGuild, startFakeDiscord, type FakeDiscord } from '../../src/playground/discord/fake-discord.ts';
import { openGame } from './driver.ts';
import { startHarness, tempDir } from './harness.ts';
import { linesOf, startBot } from './processes.ts';
import { HOSTED } from '../../src/hosted.ts';

const HOUR = 3_600_000;

let discord: FakeDiscord | null = null;
let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  await discord?.close();
  discord = null;
});

async function open(url: string): Promise<GameStore> {
  const store = await openStore(url);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

/** The shared stores tried: a SQLite file always; Redis when a server is given (CI gives one, as for test/session/backends.test.ts). */
const REDIS_URL = process.env.STORE_TEST_REDIS_URL?.trim() || null;
if (REDIS_URL === null) console.warn('no Redis server given (STORE_TEST_REDIS_URL): two shards are tried on a SQLite file only');
const STORES: readonly [string, (dir: string) => string][] = [
  ['a SQLite file', (dir) => `sqlite://${join(dir, 'games.sqlite')}`],
  ...(REDIS_URL === null ? [] : [['Redis', () => REDIS_URL] as [string, (dir: string) => string]]),
];

describe('sharding', () => {
  test.each(STORES)('npm start with SHARDING=auto runs two shards on %s: each fires its own server’s deadline once, and they stop cleanly', async (_name, urlIn) => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const url = urlIn(dir.path);
    discord = await startFakeDiscord({ validate: true, recommendedShards: 2 });
    // A second server on the other shard (ids carry their creation millisecond, hence the wait).
    let other = discord.createGuild({ name: 'Other' });
    let guilds = 2;
    while (shardOfGuild(other.guild.id, 2) === shardOfGuild(discord.guildId, 2)) {
      await new Promise((done) => setTimeout(done, 1));
      other = discord.createGuild({ name: 'Other' });
      guilds++;
    }
    await registerCommands(HOSTED, { token: discord.botToken, devGuildId: other.guild.id, apiUrl: null }, discord.restOptions);

    // One bot process opens a game with a 1 h limit per move in each server, then stops.
    const h = await startHarness({ discord, store: await open(url), bot: { clock: new ManualClock(), aiDelayMs: 1 } });
    const here = await openGame(h, ['alice', 'bob'].map((username) => h.discord.createMember({ username })), { newOptions: { time_limit: '1h', timeout_player: 'auto' } });
    const there = await openGame(h, ['carol', 'dave'].map((username) => h.discord.createMember({ username, guildId: other.guild.id })), {
      channelId: other.channel.id,
      newOptions: { time_limit: '1h', timeout_player: 'auto' },
    });
    await h.bot.stop();
    // Both moves have had 2 h of play time by the next start: both clocks are out.
    const played = await h.store.get('playtime:main');
    const reached = played.ok ? ((played.value as { ms?: number } | undefined)?.ms ?? 0) : 0;
    expect((await h.store.set('playtime:main', { ms: reached + 2 * HOUR })).ok).toBe(true);
    await h.store.close();
    const before = discord.messages(discord.channelId).length + discord.messages(other.channel.id).length;

    const bot = startBot({ DISCORD_TOKEN: discord.botToken, DISCORD_API_URL: discord.apiUrl, STORE_URL: url, SHARDING: 'auto', SHARD_SPAWN_DELAY_MS: '0' }, dir.path, cleanups);
    const err = bot.err;

    const timedOut = (channelId: string) => discord!.messages(channelId).filter((m) => m.content.startsWith('⌛'));
    await vi.waitFor(
      () => {
        if (!bot.running()) throw new Error(`exited:\n${err()}`);
        expect(err()).toContain('every shard is ready');
        expect(linesOf(err(), 'games resumed')).toHaveLength(2);
        expect(timedOut(discord!.channelId)).toHaveLength(1);
        expect(timedOut(other.channel.id)).toHaveLength(1);
      },
      { timeout: 120_000, interval: 50 },
    );
    // The shards' gateway sessions (the first bot's ended when it stopped).
    expect(discord.sessions().filter((session) => session.state === 'live').map((session) => session.shard).sort()).toEqual([[0, 2], [1, 2]]);
    bot.kill('SIGTERM');
    expect(await bot.exited).toBe(0);

    // Each shard was told only its own server, resumed only its game and fired only its deadline, once.
    const home = shardOfGuild(discord.guildId, 2);
    const away = shardOfGuild(other.guild.id, 2);
    // The other server alone on its shard; the first one with the servers made on the way on the other.
    const loggedIn = new Map(linesOf(err(), 'logged in').map((line) => [line.shard, line.guilds]));
    expect([loggedIn.get(home), loggedIn.get(away)]).toEqual([guilds - 1, 1]);
    expect(linesOf(err(), 'games resumed').map((line) => [line.shard, line.playing]).sort()).toEqual([[0, 1], [1, 1]]);
    expect(linesOf(err(), 'move timed out').map((line) => [line.shard, line.game]).sort()).toEqual(
      [[home, here.gameId], [away, there.gameId]].sort(),
    );
    expect(timedOut(discord.channelId)).toHaveLength(1);
    expect(timedOut(other.channel.id)).toHaveLength(1);
    expect(discord.messages(discord.channelId).length + discord.messages(other.channel.id).length).toBeGreaterThan(before);
    const store = await open(url);
    cleanups.push(() => store.close());
    for (const table of [here, there]) {
      const stored = await store.get(`game:${table.gameId}`);
      // One move played for the player out of time, no more.
      const clock = stored.ok ? (stored.value as { clock: { notes?: { kind: string; moveNumber: number }[] } }).clock : null;
      expect(clock?.notes?.map((note) => [note.kind, note.moveNumber]), table.gameId).toEqual([['timeout', 0]]);
    }
    expect(err()).toContain('stopping the shards');
    expect(linesOf(err(), 'bot stopped').map((line) => line.shard).sort()).toEqual([0, 1]);
    expect(err()).not.toContain('ERROR');
    discord.assertNoUnexpectedRequests();
  }, 180_000);
});
