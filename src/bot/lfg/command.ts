/**
 * /lfg (fr: /chercher): waiting for a game with others on the server. `/lfg <game> [options]
 * [wait]` joins the queue for that game and options (a table may open at once), `/lfg leave
 * [game]` and the Leave button of the answer leave it. Answers are private; the table, when it
 * opens, mentions its players in its thread.
 */
import { ButtonStyle, ChannelType, MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { Locale } from '../../i18n/locale.ts';
import { refuse as refusal } from '../../session/errors.ts';
import { button, type View } from '../chrome/common.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction, CommandHandler } from '../handler.ts';
import { readGameOptions } from '../lobby/new-command.ts';
import { displayName, refuse, sayPrivately, sendPrivate, userLocale } from '../replies.ts';
import { LFG_COMMAND, LFG_LEAVE, LFG_OPTIONS } from './definition.ts';
import { DEFAULT_WAIT, WAIT_CHOICES, type WaitChoice } from './queue.ts';
import { lfgQueues, type LfgRefusal } from './service.ts';

/** The mention of `/lfg leave` (as typed: the command's id is not known here). */
function leaveCommand(locale: Locale): string {
  return locale === 'fr' ? '`/chercher quitter`' : '`/lfg leave`';
}

/** The text of a refusal of the queues. */
function refusalText(error: LfgRefusal, locale: Locale, game: string): string {
  switch (error) {
    case 'ALREADY_QUEUED':
      return t(locale, 'lfg.alreadyQueued', { game, leave: leaveCommand(locale) });
    case 'NOT_QUEUED':
      return t(locale, 'lfg.notQueued');
    case 'STORE_UNAVAILABLE':
      return t(locale, 'game.storeUnavailable');
  }
}

/** The answer to a join: where the queue stands, with Leave. */
function joinedView(ctx: BotContext, game: string, described: string | null, waiting: number, size: number, waitMs: number | null, now: number, locale: Locale): View {
  const until = waitMs === null ? '' : t(locale, 'lfg.waitAi', { until: `<t:${Math.floor((now + waitMs) / 1000)}:R>` });
  const name = ctx.games.get(game)?.name ?? game;
  return {
    content: t(locale, 'lfg.joined', { game: name, options: described === null ? '' : ` · ${described}`, waiting, size, wait: until }),
    embeds: [],
    components: [{ type: 1, components: [button({ kind: 'lfg', gameId: game }, t(locale, 'lfg.leaveButton'), ButtonStyle.Secondary, { emoji: '🚪' })] }],
  };
}

/** Takes the user out of a game's queue (every queue without one) and tells them. */
async function leave(ctx: BotContext, interaction: ChatInputCommandInteraction | ComponentInteraction, game: string | null): Promise<void> {
  const locale = userLocale(interaction);
  const guildId = interaction.guildId;
  if (guildId === null) return sayPrivately(interaction, t(locale, 'game.guildOnly'));
  if (game !== null && ctx.games.get(game) === undefined) return sayPrivately(interaction, t(locale, 'lfg.unknownGame'));
  const left = await lfgQueues(ctx).leave(guildId, interaction.user.id, game);
  if (!left.ok) {
    const name = game === null ? '' : (ctx.games.get(game)?.name ?? game);
    return sayPrivately(interaction, left.error === 'NOT_QUEUED' && game !== null ? t(locale, 'lfg.notQueuedGame', { game: name }) : refusalText(left.error, locale, name));
  }
  await sayPrivately(interaction, t(locale, 'lfg.left', { games: joinNames(left.value.map((id) => ctx.games.get(id)?.name ?? id), locale) }));
}

/** /lfg <game> [options] [wait] and /lfg leave [game]. */
export const lfgCommand = {
  name: LFG_COMMAND,
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const channel = interaction.channel;
    if (!interaction.inCachedGuild() || channel === null) return sayPrivately(interaction, t(locale, 'game.guildOnly'));
    const sub = interaction.options.getSubcommand(false);
    if (sub === LFG_LEAVE) {
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      return leave(ctx, interaction, interaction.options.getString(LFG_OPTIONS.game));
    }
    const discord = sub === null ? undefined : ctx.games.byCommand(sub);
    const game = discord === undefined ? undefined : ctx.games.get(discord.game);
    if (discord === undefined || game === undefined) return sayPrivately(interaction, t(locale, 'lfg.unknownGame'));
    const options = readGameOptions(interaction, discord, game, locale);
    if (!options.ok) return sayPrivately(interaction, options.error);
    const waitChoice = interaction.options.getString(LFG_OPTIONS.wait) ?? DEFAULT_WAIT;
    if (!Object.hasOwn(WAIT_CHOICES, waitChoice)) return sayPrivately(interaction, t(locale, 'option.badChoice', { option: LFG_OPTIONS.wait, values: Object.keys(WAIT_CHOICES).join(', ') }));
    // The table goes in the text channel where one asked (a thread's parent), where the bot may post.
    const home = channel.isThread() ? channel.parent : channel;
    if (home === null || home.type !== ChannelType.GuildText) return sayPrivately(interaction, t(locale, 'lfg.badChannel'));
    const permissions = interaction.appPermissions;
    if (!permissions.has(PermissionFlagsBits.ViewChannel) || !permissions.has(PermissionFlagsBits.SendMessages)) return sayPrivately(interaction, t(locale, 'perm.cannotSendHere'));
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const waitMs = WAIT_CHOICES[waitChoice as WaitChoice];
    const queues = lfgQueues(ctx);
    const joined = await queues.join(interaction.guildId, game.id, options.value, { userId: interaction.user.id, name: displayName(interaction), channelId: home.id, locale }, waitMs);
    if (!joined.ok) {
      if (joined.error === 'STORE_UNAVAILABLE') return refuse(ctx, interaction, refusal('STORE_UNAVAILABLE', 'lfg queues').error);
      return sayPrivately(interaction, refusalText(joined.error, locale, game.name));
    }
    if (joined.value.opened !== null) return sayPrivately(interaction, t(locale, 'lfg.opened', { place: `<#${joined.value.opened.channelId}>` }));
    const now = (ctx.clock ?? { now: Date.now }).now();
    await sendPrivate(interaction, joinedView(ctx, game.id, discord.describeOptions(options.value, locale), joined.value.waiting, joined.value.size, waitMs, now, locale));
  },
} satisfies CommandHandler;

/** Leave, on the answer of /lfg <game>: takes the user out of that game's queue. */
export const lfgButton = {
  kind: 'lfg',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'lfg'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await leave(ctx, interaction, id.gameId);
  },
} satisfies ComponentHandler<'lfg'>;
