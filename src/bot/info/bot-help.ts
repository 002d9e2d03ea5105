/**
 * /help (fr: /aide): what the bot can do, privately, in the reader's language — its games, each
 * with how to open one and its own help, and the server's commands beside them. Every line is
 * read from the commands as registered (their names and descriptions in both languages), so that
 * the help never names a command the bot does not have.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { BRAND_COLOR, type View } from '../chrome/common.ts';
import { shownName } from '../command-words.ts';
import type { BotContext } from '../context.ts';
import { HELP_COMMAND, SUBCOMMAND_WORDS } from '../definitions.ts';
import type { HostedGames } from '../hosting.ts';
import { sendPrivate, userLocale } from '../replies.ts';

/** What the help needs of a registered command: its names and descriptions in both languages. */
interface Described {
  readonly name: string;
  readonly name_localizations?: Partial<Record<string, string | null>> | null;
  readonly description: string;
  readonly description_localizations?: Partial<Record<string, string | null>> | null;
}

const descriptionIn = (command: Described, locale: Locale) => (locale === 'en' ? command.description : (command.description_localizations?.[locale] ?? command.description));

/**
 * The help, from the registered commands (`commands`: every command but the games', in the order
 * they are registered; this one left out).
 */
export function botHelpView(games: HostedGames, commands: readonly Described[], locale: Locale): View {
  const newWord = SUBCOMMAND_WORDS.new.name[locale];
  const helpWord = SUBCOMMAND_WORDS.help.name[locale];
  const gameLines = games.plugins.map(({ module, discord }) =>
    t(locale, 'help.bot.game', { game: module.name, about: discord.command.description[locale], open: `/${discord.command.name} ${newWord}`, help: `/${discord.command.name} ${helpWord}` }),
  );
  const serverLines = commands.filter((command) => command.name !== HELP_COMMAND).map((command) => `**/${shownName(command, locale)}** — ${descriptionIn(command, locale)}`);
  return {
    embeds: [
      {
        title: t(locale, 'help.bot.title'),
        description: t(locale, 'help.bot.intro'),
        color: BRAND_COLOR,
        fields: [
          { name: t(locale, 'help.bot.games'), value: gameLines.join('\n') },
          { name: t(locale, 'help.bot.server'), value: serverLines.join('\n') },
        ],
      },
    ],
    components: [],
  };
}

/** /help: the help, privately. */
export async function runBotHelp(interaction: ChatInputCommandInteraction, ctx: BotContext, commands: readonly Described[]): Promise<void> {
  await sendPrivate(interaction, botHelpView(ctx.games, commands, userLocale(interaction)));
}
