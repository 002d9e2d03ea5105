import type { Client } from 'discord.js';
import type { Logger } from '../log.ts';
import type { SessionManager } from '../session/manager.ts';
import type { StatsService } from '../stats/service.ts';
import type { Announcer } from './announcer.ts';
import type { GameDiscord } from './game-discord.ts';
import type { ImageService } from './images.ts';
import type { UserSettingsStore } from '../session/user-settings.ts';
import type { GameStore } from '../session/store.ts';

/** What every handler works with: Discord, the games and their Discord sides, the images, the public announcements and the log. */
export interface BotContext {
  readonly client: Client;
  readonly manager: SessionManager;
  /** Ratings and statistics of ended games. */
  readonly stats: StatsService;
  readonly images: ImageService;
  readonly announcer: Announcer;
  readonly log: Logger;
  /**
   * The Discord side of a hosted game (its seat and rule texts): reached through the context so
   * that the modules a game imports (replies, the one path of a click) need not import the registry.
   */
  readonly discordOf: (game: string) => GameDiscord;
  /** Players' own settings (/settings); absent in tests that build a context by hand. */
  readonly userSettings?: UserSettingsStore;
  /** The bot's store, for what the platform keeps beside the games (requests to undo); absent in tests that build a context by hand. */
  readonly store?: GameStore;
}
