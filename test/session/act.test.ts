import { describe, expect, test } from 'vitest';
import type { Action } from '../../src/games/chacun/engine/actions.ts';
import { currentPlayer } from '../../src/games/chacun/engine/game.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { randomAction } from '../../src/games/chacun/engine/random.ts';
import { SessionManager, type Checked, type SessionResult } from '../../src/session/manager.ts';
import type { GameSession } from '../../src/session/session.ts';
import { memoryStore, type GameStore } from '../../src/session/store.ts';
import { ALICE, BOB, CAROL, CHANNEL, chacunRecord, chacunState, CountingStore, GUILD, OTHER_CHANNEL, playRandomly, userOf } from './helpers.ts';
import { HOSTED } from '../../src/hosted.ts';

function code(result: SessionResult<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A two-player game (Alice RED, Bob BLUE) on a counting store, started; the count starts after the start. */
async function started(seed = 1) {
  const store = new CountingStore(memoryStore());
  let ids = 0;
  const manager = new SessionManager(store, HOSTED, { newGameId: () => `game${++ids}` });
  value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' }));
  value(await manager.join(CHANNEL, BOB));
  const start = value(await manager.start(CHANNEL, { userId: ALICE.userId, seed }));
  store.reset();
  return { store, manager, session: start.session, state: chacunState(start.state) };
}

/** The session as a manager with nothing in memory reads it from the store. */
async function storedSession(store: CountingStore, gameId: string): Promise<GameSession> {
  return value(await new SessionManager(store, HOSTED).getGame(gameId)).session;
}

describe('act: one read, the checks, the handler, at most one write', () => {
  test('a view answer gets the checked game and writes nothing; anyone may look at it', async () => {
    const { store, manager, session } = await started();
    const seen: Checked[] = [];
    const acted = value(
      await manager.act(CHANNEL, { gameId: session.id, userId: CAROL.userId }, { needs: 'game' }, (checked) => {
        seen.push(checked);
        return { answer: `move ${checked.session.moveNumber}` };
      }),
    );
    expect(acted.answer).toBe('move 0');
    expect(acted.outcome).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0].game.id).toBe('chacun');
    expect(seen[0].seat).toBeUndefined();
    expect(currentPlayer(chacunState(seen[0].state))).toBe('RED');
    expect(store.count('set')).toBe(0);
    expect(store.count('delete')).toBe(0);
    expect(store.count('get')).toBe(1);
  });

  test('a view of a game that ended is still answered, with or without its id', async () => {
    const { manager, session, state } = await started();
    const end = await playRandomly(manager, CHANNEL, { session, state }, new Random(4));
    expect(end.session.status).toBe('finished');
    for (const gameId of [session.id, undefined]) {
      const acted = value(await manager.act(CHANNEL, { gameId, userId: ALICE.userId }, { needs: 'game' }, ({ session: s, seat }) => ({ answer: [s.status, seat?.seat] })));
      expect(acted.answer).toEqual(['finished', 'RED']);
    }
    // Once it is filed (the next lobby), a view without an id still finds it in the history.
    value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: BOB, locale: 'en' }));
    const latest = value(await manager.act(CHANNEL, { userId: ALICE.userId }, { needs: 'game' }, ({ session: s }) => ({ answer: s.status })));
    expect(latest.answer).toBe('lobby');
  });

  test('an action is played for the user\'s seat and written once; the outcome is the move\'s', async () => {
    const { store, manager, session, state } = await started();
    const action = randomAction(state, new Random(2));
    const acted = value(
      await manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'turn', move: 0 }, ({ seat }) => ({ action, answer: seat?.seat })),
    );
    expect(acted.answer).toBe('RED');
    expect(acted.outcome?.entries).toEqual([action]);
    expect(acted.outcome?.session.moveNumber).toBe(1);
    expect(acted.outcome?.ended).toBe(false);
    expect(store.calls).toEqual([
      { op: 'get', key: `game:${session.id}` },
      { op: 'set', key: `game:${session.id}` },
    ]);
    expect(chacunRecord(await storedSession(store, session.id)).actions).toEqual([action]);
  });

  test.each<[string, string, (s: GameSession) => { gameId?: string; userId: string }, { needs: 'turn'; move?: number } | { needs: 'seat' }]>([
    ['an old button', 'STALE_MOVE', (s) => ({ gameId: s.id, userId: ALICE.userId }), { needs: 'turn', move: 3 }],
    ['the player not to move', 'NOT_YOUR_TURN', (s) => ({ gameId: s.id, userId: BOB.userId }), { needs: 'turn', move: 0 }],
    ['an outsider, for a turn', 'NOT_IN_GAME', (s) => ({ gameId: s.id, userId: CAROL.userId }), { needs: 'turn', move: 0 }],
    ['an outsider, for a seat', 'NOT_IN_GAME', (s) => ({ gameId: s.id, userId: CAROL.userId }), { needs: 'seat' }],
    ['a button of another game', 'NO_GAME', () => ({ gameId: 'nosuchgame', userId: ALICE.userId }), { needs: 'turn', move: 0 }],
  ])('%s is refused with %s: the handler does not run and nothing is written', async (_, expected, ref, precondition) => {
    const { store, manager, session } = await started();
    let ran = false;
    const result = await manager.act(CHANNEL, ref(session), precondition, () => {
      ran = true;
      return { action: { type: 'occupy', occupant: null } };
    });
    expect(code(result)).toBe(expected);
    expect(ran).toBe(false);
    expect(store.count('set')).toBe(0);
    expect(store.count('delete')).toBe(0);
    expect(value(await manager.get(CHANNEL)).session).toEqual(session);
  });

  test('a button of another channel is WRONG_GAME, for a view too', async () => {
    const { store, manager, session } = await started();
    for (const needs of ['turn', 'seat', 'game'] as const) {
      expect(code(await manager.act(OTHER_CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs }, () => ({ answer: 1 })))).toBe('WRONG_GAME');
    }
    expect(store.count('set')).toBe(0);
  });

  test('in a lobby, a turn or seat click is GAME_NOT_STARTED and changes nothing; a view is answered', async () => {
    const store = new CountingStore(memoryStore());
    const manager = new SessionManager(store, HOSTED);
    const { session } = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' }));
    store.reset();
    let ran = 0;
    const handler = () => {
      ran++;
      return { answer: 'ran' };
    };
    expect(code(await manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'turn', move: 0 }, handler))).toBe('GAME_NOT_STARTED');
    expect(code(await manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'seat' }, handler))).toBe('GAME_NOT_STARTED');
    expect(ran).toBe(0);
    const view = value(await manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'game' }, handler));
    expect(view.answer).toBe('ran');
    expect(view.checked.state).toBeNull();
    expect(store.count('set')).toBe(0);
  });

  test('a click for a game that ended is GAME_OVER and changes nothing', async () => {
    const { store, manager, session } = await started();
    value(await manager.resign(CHANNEL, { gameId: session.id, userId: BOB.userId }));
    store.reset();
    const result = await manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'turn', move: 0 }, () => ({ action: { type: 'occupy', occupant: null } }));
    expect(code(result)).toBe('GAME_OVER');
    expect(store.count('set')).toBe(0);
  });

  test('a seated player may act out of turn with "seat"; the game\'s rules still judge the action (NOT_YOUR_TURN), nothing is written', async () => {
    const { store, manager, session, state } = await started();
    const action = randomAction(state, new Random(2));
    const acted = await manager.act(CHANNEL, { gameId: session.id, userId: BOB.userId }, { needs: 'seat' }, ({ seat }) => ({ action, answer: seat?.seat }));
    expect(code(acted)).toBe('NOT_YOUR_TURN');
    expect(store.count('set')).toBe(0);
    // A view answer with "seat" is fine: Bob sees his own seat.
    const view = value(await manager.act(CHANNEL, { gameId: session.id, userId: BOB.userId }, { needs: 'seat' }, ({ seat }) => ({ answer: seat?.seat })));
    expect(view.answer).toBe('BLUE');
  });

  test('an action the rules refuse comes back with the rule\'s code, and nothing is written', async () => {
    const { store, manager, session } = await started();
    const acted = await manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'turn', move: 0 }, () => ({ action: { type: 'occupy', occupant: null } }));
    expect(code(acted)).toBe('WRONG_PHASE');
    expect(store.count('set')).toBe(0);
    expect(value(await manager.get(CHANNEL)).session).toEqual(session);
  });

  test('a handler that throws rejects its own click only: nothing is written and the channel goes on', async () => {
    const { store, manager, session, state } = await started();
    await expect(
      manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'turn', move: 0 }, () => {
        throw new Error('handler bug');
      }),
    ).rejects.toThrow('handler bug');
    expect(store.count('set')).toBe(0);
    const action = randomAction(state, new Random(2));
    value(await manager.move(CHANNEL, { gameId: session.id, moveNumber: 0, userId: ALICE.userId, action }));
  });

  test('a button of the current turn message is accepted after a step of the same turn; of another message, it is STALE_MOVE', async () => {
    const { manager, session, state } = await started();
    const place = state.board.legalPlacements(state.tileToPlace!)[0];
    const placed = value(
      await manager.move(CHANNEL, { gameId: session.id, moveNumber: 0, userId: ALICE.userId, action: { type: 'place', tile: state.tileToPlace!.id, ...place } }),
    );
    expect(currentPlayer(chacunState(placed.state))).toBe('RED');
    expect(chacunState(placed.state).nextAction).toBe('OCCUPY_TILE');
    manager.annotate(CHANNEL, session.id, { messageIds: { turn: '500000000000000001' } });
    const skip: Action = { type: 'occupy', occupant: null };
    const handler = () => ({ action: skip });
    // A button made at move 0 on another message is past; on the turn message under way, it still counts.
    expect(code(await manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'turn', move: 0, messageId: '500000000000000009' }, handler))).toBe('STALE_MOVE');
    const acted = value(await manager.act(CHANNEL, { gameId: session.id, userId: ALICE.userId }, { needs: 'turn', move: 0, messageId: '500000000000000001' }, handler));
    expect(acted.outcome?.entries).toEqual([skip]);
    expect(acted.outcome?.session.moveNumber).toBe(2);
  });
});

