import { describe, expect, test } from 'vitest';
import { SessionManager } from '../../src/session/manager.ts';
import { memoryStore } from '../../src/session/store.ts';
import { conservative, initialRating } from '../../src/stats/ratings.ts';
import { StatsService } from '../../src/stats/service.ts';
import { openGame, playOut } from './play.ts';
import { HOSTED } from '../../src/hosted.ts';

const GUILD = '100000000000000001';
const ANA = '200000000000000001';
const BEN = '200000000000000002';
const CLO = '200000000000000003';

function setup() {
  const store = memoryStore();
  const stats = new StatsService(store, HOSTED);
  let clock = 1_700_000_000_000;
  const manager = new SessionManager(store, HOSTED, { now: () => (clock += 7_000), onGameEnded: async (session, state) => void (await stats.recordGame(session, state)) });
  return { store, stats, manager };
}

let channel = 300000000000000000n;
const nextChannel = () => String(++channel);

describe('ratings and statistics of ended games', () => {
  test('a finished ChaCuN game of two people moves the winner up and the loser down, and counts in their statistics', async () => {
    const { stats, manager } = setup();
    const channelId = nextChannel();
    await openGame(manager, { game: 'chacun', guildId: GUILD, channelId, people: [[ANA, 'Ana'], [BEN, 'Ben']], seed: 11 });
    const ended = await playOut(manager, HOSTED, channelId);
    expect(ended.status).toBe('finished');
    const table = await stats.ratings(GUILD, 'chacun');
    if (!table.ok) throw new Error('store');
    const ana = table.value[`u:${ANA}`];
    const ben = table.value[`u:${BEN}`];
    const initial = initialRating('x');
    const [winner, loser] = ana.wins === 1 ? [ana, ben] : [ben, ana];
    expect(winner.wins + loser.wins).toBeGreaterThanOrEqual(1);
    expect(winner.mu).toBeGreaterThan(initial.mu);
    if (loser.wins === 0) expect(loser.mu).toBeLessThan(initial.mu);
    expect(winner.sigma).toBeLessThan(initial.sigma);
    const anaStats = await stats.userStats(GUILD, ANA);
    if (!anaStats.ok || anaStats.value === null) throw new Error('no statistics');
    const chacun = anaStats.value.games.chacun;
    expect(chacun.played).toBe(1);
    // Points by kind add up to the points of the game.
    expect(Object.values(chacun.kinds).reduce((a, b) => a + b, 0)).toBe(chacun.pointsSum);
    expect(Object.keys(chacun.kinds).sort()).toEqual(['forests', 'meadows', 'powers', 'riverSystems', 'rivers']);
    expect(chacun.moves).toBeGreaterThan(10);
    // The clock ticks 7 s at each reading: each move took a few ticks.
    expect(chacun.moveMs % 7_000).toBe(0);
    expect(chacun.moveMs).toBeGreaterThanOrEqual(chacun.moves * 7_000);
    expect(chacun.history).toHaveLength(1);
    expect(chacun.history[0].mu).toBe(ana.mu);
  });

  test('a resigned player counts as last once both have played; an aborted game and a game of one person with an AI do not count', async () => {
    const { stats, manager } = setup();
    const resignChannel = nextChannel();
    await openGame(manager, { game: 'chacun', guildId: GUILD, channelId: resignChannel, people: [[ANA, 'Ana'], [BEN, 'Ben']], seed: 3 });
    // Each places a tile, then Ana gives up.
    await playOut(manager, HOSTED, resignChannel, 4);
    const resigned = await manager.resign(resignChannel, { userId: ANA });
    expect(resigned.ok && resigned.value.ended).toBe(true);
    const table = await stats.ratings(GUILD, 'chacun');
    if (!table.ok) throw new Error('store');
    expect(table.value[`u:${ANA}`].mu).toBeLessThan(table.value[`u:${BEN}`].mu);
    expect(table.value[`u:${BEN}`].wins).toBe(1);

    const abortChannel = nextChannel();
    await openGame(manager, { game: 'chacun', guildId: GUILD, channelId: abortChannel, people: [[ANA, 'Ana'], [CLO, 'Clo']], seed: 4 });
    expect((await manager.abort(abortChannel, { userId: ANA })).ok).toBe(true);
    const soloChannel = nextChannel();
    await openGame(manager, { game: 'chacun', guildId: GUILD, channelId: soloChannel, people: [[CLO, 'Clo']], ais: ['easy'], seed: 5 });
    await playOut(manager, HOSTED, soloChannel);
    expect(await stats.countOf(GUILD)).toEqual({ ok: true, value: 1 });
    expect(await stats.userStats(GUILD, CLO)).toEqual({ ok: true, value: null });
  });

  test.each([
    { game: 'chacun', moves: 0, why: 'nobody has played' },
    { game: 'chacun', moves: 1, why: 'only the first player has played' },
    { game: 'tchu', moves: 0, why: 'nobody has chosen tickets' },
    { game: 'tchu', moves: 1, why: 'one has chosen tickets' },
    { game: 'scrabble', moves: 1, why: 'only the first player has played' },
  ])('$game resigned after $moves move(s) ($why) rates nobody and is in nobody’s statistics', async ({ game, moves }) => {
    const { stats, manager } = setup();
    const channelId = nextChannel();
    await openGame(manager, { game, guildId: GUILD, channelId, people: [[ANA, 'Ana'], [BEN, 'Ben']], seed: 6 });
    await playOut(manager, HOSTED, channelId, moves);
    // Ana sits first and plays first: Ben, who has not played yet, resigns (either may when nobody has).
    const quitter = moves === 0 ? ANA : BEN;
    const resigned = await manager.resign(channelId, { userId: quitter });
    expect(resigned.ok && resigned.value.ended).toBe(true);
    expect(await stats.countOf(GUILD)).toEqual({ ok: true, value: 0 });
    expect(await stats.ratings(GUILD, game)).toEqual({ ok: true, value: {} });
    expect(await stats.userStats(GUILD, ANA)).toEqual({ ok: true, value: null });
    expect(await stats.userStats(GUILD, BEN)).toEqual({ ok: true, value: null });
  });

  test('tCHu: both chose their first tickets (a move each, made at once), then one resigned: the game counts', async () => {
    const { stats, manager } = setup();
    const channelId = nextChannel();
    await openGame(manager, { game: 'tchu', guildId: GUILD, channelId, people: [[ANA, 'Ana'], [BEN, 'Ben']], seed: 6 });
    await playOut(manager, HOSTED, channelId, 2);
    expect((await manager.resign(channelId, { userId: BEN })).ok).toBe(true);
    const table = await stats.ratings(GUILD, 'tchu');
    if (!table.ok) throw new Error('store');
    expect(table.value[`u:${ANA}`].wins).toBe(1);
    expect(table.value[`u:${BEN}`].wins).toBe(0);
  });

  test('of three, one resigns before playing: the two who played it through are rated, the one who left is not', async () => {
    const { stats, manager } = setup();
    const channelId = nextChannel();
    await openGame(manager, { game: 'chacun', guildId: GUILD, channelId, people: [[ANA, 'Ana'], [BEN, 'Ben'], [CLO, 'Clo']], seed: 7 });
    expect((await manager.resign(channelId, { userId: CLO })).ok).toBe(true);
    const ended = await playOut(manager, HOSTED, channelId);
    expect(ended.status).toBe('finished');
    const table = await stats.ratings(GUILD, 'chacun');
    if (!table.ok) throw new Error('store');
    expect(Object.keys(table.value).sort()).toEqual([`u:${ANA}`, `u:${BEN}`].sort());
    expect(await stats.userStats(GUILD, CLO)).toEqual({ ok: true, value: null });
    const ana = await stats.userStats(GUILD, ANA);
    expect(ana.ok && ana.value?.games.chacun.played).toBe(1);
  });

  test('a Jass game rates teams: both partners move the same way, and the AI level is rated too', async () => {
    const { stats, manager } = setup();
    const channelId = nextChannel();
    // Ana and Ben sit first and second: partners (north and south) or opponents, as the game seats them.
    await openGame(manager, { game: 'jass', guildId: GUILD, channelId, people: [[ANA, 'Ana'], [BEN, 'Ben']], ais: ['easy', 'easy'], seed: 8 });
    const ended = await playOut(manager, HOSTED, channelId);
    expect(ended.status).toBe('finished');
    const table = await stats.ratings(GUILD, 'jass');
    if (!table.ok) throw new Error('store');
    const initial = initialRating('x').mu;
    const teams = HOSTED.get('jass')!.rules.seats.teams!;
    for (const seat of ended.seats) {
      const key = seat.player.type === 'human' ? `u:${seat.player.userId}` : `ai:${seat.player.level}`;
      const rating = table.value[key];
      const team = teams.find((t) => t.includes(seat.seat))!;
      const won = HOSTED.get('jass')!.rules.outcome(await stateOf(manager, ended.id)).winners.includes(team[0]);
      if (seat.player.type === 'human') expect(rating.mu > initial).toBe(won);
    }
    expect(table.value['ai:easy']).toBeDefined();
  });

  test('rebuilding from the stored records gives the stored ratings and statistics', async () => {
    const { store, stats, manager } = setup();
    const people: [string, string][] = [[ANA, 'Ana'], [BEN, 'Ben'], [CLO, 'Clo']];
    for (let i = 0; i < 4; i++) {
      const channelId = nextChannel();
      const players = [people[i % 3], people[(i + 1) % 3], ...(i % 2 === 0 ? [people[(i + 2) % 3]] : [])];
      await openGame(manager, { game: 'chacun', guildId: GUILD, channelId, people: players, ais: i === 3 ? ['normal'] : [], seed: 20 + i });
      await playOut(manager, HOSTED, channelId);
    }
    const before = await snapshot(stats);
    expect(Object.keys(before.chacun).length).toBe(4);
    // The tables are lost or damaged…
    await store.delete(`ratings:${GUILD}:chacun`);
    await store.set(`stats:${GUILD}:${ANA}`, { name: 'Ana', games: { chacun: 'garbage' } });
    expect((await stats.ratings(GUILD, 'chacun')).ok && Object.keys((await snapshot(stats)).chacun).length).toBe(0);
    // …and come back the same from the records.
    const rebuilt = await stats.rebuild();
    expect(rebuilt).toEqual({ ok: true, value: { guilds: 1, games: 4, skipped: [], dropped: [] } });
    expect(await snapshot(stats)).toEqual(before);
    expect(conservative(before.chacun[`u:${ANA}`])).toBeTypeOf('number');
  });
});

