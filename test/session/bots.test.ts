import { describe, expect, test, vi } from 'vitest';
import { AiTurns } from '../../src/bot/ai-turns.ts';
import type { Announcer } from '../../src/bot/announcer.ts';
import { createLogger } from '../../src/log.ts';
import { chooseAction, type AiLevel } from '../../src/games/chacun/ai/index.ts';
import { AI_NAMES } from '../../src/games/chacun/ai-module.ts';
import { currentPlayer, type GameState } from '../../src/games/chacun/engine/game.ts';
import { replay } from '../../src/games/chacun/engine/record.ts';
import { aiSeedOf, SessionManager, type SessionManagerOptions, type SessionResult } from '../../src/session/manager.ts';
import { isAiSeat, parseSession, seatOfKey, type GameSession } from '../../src/session/session.ts';
import { memoryStore, storeFromAdapter, type GameStore } from '../../src/session/store.ts';
import { actionsOf, ALICE, BOB, CAROL, CHANNEL, DAVE, ERIN, FRANK, chacunRecord, chacunState, FlakyAdapter, GUILD } from './helpers.ts';
import { HOSTED } from '../../src/hosted.ts';

function code(result: SessionResult<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function manager(store: GameStore = memoryStore(), options: SessionManagerOptions = {}): SessionManager {
  let ids = 0;
  return new SessionManager(store, HOSTED, { newGameId: () => `game${++ids}`, now: () => 1_000 + ids, newSeed: () => 42, ...options });
}

/** Whether an AI seat is to move. */
function botToMove(session: GameSession, state: GameState): boolean {
  const color = currentPlayer(state);
  const seat = color === null ? undefined : seatOfKey(session, color);
  return seat !== undefined && isAiSeat(seat);
}

describe('AI seats in the lobby', () => {
  test('the creator adds bots in the free seats (colours), named and levelled; they read back from the store', async () => {
    const m = manager();
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE' }));
    value(await m.addAi(CHANNEL, { userId: ALICE.userId, level: 'hard' }));
    const { session } = value(await m.addAi(CHANNEL, { userId: ALICE.userId, level: 'easy' }));
    expect(session.seats.map((s) => [s.seat, s.player.type, s.player.name])).toEqual([
      ['RED', 'ai', AI_NAMES[0]],
      ['BLUE', 'human', 'Alice'],
      ['GREEN', 'ai', AI_NAMES[1]],
    ]);
    expect(session.seats.filter(isAiSeat).map((s) => s.player.level)).toEqual(['hard', 'easy']);
    expect(parseSession(JSON.parse(JSON.stringify(session)), HOSTED)).toEqual({ ok: true, value: session });
  });

  test('an AI level the game does not have (by name or index) is refused with UNKNOWN_CHOICE, and nothing is stored', async () => {
    const m = manager();
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' }));
    for (const level of ['godlike', 3, -1]) {
      const refused = await m.addAi(CHANNEL, { userId: ALICE.userId, level });
      expect(!refused.ok && refused.error.code).toBe('UNKNOWN_CHOICE');
    }
    expect(value(await m.addAi(CHANNEL, { userId: ALICE.userId, level: 2 })).session.seats[1].player).toMatchObject({ type: 'ai', level: 'hard' });
    value(await m.removeAi(CHANNEL, { userId: ALICE.userId, seat: 1 }));
    expect(value(await m.get(CHANNEL)).session.seats).toHaveLength(1);
  });

  test('only the creator adds or removes bots; a full table refuses one more; removing frees the seat', async () => {
    const m = manager();
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', ais: ['normal', 'normal'] }));
    value(await m.join(CHANNEL, BOB));
    expect(code(await m.addAi(CHANNEL, { userId: BOB.userId, level: 'easy' }))).toBe('NOT_CREATOR');
    expect(code(await m.removeAi(CHANNEL, { userId: BOB.userId, seat: 'BLUE' }))).toBe('NOT_CREATOR');
    value(await m.addAi(CHANNEL, { userId: ALICE.userId, level: 'easy' }));
    expect(code(await m.addAi(CHANNEL, { userId: ALICE.userId, level: 'easy' }))).toBe('LOBBY_FULL');
    expect(code(await m.removeAi(CHANNEL, { userId: ALICE.userId, seat: 'YELLOW' }))).toBe('NOT_IN_GAME'); // Bob's seat is no bot
    const { session } = value(await m.removeAi(CHANNEL, { userId: ALICE.userId, seat: 'BLUE' }));
    expect(session.seats.map((s) => s.seat)).toEqual(['RED', 'GREEN', 'YELLOW', 'PURPLE']);
    expect(code(await m.removeAi(CHANNEL, { userId: ALICE.userId, seat: 'BLUE' }))).toBe('NOT_IN_GAME');
  });

  test("a full table with bots: a person takes the seat picked, or the last bot's seat; a table of people stays full", async () => {
    const m = manager();
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', ais: ['easy', 'normal', 'hard', 'easy'] }));
    const before = value(await m.get(CHANNEL)).session.seats;
    expect(before).toHaveLength(5);
    // Bob picks the seat of the normal bot: it leaves the table, the others keep their seats.
    const normal = before.find((s) => isAiSeat(s) && s.player.level === 'normal')!;
    const picked = value(await m.join(CHANNEL, { ...BOB, seat: normal.seat })).session.seats;
    expect(picked).toHaveLength(5);
    expect(seatOfKey({ seats: picked } as GameSession, normal.seat)?.player).toMatchObject({ type: 'human', userId: BOB.userId });
    expect(picked.filter(isAiSeat).map((s) => s.player.level).sort()).toEqual(['easy', 'easy', 'hard']);
    // Carol joins without a seat: she takes the seat of the bot that sat down last.
    const lastBot = picked.filter(isAiSeat).at(-1)!;
    const joined = value(await m.join(CHANNEL, CAROL)).session.seats;
    expect(seatOfKey({ seats: joined } as GameSession, lastBot.seat)?.player).toMatchObject({ type: 'human', userId: CAROL.userId });
    expect(joined.filter(isAiSeat)).toHaveLength(2);
    // A person's seat is never taken; with people only, the table is full.
    expect(code(await m.join(CHANNEL, { ...DAVE, seat: picked.find((s) => s.player.type === 'human' && s.player.userId === ALICE.userId)!.seat }))).toBe('SEAT_TAKEN');
    value(await m.join(CHANNEL, DAVE));
    value(await m.join(CHANNEL, ERIN));
    expect(code(await m.join(CHANNEL, FRANK))).toBe('LOBBY_FULL');
  });

  test('more than four bots at the opening is refused', async () => {
    const m = manager();
    const opened = await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', ais: ['easy', 'easy', 'easy', 'easy', 'easy'] });
    expect(code(opened)).toBe('LOBBY_FULL');
    expect(code(await m.get(CHANNEL))).toBe('NO_GAME');
  });

  test('a table of bots only is refused: the last person leaving closes the lobby, bots or not', async () => {
    const m = manager();
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', ais: ['easy', 'hard'] }));
    const { session } = value(await m.leave(CHANNEL, { userId: ALICE.userId }));
    expect(session.status).toBe('aborted');
    expect(code(await m.get(CHANNEL))).toBe('NO_GAME');
  });

  test('one person and one bot may start', async () => {
    const m = manager();
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', ais: ['easy'] }));
    const started = value(await m.start(CHANNEL, { userId: ALICE.userId }));
    expect(started.session.status).toBe('playing');
  });
});

describe('AI turns', () => {
  test('a person and two bots play to the end; each bot turn is one stored step, replayable and deterministic', async () => {
    const m = manager();
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', ais: ['normal', 'easy'] }));
    const started = value(await m.start(CHANNEL, { userId: ALICE.userId }));
    let session = started.session;
    let state = chacunState(started.state);
    let botTurns = 0;
    for (let guard = 0; session.status === 'playing' && guard < 400; guard++) {
      if (botToMove(session, state)) {
        const color = currentPlayer(state);
        // A person cannot play the bot's turn.
        expect(code(await m.move(CHANNEL, { gameId: session.id, moveNumber: session.moveNumber, userId: ALICE.userId, action: { type: 'retake', zone: null } }))).toBe('NOT_YOUR_TURN');
        const outcome = value(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: session.moveNumber }));
        const next = chacunState(outcome.state);
        botTurns++;
        // The whole turn: a placement first, then the same player's occupant or pawn choices only.
        expect(actionsOf(outcome)[0].type).toBe('place');
        expect(outcome.ended || currentPlayer(next) !== color || next.nextAction === 'PLACE_TILE').toBe(true);
        // The same question gets the same answer.
        const seat = seatOfKey(session, color!)!;
        if (!isAiSeat(seat)) throw new Error('not a bot');
        expect(chooseAction(state, seat.player.level as AiLevel, { seed: aiSeedOf(session) })).toEqual(actionsOf(outcome)[0]);
        session = outcome.session;
        state = next;
      } else {
        expect(code(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: session.moveNumber }))).toBe('NOT_YOUR_TURN');
        const action = chooseAction(state, 'easy', { seed: 1 });
        const outcome = value(await m.move(CHANNEL, { gameId: session.id, moveNumber: session.moveNumber, userId: ALICE.userId, action }));
        session = outcome.session;
        state = chacunState(outcome.state);
      }
    }
    expect(session.status).toBe('finished');
    expect(botTurns).toBeGreaterThan(20);
    const replayed = replay(chacunRecord(session));
    expect(replayed.error).toBeNull();
    expect(replayed.state.points).toEqual(state.points);
  });

  test('a stale bot request, a bot request in a lobby and one for a game that ended change nothing', async () => {
    const m = manager();
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE', ais: ['easy'] }));
    const lobby = value(await m.get(CHANNEL)).session;
    expect(code(await m.playAi(CHANNEL, { gameId: lobby.id, moveNumber: 0 }))).toBe('GAME_NOT_STARTED');
    const { session } = value(await m.start(CHANNEL, { userId: ALICE.userId }));
    // RED (the bot) plays first.
    expect(code(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: 5 }))).toBe('STALE_MOVE');
    const first = value(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: 0 }));
    expect(code(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: 0 }))).toBe('STALE_MOVE');
    expect(value(await m.get(CHANNEL)).session.moveNumber).toBe(first.session.moveNumber);
    value(await m.resign(CHANNEL, { userId: ALICE.userId }));
    expect(code(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: first.session.moveNumber }))).toBe('GAME_OVER');
  });

  test('a bot turn the store cannot save is not applied, and is played the same once the store is back', async () => {
    const adapter = new FlakyAdapter();
    const m = manager(storeFromAdapter(adapter, 'flaky'));
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE', ais: ['normal'] }));
    const { session } = value(await m.start(CHANNEL, { userId: ALICE.userId }));
    adapter.setFailure = 'reject';
    expect(code(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: 0 }))).toBe('STORE_UNAVAILABLE');
    adapter.setFailure = 'none';
    expect(value(await m.get(CHANNEL)).session.moveNumber).toBe(0);
    const played = value(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: 0 }));
    const again = manager(storeFromAdapter(adapter, 'flaky'));
    // A second manager on the same record would have chosen the same first action.
    const state0 = replay({ ...chacunRecord(session), actions: [] }).state;
    expect(chooseAction(state0, 'normal', { seed: aiSeedOf(session) })).toEqual(actionsOf(played)[0]);
    expect(value(await again.get(CHANNEL)).session.moveNumber).toBe(played.session.moveNumber);
  });

  test('planAiTurn is asked with the game, the AI seat\'s view (never the record), the seat, its level and the AI seed, and its plan is played', async () => {
    const asked: unknown[][] = [];
    const m = manager(memoryStore(), {
      planAiTurn: async (game, view, seat, level, options) => {
        asked.push([game, view, seat, level, options]);
        return HOSTED.get(game)!.ai.planTurn(view, seat, level, options);
      },
    });
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE', ais: ['hard'] }));
    const { session } = value(await m.start(CHANNEL, { userId: ALICE.userId }));
    const played = value(await m.playAi(CHANNEL, { gameId: session.id, moveNumber: 0 }));
    expect(asked).toEqual([['chacun', HOSTED.get('chacun')!.rules.seatView(session.record, 'RED'), 'RED', 'hard', { seed: aiSeedOf(session) }]]);
    expect(asked[0][1]).not.toEqual(session.record);
    expect(played.session.moveNumber).toBe(played.entries.length);
    expect(currentPlayer(chacunState(played.state))).toBe('BLUE');
  });

  test.each<[string, (record: unknown) => unknown[], RegExp]>([
    ['an empty plan', () => [], /empty AI turn/],
    ['a malformed action', () => [{ type: 'fly' }], /AI move malformed/],
    ['an illegal action', () => [{ type: 'occupy', occupant: null }], /AI move refused/],
  ])('%s from planAiTurn is a bug: it throws and nothing is stored', async (_, plan, error) => {
    const m = manager(memoryStore(), { planAiTurn: async (_game, record) => plan(record) });
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE', ais: ['easy'] }));
    const { session } = value(await m.start(CHANNEL, { userId: ALICE.userId }));
    await expect(m.playAi(CHANNEL, { gameId: session.id, moveNumber: 0 })).rejects.toThrow(error);
    expect(value(await m.get(CHANNEL)).session.moveNumber).toBe(0);
  });

  test('a turn planned ahead is the one played: planned once; a plan for other inputs is not taken, one that failed is asked again', async () => {
    const asked: unknown[][] = [];
    let failNext = false;
    const m = manager(memoryStore(), {
      planAiTurn: async (game, view, seat, level, options) => {
        asked.push([view, options.seed]);
        if (failNext) {
          failNext = false;
          throw new Error('worker lost');
        }
        return HOSTED.get(game)!.ai.planTurn(view, seat, level, options);
      },
    });
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE', ais: ['normal'] }));
    const started = value(await m.start(CHANNEL, { userId: ALICE.userId }));
    const view = HOSTED.get('chacun')!.rules.seatView(started.session.record, 'RED');
    // Ahead, for the same view twice (the second is not planned again), and for another seed.
    m.planAiAhead(started);
    m.planAiAhead(started);
    m.planAiAhead({ ...started, session: { ...started.session, seed: (started.session.seed ?? 0) + 1 } });
    expect(asked).toHaveLength(2);
    const played = value(await m.playAi(CHANNEL, { gameId: started.session.id, moveNumber: 0 }));
    expect(asked).toEqual([
      [view, aiSeedOf(started.session)],
      [view, aiSeedOf({ ...started.session, seed: (started.session.seed ?? 0) + 1 })],
    ]);
    expect(actionsOf(played)[0]).toEqual(chooseAction(chacunState(started.state), 'normal', { seed: aiSeedOf(started.session) }));

    // The person plays; the bot's next turn, planned ahead, fails there: it is planned again when played.
    const alice = value(await m.move(CHANNEL, { gameId: started.session.id, moveNumber: played.session.moveNumber, userId: ALICE.userId, action: chooseAction(chacunState(played.state), 'easy', { seed: 1 }) }));
    let loaded = { session: alice.session, state: alice.state };
    while (!botToMove(loaded.session, chacunState(loaded.state))) {
      const next = value(await m.move(CHANNEL, { gameId: started.session.id, moveNumber: loaded.session.moveNumber, userId: ALICE.userId, action: chooseAction(chacunState(loaded.state), 'easy', { seed: 1 }) }));
      loaded = { session: next.session, state: next.state };
    }
    failNext = true;
    m.planAiAhead(loaded);
    const before = asked.length;
    const second = value(await m.playAi(CHANNEL, { gameId: started.session.id, moveNumber: loaded.session.moveNumber }));
    expect(asked.length).toBe(before + 1);
    expect(actionsOf(second)[0]).toEqual(chooseAction(chacunState(loaded.state), 'normal', { seed: aiSeedOf(started.session) }));
  });

  test('the bot plans an AI turn when its pause starts, not when it ends', async () => {
    const asked: string[] = [];
    const m = manager(memoryStore(), {
      planAiTurn: async (game, view, seat, level, options) => {
        asked.push(seat);
        return HOSTED.get(game)!.ai.planTurn(view, seat, level, options);
      },
    });
    value(await m.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE', ais: ['easy'] }));
    const { session } = value(await m.start(CHANNEL, { userId: ALICE.userId }));
    const turns = new AiTurns(m, {} as Announcer, createLogger('error', () => {}), { delayMs: 60_000 });
    turns.check(CHANNEL, session.id);
    await vi.waitFor(() => expect(asked).toEqual(['RED']));
    expect(turns.pending).toBe(1); // the pause is still running
    expect(value(await m.get(CHANNEL)).session.moveNumber).toBe(0);
    await turns.stop();
  });
});