describe('the cost of a click in the store', () => {
  test('every move of a whole game, the last one included, costs exactly one read and one write of its game', async () => {
    const { store, manager, session, state } = await started(6);
    const random = new Random(6);
    let current = { session, state };
    let moves = 0;
    while (current.session.status === 'playing') {
      store.reset();
      const request = { gameId: current.session.id, moveNumber: current.session.moveNumber, userId: userOf(current.session, current.state), action: randomAction(current.state, random) };
      const outcome = value(await manager.move(CHANNEL, request));
      expect(store.calls).toEqual([
        { op: 'get', key: `game:${session.id}` },
        { op: 'set', key: `game:${session.id}` },
      ]);
      current = { session: outcome.session, state: chacunState(outcome.state) };
      moves++;
    }
    expect(current.session.status).toBe('finished');
    expect(moves).toBeGreaterThan(50);
  });

  test('without a game id (a slash command), the channel key is read first: two reads, one write', async () => {
    const { store, manager, session, state } = await started();
    const action = randomAction(state, new Random(2));
    value(await manager.act(CHANNEL, { userId: ALICE.userId }, { needs: 'turn' }, () => ({ action })));
    expect(store.calls).toEqual([
      { op: 'get', key: `channel:${CHANNEL}` },
      { op: 'get', key: `game:${session.id}` },
      { op: 'set', key: `game:${session.id}` },
    ]);
  });

  test('an AI turn costs one read and one write too', async () => {
    const store = new CountingStore(memoryStore());
    const manager = new SessionManager(store, HOSTED);
    value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE', ais: ['easy'] }));
    const { session } = value(await manager.start(CHANNEL, { userId: ALICE.userId }));
    store.reset();
    value(await manager.playAi(CHANNEL, { gameId: session.id, moveNumber: 0 }));
    expect(store.calls).toEqual([
      { op: 'get', key: `game:${session.id}` },
      { op: 'set', key: `game:${session.id}` },
    ]);
  });

  test('annotations cost no write of their own: the next move writes them with the game', async () => {
    const { store, manager, session, state } = await started();
    manager.annotate(CHANNEL, session.id, { messageIds: { turn: '500000000000000001' }, turnMemo: { turn: 0, from: 0 } });
    expect(store.calls).toEqual([]);
    expect(manager.unwritten).toBe(1);
    const outcome = value(await manager.move(CHANNEL, { gameId: session.id, moveNumber: 0, userId: ALICE.userId, action: randomAction(state, new Random(2)) }));
    expect(store.count('get')).toBe(1);
    expect(store.count('set')).toBe(1);
    expect(manager.unwritten).toBe(0);
    expect(outcome.session.messageIds).toEqual({ turn: '500000000000000001' });
    const stored = await storedSession(store, session.id);
    expect(stored.messageIds).toEqual({ turn: '500000000000000001' });
    expect(stored.turnMemo).toEqual({ turn: 0, from: 0 });
    // Nothing is left to write at shutdown.
    store.reset();
    await manager.idle();
    expect(store.count('set')).toBe(0);
  });

  test('annotations of a game that does not move are written once by idle(): one read, one write', async () => {
    const { store, manager, session } = await started();
    manager.annotate(CHANNEL, session.id, { messageIds: { turn: '500000000000000001' } });
    manager.annotate(CHANNEL, session.id, { messageIds: { lobby: '500000000000000002' } });
    await manager.idle();
    expect(store.calls).toEqual([
      { op: 'get', key: `game:${session.id}` },
      { op: 'set', key: `game:${session.id}` },
    ]);
    expect((await storedSession(store, session.id)).messageIds).toEqual({ turn: '500000000000000001', lobby: '500000000000000002' });
  });
});

