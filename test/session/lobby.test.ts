import { describe, expect, test } from 'vitest';
import { cleanName } from '../../src/session/lobby.ts';
import { SessionManager, type SessionResult } from '../../src/session/manager.ts';
import { memoryStore, type GameStore } from '../../src/session/store.ts';
import { ALICE, BOB, CAROL, CHANNEL, chacunRecord, chacunState, DAVE, ERIN, FRANK, GUILD, OTHER_CHANNEL } from './helpers.ts';
import { HOSTED } from '../../src/hosted.ts';

function code(result: SessionResult<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

async function lobby(channelId = CHANNEL, store: GameStore = memoryStore()) {
  let ids = 0;
  const manager = new SessionManager(store, HOSTED, { newGameId: () => `game${++ids}`, now: () => 1_000 + ids });
  const created = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId, creator: ALICE, locale: 'fr' }));
  return { manager, session: created.session, store };
}

describe('lobby', () => {
  test('the creator sits at RED; joiners get the free colours in order', async () => {
    const { manager } = await lobby();
    value(await manager.join(CHANNEL, { ...BOB }));
    const { session } = value(await manager.join(CHANNEL, { ...CAROL }));
    expect(session.status).toBe('lobby');
    expect(session.createdBy).toBe(ALICE.userId);
    expect(session.seats.map((s) => [s.seat, s.player.name])).toEqual([
      ['RED', 'Alice'],
      ['BLUE', 'Bob'],
      ['GREEN', 'Carol'],
    ]);
    expect(session.record).toBeNull();
    expect(session.moveNumber).toBe(0);
  });

  test('a second lobby in the same channel is refused; another channel is independent', async () => {
    const { manager } = await lobby();
    expect(code(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: BOB, locale: 'en' }))).toBe('GAME_ALREADY_RUNNING');
    const other = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: OTHER_CHANNEL, creator: BOB, locale: 'en' }));
    expect(other.session.channelId).toBe(OTHER_CHANNEL);
    expect(value(await manager.get(CHANNEL)).session.createdBy).toBe(ALICE.userId);
    expect(value(await manager.get(OTHER_CHANNEL)).session.createdBy).toBe(BOB.userId);
  });

  test('joining twice is ALREADY_JOINED; the sixth player finds the lobby full', async () => {
    const { manager } = await lobby();
    expect(code(await manager.join(CHANNEL, ALICE))).toBe('ALREADY_JOINED');
    for (const player of [BOB, CAROL, DAVE, ERIN]) value(await manager.join(CHANNEL, player));
    expect(code(await manager.join(CHANNEL, FRANK))).toBe('LOBBY_FULL');
    expect(value(await manager.get(CHANNEL)).session.seats.map((s) => s.seat)).toEqual(['RED', 'BLUE', 'GREEN', 'YELLOW', 'PURPLE']);
  });

  test('a chosen seat (colour) is kept, a taken one refused with SEAT_TAKEN, and seats stay in colour order', async () => {
    const { manager } = await lobby();
    value(await manager.join(CHANNEL, { ...BOB, seat: 'PURPLE' }));
    expect(code(await manager.join(CHANNEL, { ...CAROL, seat: 'PURPLE' }))).toBe('SEAT_TAKEN');
    value(await manager.join(CHANNEL, CAROL));
    expect(code(await manager.chooseSeat(CHANNEL, { userId: CAROL.userId, seat: 'RED' }))).toBe('SEAT_TAKEN');
    const { session } = value(await manager.chooseSeat(CHANNEL, { userId: ALICE.userId, seat: 'YELLOW' }));
    expect(session.seats.map((s) => [s.seat, s.player.name])).toEqual([
      ['BLUE', 'Carol'],
      ['YELLOW', 'Alice'],
      ['PURPLE', 'Bob'],
    ]);
    expect(code(await manager.chooseSeat(CHANNEL, { userId: DAVE.userId, seat: 'GREEN' }))).toBe('NOT_IN_GAME');
    // Choosing one's own seat again changes nothing but is no refusal.
    expect(value(await manager.chooseSeat(CHANNEL, { userId: ALICE.userId, seat: 'YELLOW' })).session.seats).toEqual(session.seats);
  });

  test('an AI player gives up its seat to a person who picks it; a person\'s seat stays theirs', async () => {
    const { manager } = await lobby();
    value(await manager.addAi(CHANNEL, { userId: ALICE.userId, level: 'easy' }));
    // Bob joins by picking the AI's colour: the AI moves to the first free one.
    let { session } = value(await manager.join(CHANNEL, { ...BOB, seat: 'BLUE' }));
    expect(session.seats.map((s) => [s.seat, s.player.type])).toEqual([['RED', 'human'], ['BLUE', 'human'], ['GREEN', 'ai']]);
    // Alice picks the AI's colour: they change places.
    ({ session } = value(await manager.chooseSeat(CHANNEL, { userId: ALICE.userId, seat: 'GREEN' })));
    expect(session.seats.map((s) => [s.seat, s.player.type === 'human' ? s.player.name : 'ai'])).toEqual([['RED', 'ai'], ['BLUE', 'Bob'], ['GREEN', 'Alice']]);
    expect(code(await manager.chooseSeat(CHANNEL, { userId: ALICE.userId, seat: 'BLUE' }))).toBe('SEAT_TAKEN');
  });

  test('in a game of teams (Jass), AI players sit together, so that two people with two AI players are partners', async () => {
    let ids = 0;
    const manager = new SessionManager(memoryStore(), HOSTED, { newGameId: () => `jass${++ids}`, now: () => 1_000 + ids });
    value(await manager.createLobby({ game: 'jass', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' }));
    value(await manager.addAi(CHANNEL, { userId: ALICE.userId, level: 'easy' }));
    let { session } = value(await manager.addAi(CHANNEL, { userId: ALICE.userId, level: 'easy' }));
    const seatsOf = (s: typeof session) => Object.fromEntries(s.seats.map((seat) => [seat.seat, seat.player.type === 'human' ? seat.player.name : 'ai']));
    expect(seatsOf(session)).toEqual({ S: 'Alice', E: 'ai', W: 'ai' });
    ({ session } = value(await manager.join(CHANNEL, BOB)));
    expect(seatsOf(session)).toEqual({ S: 'Alice', E: 'ai', N: 'Bob', W: 'ai' });
    // Bob would rather play against Alice: he takes an AI's place, the AI takes his.
    ({ session } = value(await manager.chooseSeat(CHANNEL, { userId: BOB.userId, seat: 'E' })));
    expect(seatsOf(session)).toEqual({ S: 'Alice', E: 'Bob', N: 'ai', W: 'ai' });
  });

  test('a seat that is no seat of the game is refused with UNKNOWN_CHOICE and nothing is stored', async () => {
    const { manager } = await lobby();
    const joined = await manager.join(CHANNEL, { ...BOB, seat: 'ORANGE' });
    expect(!joined.ok && joined.error.code).toBe('UNKNOWN_CHOICE');
    const chosen = await manager.chooseSeat(CHANNEL, { userId: ALICE.userId, seat: 'ORANGE' });
    expect(!chosen.ok && chosen.error.code).toBe('UNKNOWN_CHOICE');
    expect(value(await manager.get(CHANNEL)).session.seats.map((s) => s.seat)).toEqual(['RED']);
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
    // The closed lobby is the channel's latest game until the next one opens, and counts in its history already.
    expect(value(await manager.history(CHANNEL))).toEqual([session.id]);
    expect(value(await manager.latest(CHANNEL)).session.id).toBe(session.id);
    const next = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: DAVE, locale: 'en' }));
    expect(value(await manager.history(CHANNEL))).toEqual([session.id]);
    expect(value(await manager.latest(CHANNEL)).session.id).toBe(next.session.id);
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
    expect(chacunRecord(started.session).players).toEqual(['RED', 'BLUE']);
    expect(started.session.moveNumber).toBe(0);
    expect(chacunState(started.state).nextAction).toBe('PLACE_TILE');
    expect(chacunState(started.state).tileToPlace?.id).toBe(chacunRecord(started.session).decks.normal[0]);
    expect(code(await manager.start(CHANNEL, { userId: ALICE.userId }))).toBe('GAME_STARTED');
    expect(code(await manager.join(CHANNEL, CAROL))).toBe('GAME_STARTED');
    expect(code(await manager.leave(CHANNEL, { userId: BOB.userId }))).toBe('GAME_STARTED');
  });

  test('the same seed deals the same decks', async () => {
    const a = await lobby();
    const b = await lobby();
    for (const { manager } of [a, b]) value(await manager.join(CHANNEL, BOB));
    const [da, db] = await Promise.all([a, b].map(async ({ manager }) => chacunRecord(value(await manager.start(CHANNEL, { userId: ALICE.userId, seed: 9 })).session).decks));
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
    expect(value(await manager.activeSessions([GUILD])).sessions).toEqual([]);
    // recordOf is gone (it answered GAME_NOT_STARTED): the aborted lobby is read by id, without a record.
    const archived = value(await manager.getGame(session.id));
    expect(archived.session.status).toBe('aborted');
    expect(archived.session.record).toBeNull();
    expect(archived.state).toBeNull();
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

  test('annotations (message ids, turn memo) are laid over reads at once, replaced and forgotten, and written by idle()', async () => {
    // setMessageIds is gone: annotate() keeps them in memory, so a wrong channel is no longer refused (WRONG_GAME) but only names the queue.
    const store = memoryStore();
    const { manager, session } = await lobby(CHANNEL, store);
    manager.annotate(CHANNEL, session.id, { messageIds: { lobby: '500000000000000001', turn: '500000000000000002' } });
    manager.annotate(CHANNEL, session.id, { messageIds: { turn: null, board: '500000000000000003' }, turnMemo: { turn: 3, from: 1 } });
    expect(manager.unwritten).toBe(1);
    const read = value(await manager.get(CHANNEL)).session;
    expect(read.messageIds).toEqual({ lobby: '500000000000000001', board: '500000000000000003' });
    expect(read.turnMemo).toEqual({ turn: 3, from: 1 });
    expect(manager.annotated(session).messageIds).toEqual(read.messageIds);
    // Not in the store yet: another process (a restart) does not see them.
    const restarted = new SessionManager(store, HOSTED);
    expect(value(await restarted.get(CHANNEL)).session.messageIds).toEqual({});
    await manager.idle();
    expect(manager.unwritten).toBe(0);
    const stored = value(await new SessionManager(store, HOSTED).get(CHANNEL)).session;
    expect(stored.messageIds).toEqual(read.messageIds);
    expect(stored.turnMemo).toEqual({ turn: 3, from: 1 });
  });

  test('annotations left alone are written on their own after flushDelayMs', async () => {
    const store = memoryStore();
    const manager = new SessionManager(store, HOSTED, { flushDelayMs: 20 });
    const { session } = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'fr' }));
    manager.annotate(CHANNEL, session.id, { messageIds: { lobby: '500000000000000001' } });
    expect(manager.unwritten).toBe(1);
    for (let wait = 0; wait < 100 && manager.unwritten > 0; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(manager.unwritten).toBe(0);
    expect(value(await new SessionManager(store, HOSTED).get(CHANNEL)).session.messageIds).toEqual({ lobby: '500000000000000001' });
  });

  test('a lobby change writes the annotations waiting for it, with no write of their own', async () => {
    const store = memoryStore();
    const { manager, session } = await lobby(CHANNEL, store);
    manager.annotate(CHANNEL, session.id, { messageIds: { lobby: '500000000000000001' } });
    value(await manager.join(CHANNEL, BOB));
    expect(manager.unwritten).toBe(0);
    const stored = value(await new SessionManager(store, HOSTED).get(CHANNEL)).session;
    expect(stored.messageIds).toEqual({ lobby: '500000000000000001' });
    expect(stored.seats).toHaveLength(2);
  });
});

