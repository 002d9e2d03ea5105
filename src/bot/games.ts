import { CHACUN_DISCORD } from '../games/chacun/discord/index.ts';
import { JASS_DISCORD } from '../games/jass/discord/index.ts';
import { SCRABBLE_DISCORD } from '../games/scrabble/discord/index.ts';
import { TCHU_DISCORD } from '../games/tchu/discord/index.ts';
import type { GameDiscord } from './game-discord.ts';

let discords: readonly GameDiscord[] | undefined;

/**
 * The Discord side of every hosted game, listed by hand (one per module of src/games/index.ts).
 * Made on first use: game modules import platform helpers that name this registry, so it must
 * not be read while the modules are still loading.
 */
export function gameDiscords(): readonly GameDiscord[] {
  discords ??= [CHACUN_DISCORD, SCRABBLE_DISCORD, JASS_DISCORD, TCHU_DISCORD];
  return discords;
}

/** The game whose slash command has this name, if any. */
export function gameOfCommand(name: string): GameDiscord | undefined {
  return gameDiscords().find((discord) => discord.command.name === name);
}

/** The Discord side of a hosted game (a game without one is a bug of the registry). */
export function gameDiscordOf(game: string): GameDiscord {
  const discord = gameDiscords().find((d) => d.game === game);
  if (discord === undefined) throw new Error(`no Discord side for game ${game}`);
  return discord;
}
