import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { openStore, type GameStore } from '../../src/session/store.ts';
import type { FakeMessage, FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { command, loaded, openGame, playerToMove, playTurnByClicks, type Table } from './driver.ts';
import { act, click, findButton, privateText, startHarness, tempDir, turnMessage, advanceClock, type Harness } from './harness.ts';

const HOUR = 3_600_000;

let h: Harness | null = null;
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
  await cleanup?.();
  cleanup = null;
});

async function sqlite(path: string): Promise<GameStore> {
  const store = await openStore(`sqlite://${path}`);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

/** A bot on the local Discord whose deadlines run on a clock moved by hand. */
async function start(options: { store?: GameStore } = {}): Promise<{ h: Harness; clock: ManualClock }> {
  const clock = new ManualClock();
  h = await startHarness({ ...(options.store === undefined ? {} : { store: options.store }), bot: { clock, aiDelayMs: 1 } });
  return { h, clock };
}


function reminders(harness: Harness, channelId = harness.discord.channelId): FakeMessage[] {
  return harness.discord.messages(channelId).filter((m) => m.content.startsWith('⏰'));
}

function timeouts(harness: Harness, channelId = harness.discord.channelId): FakeMessage[] {
  return harness.discord.messages(channelId).filter((m) => m.content.startsWith('⌛'));
}

async function settings(harness: Harness, user: FakeUser, options: Record<string, boolean | string>): Promise<string> {
  return privateText(await act(harness, harness.discord.slashCommand({ user, name: 'settings', options })));
}

describe('reminders', () => {
  test('one reminder per period in the game channel, replaced each period, gone once the person plays', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { reminders: '12h' } });
    const first = (await playerToMove(table))!;
    const turn = turnMessage(h)!;

    await advanceClock(h, clock, 12 * HOUR - 1);
    expect(reminders(h)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    const [reminder] = reminders(h);
    expect(reminders(h)).toHaveLength(1);
    expect(reminder.content).toContain(`<@${first.id}>`);
    expect(reminder.content).toContain(`/${h.discord.guildId}/${h.discord.channelId}/${turn.id}`);
    // A mention, not a new board.
    expect(reminder.attachments).toHaveLength(0);
    expect(reminder.components).toHaveLength(0);

    await advanceClock(h, clock, 12 * HOUR);
    // The second period: one reminder alive, the new one (a new message, so the mention notifies again).
    expect(reminders(h)).toHaveLength(1);
    expect(reminders(h)[0].id).not.toBe(reminder.id);
    expect(reminders(h)[0].content).toMatch(/24 h/);

    await playTurnByClicks(table, new Random(4));
    await h.bot.deadlines.idle();
    await h.settle();
    expect(reminders(h)).toHaveLength(0);
    // The next person gets their own period from their turn's start: nothing for 12 h.
    const second = (await playerToMove(table))!;
    expect(second.id).not.toBe(first.id);
    await advanceClock(h, clock, 12 * HOUR - 1);
    expect(reminders(h)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    expect(reminders(h).map((m) => m.content.includes(`<@${second.id}>`))).toEqual([true]);
  });

  test('reminders off: nothing is ever posted', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { reminders: 'off' } });
    await advanceClock(h, clock, 100 * HOUR);
    expect(reminders(h)).toHaveLength(0);
    expect(h.bot.deadlines.dueOf(table.gameId)).toBeUndefined();
  });

  test('a DM reminder to a person with closed DMs is refused quietly; one with open DMs gets it', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    for (const player of players) expect(await settings(h, player, { dm_reminders: true })).toMatch(/on/);
    const table = await openGame(h, players, { newOptions: { reminders: '1h' } });
    const first = (await playerToMove(table))!;
    const other = players.find((p) => p.id !== first.id)!;
    h.discord.closeDirectMessages(first);

    await advanceClock(h, clock, HOUR);
    expect(reminders(h)).toHaveLength(1);
    expect(h.discord.directMessages(first)).toHaveLength(0);
    expect(h.discord.requests().some((r) => r.status === 403 && r.errorCode === 50007)).toBe(true);
    expect(h.logs.some((line) => line.includes('DEBUG reminder DM refused'))).toBe(true);
    expect(h.logs.filter((line) => /ERROR|WARN/.test(line) && line.includes('DM'))).toEqual([]);

    await playTurnByClicks(table, new Random(4));
    expect((await playerToMove(table))!.id).toBe(other.id);
    await advanceClock(h, clock, HOUR);
    const [dm] = h.discord.directMessages(other);
    expect(h.discord.directMessages(other)).toHaveLength(1);
    expect(dm.content).toContain(`<#${h.discord.channelId}>`);
    expect(dm.content).toContain('ChaCuN');
  });

  test('/settings shows and changes the settings, in French too, and refuses nothing it does not offer', async () => {
    const { h } = await start();
    const alice = h.discord.createMember({ username: 'alice' });
    expect(await settings(h, alice, {})).toMatch(/Reminders by direct message: \*\*off\*\*/);
    const fr = privateText(await act(h, h.discord.slashCommand({ user: alice, name: 'settings', options: { dm_reminders: true, dm_language: 'fr' }, locale: 'fr' })));
    expect(fr).toMatch(/Réglages enregistrés/);
    expect(fr).toMatch(/message privé\s:\s\*\*oui\*\*/u);
    expect(await settings(h, alice, {})).toMatch(/Language of direct messages: \*\*French\*\*/);
  });
});

