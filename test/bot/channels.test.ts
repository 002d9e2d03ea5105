import type { GameRecord } from '../../src/games/chacun/engine/record.ts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { storeFromAdapter } from '../../src/session/store.ts';
import { FlakyAdapter } from '../session/helpers.ts';
import { command, loaded, openGame, playerToMove, playTurnByClicks } from './driver.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, turnMessage, type Harness } from './harness.ts';

let h: Harness | null = null;

/** Waits until the bot's cache knows its rights in the main channel changed. */
async function botMay(harness: Harness, permission: bigint, allowed: boolean): Promise<void> {
  await vi.waitFor(() => {
    const channel = harness.bot.client.channels.cache.get(harness.discord.channelId);
    const rights = channel !== undefined && 'permissionsFor' in channel ? channel.permissionsFor(harness.discord.botUser.id) : null;
    expect(rights?.has(permission)).toBe(allowed);
  });
}
afterEach(async () => {
  await h?.close();
  h = null;
});

describe('several channels', () => {
  test('two channels play at once, each with its own game, messages and record', async () => {
    h = await startHarness({ seed: 4 });
    const other = h.discord.createTextChannel({ name: 'other' });
    const [a1, a2, b1, b2] = ['a1', 'a2', 'b1', 'b2'].map((username) => h!.discord.createMember({ username }));
    const first = await openGame(h, [a1, a2]);
    const second = await openGame(h, [b1, b2], { channelId: other.id });
    expect(first.gameId).not.toBe(second.gameId);
    const r1 = new Random(1);
    const r2 = new Random(2);
    for (let i = 0; i < 8; i++) await Promise.all([playTurnByClicks(first, r1), playTurnByClicks(second, r2)]);
    const g1 = await loaded(first);
    const g2 = await loaded(second);
    expect(g1.session.channelId).toBe(h.discord.channelId);
    expect(g2.session.channelId).toBe(other.id);
    expect((g1.session.record as GameRecord).actions.filter((a) => a.type === 'place')).toHaveLength(8);
    expect((g2.session.record as GameRecord).actions.filter((a) => a.type === 'place')).toHaveLength(8);
    for (const [table, channelId] of [[first, h.discord.channelId], [second, other.id]] as const) {
      const ids = h.discord.messages(channelId).flatMap((m) => buttonsOf(m).map((b) => b.id.gameId));
      expect(new Set(ids)).toEqual(new Set([table.gameId]));
    }
  });
});

