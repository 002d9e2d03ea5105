import { describe, expect, test } from 'vitest';
import { SessionManager } from '../../src/session/manager.ts';
import { withClockNote } from '../../src/session/schedule.ts';
import { seatOfKey } from '../../src/session/session.ts';
import { memoryStore } from '../../src/session/store.ts';
import { rankedPlayers } from '../../src/stats/leaderboard.ts';
import { StatsService } from '../../src/stats/service.ts';
import { HOSTED } from '../../src/hosted.ts';
import { openGame } from './play.ts';

const GUILD = '100000000000000001';
const ANA = '200000000000000001';
const BEN = '200000000000000002';
const CLO = '200000000000000003';
const MINUTE = 60_000;

/** A session manager on a clock the test moves, counting ended games in statistics. */
function setup() {
  const store = memoryStore();
  const stats = new StatsService(store, HOSTED);
  let clock = 1_700_000_000_000;
  const manager = new SessionManager(store, HOSTED, { now: () => clock, onGameEnded: async (session, state) => void (await stats.recordGame(session, state)) });
  return { stats, manager, advance: (ms: number) => void (clock += ms), now: () => clock };
}

let channel = 310000000000000000n;
const nextChannel = () => String(++channel);

/** A person's move: their seat's automatic action unless one is given. */
async function move(manager: SessionManager, channelId: string, userId: string, action?: unknown): Promise<void> {
  const loaded = await manager.get(channelId);
  if (!loaded.ok) throw new Error(loaded.error.code);
  const { session, state } = loaded.value;
  const rules = HOSTED.get(session.game)!.rules;
  const seat = session.seats.find((s) => s.player.type === 'human' && s.player.userId === userId)!;
  const played = await manager.move(channelId, { gameId: session.id, moveNumber: session.moveNumber, userId, action: action ?? rules.autoAction(state, seat.seat) });
  if (!played.ok) throw new Error(`${played.error.code} ${played.error.message}`);
}

describe('time to move in a step every player takes at once', () => {
  test('tCHu: both choose their first tickets at once, each timed from the start; after 3 games both are on the leaderboard by speed', async () => {
    const { stats, manager, advance } = setup();
    for (let game = 0; game < 3; game++) {
      const channelId = nextChannel();
      await openGame(manager, { game: 'tchu', guildId: GUILD, channelId, people: [[ANA, 'Ana'], [BEN, 'Ben']], seed: 20 + game });
      // Ana chooses 5 min after the start, Ben 3 min later: Ben, the last, finishes the step.
      advance(5 * MINUTE);
      await move(manager, channelId, ANA);
      advance(3 * MINUTE);
      await move(manager, channelId, BEN);
      advance(MINUTE);
      expect((await manager.resign(channelId, { userId: BEN })).ok).toBe(true);
    }
    const ana = await stats.userStats(GUILD, ANA);
    const ben = await stats.userStats(GUILD, BEN);
    if (!ana.ok || ana.value === null || !ben.ok || ben.value === null) throw new Error('no statistics');
    expect(ana.value.games.tchu).toMatchObject({ moves: 3, moveMs: 15 * MINUTE, turnSample: [5 * MINUTE, 5 * MINUTE, 5 * MINUTE] });
    expect(ben.value.games.tchu).toMatchObject({ moves: 3, moveMs: 24 * MINUTE, turnSample: [8 * MINUTE, 8 * MINUTE, 8 * MINUTE] });
    const table = await stats.ratings(GUILD, 'tchu');
    if (!table.ok) throw new Error('store');
    expect(rankedPlayers(table.value, 3, 'speed').map((row) => [row.entry.name, row.entry.turnMedianMs])).toEqual([
      ['Ana', 5 * MINUTE],
      ['Ben', 8 * MINUTE],
    ]);
  });

  test('Scrabble judged by the table: each of the others answering a play is timed from the play, whoever answers last', async () => {
    const { stats, manager, advance } = setup();
    const channelId = nextChannel();
    const lobby = await manager.createLobby({ game: 'scrabble', guildId: GUILD, channelId, creator: { userId: ANA, name: 'Ana' }, locale: 'en', ais: [], options: { words: 'en', judge: 'table' } });
    if (!lobby.ok) throw new Error(lobby.error.message);
    for (const [userId, name] of [[BEN, 'Ben'], [CLO, 'Clo']]) expect((await manager.join(channelId, { userId, name })).ok).toBe(true);
    expect((await manager.start(channelId, { userId: ANA, seed: 9 })).ok).toBe(true);
    const loaded = await manager.get(channelId);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const { session, state } = loaded.value as { session: typeof loaded.value.session; state: { racks: readonly string[] } };
    expect(seatOfKey(session, 'P1')?.player).toMatchObject({ userId: ANA });
    // Two letters of Ana's rack across the centre: the table, not the word list, judges it.
    const word = [...state.racks[0]].filter((tile) => tile !== '?').slice(0, 2).join('');
    advance(MINUTE);
    await move(manager, channelId, ANA, { type: 'play', position: '8H', word });
    advance(2 * MINUTE);
    await move(manager, channelId, BEN, { type: 'accept' });
    advance(4 * MINUTE);
    await move(manager, channelId, CLO, { type: 'accept' });
    advance(MINUTE);
    expect((await manager.resign(channelId, { userId: ANA })).ok).toBe(true);
    expect((await manager.resign(channelId, { userId: BEN })).ok).toBe(true);
    const turns = async (userId: string) => {
      const found = await stats.userStats(GUILD, userId);
      if (!found.ok || found.value === null) throw new Error(`no statistics of ${userId}`);
      return found.value.games.scrabble.turnSample;
    };
    expect(await turns(ANA)).toEqual([MINUTE]);
    expect(await turns(BEN)).toEqual([2 * MINUTE]);
    expect(await turns(CLO)).toEqual([6 * MINUTE]);
  });
});

