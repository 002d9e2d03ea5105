/**
 * The proof that a game is a plugin: Connect Four, which nothing in src/ knows, hosted by this
 * test's own composition root (test/plugin/hosted.ts) and played through the local Discord by
 * two people and against its AI, with undo, export, statistics and replay working for it.
 */
import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../../src/playground/discord/fake-discord.ts';
import { seatOfUser, type GameSession } from '../../src/session/session.ts';
import { act, buttonsOf, click, findButton, privateText, startHarness, type Harness } from '../bot/harness.ts';
import { connectFourRules, replayRecord, type ConnectFourRecord, type ConnectFourState } from './connect-four/rules.ts';
import { WITH_CONNECT_FOUR } from './hosted.ts';

const EPHEMERAL = 64;

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** Runs /connect-four <subcommand> as a user and waits for the bot. */
function c4(harness: Harness, user: FakeUser, subcommand: string, options: Readonly<Record<string, OptionValue>> = {}): Promise<InteractionHandle> {
  return act(harness, harness.discord.slashCommand({ user, name: 'connect-four', subcommand, options }));
}

/** The newest message of the channel with column buttons (the current turn message). */
function turnMessage(harness: Harness): FakeMessage {
  const found = [...harness.discord.messages(harness.discord.channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'c4-drop'));
  if (found === undefined) throw new Error('no turn message with column buttons');
  return found;
}

/** The custom id of a column's button (counted from 1, as players see it) on a message. */
function columnButton(message: FakeMessage, column: number): string {
  return findButton(message, 'c4-drop', (id) => id.kind === 'c4-drop' && id.column === column - 1).custom_id;
}

/** Clicks a column (1 to 7) on the current turn message; returns the click and the message clicked. */
async function drop(harness: Harness, user: FakeUser, column: number): Promise<InteractionHandle> {
  const message = turnMessage(harness);
  return click(harness, user, message, columnButton(message, column));
}

async function game(harness: Harness, gameId: string): Promise<{ session: GameSession; state: ConnectFourState; record: ConnectFourRecord }> {
  const loaded = await harness.bot.manager.getGame(gameId);
  if (!loaded.ok || loaded.value.state === null) throw new Error(`game ${gameId}: ${loaded.ok ? 'no state' : loaded.error.code}`);
  return { session: loaded.value.session, state: loaded.value.state as ConnectFourState, record: loaded.value.session.record as ConnectFourRecord };
}

/** The columns played so far, as players count them ("454"). */
async function played(harness: Harness, gameId: string): Promise<string> {
  return (await game(harness, gameId)).record.entries.map((entry) => entry.column + 1).join('');
}

/** The lobby's button of an action. */
function lobbyButton(lobby: FakeMessage, action: string): string {
  return findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === action).custom_id;
}

/** Waits until no AI turn is pending or under way, and everything announced is posted. */
async function waitForAi(harness: Harness): Promise<void> {
  for (;;) {
    await vi.waitFor(
      () => {
        if (harness.bot.aiTurns.pending > 0 || harness.bot.router.busy > 0) throw new Error('AI turns pending');
      },
      { timeout: 20_000, interval: 2 },
    );
    await harness.bot.announcer.idle();
    if (harness.bot.aiTurns.pending === 0) return;
  }
}