/** A store whose writes of games can be held while a test does something in between. */
function gatedStore(inner: GameStore) {
  let held: { release: () => void; entered: () => void } | null = null;
  const store: GameStore = {
    description: 'gated',
    get: (key) => inner.get(key),
    delete: (key) => inner.delete(key),
    close: () => inner.close(),
    set: (key, value) => inner.set(key, value),
    async compareAndSet(key, value, expected) {
      if (held !== null && key.startsWith('game:')) {
        const gate = held;
        held = null;
        await new Promise<void>((resolve) => {
          gate.release = resolve;
          gate.entered();
        });
      }
      return inner.compareAndSet(key, value, expected);
    },
  };
  /** Holds the next write of a game: resolves once it is under way, with the function that lets it go on. */
  function holdNextWrite(): Promise<() => void> {
    return new Promise((resolve) => {
      const gate = { release: () => {}, entered: () => resolve(() => gate.release()) };
      held = gate;
    });
  }
  return { store, holdNextWrite };
}

describe('annotations made while the game is being written', () => {
  // Annotations made while the game's write is under way are not in that write: they stay waiting.
  test('an annotation made during a move\'s write is still written (by idle() at the latest)', async () => {
    const inner = memoryStore();
    const { store, holdNextWrite } = gatedStore(inner);
    const manager = new SessionManager(store, HOSTED);
    value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' }));
    value(await manager.join(CHANNEL, BOB));
    const { session, state } = value(await manager.start(CHANNEL, { userId: ALICE.userId, seed: 1 }));
    manager.annotate(CHANNEL, session.id, { messageIds: { lobby: '500000000000000001' } });
    const writing = holdNextWrite();
    const move = manager.move(CHANNEL, { gameId: session.id, moveNumber: 0, userId: ALICE.userId, action: randomAction(chacunState(state), new Random(1)) });
    const release = await writing;
    manager.annotate(CHANNEL, session.id, { messageIds: { turn: '500000000000000002' } });
    release();
    value(await move);
    await manager.idle();
    const stored = value(await new SessionManager(inner, HOSTED).getGame(session.id)).session;
    expect(stored.messageIds).toEqual({ lobby: '500000000000000001', turn: '500000000000000002' });
  });
});

