import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { isActive, seatOfKey } from '../../session/session.ts';
import type { BotContext } from '../context.ts';
import { GAMES_COMMAND, OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { refuse, sendPrivate, userLocale } from '../replies.ts';
import { gamesListView, listedGame } from './view.ts';

/**
 * /games [mine]: the games open on this server (lobbies and games under way, every game), each
 * with its channel or thread, its players and whose turn it is since when; with `mine`, only
 * those waiting for the caller. Private to the one who asks: the channel is not filled with lists.
 */
export const gamesCommand = {
  name: GAMES_COMMAND,
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    if (!interaction.inGuild()) {
      await sendPrivate(interaction, { content: t(locale, 'game.guildOnly') });
      return;
    }
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const active = await ctx.manager.activeSessions([interaction.guildId]);
    if (!active.ok) {
      await refuse(ctx, interaction, active.error);
      return;
    }
    const mine = interaction.options.getBoolean(OPTIONS.mine) ?? false;
    const userId = interaction.user.id;
    const games = active.value.sessions
      .filter(({ session }) => isActive(session))
      .filter(({ session, state }) => {
        if (!mine) return true;
        if (state === null) return false;
        // Waiting for the caller: one of the seats that may act now is theirs.
        return ctx.manager
          .gameOf(session)
          .rules.toAct(state)
          .some((key) => {
            const player = seatOfKey(session, key)?.player;
            return player?.type === 'human' && player.userId === userId;
          });
      })
      .map((loaded) => listedGame(ctx.games, loaded))
      // The longest waiting first.
      .sort((a, b) => a.since - b.since);
    await sendPrivate(interaction, gamesListView(games, { mine, locale }));
  },
} satisfies CommandHandler;
