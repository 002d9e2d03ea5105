import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { registerCommands } from '../../src/bot/register.ts';
import type { GameState } from '../../src/games/tchu/engine/state.ts';
import { SessionManager } from '../../src/session/manager.ts';
import type { GameStore } from '../../src/session/store.ts';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type InteractionHandle } from '../../src/playground/discord/fake-discord.ts';
import { buttonsOf, findButton, selectOf, tempDir } from './harness.ts';
import { linesOf, openTestStore, serverUrl, startBot, type BotProcess } from './processes.ts';
import { HOSTED } from '../../src/hosted.ts';

/**
 * Two bot processes started on one store (the bot started twice, or a second host with the
 * same shards): the second stands by and never handles a click, and takes over when the first
 * is killed. The stores: a SQLite file always; Redis and PostgreSQL when their servers are given
 * (STORE_TEST_REDIS_URL, STORE_TEST_POSTGRES_URL, as for test/session/backends.test.ts), each in
 * a database of its own.
 */
const STORES: readonly (readonly [string, (dir: string) => Promise<string | null>, boolean])[] = [
  ['a SQLite file', async (dir) => `sqlite://${join(dir, 'games.sqlite')}`, true],
  ['Redis', () => serverUrl('redis', 11), (process.env.STORE_TEST_REDIS_URL?.trim() ?? '') !== ''],
  ['PostgreSQL', () => serverUrl('postgres', 11), (process.env.STORE_TEST_POSTGRES_URL?.trim() ?? '') !== ''],
];
for (const [name, , given] of STORES) if (!given) console.warn(`no ${name} server given: two bot processes are not tried on it`);

// Ten games at once make the race of both players' first tickets on each; twenty took a minute
// per store beside the rest of the suite (docs/performance.md, 2026-11-30, night).
const GAMES = 10;