describe('a game that ends is filed later', () => {
  test('its end writes only the game; the index keeps naming it, history() and latest() show it; the next lobby files it', async () => {
    const { store, manager, session, state } = await started(3);
    const end = await playRandomly(manager, CHANNEL, { session, state }, new Random(3));
    expect(end.session.status).toBe('finished');
    expect(value(await store.get(`channel:${CHANNEL}`))).toBe(session.id);
    expect(value(await store.get(`active:${GUILD}`))).toEqual({ [CHANNEL]: session.id });
    expect(value(await store.get(`history:${CHANNEL}`))).toBeUndefined();
    expect(code(await manager.get(CHANNEL))).toBe('NO_GAME');
    expect(value(await manager.history(CHANNEL))).toEqual([session.id]);
    expect(value(await manager.latest(CHANNEL)).session.status).toBe('finished');
    expect(value(await manager.activeSessions([GUILD])).sessions).toEqual([]);
    // Start-up filed it: out of the server's list and the channel key, into the history.
    expect(value(await store.get(`active:${GUILD}`))).toBeUndefined();
    expect(value(await store.get(`channel:${CHANNEL}`))).toBeUndefined();
    expect(value(await store.get(`history:${CHANNEL}`))).toEqual([session.id]);
    expect(value(await manager.latest(CHANNEL)).session.id).toBe(session.id);
  });

  test('games ended one after another are filed in order by each next lobby', async () => {
    const { store, manager, session } = await started();
    value(await manager.resign(CHANNEL, { userId: BOB.userId }));
    expect(value(await store.get(`history:${CHANNEL}`))).toBeUndefined();
    const second = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: BOB, locale: 'en' })).session;
    expect(value(await store.get(`history:${CHANNEL}`))).toEqual([session.id]);
    expect(value(await store.get(`channel:${CHANNEL}`))).toBe(second.id);
    expect(value(await store.get(`active:${GUILD}`))).toEqual({ [CHANNEL]: second.id });
    value(await manager.abort(CHANNEL, { userId: BOB.userId }));
    expect(value(await manager.history(CHANNEL))).toEqual([session.id, second.id]);
    const third = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' })).session;
    expect(value(await store.get(`history:${CHANNEL}`))).toEqual([session.id, second.id]);
    expect(value(await manager.history(CHANNEL))).toEqual([session.id, second.id]);
    expect(value(await manager.latest(CHANNEL)).session.id).toBe(third.id);
  });
});

