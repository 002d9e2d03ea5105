/**
 * End to end on the fake Discord: a Schieber with classic multipliers, Alice (South) calling
 * Obenabe from her hand panel and an AI player calling Undenufe, each turn played to its end
 * with its points multiplied (×3) in the state and in the messages.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { DECK } from '../../../../src/games/jass/engine/cards.ts';
import { dealtHand, playableCards, seatToAct, STOCK_POINTS, type TurnAccount } from '../../../../src/games/jass/engine/game.ts';
import { weisOf } from '../../../../src/games/jass/engine/weis.ts';
import { cardName } from '../../../../src/games/jass/texts/catalog.ts';
import { buttonsOf, click, findButton, startHarness, type Harness, waitForBots } from '../../../bot/harness.ts';
import { game, handMessage, jass } from './support.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});





/** A complete turn's points: everything it credited (tricks, match, Weis, Stöck) times its call's multiplier. */
function expectedPoints(account: TurnAccount): [number, number] {
  const weis = (team: 0 | 1) => (account.weis?.team === team ? account.weis.points : 0);
  const stock = (team: 0 | 1) => account.stock.filter((seat) => seat % 2 === team).length * STOCK_POINTS;
  return [0, 1].map((team) => (account.trickPoints[team] + weis(team as 0 | 1) + stock(team as 0 | 1)) * account.multiplier) as [number, number];
}

describe('Jass in Discord: Obenabe, Undenufe and classic multipliers', () => {
  test('Alice calls Obenabe by her panel, an AI player calls Undenufe; both turns end with their points tripled', async () => {
    h = await startHarness({ seed: 5, bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const opened = await jass(h, alice, 'new', { seat: 'S', variant: 'schieber', multipliers: 'classic' });
    const lobby = opened.original()!;
    expect(lobby.embeds[0]?.description).toContain('classic multipliers');
    expect(lobby.embeds[0]?.description).toContain('2,500');
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const gameId = buttonsOf(lobby)[0].id.gameId;

    let aliceObenabe: number | null = null;
    let aiUndenufe: number | null = null;
    let weisShown = 0;
    for (let clicks = 0; ; clicks++) {
      if (clicks > 400) throw new Error('no Undenufe call by an AI player in this game');
      await waitForBots(h);
      const { session, state } = await game(h, gameId);
      state.turns.forEach((account, turn) => {
        if (account.trump === 'undenufe' && account.chooser !== null && state.players[account.chooser] !== 'S') aiUndenufe ??= turn;
      });
      const done = (turn: number | null) => turn !== null && state.tricks.filter((trick) => trick.turn === turn).length === 9;
      if ((done(aliceObenabe) && done(aiUndenufe)) || session.status !== 'playing') break;
      expect(state.players[seatToAct(state)!]).toBe('S');
      const opened = await click(h, alice, handMessage(h), findButton(handMessage(h), 'jass-play').custom_id);
      const panel = h.discord.message(opened.original()!.id)!;
      // Her Weis, if she holds one, until the first trick is complete.
      const own = weisOf(dealtHand(state, state.turn, state.players.indexOf('S')));
      if (state.trickIndex === 0 && own.length > 0) {
        expect(panel.embeds[0]?.description).toContain('Your Weis: ');
        for (const w of own) expect(panel.embeds[0]?.description).toContain(`${w.cards.map((card) => cardName(card, 'en')).join(' ')} (${w.points} points)`);
        weisShown++;
      } else expect(panel.embeds[0]?.description).not.toContain('Your Weis');
      if (state.phase === 'trump') {
        // Six calls and (for the leader) Pass; each call shows what it counts.
        const calls = buttonsOf(panel).filter((b) => b.id.kind === 'jass-trump');
        expect(calls.map((b) => b.component.label)).toEqual(['♠\uFE0E Spades ×2', '♥ Hearts ×1', '♦ Diamonds ×1', '♣\uFE0E Clubs ×2', '⬇️ Obenabe ×3', '⬆️ Undenufe ×3']);
        // Two to a row (longer ones wrap on a phone): the suits in two rows, the no-trump calls, then Pass alone.
        const rows = (panel.components as unknown as { components: { custom_id?: string }[] }[]).map((row) => row.components.map((c) => calls.find((b) => b.component.custom_id === c.custom_id)?.id));
        expect(rows.map((row) => row.map((id) => (id?.kind === 'jass-trump' ? id.suit : 'pass')))).toEqual([['S', 'H'], ['D', 'C'], ['obenabe', 'undenufe'], ...(state.passed ? [] : [['pass']])]);
        aliceObenabe ??= state.turn;
        const call = aliceObenabe === state.turn ? 'obenabe' : 'H';
        await click(h, alice, panel, calls.find((b) => b.id.kind === 'jass-trump' && b.id.suit === call)!.component.custom_id);
        continue;
      }
      const cards = buttonsOf(panel).filter((b) => b.id.kind === 'jass-card');
      const enabled = cards.filter((b) => b.component.disabled !== true);
      expect(enabled.map((b) => (b.id.kind === 'jass-card' ? DECK[b.id.card] : null)).sort()).toEqual(playableCards(state, 'S').sort());
      if (state.trump === 'obenabe' && state.trick.length > 0 && enabled.length < cards.length) {
        // Without trump, the only reason a card is refused: the suit led must be followed.
        expect(panel.embeds[0]?.description).toMatch(/You must follow/);
      }
      await click(h, alice, panel, enabled[0].component.custom_id);
    }

    const { state } = await game(h, gameId);
    expect(weisShown, 'a panel of hers showed her Weis').toBeGreaterThan(0);
    // The Weis announced are told in the channel, by whom and how much (not their cards).
    const told = h.discord.messages(h.discord.channelId).flatMap((m) => m.embeds.flatMap((e) => (e.description ?? '').split('\n')));
    const announces = told.filter((line) => line.includes('announces a Weis'));
    expect(announces.length).toBeGreaterThan(0);
    for (const line of announces) expect(line).toMatch(/^• \S+ announces a Weis of \d+ points \([34] cards\)\.$/);
    expect(aliceObenabe).not.toBeNull();
    expect(aiUndenufe).not.toBeNull();
    for (const turn of [aliceObenabe!, aiUndenufe!]) {
      const account = state.turns[turn];
      expect(account.multiplier).toBe(3);
      expect(account.stock).toEqual([]);
      const [a, b] = account.trickPoints;
      expect(a + b === 157 || (a + b === 257 && (a === 0 || b === 0))).toBe(true);
      expect(account.points).toEqual(expectedPoints(account));
    }
    expect(state.turns[aliceObenabe!].chooser).toBe(state.players.indexOf('S'));
    // The channel says who called what, with the call's sign and multiplier, and the points line follows the call.
    const texts = h.discord
      .messages(h.discord.channelId)
      .flatMap((m) => [m.content ?? '', ...m.embeds.flatMap((e) => [e.description ?? '', ...(e.fields ?? []).map((f) => f.value)])])
      .join('\n');
    expect(texts).toMatch(/Alice calls ⬇️ Obenabe ×3\./);
    expect(texts).toMatch(/calls ⬆️ Undenufe ×3\./);
    expect(texts).toContain('Trump: ⬇️ Obenabe (top down, no trump) ×3');
    expect(texts).toMatch(/this turn ⬆️ Undenufe ×3: \d+/);
  }, 120_000);
});
