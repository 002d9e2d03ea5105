import { ShardingManager, type Shard } from 'discord.js';
import type { Config } from '../config.ts';
import type { HostedGames } from './hosting.ts';
import type { Logger } from '../log.ts';
import { mainFile, onStopSignals } from '../runtime.ts';
import { SessionManager } from '../session/manager.ts';
import { openStore } from '../session/store.ts';
import { upgradeIndex } from './app.ts';

/** The script every shard runs: the bot's own entry point, as this process runs it (compiled by `npm start`). */
const MAIN = mainFile();

/** How long a shard may take from its start to Discord's READY (loading the games, logging in) or to standing by. */
const SHARD_READY_TIMEOUT_MS = 120_000;

/**
 * The key of the messages a shard sends its manager about its lease (src/bot/lease.ts):
 * `standby` (another process serves the shard; this one waits to take over), `held` (the same,
 * with STANDBY=exit: the manager stops every shard).
 */
export const LEASE_MESSAGE = 'shardLease';

/** How a shard's start ended: Discord's READY, or standing by for its lease. */
type Started = 'ready' | 'standby' | 'held';

/** Waits until a shard is ready, stands by, or finds its lease held; fails if it dies or takes too long. */
function started(shard: Shard, timeoutMs: number): Promise<Started> {
  return new Promise((resolve, reject) => {
    const done = (): void => {
      clearTimeout(timer);
      shard.off('ready', onReady);
      shard.off('message', onMessage);
      shard.off('death', onDeath);
    };
    const onReady = (): void => {
      done();
      resolve('ready');
    };
    const onMessage = (message: unknown): void => {
      const said = typeof message === 'object' && message !== null ? (message as Record<string, unknown>)[LEASE_MESSAGE] : undefined;
      if (said !== 'standby' && said !== 'held') return;
      done();
      resolve(said);
    };
    const onDeath = (): void => {
      done();
      reject(new Error(`shard ${shard.id} exited before it was ready`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`shard ${shard.id} was not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    shard.on('ready', onReady);
    shard.on('message', onMessage);
    shard.on('death', onDeath);
  });
}

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
 * `npm start` with SHARDING set (or SHARD_LIST and SHARD_COUNT): runs the bot as shards of
 * discord.js's ShardingManager, one process each, every one on the same shared store and
 * serving its own servers (Discord routes each server to one shard): all the shards, or those
 * of SHARD_LIST when hosts split them. Before the first shard starts, the store is upgraded here
 * (a store of an earlier version). Each shard holds its own lease (src/bot/lease.ts): one whose
 * lease another process holds stands by, and the next shard starts (with STANDBY=exit, every
 * shard is stopped instead). A shard that dies is started again by the manager; SIGINT or
 * SIGTERM stop every shard cleanly (each stores and announces what it has under way), then this
 * process. Resolves with the exit code.
 */
export async function runShards(config: Config, games: HostedGames, log: Logger): Promise<number> {
  const store = await openStore(config.storeUrl);
  if (!store.ok) {
    log.error('cannot open the store: check STORE_URL', { code: store.error.code, detail: store.error.message });
    return 1;
  }
  const upgraded = await upgradeIndex(new SessionManager(store.value, games, { onWarning: (message) => log.warn(message) }), log);
  await store.value.close();
  if (!upgraded) return 1;

  let count: number;
  try {
    count = config.sharding === 'auto' ? await recommendedShards(config.token, config.apiUrl) : (config.sharding ?? 1);
  } catch (error) {
    log.error('cannot ask Discord how many shards to run', { error });
    return 1;
  }
  const shardList = config.shardList ?? [...Array(count).keys()];
  // The shards run this same entry point with the same options (tsx's loader when it runs from TypeScript).
  const manager = new ShardingManager(MAIN, { totalShards: count, shardList, token: config.token, execArgv: process.execArgv, respawn: true, mode: 'process' });
  let held: (() => void) | null = null;
  manager.on('shardCreate', (shard: Shard) => {
    log.info('shard starting', { shard: shard.id, of: count });
    shard.on('death', () => {
      if (manager.respawn) log.warn('shard stopped: starting it again', { shard: shard.id });
    });
    shard.on('message', (message: unknown) => {
      const said = typeof message === 'object' && message !== null ? (message as Record<string, unknown>)[LEASE_MESSAGE] : undefined;
      if (said === 'held') held?.();
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
    onStopSignals(
      (signal) => void stop(signal).then(() => resolve(0)),
      (signal) => {
        log.warn('second signal: exiting at once', { signal });
        process.exit(1);
      },
    );
    held = () => {
      if (stopping !== null) return;
      log.error('another process serves a shard of this host: stopping every shard (STANDBY=exit)', { shards: shardList });
      void stop('lease held').then(() => resolve(1));
    };
  });

  // One shard after the other, `shardSpawnDelayMs` apart when it identified to Discord (a standby did not).
  const standingBy: number[] = [];
  try {
    for (const id of shardList) {
      if (stopping !== null) break;
      const shard = manager.createShard(id);
      const outcome = started(shard, SHARD_READY_TIMEOUT_MS);
      // No wait of its own (nor on a restart): `started` waits for READY or a standby.
      await shard.spawn(-1);
      const how = await outcome;
      if (how === 'standby') standingBy.push(id);
      else if (how === 'ready' && config.shardSpawnDelayMs > 0 && id !== shardList[shardList.length - 1]) await new Promise((done) => setTimeout(done, config.shardSpawnDelayMs));
    }
    if (stopping === null) {
      if (standingBy.length === 0) log.info('every shard is ready', { shards: shardList.length });
      else log.warn('shards started, some standing by for another process', { shards: shardList, standingBy });
    }
  } catch (error) {
    log.error('a shard did not start', { error });
    await stop('failed start');
    return 1;
  }
  return finished;
}
