/**
 * The playground in a real browser: two users in two pages (one at desktop width, one at phone
 * width) open a lobby in a thread, play a whole ChaCuN game against each other and three AI
 * players (five at the table, so that each person has the fewest turns to click through), type a
 * slash command with autocomplete, get a move refused, and live through a restart of the bot.
 * Every action goes through the page (typing, clicks); the test reads the local Discord only to
 * decide what to click and to check what each page shows.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeCustomId } from '../../src/bot/custom-id.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { buttonsOf, selectOf } from '../bot/harness.ts';
import { t } from '../../src/games/chacun/texts/catalog.ts';
import { LOCALES } from '../../src/i18n/locale.ts';
import { ALICE_AND_BOB, HAS_CHROMIUM, isEnd, NO_CHROMIUM, openTable, SCREENSHOTS, screenshot, until, type Person, type Table } from './browser.ts';
import { ClickCount } from './clicks.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

let table: Table;
let alice: Person;
let bob: Person;
const other = (player: Person): Person => (player === alice ? bob : alice);

const current = (): FakeMessage | undefined => table.current('play');
const playOf = (turn: FakeMessage) => buttonsOf(turn).find((b) => b.id.kind === 'play');
const ended = (): FakeMessage | undefined => table.messages().find(isEnd);
const toMove = (turn: FakeMessage): Person | null => table.toMove(turn) ?? null;

/** A person's turn under way, once the AI player has played: its message and the person. */
const personToMove = (): Promise<{ turn: FakeMessage; player: Person }> =>
  until('a person to move', () => {
    const turn = current();
    const player = turn && playOf(turn) ? toMove(turn) : null;
    return turn && player ? { turn, player } : undefined;
  });

/** Whether a panel waits for a choice: a menu or a button of a turn's step. */
const actionable = (message: FakeMessage | undefined): boolean =>
  message !== undefined &&
  ((selectOf(message) !== undefined && selectOf(message)!.disabled !== true) ||
    buttonsOf(message).some((b) => b.component.disabled !== true && ['place', 'occupy', 'retake'].includes(b.id.kind)));

/** The newest move a panel step was clicked for. */
let playedAt = -1;

/** Clicks per turn in the pages. */
const clickCount = new ClickCount('ChaCuN');

/** Whether a preview is the one square the tile fits on (opened without the menu of squares). */
const onlySquare = (panel: FakeMessage): boolean => LOCALES.some((locale) => panel.embeds[0]?.description?.includes(t(locale, 'place.onlySquare')) === true);

/**
 * Plays the turn of whoever is to move, through their page: Play (unless the panel already goes
 * on, for a menhir turn), a position in the menu (none when the tile fits on one square), Place,
 * an occupant (or none). The other page must never show the panel. Counts the turn's clicks.
 */
