import type { TextChannel } from 'discord.js';
import { afterEach, describe, expect, test } from 'vitest';
import { Announcer, announcementNonce } from '../../src/bot/announcer.ts';
import { createLogger } from '../../src/log.ts';
import { SessionManager } from '../../src/session/manager.ts';
import type { GameSession } from '../../src/session/session.ts';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { command, loaded, openGame } from './driver.ts';
import { buttonsOf, click, findButton, startHarness, STUB_IMAGES, turnMessage, type Harness } from './harness.ts';
import { HOSTED } from '../../src/hosted.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** A game of two under way; annotations (the turn message's id) stay in memory for 10 min unless the game changes. */
async function twoPlayers() {
  h = await startHarness({ bot: { sessions: { newSeed: () => 4, flushDelayMs: 600_000 } } });
  const players = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
  const table = await openGame(h, players);
  return { h, players, table };
}

/** The messages of the channel that carry a live Play button. */
function livePlays(harness: Harness): FakeMessage[] {
  return harness.discord.messages().filter((m) => buttonsOf(m).some((b) => b.id.kind === 'play' && b.component.disabled !== true));
}

/** Posts, as the bot, a message with the given components (a turn message a crash left unrecorded, or another). */
async function postAsBot(harness: Harness, content: string, components: FakeMessage['components']): Promise<FakeMessage> {
  const channel = harness.bot.client.channels.cache.get(harness.discord.channelId) as TextChannel;
  const sent = await channel.send({ content, components: components as never });
  return harness.discord.message(sent.id)!;
}

describe('turn messages are posted once', () => {
  test('the nonce is short enough for Discord, the same for the same stored turn, and another for another key, move, undo or the end', () => {
    const session = { id: 'k3x9q0abcd', moveNumber: 7, undoNotes: [] } as unknown as GameSession;
    const undone = { ...session, undoNotes: [{ seat: 'red', userId: '1', moveNumber: 7, dropped: 1, agreed: false, at: 1_700_000_000_000 }] } as GameSession;
    const later = { ...session, moveNumber: 9 } as GameSession;
    const nonces = [announcementNonce(session, 3), announcementNonce(session, 4), announcementNonce(undone, 3), announcementNonce(later, 3), announcementNonce(session, null)];
    for (const nonce of nonces) expect(nonce.length).toBeLessThanOrEqual(25);
    expect(new Set(nonces).size).toBe(5);
    expect(announcementNonce({ ...session }, 3)).toBe(nonces[0]);
  });

  test('a turn announced again by a bot that lost its message id (a crash before it was written) gets the same message back', async () => {
    const { h, table } = await twoPlayers();
    const turn = turnMessage(h)!;
    // Another bot process over the same store, without the first one's unwritten annotations: the turn looks unannounced.
    const manager = new SessionManager(h.store, HOSTED, { flushDelayMs: 600_000 });
    expect((await loaded(table)).session.messageIds.turn).toBe(turn.id);
    const stored = await manager.getGame(table.gameId);
    expect(stored.ok && stored.value.session.messageIds.turn).toBeUndefined();
    const other = new Announcer(h.bot.client, manager, HOSTED, STUB_IMAGES, createLogger('error', () => {}));
    expect(await other.due(table.channelId, table.gameId)).toBe('posted');
    await manager.idle();
    expect(livePlays(h).map((m) => m.id)).toEqual([turn.id]);
    expect(h.discord.messages().filter((m) => m.content === turn.content)).toHaveLength(1);
  });

  test('a turn message the nonce gives back without its buttons gets them back', async () => {
    const { h, table } = await twoPlayers();
    const turn = turnMessage(h)!;
    await h.bot.announcer.clearButtons(table.channelId, turn.id);
    expect(livePlays(h)).toEqual([]);
    const manager = new SessionManager(h.store, HOSTED, { flushDelayMs: 600_000 });
    const other = new Announcer(h.bot.client, manager, HOSTED, STUB_IMAGES, createLogger('error', () => {}));
    expect(await other.due(table.channelId, table.gameId)).toBe('posted');
    await manager.idle();
    expect(livePlays(h).map((m) => m.id)).toEqual([turn.id]);
  });
});

describe('stray turn messages lose their buttons', () => {
  test('at start-up: a turn message of a running game that is not its recorded one is cleared; the recorded one and other controls are kept', async () => {
    const { h, table } = await twoPlayers();
    const turn = turnMessage(h)!;
    // As if a crash had come between posting this turn message and recording it (its id is nowhere in the store).
    const stray = await postAsBot(h, turn.content, turn.components);
    const logOnly = await postAsBot(h, 'the message board', [{ type: 1, components: [findButton(turn, 'log')] }] as never);
    expect(livePlays(h)).toHaveLength(2);

    await h.restart();
    await h.settle();
    expect(buttonsOf(h.discord.message(stray.id)!)).toEqual([]);
    expect(livePlays(h).map((m) => m.id)).toEqual([turn.id]);
    expect(buttonsOf(h.discord.message(logOnly.id)!).map((b) => b.id.kind)).toEqual(['log']);
    expect((await loaded(table)).session.messageIds.turn).toBe(turn.id);
    expect(h.logs.some((line) => line.includes('buttons taken off stray turn messages') && line.includes('"messages":1'))).toBe(true);
  });

  test('at the end of a game: no turn message of it keeps live buttons, recorded or not', async () => {
    const { h, players } = await twoPlayers();
    const turn = turnMessage(h)!;
    const stray = await postAsBot(h, turn.content, turn.components);
    const asked = (await command(h, players[0], 'abort')).original()!;
    await click(h, players[0], asked, findButton(asked, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id);
    expect(h.discord.messages().some((m) => m.embeds.some((e) => /over|stopped|aborted/i.test(`${e.title ?? ''} ${e.description ?? ''}`)))).toBe(true);
    expect(buttonsOf(h.discord.message(turn.id)!)).toEqual([]);
    expect(buttonsOf(h.discord.message(stray.id)!)).toEqual([]);
    expect(livePlays(h)).toEqual([]);
  });
});
