import { t } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { lobbyViewFor, showOnLobby, startedOverride } from '../lobby.ts';
import { displayName, refuse, sayPrivately, userLocale } from '../replies.ts';

/**
 * The lobby's colour menu: a seated player changes colour; someone not seated yet joins in that
 * colour. The lobby message is drawn again after every choice, a refused one too, so that the
 * menu never keeps a colour the player did not get.
 */
export const colorMenu = {
  kind: 'color',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'color'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const value = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
    if (value === undefined) return sayPrivately(interaction, t(userLocale(interaction), 'option.badColor'));
    // The game judges the seat (UNKNOWN_CHOICE for one it does not have).
    const ref = { gameId: id.gameId, userId: interaction.user.id, seat: value };
    let result = await ctx.manager.chooseSeat(interaction.channelId, ref);
    if (!result.ok && result.error.code === 'NOT_IN_GAME') result = await ctx.manager.join(interaction.channelId, { ...ref, name: displayName(interaction) });
    if (!result.ok) {
      await refuse(ctx, interaction, result.error, { ...startedOverride(userLocale(interaction)), UNKNOWN_CHOICE: t(userLocale(interaction), 'option.badColor') });
      // Discord goes on showing the refused colour as picked until the message is drawn again.
      const loaded = await ctx.manager.getGame(id.gameId);
      const session = loaded.ok ? loaded.value.session : null;
      if (session?.status === 'lobby' && session.channelId === interaction.channelId) await showOnLobby(ctx, interaction, session, lobbyViewFor(interaction, session));
      return;
    }
    return showOnLobby(ctx, interaction, result.value.session, lobbyViewFor(interaction, result.value.session));
  },
} satisfies ComponentHandler<'color'>;
