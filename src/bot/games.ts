import { CHACUN_DISCORD } from '../games/chacun/discord/index.ts';
import type { GameDiscord } from './game-discord.ts';

/** The Discord side of every hosted game, listed by hand (one per module of src/games/index.ts). */
export const GAME_DISCORDS: readonly GameDiscord[] = [CHACUN_DISCORD];

/** The game whose slash command has this name, if any. */
export function gameOfCommand(name: string): GameDiscord | undefined {
  return GAME_DISCORDS.find((discord) => discord.command.name === name);
}

/** The Discord side of a hosted game (a game without one is a bug of the registry). */
export function gameDiscordOf(game: string): GameDiscord {
  const discord = GAME_DISCORDS.find((d) => d.game === game);
  if (discord === undefined) throw new Error(`no Discord side for game ${game}`);
  return discord;
}