describe('turn clocks', () => {
  test('the lobby says the reminders and the time limit chosen, in the game’s language', async () => {
    const { h } = await start();
    const alice = h.discord.createMember({ username: 'alice' });
    const en = await act(h, h.discord.slashCommand({ user: alice, name: 'chacun', subcommand: 'new', options: { time_limit: '1h', timeout_player: 'auto' } }));
    expect(en.original()!.embeds[0].description).toContain('⏰ Reminders every 12 h · ⌛ 1 h per move, then simple automatic move');
    const other = h.discord.createTextChannel({ name: 'other' });
    const fr = await act(h, h.discord.slashCommand({ user: alice, name: 'chacun', subcommand: 'new', channelId: other.id, options: { reminders: 'off', time_limit: '3d', timeout_player: 'hard', language: 'fr' } }));
    expect(fr.original()!.embeds[0].description).toMatch(/⏰ Pas de rappels · ⌛ 3 jours par coup, puis IA difficile/u);
  });


  test('a timeout plays the move automatically and says so; the next person gets a full clock', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'auto' } });
    const first = (await playerToMove(table))!;
    const before = (await loaded(table)).session.moveNumber;
    await advanceClock(h, clock, HOUR - 1);
    expect(timeouts(h)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    expect(timeouts(h)).toHaveLength(1);
    const { session } = await loaded(table);
    expect(session.moveNumber).toBeGreaterThan(before);
    const name = session.seats.find((s) => s.player.type === 'human' && s.player.userId === first.id)!.player.name;
    expect(timeouts(h)[0].content).toContain(`**${name}**`);
    expect(timeouts(h)[0].content).toContain('1 of 3');
    expect(session.clock?.timeouts).toEqual({ [session.seats.find((s) => s.player.type === 'human' && s.player.userId === first.id)!.seat]: 1 });
    // A new turn message for the next person, whose clock starts now.
    expect(turnMessage(h)!.content).toContain(`<@${(await playerToMove(table))!.id}>`);
    await advanceClock(h, clock, HOUR - 1);
    expect(timeouts(h)).toHaveLength(1);
  });

  test('three timeouts in a row hand the seat to an AI for good', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'easy' } });
    const absent = (await playerToMove(table))!;
    const random = new Random(9);
    for (let turns = 0; turns < 30; turns++) {
      const { session } = await loaded(table);
      const seat = session.seats.find((s) => s.player.type === 'human' && s.player.userId === absent.id);
      if (seat === undefined) break;
      if ((await playerToMove(table))?.id === absent.id) await advanceClock(h, clock, HOUR);
      else await playTurnByClicks(table, random);
    }
    const { session } = await loaded(table);
    expect(session.seats.some((s) => s.player.type === 'human' && s.player.userId === absent.id)).toBe(false);
    expect(timeouts(h)).toHaveLength(3);
    expect(timeouts(h)[2].content).toMatch(/now played by \*\*.+\*\* \(easy AI\) until the end/);
    expect(timeouts(h)[2].components).toHaveLength(0);
    // The AI plays that seat from now on: the game waits for the person left, not for the absent one.
    const next = await playerToMove(table);
    expect(next === null || next.id !== absent.id).toBe(true);
    // The message board's latest page says what the clock did (the record holds the moves, not why).
    expect(session.clock?.notes?.map((note) => note.kind)).toEqual(['timeout', 'timeout', 'timeout', 'handover']);
    const present = players.find((p) => p.id !== absent.id)!;
    const board = privateText(await command(h, present, 'log'));
    expect(board).toContain('Turn clock');
    expect(board.match(/Time ran out for /g)).toHaveLength(3);
    expect(board).toMatch(/seat was handed to an AI at move \d+/);
  });

  test('the clock pauses while the bot is down, resumes exactly, and fires once across restarts', async () => {
    const dir = await tempDir();
    cleanup = dir.remove;
    const file = join(dir.path, 'games.sqlite');
    const { h, clock } = await start({ store: await sqlite(file) });
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { time_limit: '24h', reminders: 'off' } });
    await advanceClock(h, clock, 10 * HOUR);
    // Down for 30 hours: the wall clock moves, play time does not.
    await h.restart(async () => {
      clock.advance(30 * HOUR);
      return sqlite(file);
    });
    expect(h.logs.some((line) => line.includes('deadlines rescheduled {"games":1}'))).toBe(true);
    expect(h.bot.deadlines.dueOf(table.gameId)! - h.bot.deadlines.playTime.now()).toBe(14 * HOUR);
    await advanceClock(h, clock, 14 * HOUR - 1);
    expect(timeouts(h)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    expect(timeouts(h)).toHaveLength(1);
    const moved = (await loaded(table)).session.moveNumber;
    // Restarted again at once: the move that timed out is not played twice, and the next one has its full time.
    await h.restart(() => sqlite(file));
    await advanceClock(h, clock, 24 * HOUR - 1);
    expect(timeouts(h)).toHaveLength(1);
    expect((await loaded(table)).session.moveNumber).toBe(moved);
    await advanceClock(h, clock, 1);
    expect(timeouts(h)).toHaveLength(2);
  });

  test('the table votes a seat over to an AI: the absent person cannot vote, everyone else must agree', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob', 'carol'].map((username) => h.discord.createMember({ username }));
    const table: Table = await openGame(h, players, { newOptions: { time_limit: '12h' } });
    const absent = (await playerToMove(table))!;
    const [first, second] = players.filter((p) => p.id !== absent.id);
    await advanceClock(h, clock, 12 * HOUR);
    const notice = timeouts(h)[0];
    const propose = findButton(notice, 'handover').custom_id;

    expect(privateText(await click(h, absent, notice, propose))).toMatch(/Only the other people/);
    const opened = await click(h, first, notice, propose);
    const vote = opened.original()!;
    expect(vote.content).toContain(`waiting for <@${second.id}>`);
    expect((await loaded(table)).session.clock?.vote?.yes).toEqual([first.id]);
    // The vote survives a restart (it is in the stored clock).
    await h.restart();
    const yes = findButton(vote, 'handover', (id) => id.kind === 'handover' && id.vote === 'yes').custom_id;
    await click(h, second, vote, yes);
    expect(h.discord.message(vote.id)!.content).toMatch(/now played by/);
    const { session } = await loaded(table);
    expect(session.seats.some((s) => s.player.type === 'human' && s.player.userId === absent.id)).toBe(false);
    expect(session.clock?.vote).toBeUndefined();
  });

  test('one refusal ends the vote and the seat stays', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob', 'carol'].map((username) => h.discord.createMember({ username }));
    const table: Table = await openGame(h, players, { newOptions: { time_limit: '1h' } });
    const absent = (await playerToMove(table))!;
    const [first, second] = players.filter((p) => p.id !== absent.id);
    await advanceClock(h, clock, HOUR);
    const notice = timeouts(h)[0];
    const vote = (await click(h, first, notice, findButton(notice, 'handover').custom_id)).original()!;
    await click(h, second, vote, findButton(vote, 'handover', (id) => id.kind === 'handover' && id.vote === 'no').custom_id);
    expect(h.discord.message(vote.id)!.content).toMatch(/refused/);
    const { session } = await loaded(table);
    expect(session.seats.some((s) => s.player.type === 'human' && s.player.userId === absent.id)).toBe(true);
    expect(session.clock?.vote).toBeUndefined();
  });
});

