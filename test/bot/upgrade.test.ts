import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { openStore, type GameStore } from '../../src/session/store.ts';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { expectFinishedAsReplayed, loaded, playerToMove, playTurnByClicks, type Table } from './driver.ts';
import { act, privateText, startHarness, tempDir, turnMessage, type Harness } from './harness.ts';

/**
 * Games stored by the version before games became modules (format 1, commit 37badf9), in a
 * SQLite file that version wrote through the real bot: test/fixtures/upgrade/ (how it was made:
 * make-upgrade-store.ts.txt; what it holds: upgrade-store.json). They must load and go on after
 * the upgrade, and the buttons that version posted must still work.
 */
const FIXTURE = new URL('../fixtures/upgrade/', import.meta.url);

interface FixtureCase {
  readonly channelId: string;
  readonly gameId: string;
  readonly status: string;
  readonly moveNumber: number;
  readonly people: readonly { readonly userId: string; readonly username: string }[];
  readonly turnMessage?: { readonly content: string; readonly rawComponents: readonly unknown[] } | null;
  readonly openPanel?: { readonly rawComponents: readonly unknown[] };
  readonly lobbyMessage?: { readonly rawComponents: readonly unknown[] };
  readonly latestBotMessage?: { readonly rawComponents: readonly unknown[] };
}

interface Fixture {
  readonly discordSetup: {
    readonly worldClock: number;
    readonly channels: readonly { readonly case: string; readonly name: string }[];
    readonly users: readonly { readonly username: string; readonly globalName: string }[];
  };
  readonly cases: Readonly<Record<'a' | 'b' | 'c' | 'd' | 'e', FixtureCase>>;
}

let h: Harness | null = null;
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
  await cleanup?.();
  cleanup = null;
});

/**
 * The stand-in's world as the fixture's was made: the same calls in the same order with the
 * clock pinned, so the guild, channels and users get the same ids (snowflakes come from the clock).
 */
async function recreateWorld(fixture: Fixture): Promise<{ discord: FakeDiscord; users: Map<string, FakeUser> }> {
  const realNow = Date.now;
  Date.now = () => fixture.discordSetup.worldClock;
  try {
    const discord = await startFakeDiscord({ validate: true });
    for (const channel of fixture.discordSetup.channels) discord.createTextChannel({ name: channel.name });
    const users = new Map<string, FakeUser>();
    for (const user of fixture.discordSetup.users) {
      const member = discord.createMember({ username: user.username, globalName: user.globalName });
      users.set(member.id, member);
    }
    return { discord, users };
  } finally {
    Date.now = realNow;
  }
}

/**
 * Writes the SQLite file that version left, from its committed SQL dump (the same table and the
 * same rows, byte for byte): the repository holds no database file.
 */
async function restoreFixtureStore(file: string): Promise<void> {
  const sqlite3 = createRequire(import.meta.url)('sqlite3') as { Database: new (path: string) => { exec(sql: string, done: (error: Error | null) => void): void; close(done: (error: Error | null) => void): void } };
  const sql = await readFile(new URL('upgrade-store.sql', FIXTURE), 'utf8');
  const db = new sqlite3.Database(file);
  await new Promise<void>((done, fail) => db.exec(sql, (error) => (error === null ? done() : fail(error))));
  await new Promise<void>((done, fail) => db.close((error) => (error === null ? done() : fail(error))));
}

