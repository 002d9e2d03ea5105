import type { GameRecord } from '../../src/games/chacun/engine/record.ts';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { chooseAction } from '../../src/games/chacun/ai/index.ts';
import { currentPlayer } from '../../src/games/chacun/engine/game.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { aiSeedOf } from '../../src/session/manager.ts';
import { isAiSeat, seatOfKey } from '../../src/session/session.ts';
import { openStore, type GameStore } from '../../src/session/store.ts';
import { command, expectFinishedAsReplayed, loaded, members, playerToMove, playTurnByClicks, type Table } from './driver.ts';
import { act, buttonsOf, click, findButton, privateText, startHarness, tempDir, type Harness, waitForBots } from './harness.ts';

let h: Harness | null = null;
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
  await cleanup?.();
  cleanup = null;
});


function lobbyMessage(harness: Harness) {
  const lobby = harness.discord.messages(harness.discord.channelId)[0];
  if (lobby === undefined) throw new Error('no lobby');
  return harness.discord.message(lobby.id)!;
}

async function sqlite(path: string): Promise<GameStore> {
  const store = await openStore(`sqlite://${path}`);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

describe('bots in the lobby', () => {
  test('the host adds and removes bots from a private panel; the lobby shows them; others may not', async () => {
    h = await startHarness({ bot: { aiDelayMs: 1 } });
    const [alice, bob] = members(h, 2);
    await command(h, alice, 'new');
    let lobby = lobbyMessage(h);
    expect(lobby.embeds[0]?.description).toContain('The Bots button adds opponents');
    await click(h, bob, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);

    const botsButton = findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'bots');
    expect(botsButton.label).toBe('Bots');
    const refused = await click(h, bob, lobby, botsButton.custom_id);
    expect(privateText(refused)).toBe('Only the player who opened the game can add or remove AI players.');

    const opened = await click(h, alice, lobby, botsButton.custom_id);
    let panel = opened.original()!;
    expect(panel.flags & 64).toBe(64); // ephemeral
    expect(panel.embeds[0]?.description).toContain('No AI players yet.');
    const add = (level: number) => findButton(h!.discord.message(panel.id)!, 'ai', (id) => id.kind === 'ai' && id.op === 'add' && id.arg === level);
    expect(buttonsOf(panel).map((b) => b.component.label)).toEqual(['Add an easy AI player', 'Add a normal AI player', 'Add a hard AI player']);
    await click(h, alice, panel, add(2).custom_id);
    await click(h, alice, h.discord.message(panel.id)!, add(0).custom_id);
    panel = h.discord.message(panel.id)!;
    expect(panel.embeds[0]?.description).toMatch(/Ötzi\*\* \(Green\) · hard/);
    expect(panel.embeds[0]?.description).toMatch(/Lucy\*\* \(Yellow\) · easy/);
    lobby = lobbyMessage(h);
    expect(lobby.embeds[0]?.description).toContain('**Ötzi** (Green) · 🤖 hard AI');
    expect(lobby.embeds[0]?.description).toContain('**Lucy** (Yellow) · 🤖 easy AI');
    expect(lobby.embeds[0]?.description).toContain('Players: 4/5');

    // A second panel, opened before the removal, goes stale.
    const older = (await click(h, alice, lobbyMessage(h), botsButton.custom_id)).original()!;
    const remove = findButton(panel, 'ai', (id, label) => id.kind === 'ai' && id.op === 'remove' && label === 'Remove Ötzi');
    await click(h, alice, panel, remove.custom_id);
    lobby = lobbyMessage(h);
    expect(lobby.embeds[0]?.description).not.toContain('Ötzi');
    expect(lobby.embeds[0]?.description).toContain('Players: 3/5');
    // A stale panel button (Ötzi is gone) changes nothing, says why, and the panel shows the table as it is.
    expect(older.embeds[0]?.description).toContain('Ötzi');
    const again = await click(h, alice, older, remove.custom_id);
    expect(privateText(again)).toBe('That AI player is no longer in that seat: the panel now shows the table as it is.');
    expect(h.discord.message(older.id)!.embeds[0]?.description).not.toContain('Ötzi');
    expect(lobbyMessage(h).embeds[0]?.description).toContain('Players: 3/5');
  });

  test('a bots panel button clicked after the start changes nothing and says the seats can no longer change', async () => {
    h = await startHarness({ bot: { aiDelayMs: 60_000 } });
    const [alice] = members(h, 1);
    await command(h, alice, 'new', { bots: 1, bot_level: 'easy' });
    const lobby = lobbyMessage(h);
    const botsButton = findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'bots');
    const panel = (await click(h, alice, lobby, botsButton.custom_id)).original()!;
    expect(privateText(await command(h, alice, 'start'))).toBe('The game has started!');
    const table: Table = { h, channelId: h.discord.channelId, players: [alice], gameId: buttonsOf(lobby)[0].id.gameId };
    const before = (await loaded(table)).session;
    const add = findButton(panel, 'ai', (id) => id.kind === 'ai' && id.op === 'add');
    const remove = findButton(panel, 'ai', (id) => id.kind === 'ai' && id.op === 'remove');
    for (const button of [add, remove]) {
      expect(privateText(await click(h, alice, panel, button.custom_id))).toBe('The game has already started: seats can no longer change.');
    }
    const fr = await act(h, h.discord.clickButton({ user: alice, messageId: panel.id, customId: add.custom_id, locale: 'fr' }));
    expect(privateText(fr)).toBe('La partie a déjà commencé\u00a0: les places ne peuvent plus changer.');
    expect((await loaded(table)).session).toEqual(before);
  });

  test("/chacun new seats bots at once; a person joining a full table takes a bot's seat; a table of bots alone is refused", async () => {
    h = await startHarness({ bot: { aiDelayMs: 1 } });
    const [alice, bob] = members(h, 2);
    const opened = await command(h, alice, 'new', { bots: 4, bot_level: 'easy' });
    const lobby = opened.original()!;
    expect(lobby.embeds[0]?.description).toContain('Players: 5/5');
    expect((lobby.embeds[0]?.description?.match(/🤖 easy AI/g) ?? []).length).toBe(4);
    // Bérénice's Join takes the seat of the bot seated last: still five seats, three bots.
    await click(h, bob, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
    const joined = h.discord.message(lobby.id)!.embeds[0]?.description ?? '';
    expect(joined).toContain('Players: 5/5');
    expect(joined).toContain('**Bérénice** (Purple)');
    expect((joined.match(/🤖 easy AI/g) ?? []).length).toBe(3);
    await click(h, bob, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'leave').custom_id);
    // The host leaving a table of bots closes it: bots never play alone.
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'leave').custom_id);
    expect(h.discord.message(lobby.id)!.embeds[0]?.description).toBe('The game has been cancelled.');
    const none = await command(h, alice, 'start');
    expect(privateText(none)).toBe('There is no game under way in this channel.');
  });
});

