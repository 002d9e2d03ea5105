import { MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import type { GameState } from '../../games/chacun/engine/game.ts';
import { t } from '../../i18n/catalog.ts';
import { refuse as refusal } from '../../session/errors.ts';
import type { BotContext } from '../context.ts';
import { OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { refuse, userLocale } from '../replies.ts';
import { shownGame } from '../click.ts';
import { imageOptions, imageOrNull } from '../../games/chacun/discord/turn-flow.ts';
import { adaptToChannel, gameLocale, toEdit } from '../views/common.ts';
import { boardView } from '../../games/chacun/discord/views/turn.ts';

/** /chacun board [private]: shows the current board again, to the channel or to the user alone. */
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
    const { session } = loaded.value;
    const state = loaded.value.state as GameState | null;
    if (state === null) {
      await refuse(ctx, interaction, refusal('GAME_NOT_STARTED', `game ${session.id} is a lobby`).error);
      return;
    }
    const locale = hidden ? userLocale(interaction) : gameLocale(session);
    const image = await imageOrNull(ctx, 'board', () => ctx.images.board(state, imageOptions(session, state, locale)));
    const view = boardView(session, state, image, locale);
    const caps = { files: hidden || interaction.appPermissions.has(PermissionFlagsBits.AttachFiles), embeds: true };
    await interaction.editReply(toEdit(adaptToChannel(view, caps, t(locale, 'perm.noAttach'))));
  },
} satisfies CommandHandler;
