/**
 * Jass (the course variant, trump drawn) in the playground's pages: alice (desktop, English) and
 * bob (phone, French) with two AI players, in a thread, by clicks only. Each opens their hand
 * with the turn message's button and plays a card with the hand's card buttons, through the
 * whole first deal (nine tricks); then bob and alice type /jass resign (abandonner) and confirm,
 * and with nobody left in person the game ends with its end message (a game to 1,000 points is
 * some seven deals: minutes of clicks). The test reads the local Discord only to decide what to
 * click and to check each page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { buttonsOf } from '../bot/harness.ts';
import { ALICE_AND_BOB, HAS_CHROMIUM, isEnd, NO_CHROMIUM, openTable, screenshot, type Person, type Table } from './browser.ts';
import { ClickCount } from './clicks.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

const PLAY = 'jass-play';
/** Cards in a hand: the first deal is played to its end. */
const HAND = 9;
/** Clicks per turn in the pages. */
const clickCount = new ClickCount('Jass');
let table: Table;
let alice: Person;
let bob: Person;

suite('Jass in the playground: two people and two AI players', () => {
  beforeAll(async () => {
    table = await openTable(ALICE_AND_BOB);
    [alice, bob] = table.people;
  }, 120_000);
  afterAll(async () => {
    if (clickCount.all().length > 0) clickCount.print();
    await table?.close();
  });

  test('the first deal by card buttons in two pages, then both resign and the game ends; a hand never shows in the other page', { timeout: 180_000 }, async () => {
    await table.openInThread({ host: alice, thread: 'Jass', command: '/jass new bots:2 ', joiners: [bob], shot: 'jass-lobby' });
    const played = new Map<Person, number>([
      [alice, 0],
      [bob, 0],
    ]);
    let last: FakeMessage | null = null;
    let goingOn: FakeMessage | null = null;
    while ((played.get(alice) ?? 0) < HAND || (played.get(bob) ?? 0) < HAND) {
      // The next person's turn message (none is posted for the AI players' cards in between).
      const turn: FakeMessage = await table.wait('the next turn of a person', () => {
        const now = table.current(PLAY);
        return now && now.id !== last?.id && (isEnd(now) || table.toMove(now)) ? now : undefined;
      });
      expect(isEnd(turn), 'the game goes on').toBe(false);
      const person = table.toMove(turn)!;
      // Who takes a trick with the last card leads the next: their hand goes on in the same panel.
      const clicks = table.clicks(person);
      const hand = goingOn !== null && table.panelOf(person)?.id === goingOn.id ? goingOn : await table.openPanel(person, turn, PLAY);
      const cards = buttonsOf(hand).filter((b) => b.id.kind === 'jass-card');
      const allowed = cards.filter((b) => b.component.disabled !== true);
      expect(cards.length, 'the hand holds the cards not yet played').toBe(HAND - played.get(person)!);
      expect(allowed.length).toBeGreaterThan(0);
      if (played.get(person) === 2) await screenshot(person.page, `jass-hand-${person.width}`);
      // A card it may play, a different one each trick (the hand is in the same order each time).
      await table.clickIn(person.page, hand, allowed[played.get(person)! % allowed.length].component.custom_id);
      const after = await table.changed(hand);
      // A card: Play, then the card (the card alone when the hand is still open from the last trick).
      clickCount.add(hand === goingOn ? 'card (hand open)' : 'card', table.clicks(person) - clicks);
      expect(table.clicks(person) - clicks).toBe(hand === goingOn ? 1 : 2);
      await table.shown(person.page, after);
      await table.privateTo(person, after);
      played.set(person, played.get(person)! + 1);
      const again = buttonsOf(after).some((b) => b.id.kind === 'jass-card' && b.component.disabled !== true);
      if (again) expect(buttonsOf(after).filter((b) => b.id.kind === 'jass-card').length, 'the card is played').toBe(HAND - (played.get(person)! % HAND));
      goingOn = again ? after : null;
      last = turn;
    }
    // The deal is over: the next turn message tells its points by team.
    const next = await table.wait('the second deal', () => {
      const now = table.current(PLAY);
      return now && now.id !== last?.id ? now : undefined;
    });
    for (const person of table.people) await table.shown(person.page, next);
    await screenshot(alice.page, 'jass-second-deal-desktop');
    await screenshot(bob.page, 'jass-second-deal-phone');

    // Bob leaves (an automatic player takes his cards), then alice: nobody is left in person.
    await table.resign(bob, 'jass');
    await table.resign(alice, 'jass');
    const end = await table.wait('the end', () => table.messages().find(isEnd));
    for (const person of table.people) {
      await table.shown(person.page, end);
      expect(await person.page.locator(`#m-${end.id} .embed-title`).textContent()).toMatch(/^(Game stopped|Partie arrêtée)/);
      await screenshot(person.page, `jass-end-${person.width}`);
    }
  });
});
