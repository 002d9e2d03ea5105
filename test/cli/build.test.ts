import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildDist } from '../../src/cli/build.ts';
import { BOT_MALLOC_ENV, BOT_NODE_OPTIONS } from '../../src/runtime.ts';
import type { HostedGames } from '../../src/bot/hosting.ts';
import { startFakeDiscord } from '../../src/playground/discord/fake-discord.ts';
import { buttonsOf, tempDir } from '../bot/harness.ts';
import { linesOf, startBot } from '../bot/processes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/** The build of this test, in the checkout (its imports of packages resolve from there), never `dist/` (an `npm start` may be running). */
let out = '';
beforeAll(async () => {
  out = await mkdtemp(join(ROOT, 'node_modules/.cache/chacun-build-test-'));
  await buildDist(out);
}, 120_000);
afterAll(async () => {
  if (out !== '') await rm(out, { recursive: true, force: true });
});

describe('npm run build (what npm start runs)', () => {
  test('npm start builds first, then runs the compiled bot with the bot\'s Node options', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.prestart).toBe('npm run --silent build');
    expect(scripts.build).toBe('tsx src/cli/build.ts');
    expect(scripts.start).toBe(`node ${BOT_NODE_OPTIONS.join(' ')} dist/main.js`);
  });

  test('every TypeScript file of src/ becomes a JavaScript file in the same folder, importing .js files only, and the page files come along', () => {
    const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(100);
    for (const source of sources) expect(existsSync(join(out, source.replace(/\.ts$/, '.js'))), source).toBe(true);
    expect(existsSync(join(out, 'playground/web/index.html'))).toBe(true);
    const compiled = readdirSync(out, { recursive: true, encoding: 'utf8' });
    expect(compiled.filter((name) => name.endsWith('.ts'))).toEqual([]);
  });

  test('a build over an earlier one replaces it whole, leaving nothing beside it', async () => {
    writeFileSync(join(out, 'gone.js'), '');
    await buildDist(out);
    expect(existsSync(join(out, 'gone.js'))).toBe(false);
    expect(existsSync(join(out, 'main.js'))).toBe(true);
    const parent = dirname(out);
    expect(readdirSync(parent).filter((name) => name.startsWith(`${basename(out)}.`))).toEqual([]);
  }, 120_000);

  test('the compiled table of hosted games names compiled worker modules that exist', async () => {
    const { HOSTED } = (await import(pathToFileURL(join(out, 'hosted.js')).href)) as { HOSTED: HostedGames };
    const urls = [...Object.values(HOSTED.paintingModules), ...Object.values(HOSTED.aiModules)];
    // Each game's painting and AI modules, and the platform's tournament and statistics pictures.
    expect(urls).toHaveLength(HOSTED.modules.length * 2 + 2);
    for (const url of urls) {
      expect(url.endsWith('.js'), url).toBe(true);
      expect(relative(out, fileURLToPath(url)).startsWith('..'), url).toBe(false);
      expect(existsSync(fileURLToPath(url)), url).toBe(true);
    }
  }, 60_000);

  test('the compiled bot runs on Node alone: its render and AI threads load the compiled games, draw and play', async () => {
    const dir = await tempDir();
    const fake = await startFakeDiscord();
    const cleanups: (() => unknown)[] = [];
    // As `npm start` runs it on a server set up as docs/operations.md says.
    const bot = startBot(
      { ...BOT_MALLOC_ENV, DISCORD_TOKEN: fake.botToken, DISCORD_API_URL: fake.apiUrl, STORE_URL: `sqlite://${join(dir.path, 'games.sqlite')}`, LOG_LEVEL: 'debug', HEALTH_LOG_SECONDS: '1', RENDER_WORKERS: '1' },
      dir.path,
      cleanups,
      [...BOT_NODE_OPTIONS, join(out, 'main.js')],
    );
    const waitFor = (check: () => void, timeout = 60_000) =>
      vi.waitFor(
        () => {
          if (!bot.running()) throw new Error(`exited:\n${bot.err()}`);
          check();
        },
        { timeout, interval: 50 },
      );
    try {
      await bot.waitFor('games resumed');
      const alice = fake.createMember({ username: 'alice' });
      // tCHu with one AI seat: both seats choose their first tickets at once, so the AI plays at the start.
      const lobby = await fake.slashCommand({ user: alice, name: 'tchu', subcommand: 'new', options: { bots: 1 } }).reply(30_000);
      const start = buttonsOf(lobby).find(({ id }) => id.kind === 'lobby' && id.action === 'start');
      expect(start).toBeDefined();
      await fake.clickButton({ user: alice, messageId: lobby.id, customId: start!.component.custom_id }).callback(30_000);
      await bot.waitFor(' bot turn {');
      await waitFor(() => expect(fake.messages().some((m) => m.authorId === fake.botUser.id && m.attachments.length > 0)).toBe(true));
      // A health line after both threads answered a job: each reports its memory (a thread that could not load its module answers none).
      await waitFor(() => {
        const threads = linesOf(bot.err(), 'health').at(-1)?.threads as { render: unknown[]; ai: unknown[] } | undefined;
        expect(threads?.render).toHaveLength(1);
        expect(threads?.ai).toHaveLength(1);
      });
      bot.kill('SIGTERM');
      expect(await bot.exited).toBe(0);
      expect(bot.err()).not.toMatch(/ (ERROR|WARN) /);
    } finally {
      for (const cleanup of cleanups) await cleanup();
      await fake.close();
      await dir.remove();
    }
  }, 120_000);
});
