/**
 * A playground that keeps its promises across a restart, as a newcomer runs it: `npm run play`
 * (the same start as `npm start` without a token) in its own process, a ChaCuN game half played
 * in a thread from alice's page (desktop, English) while bob (phone, French) reads #general, then
 * Ctrl-C (SIGINT to the process) and the same command again on the same store. Both pages show the
 * bot offline while it is down and reconnect by themselves; the channels, messages and ids are the
 * same; `/games` lists the game; alice plays on from her page. Bob's page marks the thread where
 * turns were posted unread, offers to jump back to the newest messages when scrolled up (a bar
 * below the messages, hiding none of their buttons), and jumps there itself when he sends a
 * command, to the bot's answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeCustomId } from '../../src/bot/custom-id.ts';
import { DESKTOP, launchBrowser, PHONE, type TestBrowser } from '../../src/playground/chromium.ts';
import type { PageChannel, PageMessage } from '../../src/playground/view.ts';
import { tempDir } from '../bot/harness.ts';
import { HAS_CHROMIUM, NO_CHROMIUM, screenshot, until } from './browser.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

let dir: { path: string; remove: () => Promise<void> };
let port = 0;
let url = '';
let child: ChildProcess | null = null;
let browser: TestBrowser;
let alice: Page;
let bob: Page;
let threadId = '';

/** A port nothing listens on now: the playground is started twice on it, as `npm start` is. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port: free } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return free;
}

/** `npm run play` in its own process, on the test's store and port; resolves with the page's address once it prints it. */
function startProcess(): Promise<string> {
  const env = {
    ...process.env,
    DISCORD_TOKEN: '',
    PLAYGROUND_PORT: String(port),
    PLAYGROUND_STORE_URL: `sqlite://${resolve(dir.path, 'playground.sqlite')}`,
    BOT_TURN_DELAY_MS: '0',
    RENDER_MAX_SIDE: '600',
    LOG_LEVEL: 'warn',
  };
  const started = spawn(process.execPath, ['--import', TSX, MAIN, '--playground'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child = started;
  return new Promise((done, fail) => {
    let said = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const found = /^Playground: (http:\/\/\S+) /m.exec(said);
      if (found) done(found[1]!);
    });
    started.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`playground: ${chunk.toString()}`));
    started.on('exit', (code) => fail(new Error(`the playground stopped before it was ready (exit ${code}): ${said}`)));
  });
}

