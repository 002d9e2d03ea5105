import { t } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { displayName, refuse, userLocale } from '../replies.ts';
import { announce, buttonGame } from '../click.ts';
import { escapeMarkdown, gameLocale, noticeView, toEdit } from '../chrome/common.ts';

/**
 * The confirmation of /chacun resign. The game goes on with the seat played automatically while
 * enough players are left; otherwise it ends and those left win by forfeit. It is only ever on
 * the private reply to the user who asked (the router refuses it elsewhere), and its game must
 * be this channel's: then the answer replaces the confirmation.
 */
export const resignButtons = {
  kind: 'resign',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'resign'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    await interaction.deferUpdate();
    if (!id.confirm) {
      const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
      if (!loaded.ok) return refuse(ctx, interaction, loaded.error);
      await interaction.editReply(toEdit(noticeView(t(locale, 'resign.kept'))));
      return;
    }
    const resigned = await ctx.manager.resign(interaction.channelId, { gameId: id.gameId, userId: interaction.user.id });
    if (!resigned.ok) return refuse(ctx, interaction, resigned.error);
    const { session, ended } = resigned.value;
    ctx.log.info('player resigned', { game: session.id, user: interaction.user.id, ended });
    await interaction.editReply(toEdit(noticeView(t(locale, 'resign.done'))));
    if (!ended) await ctx.announcer.notice(session, t(gameLocale(session), 'resign.public', { player: escapeMarkdown(displayName(interaction)), autoPlay: ctx.games.discordOf(session.game).seats.autoPlayPublic(gameLocale(session)) }));
    // No move of theirs to speak of: a failed announcement gets the neutral text.
    await announce(ctx, interaction, session, locale, { after: 'change' });
  },
} satisfies ComponentHandler<'resign'>;