describe('channels where the bot may do less', () => {
  test('without Attach Files: text-only turns that say why, the game goes on, private boards keep their image', async () => {
    h = await startHarness({ images: 'real' });
    const channel = h.discord.createTextChannel({ name: 'no-files', botDeny: PermissionFlagsBits.AttachFiles });
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const lobby = (await command(h, alice, 'new', {}, channel.id)).original()!;
    expect(lobby.embeds[0]?.description).toContain('I’m not allowed to attach files here');
    await command(h, alice, 'abort', {}, channel.id).then(async (asked) => {
      const confirm = asked.original()!;
      await click(h!, alice, confirm, findButton(confirm, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id);
    });
    const table = await openGame(h, [alice, bob], { channelId: channel.id });
    const random = new Random(3);
    for (let i = 0; i < 3; i++) await playTurnByClicks(table, random);
    const turn = turnMessage(h, channel.id)!;
    expect(turn.attachments).toEqual([]);
    expect(turn.embeds[0]?.image).toBeUndefined();
    expect(turn.content).toContain('Give me the Attach Files permission');
    const board = await command(h, alice, 'board', {}, channel.id);
    expect(board.original()!.attachments).toEqual([]);
    const hidden = await command(h, alice, 'board', { private: true }, channel.id);
    expect(hidden.original()!.attachments[0]?.filename).toBe('board.jpg');
    expect(h.logs.filter((line) => line.includes(' ERROR '))).toEqual([]);
  });

  test('when Discord refuses the images anyway, the turn is posted again without them', async () => {
    h = await startHarness();
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, [alice, bob]);
    const refused = h.discord.failRequests({ routes: ['message.create'], channelId: h.discord.channelId, status: 403, code: 50013, times: 1 });
    await playTurnByClicks(table, new Random(1));
    expect(refused.hits()).toBe(1);
    const turn = turnMessage(h)!;
    expect(turn.attachments).toEqual([]);
    expect(turn.content).toContain('Attach Files');
    await playTurnByClicks(table, new Random(2));
    expect(turnMessage(h)!.attachments).toHaveLength(1);
  });

  test('a turn message Discord refuses twice is posted again by itself a moment later, and its Play button works', async () => {
    h = await startHarness({ bot: { announceRetryMs: [30, 30, 30] } });
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, [alice, bob]);
    const first = turnMessage(h)!;
    // With its images, then without: both refused; the retry goes through.
    const refused = h.discord.failRequests({ routes: ['message.create'], channelId: h.discord.channelId, status: 403, code: 50013, times: 2 });
    await playTurnByClicks(table, new Random(1));
    expect(refused.hits()).toBe(2);
    for (let i = 0; i < 100 && turnMessage(h)!.id === first.id; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await h.settle();
    const posted = turnMessage(h)!;
    expect(posted.id).not.toBe(first.id);
    expect(h.logs.some((line) => line.includes('announcement tried again'))).toBe(true);
    const moves = (await loaded(table)).session.moveNumber;
    await playTurnByClicks(table, new Random(2));
    expect((await loaded(table)).session.moveNumber).toBeGreaterThan(moves);
  });

  test('without Send Messages: no lobby is opened; if it is taken away during a game, the player is told and the game is safe', async () => {
    h = await startHarness();
    const mute = h.discord.createTextChannel({ name: 'mute', botDeny: PermissionFlagsBits.SendMessages });
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const refused = await command(h, alice, 'new', {}, mute.id);
    expect(privateText(refused)).toBe('I’m not allowed to send messages in this channel. I need View Channel and Send Messages.');
    expect((await h.bot.manager.get(mute.id)).ok).toBe(false);

    const table = await openGame(h, [alice, bob]);
    h.discord.setBotPermissions(h.discord.channelId, { deny: PermissionFlagsBits.SendMessages });
    await botMay(h, PermissionFlagsBits.SendMessages, false);
    const before = turnMessage(h)!;
    const user = (await playerToMove(table))!;
    const panel = (await click(h, user, before, findButton(before, 'play').custom_id)).original()!;
    const menu = selectOf(panel)!;
    await act(h, h.discord.selectMenu({ user, messageId: panel.id, customId: menu.custom_id, values: [menu.options[0].value] }));
    const preview = h.discord.message(panel.id)!;
    const placed = await click(h, user, preview, findButton(preview, 'place').custom_id);
    if ((await loaded(table)).state.nextAction === 'OCCUPY_TILE') {
      const occupant = h.discord.message(panel.id)!;
      const done = await click(h, user, occupant, findButton(occupant, 'occupy', (id) => id.kind === 'occupy' && id.choice === -1).custom_id);
      expect(privateText(done)).toContain('Your move is saved, but I couldn’t post the next turn');
    } else {
      expect(privateText(placed)).toContain('Your move is saved, but I couldn’t post the next turn');
    }
    expect(turnMessage(h)!.id).toBe(before.id);
    // Rights back: the next move posts the turn again, and the game never lost anything.
    h.discord.setBotPermissions(h.discord.channelId, {});
    await botMay(h, PermissionFlagsBits.SendMessages, true);
    const next = (await playerToMove(table))!;
    const { state } = await loaded(table);
    const spot = state.board.legalPlacements(state.tileToPlace!)[0];
    const { positionLabel } = await import('../../src/games/chacun/render/index.ts');
    await command(h, next, 'place', { position: positionLabel(spot), rotation: spot.rotation });
    if ((await loaded(table)).state.nextAction === 'OCCUPY_TILE') await command(h, next, 'occupy', { occupant: 'none' });
    expect(turnMessage(h)!.id).not.toBe(before.id);
  });

  test('when a start, a resignation or an abort cannot be posted, the user is told neutrally (no "your move")', async () => {
    h = await startHarness();
    const [alice, bob, carol] = ['alice', 'bob', 'carol'].map((username) => h!.discord.createMember({ username }));
    const lobbyId = (await command(h, alice, 'new')).original()!.id;
    for (const user of [bob, carol]) await click(h, user, h.discord.message(lobbyId)!, findButton(h.discord.message(lobbyId)!, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
    h.discord.setBotPermissions(h.discord.channelId, { deny: PermissionFlagsBits.SendMessages });
    await botMay(h, PermissionFlagsBits.SendMessages, false);
    const neutral = 'Saved, but I couldn’t post the update in the channel. /chacun board shows it.';
    const texts = (handle: { original(): { content: string } | null; followUps(): readonly { content: string }[] }) =>
      [handle.original(), ...handle.followUps()].flatMap((m) => (m === null ? [] : [m.content]));

    const lobby = h.discord.message(lobbyId)!;
    const started = await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    expect(texts(started)).toContain(neutral);
    const gameId = buttonsOf(lobby)[0].id.gameId;
    const table = { h, channelId: h.discord.channelId, players: [alice, bob, carol], gameId };
    expect((await loaded(table)).session.status).toBe('playing');

    const asked = (await command(h, carol, 'resign')).original()!;
    const resigned = await click(h, carol, asked, findButton(asked, 'resign', (id) => id.kind === 'resign' && id.confirm).custom_id);
    expect(texts(resigned)).toContain(neutral);

    const askedFr = (await command(h, alice, 'abort', {}, h.discord.channelId, 'fr')).original()!;
    const aborted = await act(h, h.discord.clickButton({ user: alice, messageId: askedFr.id, customId: findButton(askedFr, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id, locale: 'fr' }));
    expect(texts(aborted)).toContain('C’est enregistré, mais je n’ai pas pu publier la suite dans le salon. /chacun plateau la montre.');
    expect((await loaded(table)).session.status).toBe('aborted');
    for (const handle of [started, resigned, aborted]) expect(texts(handle).join(' ')).not.toMatch(/Your move|Ton coup/);
  });

  test('when Discord refuses every edit of old messages, turns go on and the old buttons simply expire', async () => {
    h = await startHarness();
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, [alice, bob]);
    // Edits of channel messages (old turn messages) fail; the panels (fresh interaction responses) still work.
    h.discord.failRequests({ routes: ['message.edit'], channelId: h.discord.channelId, status: 403, code: 50013 });
    const random = new Random(4);
    for (let i = 0; i < 4; i++) await playTurnByClicks(table, random);
    const live = h.discord.messages().filter((m) => buttonsOf(m).some((b) => b.id.kind === 'play'));
    expect(live.length).toBe(5);
    expect(((await loaded(table)).session.record as GameRecord).actions.filter((a) => a.type === 'place')).toHaveLength(4);
  });
});

describe('a failing store', () => {
  test('reads and writes that fail give a clear private reply; nothing is changed or lost; the same click works once the store is back', async () => {
    const adapter = new FlakyAdapter();
    h = await startHarness({ store: storeFromAdapter(adapter, 'flaky', { timeoutMs: 200 }) });
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, [alice, bob]);
    const user = (await playerToMove(table))!;
    const turn = turnMessage(h)!;

    adapter.getFailure = 'reject';
    const down = await click(h, user, turn, findButton(turn, 'play').custom_id);
    expect(privateText(down)).toBe('The game storage can’t be reached right now, so nothing was changed. Please try again in a moment.');
    const downFr = await act(h, h.discord.slashCommand({ user, name: 'chacun', subcommand: 'board', locale: 'fr' }));
    expect(privateText(downFr)).toBe('Je n’arrive pas à joindre la sauvegarde des parties pour l’instant\u00a0: rien n’a changé. Réessaie dans un moment.');
    adapter.getFailure = 'none';

    const panel = (await click(h, user, turn, findButton(turn, 'play').custom_id)).original()!;
    const menu = selectOf(panel)!;
    await act(h, h.discord.selectMenu({ user, messageId: panel.id, customId: menu.custom_id, values: [menu.options[0].value] }));
    const preview = h.discord.message(panel.id)!;
    const confirm = findButton(preview, 'place').custom_id;
    adapter.setFailure = 'hang';
    const failed = await click(h, user, preview, confirm);
    expect(privateText(failed)).toBe('The game storage did not answer in time, so I can’t tell yet whether this was saved. If it was, the game will go on in the channel in a moment; if not, please try again.');
    expect((await loaded(table)).session.moveNumber).toBe(0);
    adapter.setFailure = 'none';
    await click(h, user, h.discord.message(panel.id)!, confirm);
    expect((await loaded(table)).session.moveNumber).toBe(1);
    expect(h.logs.some((line) => line.includes('WARN') && line.includes('STORE_UNAVAILABLE'))).toBe(true);
  });

  test('a moderator clearing an unreadable game is told when the store refused it, and the game is cleared once it is back', async () => {
    const adapter = new FlakyAdapter();
    h = await startHarness({ store: storeFromAdapter(adapter, 'flaky', { timeoutMs: 200 }) });
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const mod = h.discord.createMember({ username: 'mod', permissions: PermissionFlagsBits.ManageChannels | PermissionFlagsBits.ViewChannel });
    const table = await openGame(h, [alice, bob]);
    adapter.data.set(`chacun:game:${table.gameId}`, JSON.stringify({ value: { format: 1, id: table.gameId, status: 'playing' } }));
    expect(privateText(await command(h, alice, 'board'))).toContain('cannot be read');

    adapter.setFailure = 'reject';
    adapter.failingKeys = [`channel:${h.discord.channelId}`];
    const refused = await command(h, mod, 'abort');
    expect(privateText(refused)).toBe('The game storage can’t be reached right now, so nothing was changed. Please try again in a moment.');
    adapter.setFailure = 'none';
    expect((await h.bot.manager.get(h.discord.channelId)).ok).toBe(false);
    expect(privateText(await command(h, alice, 'new'))).toContain('cannot be read');

    const cleared = await command(h, mod, 'abort');
    expect(privateText(cleared)).toBe('The unreadable game was cleared from this channel: a new one can start.');
    expect((await command(h, alice, 'new')).original()?.embeds[0]?.title).toBe('ChaCuN — new game');
  });
});
