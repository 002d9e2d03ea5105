/**
 * Scrabble in the playground's pages: alice (desktop, English) and bob (phone, French) play
 * against each other in a thread, by clicks and typing only. Each opens the rack panel with
 * Play, types a word in the form (a modal) and confirms the preview; alice exchanges two tiles
 * with the panel's menu; then they pass until six scoreless turns in a row end the game, as the
 * rules let players agree to (a whole game of words would take minutes of clicks). The test
 * chooses each word from the rack its page shows and the words played so far, as a player reads
 * them; it reads the local Discord only to decide what to click and to check each page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dictionary } from '../../src/games/scrabble/dictionary/load.ts';
import { EMPTY_BOARD } from '../../src/games/scrabble/engine/board.ts';
import { allMoves } from '../../src/games/scrabble/engine/movegen.ts';
import { analysePlay } from '../../src/games/scrabble/engine/play.ts';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { buttonsOf, selectOf } from '../bot/harness.ts';
import { ALICE_AND_BOB, HAS_CHROMIUM, isEnd, NO_CHROMIUM, openTable, screenshot, type Person, type Table } from './browser.ts';
import { ClickCount } from './clicks.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

const PLAY = 'scrabble-play';
/** Clicks per turn in the pages. */
const clickCount = new ClickCount('Scrabble');
let table: Table;
let alice: Person;
let bob: Person;

/** The next turn of a person (or the end), once the previous turn's message has been replaced. */
const nextTurn = (after: FakeMessage | null): Promise<FakeMessage> =>
  table.wait('the next turn or the end', () => {
    const turn = table.current(PLAY);
    return turn && turn.id !== after?.id && (isEnd(turn) || table.toMove(turn)) ? turn : undefined;
  }, 60_000);

/** The button of a kind on a message. */
const buttonOf = (message: FakeMessage, kind: string): string => {
  const found = buttonsOf(message).find((b) => b.id.kind === kind && b.component.disabled !== true);
  if (found === undefined) throw new Error(`no ${kind} on ${message.id}: ${JSON.stringify(message.components)}`);
  return found.component.custom_id;
};

