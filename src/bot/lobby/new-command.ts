import { ChannelType, PermissionFlagsBits, ThreadAutoArchiveDuration, type ChatInputCommandInteraction } from 'discord.js';
import { resolveOptions, type AnyGameModule, type GameOptions } from '../../games/game.ts';
import { ok, type Result } from '../../result.ts';
import type { GameDiscord } from '../game-discord.ts';
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import { isLocale, type Locale } from '../../i18n/locale.ts';
import { MESSAGE_ROLES } from '../message-roles.ts';
import type { BotContext } from '../context.ts';
import { OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { readClockSettings } from '../clock/options.ts';
import { lobbyViewFor } from './shared.ts';
import { levelName } from '../../i18n/levels.ts';
import { displayName, refuse, sayPrivately, userLocale } from '../replies.ts';
import { clip, escapeMarkdown, toCreate, toEdit } from '../chrome/common.ts';
import { badChoiceText } from '../command-words.ts';

/**
 * Stores the id of a lobby message, so that starting or cancelling the game updates it. A failure
 * is logged: the lobby works, but its message may keep buttons that then only explain themselves.
 */
function rememberLobby(ctx: BotContext, channelId: string, gameId: string, messageId: string): void {
  ctx.manager.annotate(channelId, gameId, { messageIds: { [MESSAGE_ROLES.lobby]: messageId } });
}

/**
 * The game's own choices of a command (`new`, `/lfg <game>`), by key, over the defaults that follow
 * the user's language; a value the game does not offer is refused (the text says which are) before anything is made.
 */
export function readGameOptions(interaction: ChatInputCommandInteraction, discord: GameDiscord, game: AnyGameModule, locale: Locale): Result<GameOptions, string> {
  const given: Record<string, unknown> = { ...discord.creatorDefaults?.(locale) };
  for (const option of game.rules.options) {
    const value = interaction.options.get(option.key)?.value;
    if (value !== undefined) given[option.key] = value;
  }
  const options = resolveOptions(game.rules.options, given);
  if (options.ok) return ok(options.value);
  // Named as the user's Discord shows the option and its choices (the option's name is its key).
  const offered = game.rules.options.find((option) => option.key === options.key)?.values ?? [];
  const registered = discord.newOptions.find((option) => option.name === options.key) ?? { name: options.key };
  return { ok: false, error: badChoiceText(registered, locale, offered.map(String)) };
}

/** /chacun new: opens a lobby in the channel, or in a new thread of it. */
export const newCommand = {
  name: 'new',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const channel = interaction.channel;
    if (!interaction.inCachedGuild() || channel === null) {
      await sayPrivately(interaction, t(locale, 'game.guildOnly'));
      return;
    }
    // The game is the command's: /chacun new opens a ChaCuN lobby.
    const discord = ctx.games.byCommand(interaction.commandName);
    const game = discord === undefined ? undefined : ctx.games.get(discord.game);
    if (discord === undefined || game === undefined) throw new Error(`/new of an unknown command ${interaction.commandName}`);
    const seatOption = discord.seatOption === null ? null : interaction.options.getString(discord.seatOption.name);
    const languageOption = interaction.options.getString(OPTIONS.language);
    if (seatOption !== null && !game.rules.seats.keys.includes(seatOption)) {
      await sayPrivately(interaction, discord.seats.unknown(locale));
      return;
    }
    if (languageOption !== null && !isLocale(languageOption)) {
      await sayPrivately(interaction, t(locale, 'option.badLanguage'));
      return;
    }
    const aiCount = interaction.options.getInteger(OPTIONS.bots) ?? 0;
    const levelOption = interaction.options.getString(OPTIONS.level);
    if (!Number.isInteger(aiCount) || aiCount < 0 || aiCount > game.rules.seats.max - 1) {
      await sayPrivately(interaction, t(locale, 'option.badBots', { max: game.rules.seats.max - 1 }));
      return;
    }
    if (levelOption !== null && !game.ai.levels.includes(levelOption)) {
      await sayPrivately(interaction, t(locale, 'option.badLevel', { levels: joinNames(game.ai.levels.map((level) => levelName(level, locale)), locale) }));
      return;
    }
    const options = readGameOptions(interaction, discord, game, locale);
    if (!options.ok) {
      await sayPrivately(interaction, options.error);
      return;
    }
    const clock = readClockSettings(interaction, game, locale);
    if (!clock.ok) {
      await sayPrivately(interaction, clock.error);
      return;
    }
    // What the game's moves will need is made ready while players join (off the bot's thread).
    discord.prepare?.(options.value);
    const level = levelOption ?? game.ai.defaultLevel;
    const ais: string[] = Array.from({ length: aiCount }, () => level);
    const color = seatOption ?? undefined;
    const gameLanguage: Locale = languageOption !== null && isLocale(languageOption) ? languageOption : locale;
    const inThread = channel.isThread();
    // thread:True typed in a thread opens the new thread beside it, in the same channel.
    const home = inThread ? channel.parent : channel;
    const wantThread = interaction.options.getBoolean(OPTIONS.thread) ?? false;
    const permissions = interaction.appPermissions;
    const send = inThread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages;
    if (!permissions.has(PermissionFlagsBits.ViewChannel) || !permissions.has(send)) {
      await sayPrivately(interaction, t(locale, inThread ? 'perm.cannotSendHereThread' : 'perm.cannotSendHere'));
      return;
    }
    if (wantThread && (home?.type !== ChannelType.GuildText || !permissions.has(PermissionFlagsBits.CreatePublicThreads) || !permissions.has(PermissionFlagsBits.SendMessagesInThreads))) {
      await sayPrivately(interaction, t(locale, 'perm.cannotThread'));
      return;
    }
    const creator = { userId: interaction.user.id, name: displayName(interaction) };
    await interaction.deferReply();

    if (!wantThread) {
      const created = await ctx.manager.createLobby({
        game: game.id,
        guildId: interaction.guildId,
        channelId: channel.id,
        ...(inThread && channel.parentId !== null ? { parentChannelId: channel.parentId } : {}),
        creator,
        locale: gameLanguage,
        ais,
        options: options.value,
        clock: clock.value,
        ...(color === undefined ? {} : { seat: color }),
      });
      if (!created.ok) {
        await refuse(ctx, interaction, created.error);
        return;
      }
      const session = created.value.session;
      const reply = await interaction.editReply(toEdit(lobbyViewFor(ctx, interaction, session)));
      ctx.log.info('lobby opened', { game: session.id, channel: channel.id });
      rememberLobby(ctx, channel.id, session.id, reply.id);
      return;
    }

    if (home?.type !== ChannelType.GuildText) return;
    const thread = await home.threads
      .create({
        name: clip(t(gameLanguage, 'lobby.threadName', { host: creator.name, game: game.name }), 100),
        autoArchiveDuration: ThreadAutoArchiveDuration.OneDay,
        type: ChannelType.PublicThread,
      })
      .catch((error: unknown) => {
        ctx.log.warn('thread not created', { channel: home.id, error });
        return null;
      });
    if (thread === null) {
      await sayPrivately(interaction, t(locale, 'perm.cannotThread'));
      return;
    }
    const created = await ctx.manager.createLobby({
      game: game.id,
      guildId: interaction.guildId,
      channelId: thread.id,
      parentChannelId: home.id,
      creator,
      locale: gameLanguage,
      ais,
      options: options.value,
      clock: clock.value,
      ...(color === undefined ? {} : { seat: color }),
    });
    if (!created.ok) {
      await thread.delete().catch(() => {});
      await refuse(ctx, interaction, created.error);
      return;
    }
    const session = created.value.session;
    const lobby = await thread.send(toCreate(lobbyViewFor(ctx, interaction, session))).catch((error: unknown) => {
      ctx.log.warn('lobby not posted in its thread', { game: session.id, thread: thread.id, error });
      return null;
    });
    if (lobby === null) {
      // A lobby nobody can see must not block the thread: it is cancelled and the thread goes.
      const aborted = await ctx.manager.abort(thread.id, { gameId: session.id, userId: creator.userId, force: true, lobbyOnly: true });
      if (!aborted.ok) ctx.log.warn('unposted lobby left open', { game: session.id, thread: thread.id, code: aborted.error.code, detail: aborted.error.message });
      await thread.delete().catch((error: unknown) => ctx.log.debug('thread not deleted', { thread: thread.id, error }));
      await sayPrivately(interaction, t(locale, 'perm.cannotThread'));
      return;
    }
    rememberLobby(ctx, thread.id, session.id, lobby.id);
    ctx.log.info('lobby opened', { game: session.id, channel: thread.id, parent: home.id });
    await interaction.editReply(toEdit({ content: t(gameLanguage, 'lobby.inThread', { host: escapeMarkdown(creator.name), thread: `<#${thread.id}>`, game: game.name }) }));
  },
} satisfies CommandHandler;
