import { refuse as refusal, type SessionError } from '../../session/errors.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { lobbyViewFor, showOnLobby, startedOverride } from './shared.ts';
import { displayName, refuse, userLocale } from '../replies.ts';

/**
 * The lobby's colour menu: a seated player changes colour; someone not seated yet joins in that
 * colour. The lobby message is drawn again after every choice, a refused one too, so that the
 * menu never keeps a colour the player did not get.
 */
export const colorMenu = {
  kind: 'color',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'color'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    /** Tells why, in the game's words for its seats, and draws the lobby again. */
    const refused = async (error: SessionError): Promise<void> => {
      // Discord goes on showing the refused colour as picked until the message is drawn again.
      const loaded = await ctx.manager.getGame(id.gameId);
      const session = loaded.ok ? loaded.value.session : null;
      const seats = session === null ? undefined : ctx.games.discordOf(session.game).seats;
      const overrides = { ...startedOverride(locale), ...(seats === undefined ? {} : { UNKNOWN_CHOICE: seats.unknown(locale) }) };
      await refuse(ctx, interaction, error, overrides, session?.game);
      if (session?.status === 'lobby' && session.channelId === interaction.channelId) await showOnLobby(ctx, interaction, session, lobbyViewFor(ctx, interaction, session));
    };
    const value = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
    if (value === undefined) return refused(refusal('UNKNOWN_CHOICE', 'an empty pick in the seat menu').error);
    // The game judges the seat (UNKNOWN_CHOICE for one it does not have).
    const ref = { gameId: id.gameId, userId: interaction.user.id, seat: value };
    let result = await ctx.manager.chooseSeat(interaction.channelId, ref);
    if (!result.ok && result.error.code === 'NOT_IN_GAME') result = await ctx.manager.join(interaction.channelId, { ...ref, name: displayName(interaction) });
    if (!result.ok) return refused(result.error);
    return showOnLobby(ctx, interaction, result.value.session, lobbyViewFor(ctx, interaction, result.value.session));
  },
} satisfies ComponentHandler<'color'>;
