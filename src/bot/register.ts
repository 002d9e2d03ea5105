import 'dotenv/config';
import { pathToFileURL } from 'node:url';
import { REST, Routes, type APIApplication, type RESTOptions } from 'discord.js';
import { readConfig, type Config } from '../config.ts';
import { createLogger, type Logger } from '../log.ts';
import { commandDefinitions } from './definitions.ts';
import { gameDiscords } from './games.ts';
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
 * Registers /chacun with Discord: in DEV_GUILD_ID when set (instant, for development), else
 * globally (every server the bot is in). A bulk overwrite, so running it again is harmless.
 */
export async function registerCommands(config: Pick<Config, 'token' | 'devGuildId' | 'apiUrl'>, rest: Partial<RESTOptions> = {}): Promise<Registration> {
  const client = new REST({ ...(config.apiUrl === null ? {} : { api: config.apiUrl }), ...rest }).setToken(config.token);
  const application = (await client.get(Routes.currentApplication())) as APIApplication;
  const body = commandDefinitions(gameDiscords());
  const route = config.devGuildId === null ? Routes.applicationCommands(application.id) : Routes.applicationGuildCommands(application.id, config.devGuildId);
  const registered = (await client.put(route, { body })) as unknown[];
  return { applicationId: application.id, guildId: config.devGuildId, commands: registered.length, invite: inviteLink(application.id) };
}

/** `npm run register`: registers the commands and prints the invite link. */
export async function main(env: NodeJS.ProcessEnv = process.env, log: Logger = createLogger('info')): Promise<number> {
  const config = readConfig(env);
  if (!config.ok) {
    process.stderr.write(`${config.error}\n`);
    return 1;
  }
  try {
    const done = await registerCommands(config.value);
    const where = done.guildId === null ? 'globally (may take up to an hour to show everywhere)' : `in guild ${done.guildId} (available at once)`;
    process.stdout.write(`Registered /chacun (${done.commands} command) ${where}.\n\nInvite the bot with:\n  ${done.invite}\n`);
    return 0;
  } catch (error) {
    log.error('registration failed: check DISCORD_TOKEN (and DEV_GUILD_ID: the bot must be in that guild)', { error });
    return 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
