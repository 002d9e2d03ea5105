import { describe, expect, test } from 'vitest';
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
});