describe('a rebuild applies today’s rules of counting to games counted before them', () => {
  test('games resigned before two people played leave the index, the ratings and the statistics; the others stay', async () => {
    const { store, stats, manager } = setup();
    // A real game, counted.
    const real = nextChannel();
    await openGame(manager, { game: 'chacun', guildId: GUILD, channelId: real, people: [[ANA, 'Ana'], [BEN, 'Ben']], seed: 2 });
    await playOut(manager, HOSTED, real);
    const counted = await stats.gameIds(GUILD);
    expect(counted.ok && counted.value).toHaveLength(1);
    const before = await snapshot(stats);
    // Three games resigned at move 0, as an older version counted them: in the index, with tables of their own.
    const early: string[] = [];
    for (let i = 0; i < 3; i++) {
      const channelId = nextChannel();
      const opened = await openGame(manager, { game: 'tchu', guildId: GUILD, channelId, people: [[ANA, 'Ana'], [CLO, 'Clo']], seed: 30 + i });
      expect((await manager.resign(channelId, { userId: ANA })).ok).toBe(true);
      early.push(opened.id);
    }
    expect((await stats.gameIds(GUILD)).ok && (await stats.countOf(GUILD))).toEqual({ ok: true, value: 1 });
    await store.set(`results:${GUILD}:0`, [...(counted.ok ? counted.value : []), ...early]);
    await store.set(`results:${GUILD}`, { count: 4 });
    await store.set(`ratings:${GUILD}:tchu`, { [`u:${ANA}`]: { mu: 10, sigma: 6, games: 3, wins: 0, name: 'Ana', lastAt: 1 }, [`u:${CLO}`]: { mu: 40, sigma: 6, games: 3, wins: 3, name: 'Clo', lastAt: 1 } });
    await store.set(`stats:${GUILD}:${CLO}`, { name: 'Clo', games: { tchu: { played: 3, won: 3, pointsSum: 0, pointsBest: 0, kinds: {}, kindGames: 0, moveMs: 0, moves: 0, history: [] } } });

    const rebuilt = await stats.rebuild();
    expect(rebuilt).toEqual({ ok: true, value: { guilds: 1, games: 1, skipped: [], dropped: early.map((gameId) => ({ gameId, why: 'FEWER_THAN_TWO_PLAYED' })) } });
    expect(await stats.gameIds(GUILD)).toEqual(counted);
    expect(await snapshot(stats)).toEqual(before);
    expect(await stats.userStats(GUILD, CLO)).toEqual({ ok: true, value: null });
    // And the games are not counted again as missed ones.
    const missed = await stats.countMissed();
    expect(missed.ok && missed.value.games).toBe(0);
  });
});

