import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { decodeCustomId } from '../../src/bot/custom-id.ts';
import { openStore } from '../../src/session/store.ts';
import { startFakeDiscord, type FakeDiscord, type FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { buttonsOf, tempDir } from './harness.ts';
import { BUILT_MAIN } from './processes.ts';
import { HOSTED } from '../../src/hosted.ts';

let discord: FakeDiscord | null = null;
let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  await discord?.close();
  discord = null;
});

/** The bot as `npm start` runs it (compiled: this run's build), on the local Discord and a SQLite file; `crash` makes it SIGKILL itself right after posting a turn message. */
function startBot(fake: FakeDiscord, dir: string, crash: boolean) {
  const child = spawn(process.execPath, [BUILT_MAIN], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      DISCORD_TOKEN: fake.botToken,
      DISCORD_API_URL: fake.apiUrl,
      STORE_URL: `sqlite://${join(dir, 'games.sqlite')}`,
      LOG_LEVEL: 'info',
      HEALTH_LOG_SECONDS: '0',
      RENDER_WORKERS: '0',
      RENDER_MAX_SIDE: '200',
      RENDER_WARM_UP: 'off',
      // A short lease: the restarted bot takes over from the killed one in seconds, not the default 30.
      LEASE_SECONDS: '4',
      ...(crash ? { BOT_TEST_SIGKILL_AFTER_TURN_POST: '1' } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((done) => child.on('exit', (code, signal) => done(signal ?? code)));
  cleanups.push(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')));
  const waitFor = (what: () => void, timeout = 60_000) =>
    vi.waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${err}`);
        what();
      },
      { timeout, interval: 20 },
    );
  return { child, exited, err: () => err, waitFor };
}

/** The custom id of a lobby button. */
function lobbyButton(lobby: FakeMessage, action: string): string {
  const found = buttonsOf(lobby).find(({ id }) => id.kind === 'lobby' && id.action === action);
  if (found === undefined) throw new Error(`no ${action} button on the lobby`);
  return found.component.custom_id;
}

/** The channel's messages with a game's own controls (turn messages), and those of them still live. */
function turnMessages(fake: FakeDiscord): { all: FakeMessage[]; live: FakeMessage[] } {
  const gameKinds = new Set<string>(HOSTED.discords.flatMap((d) => d.customIds.map((spec) => spec.kind)));
  const isTurn = (m: FakeMessage) => m.authorId === fake.botUser.id && /your turn/i.test(m.content);
  const all = fake.messages().filter(isTurn);
  const live = all.filter((m) => buttonsOf(m).some(({ id, component }) => gameKinds.has(id.kind) && component.disabled !== true));
  return { all, live };
}

/**
 * A bot killed between posting a game's first turn message and recording its id, then started
 * again: within Discord's nonce window the repost gives the same message back; after it, a new
 * one is posted and the old one loses its buttons.
 */
describe('a bot killed right after posting a turn message', () => {
  test.each([
    ['within the nonce window: no second turn message, the first one is the recorded one', 5 * 60_000],
    ['after the nonce window: the new turn message is the only one with live buttons', 0],
  ])('%s', async (_name, nonceWindowMs) => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const fake = (discord = await startFakeDiscord({ validate: true, nonceWindowMs }));
    const [alice, bob] = ['alice', 'bob'].map((username) => fake.createMember({ username }));

    const first = startBot(fake, dir.path, true);
    await first.waitFor(() => expect(first.err()).toContain('games resumed'));
    const lobby = await fake.slashCommand({ user: alice, name: 'chacun', subcommand: 'new' }).reply(20_000);
    await fake.clickButton({ user: bob, messageId: lobby.id, customId: lobbyButton(lobby, 'join') }).callback();
    await vi.waitFor(() => expect(fake.message(lobby.id)!.revision).toBeGreaterThan(lobby.revision), { timeout: 20_000, interval: 20 });
    fake.clickButton({ user: alice, messageId: lobby.id, customId: lobbyButton(fake.message(lobby.id)!, 'start') });
    expect(await first.exited).toBe('SIGKILL');
    const posted = turnMessages(fake).all;
    expect(posted).toHaveLength(1);
    const gameId = decodeCustomId(lobbyButton(lobby, 'start'))!.gameId;
    const store = await openStore(`sqlite://${join(dir.path, 'games.sqlite')}`);
    if (!store.ok) throw new Error(store.error.message);
    const stored = async () => {
      const read = await store.value.get(`game:${gameId}`);
      return read.ok ? (read.value as { status: string; messageIds: Record<string, string> }) : null;
    };
    // The crash came before the turn message's id was written.
    expect(await stored()).toMatchObject({ status: 'playing', messageIds: {} });
    await store.value.close();

    const since = fake.nextSeq();
    const second = startBot(fake, dir.path, false);
    // The turn announced again; then one turn message with live buttons is left (at once, or once strays are cleared).
    await second.waitFor(() => {
      const requests = fake.events().filter((e) => e.seq >= since && e.kind === 'request');
      expect(requests.map((e) => (e as { route?: string }).route)).toContain('message.create');
    });
    await second.waitFor(() => expect(turnMessages(fake).live).toHaveLength(1), 30_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.err()).not.toContain('ERROR');

    const { all, live } = turnMessages(fake);
    expect(live).toHaveLength(1);
    if (nonceWindowMs > 0) expect(all.map((m) => m.id)).toEqual([posted[0].id]);
    else expect(all.map((m) => m.id)).toEqual([posted[0].id, live[0].id]);
    const reopened = await openStore(`sqlite://${join(dir.path, 'games.sqlite')}`);
    if (!reopened.ok) throw new Error(reopened.error.message);
    cleanups.push(() => reopened.value.close());
    const read = await reopened.value.get(`game:${gameId}`);
    expect(read.ok && (read.value as { messageIds: Record<string, string> }).messageIds.turn).toBe(live[0].id);
    fake.assertNoUnexpectedRequests();
  }, 120_000);
});
