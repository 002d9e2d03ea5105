import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { PLAYER_COLORS } from '../../src/games/chacun/engine/basics.ts';
import { currentPlayer, winners } from '../../src/games/chacun/engine/game.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { randomAction } from '../../src/games/chacun/engine/random.ts';
import { parseRecord, replay } from '../../src/games/chacun/engine/record.ts';
import { SessionManager, type SessionResult } from '../../src/session/manager.ts';
import { memoryStore, openStore, type GameStore } from '../../src/session/store.ts';
import { actionsOf, ALICE, BOB, CAROL, CHANNEL, chacunRecord, chacunState, GUILD, newMessages, OTHER_CHANNEL, playRandomly, tempDir, userOf } from './helpers.ts';
import { HOSTED } from '../../src/hosted.ts';

function code(result: SessionResult<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startedGame(manager: SessionManager, channelId: string, players = [ALICE, BOB], seed = 1) {
  value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId, creator: players[0], locale: 'en' }));
  for (const player of players.slice(1)) value(await manager.join(channelId, player));
  return value(await manager.start(channelId, { userId: players[0].userId, seed }));
}

async function sqlite(path: string): Promise<GameStore> {
  const store = await openStore(`sqlite://${path}`);
  if (!store.ok) throw new Error(store.error.message);
  cleanups.push(() => store.value.close());
  return store.value;
}

describe('a whole game through the manager', () => {
  test('a random game stored in SQLite resumes after a restart and ends archived, its points those of its record', async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const file = join(dir.path, 'data', 'chacun.sqlite');
    const random = new Random(2024);

    const first = new SessionManager(await sqlite(file), HOSTED);
    const started = await startedGame(first, CHANNEL, [ALICE, BOB, CAROL], 77);
    const halfway = await playRandomly(first, CHANNEL, started, random, 60);
    expect(halfway.session.status).toBe('playing');
    expect(halfway.session.moveNumber).toBeGreaterThanOrEqual(60);

    // A restart: a new manager on the same file, nothing in memory.
    const second = new SessionManager(await sqlite(file), HOSTED);
    const active = value(await second.activeSessions([GUILD]));
    expect(active.failures).toEqual([]);
    expect(active.sessions.map((s) => s.session.id)).toEqual([halfway.session.id]);
    const resumed = active.sessions[0];
    expect(resumed.session).toEqual(halfway.session);
    expect(chacunState(resumed.state).points).toEqual(halfway.state.points);
    expect(chacunState(resumed.state).nextAction).toBe(halfway.state.nextAction);

    const end = await playRandomly(second, CHANNEL, resumed, random);
    const last = end.outcomes[end.outcomes.length - 1];
    expect(last.ended).toBe(true);
    expect(newMessages(last).at(-1)?.kind).toBe('winners');
    expect(end.session.status).toBe('finished');
    expect(end.session.endReason).toBe('completed');
    expect(end.state.nextAction).toBe('END_GAME');

    // Archived: no longer the channel's open game nor active, kept by id and in the channel history
    // (filed by activeSessions([GUILD]), the start-up; recordOf is gone: the record is the archived session's).
    expect(code(await second.get(CHANNEL))).toBe('NO_GAME');
    expect(value(await second.activeSessions([GUILD])).sessions).toEqual([]);
    expect(value(await second.history(CHANNEL))).toEqual([end.session.id]);
    const record = chacunRecord(value(await second.getGame(end.session.id)).session);
    expect(parseRecord(JSON.parse(JSON.stringify(record))).ok).toBe(true);
    const replayed = replay(record);
    expect(replayed.error).toBeNull();
    expect(replayed.state.points).toEqual(end.state.points);
    expect(winners(replayed.state)).toEqual(winners(end.state));
    const archived = value(await second.getGame(end.session.id));
    expect(archived.session.status).toBe('finished');
    expect(chacunState(archived.state).points).toEqual(end.state.points);

    // The scores are the sum of the messages announced move by move.
    const announced = PLAYER_COLORS.map(() => 0);
    for (const outcome of [...halfway.outcomes, ...end.outcomes]) {
      for (const message of newMessages(outcome)) for (const scorer of message.scorers) announced[PLAYER_COLORS.indexOf(scorer)] += message.points;
    }
    expect(announced).toEqual(end.state.points);

    // A click on a button of the finished game changes nothing.
    const late = await second.move(CHANNEL, { gameId: end.session.id, moveNumber: end.session.moveNumber, userId: ALICE.userId, action: { type: 'occupy', occupant: null } });
    expect(code(late)).toBe('GAME_OVER');
    // And the channel is free for a new game.
    value(await second.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: BOB, locale: 'fr' }));
  });

  test('two channels play at the same time without mixing their games', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    const [a, b] = await Promise.all([startedGame(manager, CHANNEL, [ALICE, BOB], 1), startedGame(manager, OTHER_CHANNEL, [BOB, CAROL], 2)]);
    const [endA, endB] = await Promise.all([
      playRandomly(manager, CHANNEL, a, new Random(10)),
      playRandomly(manager, OTHER_CHANNEL, b, new Random(20)),
    ]);
    for (const end of [endA, endB]) {
      expect(end.session.status).toBe('finished');
      expect(replay(chacunRecord(end.session)).state.points).toEqual(end.state.points);
    }
    expect(endA.session.channelId).toBe(CHANNEL);
    expect(endB.session.channelId).toBe(OTHER_CHANNEL);
    expect(endB.session.seats.map((s) => s.player.name)).toEqual(['Bob', 'Carol']);
    expect(value(await manager.history(CHANNEL))).toEqual([endA.session.id]);
    expect(value(await manager.history(OTHER_CHANNEL))).toEqual([endB.session.id]);
  });
});

