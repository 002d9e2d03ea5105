import { describe, expect, test } from 'vitest';
import { SessionManager } from '../../src/session/manager.ts';
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
  return { stats, manager, advance: (ms: number) => void (clock += ms) };
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
