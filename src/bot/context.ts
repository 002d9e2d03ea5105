import type { Client } from 'discord.js';
import type { Logger } from '../log.ts';
import type { SessionManager } from '../session/manager.ts';
import type { StatsService } from '../stats/service.ts';
import type { Announcer } from './announcer.ts';
import type { HostedGames } from './hosting.ts';
import type { ImageService } from './images.ts';
import type { UserSettingsStore } from '../session/user-settings.ts';
import type { GameStore } from '../session/store.ts';

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
}
