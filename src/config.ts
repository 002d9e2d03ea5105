import { availableParallelism } from 'node:os';
import type { Result } from './result.ts';

/** Log levels, from the most to the least verbose. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The bot's settings, read from the environment (and `.env`). */
export interface Config {
  readonly token: string;
  /** A guild where commands are registered instantly while developing. */
  readonly devGuildId: string | null;
  /**
   * Where games are stored: sqlite://FILE (default data/chacun.sqlite), redis://… or rediss://…,
   * postgres://… or postgresql://…, memory://. It may hold a password (which may itself hold '/'
   * or '@'): show it only through `redactStoreUrl` of src/session/store.ts, never raw.
   */
  readonly storeUrl: string;
  readonly logLevel: LogLevel;
  /** Pause before an AI player's move, in ms (0 to 60000). */
  readonly botDelayMs: number;
  /** Seconds between two 'health' log lines (event-loop delay, memory); 0: none. */
  readonly healthLogSeconds: number;
  /** Discord API base URL: only tests (and the playground) change it, to talk to the local stand-in. */
  readonly apiUrl: string | null;
  /** Worker threads drawing images (0: in the bot's own thread); default one per core. */
  readonly renderWorkers: number;
  /** Longest side of board images in pixels, or null for each game's own size (quick browser tests draw smaller ones). */
  readonly renderMaxSide: number | null;
  /**
   * Shards run by discord.js's sharding manager, one process each: a number, `auto` (Discord's
   * recommendation) or null for the single process of default.
   */
  readonly sharding: number | 'auto' | null;
  /** Wait between the starts of two shards, in ms (Discord lets a bot identify once per 5 s). */
  readonly shardSpawnDelayMs: number;
}

/** The default wait between the starts of two shards: Discord's identify limit (5 s) and a margin. */
export const DEFAULT_SHARD_SPAWN_DELAY_MS = 5500;

/** The default pause before an AI player's move (ms). */
export const DEFAULT_BOT_DELAY_MS = 2000;

/** The default store: a SQLite file under data/. */
export const DEFAULT_STORE_URL = 'sqlite://data/chacun.sqlite';

/** What to tell someone who has no token yet. */
export const NO_TOKEN_HELP = `No Discord bot token: DISCORD_TOKEN is not set.

To create one:
  1. Open https://discord.com/developers/applications and choose "New Application".
  2. In "Bot", choose "Reset Token" and copy the token.
  3. Copy .env.example to .env and set DISCORD_TOKEN=<the token> (never commit .env).
  4. Invite the bot with the link printed by "npm run register" (see README.md), then run "npm start" again.`;

/** Reads the settings from an environment; fails with a helpful message when something is missing or wrong. */
export function readConfig(env: NodeJS.ProcessEnv): Result<Config, string> {
  const token = env.DISCORD_TOKEN?.trim() ?? '';
  if (token === '') return { ok: false, error: NO_TOKEN_HELP };
  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) return { ok: false, error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` };
  const devGuildId = env.DEV_GUILD_ID?.trim() || null;
  if (devGuildId !== null && !/^\d{15,21}$/.test(devGuildId)) return { ok: false, error: 'DEV_GUILD_ID must be a guild id (digits)' };
  const storeUrl = env.STORE_URL?.trim() || DEFAULT_STORE_URL;
  if (!/^(sqlite|redis|rediss|postgres|postgresql):\/\//.test(storeUrl) && storeUrl !== 'memory://') {
    return { ok: false, error: 'STORE_URL must start with sqlite://, redis://, rediss://, postgres://, postgresql:// or be memory://' };
  }
  const delayText = env.BOT_TURN_DELAY_MS?.trim() || String(DEFAULT_BOT_DELAY_MS);
  const botDelayMs = Number(delayText);
  if (!/^\d{1,6}$/.test(delayText) || botDelayMs > 60_000) return { ok: false, error: 'BOT_TURN_DELAY_MS must be a number of milliseconds from 0 to 60000' };
  const healthText = env.HEALTH_LOG_SECONDS?.trim() || '300';
  const healthLogSeconds = Number(healthText);
  if (!/^\d{1,5}$/.test(healthText) || healthLogSeconds > 86_400) return { ok: false, error: 'HEALTH_LOG_SECONDS must be a number of seconds from 0 (none) to 86400' };
  const workersText = env.RENDER_WORKERS?.trim() || String(availableParallelism());
  const renderWorkers = Number(workersText);
  if (!/^\d{1,2}$/.test(workersText) || renderWorkers > 64) return { ok: false, error: 'RENDER_WORKERS must be a number of worker threads from 0 (draw in the bot\'s thread) to 64' };
  const sideText = env.RENDER_MAX_SIDE?.trim() || '';
  const renderMaxSide = sideText === '' ? null : Number(sideText);
  if (renderMaxSide !== null && (!/^\d{3,4}$/.test(sideText) || renderMaxSide < 200 || renderMaxSide > 4000)) {
    return { ok: false, error: 'RENDER_MAX_SIDE must be a number of pixels from 200 to 4000 (or empty: each game’s own size)' };
  }
  const shardingText = env.SHARDING?.trim().toLowerCase() || 'off';
  const sharding = shardingText === 'off' ? null : shardingText === 'auto' ? 'auto' : Number(shardingText);
  if (sharding !== null && sharding !== 'auto' && (!/^\d{1,3}$/.test(shardingText) || sharding < 1 || sharding > 256)) {
    return { ok: false, error: 'SHARDING must be off (one process), auto (as many shards as Discord recommends) or a number of shards from 1 to 256' };
  }
  // Every shard is a process with its own memory: a memory store would give each its own games.
  if (sharding !== null && (storeUrl === 'memory://' || storeUrl === 'sqlite://:memory:')) {
    return { ok: false, error: 'SHARDING needs a store that every shard process shares: STORE_URL redis://, rediss://, postgres://, postgresql:// or a sqlite:// file (shards run on one machine), not memory:// or sqlite://:memory:' };
  }
  const delayMsText = env.SHARD_SPAWN_DELAY_MS?.trim() || String(DEFAULT_SHARD_SPAWN_DELAY_MS);
  const shardSpawnDelayMs = Number(delayMsText);
  if (!/^\d{1,5}$/.test(delayMsText) || shardSpawnDelayMs > 60_000) return { ok: false, error: 'SHARD_SPAWN_DELAY_MS must be a number of milliseconds from 0 to 60000' };
  return {
    ok: true,
    value: { token, devGuildId, storeUrl, logLevel, botDelayMs, healthLogSeconds, apiUrl: env.DISCORD_API_URL?.trim() || null, renderWorkers, renderMaxSide, sharding, shardSpawnDelayMs },
  };
}
