import { REST, Routes, type APIApplication, type RESTOptions } from 'discord.js';
import type { Config } from '../config.ts';
import { commandDefinitions } from './definitions.ts';
import type { HostedGames } from './hosting.ts';
import { inviteLink } from './permissions.ts';

/** Where the commands went, and the invite link of the application. */
export interface Registration {
  readonly applicationId: string;
  /** The guild they were registered in, or null for everywhere (global). */
  readonly guildId: string | null;
  readonly commands: number;
  readonly invite: string;
}

/**
 * Registers the commands of the hosted games and the platform with Discord: in DEV_GUILD_ID when
 * set (instant, for development), else globally (every server the bot is in). A bulk overwrite,
 * so running it again is harmless.
 */
export async function registerCommands(games: HostedGames, config: Pick<Config, 'token' | 'devGuildId' | 'apiUrl'>, rest: Partial<RESTOptions> = {}): Promise<Registration> {
  const client = new REST({ ...(config.apiUrl === null ? {} : { api: config.apiUrl }), ...rest }).setToken(config.token);
  const application = (await client.get(Routes.currentApplication())) as APIApplication;
  const body = commandDefinitions(games);
  const route = config.devGuildId === null ? Routes.applicationCommands(application.id) : Routes.applicationGuildCommands(application.id, config.devGuildId);
  const registered = (await client.put(route, { body })) as unknown[];
  return { applicationId: application.id, guildId: config.devGuildId, commands: registered.length, invite: inviteLink(application.id) };
}
