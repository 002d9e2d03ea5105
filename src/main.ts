import 'dotenv/config';
import { readConfig } from './config.ts';
import { createLogger, withFields } from './log.ts';
import { BOT_MALLOC_ENV, onStopSignals } from './runtime.ts';
import type { HostedGames } from './bot/hosting.ts';

/**
 * `npm start`: runs the bot from the environment and `.env`. Without a token (or with
 * `--playground`, `npm run play`) it starts the playground instead: a local Discord, this same bot
 * connected to it, and a web page (src/playground/). SIGINT/SIGTERM stop it cleanly: no new
 * interactions, the moves under way are stored and announced, then the client logs out and the
 * store is closed. With SHARDING set, this process runs discord.js's sharding manager instead
 * (src/bot/sharding.ts), which runs this same file once per shard.
 */
/** The composition root's table of hosted games, loaded when this process needs the games. */
async function hostedGames(): Promise<HostedGames> {
  return (await import('./hosted.ts')).HOSTED;
}

async function main(): Promise<number> {
  const asked = process.argv.includes('--playground');
  if (asked || (process.env.DISCORD_TOKEN?.trim() ?? '') === '') {
    const level = process.env.LOG_LEVEL?.trim().toLowerCase();
    // Loaded only here, and the bot only below; the playground's process loads the games only to register their commands (its child bot plays them).
    const { runPlayground } = await import('./playground/run.ts');
    return runPlayground(process.env, createLogger(level === 'debug' || level === 'info' || level === 'error' ? level : 'warn'), hostedGames);
  }
  const config = readConfig(process.env);
  if (!config.ok) {
    process.stderr.write(`${config.error}\n`);
    return 1;
  }
  const { token, storeUrl, logLevel, apiUrl, aiDelayMs, healthLogSeconds, renderWorkers, renderMaxSide, renderWarmUp, sharding, standby, leaseSeconds } = config.value;
  const { isShardProcess, runShards, LEASE_MESSAGE } = await import('./bot/sharding.ts');
  const shard = isShardProcess(process.env);
  // The manager's process ends when its shards have (the shards' children, timers and sockets are theirs).
  if (sharding !== null && !shard) process.exit(await runShards(config.value, await hostedGames(), createLogger(logLevel)));
  // A shard's lines say which shard wrote them (they all go to the manager's output).
  const log = shard ? withFields(createLogger(logLevel), { shard: Number(process.env.SHARDS) }) : createLogger(logLevel);
  // glibc reads them only when a process starts: said once, for whoever writes the service file.
  const unset = process.platform === 'linux' ? Object.keys(BOT_MALLOC_ENV).filter((name) => process.env[name] === undefined) : [];
  if (unset.length > 0) log.info('allocator settings not set: the bot holds more memory (docs/operations.md, What a server needs)', { unset, advised: BOT_MALLOC_ENV });
  const [{ createBot }, { openStore }, { Lease, leaseKey, leaseTimes, takeLease }] = await Promise.all([import('./bot/app.ts'), import('./session/store.ts'), import('./bot/lease.ts')]);
  const store = await openStore(storeUrl);
  if (!store.ok) {
    log.error('cannot open the store: check STORE_URL', { code: store.error.code, detail: store.error.message });
    return 1;
  }
  // A long-running bot logs what slipped through rather than dying on it (handlers catch their own errors).
  process.on('unhandledRejection', (reason) => log.error('unhandled rejection', { error: reason }));
  // One process serves a shard (the single bot is shard 0 of 1): it holds the shard's lease before it logs in (src/bot/lease.ts).
  const lease = new Lease(store.value, shard ? leaseKey(Number(process.env.SHARDS), Number(process.env.SHARD_COUNT)) : leaseKey(0, 1), leaseTimes(leaseSeconds));
  const standingBy = new AbortController();
  const bot = createBot({
    token,
    games: await hostedGames(),
    store: store.value,
    log,
    aiDelayMs,
    healthLogSeconds,
    renderer: { workers: renderWorkers, ...(renderMaxSide === null ? {} : { maxSide: renderMaxSide }) },
    warmUp: renderWarmUp,
    ...(apiUrl === null ? {} : { rest: { api: apiUrl } }),
  });
  // Before the lease: the first images' preparation (a long synchronous stretch) does not eat into the time a lease lasts, and a standby takes over ready.
  bot.warmUp();

  let stopping: Promise<void> | null = null;
  const shutdown = (signal: string): void => {
    if (stopping !== null) return;
    log.info('shutting down', { signal });
    standingBy.abort();
    stopping = (async () => {
      await bot.stop();
      // Written back empty only now that every move under way is stored: a standby takes over at once.
      const released = await lease.release();
      if (!released.ok) log.warn('lease not released: a standby takes over when it ends', { lease: lease.key, code: released.error.code });
      await store.value.close();
      log.info('goodbye');
    })();
    stopping.then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('unclean shutdown', { error });
        process.exit(1);
      },
    );
  };
  onStopSignals(shutdown, (signal) => {
    log.warn('second signal: exiting at once', { signal });
    process.exit(1);
  });
  // Run by the playground (src/playground/bot-process.ts) or the sharding manager: stop with it, however it ended
  // (a shard also gets the terminal's Ctrl-C along with its manager: that is not a second signal).
  if (process.send !== undefined) process.on('disconnect', () => stopping === null && shutdown(shard ? 'sharding manager gone' : 'playground gone'));

  const taking = await takeLease(lease, { standby, log, signal: standingBy.signal, onStandby: () => shard && process.send?.({ [LEASE_MESSAGE]: 'standby' }) });
  if (taking === 'aborted' || stopping !== null) return 0;
  if (taking === 'held') {
    // A shard waits for its manager, told here, to stop every shard; a single bot stops now.
    if (shard) {
      process.send?.({ [LEASE_MESSAGE]: 'held' });
      // Nothing else keeps this process alive until the manager lets go of it.
      process.channel?.ref();
      return 0;
    }
    await store.value.close();
    return 1;
  }
  lease.keep((reason) => {
    log.error('lease lost: another process may serve this shard now; stopping at once', { lease: lease.key, reason: reason.kind, ...(reason.kind === 'taken over' ? { heldBy: reason.holder } : {}) });
    // No interaction more from this moment: the client goes first; what this process had under way, the next holder resumes.
    void (async () => {
      await bot.client.destroy().catch(() => {});
      await store.value.close();
      process.exit(1);
    })();
  });
  try {
    await bot.start();
  } catch (error) {
    const invalid = error instanceof Error && /token/i.test(error.message);
    log.error(invalid ? 'Discord refused the token: check DISCORD_TOKEN in .env' : 'could not connect to Discord', { error });
    await bot.stop().catch(() => {});
    await lease.release();
    await store.value.close();
    return 1;
  }
  return 0;
}

const code = await main();
if (code !== 0) process.exit(code);
// The playground ran in the foreground and was stopped: leave even if a timer or socket lingers.
if (process.argv.includes('--playground') || (process.env.DISCORD_TOKEN?.trim() ?? '') === '') process.exit(0);