describe('who may move, and when', () => {
  test('two clicks for the same move: exactly one is applied, the other is STALE_MOVE', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    const { session, state } = await startedGame(manager, CHANNEL);
    const random = new Random(3);
    const request = { gameId: session.id, moveNumber: 0, userId: userOf(session, chacunState(state)), action: randomAction(chacunState(state), random) };
    const results = await Promise.all([manager.move(CHANNEL, request), manager.move(CHANNEL, request), manager.move(CHANNEL, { ...request })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map(code)).toEqual(['STALE_MOVE', 'STALE_MOVE']);
    const now = value(await manager.get(CHANNEL));
    expect(now.session.moveNumber).toBe(1);
    expect(chacunRecord(now.session).actions).toEqual([request.action]);
  });

  test('the player not to move gets NOT_YOUR_TURN, an outsider NOT_IN_GAME, an old button STALE_MOVE', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    const started = await startedGame(manager, CHANNEL);
    const { session } = started;
    const state = chacunState(started.state);
    const action = randomAction(state, new Random(5));
    expect(currentPlayer(state)).toBe('RED');
    const base = { gameId: session.id, moveNumber: 0, action };
    expect(code(await manager.move(CHANNEL, { ...base, userId: BOB.userId }))).toBe('NOT_YOUR_TURN');
    expect(code(await manager.move(CHANNEL, { ...base, userId: CAROL.userId }))).toBe('NOT_IN_GAME');
    expect(code(await manager.move(CHANNEL, { ...base, moveNumber: 1, userId: ALICE.userId }))).toBe('STALE_MOVE');
    expect(code(await manager.move(CHANNEL, { ...base, moveNumber: -1, userId: ALICE.userId }))).toBe('STALE_MOVE');
    expect(value(await manager.get(CHANNEL)).session).toEqual(session);
    value(await manager.move(CHANNEL, { ...base, userId: ALICE.userId }));
  });

  test('a button from another channel is WRONG_GAME, an unknown game NO_GAME; nothing changes', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    const { session, state } = await startedGame(manager, CHANNEL);
    const request = { gameId: session.id, moveNumber: 0, userId: ALICE.userId, action: randomAction(chacunState(state), new Random(5)) };
    expect(code(await manager.move(OTHER_CHANNEL, request))).toBe('WRONG_GAME');
    expect(code(await manager.move(CHANNEL, { ...request, gameId: 'unknown' }))).toBe('NO_GAME');
    expect(value(await manager.get(CHANNEL)).session.moveNumber).toBe(0);
  });

  test('an illegal move comes back with the engine code and is not stored', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    const { session, state } = await startedGame(manager, CHANNEL);
    const base = { gameId: session.id, moveNumber: 0, userId: ALICE.userId };
    const tile = chacunState(state).tileToPlace!.id;
    expect(code(await manager.move(CHANNEL, { ...base, action: { type: 'place', tile: tile + 1, x: 1, y: 0, rotation: 'NONE' } }))).toBe('WRONG_TILE');
    expect(code(await manager.move(CHANNEL, { ...base, action: { type: 'place', tile, x: 5, y: 5, rotation: 'NONE' } }))).toBe('NOT_AN_INSERTION_POSITION');
    expect(code(await manager.move(CHANNEL, { ...base, action: { type: 'occupy', occupant: null } }))).toBe('WRONG_PHASE');
    expect(value(await manager.get(CHANNEL)).session).toEqual(session);
  });

  test('a move in a lobby is GAME_NOT_STARTED', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    const { session } = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' }));
    const result = await manager.move(CHANNEL, { gameId: session.id, moveNumber: 0, userId: ALICE.userId, action: { type: 'occupy', occupant: null } });
    expect(code(result)).toBe('GAME_NOT_STARTED');
  });
});

