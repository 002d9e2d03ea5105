import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../../src/playground/discord/fake-discord.ts';
import { tempDir } from './harness.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

interface Run {
  readonly code: Promise<number | null>;
  readonly out: () => string;
  readonly err: () => string;
  readonly kill: (signal: NodeJS.Signals) => void;
  readonly waitFor: (text: string, timeoutMs?: number) => Promise<void>;
}

/** Runs a script of the project with tsx, in a folder without any .env, with only the given environment. */
function run(script: string, env: Record<string, string>, cwd: string): Run {
  const child = spawn(process.execPath, ['--import', TSX, join(ROOT, script)], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: cwd, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
  return {
    code,
    out: () => out,
    err: () => err,
    kill: (signal) => child.kill(signal),
    waitFor: async (text, timeoutMs = 20_000) => {
      const start = Date.now();
      while (!(out + err).includes(text)) {
        if (Date.now() - start > timeoutMs) throw new Error(`"${text}" not seen; stderr:\n${err}`);
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before "${text}"; stderr:\n${err}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

let discord: FakeDiscord | null = null;
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await discord?.close();
  discord = null;
  await cleanup?.();
  cleanup = null;
});

describe('npm start and npm run register', () => {
  test('without a token: the playground starts (local Discord, the bot, the page), says where in one line, and stops cleanly on Ctrl-C', async () => {
    const dir = await tempDir();
    cleanup = dir.remove;
    const started = run('src/main.ts', { PLAYGROUND_PORT: '0' }, dir.path);
    await started.waitFor('Playground: http://127.0.0.1:', 60_000);
    const line = started.out().split('\n').find((l) => l.startsWith('Playground: '))!;
    expect(line).toMatch(/^Playground: http:\/\/127\.0\.0\.1:\d+ \(games stored in data\/playground\.sqlite; to play on Discord, set DISCORD_TOKEN in \.env \(see README\.md\); Ctrl-C stops\)$/);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)![0];
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>ChaCuN playground</title>');
    const state = (await (await fetch(`${url}/api/state`)).json()) as { botOnline: boolean; commands: { name: string }[] };
    expect(state.botOnline).toBe(true);
    expect(state.commands.map((c) => c.name)).toContain('chacun');
    started.kill('SIGINT');
    expect(await started.code).toBe(0);
    expect(started.err()).not.toContain('ERROR');
    await expect(stat(join(dir.path, 'data/playground.sqlite'))).resolves.toBeDefined();
  });

  test('a wrong playground setting is named, and nothing starts', async () => {
    const dir = await tempDir();
    cleanup = dir.remove;
    const started = run('src/main.ts', { PLAYGROUND_PORT: 'eighty' }, dir.path);
    expect(await started.code).toBe(1);
    expect(started.err()).toContain('PLAYGROUND_PORT must be a port number');
  });

  test('register puts every game’s command in the dev guild and prints the invite link', async () => {
    const dir = await tempDir();
    cleanup = dir.remove;
    discord = await startFakeDiscord();
    const registered = run('src/cli/register.ts', { DISCORD_TOKEN: discord.botToken, DEV_GUILD_ID: discord.guildId, DISCORD_API_URL: discord.apiUrl }, dir.path);
    expect(await registered.code).toBe(0);
    expect(registered.out()).toContain(`in guild ${discord.guildId}`);
    expect(registered.out()).toMatch(/https:\/\/discord\.com\/oauth2\/authorize\?client_id=\d+&scope=bot\+applications\.commands&permissions=\d+/);
    expect(discord.commands(discord.guildId).map((c) => c.name)).toEqual(['chacun', 'scrabble', 'jass', 'tchu', 'games', 'settings', 'stats', 'leaderboard', 'tournament', 'lfg', 'help']);
  });

  test('the bot runs from the environment, answers, and stops cleanly on SIGTERM with its store closed', async () => {
    const dir = await tempDir();
    cleanup = dir.remove;
    discord = await startFakeDiscord();
    const started = run(
      'src/main.ts',
      { DISCORD_TOKEN: discord.botToken, DISCORD_API_URL: discord.apiUrl, STORE_URL: `sqlite://${join(dir.path, 'data/games.sqlite')}`, LOG_LEVEL: 'info', HEALTH_LOG_SECONDS: '1' },
      dir.path,
    );
    await started.waitFor('games resumed');
    const user = discord.createMember({ username: 'alice' });
    const help = await discord.slashCommand({ user, name: 'chacun', subcommand: 'help' }).reply(10_000);
    expect(help.embeds[0]?.title).toBe('ChaCuN — how to play here');
    // Every second here, a health line: the event loop's delay and the memory.
    await started.waitFor('health');
    expect(started.err()).toMatch(/health.*eventLoopMaxMs.*rssMiB/);
    started.kill('SIGTERM');
    expect(await started.code).toBe(0);
    expect(started.err()).toContain('shutting down');
    expect(started.err()).toContain('goodbye');
    expect(started.err()).not.toContain('ERROR');
  });
});