describe('games with bots', () => {
  test('one person and two bots play to the end: bot turns are posted like the others, without a Play button', async () => {
    h = await startHarness({ seed: 4, bot: { aiDelayMs: 1 } });
    const [alice] = members(h, 1);
    const opened = await command(h, alice, 'new', { bots: 2, bot_level: 'normal' });
    const lobby = opened.original()!;
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const table: Table = { h, channelId: h.discord.channelId, players: [alice], gameId: buttonsOf(lobby)[0].id.gameId };
    const random = new Random(11);
    let aliceTurns = 0;
    for (;;) {
      await waitForBots(h, 60_000);
      if ((await playerToMove(table)) === null) break;
      await playTurnByClicks(table, random);
      if (++aliceTurns > 100) throw new Error('the game does not end');
    }
    const { session } = await loaded(table);
    expect(session.status).toBe('finished');
    expect(aliceTurns).toBeGreaterThan(10);
    const channel = h.discord.messages(table.channelId);
    const end = channel[channel.length - 1];
    expect(end.embeds[0]?.title).toBe('Game over');
    await expectFinishedAsReplayed(table, end);
    // Bot turns: announced with the board, "thinking", no mention and no Play button.
    const botTurns = channel.filter((m) => m.content.startsWith('🤖') || m.content.startsWith('🗿'));
    expect(botTurns.length).toBeGreaterThan(20);
    for (const message of botTurns) {
      expect(message.content).toMatch(/(Ötzi|Lucy)/);
      expect(buttonsOf(message).some((b) => b.id.kind === 'play')).toBe(false);
      expect(message.embeds[0]?.title).toMatch(/^Turn \d+ — (Ötzi|Lucy)/);
    }
    // Every bot move was its own stored step: the record alternates turns of the three players.
    const record = session.record as GameRecord;
    const placers = record.actions.filter((a) => a.type === 'place').length;
    expect(placers).toBeGreaterThan(40);
    // Clicking anything of a bot's turn is not a person's move: only the log button is there.
    const lastBotTurn = botTurns[botTurns.length - 1];
    // The bots thought in the worker thread, never falling back to the bot's own thread.
    expect(h.logs.filter((line) => line.includes('AI worker failed'))).toEqual([]);
    expect(h.logs.some((line) => line.includes('bot turn'))).toBe(true);
    expect(buttonsOf(h.discord.message(lastBotTurn.id)!).every((b) => b.id.kind === 'log')).toBe(true);
  });

  test('a restart during a bot turn: the new process plays that turn once, the same move, and the game goes on', async () => {
    const dir = await tempDir();
    cleanup = dir.remove;
    const file = join(dir.path, 'games.sqlite');
    // The first process waits long before a bot moves: it is stopped during the pause.
    const botOptions: { aiDelayMs: number } = { aiDelayMs: 60_000 };
    h = await startHarness({ store: await sqlite(file), seed: 5, bot: botOptions });
    const [alice] = members(h, 1);
    // Alice is BLUE: the bot (RED) plays first.
    const opened = await command(h, alice, 'new', { bots: 1, bot_level: 'hard', color: 'BLUE' });
    const lobby = opened.original()!;
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const table: Table = { h, channelId: h.discord.channelId, players: [alice], gameId: buttonsOf(lobby)[0].id.gameId };
    const before = await loaded(table);
    expect(before.session.moveNumber).toBe(0);
    const botSeat = seatOfKey(before.session, currentPlayer(before.state)!)!;
    expect(isAiSeat(botSeat)).toBe(true);
    expect(h.bot.aiTurns.pending).toBe(1);
    const thinking = h.discord.lastMessage(table.channelId)!;
    expect(thinking.content).toBe('🤖 Ötzi is thinking…');
    const expected = chooseAction(before.state, 'hard', { seed: aiSeedOf(before.session) });

    botOptions.aiDelayMs = 1;
    await h.restart(() => sqlite(file));
    await waitForBots(h, 60_000);
    const after = await loaded(table);
    expect((after.session.record as GameRecord).actions[0]).toEqual(expected);
    expect(currentPlayer(after.state)).toBe('BLUE');
    // The restart posted Alice's turn (once), mentioning her; the bot's turn message was not posted
    // again, and says it has played (the memo of its AI turn came through the restart).
    const channel = h.discord.messages(table.channelId);
    expect(channel.filter((m) => m.content === '🤖 Ötzi is thinking…')).toHaveLength(0);
    expect(channel.filter((m) => m.content === '🤖 Ötzi has played.').map((m) => m.id)).toEqual([thinking.id]);
    expect(channel[channel.length - 1].content).toContain(`<@${alice.id}>`);
    // Alice plays; the bot answers by itself.
    await playTurnByClicks(table, new Random(2));
    await waitForBots(h, 60_000);
    expect(await playerToMove(table)).toBe(alice);
    const later = await loaded(table);
    expect((later.session.record as GameRecord).actions.filter((a) => a.type === 'place').length).toBeGreaterThanOrEqual(3);
  });
});
