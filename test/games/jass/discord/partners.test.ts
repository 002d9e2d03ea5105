import { afterEach, describe, expect, test } from 'vitest';
import { DECK } from '../../../../src/games/jass/engine/cards.ts';
import { playableCards, seatToAct } from '../../../../src/games/jass/engine/game.ts';
import { SEATS } from '../../../../src/games/jass/engine/record.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, type Harness, waitForBots } from '../../../bot/harness.ts';
import { game, handMessage, jass } from './support.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});





describe('Jass in Discord, two people as partners', () => {
  test('Alice (South) and Bob (North) against two AI players, with Swiss-German suits, play to the end; each opens only their own hand, to play on their turn and to look at between turns', async () => {
    h = await startHarness({ seed: 11, bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const bob = h.discord.createMember({ username: 'bob', globalName: 'Bob' });
    const opened = await jass(h, alice, 'new', { seat: 'S', suits: 'swiss' });
    const lobbyId = opened.original()!.id;
    const menu = selectOf(h.discord.message(lobbyId)!);
    expect(menu).toBeDefined();
    await act(h, h.discord.selectMenu({ user: bob, messageId: lobbyId, customId: menu!.custom_id, values: ['N'] }));
    const lobby = h.discord.message(lobbyId)!;
    expect(lobby.embeds[0]?.description).toContain('**Alice** (South · Blue)');
    expect(lobby.embeds[0]?.description).toContain('**Bob** (North · Blue)');
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const gameId = buttonsOf(lobby)[0].id.gameId;
    expect((await game(h, gameId)).session.options?.suits).toBe('swiss');
    // A card typed wrong: the examples are in the game's Swiss-German suits.
    expect(privateText(await jass(h, alice, 'play', { card: 'ZZ' }))).toBe('“ZZ” is not a card: write it like 10🌹, U🛡️ or A🔔, or in letters (10h, us, “Ober Rosen”, “6 Eicheln”).');

    const people = { S: alice, N: bob } as const;
    const played = { S: 0, N: 0 };
    for (let clicks = 0; ; clicks++) {
      if (clicks > 400) throw new Error('the game does not end');
      await waitForBots(h);
      const { session, state } = await game(h, gameId);
      if (session.status !== 'playing') break;
      const seat = SEATS[seatToAct(state)!];
      expect(seat === 'N' || seat === 'S').toBe(true);
      const player = people[seat as 'N' | 'S'];
      const partner = seat === 'S' ? bob : alice;
      const message = handMessage(h);
      expect(message.content).toContain(`<@${player.id}>`);
      if (clicks < 4) {
        // The partner opens their own hand, to look at only: never the cards of the seat to act.
        const partnerSeat = seat === 'S' ? 'N' : 'S';
        const looked = h.discord.message((await click(h, partner, message, findButton(message, 'jass-play').custom_id)).original()!.id)!;
        expect(looked.flags & 64).toBe(64);
        expect(looked.embeds[0]?.title).toBe(`Your hand · ${partnerSeat === 'S' ? 'South' : 'North'}`);
        const name = seat === 'S' ? 'Alice' : 'Bob';
        expect(looked.embeds[0]?.description).toMatch(new RegExp(`^(It’s ${name}’s turn|${name} is choosing the trump): here is your hand, to look at only\\.`));
        expect(looked.embeds[0]?.description).toContain(`Your cards: `);
        expect(looked.embeds[0]?.description).toContain('You will play when your turn comes, with the “My hand” button of the game message.');
        if (clicks === 0) {
          // In French, the hand is in the player's words but names the button as the (English) game message shows it.
          const inFrench = await act(h, h.discord.clickButton({ user: partner, messageId: message.id, customId: findButton(message, 'jass-play').custom_id, locale: 'fr' }));
          const seen = h.discord.message(inFrench.original()!.id)!;
          expect(seen.embeds[0]?.title).toBe(`Ta main · ${partnerSeat === 'S' ? 'Sud' : 'Nord'}`);
          expect(seen.embeds[0]?.description).toContain('Tu joueras quand ce sera ton tour, avec le bouton «\u00a0My hand\u00a0» du message de la partie.');
        }
        expect(buttonsOf(looked).filter((b) => b.id.kind === 'jass-card' || b.id.kind === 'jass-trump')).toEqual([]);
        expect((await game(h, gameId)).session.moveNumber).toBe(session.moveNumber);
      }
      const panel = h.discord.message((await click(h, player, message, findButton(message, 'jass-play').custom_id)).original()!.id)!;
      expect(panel.embeds[0]?.title).toBe(`Your hand · ${seat === 'S' ? 'South' : 'North'}`);
      // Swiss-German suits in the panel's words: the trump named by its Swiss name.
      expect(panel.embeds[0]?.description).toMatch(/Schilten|Rosen|Schellen|Eicheln/);
      const cards = buttonsOf(panel).filter((b) => b.id.kind === 'jass-card');
      expect(cards.length).toBe(state.hands[SEATS.indexOf(seat)].length);
      const enabled = cards.filter((b) => b.component.disabled !== true);
      expect(enabled.map((b) => (b.id.kind === 'jass-card' ? DECK[b.id.card] : null)).sort()).toEqual(playableCards(state, seat).sort());
      expect(enabled.every((b) => /[🛡🌹🔔🌰]/u.test(b.component.label ?? ''))).toBe(true);
      await click(h, player, panel, enabled[0].component.custom_id);
      played[seat as 'N' | 'S']++;
    }
    const { session, state } = await game(h, gameId);
    expect(session.status).toBe('finished');
    expect(state.winner).not.toBeNull();
    expect(played.N).toBeGreaterThan(20);
    expect(played.S).toBeGreaterThan(20);
    const channel = h.discord.messages(h.discord.channelId);
    const end = channel[channel.length - 1];
    expect(end.embeds[0]?.title).toBe('Game over');
    expect(end.attachments.map((a) => a.filename)).toEqual(['points.png', 'table.png']);
    expect(channel.some((m) => /Trick \d \(.*[🛡🌹🔔🌰].*\) to /u.test(m.embeds[0]?.description ?? ''))).toBe(true);
    expect(h.logs.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  }, 90_000);
});
