import { describe, expect, test } from 'vitest';
import { SessionManager, type SessionResult } from '../../src/session/manager.ts';
import { memoryStore } from '../../src/session/store.ts';
import { ALICE, BOB, CAROL, CHANNEL, DAVE, ERIN, FRANK, GUILD, OTHER_CHANNEL } from './helpers.ts';

function code(result: SessionResult<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

async function lobby(channelId = CHANNEL) {
  let ids = 0;
  const manager = new SessionManager(memoryStore(), { newGameId: () => `game${++ids}`, now: () => 1_000 + ids });
  const created = value(await manager.createLobby({ guildId: GUILD, channelId, creator: ALICE, locale: 'fr' }));
  return { manager, session: created.session };
}

describe('lobby', () => {
  test('the creator sits at RED; joiners get the free colours in order', async () => {
    const { manager } = await lobby();
    value(await manager.join(CHANNEL, { ...BOB }));
    const { session } = value(await manager.join(CHANNEL, { ...CAROL }));
    expect(session.status).toBe('lobby');
    expect(session.createdBy).toBe(ALICE.userId);
    expect(session.seats.map((s) => [s.color, s.player.name])).toEqual([
      ['RED', 'Alice'],
      ['BLUE', 'Bob'],
      ['GREEN', 'Carol'],
    ]);
    expect(session.record).toBeNull();
    expect(session.moveNumber).toBe(0);
  });

  test('a second lobby in the same channel is refused; another channel is independent', async () => {
    const { manager } = await lobby();
    expect(code(await manager.createLobby({ guildId: GUILD, channelId: CHANNEL, creator: BOB, locale: 'en' }))).toBe('GAME_ALREADY_RUNNING');
    const other = value(await manager.createLobby({ guildId: GUILD, channelId: OTHER_CHANNEL, creator: BOB, locale: 'en' }));
    expect(other.session.channelId).toBe(OTHER_CHANNEL);
    expect(value(await manager.get(CHANNEL)).session.createdBy).toBe(ALICE.userId);
    expect(value(await manager.get(OTHER_CHANNEL)).session.createdBy).toBe(BOB.userId);
  });

  test('joining twice is ALREADY_JOINED; the sixth player finds the lobby full', async () => {
    const { manager } = await lobby();
    expect(code(await manager.join(CHANNEL, ALICE))).toBe('ALREADY_JOINED');
    for (const player of [BOB, CAROL, DAVE, ERIN]) value(await manager.join(CHANNEL, player));
    expect(code(await manager.join(CHANNEL, FRANK))).toBe('LOBBY_FULL');
    expect(value(await manager.get(CHANNEL)).session.seats.map((s) => s.color)).toEqual(['RED', 'BLUE', 'GREEN', 'YELLOW', 'PURPLE']);
  });

  test('a chosen colour is kept, a taken one refused, and seats stay in colour order', async () => {
    const { manager } = await lobby();
    value(await manager.join(CHANNEL, { ...BOB, color: 'PURPLE' }));
    expect(code(await manager.join(CHANNEL, { ...CAROL, color: 'PURPLE' }))).toBe('COLOR_TAKEN');
    value(await manager.join(CHANNEL, CAROL));
    expect(code(await manager.chooseColor(CHANNEL, { userId: CAROL.userId, color: 'RED' }))).toBe('COLOR_TAKEN');
    const { session } = value(await manager.chooseColor(CHANNEL, { userId: ALICE.userId, color: 'YELLOW' }));
    expect(session.seats.map((s) => [s.color, s.player.name])).toEqual([
      ['BLUE', 'Carol'],
      ['YELLOW', 'Alice'],
      ['PURPLE', 'Bob'],
    ]);
    expect(code(await manager.chooseColor(CHANNEL, { userId: DAVE.userId, color: 'GREEN' }))).toBe('NOT_IN_GAME');
  });

  test('leaving frees the seat; the creator leaving hands the lobby to the longest seated; the last one out closes it', async () => {
    const { manager, session } = await lobby();
    value(await manager.join(CHANNEL, BOB));
    value(await manager.join(CHANNEL, CAROL));
    expect(code(await manager.leave(CHANNEL, { userId: DAVE.userId }))).toBe('NOT_IN_GAME');
    const afterAlice = value(await manager.leave(CHANNEL, { userId: ALICE.userId })).session;
    expect(afterAlice.createdBy).toBe(BOB.userId);
    expect(afterAlice.seats.map((s) => s.player.name)).toEqual(['Bob', 'Carol']);
    value(await manager.leave(CHANNEL, { userId: BOB.userId }));
    const closed = value(await manager.leave(CHANNEL, { gameId: session.id, userId: CAROL.userId })).session;
    expect(closed.status).toBe('aborted');
    expect(code(await manager.get(CHANNEL))).toBe('NO_GAME');
    expect(value(await manager.history(CHANNEL))).toEqual([session.id]);
    value(await manager.createLobby({ guildId: GUILD, channelId: CHANNEL, creator: DAVE, locale: 'en' }));
  });

  test('only the creator starts, with at least two players', async () => {
    const { manager } = await lobby();
    expect(code(await manager.start(CHANNEL, { userId: ALICE.userId }))).toBe('NOT_ENOUGH_PLAYERS');
    value(await manager.join(CHANNEL, BOB));
    expect(code(await manager.start(CHANNEL, { userId: BOB.userId }))).toBe('NOT_CREATOR');
    expect(code(await manager.start(CHANNEL, { userId: CAROL.userId }))).toBe('NOT_CREATOR');
    const started = value(await manager.start(CHANNEL, { userId: ALICE.userId, seed: 42 }));
    expect(started.session.status).toBe('playing');
    expect(started.session.seed).toBe(42);
    expect(started.session.record?.players).toEqual(['RED', 'BLUE']);
    expect(started.session.moveNumber).toBe(0);
    expect(started.state.nextAction).toBe('PLACE_TILE');
    expect(started.state.tileToPlace?.id).toBe(started.session.record?.decks.normal[0]);
    expect(code(await manager.start(CHANNEL, { userId: ALICE.userId }))).toBe('GAME_STARTED');
    expect(code(await manager.join(CHANNEL, CAROL))).toBe('GAME_STARTED');
    expect(code(await manager.leave(CHANNEL, { userId: BOB.userId }))).toBe('GAME_STARTED');
  });

  test('the same seed deals the same decks', async () => {
    const a = await lobby();
    const b = await lobby();
    for (const { manager } of [a, b]) value(await manager.join(CHANNEL, BOB));
    const [da, db] = await Promise.all([a, b].map(async ({ manager }) => value(await manager.start(CHANNEL, { userId: ALICE.userId, seed: 9 })).session.record?.decks));
    expect(da).toEqual(db);
  });

  test('a button of another channel, of an unknown game or in a channel without a game is refused', async () => {
    const { manager, session } = await lobby();
    expect(code(await manager.join(OTHER_CHANNEL, { ...BOB, gameId: session.id }))).toBe('WRONG_GAME');
    expect(code(await manager.join(CHANNEL, { ...BOB, gameId: 'nosuchgame' }))).toBe('NO_GAME');
    expect(code(await manager.join(OTHER_CHANNEL, BOB))).toBe('NO_GAME');
    expect(code(await manager.get(OTHER_CHANNEL))).toBe('NO_GAME');
    expect(value(await manager.get(CHANNEL)).session.seats).toHaveLength(1);
  });

  test('abort: the creator or a forced abort ends the lobby; others are refused', async () => {
    const { manager, session } = await lobby();
    value(await manager.join(CHANNEL, BOB));
    expect(code(await manager.abort(CHANNEL, { userId: BOB.userId }))).toBe('NOT_CREATOR');
    const aborted = value(await manager.abort(CHANNEL, { userId: BOB.userId, force: true }));
    expect(aborted.session.status).toBe('aborted');
    expect(aborted.session.endReason).toBe('aborted');
    expect(code(await manager.get(CHANNEL))).toBe('NO_GAME');
    expect(code(await manager.join(CHANNEL, { ...CAROL, gameId: session.id }))).toBe('GAME_OVER');
    expect(value(await manager.activeSessions()).sessions).toEqual([]);
    expect(value(await manager.getGame(session.id)).session.status).toBe('aborted');
    expect(code(await manager.recordOf(session.id))).toBe('GAME_NOT_STARTED');
  });

  test('a lobby-only abort (the Cancel button of the lobby) is refused once the game has started, and changes nothing', async () => {
    const { manager, session } = await lobby();
    value(await manager.join(CHANNEL, BOB));
    value(await manager.start(CHANNEL, { userId: ALICE.userId, seed: 3 }));
    const before = value(await manager.get(CHANNEL)).session;
    expect(code(await manager.abort(CHANNEL, { gameId: session.id, userId: ALICE.userId, lobbyOnly: true }))).toBe('GAME_STARTED');
    expect(code(await manager.abort(CHANNEL, { gameId: session.id, userId: BOB.userId, force: true, lobbyOnly: true }))).toBe('GAME_STARTED');
    expect(value(await manager.get(CHANNEL)).session).toEqual(before);
    // A lobby is still cancelled that way.
    const other = await lobby();
    expect(value(await other.manager.abort(CHANNEL, { gameId: other.session.id, userId: ALICE.userId, lobbyOnly: true })).session.status).toBe('aborted');
  });

  test('message ids are remembered, replaced and forgotten', async () => {
    const { manager, session } = await lobby();
    value(await manager.setMessageIds(CHANNEL, session.id, { lobby: '500000000000000001', turn: '500000000000000002' }));
    const updated = value(await manager.setMessageIds(CHANNEL, session.id, { turn: null, board: '500000000000000003' }));
    expect(updated.messageIds).toEqual({ lobby: '500000000000000001', board: '500000000000000003' });
    expect(value(await manager.get(CHANNEL)).session.messageIds).toEqual(updated.messageIds);
    expect(code(await manager.setMessageIds(OTHER_CHANNEL, session.id, { turn: '1' }))).toBe('WRONG_GAME');
  });
});