/** Runs a test with its own list of clean-ups (the stores' cases run at the same time); a failure shows the warnings and errors of its bots. */
async function withCleanups(body: (cleanups: (() => unknown)[], bots: BotProcess[]) => Promise<void>): Promise<void> {
  const cleanups: (() => unknown)[] = [];
  const bots: BotProcess[] = [];
  try {
    await body(cleanups, bots);
  } catch (error) {
    const said = bots.map((bot, i) => `bot ${i + 1} (pid ${bot.pid}):\n${bot.err().split('\n').filter((line) => / (WARN|ERROR) /.test(line)).join('\n')}`);
    if (error instanceof Error) error.message += `\n${said.join('\n')}`;
    throw error;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** A process's exit, or a failure after `timeoutMs` saying what was awaited (a hang then fails with the bots' warnings, not the test's time-out). */
async function exitOf(bot: BotProcess, what: string, timeoutMs = 30_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: no exit after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([bot.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The tCHu game of a channel as stored. */
async function stored(store: GameStore, gameId: string): Promise<{ status: string; state: GameState; seats: { seat: string; userId: string | undefined }[] }> {
  const loaded = await new SessionManager(store, HOSTED).getGame(gameId);
  if (!loaded.ok || loaded.value.state === null) throw new Error(`game ${gameId}: ${loaded.ok ? 'no state' : loaded.error.code}`);
  const { session, state } = loaded.value;
  return { status: session.status, state: state as GameState, seats: session.seats.map((s) => ({ seat: s.seat, userId: s.player.type === 'human' ? s.player.userId : undefined })) };
}

/** The bot's messages of a channel whose embed title matches. */
function titled(d: FakeDiscord, channelId: string, title: RegExp): FakeMessage[] {
  return d.messages(channelId).filter((m) => title.test(m.embeds[0]?.title ?? ''));
}

/** The newest message of a channel with a tCHu Play button. */
function playMessage(d: FakeDiscord, channelId: string): FakeMessage | undefined {
  return [...d.messages(channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'tchu-play' && b.component.disabled !== true));
}

describe('two bot processes on one store', () => {
  // The three stores at once: most of the time is spent waiting for processes and leases.
  test.concurrent.each(STORES.filter(([, , given]) => given))(
    'on %s: the second stands by and never handles a click; both players of 10 tCHu games choose their first tickets at once and both choices are kept, each told once; killed, the first is replaced by the second and the games go on',
    (name, urlOf) => withCleanups(async (cleanups, bots) => {
      const dir = await tempDir();
      cleanups.push(dir.remove);
      const url = (await urlOf(dir.path))!;
      const d = await startFakeDiscord({ validate: true });
      cleanups.push(() => d.close());
      await registerCommands(HOSTED, { token: d.botToken, devGuildId: d.guildId, apiUrl: null }, d.restOptions);
      const store = await openTestStore(url, cleanups);
      // A lease left by an earlier run of this test (the databases of the servers are kept).
      expect((await store.delete('lease:0/1')).ok).toBe(true);
      // A short lease (the bot's default is 30 s), long enough that a busy machine's stalls leave it to its holder: 4 s was
      // not, with three stores' bots drawing 20 games each (ten since) beside the rest of the suite (the holder lost it, "not renewed in time").
      const env = { DISCORD_TOKEN: d.botToken, DISCORD_API_URL: d.apiUrl, STORE_URL: url, LEASE_SECONDS: '8' };

      const first = startBot(env, dir.path, cleanups);
      bots.push(first);
      await first.waitFor('games resumed');
      const second = startBot(env, dir.path, cleanups);
      bots.push(second);
      // A third with STANDBY=exit stops at once, saying why (tried on one store: it is the same code on all).
      const third = name === STORES[0][0] ? startBot({ ...env, STANDBY: 'exit' }, dir.path, cleanups) : null;
      await second.waitFor('standing by', 30_000);
      const holder = linesOf(first.err(), 'lease taken: serving this shard')[0]?.holder;
      expect(holder).toEqual(expect.stringContaining(`:${first.pid}:`));
      expect(linesOf(second.err(), 'another process serves this shard: standing by until its lease ends (STANDBY=wait)')).toEqual([
        expect.objectContaining({ lease: 'lease:0/1', heldBy: holder }),
      ]);

      // Ten games of two people, each in its own channel, all through the processes.
      const alice = d.createMember({ username: 'alice', globalName: 'Alice' });
      const bob = d.createMember({ username: 'bob', globalName: 'Bob' });
      const sent: InteractionHandle[] = [];
      const send = (handle: InteractionHandle): InteractionHandle => {
        sent.push(handle);
        return handle;
      };
      const tables = await Promise.all(
        Array.from({ length: GAMES }, async (_, i) => {
          const channelId = d.createTextChannel({ name: `table-${i}` }).id;
          const lobby = await send(d.slashCommand({ user: alice, name: 'tchu', subcommand: 'new', channelId })).reply(30_000);
          await send(d.clickButton({ user: bob, messageId: lobby.id, customId: findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id })).callback(30_000);
          await vi.waitFor(() => expect(JSON.stringify(d.message(lobby.id))).toContain('Bob'), { timeout: 30_000, interval: 20 });
          const joined = d.message(lobby.id)!;
          await send(d.clickButton({ user: alice, messageId: lobby.id, customId: findButton(joined, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id })).callback(30_000);
          const turn = await vi.waitFor(() => playMessage(d, channelId) ?? Promise.reject(new Error('no turn message')), { timeout: 30_000, interval: 20 });
          expect(turn.embeds[0]?.title).toBe('First tickets');
          return { channelId, gameId: buttonsOf(lobby)[0].id.gameId, turn };
        }),
      );
      if (third !== null) {
        expect(await exitOf(third, 'the third process, STANDBY=exit')).toBe(1);
        expect(linesOf(third.err(), 'another process serves this shard: exiting (STANDBY=exit)')).toEqual([expect.objectContaining({ heldBy: holder })]);
      }

      // Both players open their panels, then choose three tickets at the same instant, in every game.
      const panels = await Promise.all(
        tables.flatMap(({ turn }) => [alice, bob].map((user) => send(d.clickButton({ user, messageId: turn.id, customId: findButton(turn, 'tchu-play').custom_id })).reply(30_000))),
      );
      const choices = tables.flatMap((_, t) =>
        [alice, bob].map((user, u) => {
          const panel = panels[2 * t + u];
          const select = selectOf(panel)!;
          return { user, panelId: panel.id, handle: send(d.selectMenu({ user, messageId: panel.id, customId: select.custom_id, values: select.options.slice(0, 3).map((o) => o.value) })) };
        }),
      );
      await Promise.all(choices.map(({ handle }) => handle.callback(30_000)));
      for (const { channelId } of tables) await vi.waitFor(() => expect(titled(d, channelId, /^Turn 1 — /)).toHaveLength(1), { timeout: 30_000, interval: 20 });

      const toldKept = (panelId: string) => /Tickets kept/.test(JSON.stringify(d.message(panelId)?.embeds ?? []));
      for (const [t, { channelId, gameId }] of tables.entries()) {
        const game = await stored(store, gameId);
        // No choice lost: both players hold their three tickets, and the game is on.
        expect(game.state.step, gameId).toBe('TURN');
        for (const { seat } of game.seats) expect(game.state.playerStates[game.state.players.indexOf(seat)].tickets, `${gameId} ${seat}`).toHaveLength(3);
        // One turn message per step, however the clicks crossed.
        expect(titled(d, channelId, /^First tickets$/), gameId).toHaveLength(1);
        expect(titled(d, channelId, /^Turn 1 — /), gameId).toHaveLength(1);
        expect(titled(d, channelId, /^Turn 1 — /)[0].embeds[0]?.description, gameId).toMatch(/Alice kept 3 first tickets[^]*Bob kept 3 first tickets|Bob kept 3 first tickets[^]*Alice kept 3 first tickets/);
        // The one who chose first was told "Tickets kept", the other got the game's first turn: each told once, and truly.
        expect([choices[2 * t], choices[2 * t + 1]].filter((c) => toldKept(c.panelId)), gameId).toHaveLength(1);
      }
      // Every interaction reached one process: the second never logged in.
      expect(sent.map((handle) => handle.delivered).filter((n) => n !== 1)).toEqual([]);
      expect(d.sessions().filter((s) => s.state === 'live')).toHaveLength(1);
      expect(second.err()).not.toContain('logged in');
      expect(first.err()).not.toContain('ERROR');

      // The first is killed: the second takes over once its lease has ended, logs in and resumes the ten games.
      const killedAt = Date.now();
      first.kill('SIGKILL');
      await second.waitFor('games resumed', 30_000);
      // Not before the lease has ended (at least 8 s less a renewal period after its last renewal) and a margin.
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(3_000);
      expect(linesOf(second.err(), 'games resumed')).toEqual([expect.objectContaining({ playing: GAMES })]);
      // The player to move draws two cards from the deck (in a quarter of the games: enough to see them go on), with one message per turn.
      await Promise.all(
        tables.slice(0, Math.ceil(GAMES / 4)).map(async ({ channelId, gameId }) => {
          const game = await stored(store, gameId);
          const userId = game.seats.find((s) => s.seat === game.state.players[game.state.current])!.userId;
          const user = userId === alice.id ? alice : bob;
          const turn = playMessage(d, channelId)!;
          // The face-up cards and the deck are buttons of the panel Play opens.
          const panel = await send(d.clickButton({ user, messageId: turn.id, customId: findButton(turn, 'tchu-play').custom_id })).reply(30_000);
          for (let card = 0; card < 2; card++) {
            const deck = buttonsOf(d.message(panel.id)!).find((b) => b.id.kind === 'tchu-card' && b.component.disabled !== true && (b.component.label ?? '').startsWith('Deck'))!;
            await send(d.clickButton({ user, messageId: panel.id, customId: deck.component.custom_id })).reply(30_000);
          }
          await vi.waitFor(() => expect(titled(d, channelId, /^Turn 2 — /)).toHaveLength(1), { timeout: 30_000, interval: 20 });
          expect((await stored(store, gameId)).state.playerStates.map((p) => p.cards.length).reduce((a, b) => a + b)).toBeGreaterThan(0);
        }),
      );
      expect(sent.map((handle) => handle.delivered).filter((n) => n !== 1)).toEqual([]);
      // Killed between two writes, the first may have left a turn message's id unwritten: the second then posts that turn again, once (see docs/operations.md, Storage and restarts).
      for (const { channelId } of tables) expect(titled(d, channelId, /^Turn 1 — /).length).toBeLessThanOrEqual(2);
      expect(second.err()).not.toContain('ERROR');

      // Another process now holds the lease (the second's renewals were late, say): the second stops at once, saying so.
      const lease = (await store.get('lease:0/1')) as { ok: true; value: { version: number } };
      expect((await store.compareAndSet('lease:0/1', { holder: 'intruder', until: Date.now() + 60_000, version: lease.value.version + 1 }, lease.value.version)).ok).toBe(true);
      expect(await exitOf(second, 'the second process, its lease taken')).toBe(1);
      expect(linesOf(second.err(), 'lease lost: another process may serve this shard now; stopping at once')).toEqual([
        expect.objectContaining({ reason: 'taken over', heldBy: 'intruder' }),
      ]);
      expect(d.sessions().filter((s) => s.state === 'live')).toHaveLength(0);
      d.assertNoUnexpectedRequests();
    }),
    150_000,
  );
});

