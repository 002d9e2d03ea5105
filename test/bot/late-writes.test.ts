import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { memoryStore } from '../../src/session/store.ts';
import { LateStore } from '../session/helpers.ts';
import { loaded, openGame, playerToMove, playTurnByClicks } from './driver.ts';
import { startHarness, turnMessage, type Harness } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

describe('a store that applies a write late, through the bot', () => {
  test('the turn message id written late does not undo the move after it: the channel and the store agree, and play goes on', async () => {
    const store = new LateStore(memoryStore());
    // Message ids wait 20 ms for the game's next change before they are written on their own.
    h = await startHarness({ store, bot: { sessions: { newSeed: () => 4, flushDelayMs: 20 } } });
    const users = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, users);
    const random = new Random(2);
    await playTurnByClicks(table, random);
    await h.settle();
    // The next write of the game (the new turn message's id, on its own after 20 ms) is answered
    // "no answer in time" and held back by the store.
    store.holdNextGameWrite();
    await playTurnByClicks(table, random);
    await h.settle();
    await vi.waitFor(() => expect(store.held).not.toBeNull(), { timeout: 5_000, interval: 5 });
    await playTurnByClicks(table, random);
    await h.settle();
    const before = (await loaded(table)).session;

    await store.release();
    const after = (await loaded(table)).session;
    expect(after.moveNumber).toBe(before.moveNumber);
    expect(after.record).toEqual(before.record);
    // The channel shows the stored turn, and the player to move can play it.
    expect(turnMessage(h)!.embeds.map((embed) => embed.footer?.text ?? '').join(' ')).toContain(`${before.moveNumber}`);
    expect(await playerToMove(table)).not.toBeNull();
    await playTurnByClicks(table, random);
    await h.settle();
    expect((await loaded(table)).session.moveNumber).toBeGreaterThan(before.moveNumber);
  });
});
