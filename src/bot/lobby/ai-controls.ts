import { t } from '../../i18n/catalog.ts';
import type { LoadedSession, SessionResult } from '../../session/manager.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { lobbyViewFor, showOnLobby, startedOverride } from './shared.ts';
import { refuse, sayPrivately, userLocale } from '../replies.ts';
import { toEdit } from '../chrome/common.ts';
import { botsPanelView } from './view.ts';

/**
 * The buttons of the host's bots panel: add a bot of a level, remove a seated bot. The panel
 * shows the new table and the public lobby message is updated; refusals are told privately.
 */
export const aiButtons = {
  kind: 'ai',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'ai'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const ref = { gameId: id.gameId, userId: interaction.user.id };
    const overrides = { ...startedOverride(locale), NOT_CREATOR: t(locale, 'lobby.hostOnlyBots') };
    // The argument is an index among the game's AI levels (add) or seats (remove); the game judges it.
    const changed: SessionResult<LoadedSession> =
      id.op === 'add'
        ? await ctx.manager.addAi(interaction.channelId, { ...ref, level: id.arg })
        : await ctx.manager.removeAi(interaction.channelId, { ...ref, seat: id.arg });
    if (!changed.ok && changed.error.code === 'NOT_IN_GAME' && id.op === 'remove') {
      // A panel older than a change of seats: no bot sits there now. It is drawn again as the table is.
      const loaded = await ctx.manager.getGame(id.gameId);
      if (loaded.ok && loaded.value.session.status === 'lobby' && loaded.value.session.channelId === interaction.channelId) {
        await interaction.editReply(toEdit(botsPanelView(ctx.games.pluginOf(loaded.value.session.game), loaded.value.session, locale)));
      }
      return sayPrivately(interaction, t(locale, 'bots.gone'));
    }
    if (!changed.ok) return refuse(ctx, interaction, changed.error, { ...overrides, UNKNOWN_CHOICE: t(locale, 'router.unknownComponent') });
    const { session } = changed.value;
    ctx.log.info(id.op === 'add' ? 'bot added' : 'bot removed', { game: session.id, seats: session.seats.length });
    await interaction.editReply(toEdit(botsPanelView(ctx.games.pluginOf(session.game), session, locale)));
    await showOnLobby(ctx, interaction, session, lobbyViewFor(ctx, interaction, session));
  },
} satisfies ComponentHandler<'ai'>;
