import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { isActive, seatOfKey } from '../../session/session.ts';
import type { BotContext } from '../context.ts';
import { GAMES_COMMAND, OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { refuse, sendPrivate, userLocale } from '../replies.ts';
import { lfgQueues } from '../lfg/service.ts';
import { tableSize } from '../lfg/queue.ts';
import { awayNotesOf } from './away.ts';
import { medianLinesOf } from './medians.ts';
import { GAMES_LISTED, gamesListView, listedGame } from './view.ts';
import { tournamentsEmbed } from '../tournament/listing.ts';

/**
 * /games [mine]: the games open on this server (lobbies and games under way, every game) and its
 * queues for a game (/lfg), each
 * with its channel or thread, its players and whose turn it is since when (and, with a time per
 * move, when the move is due); with `mine`, only
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
    // The queues for a game (/lfg), with everything else (not with mine: they wait for nobody's move).
    const queues = mine
      ? []
      : (await lfgQueues(ctx).list(interaction.guildId)).flatMap((queue) => {
          const plugin = ctx.games.plugins.find((p) => p.module.id === queue.game);
          if (plugin === undefined) return [];
          return [{ game: plugin.module.name, options: plugin.discord.describeOptions(queue.options, locale), players: queue.waiters.map((w) => w.name), size: tableSize(plugin.module), since: queue.waiters[0]?.since ?? 0 }];
        });
    const shown = new Set(games.slice(0, GAMES_LISTED).map((game) => game.gameId));
    const away = await awayNotesOf(active.value.sessions.map(({ session }) => session).filter((session) => shown.has(session.id)), ctx.userSettings, ctx.now?.() ?? Date.now(), locale);
    const listed = active.value.sessions.map(({ session }) => session).filter((session) => shown.has(session.id) && session.status === 'playing');
    const medians = await medianLinesOf(listed, ctx.stats, interaction.guildId, locale);
    // When each listed move is due, for the games with a time per move (in the reader's language).
    const due = new Map<string, string>();
    if (ctx.dueLine !== undefined) {
      const dueLine = ctx.dueLine;
      const timed = active.value.sessions.filter(({ session }) => shown.has(session.id) && session.status === 'playing' && session.clock?.settings.limitMs != null);
      await Promise.all(
        timed.map(async (loaded) => {
          const line = await dueLine(loaded, locale);
          if (line !== null) due.set(loaded.session.id, line);
        }),
      );
    }
    const noted = games.map((game) => {
      const notes = game.gameId === undefined ? [] : [...(due.has(game.gameId) ? [due.get(game.gameId)!] : []), ...(medians.has(game.gameId) ? [medians.get(game.gameId)!] : []), ...(away.get(game.gameId) ?? [])];
      return notes.length === 0 ? game : { ...game, notes };
    });
    const view = gamesListView(noted, { mine, locale, queues });
    // The server's tournaments (sign-ups open, rounds under way) follow the games.
    const tournaments = await tournamentsEmbed(ctx, interaction.guildId, userId, locale, mine);
    await sendPrivate(interaction, tournaments === null ? view : { ...view, embeds: [...(view.embeds ?? []), tournaments] });
  },
} satisfies CommandHandler;
