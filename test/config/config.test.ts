import { describe, expect, test } from 'vitest';
import { availableParallelism } from 'node:os';
import { defaultRenderWorkers, readConfig } from '../../src/config.ts';

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
    [{}, Math.max(1, Math.floor(availableParallelism() / 2))],
    [{ RENDER_WORKERS: '0' }, 0],
    [{ RENDER_WORKERS: ' 3 ' }, 3],
  ])('RENDER_WORKERS %j gives %d render worker threads (default one per two cores)', (env, workers) => {
    const config = readConfig({ DISCORD_TOKEN: 't', ...env });
    expect(config.ok && config.value.renderWorkers).toBe(workers);
  });

  test.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
    [16, 8],
  ])('%d cores: %d render threads by default', (cores, workers) => {
    expect(defaultRenderWorkers(cores)).toBe(workers);
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

describe('RENDER_WARM_UP', () => {
  test.each([
    [{}, true],
    [{ RENDER_WARM_UP: '' }, true],
    [{ RENDER_WARM_UP: 'on' }, true],
    [{ RENDER_WARM_UP: ' OFF ' }, false],
  ])('%j: painters prepared at start %s', (env, warmUp) => {
    const config = readConfig({ DISCORD_TOKEN: 't', ...env });
    expect(config.ok && config.value.renderWarmUp).toBe(warmUp);
  });

  test.each(['no', '0', 'later'])('RENDER_WARM_UP %j is refused with the two it takes', (value) => {
    expect(readConfig({ DISCORD_TOKEN: 't', RENDER_WARM_UP: value })).toEqual({
      ok: false,
      error: 'RENDER_WARM_UP must be on (every game’s painters prepared at start, so that the first image is quick) or off (each prepared as it first draws)',
    });
  });
});

describe('SHARDING', () => {
  test.each([
    [{}, null],
    [{ SHARDING: 'off' }, null],
    [{ SHARDING: ' AUTO ' }, 'auto'],
    [{ SHARDING: '2' }, 2],
  ])('%j runs %j shards (null: one process, the default)', (env, sharding) => {
    const config = readConfig({ DISCORD_TOKEN: 't', STORE_URL: 'redis://127.0.0.1:6379', ...env });
    expect(config.ok && config.value.sharding).toBe(sharding);
  });

  test.each(['0', '-1', '1.5', 'many', '257'])('SHARDING %j is refused with the values it takes', (value) => {
    expect(readConfig({ DISCORD_TOKEN: 't', SHARDING: value })).toEqual({ ok: false, error: 'SHARDING must be off (one process), auto (as many shards as Discord recommends) or a number of shards from 1 to 256' });
  });

  test.each(['memory://', 'sqlite://:memory:'])('shards cannot share a store kept in one process’s memory (%s): refused, with the stores that work', (url) => {
    const config = readConfig({ DISCORD_TOKEN: 't', SHARDING: '2', STORE_URL: url });
    expect(config.ok).toBe(false);
    expect(!config.ok && config.error).toMatch(/^SHARDING needs a store that every shard process shares: STORE_URL redis:\/\/, rediss:\/\/, postgres:\/\/, postgresql:\/\/ or a sqlite:\/\/ file/);
  });

  test('a SQLite file or a server is shared; the wait between shard starts is 5.5 s unless set', () => {
    const sqlite = readConfig({ DISCORD_TOKEN: 't', SHARDING: '2', STORE_URL: 'sqlite://data/games.sqlite' });
    expect(sqlite.ok && [sqlite.value.sharding, sqlite.value.shardSpawnDelayMs]).toEqual([2, 5500]);
    const quick = readConfig({ DISCORD_TOKEN: 't', SHARDING: '2', SHARD_SPAWN_DELAY_MS: '0' });
    expect(quick.ok && quick.value.shardSpawnDelayMs).toBe(0);
    expect(readConfig({ DISCORD_TOKEN: 't', SHARD_SPAWN_DELAY_MS: 'soon' })).toEqual({ ok: false, error: 'SHARD_SPAWN_DELAY_MS must be a number of milliseconds from 0 to 60000' });
  });
});

describe('hosts splitting the shards, and standbys', () => {
  test.each([
    [{ SHARD_LIST: '0,1', SHARD_COUNT: '4' }, [0, 1], 4],
    [{ SHARD_LIST: ' 3 , 2 ', SHARD_COUNT: '4', SHARDING: '4' }, [2, 3], 4],
    [{ SHARD_LIST: '0', SHARD_COUNT: '1' }, [0], 1],
  ])('SHARD_LIST and SHARD_COUNT %j: this host runs shards %j of %d', (env, list, count) => {
    const config = readConfig({ DISCORD_TOKEN: 't', STORE_URL: 'redis://127.0.0.1:6379', ...env });
    expect(config.ok && [config.value.shardList, config.value.sharding]).toEqual([list, count]);
  });

  test.each([
    [{ SHARD_LIST: '0,1' }, 'SHARD_LIST is set without SHARD_COUNT: set SHARD_COUNT to the number of shards of every host together'],
    [{ SHARD_COUNT: '2' }, 'SHARD_COUNT is set without SHARD_LIST: set both (SHARD_LIST the shards this host runs, e.g. 0,1; SHARD_COUNT the shards of every host), or neither'],
    [{ SHARD_LIST: '0,2', SHARD_COUNT: '2' }, 'SHARD_LIST names shard 2, but shards are numbered from 0 to 1 (SHARD_COUNT=2)'],
    [{ SHARD_LIST: '1,1', SHARD_COUNT: '2' }, 'SHARD_LIST names a shard twice'],
    [{ SHARD_LIST: '0;1', SHARD_COUNT: '2' }, 'SHARD_LIST must be shard numbers separated by commas, e.g. 0,1'],
    [{ SHARD_LIST: '', SHARD_COUNT: '0' }, 'SHARD_COUNT is set without SHARD_LIST: set both (SHARD_LIST the shards this host runs, e.g. 0,1; SHARD_COUNT the shards of every host), or neither'],
    [{ SHARD_LIST: '0', SHARD_COUNT: '0' }, 'SHARD_COUNT must be a number of shards from 1 to 256'],
    [{ SHARD_LIST: '0', SHARD_COUNT: '2', SHARDING: 'auto' }, 'SHARDING=auto cannot be split between hosts: with SHARD_LIST, leave SHARDING off (SHARD_COUNT is the number of shards)'],
    [{ SHARD_LIST: '0', SHARD_COUNT: '2', SHARDING: '3' }, 'SHARDING=3 and SHARD_COUNT=2 disagree: with SHARD_LIST, leave SHARDING off'],
  ])('%j is refused at start-up, saying why', (env, error) => {
    expect(readConfig({ DISCORD_TOKEN: 't', STORE_URL: 'redis://127.0.0.1:6379', ...env })).toEqual({ ok: false, error });
  });

  test('hosts cannot split shards over a store kept in one process’s memory', () => {
    const config = readConfig({ DISCORD_TOKEN: 't', STORE_URL: 'memory://', SHARD_LIST: '0', SHARD_COUNT: '2' });
    expect(!config.ok && config.error).toMatch(/^SHARDING needs a store that every shard process shares/);
  });

  test('a shard’s own process ignores the SHARD_COUNT and SHARDS its sharding manager gives it', () => {
    const config = readConfig({ DISCORD_TOKEN: 't', SHARDING_MANAGER: 'true', SHARDS: '1', SHARD_COUNT: '2' });
    expect(config.ok && config.value.shardList).toBeNull();
  });

  test.each([
    [{}, 'wait', 30],
    [{ STANDBY: ' EXIT ', LEASE_SECONDS: '2' }, 'exit', 2],
    [{ STANDBY: 'wait', LEASE_SECONDS: '600' }, 'wait', 600],
  ])('STANDBY and LEASE_SECONDS %j: %s, a lease of %d s', (env, standby, seconds) => {
    const config = readConfig({ DISCORD_TOKEN: 't', ...env });
    expect(config.ok && [config.value.standby, config.value.leaseSeconds]).toEqual([standby, seconds]);
  });

  test('a wrong STANDBY or LEASE_SECONDS is refused with what it takes', () => {
    expect(readConfig({ DISCORD_TOKEN: 't', STANDBY: 'both' })).toEqual({ ok: false, error: 'STANDBY must be wait (a second process for the same shards stands by and takes over when the first is gone) or exit (it stops at once)' });
    for (const value of ['0', '601', '1.5', 'long']) expect(readConfig({ DISCORD_TOKEN: 't', LEASE_SECONDS: value })).toEqual({ ok: false, error: 'LEASE_SECONDS must be a number of seconds from 1 to 600' });
  });
});
