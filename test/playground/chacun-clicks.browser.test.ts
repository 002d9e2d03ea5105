/**
 * Clicks of a ChaCuN turn whose steps have one choice, in real pages: a game dealt from a chosen
 * seed (a bot logged in on the playground's local Discord by the test, dealing from seed 70), in
 * which the first tile fits on one square only and, once placed, takes one occupant only. The
 * player's page goes Play → the preview at once → Place → the lone occupant: three clicks where a
 * turn with a menu of squares takes five. The other page never shows the panel.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fittingPositions } from '../../src/games/chacun/engine/fitting.ts';
import { lastTilePotentialOccupants, type GameState } from '../../src/games/chacun/engine/game.ts';
import { buttonsOf, selectOf, startHarness, type Harness } from '../bot/harness.ts';
import { ALICE_AND_BOB, HAS_CHROMIUM, NO_CHROMIUM, openTable, screenshot, type Person, type Table } from './browser.ts';
import { ClickCount } from './clicks.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

/** Seed 70, two players: the first tile fits on one square, and then takes one occupant only. */
const SEED = 70;
let table: Table;
let bot: Harness;
const clickCount = new ClickCount('ChaCuN, seed 70');

/** The game's state, as the bot stores it. */
async function state(gameId: string): Promise<GameState> {
  const loaded = await bot.bot.manager.getGame(gameId);
  if (!loaded.ok || loaded.value.state === null) throw new Error(`game ${gameId} is not there`);
  return loaded.value.state as GameState;
}

suite('ChaCuN steps with one choice, in the pages', () => {
  beforeAll(async () => {
    // Bob (in French, on a phone) opens the game: he takes the first seat and plays the first tile.
    table = await openTable([ALICE_AND_BOB[1], ALICE_AND_BOB[0]], { bot: false });
    bot = await startHarness({ discord: table.pg.discord, seed: SEED, images: 'real' });
  }, 120_000);
  afterAll(async () => {
    if (clickCount.all().length > 0) clickCount.print();
    await bot?.bot.stop();
    await bot?.store.close();
    await table?.close();
  });

  test('one square, then one occupant: Play, Place, the occupant — three clicks', { timeout: 120_000 }, async () => {
    const [bob, alice] = table.people;
    await table.openInThread({ host: bob, thread: 'Un seul choix', command: '/chacun nouvelle', joiners: [alice] });
    const turn = await table.wait('the first turn', () => table.current('play'));
    const person: Person = table.toMove(turn)!;
    const play = buttonsOf(turn).find((b) => b.id.kind === 'play')!;
    const gameId = play.id.gameId;
    const before = await state(gameId);
    expect(fittingPositions(before)).toHaveLength(1);

    const clicks = table.clicks(person);
    const preview = await table.openPanel(person, turn, 'play');
    // No menu of one square: the preview at once, with the place button.
    expect(selectOf(preview)).toBeUndefined();
    expect(buttonsOf(preview).some((b) => b.id.kind === 'page')).toBe(false);
    expect(await person.page.locator(`#m-${preview.id} .embed-title`).textContent()).toMatch(/^(Preview at|Aperçu en) /);
    expect(await person.page.locator(`#m-${preview.id}`).textContent()).toMatch(/No other square takes your tile\.|Aucune autre case ne peut recevoir ta tuile\./);
    await screenshot(person.page, `chacun-one-square-${person.width}`);
    await table.clickIn(person.page, preview, buttonsOf(preview).find((b) => b.id.kind === 'place')!.component.custom_id);

    const occupants = await table.changed(preview);
    await table.shown(person.page, occupants);
    await table.privateTo(person, occupants);
    expect(lastTilePotentialOccupants(await state(gameId))).toHaveLength(1);
    const choices = buttonsOf(occupants).filter((b) => b.id.kind === 'occupy');
    expect(choices.map((b) => ('choice' in b.id ? b.id.choice : null))).toEqual([0, -1]);
    await screenshot(person.page, `chacun-lone-occupant-${person.width}`);
    await table.clickIn(person.page, occupants, choices[0].component.custom_id);
    await table.changed(occupants);

    const after = await state(gameId);
    expect(after.board.occupants().length).toBe(1);
    const made = table.clicks(person) - clicks;
    // Before: Play, the menu of squares (open it, pick the one square), Place, the occupant.
    clickCount.add('tile on its one square', made, made + 2);
    expect(made).toBe(3);
  });
});
