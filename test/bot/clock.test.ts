import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { openStore, type GameStore } from '../../src/session/store.ts';
import type { FakeMessage, FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { command, loaded, openGame, playerToMove, playTurnByClicks, type Table } from './driver.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, tempDir, turnMessage, advanceClock, type Harness } from './harness.ts';
import { advance, gameOf, stored, tournamentTable } from './tournament-support.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The line of a turn message or of /games saying when the move is due, in English, for a wall time (ms). */
const dueAt = (ms: number) => `⌛ Move due <t:${Math.floor(ms / 1000)}:R>.`;

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

async function gamesList(harness: Harness, user: FakeUser, locale = 'en-GB'): Promise<string> {
  const handle = await act(harness, harness.discord.slashCommand({ user, name: 'games', options: {}, locale }));
  return handle.original()!.embeds[0].description ?? '';
}

/** Plays the placement of the ChaCuN turn under way by clicks (Play, a position, Place), leaving the occupant to choose; returns the panel. */
async function placeTile(harness: Harness, user: FakeUser): Promise<FakeMessage> {
  const turn = turnMessage(harness)!;
  const panel = (await click(harness, user, turn, findButton(turn, 'play').custom_id)).original()!;
  for (let step = 0; step < 10; step++) {
    const current = harness.discord.message(panel.id) ?? panel;
    const place = buttonsOf(current).find((b) => b.id.kind === 'place' && b.component.disabled !== true);
    if (place !== undefined) {
      await click(harness, user, current, place.component.custom_id);
      return harness.discord.message(panel.id) ?? current;
    }
    const select = selectOf(current);
    if (select === undefined) break;
    await act(harness, harness.discord.selectMenu({ user, messageId: current.id, customId: select.custom_id, values: [select.options[0].value] }));
  }
  throw new Error('no placement offered');
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
    // The default 12 h reminders come at half the hour at most: one always before the limit.
    expect(en.original()!.embeds[0].description).toContain('⏰ Reminders every 30 min · ⌛ 1 h per move, then simple automatic move');
    const other = h.discord.createTextChannel({ name: 'other' });
    const fr = await act(h, h.discord.slashCommand({ user: alice, name: 'chacun', subcommand: 'new', channelId: other.id, options: { reminders: 'off', time_limit: '3d', timeout_player: 'hard', language: 'fr' } }));
    expect(fr.original()!.embeds[0].description).toMatch(/⏰ Pas de rappels · ⌛ 3 jours par coup, puis robot difficile/u);
  });


  test('a reminder as long as the time per move comes at half of it, before the limit, saying the time left', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    await openGame(h, players, { newOptions: { reminders: '1h', time_limit: '1h', timeout_player: 'auto' } });
    await advanceClock(h, clock, 30 * MINUTE - 1);
    expect(reminders(h)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    expect(reminders(h)).toHaveLength(1);
    expect(reminders(h)[0].content).toContain('waiting for 30 min');
    expect(reminders(h)[0].content).toContain('30 min left before the move is played automatically.');
    expect(timeouts(h)).toHaveLength(0);
    // No second reminder at the limit: the timeout.
    await advanceClock(h, clock, 30 * MINUTE);
    expect(timeouts(h)).toHaveLength(1);
    expect(reminders(h)).toHaveLength(0);
  });

  test('the turn message and /games say when the move is due; a step of the turn moves it, and a past turn’s message loses it', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const watcher = h.discord.createMember({ username: 'carol' });
    await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off' } });
    const first = turnMessage(h)!;
    const mover = players.find((p) => first.content.includes(`<@${p.id}>`))!;
    expect(first.content.split('\n').at(-1)).toBe(dueAt(clock.now() + HOUR));
    expect(await gamesList(h, watcher)).toContain(dueAt(clock.now() + HOUR));
    expect((await gamesList(h, watcher, 'fr')).replace(/[\u00a0\u202f]/g, ' ')).toContain(`⌛ Ce coup doit être joué <t:${Math.floor((clock.now() + HOUR) / 1000)}:R>.`);

    // Twenty minutes on, the tile is placed: a move of its own, whose hour starts now; the same turn message says so.
    await advanceClock(h, clock, 20 * MINUTE);
    const panel = await placeTile(h, mover);
    await h.settle();
    expect(turnMessage(h)!.id).toBe(first.id);
    expect(h.discord.message(first.id)!.content.split('\n').at(-1)).toBe(dueAt(clock.now() + HOUR));
    expect(buttonsOf(h.discord.message(first.id)!).length).toBeGreaterThan(0);

    // The occupant ends the turn: the past turn message loses its call to play and its deadline (its embed stays, the
    // turn's record); the new one has its own.
    const occupant = buttonsOf(panel).find((b) => b.id.kind === 'occupy' || b.id.kind === 'retake')!;
    await click(h, mover, panel, occupant.component.custom_id);
    await h.settle();
    const past = h.discord.message(first.id)!;
    expect(first.content).toContain(`<@${mover.id}>`);
    expect(past.content).toBe('');
    expect(past.embeds).toEqual(first.embeds);
    expect(buttonsOf(past)).toHaveLength(0);
    const next = turnMessage(h)!;
    expect(next.id).not.toBe(first.id);
    expect(next.content.split('\n').at(-1)).toBe(dueAt(clock.now() + HOUR));
    // A game without a time per move says nothing of it.
    const other = h.discord.createTextChannel({ name: 'other' });
    await openGame(h, players, { channelId: other.id, newOptions: { reminders: 'off' } });
    expect(turnMessage(h, other.id)!.content).not.toContain('⌛');
  });

  test('a past turn message Discord will not leave without its text (one of text alone) still loses its buttons', async () => {
    const { h } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off' } });
    const first = turnMessage(h)!;
    const mover = players.find((p) => first.content.includes(`<@${p.id}>`))!;
    const panel = await placeTile(h, mover);
    // Its first edit refused as an empty message would be (Discord's 50006), once.
    h.discord.failMessageEdits({ messageId: first.id, status: 400, code: 50006, times: 1 });
    const occupant = buttonsOf(panel).find((b) => b.id.kind === 'occupy' || b.id.kind === 'retake')!;
    await click(h, mover, panel, occupant.component.custom_id);
    await h.settle();
    const past = h.discord.message(first.id)!;
    expect(turnMessage(h)!.id).not.toBe(first.id);
    expect(buttonsOf(past)).toHaveLength(0);
    expect(past.content).toBe(first.content);
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
    // The turn message says so: its deadline line moved by the time the bot was down.
    await h.settle();
    expect(turnMessage(h)!.content.split('\n').at(-1)).toBe(dueAt(clock.now() + 14 * HOUR));
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

describe('tournament games: strict clocks', () => {
  /** The person whose move a game waits for (one at a time in these games). */
  async function personToAct(harness: Harness, gameId: string, people: readonly FakeUser[]): Promise<FakeUser> {
    const { session, state } = await gameOf(harness, gameId);
    const key = harness.bot.manager.gameOf(session).rules.toAct(state)[0];
    const seat = session.seats.find((s) => s.seat === key)!;
    return people.find((p) => seat.player.type === 'human' && p.id === seat.player.userId)!;
  }

  test('a timeout in a game of two ends it at once: no move played for them, one message, the end giving the reason', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const { id, channelId, gameId, seated } = await tournamentTable(h, 'scrabble', ['Ana', 'Ben']);
    const late = await personToAct(h, gameId, seated);
    const other = seated.find((p) => p.id !== late.id)!;
    const before = await gameOf(h, gameId);
    const turn = h.discord.message(before.session.messageIds.turn!)!;
    // The turn message says when the move is due, and what missing it costs.
    expect(turn.content.split('\n').at(-1)).toBe(`⌛ Move due <t:${Math.floor((clock.now() + HOUR) / 1000)}:R>, or the game is lost.`);
    const posted = h.discord.messages(channelId).length;

    await advance(h, clock, HOUR);
    const after = await gameOf(h, gameId);
    expect(after.session.status).toBe('aborted');
    expect(after.session.endReason).toBe('resigned');
    // Nothing was played for the one whose time ran out: no "passed" announced before the loss.
    expect(after.session.moveNumber).toBe(before.session.moveNumber);
    const added = h.discord.messages(channelId).slice(posted);
    expect(added).toHaveLength(1);
    expect(added[0].embeds[0].description).toContain(`Victory by forfeit for ${other.globalName}: time ran out for ${late.globalName}.`);
    expect(added[0].content).not.toContain('in a row');
    // The past turn message has neither buttons nor a deadline any more.
    expect(h.discord.message(turn.id)!.content).not.toContain('⌛');
    expect(buttonsOf(h.discord.message(turn.id)!)).toHaveLength(0);
    expect((await stored(h, id)).rounds[0].tables[0].result?.how).toBe('timeout');
    // The message board says what the clock did.
    const board = privateText(await act(h, h.discord.slashCommand({ user: other, name: 'scrabble', subcommand: 'log', channelId })));
    expect(board).toContain(`Time ran out for ${late.globalName} at move ${before.session.moveNumber}: game lost (the tournament’s rule).`);
  });

  test.each([
    ['four people', ['Ana', 'Ben', 'Cleo', 'Dora']],
    ['three people, one with an AI partner', ['Ana', 'Ben', 'Cleo']],
  ])('Jass (%s): a timeout loses the game for the team at once: no notice, no turn message, one end message naming the winners and who ran out of time', async (_, names) => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const { id, channelId, gameId, people } = await tournamentTable(h, 'jass', names, { table_size: 2 });
    const late = await personToAct(h, gameId, people);
    expect(late, 'a person to act').toBeDefined();
    const before = await gameOf(h, gameId);
    const rules = h.bot.manager.gameOf(before.session).rules;
    const team = rules.seats.teams!.find((keys) => keys.includes(before.session.seats.find((s) => s.player.type === 'human' && s.player.userId === late.id)!.seat))!;
    const winners = before.session.seats.filter((s) => !team.includes(s.seat)).map((s) => s.player.name);
    const turn = before.session.messageIds.turn!;
    const posted = h.discord.messages(channelId).length;

    await advance(h, clock, HOUR);
    const after = await gameOf(h, gameId);
    expect(after.session.status).toBe('aborted');
    expect(after.session.endReason).toBe('resigned');
    expect(after.session.moveNumber).toBe(before.session.moveNumber);
    // Only the one whose time ran out resigned: the partner did not, and the team lost with them.
    expect(after.session.seats.filter((s) => s.resignedAt !== undefined).map((s) => s.player.name)).toEqual([late.globalName]);
    const added = h.discord.messages(channelId).slice(posted);
    expect(added).toHaveLength(1);
    expect(added[0].content).not.toContain('⌛ Time is up');
    expect(added[0].embeds[0].description).toContain(`Victory by forfeit for ${winners.join(' and ')}: time ran out for ${late.globalName}.`);
    expect(buttonsOf(h.discord.message(turn)!)).toHaveLength(0);
    const table = (await stored(h, id)).rounds[0].tables[0];
    expect(table.result?.how).toBe('timeout');
    const lateEntrant = (await stored(h, id)).entrants.find((e) => e.members.some((m) => m.type === 'human' && m.userId === late.id))!;
    expect(table.result!.places[table.entrants.indexOf(lateEntrant.id)]).toBe(2);
  });

  test('in a game of three, a timeout loses the game for that player alone: said once, their seat plays on automatically', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const { channelId, gameId, seated } = await tournamentTable(h, 'chacun', ['Ana', 'Ben', 'Cleo']);
    const late = await personToAct(h, gameId, seated);
    const posted = h.discord.messages(channelId).length;
    await advance(h, clock, HOUR);
    const { session } = await gameOf(h, gameId);
    expect(session.status).toBe('playing');
    expect(session.seats.find((s) => s.player.type === 'human' && s.player.userId === late.id)!.resignedAt).toBeDefined();
    const added = h.discord.messages(channelId).slice(posted);
    expect(added[0].content).toBe(`⌛ Time is up for **${late.globalName}**: in a tournament, that loses the game. Their seat plays the automatic move from now on.`);
    expect(added.filter((m) => m.content.startsWith('⌛'))).toHaveLength(1);
    expect(buttonsOf(added[0])).toHaveLength(0);
    // The next person's turn, with a full hour.
    expect((await personToAct(h, gameId, seated)).id).not.toBe(late.id);
    expect(turnMessage(h, channelId)!.content.split('\n').at(-1)).toBe(`⌛ Move due <t:${Math.floor((clock.now() + HOUR) / 1000)}:R>, or the game is lost.`);
  });
});