describe('cleanName', () => {
  test.each([
    ['Alice', 'Alice'],
    ['  Bob  ', 'Bob'],
    ['\u200B', 'fallback'],
    ['\u200B\u200C\u200D\uFEFF', 'fallback'],
    [' \u2060\u00AD\u034F ', 'fallback'],
    ['\u202E\u2066\u2069', 'fallback'],
    ['\u200Bé\u200B', '\u200Bé\u200B'],
    ['', 'fallback'],
    ['x'.repeat(150), 'x'.repeat(100)],
  ])('%j is stored as %j', (name, stored) => {
    expect(cleanName(name, 'fallback')).toBe(stored);
  });

  // The blank names people pick on Discord: Hangul fillers, the Braille blank, variation selectors, tags.
  test.each([['\u3164'], ['\uFFA0'], ['\u115F\u1160'], ['\u2800'], ['\u061C'], ['\uFE0F'], ['\u{E0020}'], ['\u180B'], ['\u17B4']])(
    'the invisible name %j falls back to the user id',
    (name) => {
      expect(cleanName(name, 'fallback')).toBe('fallback');
    },
  );

  test('a player who joins with an invisible name is named by their user id', async () => {
    const { manager } = await lobby();
    const { session } = value(await manager.join(CHANNEL, { userId: BOB.userId, name: '\u200B\u200B\u200D' }));
    expect(session.seats[1].player.name).toBe(BOB.userId);
  });
});

