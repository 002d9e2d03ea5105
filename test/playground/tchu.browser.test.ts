/**
 * tCHu in the playground's pages: alice (desktop, English) and bob (phone, French) play against
 * each other in a thread, by clicks only. Both choose their first tickets at once in their
 * private panels (menus), then play real turns (cards drawn with buttons, routes claimed and
 * paid through menus when they can); then bob types /tchu abandonner and confirms, which ends a
 * game of two at once, with its end message (a whole game is some sixty turns: minutes of
 * clicks). The test reads the local Discord only to decide what to click and to check each page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeCustomId } from '../../src/bot/custom-id.ts';
import { DECK_SLOT } from '../../src/games/tchu/discord/custom-ids.ts';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { buttonsOf, selectOf } from '../bot/harness.ts';
import { ALICE_AND_BOB, HAS_CHROMIUM, isEnd, NO_CHROMIUM, openTable, screenshot, type Person, type Table } from './browser.ts';
import { ClickCount } from './clicks.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

const PLAY = 'tchu-play';
/** Turns played by clicks after the first tickets (every other one draws cards). */
const TURNS = 8;
/** Whether the turn under way draws cards even when a route could be claimed. */
let preferCards = false;
/** The newest move a panel step was made for. */
let playedAt = -1;
let table: Table;
let alice: Person;
let bob: Person;

/** Clicks per turn in the pages. */
const clickCount = new ClickCount('tCHu');

/**
 * A turn's kind, from what was done, and the clicks it took before: cards were drawn from a page
 * the main part of the panel opened (one click more), a single payment was a menu of one (its
 * toggle and option, not one button), a single route too (its toggle and option, now skipped).
 */
function noteTurn(done: readonly string[], clicks: number): void {
  const kind = done.includes('tchu-pay') || done.includes('tchu-payone') ? 'route' : done.every((d) => d === 'card') ? 'two cards' : done.join(' + ');
  const oneRoute = kind === 'route' && !done.includes('tchu-route');
  const before = clicks + (done[0] === 'card' ? 1 : 0) + (done.includes('tchu-payone') ? 1 : 0) + (oneRoute ? 2 : 0);
  clickCount.add(kind, clicks, before);
}

/** The enabled button of a panel of a kind that passes a test. */
const enabled = (panel: FakeMessage, kind: string, test: (id: Record<string, unknown>) => boolean = () => true) =>
  buttonsOf(panel).find((b) => b.id.kind === kind && b.component.disabled !== true && test(b.id as unknown as Record<string, unknown>));

/**
 * One step of a person's panel, as a player would choose: tickets to keep (as few as allowed),
 * a route and the first way to pay when one can be claimed, else cards from the deck. Returns
 * what was done, or null when the panel waits for nothing (the turn is over).
 */
async function step(person: Person, panel: FakeMessage): Promise<string | null> {
  const select = selectOf(panel);
  const chosen = select === undefined || select.disabled === true ? null : decodeCustomId(select.custom_id);
  const kind = chosen?.kind;
  // Every step carries the move it is made for: the turn messages up to it are played.
  const played = (id: ReturnType<typeof decodeCustomId>): void => {
    if (id !== null && 'move' in id) playedAt = Math.max(playedAt, id.move);
  };
  if (select !== undefined && kind === 'tchu-keep') {
    played(chosen);
    await table.pick(person.page, panel, select.options.slice(0, select.min_values ?? 1).map((o) => o.value));
    return 'keep';
  }
  if (select !== undefined && (kind === 'tchu-station' || kind === 'tchu-route' || kind === 'tchu-pay')) {
    played(chosen);
    await table.pick(person.page, panel, [select.options[0].value]);
    return kind;
  }
  // A route when one can be claimed (every other turn: two cards, from the main part of the panel).
  const route = enabled(panel, 'tchu-open', (id) => id.page === 'routes');
  const card = enabled(panel, 'tchu-card', (id) => id.slot === DECK_SLOT) ?? enabled(panel, 'tchu-card');
  const button =
    enabled(panel, 'tchu-extra') ??
    enabled(panel, 'tchu-giveup') ??
    enabled(panel, 'tchu-payone') ??
    (preferCards ? (card ?? route) : (route ?? card)) ??
    enabled(panel, 'tchu-tickets') ??
    enabled(panel, 'tchu-pass');
  if (button === undefined) return null;
  played(button.id);
  await table.clickIn(person.page, panel, button.component.custom_id);
  return button.id.kind === 'tchu-card' ? 'card' : button.id.kind;
}