describe('resigning', () => {
  test('in a two-player game, a resignation ends the game and the other player wins by forfeit', async () => {
    const { forfeitWinners } = await import('../../src/session/manager.ts');
    const manager = new SessionManager(memoryStore(), HOSTED);
    const started = await startedGame(manager, CHANNEL);
    const mid = await playRandomly(manager, CHANNEL, started, new Random(8), 10);
    expect(code(await manager.resign(CHANNEL, { userId: CAROL.userId }))).toBe('NOT_IN_GAME');
    const outcome = value(await manager.resign(CHANNEL, { userId: BOB.userId }));
    expect(outcome.ended).toBe(true);
    expect(outcome.session.status).toBe('aborted');
    expect(outcome.session.endReason).toBe('resigned');
    expect(chacunRecord(outcome.session).actions).toEqual(chacunRecord(mid.session).actions);
    expect(forfeitWinners(outcome.session)).toEqual(['RED']);
    expect(code(await manager.get(CHANNEL))).toBe('NO_GAME');
    expect(value(await manager.latest(CHANNEL)).session.endReason).toBe('resigned');
  });

  test('with three players, the resigned seat is played by the autopilot and the game goes on to its end', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    const started = await startedGame(manager, CHANNEL, [ALICE, BOB, CAROL], 4);
    // Bob resigns while it is Alice's turn; then again, he is no longer in the game.
    const outcome = value(await manager.resign(CHANNEL, { gameId: started.session.id, userId: BOB.userId }));
    expect(outcome.ended).toBe(false);
    expect(outcome.entries).toEqual([]);
    expect(code(await manager.resign(CHANNEL, { userId: BOB.userId }))).toBe('NOT_IN_GAME');
    expect(code(await manager.move(CHANNEL, { gameId: started.session.id, moveNumber: 0, userId: BOB.userId, action: { type: 'retake', zone: null } }))).toBe('NOT_IN_GAME');

    const end = await playRandomly(manager, CHANNEL, outcome, new Random(12));
    expect(end.session.status).toBe('finished');
    // Every turn of Bob's was played by the autopilot, right after the move before it.
    const autopiloted = end.outcomes.filter((o) => o.entries.length > 1);
    expect(autopiloted.length).toBeGreaterThan(5);
    expect(end.state.board.occupants().some((o) => o.color === 'BLUE')).toBe(false);
    expect(replay(chacunRecord(end.session)).state.points).toEqual(end.state.points);
  });

  test('a player who resigns during their own turn has it finished by the autopilot', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED);
    const started = await startedGame(manager, CHANNEL, [ALICE, BOB, CAROL], 4);
    const outcome = value(await manager.resign(CHANNEL, { userId: ALICE.userId }));
    expect(actionsOf(outcome).length).toBeGreaterThanOrEqual(1);
    expect(actionsOf(outcome)[0].type).toBe('place');
    expect(outcome.session.moveNumber).toBe(outcome.entries.length);
    expect(currentPlayer(chacunState(outcome.state))).toBe('BLUE');
    expect(code(await manager.move(CHANNEL, { gameId: started.session.id, moveNumber: 0, userId: BOB.userId, action: { type: 'retake', zone: null } }))).toBe('STALE_MOVE');
  });
});
