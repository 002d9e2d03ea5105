/**
 * `npm run bench:playground`: how long `npm start` (no token: the playground) takes to a working
 * page, and how the page copes with a busy channel (300 messages, 50 board images) in headless
 * Chromium. Prints a table, then one JSON object as the last line.
 */
import { spawn } from 'node:child_process';
import { HOSTED } from '../hosted.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillChannel } from '../playground/fill.ts';
import { DESKTOP, HAS_CHROMIUM, launchBrowser, NO_CHROMIUM } from '../playground/chromium.ts';
import { startPlayground } from '../playground/playground.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Runs `npm start` as a new user would (no token, no .env) and times it until the page answers with the bot online. */
async function timeStart(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'chacun-start-'));
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'src/main.ts')], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: dir, PLAYGROUND_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  try {
    for (;;) {
      const url = /Playground: (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        const state = (await (await fetch(`${url}/api/state`)).json()) as { botOnline: boolean };
        const page = await fetch(url);
        if (state.botOnline && page.ok) return Date.now() - started;
      }
      if (child.exitCode !== null) throw new Error('npm start exited early');
      if (Date.now() - started > 120_000) throw new Error('npm start did not reach a working page in 2 minutes');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGINT');
    await exited;
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const startMs = await timeStart();
  const rows: [string, string][] = [['npm start → working page (bot online)', `${startMs} ms`]];
  const result: Record<string, number | string | null> = { startMs };
  if (!HAS_CHROMIUM) {
    process.stdout.write(`${NO_CHROMIUM}\n`);
  } else {
    const pg = await startPlayground({ storeUrl: 'memory://', bot: false, games: async () => HOSTED, users: [{ name: 'alice', locale: 'en-US' }, { name: 'bob', locale: 'fr' }] });
    const browser = await launchBrowser();
    try {
      const users = pg.discord.members().flatMap((m) => {
        const user = pg.discord.user(m.userId);
        return user && !user.bot ? [user] : [];
      });
      fillChannel(pg.discord, pg.discord.channelId, users, 300, 50);
      const page = await browser.page(DESKTOP);
      const fetched = new Set<string>();
      page.on('request', (request) => {
        if (request.url().includes('/files/')) fetched.add(request.url());
      });
      let t = Date.now();
      await page.goto(`${pg.url}/?user=alice`);
      // The newest page of 50, as Discord's client opens a channel; the older ones come while scrolling up.
      await page.waitForFunction('document.querySelectorAll("article.message").length === 50', undefined, { timeout: 60_000 });
      const renderMs = Date.now() - t;
      await page.waitForLoadState('networkidle');
      const imagesAtBottom = fetched.size;
      t = Date.now();
      pg.discord.postMessage({ user: users[0], content: 'a live one' });
      await page.waitForFunction('document.querySelectorAll("article.message").length === 51');
      const liveMs = Date.now() - t;
      t = Date.now();
      for (let top = Infinity, count = 0; top > 0 || count < 301; ) {
        [top, count] = (await page.evaluate('(() => { const list = document.getElementById("messages"); list.scrollBy(0, -Math.round(list.clientHeight * 0.8)); return [list.scrollTop, document.querySelectorAll("article.message").length]; })()')) as [number, number];
        await page.waitForLoadState('networkidle');
      }
      await page.waitForFunction('[...document.querySelectorAll("img.media")].every((i) => i.complete && i.naturalWidth > 0)');
      const scrollMs = Date.now() - t;
      rows.push(
        ['page: the newest 50 of 300 messages rendered', `${renderMs} ms`],
        ['images fetched while at the bottom', `${imagesAtBottom} of 50`],
        ['live message shown in the busy channel', `${liveMs} ms`],
        ['scroll to the top, the older pages and every image loaded', `${scrollMs} ms (${fetched.size} images)`],
      );
      Object.assign(result, { renderMs, imagesAtBottom, liveMs, scrollMs, imagesFetched: fetched.size });
    } finally {
      await browser.close();
      await pg.close();
    }
  }
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) process.stdout.write(`${name.padEnd(width)}  ${value}\n`);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
