import { afterEach, describe, expect, test } from 'vitest';
import { DECK } from '../../../../src/games/jass/engine/cards.ts';
import { playableCards, seatToAct } from '../../../../src/games/jass/engine/game.ts';
import { SEATS } from '../../../../src/games/jass/engine/record.ts';
import type { FakeMessage, FakeUser, OptionValue } from '../../../../src/playground/discord/fake-discord.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, type Harness, waitForBots } from '../../../bot/harness.ts';
import { game, handMessage, jass } from './support.ts';

const EPHEMERAL = 64;

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});



/** One person (Alice) at South with three AI players, started. */
async function openWithBots(harness: Harness, options: Readonly<Record<string, OptionValue>> = {}) {
  const alice = harness.discord.createMember({ username: 'alice', globalName: 'Alice' });
  const opened = await jass(harness, alice, 'new', { seat: 'S', ...options });
  const lobby = opened.original()!;
  expect(lobby.embeds[0]?.description).toContain('**Alice** (South · Blue)');
  // The rules named in a player's words.
  expect(lobby.embeds[0]?.description).toContain(options.variant === 'schieber' ? 'Schieber (trump chosen or passed to the partner)' : '*Trump drawn at random each turn, to ');
  await click(harness, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
  const gameId = buttonsOf(lobby)[0].id.gameId;
  return { alice, gameId };
}



/** Opens Alice's hand from the current turn message: the private panel. */
async function openHand(harness: Harness, alice: FakeUser): Promise<FakeMessage> {
  const message = handMessage(harness);
  const opened = await click(harness, alice, message, findButton(message, 'jass-play').custom_id);
  const panel = opened.original();
  expect(panel).not.toBeNull();
  return harness.discord.message(panel!.id)!;
}

describe('Jass in Discord', () => {
  test('one person with three AI players plays to the end by buttons: a message whenever it is their turn, the end with the points by turn', async () => {
    h = await startHarness({ seed: 3, bot: { aiDelayMs: 1 } });
    const { alice, gameId } = await openWithBots(h);
    let clicks = 0;
    for (;;) {
      await waitForBots(h);
      const { session, state } = await game(h, gameId);
      if (session.status !== 'playing') break;
      expect(SEATS[seatToAct(state)!]).toBe('S');
      const message = handMessage(h);
      expect(message.content).toContain(`<@${alice.id}>`);
      const panel = await openHand(h, alice);
      expect(panel.flags & EPHEMERAL).toBe(EPHEMERAL);
      expect(panel.embeds[0]?.title).toBe('Your hand · South');
      const cards = buttonsOf(panel).filter((b) => b.id.kind === 'jass-card');
      // One button per card held; exactly the playable ones enabled.
      expect(cards.length).toBe(state.hands[state.players.indexOf('S')].length);
      const enabled = cards.filter((b) => b.component.disabled !== true).map((b) => (b.id.kind === 'jass-card' ? DECK[b.id.card] : null));
      expect(enabled.sort()).toEqual(playableCards(state, 'S').sort());
      await click(h, alice, panel, cards.find((b) => b.component.disabled !== true)!.component.custom_id);
      if (++clicks > 200) throw new Error('the game does not end');
    }
    const { session, state } = await game(h, gameId);
    expect(session.status).toBe('finished');
    expect(state.winner).not.toBeNull();
    const channel = h.discord.messages(h.discord.channelId);
    const end = channel[channel.length - 1];
    expect(end.embeds[0]?.title).toBe('Game over');
    expect(end.embeds[0]?.description).toMatch(/team \(.*\) wins with \d{1,3}(,\d{3})* points/);
    expect(end.attachments.map((a) => a.filename)).toEqual(['points.png', 'table.png']);
    // One turn message per card of Alice's (and one at the start if an AI leads): about one a trick, each telling the trick before.
    const turns = channel.filter((m) => m.embeds[0]?.title?.startsWith('Turn '));
    expect(turns.length).toBeGreaterThanOrEqual(clicks);
    expect(turns.length).toBeLessThanOrEqual(clicks + 1);
    expect(turns.slice(2).every((m) => /Trick \d \(.*\) to /.test(m.embeds[0]?.description ?? ''))).toBe(true);
    expect(channel.some((m) => /End of turn 1: Blue \d+, Orange \d+/.test(m.embeds[0]?.description ?? ''))).toBe(true);
    expect(h.logs.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  }, 60_000);

  test('a card that may not be played is shown disabled with the reason; typed anyway, it is refused privately with the reason, and nothing changes', async () => {
    h = await startHarness({ seed: 5, bot: { aiDelayMs: 1 } });
    const { alice, gameId } = await openWithBots(h);
    for (let i = 0; i < 60; i++) {
      await waitForBots(h);
      const { session, state } = await game(h, gameId);
      const panel = await openHand(h, alice);
      const disabled = buttonsOf(panel).find((b) => b.id.kind === 'jass-card' && b.component.disabled === true);
      if (disabled !== undefined) {
        const lead = state.trick[0];
        expect(panel.embeds[0]?.description).toMatch(/Not allowed: .* — You (must follow|may not under-trump)/);
        // Discord does not let a disabled button be clicked: the card is typed with /jass play instead, and the rules refuse it.
        const card = disabled.id.kind === 'jass-card' ? DECK[disabled.id.card] : 'S6';
        const refused = await jass(h, alice, 'play', { card: card.slice(1) + card[0].toLowerCase() });
        const text = privateText(refused);
        expect(text).toMatch(/^You (must follow [♠♥♦♣]\uFE0E?( or play a trump)?|may not under-trump: .* is lower than .*)\.$/);
        if (text.startsWith('You must follow')) expect(text).toContain({ S: '♠\uFE0E', H: '♥', D: '♦', C: '♣\uFE0E' }[lead[0] as 'S']);
        const after = await game(h, gameId);
        expect(after.session.moveNumber).toBe(session.moveNumber);
        return;
      }
      const card = buttonsOf(panel).find((b) => b.id.kind === 'jass-card' && b.component.disabled !== true)!;
      await click(h, alice, panel, card.component.custom_id);
    }
    throw new Error('no refused card came up');
  }, 30_000);

  test('the hand is asked again after a restart, from the same turn message; another person may not open it', async () => {
    h = await startHarness({ seed: 7, bot: { aiDelayMs: 1 } });
    const { alice, gameId } = await openWithBots(h, { variant: 'schieber' });
    await waitForBots(h);
    const before = await game(h, gameId);
    const message = handMessage(h);
    await h.restart();
    await waitForBots(h);
    expect(handMessage(h).id).toBe(message.id);
    const panel = await openHand(h, alice);
    const state = before.state;
    const expected = state.phase === 'trump' ? 'jass-trump' : 'jass-card';
    expect(buttonsOf(panel).some((b) => b.id.kind === expected)).toBe(true);
    expect(panel.flags & EPHEMERAL).toBe(EPHEMERAL);
    const bob = h.discord.createMember({ username: 'bob', globalName: 'Bob' });
    const refused = await click(h, bob, message, findButton(message, 'jass-play').custom_id);
    expect(privateText(refused)).toMatch(/not playing|ne joues pas/i);
    // The board and the log, as anyone asks for them.
    const board = (await jass(h, bob, 'board')).original()!;
    expect(board.embeds[0]?.title).toBe('The table · turn 1');
    expect(board.attachments.map((a) => a.filename)).toEqual(['table.png']);
    const log = await jass(h, bob, 'log');
    expect(privateText(log)).toMatch(/^Message board/);
    // Schieber: the trump is chosen from the same panel.
    if (state.phase === 'trump') {
      await click(h, alice, panel, findButton(panel, 'jass-trump', (id) => id.kind === 'jass-trump' && id.suit === 'H').custom_id);
      await waitForBots(h);
      expect((await game(h, gameId)).state.turns[0].trump).toBe('H');
    }
  }, 30_000);
  test('a card typed wrong where no game of Jass is open is told so, as a card typed right: not that the card is wrong', async () => {
    h = await startHarness();
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const none = 'There is no game under way in this channel.';
    expect(privateText(await jass(h, alice, 'play', { card: '10h' }))).toBe(none);
    expect(privateText(await jass(h, alice, 'play', { card: 'ZZ' }))).toBe(none);
    await act(h, h.discord.slashCommand({ user: alice, name: 'scrabble', subcommand: 'new', options: { words: 'en' } }));
    const other = privateText(await jass(h, alice, 'play', { card: '10h' }));
    expect(other).toMatch(/^No game of Jass in this channel: the game open here is one of Scrabble/);
    expect(privateText(await jass(h, alice, 'play', { card: 'ZZ' }))).toBe(other);
  });
  test('the last person of a team to resign ends the game at once: the other team wins by forfeit', async () => {
    h = await startHarness({ seed: 7, bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const bob = h.discord.createMember({ username: 'bob', globalName: 'Bob' });
    const lobbyId = (await jass(h, alice, 'new', { seat: 'S' })).original()!.id;
    await act(h, h.discord.selectMenu({ user: bob, messageId: lobbyId, customId: selectOf(h.discord.message(lobbyId)!)!.custom_id, values: ['E'] }));
    const lobby = h.discord.message(lobbyId)!;
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    await waitForBots(h);
    const gameId = buttonsOf(lobby)[0].id.gameId;
    // Alice's partner is an AI player, who gives up with her: Bob's team is left alone, so her resignation ends the game.
    const confirm = (await jass(h, alice, 'resign')).original()!;
    expect(confirm.content).toBe('Resign from the game? It ends at once: those still playing win it by forfeit.');
    await click(h, alice, confirm, findButton(confirm, 'resign', (id) => id.kind === 'resign' && id.confirm).custom_id);
    await waitForBots(h);
    const end = h.discord.lastMessage()!;
    expect(end.embeds[0]?.title).toBe('Game stopped');
    expect(end.embeds[0]?.description).toMatch(/^Bob and .+ win by forfeit/);
    const session = (await game(h, gameId)).session;
    expect(session.status).toBe('aborted');
    expect(session.seats.find((seat) => seat.seat === 'E')?.resignedAt).toBeUndefined();
  });
});
