import { describe, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { randomAction } from '../../src/games/chacun/engine/random.ts';
import type { GameState as TchuState } from '../../src/games/tchu/engine/state.ts';
import { SessionManager, type SessionResult } from '../../src/session/manager.ts';
import type { GameSession } from '../../src/session/session.ts';
import { memoryStore, type GameStore } from '../../src/session/store.ts';
import { ALICE, BOB, CHANNEL, chacunState, GUILD, LateStore, userOf } from './helpers.ts';
import { HOSTED } from '../../src/hosted.ts';

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A ChaCuN game of Alice and Bob, a few moves in, on a late store. */
async function chacunOn(store: LateStore) {
  const manager = new SessionManager(store, HOSTED, { flushDelayMs: 60_000, onWarning: () => {} });
  value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' }));
  value(await manager.join(CHANNEL, BOB));
  const start = value(await manager.start(CHANNEL, { userId: ALICE.userId, seed: 3 }));
  return { manager, session: start.session, state: chacunState(start.state) };
}

/** Plays one random legal ChaCuN move for the seat to act. */
async function playOne(manager: SessionManager, loaded: { session: GameSession; state: unknown }, random: Random) {
  const state = chacunState(loaded.state);
  return manager.move(CHANNEL, { gameId: loaded.session.id, moveNumber: loaded.session.moveNumber, userId: userOf(loaded.session, state), action: randomAction(state, random) });
}

async function stored(store: GameStore, gameId: string): Promise<GameSession> {
  return value(await new SessionManager(store, HOSTED).getGame(gameId)).session;
}

describe('a write the store applies late', () => {
  test('an annotation written late does not roll back the move stored after it, and is laid over the newest game', async () => {
    const store = new LateStore(memoryStore());
    const random = new Random(5);
    const { manager, session, state } = await chacunOn(store);
    const first = value(await playOne(manager, { session, state }, random));
    manager.annotate(CHANNEL, session.id, { messageIds: { turn: '900000000000000001' } });
    store.holdNextGameWrite();
    await manager.idle(); // the annotation's write: answered "no answer in time", held
    expect(store.held).not.toBeNull();
    const second = value(await playOne(manager, first, random));
    expect(second.session.moveNumber).toBeGreaterThan(first.session.moveNumber);

    await store.release(); // the held write lands now, after the move
    const after = await stored(store, session.id);
    expect(after.moveNumber).toBe(second.session.moveNumber);
    expect(after.record).toEqual(second.session.record);
    // The annotation is not lost: it is written over the newest game.
    await manager.idle();
    const annotated = await stored(store, session.id);
    expect(annotated.moveNumber).toBe(second.session.moveNumber);
    expect(annotated.messageIds.turn).toBe('900000000000000001');
  });

  test('without the version check the same late write rolls the move back (what this guards against)', async () => {
    const store = new LateStore(memoryStore(), false);
    const random = new Random(5);
    const { manager, session, state } = await chacunOn(store);
    const first = value(await playOne(manager, { session, state }, random));
    manager.annotate(CHANNEL, session.id, { messageIds: { turn: '900000000000000001' } });
    store.holdNextGameWrite();
    await manager.idle();
    const second = value(await playOne(manager, first, random));
    await store.release();
    expect((await stored(store, session.id)).moveNumber).toBe(first.session.moveNumber);
    expect(second.session.moveNumber).toBeGreaterThan(first.session.moveNumber);
  });

  test('a move written late does not replace the move that followed it', async () => {
    const store = new LateStore(memoryStore());
    const random = new Random(9);
    const { manager, session, state } = await chacunOn(store);
    const request = { gameId: session.id, moveNumber: 0, userId: userOf(session, state), action: randomAction(state, random) };
    store.holdNextGameWrite();
    const uncertain = await manager.move(CHANNEL, request);
    expect(uncertain.ok ? null : uncertain.error.code).toBe('STORE_UNCERTAIN');
    // The player tries again: this time it is stored.
    const played = value(await manager.move(CHANNEL, request));
    const next = value(await playOne(manager, played, random));
    await store.release();
    const after = await stored(store, session.id);
    expect(after.record).toEqual(next.session.record);
  });
});

describe('two processes on one store', () => {
  test('both tCHu players choose their first tickets at the same instant through two bots: both choices are kept, no one is told "kept" falsely', async () => {
    const store = memoryStore();
    let ids = 0;
    const [one, two] = [0, 1].map(() => new SessionManager(store, HOSTED, { newGameId: () => `g${++ids}x${Math.random().toString(36).slice(2, 8)}`, onWarning: () => {} }));
    for (let game = 0; game < 20; game++) {
      const channelId = `4000000000000000${String(game).padStart(2, '0')}`;
      value(await one.createLobby({ game: 'tchu', guildId: GUILD, channelId, creator: ALICE, locale: 'en' }));
      value(await one.join(channelId, BOB));
      const start = value(await one.start(channelId, { userId: ALICE.userId, seed: 100 + game }));
      const state = start.state as TchuState;
      const choose = (manager: SessionManager, userId: string) =>
        manager.act(channelId, { gameId: start.session.id, userId }, { needs: 'turn' }, ({ state: now, seat }) => {
          const offered = (now as TchuState).playerStates[(now as TchuState).players.indexOf(seat!.seat)].offered ?? [];
          return { action: { type: 'chooseTickets', keep: offered.slice(0, 3) } };
        });
      expect(state.step).toBe('INITIAL_TICKETS');
      const [a, b] = await Promise.all([choose(one, ALICE.userId), choose(two, BOB.userId)]);
      // Each was told "kept" only if its choice is in the stored record.
      expect([a.ok, b.ok]).toEqual([true, true]);
      const record = (await stored(store, start.session.id)).record as { actions: { type: string; player: number }[] };
      expect(record.actions.filter((entry) => entry.type === 'chooseTickets').map((entry) => entry.player).sort()).toEqual([0, 1]);
    }
  });
});
