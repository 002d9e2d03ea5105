/**
 * /lfg (fr: /chercher): waiting for a game with others on the server. `/lfg <game> [options]
 * [wait]` joins the queue for that game and options (a table may open at once), `/lfg leave
 * [game]` and the Leave button of the answer leave it. Answers are private; the table, when it
 * opens, mentions its players in its thread. When a wait ends (its table opens or cannot, or the
 * person leaves), its answer is edited to say so, without its button, while Discord lets it be
 * edited (15 minutes); a click on the button of a wait that is over changes nothing and says so.
 */
import { ChannelType, MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { Locale } from '../../i18n/locale.ts';
import { refuse as refusal } from '../../session/errors.ts';
import { toEdit } from '../chrome/common.ts';
import { badChoiceText } from '../command-words.ts';
import { messageCarries } from '../click.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction, CommandHandler } from '../handler.ts';
import { readGameOptions } from '../lobby/new-command.ts';
import { displayName, refuse, sayPrivately, sendPrivate, userLocale } from '../replies.ts';
import { LFG_COMMAND, LFG_LEAVE, LFG_OPTIONS, waitOption } from './definition.ts';
import { DEFAULT_WAIT, WAIT_CHOICES, type WaitChoice } from './queue.ts';
import { lfgQueues, type LfgRefusal, type WaitAnswer } from './service.ts';
import { endedView, joinedView, staleLeaveView } from './view.ts';

/** How long after its interaction an answer is still edited: Discord's tokens last 15 minutes, less a margin for the edit's way. */
const ANSWER_EDITABLE_MS = 14 * 60_000;

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

/** Takes the user out of a game's queue (every queue without one) and tells them. */
async function leave(ctx: BotContext, interaction: ChatInputCommandInteraction, game: string | null): Promise<void> {
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
    if (!Object.hasOwn(WAIT_CHOICES, waitChoice)) return sayPrivately(interaction, badChoiceText(waitOption(), locale));
    // The table goes in the text channel where one asked (a thread's parent), where the bot may post.
    const home = channel.isThread() ? channel.parent : channel;
    if (home === null || home.type !== ChannelType.GuildText) return sayPrivately(interaction, t(locale, 'lfg.badChannel'));
    const permissions = interaction.appPermissions;
    if (!permissions.has(PermissionFlagsBits.ViewChannel) || !permissions.has(PermissionFlagsBits.SendMessages)) return sayPrivately(interaction, t(locale, 'perm.cannotSendHere'));
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const waitMs = WAIT_CHOICES[waitChoice as WaitChoice];
    const described = discord.describeOptions(options.value, locale);
    const answer: WaitAnswer = {
      ask: interaction.id,
      editableUntil: interaction.createdTimestamp + ANSWER_EDITABLE_MS,
      show: (joined) =>
        joined.opened === null ? sendPrivate(interaction, joinedView(game, described, joined, locale)) : sayPrivately(interaction, t(locale, 'lfg.opened', { place: `<#${joined.opened.channelId}>` })),
      end: async (how) => void (await interaction.editReply(toEdit(endedView(how, game.name, locale)))),
    };
    const joined = await lfgQueues(ctx).join(interaction.guildId, game.id, options.value, { userId: interaction.user.id, name: displayName(interaction), channelId: home.id, locale }, waitMs, answer);
    if (!joined.ok) {
      if (joined.error === 'STORE_UNAVAILABLE') return refuse(ctx, interaction, refusal('STORE_UNAVAILABLE', 'lfg queues').error);
      return sayPrivately(interaction, refusalText(joined.error, locale, game.name));
    }
  },
} satisfies CommandHandler;

/**
 * Leave, on the answer of /lfg <game>: takes the user out of that wait (the one the answer's
 * interaction joined), and the answer says so without its button. The button of a wait that is
 * over (its table opened, or the user left, whether or not they wait again since) changes
 * nothing: the answer says so, and how the wait ended when this process saw it end. On any other
 * message (a forged click) it belongs to no wait: it changes nothing and says so privately.
 */
export const lfgButton = {
  kind: 'lfg',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'lfg'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const guildId = interaction.guildId;
    if (guildId === null) return sayPrivately(interaction, t(locale, 'game.guildOnly'));
    const game = ctx.games.get(id.gameId);
    if (game === undefined) return sayPrivately(interaction, t(locale, 'lfg.unknownGame'));
    // A click forged on another message belongs to no wait: it changes nothing, and that message stays as it is.
    if (!messageCarries(interaction.message, (other) => other.kind === 'lfg' && other.gameId === game.id)) return sendPrivate(interaction, staleLeaveView(undefined, game.name, locale));
    await interaction.deferUpdate();
    const ask = interaction.message.interactionMetadata?.id;
    const queues = lfgQueues(ctx);
    const left = await queues.leave(guildId, interaction.user.id, game.id, ask);
    if (left.ok) return void (await interaction.editReply(toEdit(endedView({ kind: 'left' }, game.name, locale))));
    if (left.error === 'NOT_QUEUED') return void (await interaction.editReply(toEdit(staleLeaveView(ask === undefined ? undefined : queues.endOf(ask), game.name, locale))));
    await sayPrivately(interaction, refusalText(left.error, locale, game.name));
  },
} satisfies ComponentHandler<'lfg'>;
