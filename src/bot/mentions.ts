/** How texts name a game's slash commands ("/chacun plateau"), in the reader's language. */
import type { Locale } from '../i18n/locale.ts';
import { SUBCOMMAND_WORDS, type SharedSubcommand } from './definitions.ts';
import type { HostedGames } from './hosting.ts';

/** One of a game's shared subcommands as a player types it. */
export function commandMention(games: HostedGames, game: string, subcommand: SharedSubcommand, locale: Locale): string {
  return `/${games.discordOf(game).command.name} ${SUBCOMMAND_WORDS[subcommand].name[locale]}`;
}

/**
 * A shared subcommand of the game named, or of every game when none is (a text about a channel
 * whose game is not known), separated as alternatives ("/chacun aide ou /jass aide").
 */
export function commandMentions(games: HostedGames, game: string | undefined, subcommand: SharedSubcommand, locale: Locale): string {
  if (game !== undefined && games.get(game) !== undefined) return commandMention(games, game, subcommand, locale);
  const all = games.discords.map((discord) => commandMention(games, discord.game, subcommand, locale));
  if (all.length <= 1) return all[0] ?? '';
  return `${all.slice(0, -1).join(', ')} ${locale === 'fr' ? 'ou' : 'or'} ${all[all.length - 1]}`;
}
