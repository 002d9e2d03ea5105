import { describe, expect, test } from 'vitest';
import { availableParallelism } from 'node:os';
import { readConfig } from '../../src/config.ts';

describe('settings', () => {
  test.each([
    [{}, 300],
    [{ HEALTH_LOG_SECONDS: '0' }, 0],
    [{ HEALTH_LOG_SECONDS: ' 60 ' }, 60],
  ])('HEALTH_LOG_SECONDS %j gives %d', (env, seconds) => {
    const config = readConfig({ DISCORD_TOKEN: 't', ...env });
    expect(config.ok && config.value.healthLogSeconds).toBe(seconds);
  });

  test.each(['-1', '1.5', 'often', '86401'])('HEALTH_LOG_SECONDS %j is refused with the range it takes', (value) => {
    expect(readConfig({ DISCORD_TOKEN: 't', HEALTH_LOG_SECONDS: value })).toEqual({ ok: false, error: 'HEALTH_LOG_SECONDS must be a number of seconds from 0 (none) to 86400' });
  });

  test.each([
    [{}, availableParallelism()],
    [{ RENDER_WORKERS: '0' }, 0],
    [{ RENDER_WORKERS: ' 3 ' }, 3],
  ])('RENDER_WORKERS %j gives %d render worker threads (default one per core)', (env, workers) => {
    const config = readConfig({ DISCORD_TOKEN: 't', ...env });
    expect(config.ok && config.value.renderWorkers).toBe(workers);
  });

  test.each(['-1', '2.5', 'many', '65', '100'])('RENDER_WORKERS %j is refused with the range it takes', (value) => {
    expect(readConfig({ DISCORD_TOKEN: 't', RENDER_WORKERS: value })).toEqual({ ok: false, error: "RENDER_WORKERS must be a number of worker threads from 0 (draw in the bot's thread) to 64" });
  });
});

describe('RENDER_MAX_SIDE', () => {
  test('unset: each game draws at its own size; set: board images fit that many pixels', () => {
    const unset = readConfig({ DISCORD_TOKEN: 't' });
    expect(unset.ok && unset.value.renderMaxSide).toBeNull();
    const set = readConfig({ DISCORD_TOKEN: 't', RENDER_MAX_SIDE: '600' });
    expect(set.ok && set.value.renderMaxSide).toBe(600);
  });

  test.each(['99', '199', '5000', 'big', '600.5'])('RENDER_MAX_SIDE %j is refused with the range it takes', (value) => {
    expect(readConfig({ DISCORD_TOKEN: 't', RENDER_MAX_SIDE: value })).toEqual({ ok: false, error: 'RENDER_MAX_SIDE must be a number of pixels from 200 to 4000 (or empty: each game’s own size)' });
  });
});
