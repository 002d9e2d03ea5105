import { t } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { abortGame } from '../lobby/shared.ts';
import { refuse, userLocale } from '../replies.ts';
import { buttonGame } from '../click.ts';
import { noticeView, toEdit } from '../chrome/common.ts';

/**
 * The confirmation of /chacun abort: stop the game for everyone (or cancel the lobby), or keep it.
 * A lobby's confirmation answers about the lobby, not about a game. It is only ever on the
 * private reply to the user who asked (the router refuses it elsewhere), and its game must be
 * this channel's: then the answer replaces the confirmation.
 */
export const abortButtons = {
  kind: 'abort',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'abort'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    await interaction.deferUpdate();
    if (!id.confirm) {
      const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
      if (!loaded.ok) return refuse(ctx, interaction, loaded.error);
      // "The lobby stays open" only while it does: the game may have started, or been cancelled, since.
      const open = loaded.value.session.status === 'lobby';
      await interaction.editReply(toEdit(noticeView(t(locale, id.lobby !== true ? 'abort.kept' : open ? 'abort.keptLobby' : 'abort.keptNothing'))));
      return;
    }
    if (await abortGame(ctx, interaction, id.gameId, { lobbyOnly: id.lobby === true })) {
      await interaction.editReply(toEdit(noticeView(t(locale, id.lobby === true ? 'abort.doneLobby' : 'abort.done'))));
    }
  },
} satisfies ComponentHandler<'abort'>;
