import 'dotenv/config';
import { readConfig } from './config.ts';
import { createLogger, withFields } from './log.ts';

/**
 * `npm start`: runs the bot from the environment and `.env`. Without a token (or with
 * `--playground`, `npm run play`) it starts the playground instead: a local Discord, this same bot
 * connected to it, and a web page (src/playground/). SIGINT/SIGTERM stop it cleanly: no new
 * interactions, the moves under way are stored and announced, then the client logs out and the
 * store is closed. With SHARDING set, this process runs discord.js's sharding manager instead
 * (src/bot/sharding.ts), which runs this same file once per shard.
 */
async function main(): Promise<number> {
  const asked = process.argv.includes('--playground');
  if (asked || (process.env.DISCORD_TOKEN?.trim() ?? '') === '') {
    const level = process.env.LOG_LEVEL?.trim().toLowerCase();
    // Loaded only here, and the bot only below: the playground's process does not load the games (its child bot does).
    const { runPlayground } = await import('./playground/run.ts');
    return runPlayground(process.env, createLogger(level === 'debug' || level === 'info' || level === 'error' ? level : 'warn'), asked ? 'asked' : 'no-token');
  }
  const config = readConfig(process.env);
  if (!config.ok) {
    process.stderr.write(`${config.error}\n`);
    return 1;
  }
  const { token, storeUrl, logLevel, apiUrl, botDelayMs, healthLogSeconds, renderWorkers, renderMaxSide, sharding } = config.value;
  const { isShardProcess, runShards } = await import('./bot/sharding.ts');
  const shard = isShardProcess(process.env);
  // The manager's process ends when its shards have (the shards' children, timers and sockets are theirs).
  if (sharding !== null && !shard) process.exit(await runShards(config.value, createLogger(logLevel)));
  // A shard's lines say which shard wrote them (they all go to the manager's output).
  const log = shard ? withFields(createLogger(logLevel), { shard: Number(process.env.SHARDS) }) : createLogger(logLevel);
  const [{ createBot }, { openStore }] = await Promise.all([import('./bot/app.ts'), import('./session/store.ts')]);
  const store = await openStore(storeUrl);
  if (!store.ok) {
    log.error('cannot open the store: check STORE_URL', { code: store.error.code, detail: store.error.message });
    return 1;
  }
  // A long-running bot logs what slipped through rather than dying on it (handlers catch their own errors).
  process.on('unhandledRejection', (reason) => log.error('unhandled rejection', { error: reason }));
  const bot = createBot({
    token,
    store: store.value,
    log,
    botDelayMs,
    healthLogSeconds,
    renderer: { workers: renderWorkers, ...(renderMaxSide === null ? {} : { maxSide: renderMaxSide }) },
    ...(apiUrl === null ? {} : { rest: { api: apiUrl } }),
  });

  let stopping: Promise<void> | null = null;
  const shutdown = (signal: string): void => {
    if (stopping !== null) {
      log.warn('second signal: exiting at once', { signal });
      process.exit(1);
    }
    log.info('shutting down', { signal });
    stopping = (async () => {
      await bot.stop();
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
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Run by the playground (src/playground/bot-process.ts) or the sharding manager: stop with it, however it ended
  // (a shard also gets the terminal's Ctrl-C along with its manager: that is not a second signal).
  if (process.send !== undefined) process.on('disconnect', () => stopping === null && shutdown(shard ? 'sharding manager gone' : 'playground gone'));

  try {
    await bot.start();
  } catch (error) {
    const invalid = error instanceof Error && /token/i.test(error.message);
    log.error(invalid ? 'Discord refused the token: check DISCORD_TOKEN in .env' : 'could not connect to Discord', { error });
    await bot.stop().catch(() => {});
    await store.value.close();
    return 1;
  }
  return 0;
}

const code = await main();
if (code !== 0) process.exit(code);
// The playground ran in the foreground and was stopped: leave even if a timer or socket lingers.
if (process.argv.includes('--playground') || (process.env.DISCORD_TOKEN?.trim() ?? '') === '') process.exit(0);
