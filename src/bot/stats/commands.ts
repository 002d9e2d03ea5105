/**
 * What both commands check first: they are used on a server, and the game named (if any) is
 * hosted. Null once the refusal is told; `chosen` is null when no game was named.
 */
async function serverAndGame(ctx: BotContext, interaction: ChatInputCommandInteraction, locale: Locale): Promise<{ readonly guildId: string; readonly chosen: string | null } | null> {
  const guildId = interaction.guildId;
  if (guildId === null) {
    await sendPrivate(interaction, { content: t(locale, 'game.guildOnly') });
    return null;
  }
  const chosen = chosenGame(ctx, interaction);
  if (chosen === undefined) {
    await sendPrivate(interaction, { content: t(locale, 'stats.unknownGame') });
    return null;
  }
  return { guildId, chosen };
}

/** /stats [user] [game] and /leaderboard [game], and the leaderboard's page buttons: private answers, from precomputed tables. */
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { StoreError } from '../../session/store.ts';
import type { BotContext } from '../context.ts';
import { messageCarries } from '../click.ts';
import { OPTIONS } from '../definitions.ts';
import type { ComponentHandler } from '../handler.ts';
import { displayName, refuse, sendPrivate, userLocale } from '../replies.ts';
import { toEdit } from '../chrome/common.ts';
import { leaderboardView, mostPlayed, statsView } from './views.ts';
import type { LeaderboardOrder } from '../../stats/leaderboard.ts';
import { tournamentRecord } from '../tournament/listing.ts';
import { tt } from '../tournament/texts.ts';

async function storeFailed(ctx: BotContext, interaction: Parameters<typeof refuse>[1], error: StoreError): Promise<void> {
  await refuse(ctx, interaction, { code: 'STORE_UNAVAILABLE', message: error.message });
}

/** The game named by the `game` option, null when none was given, or undefined when it is not a hosted game. */
function chosenGame(ctx: BotContext, interaction: ChatInputCommandInteraction): string | null | undefined {
  const value = interaction.options.getString(OPTIONS.game);
  if (value === null) return null;
  return ctx.games.get(value)?.id;
}

/** /stats [user] [game]: a person's statistics on this server, private to the caller. */
export async function runStats(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const locale = userLocale(interaction);
  const asked = await serverAndGame(ctx, interaction, locale);
  if (asked === null) return;
  const { guildId, chosen } = asked;
  const user = interaction.options.getUser(OPTIONS.user) ?? interaction.user;
  if (user.bot) {
    await sendPrivate(interaction, { content: t(locale, 'stats.botUser') });
    return;
  }
  const self = user.id === interaction.user.id;
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const stats = await ctx.stats.userStats(guildId, user.id);
  if (!stats.ok) return storeFailed(ctx, interaction, stats.error);
  const game = chosen ?? (stats.value === null ? null : mostPlayed(stats.value));
  const name = stats.value?.name ?? (self ? displayName(interaction) : user.displayName);
  // Tournaments played on the server, whatever their game: a line under the statistics.
  const tournaments = await tournamentRecord(ctx, guildId, user.id);
  const tournamentLine = tournaments.played === 0 ? null : tt(locale, 'tournament.stats', tournaments);
  if (stats.value === null || game === null || stats.value.games[game] === undefined) {
    const ofGame = game === null ? '' : t(locale, 'stats.ofGame', { game: ctx.games.get(game)?.name ?? game });
    const none = self ? t(locale, 'stats.noneSelf', { game: ofGame }) : t(locale, 'stats.noneOther', { name, game: ofGame });
    await sendPrivate(interaction, { content: tournamentLine === null ? none : `${none}\n${tournamentLine}` });
    return;
  }
  const table = await ctx.stats.ratings(guildId, game);
  if (!table.ok) return storeFailed(ctx, interaction, table.error);
  const view = await statsView({ stats: stats.value, userId: user.id, name, self, game, table: table.value, games: ctx.games, images: ctx.images, locale });
  const [first, ...rest] = view.embeds ?? [];
  const shown = tournamentLine === null || first === undefined ? view : { ...view, embeds: [{ ...first, description: `${first.description ?? ''}\n\n${tournamentLine}`.trim() }, ...rest] };
  await sendPrivate(interaction, shown);
}

/** The game a leaderboard shows when none is named: the one with the most rated games on the server. */
async function busiestGame(ctx: BotContext, guildId: string): Promise<{ ok: true; value: string } | { ok: false; error: StoreError }> {
  let best = ctx.games.modules[0].id;
  let most = -1;
  for (const game of ctx.games.modules) {
    const table = await ctx.stats.ratings(guildId, game.id);
    if (!table.ok) return table;
    const games = Object.values(table.value).reduce((sum, r) => sum + r.games, 0);
    if (games > most) [best, most] = [game.id, games];
  }
  return { ok: true, value: best };
}

/** /leaderboard [game]: the first page of the server's leaderboard of a game, private to the caller. */
export async function runLeaderboard(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const locale = userLocale(interaction);
  const asked = await serverAndGame(ctx, interaction, locale);
  if (asked === null) return;
  const { guildId, chosen } = asked;
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const game = chosen ?? (await busiestGame(ctx, guildId));
  if (typeof game !== 'string' && !game.ok) return storeFailed(ctx, interaction, game.error);
  const gameId = typeof game === 'string' ? game : game.value;
  const order: LeaderboardOrder = interaction.options.getString(OPTIONS.sort) === 'speed' ? 'speed' : 'rating';
  await showLeaderboard(ctx, interaction, guildId, gameId, 0, locale, order);
}

async function showLeaderboard(ctx: BotContext, interaction: Parameters<typeof refuse>[1], guildId: string, game: string, page: number, locale: Locale, order: LeaderboardOrder, inPlace = false): Promise<void> {
  const table = await ctx.stats.ratings(guildId, game);
  if (!table.ok) return storeFailed(ctx, interaction, table.error);
  const view = await leaderboardView({ game, games: ctx.games, images: ctx.images, table: table.value, page, userId: interaction.user.id, locale, order });
  if (inPlace) await interaction.editReply(toEdit(view));
  else await sendPrivate(interaction, view);
}

/** The leaderboard's Previous and Next buttons: the same private message shows another page (the last one if the board shrank). */
export const ranksButtons = {
  kind: 'ranks',
  run: async (interaction, id, ctx) => {
    const locale = userLocale(interaction);
    const game = ctx.games.get(id.gameId);
    if (game === undefined || interaction.guildId === null) {
      await sendPrivate(interaction, { content: t(locale, 'stats.unknownGame') });
      return;
    }
    // The page turns in the leaderboard clicked; on any other private message it opens anew (that message stays).
    const inBoard = messageCarries(interaction.message, (other) => other.kind === 'ranks');
    if (inBoard) await interaction.deferUpdate();
    else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await showLeaderboard(ctx, interaction, interaction.guildId, game.id, id.page, locale, id.speed === true ? 'speed' : 'rating', inBoard);
  },
} satisfies ComponentHandler<'ranks'>;