/** Ctrl-C: SIGINT to the playground's process; it stops its bot, keeps its world and exits with 0. */
async function stopProcess(): Promise<void> {
  const running = child;
  if (running === null) return;
  const exited = new Promise<number | null>((done) => running.once('exit', (code) => done(code)));
  running.kill('SIGINT');
  expect(await exited).toBe(0);
  child = null;
}

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${url}${path}`)).json()) as T;
}

/** The public messages of a channel, as a page without a user reads them. */
const messagesOf = (channelId: string): Promise<PageMessage[]> => api<PageMessage[]>(`/api/messages?channel=${channelId}`);

/** What a page shows of its channel's newest private message (the panel): id, revision, components. */
interface ShownPanel {
  readonly id: string;
  readonly revision: number;
  readonly buttons: readonly { readonly custom: string; readonly disabled: boolean }[];
  readonly select: { readonly custom: string; readonly values: readonly string[]; readonly disabled: boolean } | null;
}
async function panelIn(page: Page): Promise<ShownPanel | null> {
  return (await page.evaluate(`(() => {
    const panel = [...document.querySelectorAll('#messages article.message.ephemeral')].at(-1);
    if (!panel) return null;
    const select = panel.querySelector('.select[data-custom]');
    return {
      id: panel.dataset.id,
      revision: Number(panel.dataset.revision),
      buttons: [...panel.querySelectorAll('button.button[data-custom]')].map((b) => ({ custom: b.dataset.custom, disabled: b.disabled })),
      select: select ? { custom: select.dataset.custom, values: [...select.querySelectorAll('.select-option')].map((o) => o.dataset.value), disabled: select.classList.contains('disabled') } : null,
    };
  })()`)) as ShownPanel | null;
}

/** The turn message of the thread that asks alice to play, with its Play button (another than `played`, the turn she just played). */
async function aliceToPlay(aliceId: string, played?: string): Promise<{ turn: PageMessage; play: string }> {
  return until('alice to move', async () => {
    const turn = (await messagesOf(threadId)).at(-1);
    const play = turn?.content.includes(`<@${aliceId}>`) && turn.id !== played ? customIds(turn).find((c) => decodeCustomId(c)?.kind === 'play') : undefined;
    return turn && play ? { turn, play } : undefined;
  }, 60_000);
}

function customIds(message: PageMessage): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.custom_id === 'string' && record.disabled !== true) found.push(record.custom_id);
      Object.values(record).forEach(walk);
    }
  };
  walk(message.components);
  return found;
}

/** One ChaCuN turn of alice's, by clicks in her page: Play, a position, Place, an occupant or none; the turn message's id. */
async function aliceTurn(aliceId: string): Promise<string> {
  const { turn, play } = await aliceToPlay(aliceId);
  await alice.waitForSelector(`#m-${turn.id} [data-custom="${play}"]`);
  const before = (await panelIn(alice))?.id;
  await alice.click(`#m-${turn.id} [data-custom="${play}"]`);
  let panel = await until('alice’s panel', async () => {
    const shown = await panelIn(alice);
    return shown && shown.id !== before && (shown.select !== null || shown.buttons.length > 0) ? shown : undefined;
  });
  for (let step = 0; step < 12; step++) {
    const kinds = panel.buttons.filter((b) => !b.disabled).map((b) => ({ ...b, kind: decodeCustomId(b.custom)?.kind }));
    const place = kinds.find((b) => b.kind === 'place');
    const occupy = kinds.find((b) => b.kind === 'occupy' || b.kind === 'retake');
    const root = `#m-${panel.id}`;
    if (panel.select !== null && !panel.select.disabled) {
      await alice.click(`${root} .select-toggle`);
      await alice.click(`${root} .select-option[data-value="${panel.select.values[0]}"]`);
    } else if (place) await alice.click(`${root} [data-custom="${place.custom}"]`);
    else if (occupy) await alice.click(`${root} [data-custom="${occupy.custom}"]`);
    else return turn.id;
    const revision = panel.revision;
    const id = panel.id;
    panel = await until('the panel to go on', async () => {
      const shown = await panelIn(alice);
      return shown && (shown.id !== id || shown.revision > revision) ? shown : undefined;
    });
  }
  throw new Error('alice’s turn does not end');
}