async function sqlite(file: string): Promise<GameStore> {
  const store = await openStore(`sqlite://${file}`);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

/** Plays a game to its end by clicks, the AI players' turns in between. */
async function playToTheEnd(table: Table, random: Random): Promise<void> {
  for (let turns = 0; ; turns++) {
    if (turns > 300) throw new Error('the game does not end');
    const { session } = await loaded(table);
    if (session.status !== 'playing') {
      // The end is announced once the last move is stored (after an AI's move, by the AI turns).
      await vi.waitFor(() => expect(table.h.discord.lastMessage(table.channelId)?.embeds[0]?.title).toMatch(/Game over|Partie terminée/), { timeout: 20_000, interval: 10 });
      return;
    }
    if ((await playerToMove(table)) !== null) {
      await playTurnByClicks(table, random);
      continue;
    }
    // An AI player's turn: it plays after its (short) pause.
    const move = session.moveNumber;
    await vi.waitFor(async () => expect((await loaded(table)).session.moveNumber).toBeGreaterThan(move), { timeout: 20_000, interval: 10 });
    await table.h.settle();
  }
}

describe('games stored before games became modules', () => {
  test('load after the upgrade, old buttons still work, and every game goes on to its end', async () => {
    const fixture = JSON.parse(await readFile(new URL('upgrade-store.json', FIXTURE), 'utf8')) as Fixture;
    const dir = await tempDir();
    cleanup = dir.remove;
    const file = join(dir.path, 'games.sqlite');
    await restoreFixtureStore(file);
    const { discord, users } = await recreateWorld(fixture);
    h = await startHarness({ discord, store: await sqlite(file), bot: { aiDelayMs: 0 } });
    const { a, b, c, d, e } = fixture.cases;
    const person = (id: string): FakeUser => users.get(id) ?? (() => { throw new Error(`no user ${id}`); })();
    const tableOf = (game: FixtureCase): Table => ({ h: h!, channelId: game.channelId, gameId: game.gameId, players: game.people.map((p) => person(p.userId)) });

    // Every stored game reads as it was: status and move number.
    for (const game of [a, b, d, e]) {
      const { session } = await loaded(tableOf(game));
      expect([session.status, session.moveNumber], game.gameId).toEqual([game.status, game.moveNumber]);
      expect(session.format).toBe(2);
    }
    expect(h.logs.some((line) => line.includes('games resumed') && line.includes('"playing":3') && line.includes('"lobbies":1')), h.logs.join('\n')).toBe(true);
    // The single index of channels of before became the server's list and a key per channel, and is gone.
    expect(h.logs.some((line) => line.includes('index of games upgraded to per-server lists'))).toBe(true);
    expect(await h.store.get('active')).toEqual({ ok: true, value: undefined });
    const listed = await h.store.get(`active:${discord.guildId}`);
    expect(listed.ok && Object.keys(listed.value as object).sort()).toEqual([a, b, c, d, e].filter((game) => game.status === 'playing' || game.status === 'lobby').map((game) => game.channelId).sort());
    expect(await h.store.get(`channel:${a.channelId}`)).toEqual({ ok: true, value: a.gameId });
    // Nothing was due at start-up: the old turn messages stand.
    expect(discord.messages(a.channelId)).toHaveLength(0);

    // a. The occupant panel that was open before the upgrade: "No occupant" ends the turn.
    // A panel is a private (ephemeral) message, as Discord showed it to its player.
    const panel = discord.restoreBotMessage({ channelId: a.channelId, components: a.openPanel!.rawComponents, ephemeral: true });
    const berenice = person(a.people.find((p) => p.username === 'berenice')!.userId);
    const noOccupant = 'cc:O:fixturea01:9:-1';
    const occupied = await act(h, discord.clickButton({ user: berenice, messageId: panel.id, customId: noOccupant }));
    expect(privateText(occupied)).toBe('Done! The next turn is announced in the channel.');
    expect((await loaded(tableOf(a))).session.moveNumber).toBe(a.moveNumber + 1);
    // The stored game is written in the new format from its first change on.
    const raw = await h.store.get(`game:${a.gameId}`);
    expect(raw.ok && (raw.value as { format: number }).format).toBe(2);
    expect(turnMessage(h, a.channelId)?.content).toContain(`<@${person(a.people.find((p) => p.username === 'alice')!.userId).id}>`);
    // Another copy of the old panel (as a second device would show it): its buttons are now stale, and say so.
    const copy = discord.restoreBotMessage({ channelId: a.channelId, components: a.openPanel!.rawComponents, ephemeral: true });
    const again = await act(h, discord.clickButton({ user: berenice, messageId: copy.id, customId: noOccupant }));
    expect(privateText(again)).toBe('This choice has expired: the game has moved on.');

    // b, e. The Play buttons of turn messages posted before the upgrade open the panel; the games go on to their end.
    for (const game of [b, e]) {
      discord.restoreBotMessage({ channelId: game.channelId, content: game.turnMessage!.content, components: game.turnMessage!.rawComponents });
    }
    const random = new Random(11);
    for (const game of [a, b, e]) {
      await playToTheEnd(tableOf(game), random);
      const end = discord.lastMessage(game.channelId)!;
      expect(end.embeds[0]?.title, game.gameId).toMatch(/Game over|Partie terminée/);
      await expectFinishedAsReplayed(tableOf(game), end);
    }

    // c. The lobby message of before: Start starts the game, and its first turn is posted.
    const lobby = discord.restoreBotMessage({ channelId: c.channelId, components: c.lobbyMessage!.rawComponents });
    const dario = person(c.people[0].userId);
    await act(h, discord.clickButton({ user: dario, messageId: lobby.id, customId: 'cc:L:fixturec01:start' }));
    const started = (await loaded(tableOf(c))).session;
    expect(started.status).toBe('playing');
    expect(started.seats.map((seat) => seat.seat)).toEqual(['RED', 'BLUE']);

    // d. The finished game's Export button gives its record.
    const end = discord.restoreBotMessage({ channelId: d.channelId, components: d.latestBotMessage!.rawComponents });
    const exported = await act(h, discord.clickButton({ user: person(d.people[0].userId), messageId: end.id, customId: 'cc:E:fixtured01' }));
    const attachment = exported.original()!.attachments[0];
    const record = JSON.parse(discord.attachmentBytes(exported.original()!).toString('utf8')) as { game: string; actions: unknown[] };
    expect(attachment?.filename).toMatch(/\.json$/);
    expect(record.game).toBe('chacun');
    expect(record.actions).toHaveLength(d.moveNumber);
  }, 240_000);
});
