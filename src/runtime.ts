/**
 * How the bot's process runs. From TypeScript (`src/`, tsx: tests, tools, `npm run play`) or
 * compiled (`dist/`, `npm start`, src/cli/build.ts), where every `.ts` file is a `.js` file in the
 * same folder: what is loaded by URL or path (worker threads' modules, the bot's entry point that
 * the playground and the sharding manager start) is named by its TypeScript path and found here.
 * And with which V8 and allocator settings (docs/operations.md, "What a server needs").
 */
import { fileURLToPath } from 'node:url';

/** Whether this code runs compiled: this very module is then a `.js` file. */
const COMPILED = import.meta.url.endsWith('.js');

/** The module at `url` (a `new URL('./….ts', import.meta.url)`) as this code runs: its `.js` file when compiled. */
export function runningModule(url: URL): string {
  return COMPILED ? url.href.replace(/\.ts$/, '.js') : url.href;
}

/** The file of the bot's entry point as this code runs: src/main.ts, or dist/main.js when compiled. */
export function mainFile(): string {
  return fileURLToPath(runningModule(new URL('./main.ts', import.meta.url)));
}

/**
 * The Node options the bot runs with (`npm start` names them too, and the sharding manager passes
 * its own to its shards): young generations of 2 MiB semi-spaces in every thread instead of 16,
 * about 25 MiB less per thread for no measurable cost in AI or drawing time (docs/performance.md,
 * 2026-11-28).
 */
export const BOT_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=2'];

/**
 * glibc's allocator settings for the bot's process, read only when a process starts (so set by
 * whoever starts it: the playground for its bot, the service file on a server). Two arenas rather
 * than eight per core for the render and AI threads; and blocks of 128 KiB and more always mapped
 * on their own, so that a freed picture's pixels go back to the system (left to itself, glibc raises
 * that threshold to the largest block freed, up to 32 MiB, and pictures then fragment its heap).
 */
export const BOT_MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * How long after a first stop signal another is the same stop told again, not a second Ctrl-C: a
 * terminal's Ctrl-C reaches every process of its group, and tsx (`npm run play`, the tools), which
 * gets it too, sends it on to its child when the child is slow to say it got it (30 ms, missed on
 * a busy machine).
 */
export const SIGNAL_ECHO_MS = 1000;

/**
 * Listens for the stop signals (SIGINT, SIGTERM): `stop` on the first; `now` on one that comes more
 * than SIGNAL_ECHO_MS after it (someone pressing Ctrl-C again because the stop takes too long);
 * the echoes in between are nothing.
 */
export function onStopSignals(stop: (signal: NodeJS.Signals) => void, now: (signal: NodeJS.Signals) => void): void {
  let first: number | null = null;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (first === null) {
        first = Date.now();
        stop(signal);
      } else if (Date.now() - first > SIGNAL_ECHO_MS) now(signal);
    });
  }
}