describe('Connect Four, a game kept in the tests, hosted by a test composition root', () => {
  test('two people play to a win by column buttons; refusals, a stale click and an undo change nothing they should not; the end, export, stats and replay work', async () => {
    h = await startHarness({ games: WITH_CONNECT_FOUR, images: 'real' });
    const harness = h;
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const bob = h.discord.createMember({ username: 'bob', globalName: 'Bob' });
    const zoe = h.discord.createMember({ username: 'zoe', globalName: 'Zoé' });

    // Its command, registered beside the four games' with its words in both languages.
    const command = h.discord.commands(h.discord.guildId).find((c) => c.name === 'connect-four')!;
    expect(command.description).toBe('Play Connect Four, two players: four in a row wins (a bot takes a free seat)');
    expect(command.description_localizations?.fr).toBe('Jouer au Puissance 4 à deux\u00a0: quatre jetons alignés gagnent (un robot prend une place libre)');
    expect(h.discord.commands(h.discord.guildId).map((c) => c.name)).toEqual(expect.arrayContaining(['chacun', 'scrabble', 'jass', 'tchu', 'connect-four']));

    // The lobby: Alice opens it as Red, Bob joins (Yellow is left), Alice starts.
    let lobby = (await c4(h, alice, 'new', { colour: 'red' })).original()!;
    expect(lobby.embeds[0]?.description).toContain('Alice');
    await click(h, bob, lobby, lobbyButton(lobby, 'join'));
    lobby = h.discord.message(lobby.id)!;
    await click(h, alice, lobby, lobbyButton(lobby, 'start'));
    const gameId = buttonsOf(lobby)[0].id.gameId;
    const start = await game(h, gameId);
    expect(start.session.status).toBe('playing');
    expect(seatOfUser(start.session, alice.id)?.seat).toBe('red');
    expect(seatOfUser(start.session, bob.id)?.seat).toBe('yellow');

    // The first turn message: Alice mentioned, the board, a button per column.
    const first = turnMessage(h);
    expect(first.content).toBe(`<@${alice.id}>, it's your turn: drop a Red disc.`);
    expect(first.embeds[0]?.title).toBe('Move 1');
    expect(first.embeds[0]?.description).toContain('Red starts.');
    expect(first.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(buttonsOf(first).filter((b) => b.id.kind === 'c4-drop').map((b) => b.component.label)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await writeFile('/tmp/connect-four-turn.png', h.discord.attachmentBytes(first, 'board.png'));

    // Bob clicks on Alice's turn, Zoé who does not play clicks too (in French): both refused privately, in their language, nothing played.
    const early = await click(h, bob, first, columnButton(first, 1));
    expect(privateText(early)).toBe('It’s not your turn: the game is waiting for Alice.');
    const stranger = await act(h, h.discord.clickButton({ user: zoe, messageId: first.id, customId: columnButton(first, 1), locale: 'fr' }));
    expect(privateText(stranger)).toBe('Tu ne joues pas dans cette partie.');
    expect(await played(h, gameId)).toBe('');

    // Alice drops in column 4: her private reply says so, with Undo; the channel gets Bob's turn, the old message loses its buttons.
    const mine = await drop(h, alice, 4);
    expect(mine.original()!.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(privateText(mine)).toBe('You played column 4. The game goes on in the channel.');
    expect(buttonsOf(h.discord.message(mine.original()!.id)!).map((b) => b.id.kind)).toEqual(['undo']);
    expect(await played(h, gameId)).toBe('4');
    expect(h.discord.message(first.id)!.components).toEqual([]);
    const second = turnMessage(h);
    expect(second.content).toContain(`<@${bob.id}>`);
    expect(second.embeds[0]?.description).toContain('🔴 Alice plays column 4.');

    // Bob double-clicks column 5: one disc is dropped, the second click is told the button expired.
    const twice = [h.discord.clickButton({ user: bob, messageId: second.id, customId: columnButton(second, 5) }), h.discord.clickButton({ user: bob, messageId: second.id, customId: columnButton(second, 5) })];
    await Promise.all(twice.map((handle) => handle.callback()));
    await h.settle();
    expect(twice.map(privateText).sort()).toEqual(['This choice has expired: the game has moved on.', 'You played column 5. The game goes on in the channel.']);
    expect(await played(h, gameId)).toBe('45');

    // The board (privately), the rules and the help, asked in French by someone who does not play.
    const board = (await act(h, h.discord.slashCommand({ user: zoe, name: 'connect-four', subcommand: 'board', options: { private: true }, locale: 'fr' }))).original()!;
    expect(board.embeds[0]?.title).toBe('La grille · coup 2');
    expect(board.embeds[0]?.description).toContain('À 🔴 Alice de jouer.');
    expect(board.attachments.map((a) => a.filename)).toEqual(['board.png']);
    const rules = await act(h, h.discord.slashCommand({ user: zoe, name: 'connect-four', subcommand: 'rules', options: {}, locale: 'fr' }));
    expect(privateText(rules)).toContain('Puissance 4 — les règles en bref');
    const help = await act(h, h.discord.slashCommand({ user: zoe, name: 'connect-four', subcommand: 'help', options: {}, locale: 'en-GB' }));
    expect(help.original()!.embeds[0]?.fields?.[1]?.value).toContain('`/connect-four new`');

    // Alice drops in column 3 and takes it back with Undo: her turn again, on a new turn message.
    const slip = await drop(h, alice, 3);
    expect(await played(h, gameId)).toBe('453');
    const slipped = h.discord.attachmentBytes(turnMessage(h), 'board.png');
    const reply = h.discord.message(slip.original()!.id)!;
    const undone = await click(h, alice, reply, findButton(reply, 'undo').custom_id);
    expect(privateText(undone)).toBe('Your disc is taken back: it’s your turn again. Choose a column on the turn message in the channel.');
    expect(await played(h, gameId)).toBe('45');
    expect(h.discord.messages(h.discord.channelId).some((m) => m.embeds[0]?.description?.includes('Alice took back'))).toBe(true);
    const again = turnMessage(h);
    expect(again.content).toContain(`<@${alice.id}>`);
    expect(again.embeds[0]?.title).toBe('Move 3');

    // Alice plays column 4 instead: the same move number, another grid, and so another picture.
    await drop(h, alice, 4);
    expect(h.discord.attachmentBytes(turnMessage(h), 'board.png').equals(slipped)).toBe(false);

    // To the end: Alice makes four in column 4.
    for (const [user, column] of [[bob, 5], [alice, 4], [bob, 5]] as const) await drop(h, user, column);
    const last = await drop(h, alice, 4);
    expect(privateText(last)).toBe('You played column 4. The game is over: the channel tells how.');
    expect(buttonsOf(h.discord.message(last.original()!.id)!)).toEqual([]);
    const ended = await game(h, gameId);
    expect(ended.session.status).toBe('finished');
    expect(ended.state.winner).toBe('red');
    expect(await played(h, gameId)).toBe('4545454');

    // The end message: Alice congratulated, the final board, the platform's end buttons; no turn message keeps its buttons.
    const end = h.discord.lastMessage(h.discord.channelId)!;
    expect(end.content).toBe(`Well played, <@${alice.id}>!`);
    expect(end.embeds[0]?.title).toBe('Game over');
    expect(end.embeds[0]?.description).toContain('🔴 Alice connects four and wins!');
    expect(end.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(buttonsOf(end).map((b) => b.id.kind)).toEqual(['log', 'export', 'replay', 'animation', 'rematch']);
    expect(h.discord.messages(h.discord.channelId).filter((m) => buttonsOf(m).some((b) => b.id.kind === 'c4-drop'))).toEqual([]);
    await writeFile('/tmp/connect-four-end.png', h.discord.attachmentBytes(end, 'board.png'));

    // The message board: one line per disc and the end.
    const log = await click(h, zoe, end, findButton(end, 'log').custom_id);
    expect(privateText(log)).toContain('**7.** 🔴 Alice plays column 4.');
    expect(privateText(log)).toContain('🏆 🔴 Alice connects four and wins!');

    // Export: the whole record, which replays to the same end.
    const exported = (await c4(h, zoe, 'export')).original()!;
    const file = JSON.parse(h.discord.attachmentBytes(exported, `connect-four-${gameId}.json`).toString('utf8')) as unknown;
    const parsed = connectFourRules.parseRecord(file);
    expect(parsed.ok && parsed.value).toEqual(ended.record);
    expect(parsed.ok && replayRecord(parsed.value).winner).toBe('red');

    // Statistics: the game counts for both players.
    await h.bot.statsCaughtUp();
    for (const user of [alice, bob]) {
      const stats = await act(harness, harness.discord.slashCommand({ user, name: 'stats', options: { game: 'connect-four' }, locale: 'en-GB' }));
      expect(stats.original()!.embeds[0].description).toContain('Games: 1');
    }

    // The replay viewer, from the end message: each move's line, step by step.
    let viewer = (await click(h, zoe, end, findButton(end, 'replay').custom_id)).original()!;
    expect(viewer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(viewer.embeds[0]?.title).toMatch(/7/);
    for (const [move, line] of ['🔴 Alice plays column 4.', '🟡 Bob plays column 5.', '🔴 Alice plays column 4.'].entries()) {
      const next = findButton(viewer, 'replay', (id) => id.kind === 'replay' && id.move === move + 1);
      await click(h, zoe, viewer, next.custom_id);
      viewer = h.discord.message(viewer.id)!;
      expect(viewer.embeds[0]?.description).toContain(`Move ${move + 1}`);
      expect(viewer.embeds[1]?.description).toBe(`**${move + 1}.** ${line}`);
      expect(viewer.attachments.map((a) => a.filename)).toEqual(['board.png']);
    }
    expect(h.logs.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  }, 30_000);

  test('one person against the AI, to the end: the AI thinks in the AI thread and the boards are drawn in a render thread, both loading the game by its URL under test/', async () => {
    h = await startHarness({ games: WITH_CONNECT_FOUR, images: 'real', bot: { aiDelayMs: 1, renderer: { maxSide: 600, workers: 1 } } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    // Alice opens as Yellow, alone: at the start the free seat (Red, who starts) is given to an AI.
    const lobby = (await c4(h, alice, 'new', { colour: 'yellow' })).original()!;
    await click(h, alice, lobby, lobbyButton(lobby, 'start'));
    const gameId = buttonsOf(lobby)[0].id.gameId;
    const { session } = await game(h, gameId);
    const ai = session.seats.find((seat) => seat.seat === 'red')!;
    expect(ai.player.type).toBe('ai');
    let turns = 0;
    for (;;) {
      await waitForAi(h);
      const { session: now, state } = await game(h, gameId);
      if (now.status !== 'playing') break;
      expect(state.toPlay).toBe('yellow');
      const message = turnMessage(h);
      expect(message.content).toContain(`<@${alice.id}>`);
      expect(message.attachments.map((a) => a.filename)).toEqual(['board.png']);
      // Alice plays the first open column from the centre out.
      const open = buttonsOf(message).flatMap((b) => (b.id.kind === 'c4-drop' ? [b.id.column + 1] : []));
      const column = [4, 3, 5, 2, 6, 1, 7].find((c) => open.includes(c))!;
      await drop(h, alice, column);
      if (++turns > 21) throw new Error('the game does not end');
    }
    const { session: ended, state, record } = await game(h, gameId);
    expect(ended.status).toBe('finished');
    expect(record.entries.length).toBeGreaterThanOrEqual(7);
    expect(replayRecord(record)).toEqual(state);
    // The AI's turns had their messages, with no column to click, saying once the turn was over that it had played.
    expect(h.discord.messages(h.discord.channelId).filter((m) => m.content.includes('is thinking'))).toEqual([]);
    const thinking = h.discord.messages(h.discord.channelId).filter((m) => m.content === `🤖 ${ai.player.name} has played.`);
    expect(thinking.length).toBeGreaterThan(0);
    expect(thinking.every((m) => buttonsOf(m).every((b) => b.id.kind !== 'c4-drop'))).toBe(true);
    const end = h.discord.lastMessage(h.discord.channelId)!;
    expect(end.embeds[0]?.title).toBe('Game over');
    expect(end.embeds[0]?.description).toMatch(state.winner === null ? /a draw/ : /connects four and wins!/);
    expect(end.attachments.map((a) => a.filename)).toEqual(['board.png']);
    // Neither thread fell back to the bot's own: no AI turn planned here, no image failed.
    expect(h.logs.filter((line) => line.includes('AI worker failed') || line.includes('"level":"error"'))).toEqual([]);
  }, 30_000);
});
