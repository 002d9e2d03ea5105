import { ShardingManager, type Shard } from 'discord.js';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { GAME_CATALOG } from '../games/index.ts';
import type { Logger } from '../log.ts';
import { SessionManager } from '../session/manager.ts';
import { openStore } from '../session/store.ts';
import { upgradeIndex } from './app.ts';

/** The script every shard runs: the bot's own entry point, as `npm start` runs it. */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** How long a shard may take from its start to Discord's READY (loading the games, logging in). */
const SHARD_READY_TIMEOUT_MS = 120_000;

/** Whether this process is a shard started by the sharding manager (discord.js tells it so in its environment). */
export function isShardProcess(env: NodeJS.ProcessEnv): boolean {
  return env.SHARDING_MANAGER === 'true' && env.SHARDS !== undefined && process.send !== undefined;
}

/** The number of shards Discord recommends for the bot (`GET /gateway/bot`, through the configured API). */
async function recommendedShards(token: string, apiUrl: string | null): Promise<number> {
  const response = await fetch(`${apiUrl ?? 'https://discord.com/api'}/v10/gateway/bot`, { headers: { Authorization: `Bot ${token}` } });
  if (response.status === 401) throw new Error('Discord refused the token: check DISCORD_TOKEN in .env');
  if (!response.ok) throw new Error(`GET /gateway/bot answered ${response.status}`);
  const { shards } = (await response.json()) as { shards?: unknown };
  if (typeof shards !== 'number' || !Number.isSafeInteger(shards) || shards < 1) throw new Error('GET /gateway/bot gave no shard count');
  return shards;
}

/**
 * `npm start` with SHARDING set: runs the bot as shards of discord.js's ShardingManager, one
 * process each, every one on the same shared store and serving its own servers (Discord routes
 * each server to one shard). Before the first shard starts, the store is upgraded here, once
 * (nothing else writes it then). A shard that dies is started again by the manager; SIGINT or
 * SIGTERM stop every shard cleanly (each stores and announces what it has under way), then this
 * process. Resolves with the exit code.
 */
export async function runShards(config: Config, log: Logger): Promise<number> {
  const store = await openStore(config.storeUrl);
  if (!store.ok) {
    log.error('cannot open the store: check STORE_URL', { code: store.error.code, detail: store.error.message });
    return 1;
  }
  const upgraded = await upgradeIndex(new SessionManager(store.value, GAME_CATALOG, { onWarning: (message) => log.warn(message) }), log);
  await store.value.close();
  if (!upgraded) return 1;

  let count: number;
  try {
    count = config.sharding === 'auto' ? await recommendedShards(config.token, config.apiUrl) : (config.sharding ?? 1);
  } catch (error) {
    log.error('cannot ask Discord how many shards to run', { error });
    return 1;
  }
  // The shards run this same entry point with the same loader (tsx), as `npm start` runs it.
  const manager = new ShardingManager(MAIN, { totalShards: count, token: config.token, execArgv: process.execArgv, respawn: true, mode: 'process' });
  manager.on('shardCreate', (shard: Shard) => {
    log.info('shard starting', { shard: shard.id, of: count });
    shard.on('death', () => {
      if (manager.respawn) log.warn('shard stopped: starting it again', { shard: shard.id });
    });
  });

  let stopping: Promise<void> | null = null;
  const stop = (signal: string): Promise<void> => {
    stopping ??= (async () => {
      log.info('stopping the shards', { signal });
      manager.respawn = false;
      // Each shard stops like a single bot when its parent lets go of it (src/main.ts), then exits.
      await Promise.all(
        [...manager.shards.values()].map(async (shard) => {
          const child = shard.process;
          if (child === null || child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          if (child.connected) child.disconnect();
          else child.kill('SIGTERM');
          await exited;
        }),
      );
      log.info('goodbye');
    })();
    return stopping;
  };
  const finished = new Promise<number>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (stopping !== null) {
          log.warn('second signal: exiting at once', { signal });
          process.exit(1);
        }
        void stop(signal).then(() => resolve(0));
      });
    }
  });

  try {
    await manager.spawn({ amount: count, delay: config.shardSpawnDelayMs, timeout: SHARD_READY_TIMEOUT_MS });
    log.info('every shard is ready', { shards: count });
  } catch (error) {
    log.error('a shard did not start', { error });
    await stop('failed start');
    return 1;
  }
  return finished;
}