describe('games that ended before the statistics counted them', () => {
  /** Three ChaCuN games played in a row on one store; the first two end unseen by the statistics when `missFirst`. */
  async function threeGames(missFirst: boolean) {
    const store = memoryStore();
    const stats = new StatsService(store, HOSTED);
    let clock = 1_700_000_000_000;
    let counting = !missFirst;
    const manager = new SessionManager(store, HOSTED, { now: () => (clock += 7_000), onGameEnded: async (session, state) => void (counting ? await stats.recordGame(session, state) : null) });
    const people: [string, string][] = [[ANA, 'Ana'], [BEN, 'Ben'], [CLO, 'Clo']];
    for (let i = 0; i < 3; i++) {
      if (i === 2) counting = true;
      const channelId = `40000000000000000${i}`;
      await openGame(manager, { game: 'chacun', guildId: GUILD, channelId, people: [people[i], people[(i + 1) % 3]], seed: 30 + i });
      await playOut(manager, HOSTED, channelId);
    }
    return { store, stats };
  }

  test('are counted once, before the games counted since, as if counted when they ended', async () => {
    const live = await threeGames(false);
    const late = await threeGames(true);
    expect(await late.stats.countOf(GUILD)).toEqual({ ok: true, value: 1 });
    const caughtUp = await late.stats.catchUpOnce();
    expect(caughtUp.ok && caughtUp.value !== null && { guilds: caughtUp.value.guilds, games: caughtUp.value.games }).toEqual({ guilds: 1, games: 2 });
    expect(await snapshot(late.stats)).toEqual(await snapshot(live.stats));
    // Once: the bot's next start reads one key; the rebuild tool's pass finds nothing more.
    expect(await late.stats.catchUpOnce()).toEqual({ ok: true, value: null });
    const again = await late.stats.countMissed();
    expect(again.ok && again.value.games).toBe(0);
    expect(await late.stats.countOf(GUILD)).toEqual({ ok: true, value: 3 });
  });
});