/** The rack a panel shows, as its letters ('?' for a blank). */
const rackOf = (panel: FakeMessage): string => (/`([^`]*)`/.exec(panel.embeds[0]?.description ?? '')?.[1] ?? '').replace(/ /g, '');

suite('Scrabble in the playground: two people in two pages', () => {
  beforeAll(async () => {
    table = await openTable(ALICE_AND_BOB);
    [alice, bob] = table.people;
  }, 120_000);
  afterAll(async () => {
    if (clickCount.all().length > 0) clickCount.print();
    await table?.close();
  });

  test('words by the form, an exchange by the menu, then passes to the end; a panel never shows in the other page', { timeout: 180_000 }, async () => {
    await table.openInThread({ host: alice, thread: 'Scrabble', command: '/scrabble new words:English ', joiners: [bob], shot: 'scrabble-lobby' });
    const words = dictionary('en');
    let board = EMPTY_BOARD;
    let turn: FakeMessage | null = null;
    let played = 0;
    let exchanged = false;
    let shuffled = false;
    for (let turns = 0; ; turns++) {
      expect(turns, 'the game ends after the words and six scoreless turns').toBeLessThan(12);
      turn = await nextTurn(turn);
      if (isEnd(turn)) break;
      const person = table.toMove(turn)!;
      await table.shown(person.page, turn);
      const clicks = table.clicks(person);
      let kind = 'pass';
      const panel = await table.openPanel(person, turn, PLAY);
      const rack = rackOf(panel);
      expect(rack.length).toBe(7);
      if (played < 2) {
        // The best word for this rack on the board so far, typed in the form.
        const best = allMoves('en', board, rack, words).sort((a, b) => b.points - a.points || (a.position + a.word < b.position + b.word ? -1 : 1))[0];
        expect(best, `a word with ${rack}`).toBeDefined();
        await table.clickIn(person.page, panel, buttonOf(panel, 'scrabble-word'));
        const form = person.page.locator('#overlay form.modal');
        await form.waitFor();
        await form.locator('input[name="position"]').fill(best.position);
        await form.locator('input[name="word"]').fill(best.word);
        // The page's own labels are in the person's language, as Discord's client.
        expect(await form.locator('button[type="submit"]').textContent()).toBe(person.locale === 'fr' ? 'Envoyer' : 'Submit');
        expect(await person.page.locator(`#m-${panel.id} .ephemeral-note`).textContent()).toContain(person.locale === 'fr' ? 'Toi seul·e peux voir ceci' : 'Only you can see this');
        await screenshot(person.page, `scrabble-form-${person.width}`);
        for (const other of table.people) if (other !== person) expect(await other.page.locator('#overlay form.modal').count()).toBe(0);
        await form.locator('button[type="submit"]').click();
        table.clicked(person.page);
        kind = 'word';
        const preview = await table.changed(panel);
        await table.shown(person.page, preview);
        await table.privateTo(person, preview);
        expect(await person.page.locator(`#m-${preview.id} .embed-title`).textContent()).toContain(best.word.toUpperCase());
        await screenshot(person.page, `scrabble-preview-${person.width}`);
        await table.clickIn(person.page, preview, buttonOf(preview, 'scrabble-confirm'));
        const analysis = analysePlay('en', board, rack, best.position, best.word, words);
        if (!analysis.ok) throw new Error(`the word chosen is refused: ${analysis.error.code}`);
        board = analysis.value.board;
        played++;
      } else if (!exchanged && person === alice) {
        // Two tiles exchanged through the panel's menu, then confirmed.
        const menu = selectOf(panel)!;
        await table.pick(person.page, panel, menu.options.slice(0, 2).map((o) => o.value));
        const asked = await table.changed(panel);
        await table.shown(person.page, asked);
        await screenshot(person.page, `scrabble-exchange-${person.width}`);
        await table.clickIn(person.page, asked, buttonOf(asked, 'scrabble-swapok'));
        exchanged = true;
        kind = 'exchange of 2';
      } else {
        let rack = panel;
        if (!shuffled) {
          // Shuffle: the rack's picture changes in the page (its own new address, other bytes).
          rack = await table.clickChangesPicture(person, panel, buttonOf(panel, 'scrabble-shuffle'));
          await screenshot(person.page, `scrabble-shuffled-${person.width}`);
          shuffled = true;
        }
        // Pass asks to confirm first.
        await table.clickIn(person.page, rack, buttonOf(rack, 'scrabble-pass'));
        const asked = await table.changed(rack);
        await table.shown(person.page, asked);
        await table.clickIn(person.page, asked, buttonOf(asked, 'scrabble-passok'));
      }
      clickCount.add(kind, table.clicks(person) - clicks);
      if (turns === 1) {
        // Both words on the board: the turn message as both pages show it.
        const next = await nextTurn(turn);
        for (const person of table.people) await table.shown(person.page, next);
        await screenshot(alice.page, 'scrabble-turn-desktop');
        await screenshot(bob.page, 'scrabble-turn-phone');
      }
    }
    expect(played).toBe(2);
    expect(exchanged).toBe(true);
    expect(shuffled).toBe(true);
    for (const person of table.people) {
      await table.shown(person.page, turn);
      expect(await person.page.locator(`#m-${turn.id} .embed-title`).textContent()).toMatch(/^Game over/);
      await screenshot(person.page, `scrabble-end-${person.width}`);
    }
    // The ranking names both players.
    expect(turn.embeds[0]?.description).toContain('alice');
    expect(turn.embeds[0]?.description).toContain('bob');

    // The replay, step by step in bob's phone page: each step shows its own picture.
    const before = table.panelOf(bob)?.id;
    await table.clickIn(bob.page, turn, buttonOf(turn, 'replay'));
    let viewer = await table.wait('the replay viewer', () => {
      const panel = table.panelOf(bob);
      return panel && panel.id !== before && buttonsOf(panel).some((b) => b.id.kind === 'replay') ? panel : undefined;
    });
    for (let step = 0; step < 3; step++) {
      const at = viewer.id;
      const next = buttonsOf(viewer).filter((b) => b.id.kind === 'replay' && b.component.disabled !== true && 'move' in b.id).sort((a, b) => ('move' in a.id && 'move' in b.id ? a.id.move - b.id.move : 0));
      const forward = next.find((b) => 'move' in b.id && b.id.move > step);
      expect(forward, `a step forward from move ${step}`).toBeDefined();
      viewer = await table.clickChangesPicture(bob, viewer, forward!.component.custom_id);
      expect(viewer.id).toBe(at);
    }
    await screenshot(bob.page, 'scrabble-replay-phone');
  });
});
