import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CommandHandler } from '../handler.ts';
import { isTournamentGame } from '../../session/session.ts';
import { commandMention } from '../mentions.ts';
import { isModerator, refuse, sayPrivately, sendPrivate, userLocale } from '../replies.ts';
import { abortConfirmView, tournamentAbortRefusal } from './confirm-view.ts';
import { stopsAsModerator } from './rights.ts';

/**
 * /chacun abort: asks for confirmation before stopping the channel's lobby or game for
 * everyone; only its creator or someone who may manage the channel may, and a tournament's game
 * only the latter or the tournament's organiser not seated at it (its players are told to resign
 * instead).
 */
export const abortCommand = {
  name: 'abort',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    const loaded = await ctx.manager.get(interaction.channelId);
    if (!loaded.ok) {
      if (loaded.error.code === 'CORRUPT_GAME' && isModerator(interaction)) {
        // An unreadable game must not block the channel for good: a moderator can clear it. The
        // manager answers CORRUPT_GAME once it has taken the game out of the channel; any other
        // failure (the store) means the game is still there.
        const cleared = await ctx.manager.abort(interaction.channelId, { userId: interaction.user.id, force: true });
        if (!cleared.ok && cleared.error.code !== 'CORRUPT_GAME') {
          await refuse(ctx, interaction, cleared.error);
          return;
        }
        ctx.log.warn('unreadable game cleared from its channel', { channel: interaction.channelId, by: interaction.user.id });
        await sayPrivately(interaction, t(locale, 'abort.corruptCleared'));
        return;
      }
      await refuse(ctx, interaction, loaded.error);
      return;
    }
    const { session } = loaded.value;
    const moderator = await stopsAsModerator(ctx, interaction, session);
    if (isTournamentGame(session) && !moderator) {
      await sayPrivately(interaction, tournamentAbortRefusal(session, interaction.user.id, commandMention(ctx.games, session.game, 'resign', locale), locale));
      return;
    }
    if (session.createdBy !== interaction.user.id && !moderator) {
      await sayPrivately(interaction, t(locale, 'abort.notAllowed'));
      return;
    }
    await sendPrivate(interaction, abortConfirmView(session, locale, ctx.games.get(session.game)?.rules.seats.teams ?? []));
  },
} satisfies CommandHandler;