async function playTurn(random: Random): Promise<void> {
  // A turn not yet played in: after a menhir turn played on in the open panel, its message stays
  // the newest a moment (the panel says "done" before the next turn message is posted).
  const turn = await until('a turn of a person or the end', () => {
    const now = current();
    const play = now && playOf(now);
    return now && (isEnd(now) || (play && 'move' in play.id && play.id.move > playedAt)) ? now : undefined;
  }, 60_000);
  if (isEnd(turn)) return;
  const player = toMove(turn);
  if (player === null) throw new Error(`nobody to move in: ${turn.content}`);
  const clicksBefore = table.clicks(player);
  // The menu of squares a tile that fits on one square no longer asks for: its toggle and option.
  let skipped = 0;
  let tiles = 0;
  let panel = table.panelOf(player);
  // A menhir turn goes on in the panel already open; otherwise Play (this turn's own) opens a new one.
  const open = actionable(panel);
  if (!open) panel = await table.openPanel(player, turn, 'play');
  for (let step = 0; step < 40; step++) {
    panel = table.pg.discord.message(panel!.id)!;
    if (!actionable(panel)) {
      // Done, unless the panel comes back for a menhir turn: wait for one or the other.
      const id = panel.id;
      const next = await until('the next turn or more of the panel', () => ended() ?? (current()?.id !== turn.id ? current() : undefined) ?? (actionable(table.pg.discord.message(id)) ? table.pg.discord.message(id) : undefined), 60_000);
      if (next.id !== id) {
        const kind = `${tiles === 2 ? 'tile + menhir tile' : 'tile'}${open ? ' (panel open)' : ''}`;
        const clicks = table.clicks(player) - clicksBefore;
        clickCount.add(kind, clicks, clicks + skipped);
        return;
      }
      continue;
    }
    await table.shown(player.page, panel);
    await table.privateTo(player, panel);
    const select = selectOf(panel);
    const buttons = buttonsOf(panel).filter((b) => b.component.disabled !== true);
    // Every step of the panel carries the move it is made for.
    for (const id of [...buttons.map((b) => b.id), ...(select ? [decodeCustomId(select.custom_id)] : [])]) if (id !== null && 'move' in id) playedAt = Math.max(playedAt, id.move);
    if (select !== undefined && select.disabled !== true) {
      await table.pick(player.page, panel, [random.pick(select.options).value]);
    } else if (buttons.some((b) => b.id.kind === 'place')) {
      tiles++;
      if (onlySquare(panel)) {
        // One square: no menu, and no way back to a menu of one.
        expect(buttons.some((b) => b.id.kind === 'page')).toBe(false);
        skipped += 2;
      }
      await table.clickIn(player.page, panel, buttons.find((b) => b.id.kind === 'place')!.component.custom_id);
    } else {
      const choices = buttons.filter((b) => b.id.kind === 'occupy' || b.id.kind === 'retake');
      await table.clickIn(player.page, panel, random.pick(choices).component.custom_id);
    }
    await table.changed(panel);
  }
}

