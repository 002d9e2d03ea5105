import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../context.ts';
import { OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { refuse, userLocale } from '../replies.ts';
import { shownGame } from '../click.ts';
import { toEdit } from '../chrome/common.ts';
import { t } from '../../i18n/catalog.ts';
import { withUndoNotes } from '../undo/views.ts';
import { withClockNotes } from '../clock/view.ts';

/** /<game> log [page]: the message board of the channel's game (or its last one), a page at a time, privately. */
export const logCommand = {
  name: 'log',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const loaded = await shownGame(ctx, interaction.channelId);
    if (!loaded.ok) {
      await refuse(ctx, interaction, loaded.error);
      return;
    }
    const { session, state } = loaded.value;
    const views = ctx.games.discordOf(session.game).views;
    const page = interaction.options.getInteger(OPTIONS.page);
    const last = views.logPages(state) - 1;
    const shown = page === null ? last : page - 1;
    const locale = userLocale(interaction);
    const latest = shown >= last;
    const view = withClockNotes(withUndoNotes(views.log(session, state, shown, locale), session, latest, locale), session, latest, locale);
    // A page past the last shows the last, saying so (the page's footer alone would leave the asker wondering).
    const pastEnd = page !== null && shown > last ? t(locale, 'log.pastEnd', { asked: page, pages: last + 1 }) : null;
    await interaction.editReply(toEdit(pastEnd === null ? view : { ...view, content: view.content === undefined ? pastEnd : `${pastEnd}\n${view.content}` }));
  },
} satisfies CommandHandler;
