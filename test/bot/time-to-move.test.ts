import { afterEach, describe, expect, test } from 'vitest';
import { ManualClock } from '../../src/session/schedule.ts';
import { isAiSeat, seatOfKey } from '../../src/session/session.ts';
import { quantile } from '../../src/stats/user-stats.ts';
import { StatsService } from '../../src/stats/service.ts';
import { HOSTED } from '../../src/hosted.ts';
import { openGame, type Table } from './driver.ts';
import { act, startHarness, type Harness } from './harness.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/**
 * Plays a game to its end through the session manager, each turn's first step after the time its
 * player takes (`takes`, by user id; the turn's later steps at once), and lets the clock play one
 * turn of `timedOut` when it first comes.
 */
async function playTimed(harness: Harness, clock: ManualClock, table: Table, takes: ReadonlyMap<string, number>, timedOut: string): Promise<void> {
  const manager = harness.bot.manager;
  let previous: string | null = null;
  let clockPlayed = false;
  for (let step = 0; step < 2_000; step++) {
    const loaded = await manager.getGame(table.gameId);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const { session, state } = loaded.value;
    if (session.status !== 'playing') return;
    const rules = manager.gameOf(session).rules;
    const seat = seatOfKey(session, rules.toAct(state)[0])!;
    if (isAiSeat(seat) || seat.player.type !== 'human') throw new Error('people only here');
    const userId = seat.player.userId;
    if (userId === timedOut && !clockPlayed && previous !== userId) {
      clockPlayed = true;
      // The turn message sets the clock's deadline; an hour later the clock plays the move.
      await harness.bot.announcer.due(table.channelId, table.gameId);
      await harness.settle();
      await harness.bot.deadlines.idle();
      clock.advance(HOUR);
      await harness.bot.deadlines.idle();
      await harness.settle();
      await harness.bot.deadlines.idle();
      previous = null;
      continue;
    }
    if (previous !== userId) clock.advance(takes.get(userId)!);
    previous = userId;
    const played = await manager.move(table.channelId, { gameId: session.id, moveNumber: session.moveNumber, userId, action: rules.autoAction(state, seat.seat) });
    if (!played.ok) throw new Error(played.error.code);
  }
  throw new Error('the game did not end');
}

describe('time to move', () => {
  test('/stats shows each player’s median and 90th percentile and the share played by the clock; /games each seat’s median', async () => {
    const clock = new ManualClock();
    h = await startHarness({ bot: { clock, aiDelayMs: 1, sessions: { newSeed: () => 1, now: () => clock.now() } } });
    const [ana, ben] = ['ana', 'ben'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, [ana, ben], { newOptions: { time_limit: '1h', timeout_player: 'auto' } });
    await playTimed(h, clock, table, new Map([[ana.id, 10 * MINUTE], [ben.id, 30 * MINUTE]]), ben.id);
    await h.bot.announcer.due(table.channelId, table.gameId);
    await h.settle();

    const stats = await new StatsService(h.store, HOSTED).userStats(h.discord.guildId, ben.id);
    if (!stats.ok || stats.value === null) throw new Error('no statistics');
    const chacun = stats.value.games.chacun;
    // Ben's turns took 30 min each, but the one the clock played (an hour).
    expect(chacun.clockTurns).toBe(1);
    expect(chacun.turnSample?.filter((ms) => ms === HOUR)).toHaveLength(1);
    expect(chacun.turnSample?.filter((ms) => ms !== HOUR).every((ms) => ms === 30 * MINUTE)).toBe(true);
    expect(quantile(chacun.turnSample ?? [], 0.5)).toBe(30 * MINUTE);

    const statsOf = async (user: typeof ana, locale = 'en-GB') => (await act(h!, h!.discord.slashCommand({ user, name: 'stats', options: {}, locale }))).original()!.embeds[0].description ?? '';
    const share = Math.round((100 * 1) / chacun.turns!);
    expect(await statsOf(ben)).toContain(`Time to play a move: median 30 min 0 s, 9 moves in 10 within 30 min 0 s (over ${chacun.turns} moves) · played by the clock: ${share}%`);
    expect(await statsOf(ana)).toMatch(/Time to play a move: median 10 min 0 s, 9 moves in 10 within 10 min 0 s \(over \d+ moves\) · played by the clock: 0%/);
    // The server's rating table keeps each person's median, which the leaderboard by speed ranks by.
    const ratings = await new StatsService(h.store, HOSTED).ratings(h.discord.guildId, 'chacun');
    if (!ratings.ok) throw new Error('no ratings');
    expect(ratings.value[`u:${ana.id}`]?.turnMedianMs).toBe(10 * MINUTE);
    expect(ratings.value[`u:${ben.id}`]?.turnMedianMs).toBe(30 * MINUTE);
    const board = async (locale: string) => (await act(h!, h!.discord.slashCommand({ user: ana, name: 'leaderboard', options: { game: 'chacun', sort: 'speed' }, locale }))).original()!;
    // One game each: not yet ranked (three are needed), said in the words of the leaderboard by speed.
    expect((await board('en-GB')).content).toBe('Nobody has 3 counted games of ChaCuN with timed moves on this server yet.');
    expect(await statsOf(ana, 'fr')).toMatch(/Temps pour jouer un coup\s:\smédiane 10\smin 0\ss, 9 coups sur 10 en moins de 10\smin 0\ss \(sur \d+ coups\) · joués par la pendule\s:\s0\s%/u);

    // A new game of the two: /games gives each seat's median in ChaCuN.
    await openGame(h, [ana, ben], { channelId: h.discord.createTextChannel({ name: 'again' }).id });
    const list = (await act(h, h.discord.slashCommand({ user: ana, name: 'games', options: {} }))).original()!.embeds[0].description ?? '';
    expect(list).toContain('⏱️ Median time to move: ana 10 min 0 s and ben 30 min 0 s');
  }, 120_000);
});
