import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { refuse as refusal } from '../../session/errors.ts';
import { seatOfUser } from '../../session/session.ts';
import type { BotContext } from '../context.ts';
import type { CommandHandler } from '../handler.ts';
import { refuse, sendPrivate, userLocale } from '../replies.ts';
import { resignConfirmView } from './confirm-view.ts';

/** /chacun resign: asks the player to confirm leaving the game under way. */
export const resignCommand = {
  name: 'resign',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const loaded = await ctx.manager.get(interaction.channelId);
    if (!loaded.ok) {
      await refuse(ctx, interaction, loaded.error);
      return;
    }
    const { session } = loaded.value;
    if (session.status !== 'playing') {
      await refuse(ctx, interaction, refusal('GAME_NOT_STARTED', `game ${session.id} is a lobby`).error);
      return;
    }
    const seat = seatOfUser(session, interaction.user.id);
    if (seat === undefined || seat.resignedAt !== undefined) {
      await refuse(ctx, interaction, refusal('NOT_IN_GAME', `${interaction.user.id} does not play in ${session.id}`).error);
      return;
    }
    await sendPrivate(interaction, resignConfirmView(session, seat, ctx.games.discordOf(session.game).seats, userLocale(interaction), ctx.games.get(session.game)?.rules.seats.teams ?? []));
  },
} satisfies CommandHandler;
