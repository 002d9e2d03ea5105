import type { Client } from 'discord.js';
import type { Logger } from '../log.ts';
import type { SessionManager } from '../session/manager.ts';
import type { StatsService } from '../stats/service.ts';
import type { Announcer } from './announcer.ts';
import type { HostedGames } from './hosting.ts';
import type { ImageService } from './images.ts';
import type { UserSettingsStore } from '../session/user-settings.ts';
import type { GameStore } from '../session/store.ts';
import type { Clock } from '../session/schedule.ts';
import type { Tournaments } from './tournament/service.ts';
import type { LoadedSession } from '../session/manager.ts';
import type { Locale } from '../i18n/locale.ts';

/** What every handler works with: Discord, the hosted games, the images, the public announcements and the log. */
export interface BotContext {
  readonly client: Client;
  /** The hosted games (their modules and Discord sides), as the composition root handed them in. */
  readonly games: HostedGames;
  readonly manager: SessionManager;
  /** Ratings and statistics of ended games. */
  readonly stats: StatsService;
  readonly images: ImageService;
  readonly announcer: Announcer;
  readonly log: Logger;
  /** Players' own settings (/settings); absent in tests that build a context by hand. */
  readonly userSettings?: UserSettingsStore;
  /** The bot's store, for what the platform keeps beside the games (requests to undo); absent in tests that build a context by hand. */
  readonly store?: GameStore;
  /** Wall time and timers of what waits without a game (the queues of /lfg); absent: the system's. Tests move a ManualClock. */
  readonly clock?: Clock;
  /** Tournaments (/tournament); absent in tests that build a context by hand. */
  readonly tournaments?: Tournaments;
  /** The line saying when a game's move under way is due ("⌛ Move due <t:…:R>"), in a language, or null (no time limit, nobody to act); absent in tests that build a context by hand. */
  readonly dueLine?: (loaded: LoadedSession, locale: Locale) => Promise<string | null>;
  /** Wall time, ms since the epoch (the bot's clock: tests move it by hand); absent: Date.now. */
  readonly now?: () => number;
}

/**
 * What a bot keeps once beside its games (undo and rematch requests, tables, queues), made on
 * first use whichever handler needs it first: keyed by the bot's manager, never by a game's view
 * of it (see SessionManager.forGame), and made with a context holding that manager.
 */
export function perBot<T>(registry: WeakMap<object, T>, ctx: BotContext, make: (ctx: BotContext) => T): T {
  const manager = ctx.manager.platform;
  let kept = registry.get(manager);
  if (kept === undefined) {
    kept = make(manager === ctx.manager ? ctx : { ...ctx, manager });
    registry.set(manager, kept);
  }
  return kept;
}