describe('the count of missed games at start, with several bot processes (shards, hosts) on one store', () => {
  async function lateGames() {
    const store = memoryStore();
    const quiet = new SessionManager(store, HOSTED, { now: (() => { let clock = 1_700_000_000_000; return () => (clock += 7_000); })() });
    for (let i = 0; i < 2; i++) {
      const channelId = `41000000000000000${i}`;
      await openGame(quiet, { game: 'chacun', guildId: GUILD, channelId, people: [[ANA, 'Ana'], [BEN, 'Ben']], seed: 40 + i });
      await playOut(quiet, HOSTED, channelId);
    }
    return store;
  }

  test('runs in one process alone when they start at once: the games are counted once', async () => {
    const store = await lateGames();
    const processes = [0, 1, 2].map(() => new StatsService(store, HOSTED));
    const reports = await Promise.all(processes.map((stats) => stats.catchUpOnce()));
    expect(reports.every((report) => report.ok)).toBe(true);
    expect(reports.filter((report) => report.ok && report.value !== null).map((report) => report.ok && report.value?.games)).toEqual([2]);
    expect(await processes[0].countOf(GUILD)).toEqual({ ok: true, value: 2 });
    expect(await processes[1].catchUpOnce()).toEqual({ ok: true, value: null });
  });

  test('a claim whose process died (older than an hour) is taken again; a failed count is tried again at the next start', async () => {
    const store = await lateGames();
    const start = 1_800_000_000_000;
    expect((await store.compareAndSet('results:caught-up', { version: 1, counting: start }, null)).ok).toBe(true);
    const stats = new StatsService(store, HOSTED);
    expect(await stats.catchUpOnce(() => start + 59 * 60_000)).toEqual({ ok: true, value: null });
    const failing = new StatsService({ ...store, scan: async () => ({ ok: false, error: { code: 'STORE_UNAVAILABLE', message: 'down' } }) }, HOSTED);
    const failed = await failing.catchUpOnce(() => start + 61 * 60_000);
    expect(failed.ok).toBe(false);
    const again = await stats.catchUpOnce(() => start + 62 * 60_000);
    expect(again.ok && again.value?.games).toBe(2);
    expect(await stats.catchUpOnce(() => start + 200 * 60_000)).toEqual({ ok: true, value: null });
    expect(await stats.countOf(GUILD)).toEqual({ ok: true, value: 2 });
  });
});

async function stateOf(manager: SessionManager, gameId: string): Promise<unknown> {
  const loaded = await manager.getGame(gameId);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.state;
}

async function snapshot(stats: StatsService) {
  const table = await stats.ratings(GUILD, 'chacun');
  const users = await Promise.all([ANA, BEN, CLO].map((id) => stats.userStats(GUILD, id)));
  const tchu = await stats.ratings(GUILD, 'tchu');
  return { chacun: table.ok ? table.value : {}, tchu: tchu.ok ? tchu.value : {}, users: users.map((u) => (u.ok ? u.value : 'failed')) };
}
