import { MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { commandMention } from '../mentions.ts';
import { t } from '../../i18n/catalog.ts';
import { refuse as refusal } from '../../session/errors.ts';
import type { BotContext } from '../context.ts';
import { OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { refuse, userLocale } from '../replies.ts';
import { shownGame } from '../click.ts';
import { drawOrNull } from '../images.ts';
import { adaptToChannel, gameLocale, toEdit } from '../chrome/common.ts';

/** /<game> board [private]: shows the current board again, to the channel or to the user alone. */
export const boardCommand = {
  name: 'board',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const hidden = interaction.options.getBoolean(OPTIONS.private) ?? false;
    await interaction.deferReply(hidden ? { flags: MessageFlags.Ephemeral } : {});
    const loaded = await shownGame(ctx, interaction.channelId);
    if (!loaded.ok) {
      await refuse(ctx, interaction, loaded.error);
      return;
    }
    const { session, state } = loaded.value;
    if (state === null) {
      await refuse(ctx, interaction, refusal('GAME_NOT_STARTED', `game ${session.id} is a lobby`).error);
      return;
    }
    const locale = hidden ? userLocale(interaction) : gameLocale(session);
    const view = await ctx.games.discordOf(session.game).views.board({ session, state }, ctx.images, drawOrNull(ctx.log, 'board'), locale);
    const caps = { files: hidden || interaction.appPermissions.has(PermissionFlagsBits.AttachFiles), embeds: true };
    await interaction.editReply(toEdit(adaptToChannel(view, caps, t(locale, 'perm.noAttach', { board: commandMention(ctx.games, session.game, 'board', locale) }))));
  },
} satisfies CommandHandler;