/** Plays a person's panel step by step until the turn is over; returns what was done. */
async function playPanel(person: Person, opened: FakeMessage, shot?: string): Promise<string[]> {
  const done: string[] = [];
  let panel = opened;
  for (let n = 0; n < 12; n++) {
    if (shot !== undefined && n === 0) await screenshot(person.page, `${shot}-${person.width}`);
    const what = await step(person, panel);
    if (what === null) return done;
    done.push(what);
    panel = await table.changed(panel);
    await table.shown(person.page, panel);
    await table.privateTo(person, panel);
  }
  throw new Error(`${person.name}'s turn does not end: ${done.join(', ')}`);
}

suite('tCHu in the playground: two people in two pages', () => {
  beforeAll(async () => {
    table = await openTable(ALICE_AND_BOB);
    [alice, bob] = table.people;
  }, 120_000);
  afterAll(async () => {
    if (clickCount.all().length > 0) clickCount.print();
    await table?.close();
  });

  test('first tickets chosen at once, turns of cards and routes by clicks, then a resignation ends the game; a panel never shows in the other page', { timeout: 180_000 }, async () => {
    await table.openInThread({ host: alice, thread: 'tCHu', command: '/tchu new', joiners: [bob], shot: 'tchu-lobby' });
    // The first tickets: one message for both, each chooses in a private panel, both open at once.
    const first = await table.wait('the first tickets', () => table.current(PLAY));
    expect(first.content).toContain(`<@${alice.id}>`);
    expect(first.content).toContain(`<@${bob.id}>`);
    const panels = [await table.openPanel(alice, first, PLAY), await table.openPanel(bob, first, PLAY)];
    await table.privateTo(alice, panels[0]);
    // Whoever chooses last and plays first goes on in the same panel with their first turn.
    expect((await playPanel(alice, panels[0], 'tchu-tickets'))[0]).toBe('keep');
    expect((await playPanel(bob, panels[1], 'tchu-tickets'))[0]).toBe('keep');

    const seen = new Set<string>();
    for (let turns = 0; turns < TURNS; turns++) {
      const turn = await table.wait('the next turn', () => {
        const now = table.current(PLAY);
        const play = now && buttonsOf(now).find((b) => b.id.kind === PLAY);
        // The first tickets' message posted again after a choice ("Still choosing: …") is not a turn.
        const firstTickets = /^(First tickets|Premiers billets)$/.test(now?.embeds[0]?.title ?? '');
        return now && (isEnd(now) || (play && 'move' in play.id && play.id.move > playedAt && !firstTickets && table.toMove(now))) ? now : undefined;
      });
      expect(isEnd(turn), 'the game goes on').toBe(false);
      const person = table.toMove(turn)!;
      if (turns === 2) {
        for (const p of table.people) await table.shown(p.page, turn);
        await screenshot(alice.page, 'tchu-turn-desktop');
        await screenshot(bob.page, 'tchu-turn-phone');
      }
      const clicks = table.clicks(person);
      preferCards = Math.floor(turns / 2) % 2 === 1;
      const panel = await table.openPanel(person, turn, PLAY);
      const done = await playPanel(person, panel, turns < 2 ? 'tchu-panel' : undefined);
      for (const what of done) seen.add(what);
      noteTurn(done, table.clicks(person) - clicks);
    }
    expect(seen.has('card')).toBe(true);
    // Two cards: Play, a card, a card (the cards are on the panel Play opens).
    const cardTurns = clickCount.all().filter((t) => t.kind === 'two cards');
    expect(cardTurns.length).toBeGreaterThan(0);
    for (const turn of cardTurns) expect(turn.clicks).toBe(3);

    // Bob leaves: a game of two ends at once, and both pages show its end.
    await table.resign(bob, 'tchu');
    const end = await table.wait('the end', () => table.messages().find(isEnd));
    for (const person of table.people) {
      await table.shown(person.page, end);
      expect(await person.page.locator(`#m-${end.id} .embed-title`).textContent()).toMatch(/^(Game stopped|Partie arrêtée)/);
      await screenshot(person.page, `tchu-end-${person.width}`);
    }
    expect(end.embeds[0]?.description).toContain('alice');
  });
});
