/**
 * `npm start` without a token, and `npm run play`: the playground in the foreground. It prints one
 * line (the page, where games are stored, how to run on Discord instead) and stops on Ctrl-C.
 */
import type { Logger } from '../log.ts';
import { startPlayground, type Playground } from './playground.ts';

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

/** Whether a host name is this machine only. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** Runs the playground until SIGINT/SIGTERM; the exit code. */
export async function runPlayground(env: NodeJS.ProcessEnv, log: Logger, why: 'no-token' | 'asked'): Promise<number> {
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
      onBotLine: (line) => {
        if (line.trim() !== '' && shown.test(line)) process.stderr.write(`bot: ${line}\n`);
      },
      onBotExit: (code) => log.error('the bot stopped by itself: restart the playground', { code }),
    });
  } catch (error) {
    log.error('the playground could not start', { error });
    return 1;
  }
  const storeShown = storeUrl.startsWith('sqlite://') ? storeUrl.slice('sqlite://'.length) : storeUrl.replace(/\/\/[^@/]*@/, '//…@');
  const instead = why === 'no-token' ? 'to play on Discord, set DISCORD_TOKEN in .env (see README.md)' : 'npm start runs on Discord with the DISCORD_TOKEN of .env';
  process.stdout.write(`Playground: ${playground.url} (games stored in ${storeShown}; ${instead}; Ctrl-C stops)\n`);

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: string): void => {
      if (stopping) {
        log.warn('second signal: exiting at once', { signal });
        process.exit(1);
      }
      stopping = true;
      playground.close().then(
        () => resolve(0),
        (error: unknown) => {
          log.error('unclean shutdown', { error });
          resolve(1);
        },
      );
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  });
}
