import 'dotenv/config';
import { pathToFileURL } from 'node:url';
import { registerCommands } from '../bot/register.ts';
import { readConfig } from '../config.ts';
import { HOSTED } from '../hosted.ts';
import { createLogger, type Logger } from '../log.ts';

/** `npm run register`: registers the commands and prints the invite link. */
export async function main(env: NodeJS.ProcessEnv = process.env, log: Logger = createLogger('info')): Promise<number> {
  const config = readConfig(env);
  if (!config.ok) {
    process.stderr.write(`${config.error}\n`);
    return 1;
  }
  try {
    const done = await registerCommands(HOSTED, config.value);
    const where = done.guildId === null ? 'globally (may take up to an hour to show everywhere)' : `in guild ${done.guildId} (available at once)`;
    process.stdout.write(`Registered ${done.commands} commands ${where}.\n\nInvite the bot with:\n  ${done.invite}\n`);
    return 0;
  } catch (error) {
    log.error('registration failed: check DISCORD_TOKEN (and DEV_GUILD_ID: the bot must be in that guild)', { error });
    return 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
