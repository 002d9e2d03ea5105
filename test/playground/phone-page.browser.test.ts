/**
 * The page at phone width (390 px), as Discord's mobile app: the channel drawer (☰) closes by a tap
 * on the dimmed part beside it, by Escape and by its ✕, not only by picking a channel; a refusal
 * said under the message box goes as soon as the text is edited, and when a command is sent, while
 * a refusal of the new text still shows.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Request } from 'playwright-core';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { HAS_CHROMIUM, NO_CHROMIUM, openTable, screenshot, until, type Person, type Table } from './browser.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

let table: Table;
let bob: Person;

/** Whether the drawer is open (its class) and where its right edge is once it has slid. */
const drawer = async (): Promise<{ open: boolean; right: number }> =>
  (await bob.page.evaluate(`(() => ({ open: document.body.classList.contains('show-sidebar'), right: document.getElementById('sidebar').getBoundingClientRect().right }))()`)) as {
    open: boolean;
    right: number;
  };

/** Opens the drawer from ☰ and waits until it has slid in. */
const openDrawer = async (): Promise<void> => {
  await bob.page.click('#menu-button', { timeout: 5_000 });
  await bob.page.waitForFunction(`document.getElementById('sidebar').getBoundingClientRect().left >= 0`, undefined, { timeout: 5_000 });
  expect((await drawer()).open).toBe(true);
};

/** Waits until the drawer is closed and slid out of view (a short wait: closing is at once). */
const closed = async (how: string): Promise<void> => {
  await bob.page
    .waitForFunction(`!document.body.classList.contains('show-sidebar') && document.getElementById('sidebar').getBoundingClientRect().right <= 0`, undefined, { timeout: 3_000 })
    .catch(async () => {
      await screenshot(bob.page, `phone-drawer-not-closed`);
      throw new Error(`the drawer stays open after ${how}: ${JSON.stringify(await drawer())}`);
    });
};

/** What is said under the message box now. */
const refusal = async (): Promise<string> => String(await bob.page.evaluate(`document.getElementById('composer-error').textContent`));

/** Waits (briefly: far less than the 8 s a refusal stays by itself) until the box says nothing more. */
const cleared = async (after: string): Promise<void> => {
  await bob.page.waitForFunction(`document.getElementById('composer-error').textContent === ''`, undefined, { timeout: 1_500 }).catch(async () => {
    throw new Error(`the refusal stays after ${after}: ${JSON.stringify(await refusal())}`);
  });
};

/** The newest answer of the bot to bob in the channel (ephemeral ones too). */
const answer = (): FakeMessage | undefined =>
  table.pg.discord
    .messages(table.pg.discord.channelId, { includeEphemeral: true })
    .filter((m) => m.interaction?.userId === bob.id)
    .at(-1);

suite('the page at phone width', () => {
  beforeAll(async () => {
    table = await openTable([{ name: 'bob', locale: 'fr', width: 'phone' }]);
    bob = table.people[0]!;
    // The bot's commands, which the page checks what is typed against.
    await until('the commands', () => table.pg.discord.commands(table.pg.discord.guildId).some((c) => c.name === 'tchu'));
  }, 120_000);
  afterAll(async () => {
    await table?.close();
  });

  test('the channel drawer closes by a tap beside it, by Escape and by its ✕; ☰ then opens it again', async () => {
    await openDrawer();
    await screenshot(bob.page, 'phone-drawer-open');
    // The dimmed part beside the drawer (the drawer is at most 320 px wide): a tap there closes it, and acts on nothing under it.
    const sent: string[] = [];
    const posted = (request: Request): void => void (request.method() === 'POST' && sent.push(request.url()));
    bob.page.on('request', posted);
    await bob.page.mouse.click(370, 420);
    await closed('a tap on the dimmed part');
    bob.page.off('request', posted);
    expect(sent).toEqual([]);
    await screenshot(bob.page, 'phone-drawer-closed');

    await openDrawer();
    await bob.page.keyboard.press('Escape');
    await closed('Escape');
    // Back on ☰, where the drawer was opened from.
    expect(await bob.page.evaluate(`document.activeElement?.id`)).toBe('menu-button');

    // Open, the drawer covers ☰: its own ✕ is in view, in its header, and closes it.
    await openDrawer();
    const close = bob.page.locator('#sidebar-close');
    expect(await close.isVisible()).toBe(true);
    const box = (await close.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.y).toBeLessThan(48);
    expect(box.width).toBeGreaterThanOrEqual(32);
    await close.click({ timeout: 3_000 });
    await closed('its ✕');
    expect(await bob.page.getAttribute('#menu-button', 'aria-expanded')).toBe('false');

    // Picking a channel still closes it, as before.
    await openDrawer();
    expect(await bob.page.getAttribute('#menu-button', 'aria-expanded')).toBe('true');
    await bob.page.click(`.channel[data-channel="${table.pg.discord.channelId}"]`);
    await closed('picking a channel');
  });

  test('a refusal under the box goes when the text is edited and when the command is sent; a new refusal still shows', async () => {
    const input = bob.page.locator('#input');
    await input.fill('/tchu journal page:0');
    await input.press('Enter');
    await bob.page.waitForSelector('#composer-error:text("page doit être entre 1 et 1000.")');
    await screenshot(bob.page, 'phone-refusal');

    // Corrected key by key, as on a phone: the refusal goes at the first edit.
    await input.press('End');
    await input.press('Backspace');
    await cleared('the text was edited');
    await input.type('1');
    expect(await refusal()).toBe('');
    const before = answer()?.id;
    await input.press('Enter');
    const answered = await until('the answer to /tchu journal page:1', () => {
      const a = answer();
      return a !== undefined && a.id !== before ? a : undefined;
    });
    await table.shown(bob.page, answered);
    expect(await refusal()).toBe('');
    await screenshot(bob.page, 'phone-refusal-fixed');

    // The page's own check of the next send still says why.
    await input.fill('/tchu journal page:0');
    await input.press('Enter');
    await bob.page.waitForSelector('#composer-error:text("page doit être entre 1 et 1000.")');
    // A command sent without an edit since the refusal (text set in the box without typing): sending clears it.
    await bob.page.evaluate(`document.getElementById('input').value = '/tchu journal page:1'`);
    expect(await refusal()).toBe('page doit être entre 1 et 1000.');
    const previous = answer()?.id;
    await input.press('Enter');
    await cleared('the command was sent');
    await until('the second answer', () => {
      const a = answer();
      return a !== undefined && a.id !== previous ? a : undefined;
    });
    expect(await refusal()).toBe('');
  });
});