describe('turn clocks in every game', () => {
  /** Opens a game of a command with two people (AI players fill the seats a game needs), and starts it. */
  async function open(harness: Harness, name: string, users: readonly FakeUser[], options: Record<string, string>): Promise<string> {
    const opened = await act(harness, harness.discord.slashCommand({ user: users[0], name, subcommand: 'new', options, channelId: harness.discord.channelId }));
    let lobby = opened.original()!;
    for (const user of users.slice(1)) {
      await click(harness, user, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
      lobby = harness.discord.message(lobby.id)!;
    }
    await click(harness, users[0], lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    return findButton(lobby, 'lobby').custom_id.split(':')[2];
  }

  async function game(harness: Harness, gameId: string) {
    const result = await harness.bot.manager.getGame(gameId);
    if (!result.ok || result.value.state === null) throw new Error(`game ${gameId}`);
    const { session, state } = result.value;
    const toAct = harness.bot.manager.gameOf(session).rules.toAct(state);
    const people = toAct.filter((key) => session.seats.find((s) => s.seat === key)?.player.type === 'human');
    return { session, people };
  }

  test('tCHu: the first tickets, chosen by both at once, are chosen for both when time is up', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const gameId = await open(h, 'tchu', players, { time_limit: '1h', timeout_player: 'auto' });
    await advanceClock(h, clock, 0);
    const before = await game(h, gameId);
    expect(before.people).toHaveLength(2);
    await advanceClock(h, clock, HOUR);
    const [notice] = timeouts(h);
    expect(timeouts(h)).toHaveLength(1);
    expect(notice.content.split('\n')).toHaveLength(2);
    const after = await game(h, gameId);
    expect(after.session.moveNumber).toBeGreaterThanOrEqual(before.session.moveNumber + 2);
    expect(Object.values(after.session.clock!.timeouts)).toEqual([1, 1]);
  });

  test.each(['jass', 'scrabble'])('%s: a timed-out move is played by the AI chosen', async (name) => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const gameId = await open(h, name, players, { time_limit: '1h', timeout_player: 'easy' });
    await advanceClock(h, clock, 0);
    const before = await game(h, gameId);
    expect(before.people.length).toBeGreaterThan(0);
    await advanceClock(h, clock, HOUR);
    expect(timeouts(h)).toHaveLength(1);
    expect(timeouts(h)[0].content).toContain('easy AI');
    const after = await game(h, gameId);
    expect(after.session.moveNumber).toBeGreaterThan(before.session.moveNumber);
    expect(after.session.clock!.timeouts[before.people[0]]).toBe(1);
  });
});