describe('the index of channels of earlier versions', () => {
  test('is moved once to channel keys and server lists: unreadable games keep their channel, newer channel keys win, then it is gone', async () => {
    const store = memoryStore();
    let ids = 0;
    const manager = new SessionManager(store, HOSTED, { newGameId: () => `game${++ids}` });
    const open = value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' })).session;
    const other = value(await manager.createLobby({ game: 'chacun', guildId: '200000000000000002', channelId: OTHER_CHANNEL, creator: BOB, locale: 'en' })).session;
    // The store as an earlier version left it: one index, with an unreadable game and a game gone.
    for (const key of [`channel:${CHANNEL}`, `channel:${OTHER_CHANNEL}`, `active:${GUILD}`, 'active:200000000000000002']) value(await store.delete(key));
    value(await store.set('game:broken', { format: 1, id: 'broken' }));
    value(await store.set('active', { [CHANNEL]: open.id, [OTHER_CHANNEL]: other.id, '300000000000000009': 'broken', '300000000000000008': 'gone' }));
    // A channel key already written by an upgrade cut short is newer: it stays.
    value(await store.set('channel:300000000000000008', 'newer'));

    expect(value(await manager.upgradeIndex())).toBe(4);
    expect(value(await store.get('active'))).toBeUndefined();
    expect(value(await store.get(`active:${GUILD}`))).toEqual({ [CHANNEL]: open.id });
    expect(value(await store.get('active:200000000000000002'))).toEqual({ [OTHER_CHANNEL]: other.id });
    expect(value(await store.get('channel:300000000000000009'))).toBe('broken');
    expect(value(await store.get('channel:300000000000000008'))).toBe('newer');
    expect(value(await manager.get(CHANNEL)).session.id).toBe(open.id);
    expect(value(await manager.activeSessions([GUILD])).sessions.map((loaded) => loaded.session.id)).toEqual([open.id]);
    // Nothing left to upgrade.
    expect(value(await manager.upgradeIndex())).toBe(0);
  });
});

describe('a game’s view of the manager (forGame)', () => {
  test('reads and changes only games of its kind; another kind’s game is OTHER_KIND by channel and unknown by id, and stays as it was', async () => {
    const { store, manager, session } = await started();
    const jass = manager.forGame('jass');
    const refused = await jass.get(CHANNEL);
    expect(code(refused)).toBe('OTHER_KIND');
    if (!refused.ok) expect(refused.error.kinds).toEqual({ wanted: 'jass', found: 'chacun', open: true });
    expect(code(await jass.latest(CHANNEL))).toBe('OTHER_KIND');
    expect(code(await jass.getGame(session.id))).toBe('NO_GAME');
    expect(code(await jass.resign(CHANNEL, { userId: BOB.userId }))).toBe('OTHER_KIND');
    expect(code(await jass.abort(CHANNEL, { userId: ALICE.userId }))).toBe('OTHER_KIND');
    expect(code(await jass.undo(CHANNEL, { userId: ALICE.userId }))).toBe('OTHER_KIND');
    expect(code(await jass.act(CHANNEL, { userId: ALICE.userId }, { needs: 'game' }, () => ({ answer: 'seen' })))).toBe('OTHER_KIND');
    expect(store.count('set') + store.count('delete')).toBe(0);
    // The game's own view, and the platform's, see it.
    expect(value(await manager.forGame('chacun').get(CHANNEL)).session.id).toBe(session.id);
    expect(value(await manager.get(CHANNEL)).session.id).toBe(session.id);
    // Once it has ended, the channel's last game is told as ended (its replay, not its board).
    value(await manager.abort(CHANNEL, { userId: ALICE.userId }));
    const ended = await jass.latest(CHANNEL);
    if (ended.ok) throw new Error('an ended game of another kind was shown');
    expect(ended.error.kinds).toEqual({ wanted: 'jass', found: 'chacun', open: false });
  });

  test('a view cannot be written to: a field set on it would hide the manager’s', async () => {
    const { manager } = await started();
    const view = manager.forGame('jass') as unknown as Record<string, unknown>;
    expect(() => {
      view.core = null;
    }).toThrow(TypeError);
    expect(view.platform).toBe(manager);
  });
});