suite('the playground in a browser (ChaCuN)', () => {
  beforeAll(async () => {
    table = await openTable(ALICE_AND_BOB);
    [alice, bob] = table.people;
  }, 120_000);
  afterAll(async () => {
    if (clickCount.all().length > 0) clickCount.print();
    await table?.close();
  });

  test('a lobby in a thread: alice makes the thread and types /chacun new bots:3, bob joins from his phone, alice starts', async () => {
    const lobby = await table.openInThread({ host: alice, thread: 'Friday game', command: '/chacun new bots:3', joiners: [bob], shot: 'chacun-lobby' });
    expect(table.pg.discord.message(lobby.id)?.embeds[0]?.description).toContain('bob');
    const turn = await until('the first turn', current);
    await table.shown(alice.page, turn);
    await table.shown(bob.page, turn);
    await screenshot(alice.page, 'chacun-first-turn-desktop');
  });

  test('a slash command with autocomplete: the player to move types /chacun place and picks a position the bot suggests', async () => {
    const { player } = await personToMove();
    const page = player.page;
    const command = player === bob ? '/chacun poser' : '/chacun place';
    const position = player === bob ? 'case' : 'position';
    await page.fill('#input', `${command} `);
    await page.waitForSelector('.suggestion');
    await page.type('#input', `${position}:`);
    // The bot's suggestions arrive (autocomplete): legal positions only.
    const first = page.locator('.suggestion').first();
    await first.waitFor();
    await until('autocomplete choices', async () => (await page.locator('.suggestion .suggestion-name').count()) > 0 && !(await first.textContent())?.includes(':'));
    await screenshot(page, `chacun-autocomplete-${player.width}`);
    const before = table.pg.discord.nextSeq();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // The bot answers the command with the placement panel (or places at once): it answers, privately.
    const answered = await table.pg.discord.waitFor((e) => e.kind === 'interactionCallback', { since: before, timeoutMs: 20_000 });
    expect(answered.kind).toBe('interactionCallback');
    const panel = await until('the answer to the command', () => {
      const p = table.panelOf(player);
      return p && p.interaction?.name === 'chacun place' && (p.flags & 128) === 0 ? p : undefined;
    });
    await table.shown(page, panel);
    await table.privateTo(player, panel);
    // The answer is headed by the command as typed, subcommand included, in the player's language.
    await page.waitForFunction(`[...document.querySelectorAll('#messages .command-name')].some((c) => c.textContent === ${JSON.stringify(command)})`, undefined, { timeout: 10_000 });
  });

  test('a refused move: the player who is not to move types a move and only they read why', async () => {
    const { turn, player } = await personToMove();
    const waiting = other(player);
    const before = table.pg.discord.nextSeq();
    await waiting.page.fill('#input', waiting === bob ? '/chacun poser case:A1 ' : '/chacun place position:A1 ');
    await waiting.page.press('#input', 'Enter');
    await table.pg.discord.waitFor((e) => e.kind === 'interactionCallback', { since: before, timeoutMs: 20_000 });
    const refusal = await until('the refusal', () => {
      const p = table.panelOf(waiting);
      return p && p.createdAt >= turn.createdAt && (p.flags & 128) === 0 ? p : undefined;
    });
    await table.shown(waiting.page, refusal);
    const text = await waiting.page.locator(`#m-${refusal.id}`).textContent();
    expect(text).toMatch(waiting === bob ? /Ce n’est pas ton tour/ : /It’s not your turn/);
    expect(text).toContain(waiting === bob ? 'Toi seul·e peux voir ceci' : 'Only you can see this');
    await table.privateTo(waiting, refusal);
    await screenshot(waiting.page, `chacun-refused-${waiting.width}`);
  });

  test('turning the tile changes the picture the page shows (its own address, other bytes)', async () => {
    const random = new Random(5);
    for (let tries = 0; tries < 10; tries++) {
      const { turn, player } = await personToMove();
      let panel = table.panelOf(player);
      if (!actionable(panel)) panel = await table.openPanel(player, turn, 'play');
      panel = table.pg.discord.message(panel!.id)!;
      const select = selectOf(panel);
      if (select !== undefined && select.disabled !== true) {
        await table.pick(player.page, panel, [random.pick(select.options).value]);
        panel = await table.changed(panel);
      }
      const rotate = buttonsOf(panel).find((b) => b.id.kind === 'rotate' && b.component.disabled !== true);
      if (rotate !== undefined) {
        await table.clickChangesPicture(player, panel, rotate.component.custom_id);
        await screenshot(player.page, `chacun-turned-${player.width}`);
        await playTurn(random);
        return;
      }
      // A square where the tile fits one way only: this turn is played, the next may turn.
      await playTurn(random);
    }
    throw new Error('no turn of ten offered to turn the tile');
  });

  test('the bot restarts mid-game and the pages reconnect and play on', async () => {
    await table.pg.restartBot();
    expect(table.pg.dropPages()).toBe(2);
    for (const player of [alice, bob]) {
      await player.page.waitForSelector('body[data-live="yes"]');
      await player.page.waitForSelector('#bot-status.online');
    }
    await playTurn(new Random(11));
  });

  test('the whole game to its end, by clicks in the two pages; private panels never show in the other page', { timeout: 400_000 }, async () => {
    const random = new Random(7);
    for (let turns = 0; !ended(); turns++) {
      if (turns > 120) throw new Error('the game does not end');
      await playTurn(random);
      if (turns === 12) {
        await screenshot(alice.page, 'chacun-midgame-desktop');
        await screenshot(bob.page, 'chacun-midgame-phone');
      }
    }
    const end = ended()!;
    await table.shown(alice.page, end);
    await table.shown(bob.page, end);
    await screenshot(alice.page, 'chacun-end-desktop');
    await screenshot(bob.page, 'chacun-end-phone');
    expect(await alice.page.locator(`#m-${end.id} .embed-title`).textContent()).toMatch(/Game over/);
    expect(await bob.page.locator(`#m-${end.id} .embed-title`).textContent()).toMatch(/Game over|Partie terminée/);
    // A tile turn is Play, the square (the menu's toggle and option, unless the tile fits on one
    // square only), Place, then a pawn to take back and an occupant when there are any (or none).
    const tileTurns = clickCount.all().filter((turn) => turn.kind === 'tile');
    expect(tileTurns.length).toBeGreaterThan(10);
    for (const turn of tileTurns) {
      const menu = turn.before === turn.clicks ? 2 : 0;
      expect(turn.clicks).toBeGreaterThanOrEqual(2 + menu);
      expect(turn.clicks).toBeLessThanOrEqual(4 + menu);
    }
    await mkdir(SCREENSHOTS, { recursive: true });
    await copyFile(resolve(SCREENSHOTS, 'chacun-midgame-desktop.png'), resolve(SCREENSHOTS, 'playground.png'));
  });
});
