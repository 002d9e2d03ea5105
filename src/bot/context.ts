import type { Client } from 'discord.js';
import type { Logger } from '../log.ts';
import type { SessionManager } from '../session/manager.ts';
import type { Announcer } from './announcer.ts';
import type { GameImages } from './images.ts';

/** What every handler works with: Discord, the games, the images, the public announcements and the log. */
export interface BotContext {
  readonly client: Client;
  readonly manager: SessionManager;
  readonly images: GameImages;
  readonly announcer: Announcer;
  readonly log: Logger;
}
