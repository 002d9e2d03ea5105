import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { randomAction } from '../../src/games/chacun/engine/random.ts';
import type { GameState } from '../../src/games/chacun/engine/game.ts';
import { SessionManager } from '../../src/session/manager.ts';
import { openStore, type GameStore } from '../../src/session/store.ts';
import { loaded, openGame, playerToMove, playTurnByClicks } from './driver.ts';
import { act, buttonsOf, click, findButton, selectOf, startHarness, tempDir, turnMessage, type Harness } from './harness.ts';
import { HOSTED } from '../../src/hosted.ts';

let h: Harness | null = null;
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
  await cleanup?.();
  cleanup = null;
});

async function sqlite(path: string): Promise<GameStore> {
  const store = await openStore(`sqlite://${path}`);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

async function gameOnDisk(seed = 3) {
  const dir = await tempDir();
  cleanup = dir.remove;
  const file = join(dir.path, 'games.sqlite');
  h = await startHarness({ store: await sqlite(file), seed });
  const users = ['alice', 'bob', 'carol'].map((username) => h!.discord.createMember({ username }));
  const table = await openGame(h, users);
  return { h, file, table };
}

describe('a restarted bot', () => {
  test('resumes the game from the SQLite file: the old turn message and the old panel still work', async () => {
    const { h, file, table } = await gameOnDisk();
    const random = new Random(8);
    for (let i = 0; i < 4; i++) await playTurnByClicks(table, random);
    const user = (await playerToMove(table))!;
    const turn = turnMessage(h)!;
    const panel = (await click(h, user, turn, findButton(turn, 'play').custom_id)).original()!;
    const menu = selectOf(panel)!;
    await act(h, h.discord.selectMenu({ user, messageId: panel.id, customId: menu.custom_id, values: [menu.options[0].value] }));
    const before = (await loaded(table)).session;

    await h.restart(() => sqlite(file));
    expect(h.discord.sessions().map((s) => s.state)).toEqual(['ended', 'live']);
    // The same game, message ids and turn memo included (those kept in memory were written at shutdown, hence the later updatedAt and version).
    expect({ ...(await loaded(table)).session, updatedAt: 0, version: 0 }).toEqual({ ...before, updatedAt: 0, version: 0 });
    // Nothing was due: no message was posted again.
    expect(turnMessage(h)!.id).toBe(turn.id);

    // The panel opened before the restart confirms the tile.
    const preview = h.discord.message(panel.id)!;
    await click(h, user, preview, findButton(preview, 'place').custom_id);
    expect((await loaded(table)).session.moveNumber).toBe(before.moveNumber + 1);
    // And the turn message from before the restart reopens the panel at the next step.
    const again = await click(h, user, turn, findButton(turn, 'play').custom_id);
    const title = again.original()!.embeds[0]?.title;
    if ((await playerToMove(table))?.id === user.id) expect(title).toMatch(/Place an occupant|Shaman|Place your tile/);
    while ((await playerToMove(table)) !== null) await playTurnByClicks(table, random);
    expect((await loaded(table)).session.status).toBe('finished');
  });

  test('a move stored just before the bot stopped is announced when it starts again', async () => {
    const { h, file, table } = await gameOnDisk(5);
    await playTurnByClicks(table, new Random(1));
    const oldTurn = turnMessage(h)!;
    await h.bot.stop();
    // Another process (the same bot, just before it died) stores a whole turn and is gone before announcing it.
    const store = await sqlite(file);
    const manager = new SessionManager(store, HOSTED);
    const random = new Random(2);
    for (;;) {
      const game = await manager.getGame(table.gameId);
      if (!game.ok || game.value.state === null) throw new Error('no game');
      const { session } = game.value;
      const state = game.value.state as GameState;
      if (session.moveNumber > (await loaded(table)).session.moveNumber && state.nextAction === 'PLACE_TILE') break;
      const color = state.players[state.current];
      const seat = session.seats.find((s) => s.seat === color)!;
      const userId = seat.player.type === 'human' ? seat.player.userId : '';
      const moved = await manager.move(table.channelId, { gameId: table.gameId, moveNumber: session.moveNumber, userId, action: randomAction(state, random) });
      if (!moved.ok) throw new Error(moved.error.code);
      if ((moved.value.state as GameState).nextAction === 'PLACE_TILE') break;
    }
    await store.close();

    await h.restart(() => sqlite(file));
    const next = (await playerToMove(table))!;
    const announced = turnMessage(h)!;
    expect(announced.id).not.toBe(oldTurn.id);
    expect(announced.content).toBe(`<@${next.id}>, your turn!`);
    expect(buttonsOf(h.discord.message(oldTurn.id)!)).toEqual([]);
    expect(h.logs.some((line) => line.includes('games resumed') && line.includes('"playing":1'))).toBe(true);
  });

  test('a game that ended just before the bot stopped gets its end posted at start-up, and its last turn message loses its buttons', async () => {
    const { h, file, table } = await gameOnDisk(5);
    await playTurnByClicks(table, new Random(1));
    const oldTurn = turnMessage(h)!;
    await h.bot.stop();
    // The same bot, just before it died, stored the end of the game and was gone before announcing it.
    const store = await sqlite(file);
    const ended = await new SessionManager(store, HOSTED).abort(table.channelId, { gameId: table.gameId, userId: table.players[0].id });
    expect(ended.ok).toBe(true);
    await store.close();
    const before = h.discord.messages(table.channelId).length;

    await h.restart(() => sqlite(file));
    await h.settle();
    const posted = h.discord.messages(table.channelId).slice(before);
    expect(posted).toHaveLength(1);
    expect(JSON.stringify(posted[0].embeds)).toMatch(/stopped|aborted/i);
    expect(buttonsOf(h.discord.message(oldTurn.id)!)).toEqual([]);
    expect((await loaded(table)).session.messageIds.end).toBe(posted[0].id);
  });

  test('stopping waits for the move under way: it is stored and announced before the client logs out', async () => {
    const { h, table } = await gameOnDisk(3);
    const user = (await playerToMove(table))!;
    const turn = turnMessage(h)!;
    const panel = (await click(h, user, turn, findButton(turn, 'play').custom_id)).original()!;
    const menu = selectOf(panel)!;
    await act(h, h.discord.selectMenu({ user, messageId: panel.id, customId: menu.custom_id, values: [menu.options[0].value] }));
    const preview = h.discord.message(panel.id)!;
    const confirm = h.discord.clickButton({ user, messageId: preview.id, customId: findButton(preview, 'place').custom_id });
    await confirm.callback();
    await h.bot.stop();
    expect((await loaded(table)).session.moveNumber).toBe(1);
    expect(h.discord.message(panel.id)!.embeds[0]?.title).toMatch(/Place an occupant|Done/);
    expect(h.logs.some((line) => line.includes('bot stopped'))).toBe(true);
  });
});
