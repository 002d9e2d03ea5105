import { t } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { abortGame } from '../lobby.ts';
import { userLocale } from '../replies.ts';
import { noticeView, toEdit } from '../views/common.ts';

/**
 * The confirmation of /chacun abort: stop the game for everyone (or cancel the lobby), or keep it.
 * A lobby's confirmation answers about the lobby, not about a game.
 */
export const abortButtons = {
  kind: 'abort',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'abort'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    if (!id.confirm && id.lobby !== true) {
      await interaction.update(toEdit(noticeView(t(locale, 'abort.kept'))));
      return;
    }
    await interaction.deferUpdate();
    if (!id.confirm) {
      // "The lobby stays open" only while it does: the game may have started, or been cancelled, since.
      const loaded = await ctx.manager.getGame(id.gameId);
      const open = loaded.ok && loaded.value.session.status === 'lobby';
      await interaction.editReply(toEdit(noticeView(t(locale, open ? 'abort.keptLobby' : 'abort.keptNothing'))));
      return;
    }
    if (await abortGame(ctx, interaction, id.gameId, { lobbyOnly: id.lobby === true })) {
      await interaction.editReply(toEdit(noticeView(t(locale, id.lobby === true ? 'abort.doneLobby' : 'abort.done'))));
    }
  },
} satisfies ComponentHandler<'abort'>;
