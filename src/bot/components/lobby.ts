import { t } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { abortGame, lobbyViewFor, showOnLobby, startGame } from '../lobby.ts';
import { displayName, refuse, userLocale } from '../replies.ts';
import { lobbyClosedView } from '../views/lobby.ts';

/** The lobby buttons: Join, Leave, Start, Cancel; the lobby message shows the result. */
export const lobbyButtons = {
  kind: 'lobby',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'lobby'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const channelId = interaction.channelId;
    const locale = userLocale(interaction);
    const ref = { gameId: id.gameId, userId: interaction.user.id };
    switch (id.action) {
      case 'join': {
        const joined = await ctx.manager.join(channelId, { ...ref, name: displayName(interaction) });
        if (!joined.ok) return refuse(ctx, interaction, joined.error);
        return showOnLobby(ctx, interaction, joined.value.session, lobbyViewFor(interaction, joined.value.session));
      }
      case 'leave': {
        const left = await ctx.manager.leave(channelId, ref);
        if (!left.ok) return refuse(ctx, interaction, left.error, { NOT_IN_GAME: t(locale, 'lobby.notJoined') });
        const session = left.value.session;
        return showOnLobby(ctx, interaction, session, session.status === 'lobby' ? lobbyViewFor(interaction, session) : lobbyClosedView(session));
      }
      case 'start':
        return startGame(ctx, interaction, id.gameId);
      case 'cancel':
        await abortGame(ctx, interaction, id.gameId);
        return;
    }
  },
} satisfies ComponentHandler<'lobby'>;
