import { afterEach, describe, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import type { FakeMessage, FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { loaded, openGame, playerToMove, playTurnByClicks } from './driver.ts';
import { act, privateText, startHarness, turnMessage, advanceClock, type Harness } from './harness.ts';
import { advance, gameOf, tournamentTable } from './tournament-support.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** A bot on the local Discord whose deadlines run on a clock moved by hand (it starts on 1 January 2026, 00:00 UTC). */
async function start(): Promise<{ h: Harness; clock: ManualClock }> {
  const clock = new ManualClock();
  h = await startHarness({ bot: { clock, aiDelayMs: 1 } });
  return { h, clock };
}


const reminders = (harness: Harness, channelId = harness.discord.channelId): FakeMessage[] => harness.discord.messages(channelId).filter((m) => m.content.startsWith('⏰'));
const timeouts = (harness: Harness, channelId = harness.discord.channelId): FakeMessage[] => harness.discord.messages(channelId).filter((m) => m.content.startsWith('⌛'));

async function settings(harness: Harness, user: FakeUser, options: Record<string, boolean | string>, locale = 'en-GB'): Promise<string> {
  const handle = await act(harness, harness.discord.slashCommand({ user, name: 'settings', options, locale }));
  await harness.bot.deadlines.idle();
  await harness.settle();
  return privateText(handle);
}

async function gamesList(harness: Harness, user: FakeUser): Promise<string> {
  const handle = await act(harness, harness.discord.slashCommand({ user, name: 'games', options: {} }));
  return handle.original()!.embeds[0].description ?? '';
}

describe('away time', () => {
  test('stops a time limit that would otherwise fire; the clock goes on from where it was when the away time ends, and the game after it', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off' } });
    const absent = (await playerToMove(table))!;
    await advanceClock(h, clock, 20 * MINUTE);
    const until = clock.now() + 2 * DAY;
    expect(await settings(h, absent, { away: '2' })).toContain(`Away until <t:${Math.floor(until / 1000)}:f>`);
    // /games tells the others whom the table waits for, and until when.
    expect(await gamesList(h, players.find((p) => p.id !== absent.id)!)).toContain(`🏝️ ${absent.username} away until <t:${Math.floor(until / 1000)}:f>`);

    // Without the away time, the limit would end 40 min from now: nothing comes for two days.
    await advanceClock(h, clock, HOUR);
    expect(timeouts(h)).toHaveLength(0);
    await advanceClock(h, clock, 2 * DAY - HOUR);
    expect(timeouts(h)).toHaveLength(0);
    // Back, with the 40 minutes left when the away time began.
    await advanceClock(h, clock, 40 * MINUTE - 1);
    expect(timeouts(h)).toHaveLength(0);
    const before = (await loaded(table)).session.moveNumber;
    await advanceClock(h, clock, 1);
    expect(timeouts(h)).toHaveLength(1);
    const { session } = await loaded(table);
    expect(session.moveNumber).toBeGreaterThan(before);
    // The game goes on: the other player has the turn and can play.
    const next = (await playerToMove(table))!;
    expect(next.id).not.toBe(absent.id);
    await playTurnByClicks(table, new Random(5));
    expect((await loaded(table)).session.moveNumber).toBeGreaterThan(session.moveNumber);
    expect(await settings(h, absent, {})).toMatch(/Away: \*\*no\*\*/);
  });

  test('turn messages show the away seat; coming back early with away:0 brings the time limit back at once', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off' } });
    const first = (await playerToMove(table))!;
    const other = players.find((p) => p.id !== first.id)!;
    // The other player goes away; the first plays: the next turn message (for the one away) says so.
    await settings(h, other, { away: '5' });
    await playTurnByClicks(table, new Random(2));
    const until = Math.floor((clock.now() - (clock.now() % 1) + 5 * DAY) / 1000);
    expect((await playerToMove(table))!.id).toBe(other.id);
    expect(turnMessage(h)!.content).toContain(`🏝️ ${other.username} is away until <t:`);
    expect(turnMessage(h)!.content).toMatch(new RegExp(`<t:${until}:f>|<t:${until - 1}:f>`));
    await advanceClock(h, clock, 30 * MINUTE);
    expect(await settings(h, other, { away: '0' })).toContain('Welcome back');
    // The 30 minutes away did not count: the hour starts now.
    await advanceClock(h, clock, HOUR - 1);
    expect(timeouts(h)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    expect(timeouts(h)).toHaveLength(1);
  });

  test('a turn message already posted gains the away line when its player goes away, and loses it when they come back; its text and buttons stay', async () => {
    const { h } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { reminders: 'off' } });
    const toMove = (await playerToMove(table))!;
    const posted = turnMessage(h)!;
    const { content, components } = posted;
    expect(content).not.toContain('🏝️');
    await settings(h, toMove, { away: '3' });
    // The same message, edited: the line below its text.
    expect(turnMessage(h)!.id).toBe(posted.id);
    expect(turnMessage(h)!.content).toBe(`${content}\n🏝️ ${toMove.username} is away until <t:${Math.floor((Date.UTC(2026, 0, 1) + 3 * DAY) / 1000)}:f>: their clock is stopped.`);
    expect(turnMessage(h)!.components).toEqual(components);
    // Another setting changed leaves it as it is; coming back takes the line off.
    await settings(h, toMove, { dm_reminders: false });
    expect(turnMessage(h)!.content).toContain('🏝️');
    await settings(h, toMove, { away: '0' });
    expect(turnMessage(h)!.content).toBe(content);
    expect(turnMessage(h)!.components).toEqual(components);
    // Play goes on from that message.
    await playTurnByClicks(table, new Random(3));
    expect((await playerToMove(table))!.id).not.toBe(toMove.id);
  });

  test('while the player to move is away, the turn message and /games say the clock is stopped and the time left; back, when the move is due', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const table = await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off' } });
    const toMove = (await playerToMove(table))!;
    const other = players.find((p) => p.id !== toMove.id)!;
    const posted = turnMessage(h)!;
    await advanceClock(h, clock, 20 * MINUTE);
    await settings(h, toMove, { away: '2' });
    // The same message, edited: the away line, then the clock's, which does not pretend to a time it cannot know.
    expect(turnMessage(h)!.id).toBe(posted.id);
    expect(turnMessage(h)!.content.split('\n').slice(-2)).toEqual([`🏝️ ${toMove.username} is away until <t:${Math.floor((clock.now() + 2 * DAY) / 1000)}:f>: their clock is stopped.`, '⌛ Clock stopped: 40 min left for this move.']);
    expect(await gamesList(h, other)).toContain('⌛ Clock stopped: 40 min left for this move.');
    // Back half an hour later: the 40 minutes run from now.
    await advanceClock(h, clock, 30 * MINUTE);
    await settings(h, toMove, { away: '0' });
    expect(turnMessage(h)!.content.split('\n').at(-1)).toBe(`⌛ Move due <t:${Math.floor((clock.now() + 40 * MINUTE) / 1000)}:R>.`);
    expect(turnMessage(h)!.content).not.toContain('🏝️');
  });

  test('playing a move ends the away time, and the clock of another game waiting for that player runs again', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    const second = h.discord.createTextChannel({ name: 'second' });
    const a = await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off' } });
    const b = await openGame(h, players, { channelId: second.id, newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off' } });
    // The player the second game waits for goes away; the first game is brought to their turn.
    const player = (await playerToMove(b))!;
    await settings(h, player, { away: '3' });
    if ((await playerToMove(a))!.id !== player.id) await playTurnByClicks(a, new Random(1));
    expect((await playerToMove(a))!.id).toBe(player.id);
    await advanceClock(h, clock, 2 * HOUR);
    expect(timeouts(h, second.id)).toHaveLength(0);
    // They play in the first game: back.
    await playTurnByClicks(a, new Random(3));
    await h.bot.deadlines.idle();
    await h.settle();
    expect(await settings(h, player, {})).toMatch(/Away: \*\*no\*\*/);
    // The second game's hour was stopped two hours in: it runs again from now.
    await advanceClock(h, clock, HOUR - 1);
    expect(timeouts(h, second.id)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    expect(timeouts(h, second.id)).toHaveLength(1);
  });

  test('bad input is refused with a clear text and changes nothing; the monthly cap holds', async () => {
    const { h } = await start();
    const alice = h.discord.createMember({ username: 'alice' });
    expect(await settings(h, alice, { away: 'soon' })).toMatch(/Unreadable away time/);
    expect(await settings(h, alice, { away: '2025-12-01' })).toMatch(/already past/);
    expect(await settings(h, alice, { away: '2026-02-31' })).toMatch(/Unreadable away time/);
    expect(await settings(h, alice, { time_zone: 'Mars/Olympus', dm_reminders: true })).toMatch(/Unknown time zone/);
    expect(await settings(h, alice, { quiet_hours: '22h' })).toMatch(/Unreadable quiet hours/);
    expect(await settings(h, alice, { quiet_hours: '22:00-22:00' })).toMatch(/These quiet hours start when they end: give two different times/);
    expect(await settings(h, alice, { away: '0' })).toMatch(/not away/);
    expect(await settings(h, alice, { away: '15' })).toMatch(/At most 14 days away per month: in January 2026 you have already taken 0/);
    // Nothing of the refused commands was kept (not even the dm_reminders given with a bad zone).
    const shown = await settings(h, alice, {});
    expect(shown).toMatch(/Reminders by direct message: \*\*off\*\*/);
    expect(shown).toMatch(/Time zone: \*\*UTC \(none chosen\)\*\*/);
    expect(shown).toMatch(/Away: \*\*no\*\*/);
    // 10 days, back, then 5 more in the same month: over the cap by a day.
    expect(await settings(h, alice, { away: '10' })).toMatch(/Away until/);
    expect(await settings(h, alice, { away: 'back' })).toMatch(/Welcome back/);
    expect(await settings(h, alice, { away: '2026-01-05' })).toMatch(/Away until/);
    expect(await settings(h, alice, { away: '0' })).toMatch(/Welcome back/);
    // Time zone, quiet hours and a refusal in French.
    const fr = await settings(h, alice, { time_zone: 'europe/zurich', quiet_hours: '22:00-07:30' }, 'fr');
    expect(fr).toMatch(/Fuseau horaire\s:\s\*\*Europe\/Zurich\*\*/u);
    expect(fr).toMatch(/Heures calmes\s:\s\*\*22:00–07:30 \(heure locale\)\*\*/u);
    expect(await settings(h, alice, { away: 'demain' }, 'fr')).toMatch(/Absence illisible/);
    expect(await settings(h, alice, { quiet_hours: '0-24' }, 'fr')).toMatch(/Ces heures calmes commencent à l’heure où elles finissent/);
    expect(await settings(h, alice, { away: '20' }, 'fr')).toMatch(/Au plus 14 jours d’absence par mois/);
  });

  test('the time zone option suggests zones as one types', async () => {
    const { h } = await start();
    const alice = h.discord.createMember({ username: 'alice' });
    const choices = await h.discord.autocomplete({ user: alice, name: 'settings', options: { time_zone: 'zur' }, focused: 'time_zone' }).choices();
    expect(choices.map((c) => c.value)).toEqual(['Europe/Zurich']);
  });
});