describe('turns the clock played', () => {
  test('a move played for a seat whose time ran out counts as the clock’s; a strict clock’s loss on time, which plays nothing, does not', async () => {
    const { stats, manager, advance, now } = setup();
    const channelId = nextChannel();
    const clock = { reminderMs: null, limitMs: 60 * MINUTE, level: 'auto', handOverAfter: 3 };
    const lobby = await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId, creator: { userId: ANA, name: 'Ana' }, locale: 'en', ais: [], clock });
    if (!lobby.ok) throw new Error(lobby.error.message);
    for (const [userId, name] of [[BEN, 'Ben'], [CLO, 'Clo']]) expect((await manager.join(channelId, { userId, name })).ok).toBe(true);
    expect((await manager.start(channelId, { userId: ANA, seed: 4 })).ok).toBe(true);
    const rules = HOSTED.get('chacun')!.rules;
    const toAct = async () => {
      const loaded = await manager.get(channelId);
      if (!loaded.ok) throw new Error(loaded.error.code);
      return { ...loaded.value, key: rules.toAct(loaded.value.state)[0] };
    };
    /** The person to act plays their whole turn (a tile, then a pawn or none). */
    const playTurn = async () => {
      const { session, key } = await toAct();
      const seat = seatOfKey(session, key)!;
      if (seat.player.type !== 'human') throw new Error('an AI to act');
      for (let step = 0; step < 4 && (await toAct()).key === key; step++) await move(manager, channelId, seat.player.userId);
      return key;
    };
    // Everyone plays a turn of their own, so that everyone counts.
    for (let i = 0; i < 3; i++) {
      advance(MINUTE);
      await playTurn();
    }
    advance(60 * MINUTE);
    // The time of the next seat runs out: the clock plays their turn, as the deadlines do with an ordinary clock.
    const played = await manager.change(channelId, (await toAct()).session.id, async ({ session, state }) => {
      const key = rules.toAct(state)[0];
      const entries: unknown[] = [];
      let next = state;
      for (let step = 0; step < 4 && !rules.isOver(next) && rules.toAct(next).includes(key); step++) {
        const result = rules.play(next, key, rules.autoAction(next, key));
        if (!result.ok) throw new Error(result.error.message);
        entries.push(result.value.entry);
        next = result.value.state;
      }
      const note = { kind: 'timeout' as const, seat: key, name: seatOfKey(session, key)!.player.name, moveNumber: session.moveNumber, at: now() };
      return { session: { ...session, clock: withClockNote(session.clock!, note) }, entries, reached: next };
    });
    if (!played.ok || played.value === null) throw new Error('no timeout played');
    advance(60 * MINUTE);
    // The next seat's time runs out on a strict clock (a tournament's): they resign, nothing is played for them.
    const lost = await manager.change(channelId, (await toAct()).session.id, async ({ session, state }) => {
      const key = rules.toAct(state)[0];
      const note = { kind: 'timeout' as const, seat: key, name: seatOfKey(session, key)!.player.name, moveNumber: session.moveNumber, at: now(), lost: true as const };
      const seats = session.seats.map((seat) => (seat.seat === key ? { ...seat, resignedAt: now() } : seat));
      return { session: { ...session, seats, clock: withClockNote(session.clock!, note) } };
    });
    if (!lost.ok || lost.value === null) throw new Error('no loss on time');
    expect(lost.value.session.status).toBe('playing');
    const [timedOut, late] = [played.value.session, lost.value.session].map((s) => s.clock!.notes!.at(-1)!.seat);
    const userOf = (key: string) => {
      const seat = seatOfKey(lost.value!.session, key)!;
      if (seat.player.type !== 'human') throw new Error('not a person');
      return seat.player.userId;
    };
    // The last one playing resigns: the game ends, won by forfeit by the one whose turn the clock played.
    const last = [ANA, BEN, CLO].find((id) => id !== userOf(timedOut) && id !== userOf(late))!;
    advance(MINUTE);
    expect((await manager.resign(channelId, { userId: last })).ok).toBe(true);
    const clockTurns = async (userId: string) => {
      const found = await stats.userStats(GUILD, userId);
      if (!found.ok || found.value === null) throw new Error(`no statistics of ${userId}`);
      return found.value.games.chacun.clockTurns;
    };
    expect(await clockTurns(userOf(timedOut))).toBe(1);
    expect(await clockTurns(userOf(late))).toBe(0);
    expect(await clockTurns(last)).toBe(0);
  });
});
