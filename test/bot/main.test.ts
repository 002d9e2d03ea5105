import { spawn } from 'node:child_process';
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
  test('without a token: how to create the application and fill .env, and exit code 1', async () => {
    const dir = await tempDir();
    cleanup = dir.remove;
    const started = run('src/main.ts', {}, dir.path);
    expect(await started.code).toBe(1);
    expect(started.err()).toContain('No Discord bot token: DISCORD_TOKEN is not set.');
    expect(started.err()).toContain('https://discord.com/developers/applications');
    expect(started.err()).toContain('.env');
  });

  test('register puts every game’s command in the dev guild and prints the invite link', async () => {
    const dir = await tempDir();
    cleanup = dir.remove;
    discord = await startFakeDiscord();
    const registered = run('src/bot/register.ts', { DISCORD_TOKEN: discord.botToken, DEV_GUILD_ID: discord.guildId, DISCORD_API_URL: discord.apiUrl }, dir.path);
    expect(await registered.code).toBe(0);
    expect(registered.out()).toContain(`in guild ${discord.guildId}`);
    expect(registered.out()).toMatch(/https:\/\/discord\.com\/oauth2\/authorize\?client_id=\d+&scope=bot\+applications\.commands&permissions=\d+/);
    expect(discord.commands(discord.guildId).map((c) => c.name)).toEqual(['chacun', 'scrabble', 'jass', 'tchu', 'games']);
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
