import { t } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { abortGame, lobbyViewFor, showOnLobby, startedOverride, startGame } from './shared.ts';
import { displayName, refuse, userLocale } from '../replies.ts';
import { botsPanelView, lobbyClosedView } from './view.ts';
import { MessageFlags } from 'discord.js';
import { refuse as refusal } from '../../session/errors.ts';
import { toEdit } from '../chrome/common.ts';

/** The Bots button: opens the host's private panel to add and remove bots (others are told only the host may). */
async function openBotsPanel(interaction: ComponentInteraction, gameId: string, ctx: BotContext): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const locale = userLocale(interaction);
  const loaded = await ctx.manager.getGame(gameId);
  if (!loaded.ok) return refuse(ctx, interaction, loaded.error);
  const { session } = loaded.value;
  if (session.channelId !== interaction.channelId) return refuse(ctx, interaction, refusal('WRONG_GAME', `game ${gameId} is played in ${session.channelId}`).error);
  if (session.status !== 'lobby') {
    return refuse(ctx, interaction, refusal(session.status === 'playing' ? 'GAME_STARTED' : 'GAME_OVER', `game ${gameId} is ${session.status}`).error, startedOverride(locale));
  }
  if (session.createdBy !== interaction.user.id) return refuse(ctx, interaction, refusal('NOT_CREATOR', 'bots panel').error, { NOT_CREATOR: t(locale, 'lobby.hostOnlyBots') });
  await interaction.editReply(toEdit(botsPanelView(ctx.games.pluginOf(session.game), session, locale)));
}

/**
 * The lobby buttons: Join, Leave, Start, Cancel; the lobby message shows the result. Once the
 * game has started (an old lobby message that kept its buttons), they change nothing and say so.
 */
export const lobbyButtons = {
  kind: 'lobby',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'lobby'>, ctx: BotContext) => {
    if (id.action === 'bots') return openBotsPanel(interaction, id.gameId, ctx);
    await interaction.deferUpdate();
    const channelId = interaction.channelId;
    const locale = userLocale(interaction);
    const ref = { gameId: id.gameId, userId: interaction.user.id };
    switch (id.action) {
      case 'join': {
        const joined = await ctx.manager.join(channelId, { ...ref, name: displayName(interaction) });
        if (!joined.ok) return refuse(ctx, interaction, joined.error, startedOverride(locale));
        return showOnLobby(ctx, interaction, joined.value.session, lobbyViewFor(ctx, interaction, joined.value.session));
      }
      case 'leave': {
        const left = await ctx.manager.leave(channelId, ref);
        if (!left.ok) return refuse(ctx, interaction, left.error, { ...startedOverride(locale), NOT_IN_GAME: t(locale, 'lobby.notJoined') });
        const session = left.value.session;
        return showOnLobby(ctx, interaction, session, session.status === 'lobby' ? lobbyViewFor(ctx, interaction, session) : lobbyClosedView(ctx.games.pluginOf(session.game), session));
      }
      case 'start':
        return startGame(ctx, interaction, id.gameId);
      case 'cancel':
        // Cancels the lobby only: an old lobby message must not stop a game under way.
        await abortGame(ctx, interaction, id.gameId, { lobbyOnly: true });
        return;
    }
  },
} satisfies ComponentHandler<'lobby'>;
