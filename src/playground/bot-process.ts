/**
 * The bot of the playground: `src/main.ts` run in a child process with a token and the API URL of
 * the local Discord, which is exactly how it runs on Discord (same start, store, shutdown).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { BOT_MALLOC_ENV, BOT_NODE_OPTIONS, mainFile } from '../runtime.ts';

/** tsx's loader, to run the bot from TypeScript. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** What the child bot needs. */
export interface BotProcessOptions {
  readonly token: string;
  readonly apiUrl: string;
  readonly storeUrl: string;
  /** The rest of the environment (LOG_LEVEL, BOT_TURN_DELAY_MS…); the settings above win. */
  readonly env: NodeJS.ProcessEnv;
  /** Receives the child's log lines (its stderr and stdout), one at a time. */
  readonly onLine: (line: string) => void;
  /** Told when the child exits without having been asked to. */
  readonly onExit: (code: number | null, signal: NodeJS.Signals | null) => void;
  /**
   * The bot's entry point to run: src/main.ts (with tsx) or dist/main.js (compiled, as `npm start`
   * runs it). Default: the one beside this module, so that the playground of `npm start` runs the
   * compiled bot and that of `npm run play` and the tests the TypeScript.
   */
  readonly main?: string;
}

/** A running (or stopped) child bot. */
export interface BotProcess {
  /** Whether a child is running. */
  readonly running: () => boolean;
  /** Starts the child and resolves once it says the games are resumed (it is connected and ready). */
  readonly start: () => Promise<void>;
  /** Asks the child to stop (SIGTERM: it finishes the moves under way) and waits for it. */
  readonly stop: () => Promise<void>;
}

/** Creates the child bot (not started). */
export function botProcess(options: BotProcessOptions): BotProcess {
  let child: ChildProcess | null = null;
  let stopping = false;

  const start = (): Promise<void> => {
    if (child !== null) return Promise.resolve();
    stopping = false;
    const env: NodeJS.ProcessEnv = {
      ...options.env,
      DISCORD_TOKEN: options.token,
      DISCORD_API_URL: options.apiUrl,
      STORE_URL: options.storeUrl,
      PLAYGROUND_CHILD: '1',
      // The child logs at least 'info': its "games resumed" line says it is ready. The caller filters.
      LOG_LEVEL: options.env.LOG_LEVEL?.trim().toLowerCase() === 'debug' ? 'debug' : 'info',
      HEALTH_LOG_SECONDS: options.env.HEALTH_LOG_SECONDS ?? '0',
    };
    // glibc's settings for the bot (src/runtime.ts), unless the environment has its own.
    for (const [name, value] of Object.entries(BOT_MALLOC_ENV)) env[name] = options.env[name] ?? value;
    delete env.DEV_GUILD_ID;
    // The playground runs one bot process: sharding settings of .env are for the real bot.
    delete env.SHARDING;
    delete env.SHARD_LIST;
    delete env.SHARD_COUNT;
    // Its own process group: Ctrl-C reaches the playground only, which then stops the bot once (SIGTERM).
    // The IPC channel tells the bot when the playground is gone, however it ended.
    const main = options.main ?? mainFile();
    const started = spawn(process.execPath, [...BOT_NODE_OPTIONS, ...(main.endsWith('.ts') ? ['--import', TSX] : []), main], { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], detached: true });
    child = started;
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      // The last lines the bot wrote to stderr before it was ready: why it stopped (a setting refused, an error).
      const said: string[] = [];
      const watch = (errors: boolean): ((chunk: Buffer) => void) => {
        let partial = '';
        return (chunk) => {
          const lines = (partial + chunk.toString()).split('\n');
          partial = lines.pop() ?? '';
          for (const line of lines) {
            options.onLine(line);
            if (errors && !ready && line.trim() !== '') {
              said.push(line.trim());
              if (said.length > 3) said.shift();
            }
            if (!ready && line.includes(' games resumed')) {
              ready = true;
              resolve();
            }
          }
        };
      };
      started.stdout?.on('data', watch(false));
      started.stderr?.on('data', watch(true));
      started.on('exit', (code, signal) => {
        if (child === started) child = null;
        if (ready && !stopping) options.onExit(code, signal);
      });
      // Once its output is read to the end, which may come after its exit.
      started.on('close', (code, signal) => {
        if (!ready) reject(new Error(`the bot stopped before it was ready (exit ${code ?? signal})${said.length > 0 ? `: ${said.join(' ')}` : ''}`));
      });
    });
  };

  const stop = async (): Promise<void> => {
    const running = child;
    if (running === null) return;
    stopping = true;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };

  return { running: () => child !== null, start, stop };
}
