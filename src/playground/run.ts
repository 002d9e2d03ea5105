/**
 * `npm start` without a token, and `npm run play`: the playground in the foreground. It prints one
 * line (the page, where games are stored, how to play on Discord instead) and stops on Ctrl-C.
 */
import type { HostedGames } from '../bot/hosting.ts';
import type { Logger } from '../log.ts';
import { redactStoreUrl, storeUrlForDriver } from '../session/store.ts';
import { isLoopback } from './guard.ts';
import { startPlayground, type Playground } from './playground.ts';
import { onStopSignals } from '../runtime.ts';

/** Where playground games are stored unless PLAYGROUND_STORE_URL says otherwise: never with real games. */
export const PLAYGROUND_STORE_URL = 'sqlite://data/playground.sqlite';
/** The page's port unless PLAYGROUND_PORT says otherwise. */
export const PLAYGROUND_PORT = 4380;

/** The playground's settings, read from the environment. */
export interface PlaygroundSettings {
  readonly host: string;
  readonly port: number;
  readonly storeUrl: string;
}

/** Reads PLAYGROUND_HOST, PLAYGROUND_PORT and PLAYGROUND_STORE_URL; a message when one is wrong. */
export function playgroundSettings(env: NodeJS.ProcessEnv): { ok: true; value: PlaygroundSettings } | { ok: false; error: string } {
  const host = env.PLAYGROUND_HOST?.trim() || '127.0.0.1';
  const portText = env.PLAYGROUND_PORT?.trim() || String(PLAYGROUND_PORT);
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65_535) return { ok: false, error: 'PLAYGROUND_PORT must be a port number from 0 (any free port) to 65535' };
  const storeUrl = env.PLAYGROUND_STORE_URL?.trim() || PLAYGROUND_STORE_URL;
  if (!/^(sqlite|redis|rediss|postgres|postgresql):\/\//.test(storeUrl) && storeUrl !== 'memory://') {
    return { ok: false, error: 'PLAYGROUND_STORE_URL must start with sqlite://, redis://, rediss://, postgres://, postgresql:// or be memory://' };
  }
  return { ok: true, value: { host, port, storeUrl } };
}

/**
 * The line the playground prints once it is ready. Where games are stored is shown as the store
 * layer shows a URL, passwords and secret parameters masked by parsing it (a password may hold
 * '/', '@' or '#'); a SQLite file by its path. How to play on Discord instead depends on whether a
 * token is set (`npm run play` starts the playground even then; `npm start` runs the bot with it).
 */
export function startLine(url: string, storeUrl: string, tokenSet: boolean): string {
  const shown = redactStoreUrl(storeUrl);
  const where = shown.startsWith('sqlite://') ? shown.slice('sqlite://'.length) : shown;
  const instead = tokenSet ? 'npm start runs the bot on Discord with the DISCORD_TOKEN set' : 'to play on Discord, set DISCORD_TOKEN in .env (see README.md)';
  return `Playground: ${url} (games stored in ${where}; ${instead}; Ctrl-C stops)`;
}

/**
 * A line of the bot's log, or an error, as the playground prints it: should the store URL appear
 * in it (as given, or as the drivers got it, percent-encoded), it is shown masked. The bot masks
 * its own lines; this keeps the playground's output safe whatever it is handed.
 */
export function maskStoreUrl(line: string, storeUrl: string): string {
  const shown = redactStoreUrl(storeUrl);
  if (shown === storeUrl) return line;
  return line.split(storeUrl).join(shown).split(storeUrlForDriver(storeUrl)).join(shown);
}

/** Runs the playground until SIGINT/SIGTERM; the exit code. */
export async function runPlayground(env: NodeJS.ProcessEnv, log: Logger, games: () => Promise<HostedGames>): Promise<number> {
  const settings = playgroundSettings(env);
  if (!settings.ok) {
    process.stderr.write(`${settings.error}\n`);
    return 1;
  }
  const { host, port, storeUrl } = settings.value;
  if (!isLoopback(host)) log.warn(`PLAYGROUND_HOST=${host}: the playground has no login, anyone who can reach this address can act as any of its users`);
  // The bot's own log: only warnings and errors, unless LOG_LEVEL asks for more.
  const level = env.LOG_LEVEL?.trim().toLowerCase() ?? 'warn';
  const shown = level === 'debug' ? /^/ : level === 'info' ? / (INFO|WARN|ERROR) / : level === 'error' ? / ERROR / : / (WARN|ERROR) /;
  let playground: Playground;
  try {
    playground = await startPlayground({
      storeUrl,
      host,
      port,
      env,
      games,
      onBotLine: (line) => {
        if (line.trim() !== '' && shown.test(line)) process.stderr.write(`bot: ${maskStoreUrl(line, storeUrl)}\n`);
      },
      onBotExit: (code) => log.error('the bot stopped by itself: restart the playground', { code }),
    });
  } catch (error) {
    const message = maskStoreUrl(error instanceof Error ? error.message : String(error), storeUrl);
    log.error('the playground could not start', { error: error instanceof Error ? { name: error.name, message } : message });
    return 1;
  }
  process.stdout.write(`${startLine(playground.url, storeUrl, (env.DISCORD_TOKEN?.trim() ?? '') !== '')}\n`);

  return new Promise<number>((resolve) => {
    onStopSignals(
      () =>
        playground.close().then(
          () => resolve(0),
          (error: unknown) => {
            log.error('unclean shutdown', { error });
            resolve(1);
          },
        ),
      (signal) => {
        log.warn('second signal: exiting at once', { signal });
        process.exit(1);
      },
    );
  });
}
