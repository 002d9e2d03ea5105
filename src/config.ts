import { availableParallelism } from 'node:os';
import type { Result } from './result.ts';

/** Log levels, from the most to the least verbose. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What a second process does when its shard's lease is held (STANDBY): stand by, or exit. */
export const STANDBY_MODES = ['wait', 'exit'] as const;
/** A STANDBY setting. */
export type StandbyMode = (typeof STANDBY_MODES)[number];

/** The default lease time of a shard (LEASE_SECONDS; see src/bot/lease.ts). */
export const DEFAULT_LEASE_SECONDS = 30;

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
  readonly aiDelayMs: number;
  /** Seconds between two 'health' log lines (event-loop delay, memory); 0: none. */
  readonly healthLogSeconds: number;
  /** Discord API base URL: only tests (and the playground) change it, to talk to the local stand-in. */
  readonly apiUrl: string | null;
  /** Worker threads drawing images (0: in the bot's own thread); default one per two cores (see {@link defaultRenderWorkers}). */
  readonly renderWorkers: number;
  /** Longest side of board images in pixels, or null for each game's own size (quick browser tests draw smaller ones). */
  readonly renderMaxSide: number | null;
  /**
   * Whether every game's painters are prepared at start (fonts, ChaCuN's tile shapes, tCHu's station
   * names: about 2 s of CPU), so that the first image is quick; otherwise each is prepared as it first draws.
   */
  readonly renderWarmUp: boolean;
  /**
   * Shards run by discord.js's sharding manager, one process each: a number, `auto` (Discord's
   * recommendation) or null for the single process of default.
   */
  readonly sharding: number | 'auto' | null;
  /**
   * The shards this host runs when several hosts split them (SHARD_LIST, with SHARD_COUNT the
   * total, then `sharding`): null for all of them.
   */
  readonly shardList: readonly number[] | null;
  /** What a process does when another holds its shard's lease: stand by, or exit. */
  readonly standby: StandbyMode;
  /** How long a shard's lease lasts unless renewed, in seconds (renewed every third). */
  readonly leaseSeconds: number;
  /** Wait between the starts of two shards, in ms (Discord lets a bot identify once per 5 s). */
  readonly shardSpawnDelayMs: number;
}

/** The default wait between the starts of two shards: Discord's identify limit (5 s) and a margin. */
export const DEFAULT_SHARD_SPAWN_DELAY_MS = 5500;

/** The default pause before an AI player's move (ms). */
export const DEFAULT_AI_DELAY_MS = 2000;

/** The default store: a SQLite file under data/. */
export const DEFAULT_STORE_URL = 'sqlite://data/chacun.sqlite';

/** What to tell someone who has no token yet. */
export const NO_TOKEN_HELP = `No Discord bot token: DISCORD_TOKEN is not set.

To create one:
  1. Open https://discord.com/developers/applications and choose "New Application".
  2. In "Bot", choose "Reset Token" and copy the token.
  3. Copy .env.example to .env and set DISCORD_TOKEN=<the token> (never commit .env).
  4. Invite the bot with the link printed by "npm run register" (see README.md), then run "npm start" again.`;

/**
 * Render threads unless RENDER_WORKERS says otherwise: one per two cores, at least one. Each thread
 * holds its own copy of every game's painters, fonts and drawing caches (about 130 MiB, measured
 * by `npm run bench:soak`), and the bot's own thread and the AI thread need a core too: on the
 * 1–2 core machines a small server runs on, one render thread keeps up with a busy channel.
 */
