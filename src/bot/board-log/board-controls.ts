import { MessageFlags } from 'discord.js';
import { refuse as refusal } from '../../session/errors.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, sendPrivate, userLocale } from '../replies.ts';
import { buttonGame } from '../click.ts';
import { drawOrNull } from '../images.ts';

/** A button showing the game's board to the user alone. */
export const boardButton = {
  kind: 'board',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'board'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
    if (!loaded.ok) return refuse(ctx, interaction, loaded.error);
    const { session, state } = loaded.value;
    if (state === null) return refuse(ctx, interaction, refusal('GAME_NOT_STARTED', `game ${session.id} is a lobby`).error);
    const locale = userLocale(interaction);
    await sendPrivate(interaction, await ctx.games.discordOf(session.game).views.board({ session, state }, ctx.images, drawOrNull(ctx.log, 'board'), locale));
  },
} satisfies ComponentHandler<'board'>;
