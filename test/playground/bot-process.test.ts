import { describe, expect, test } from 'vitest';
import { botProcess } from '../../src/playground/bot-process.ts';
import { BUILT_MAIN } from '../built.ts';

describe('the playground’s bot process', () => {
  test('a bot that stops before it is ready says why: the setting it refused comes with the playground’s error', async () => {
    const lines: string[] = [];
    const bot = botProcess({
      token: 'not-a-real-token',
      apiUrl: 'http://127.0.0.1:9/api',
      storeUrl: 'memory://',
      env: { PATH: process.env.PATH ?? '', RENDER_WORKERS: 'many' },
      onLine: (line) => lines.push(line),
      onExit: () => undefined,
      main: BUILT_MAIN,
    });
    await expect(bot.start()).rejects.toThrow(
      "the bot stopped before it was ready (exit 1): RENDER_WORKERS must be a number of worker threads from 0 (draw in the bot's thread) to 64",
    );
    expect(bot.running()).toBe(false);
    expect(lines).toContain("RENDER_WORKERS must be a number of worker threads from 0 (draw in the bot's thread) to 64");
  });
});