describe('quiet hours', () => {
  test('a reminder falling in quiet hours waits for their end, in the channel and by direct message; the next one comes a period later', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    // 00:00–06:00 in Zurich is 23:00–05:00 UTC in January; the game starts at 00:00 UTC.
    for (const player of players) await settings(h, player, { time_zone: 'Europe/Zurich', quiet_hours: '00:00-06:00', dm_reminders: true });
    const table = await openGame(h, players, { newOptions: { reminders: '1h' } });
    const first = (await playerToMove(table))!;
    await advanceClock(h, clock, 5 * HOUR - 1);
    expect(reminders(h)).toHaveLength(0);
    expect(h.discord.directMessages(first)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    expect(reminders(h)).toHaveLength(1);
    expect(reminders(h)[0].content).toContain(`<@${first.id}>`);
    expect(h.discord.directMessages(first)).toHaveLength(1);
    // Not a burst of the periods held back: the next reminder an hour later.
    await advanceClock(h, clock, HOUR - 1);
    expect(h.discord.directMessages(first)).toHaveLength(1);
    await advanceClock(h, clock, 1);
    expect(h.discord.directMessages(first)).toHaveLength(2);
  });

  test('the clock still runs in quiet hours, unless the game was made with quiet_hours_pause', async () => {
    const { h, clock } = await start();
    const players = ['alice', 'bob'].map((username) => h.discord.createMember({ username }));
    for (const player of players) await settings(h, player, { time_zone: 'Europe/Zurich', quiet_hours: '00:00-06:00' });
    const second = h.discord.createTextChannel({ name: 'second' });
    await openGame(h, players, { newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off' } });
    const paused = await openGame(h, players, { channelId: second.id, newOptions: { time_limit: '1h', timeout_player: 'auto', reminders: 'off', quiet_hours_pause: true } });
    // A lobby says so.
    const third = h.discord.createTextChannel({ name: 'third' });
    const lobby = await act(h, h.discord.slashCommand({ user: players[0], name: 'chacun', subcommand: 'new', channelId: third.id, options: { time_limit: '1h', quiet_hours_pause: true } }));
    expect(lobby.original()!.embeds[0].description).toContain('⌛ 1 h per move, then normal AI · 🌙 quiet hours pause the clock');
    expect((await loaded(paused)).session.clock?.settings.quietPauses).toBe(true);
    // The turn messages say when the move is due: in an hour, or an hour after the quiet hours, which do not count.
    expect(turnMessage(h)!.content.split('\n').at(-1)).toBe(`⌛ Move due <t:${Date.UTC(2026, 0, 1, 1) / 1000}:R>.`);
    expect(turnMessage(h, second.id)!.content.split('\n').at(-1)).toBe(`⌛ Move due <t:${Date.UTC(2026, 0, 1, 6) / 1000}:R> (quiet hours do not count).`);
    await advanceClock(h, clock, HOUR);
    // The first game's hour is up at 01:00 UTC; the second's waits for the end of quiet hours (05:00 UTC) and an hour more.
    expect(timeouts(h)).toHaveLength(1);
    expect(timeouts(h, second.id)).toHaveLength(0);
    await advanceClock(h, clock, 5 * HOUR - 1);
    expect(timeouts(h, second.id)).toHaveLength(0);
    await advanceClock(h, clock, 1);
    expect(timeouts(h, second.id)).toHaveLength(1);
  });
});

describe('away time and tournaments', () => {
  test('a tournament game’s clock does not stop for away time: /settings says so and names the game, the turn message too, and the time runs out', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const { channelId, gameId, seated } = await tournamentTable(h, 'scrabble', ['Ana', 'Ben']);
    const { session, state } = await gameOf(h, gameId);
    const key = h.bot.manager.gameOf(session).rules.toAct(state)[0];
    const seat = session.seats.find((s) => s.seat === key)!;
    const away = seated.find((p) => seat.player.type === 'human' && p.id === seat.player.userId)!;
    const due = `⌛ Move due <t:${Math.floor((clock.now() + HOUR) / 1000)}:R>, or the game is lost.`;

    await advance(h, clock, 10 * MINUTE);
    const reply = await settings(h, away, { away: '3' });
    expect(reply).toContain('Except tournament games: their clocks keep running, and running out of time there loses the game.');
    expect(reply).toContain(`Your tournament games under way here: <#${channelId}>.`);
    const turn = () => harness.discord.message(session.messageIds.turn!)!;
    expect(turn().content.split('\n').slice(-2)).toEqual([`🏝️ ${away.globalName} is away until <t:${Math.floor((clock.now() + 3 * DAY) / 1000)}:f>, but a tournament’s clock does not stop.`, due]);
    // The hour runs out as if nobody were away: the game is lost on time.
    await advance(h, clock, 50 * MINUTE);
    const after = await gameOf(h, gameId);
    expect(after.session.status).toBe('aborted');
    expect(after.session.seats.find((s) => s.seat === key)!.resignedAt).toBeDefined();
  });
});