export function defaultRenderWorkers(cores: number): number {
  return Math.max(1, Math.floor(cores / 2));
}

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
  const delayText = env.BOT_TURN_DELAY_MS?.trim() || String(DEFAULT_AI_DELAY_MS);
  const aiDelayMs = Number(delayText);
  if (!/^\d{1,6}$/.test(delayText) || aiDelayMs > 60_000) return { ok: false, error: 'BOT_TURN_DELAY_MS must be a number of milliseconds from 0 to 60000' };
  const healthText = env.HEALTH_LOG_SECONDS?.trim() || '300';
  const healthLogSeconds = Number(healthText);
  if (!/^\d{1,5}$/.test(healthText) || healthLogSeconds > 86_400) return { ok: false, error: 'HEALTH_LOG_SECONDS must be a number of seconds from 0 (none) to 86400' };
  const workersText = env.RENDER_WORKERS?.trim() || String(defaultRenderWorkers(availableParallelism()));
  const renderWorkers = Number(workersText);
  if (!/^\d{1,2}$/.test(workersText) || renderWorkers > 64) return { ok: false, error: 'RENDER_WORKERS must be a number of worker threads from 0 (draw in the bot\'s thread) to 64' };
  const sideText = env.RENDER_MAX_SIDE?.trim() || '';
  const renderMaxSide = sideText === '' ? null : Number(sideText);
  if (renderMaxSide !== null && (!/^\d{3,4}$/.test(sideText) || renderMaxSide < 200 || renderMaxSide > 4000)) {
    return { ok: false, error: 'RENDER_MAX_SIDE must be a number of pixels from 200 to 4000 (or empty: each game’s own size)' };
  }
  const warmUpText = env.RENDER_WARM_UP?.trim().toLowerCase() || 'on';
  if (warmUpText !== 'on' && warmUpText !== 'off') {
    return { ok: false, error: 'RENDER_WARM_UP must be on (every game’s painters prepared at start, so that the first image is quick) or off (each prepared as it first draws)' };
  }
  const shardingText = env.SHARDING?.trim().toLowerCase() || 'off';
  let sharding: number | 'auto' | null = shardingText === 'off' ? null : shardingText === 'auto' ? 'auto' : Number(shardingText);
  if (sharding !== null && sharding !== 'auto' && (!/^\d{1,3}$/.test(shardingText) || sharding < 1 || sharding > 256)) {
    return { ok: false, error: 'SHARDING must be off (one process), auto (as many shards as Discord recommends) or a number of shards from 1 to 256' };
  }
  const hosts = readShardList(env, sharding);
  if (!hosts.ok) return hosts;
  const shardList = hosts.value?.list ?? null;
  if (hosts.value !== null) sharding = hosts.value.count;
  // Every shard is a process with its own memory: a memory store would give each its own games.
  if (sharding !== null && (storeUrl === 'memory://' || storeUrl === 'sqlite://:memory:')) {
    return { ok: false, error: 'SHARDING needs a store that every shard process shares: STORE_URL redis://, rediss://, postgres://, postgresql:// or a sqlite:// file (shards run on one machine), not memory:// or sqlite://:memory:' };
  }
  const delayMsText = env.SHARD_SPAWN_DELAY_MS?.trim() || String(DEFAULT_SHARD_SPAWN_DELAY_MS);
  const shardSpawnDelayMs = Number(delayMsText);
  if (!/^\d{1,5}$/.test(delayMsText) || shardSpawnDelayMs > 60_000) return { ok: false, error: 'SHARD_SPAWN_DELAY_MS must be a number of milliseconds from 0 to 60000' };
  const standby = (env.STANDBY?.trim().toLowerCase() || 'wait') as StandbyMode;
  if (!STANDBY_MODES.includes(standby)) return { ok: false, error: 'STANDBY must be wait (a second process for the same shards stands by and takes over when the first is gone) or exit (it stops at once)' };
  const leaseText = env.LEASE_SECONDS?.trim() || String(DEFAULT_LEASE_SECONDS);
  const leaseSeconds = Number(leaseText);
  if (!/^\d{1,3}$/.test(leaseText) || leaseSeconds < 1 || leaseSeconds > 600) return { ok: false, error: 'LEASE_SECONDS must be a number of seconds from 1 to 600' };
  return {
    ok: true,
    value: {
      token,
      devGuildId,
      storeUrl,
      logLevel,
      aiDelayMs,
      healthLogSeconds,
      apiUrl: env.DISCORD_API_URL?.trim() || null,
      renderWorkers,
      renderMaxSide,
      renderWarmUp: warmUpText === 'on',
      sharding,
      shardList,
      standby,
      leaseSeconds,
      shardSpawnDelayMs,
    },
  };
}

/**
 * SHARD_LIST (this host's shards, e.g. `0,1`) and SHARD_COUNT (the shards of every host): both
 * or neither. Null when neither is set. SHARDING may stay off or name the same count; `auto`
 * cannot be split between hosts (each could be told another count).
 */
function readShardList(env: NodeJS.ProcessEnv, sharding: number | 'auto' | null): Result<{ readonly list: readonly number[]; readonly count: number } | null, string> {
  // A shard's process: discord.js's manager sets SHARD_COUNT (and SHARDS) for it, and it runs no manager of its own.
  if (env.SHARDING_MANAGER === 'true') return { ok: true, value: null };
  const listText = env.SHARD_LIST?.trim() ?? '';
  const countText = env.SHARD_COUNT?.trim() ?? '';
  if (listText === '' && countText === '') return { ok: true, value: null };
  if (listText === '') return { ok: false, error: 'SHARD_COUNT is set without SHARD_LIST: set both (SHARD_LIST the shards this host runs, e.g. 0,1; SHARD_COUNT the shards of every host), or neither' };
  if (countText === '') return { ok: false, error: 'SHARD_LIST is set without SHARD_COUNT: set SHARD_COUNT to the number of shards of every host together' };
  const count = Number(countText);
  if (!/^\d{1,3}$/.test(countText) || count < 1 || count > 256) return { ok: false, error: 'SHARD_COUNT must be a number of shards from 1 to 256' };
  const items = listText.split(',').map((item) => item.trim());
  if (items.some((item) => !/^\d{1,3}$/.test(item))) return { ok: false, error: 'SHARD_LIST must be shard numbers separated by commas, e.g. 0,1' };
  const list = items.map(Number);
  const beyond = list.find((id) => id >= count);
  if (beyond !== undefined) return { ok: false, error: `SHARD_LIST names shard ${beyond}, but shards are numbered from 0 to ${count - 1} (SHARD_COUNT=${count})` };
  if (new Set(list).size !== list.length) return { ok: false, error: 'SHARD_LIST names a shard twice' };
  if (sharding === 'auto') return { ok: false, error: 'SHARDING=auto cannot be split between hosts: with SHARD_LIST, leave SHARDING off (SHARD_COUNT is the number of shards)' };
  if (sharding !== null && sharding !== count) return { ok: false, error: `SHARDING=${sharding} and SHARD_COUNT=${count} disagree: with SHARD_LIST, leave SHARDING off` };
  return { ok: true, value: { list: [...list].sort((a, b) => a - b), count } };
}
