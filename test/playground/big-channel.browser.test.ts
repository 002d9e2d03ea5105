/**
 * A channel of 300 messages with 50 board images stays light in the page: it shows the newest 50
 * first and the older ones a page at a time as the reader scrolls up to them, the reader's place
 * kept; images are lazy-loaded (only those near the view are fetched), with their size known
 * before they arrive (no jumps); and a live message still shows. A change to an older message
 * made while its page is on the way shows once the page is in. `npm run bench:playground`
 * measures the same channel.
 */
import type { Page } from 'playwright-core';
import { HOSTED } from '../../src/hosted.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillChannel } from '../../src/playground/fill.ts';
import { DESKTOP, HAS_CHROMIUM, launchBrowser, NO_CHROMIUM, screenshot, type TestBrowser } from '../../src/playground/chromium.ts';
import { startPlayground, type Playground } from '../../src/playground/playground.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

let pg: Playground;
let browser: TestBrowser;

suite('a busy channel in the page', () => {
  beforeAll(async () => {
    pg = await startPlayground({ games: async () => HOSTED, storeUrl: 'memory://', bot: false, users: [{ name: 'alice', locale: 'en-US' }, { name: 'bob', locale: 'fr' }] });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await pg?.close();
  });

  test('300 messages and 50 images: the newest 50 first, the others as the reader scrolls up, few images fetched until scrolled to, each with its display size', async () => {
    const users = pg.discord.members().flatMap((m) => {
      const user = pg.discord.user(m.userId);
      return user && !user.bot ? [user] : [];
    });
    fillChannel(pg.discord, pg.discord.channelId, users, 300, 50);
    const page: Page = await browser.page(DESKTOP);
    const fetched = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/files/')) fetched.add(request.url());
    });
    await page.goto(`${pg.url}/?user=alice`);
    // The newest page, as Discord’s client opens a channel: its 9 images (every sixth message has one).
    await page.waitForFunction('document.querySelectorAll("article.message").length === 50');
    expect(await page.locator('img.media').count()).toBe(9);
    // Every image has its display size before loading: 1200×900 boards fit Discord's 550×350 box as 467×350.
    const sizes = await page.$$eval('img.media', (images) => images.map((i) => `${i.getAttribute('width')}x${i.getAttribute('height')}`));
    expect(new Set(sizes)).toEqual(new Set(['467x350']));
    await page.waitForLoadState('networkidle');
    const atBottom = fetched.size;
    expect(atBottom).toBeGreaterThan(0);
    expect(atBottom).toBeLessThan(25);
    await screenshot(page, 'big-channel-bottom');
    // At the top of the newest page, the next older one comes in above it, the reader's place kept.
    const first = await page.evaluate('(() => { const list = document.getElementById("messages"); list.scrollTop = 0; const m = list.querySelector("article.message"); return { id: m.id, top: m.getBoundingClientRect().top }; })()') as { id: string; top: number };
    await page.waitForFunction('document.querySelectorAll("article.message").length === 100');
    const moved = Number(await page.evaluate(`document.getElementById('${first.id}').getBoundingClientRect().top`));
    expect(Math.abs(moved - first.top)).toBeLessThan(2);
    expect(Number(await page.evaluate('document.getElementById("messages").scrollTop'))).toBeGreaterThan(0);
    // Back at the bottom, scrolling up to the top fetches the other pages and images as they come near.
    await page.evaluate('(() => { const list = document.getElementById("messages"); list.scrollTop = list.scrollHeight; })()');
    for (let top = Infinity, count = 0; top > 0 || count < 300; ) {
      [top, count] = (await page.evaluate('(() => { const list = document.getElementById("messages"); list.scrollBy(0, -Math.round(list.clientHeight * 0.5)); return [list.scrollTop, document.querySelectorAll("article.message").length]; })()')) as [number, number];
      // Each screenful's images arrive before the next one is looked at, as a reader would wait.
      await page.waitForFunction(
        '(() => { const l = document.getElementById("messages").getBoundingClientRect(); return [...document.querySelectorAll("img.media")].filter((i) => { const r = i.getBoundingClientRect(); return r.bottom > l.top && r.top < l.bottom; }).every((i) => i.complete && i.naturalWidth > 0); })()',
      );
    }
    expect(await page.locator('article.message').count()).toBe(300);
    expect(await page.locator('img.media').count()).toBe(50);
    expect(fetched.size).toBe(50);
    // Oldest first, each once.
    const numbers = (await page.$$eval('article.message .content', (all) => all.map((m) => /Message (\d+)/.exec(m.textContent ?? '')?.[1]))).map(Number);
    expect(numbers).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    // A live message still arrives at the bottom of the busy channel.
    pg.discord.postMessage({ user: users[1], content: 'still here' });
    await page.waitForFunction('document.querySelectorAll("article.message").length === 301');
  });

  test('an older message edited or deleted while its page is on the way shows as it is now once the page is in', async () => {
    const bot = async (method: string, path: string, body?: unknown): Promise<Response> =>
      fetch(`${pg.discord.apiUrl}/v10${path}`, { method, headers: { authorization: `Bot ${pg.discord.botToken}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const channelId = pg.discord.createTextChannel({ name: 'edits' }).id;
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push(((await (await bot('POST', `/channels/${channelId}/messages`, { content: `Line ${i}` })).json()) as { id: string }).id);
    const page: Page = await browser.page(DESKTOP);
    // The older page is held back until the changes are made, as a slow network would.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let read = false;
    await page.route('**/api/messages?*before=*', async (route) => {
      const response = await route.fetch();
      read = true;
      await held;
      await route.fulfill({ response });
    });
    await page.goto(`${pg.url}/?user=alice&channel=${channelId}`);
    await page.waitForFunction('document.querySelectorAll("article.message").length === 50');
    await page.evaluate('document.getElementById("messages").scrollTop = 0');
    // The server has read the page, before the changes; they reach the page while the page waits.
    await expect.poll(() => read).toBe(true);
    const text = async () => page.$$eval('article.message .content', (all) => all.map((m) => m.textContent ?? ''));
    const line = (n: number) => (t: string) => new RegExp(`^Line ${n}(\\D|$)`).test(t);
    expect((await text()).filter(line(3))).toEqual([]);
    expect((await bot('PATCH', `/channels/${channelId}/messages/${ids[3]}`, { content: 'Line 3, edited' })).status).toBe(200);
    expect((await bot('DELETE', `/channels/${channelId}/messages/${ids[5]}`)).status).toBe(204);
    release();
    await page.waitForFunction('document.querySelectorAll("article.message").length === 59');
    const shown = await text();
    expect(shown.filter(line(3)).map((t) => t.slice(0, 'Line 3, edited'.length))).toEqual(['Line 3, edited']);
    expect(shown.filter(line(5))).toEqual([]);
    expect(shown.filter(line(4))).toHaveLength(1);
  });
});