describe('a table opened whole (createTable)', () => {
  const table = (seats: Parameters<SessionManager['createTable']>[0]['seats'], extra: Partial<Parameters<SessionManager['createTable']>[0]> = {}) => ({
    game: 'chacun',
    guildId: GUILD,
    channelId: CHANNEL,
    locale: 'en',
    seats,
    table: 'rematch:game1',
    ...extra,
  });

  test('people and AI players take the seats in the order given; the first person is its creator; the key is stored with the game', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED, { newGameId: () => 'table1', now: () => 5_000 });
    const { session } = value(await manager.createTable(table([{ ai: 'easy' }, BOB, { ai: 'hard' }, ALICE])));
    expect(session.seats.map((s) => [s.seat, s.player.type, s.player.name])).toEqual([
      ['RED', 'ai', expect.any(String)],
      ['BLUE', 'human', 'Bob'],
      ['GREEN', 'ai', expect.any(String)],
      ['YELLOW', 'human', 'Alice'],
    ]);
    expect(new Set(session.seats.map((s) => s.player.name)).size).toBe(4);
    expect(session.createdBy).toBe(BOB.userId);
    expect(session.table).toBe('rematch:game1');
    // Kept through the store.
    expect(value(await manager.getGame('table1')).session.table).toBe('rematch:game1');
    const started = value(await manager.start(CHANNEL, { userId: BOB.userId }));
    expect(started.session.status).toBe('playing');
    expect(started.session.table).toBe('rematch:game1');
  });

  test.each([
    ['one seat', [ALICE], 'NOT_ENOUGH_PLAYERS'],
    ['six seats', [ALICE, BOB, CAROL, DAVE, ERIN, FRANK], 'LOBBY_FULL'],
    ['AI players only', [{ ai: 'easy' }, { ai: 'hard' }], 'AI_ONLY'],
    ['a person twice', [ALICE, BOB, ALICE], 'ALREADY_JOINED'],
    ['an unknown AI level', [ALICE, { ai: 'grandmaster' }], 'UNKNOWN_CHOICE'],
  ] as const)('%s is refused and nothing is made', async (_name, seats, expected) => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    expect(code(await manager.createTable(table(seats)))).toBe(expected);
    expect(code(await manager.get(CHANNEL))).toBe('NO_GAME');
  });

  test('an unknown game or option value is refused; a channel with a game open too', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    expect(code(await manager.createTable(table([ALICE, BOB], { game: 'chess' })))).toBe('UNKNOWN_CHOICE');
    expect(code(await manager.createTable(table([ALICE, BOB], { game: 'scrabble', options: { words: 'xx' } })))).toBe('UNKNOWN_CHOICE');
    value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: CAROL, locale: 'fr' }));
    expect(code(await manager.createTable(table([ALICE, BOB])))).toBe('GAME_ALREADY_RUNNING');
  });
});
