import { t } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { displayName, refuse, userLocale } from '../replies.ts';
import { announce } from '../click.ts';
import { escapeMarkdown, gameLocale, noticeView, toEdit } from '../views/common.ts';

/**
 * The confirmation of /chacun resign. The game goes on with the seat played automatically while
 * enough players are left; otherwise it ends and those left win by forfeit.
 */
export const resignButtons = {
  kind: 'resign',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'resign'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    if (!id.confirm) {
      await interaction.update(toEdit(noticeView(t(locale, 'resign.kept'))));
      return;
    }
    await interaction.deferUpdate();
    const resigned = await ctx.manager.resign(interaction.channelId, { gameId: id.gameId, userId: interaction.user.id });
    if (!resigned.ok) return refuse(ctx, interaction, resigned.error);
    const { session, ended } = resigned.value;
    ctx.log.info('player resigned', { game: session.id, user: interaction.user.id, ended });
    await interaction.editReply(toEdit(noticeView(t(locale, 'resign.done'))));
    if (!ended) await ctx.announcer.notice(session, t(gameLocale(session), 'resign.public', { player: escapeMarkdown(displayName(interaction)), autoPlay: ctx.discordOf(session.game).seats.autoPlayPublic(gameLocale(session)) }));
    // No move of theirs to speak of: a failed announcement gets the neutral text.
    await announce(ctx, interaction, session, locale, { after: 'change' });
  },
} satisfies ComponentHandler<'resign'>;