suite('the playground across a restart (Ctrl-C, then npm run play again)', () => {
  beforeAll(async () => {
    dir = await tempDir();
    port = await freePort();
    url = await startProcess();
    browser = await launchBrowser();
    alice = await browser.page(DESKTOP);
    bob = await browser.page(PHONE);
    for (const [page, address] of [[alice, `${url}/?user=alice`], [bob, `${url}/?user=bob&lang=fr`]] as const) {
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      await page.goto(address);
      await page.waitForSelector('body[data-live="yes"]');
      await page.waitForSelector('#bot-status.online');
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    // Stopped before its files go: a bot still writing in a removed store would say so.
    await stopProcess().catch(() => {});
    await dir?.remove();
  });

  test('a game half played, Ctrl-C, the same command: the same channels, messages and ids, and the game goes on from the page', { timeout: 300_000 }, async () => {
    const state = await api<{ users: { id: string; name: string }[] }>('/api/state');
    const aliceId = state.users.find((u) => u.name === 'alice')!.id;
    // alice makes a thread and opens a game against an AI player there; bob stays in #general.
    alice.once('dialog', (dialog) => void dialog.accept('chacun-1'));
    await alice.click('#thread-button');
    await alice.waitForSelector('#channel-name:text("chacun-1")');
    threadId = (await api<{ channels: PageChannel[] }>('/api/state')).channels.find((c) => c.name === 'chacun-1')!.id;
    await alice.fill('#input', '/chacun new bots:1');
    await alice.press('#input', 'Enter');
    const lobby = await until('the lobby', async () => (await messagesOf(threadId)).find((m) => customIds(m).some((c) => decodeCustomId(c)?.kind === 'lobby')));
    const start = customIds(lobby).find((c) => {
      const id = decodeCustomId(c);
      return id?.kind === 'lobby' && id.action === 'start';
    })!;
    await alice.click(`#m-${lobby.id} [data-custom="${start}"]`);
    // Half played: alice's first turn, then the AI player's, until it is alice's turn again.
    const first = await aliceTurn(aliceId);
    await aliceToPlay(aliceId, first);

    // Bob, in #general, sees the thread marked unread (behind the menu on his phone: a dot on it).
    await bob.waitForSelector('#menu-unread:not([hidden])');
    await screenshot(bob, 'playground-unread-dot-phone');
    await bob.click('#menu-button');
    await bob.waitForSelector(`.channel.unread[data-channel="${threadId}"]`);
    // The list slides in (0.15 s): the picture once it is still.
    await bob.waitForTimeout(300);
    await screenshot(bob, 'playground-unread-phone');
    await bob.click(`.channel[data-channel="${threadId}"]`);
    expect(await bob.locator(`.channel.unread[data-channel="${threadId}"]`).count()).toBe(0);
    // Scrolled up in the thread, once its messages are in (the page scrolls a channel it has just
    // loaded to the bottom): the bar that jumps back to the present.
    const newest = (await messagesOf(threadId)).at(-1)!;
    await bob.waitForSelector(`#m-${newest.id}`);
    await bob.waitForFunction(`[...document.querySelectorAll('#messages img.media')].every((i) => i.complete)`);
    await bob.evaluate(`document.getElementById('messages').scrollTop = 0`);
    await bob.waitForSelector('#jump:not([hidden])');
    expect(await bob.locator('#jump').textContent()).toContain('Revenir au présent');
    await screenshot(bob, 'playground-jump-phone');
    // The bar lies below the list, never over it: what a message shows at the bottom of the view (a
    // button, or the text of an embed when older turns have had their buttons retired) stays in
    // view above the bar and takes a click there (on his phone, as on Discord's).
    const bar = (await bob.evaluate(`(async () => {
      const list = document.getElementById('messages');
      const articles = [...list.querySelectorAll('article.message')];
      const end = articles.at(-1).getBoundingClientRect().bottom;
      // Far enough above the newest message that the view stays away from the present, with the bar.
      const far = (e) => end - e.getBoundingClientRect().bottom > 200;
      const probe = [...list.querySelectorAll('button.button')].filter(far).at(-1) ?? [...list.querySelectorAll('.embed-footer, .content')].filter(far).at(-1);
      if (!probe) return null;
      probe.scrollIntoView({ block: 'end' });
      // The page hears the scroll (and shows or hides the bar) before the next frames.
      await new Promise((done) => setTimeout(done, 200));
      const jump = document.getElementById('jump');
      const box = probe.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
      return {
        label: probe.textContent,
        shown: !jump.hidden,
        barTop: jump.getBoundingClientRect().top,
        listBottom: list.getBoundingClientRect().bottom,
        probeBottom: box.bottom,
        hit: hit === null ? null : probe.contains(hit) ? 'probe' : (hit.closest('[id]')?.id ?? hit.tagName),
      };
    })()`)) as { label: string; shown: boolean; barTop: number; listBottom: number; probeBottom: number; hit: string | null } | null;
    expect(bar, 'a button or text of a message before the newest one').not.toBeNull();
    expect(bar!.shown, 'still away from the present').toBe(true);
    expect(bar!.listBottom, 'the list ends above the bar').toBeLessThanOrEqual(bar!.barTop + 0.5);
    expect(bar!.probeBottom, `"${bar!.label}" shows above the bar`).toBeLessThanOrEqual(bar!.barTop + 0.5);
    expect(bar!.hit, `what is at the bottom of "${bar!.label}"`).toBe('probe');
    await screenshot(bob, 'playground-jump-above-bar-phone');
    await bob.click('#jump');
    await bob.waitForSelector('#jump[hidden]', { state: 'attached' });
    // Scrolled up again, he sends a command: his page jumps to the present and follows the bot's
    // answer (private, his page alone shows it), which names the command as his French Discord does.
    await bob.evaluate(`document.getElementById('messages').scrollTop = 0`);
    await bob.waitForSelector('#jump:not([hidden])');
    await bob.fill('#input', '/parties');
    await bob.press('#input', 'Enter');
    await bob.waitForFunction(`[...document.querySelectorAll('#messages article.message.ephemeral .command-name')].some((c) => c.textContent === '/parties')`, undefined, { timeout: 30_000 });
    await bob.waitForSelector('#jump[hidden]', { state: 'attached' });
    // A click scrolled up (Play, on alice's turn: not his game) leaves the view where it is; the answer to it comes into view.
    const shown = await aliceToPlay(aliceId);
    await bob.evaluate(`document.getElementById('messages').scrollTop = 0`);
    await bob.waitForSelector('#jump:not([hidden])');
    const answers = await bob.locator('#messages article.message.ephemeral').count();
    await bob.evaluate(`document.querySelector('#m-${shown.turn.id} [data-custom="${shown.play}"]').click()`);
    await bob.waitForFunction(`document.querySelectorAll('#messages article.message.ephemeral').length > ${answers}`, undefined, { timeout: 30_000 });
    await bob.waitForSelector('#jump[hidden]', { state: 'attached' });

    const before = {
      channels: (await api<{ channels: PageChannel[] }>('/api/state')).channels.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId })),
      users: (await api<{ users: { id: string; name: string }[] }>('/api/state')).users.map((u) => ({ id: u.id, name: u.name })),
      thread: (await messagesOf(threadId)).map((m) => ({ id: m.id, content: m.content, revision: m.revision })),
    };

    // Ctrl-C: both pages say at once that the bot is offline, and that they are reconnecting.
    await stopProcess();
    for (const page of [alice, bob]) {
      await page.waitForSelector('#bot-status.offline');
      await page.waitForSelector('body[data-live="no"]');
    }
    expect(await bob.locator('#bot-status').textContent()).toContain('hors ligne');
    await screenshot(bob, 'playground-offline-phone');

    // The same command again: the pages come back by themselves, the bot online.
    url = await startProcess();
    for (const page of [alice, bob]) {
      await page.waitForSelector('body[data-live="yes"]', { timeout: 60_000 });
      await page.waitForSelector('#bot-status.online', { timeout: 60_000 });
    }
    const after = {
      channels: (await api<{ channels: PageChannel[] }>('/api/state')).channels.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId })),
      users: (await api<{ users: { id: string; name: string }[] }>('/api/state')).users.map((u) => ({ id: u.id, name: u.name })),
      thread: (await messagesOf(threadId)).map((m) => ({ id: m.id, content: m.content, revision: m.revision })),
    };
    expect(after.channels).toEqual(before.channels);
    expect(after.users).toEqual(before.users);
    expect(after.thread).toEqual(before.thread);
    // The turn message the page shows again, with its picture.
    const { turn } = await aliceToPlay(aliceId);
    await alice.waitForSelector(`#m-${turn.id}`);
    await alice.waitForFunction(`[...document.querySelectorAll('#m-${turn.id} img.media')].every((i) => i.complete && i.naturalWidth > 0)`);

    // /games lists the game, in its thread.
    await alice.fill('#input', '/games');
    await alice.press('#input', 'Enter');
    await alice.waitForFunction(`[...document.querySelectorAll('#messages article.message')].some((m) => m.querySelector('.command-name')?.textContent === '/games' && m.textContent.includes('chacun-1'))`, undefined, { timeout: 30_000 });
    // And the game goes on from the page.
    await aliceTurn(aliceId);
    const moved = await until('the game to go on', async () => {
      const now = (await messagesOf(threadId)).map((m) => m.id);
      return now.some((id) => !before.thread.some((m) => m.id === id)) ? now : undefined;
    }, 60_000);
    expect(moved.length).toBeGreaterThan(before.thread.length);
  });
});
