import { MessageFlags } from 'discord.js';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, userLocale } from '../replies.ts';
import { buttonGame, messageCarries } from '../click.ts';
import { toEdit } from '../chrome/common.ts';
import { withUndoNotes } from '../undo/views.ts';
import { withClockNotes } from '../clock/view.ts';

/**
 * The message-board buttons: from a public message, they open the board privately (at its
 * latest page); in the private view, Previous / Next turn its pages.
 */
export const logButtons = {
  kind: 'log',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'log'>, ctx: BotContext) => {
    // Pages turn in place only in the user's private board of this game; from anywhere else it opens anew.
    const paging = interaction.message.flags.has(MessageFlags.Ephemeral) && messageCarries(interaction.message, (other) => other.kind === 'log' && other.gameId === id.gameId);
    if (paging) await interaction.deferUpdate();
    else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
    if (!loaded.ok) return refuse(ctx, interaction, loaded.error);
    const { session, state } = loaded.value;
    const views = ctx.games.discordOf(session.game).views;
    const locale = userLocale(interaction);
    const latest = id.page >= views.logPages(state) - 1;
    await interaction.editReply(toEdit(withClockNotes(withUndoNotes(views.log(session, state, id.page, locale), session, latest, locale), session, latest, locale)));
  },
} satisfies ComponentHandler<'log'>;
