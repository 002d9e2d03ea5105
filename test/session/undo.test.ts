import { describe, expect, test } from 'vitest';
import { chacunRules } from '../../src/games/chacun/rules.ts';
import type { GameState } from '../../src/games/chacun/engine/game.ts';
import { SessionManager, type SessionResult } from '../../src/session/manager.ts';
import { parseSession } from '../../src/session/session.ts';
import { memoryStore } from '../../src/session/store.ts';
import { ALICE, BOB, CHANNEL, GUILD } from './helpers.ts';
import { HOSTED } from '../../src/hosted.ts';

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function code(result: SessionResult<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

async function started(): Promise<SessionManager> {
  let clock = 1_000;
  const manager = new SessionManager(memoryStore(), HOSTED, { now: () => clock++ });
  value(await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' }));
  value(await manager.join(CHANNEL, BOB));
  value(await manager.start(CHANNEL, { userId: ALICE.userId, seed: 3 }));
  return manager;
}

/** Plays the automatic move of whoever is to act; returns the state reached. */
async function autoMove(manager: SessionManager, user: { userId: string }): Promise<GameState> {
  const { session, state } = value(await manager.get(CHANNEL));
  const seat = chacunRules.toAct(state as GameState)[0];
  const outcome = value(await manager.move(CHANNEL, { gameId: session.id, moveNumber: session.moveNumber, userId: user.userId, action: chacunRules.autoAction(state as GameState, seat) }));
  return outcome.state as GameState;
}

describe('undo in the session manager', () => {
  test('a placement is taken back at once; the note is stored and read back; the game goes on', async () => {
    const manager = await started();
    // The first player is RED: Alice.
    await autoMove(manager, ALICE);
    expect(code(await manager.undo(CHANNEL, { userId: BOB.userId }))).toBe('NOTHING_TO_UNDO');
    expect(code(await manager.undo(CHANNEL, { userId: ALICE.userId, moveNumber: 0 }))).toBe('STALE_MOVE');
    expect(code(await manager.undo(CHANNEL, { userId: '999' }))).toBe('NOT_IN_GAME');
    const undone = value(await manager.undo(CHANNEL, { userId: ALICE.userId, moveNumber: 1 }));
    expect(undone.session.moveNumber).toBe(0);
    expect((undone.state as GameState).nextAction).toBe('PLACE_TILE');
    const read = value(await manager.get(CHANNEL)).session;
    expect(read.undoNotes).toEqual([{ seat: 'RED', userId: ALICE.userId, moveNumber: 0, dropped: 1, agreed: false, at: expect.any(Number) }]);
    expect(manager.isOutdated(read.id, 0)).toBe(false);
    // Stored JSON with the notes parses; a malformed note is refused.
    const json: unknown = JSON.parse(JSON.stringify(read));
    expect(parseSession(json, HOSTED).ok).toBe(true);
    expect(parseSession({ ...(json as object), undoNotes: [{ seat: 'PINK' }] }, HOSTED).ok).toBe(false);
    await autoMove(manager, ALICE);
    expect(value(await manager.get(CHANNEL)).session.moveNumber).toBe(1);
  });

  test('the step that drew the next tile needs agreement; once the next player acts, it is too late', async () => {
    const manager = await started();
    let state = await autoMove(manager, ALICE);
    while (chacunRules.toAct(state)[0] === 'RED') state = await autoMove(manager, ALICE);
    const before = value(await manager.get(CHANNEL)).session;
    expect(code(await manager.undo(CHANNEL, { userId: ALICE.userId }))).toBe('UNDO_NEEDS_AGREEMENT');
    expect(value(await manager.get(CHANNEL)).session.moveNumber).toBe(before.moveNumber);
    const plan = value(await manager.undoPlan(CHANNEL, { userId: ALICE.userId }));
    expect(plan.revealed).toBe(true);
    const undone = value(await manager.undo(CHANNEL, { userId: ALICE.userId, moveNumber: before.moveNumber, agreed: true }));
    expect(undone.session.moveNumber).toBe(before.moveNumber - 1);
    expect(undone.session.undoNotes?.[0]?.agreed).toBe(true);
    state = undone.state as GameState;
    while (chacunRules.toAct(state)[0] === 'RED') state = await autoMove(manager, ALICE);
    await autoMove(manager, BOB);
    expect(code(await manager.undo(CHANNEL, { userId: ALICE.userId, agreed: true }))).toBe('NEXT_PLAYER_ACTED');
  });
});
