import type { APIEmbed } from 'discord.js';
import type { HostedGames } from '../hosting.ts';
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { LoadedSession } from '../../session/manager.ts';
import { seatOfKey } from '../../session/session.ts';
import { BRAND_COLOR, clip, escapeMarkdown, LIMITS, type View } from '../chrome/common.ts';

/** Most games listed in one answer (an embed holds 4,096 characters). */
export const GAMES_LISTED = 20;

/** One game of the list: where, which game, who plays, whose turn and since when. */
export interface ListedGame {
  readonly channelId: string;
  readonly game: string;
  readonly players: readonly string[];
  /** Whoever may act now, by name; empty for a lobby. */
  readonly toAct: readonly string[];
  readonly lobby: boolean;
  /** When the game last changed (ms): the turn under way began then. */
  readonly since: number;
}

/** What the list shows of a game, from the game as stored. */
export function listedGame(games: HostedGames, loaded: LoadedSession): ListedGame {
  const { session, state } = loaded;
  const module = games.get(session.game);
  const keys = state === null || module === undefined ? [] : module.rules.toAct(state);
  return {
    channelId: session.channelId,
    game: module?.name ?? session.game,
    players: session.seats.map((seat) => seat.player.name),
    toAct: keys.map((key) => seatOfKey(session, key)?.player.name).filter((name): name is string => name !== undefined),
    lobby: session.status === 'lobby',
    since: session.updatedAt,
  };
}

/** The games of a server, private to the one who asked: a line each, newest turn last. */
export function gamesListView(games: readonly ListedGame[], options: { readonly mine: boolean; readonly locale: Locale }): View {
  const { locale, mine } = options;
  const shown = games.slice(0, GAMES_LISTED);
  const lines = shown.map((game) => {
    const where = `<#${game.channelId}>`;
    const players = joinNames(game.players.map(escapeMarkdown), locale);
    const when = `<t:${Math.floor(game.since / 1000)}:R>`;
    const state = game.lobby
      ? t(locale, 'games.lobby', { since: when })
      : t(locale, 'games.turn', { players: joinNames(game.toAct.map(escapeMarkdown), locale), since: when });
    return `**${game.game}** · ${where} · ${players}\n${state}`;
  });
  if (games.length > shown.length) lines.push(t(locale, 'games.more', { count: games.length - shown.length }));
  const embed: APIEmbed = {
    title: t(locale, mine ? 'games.titleMine' : 'games.title'),
    description: clip(lines.length === 0 ? t(locale, mine ? 'games.noneMine' : 'games.none') : lines.join('\n\n'), LIMITS.embedDescription),
    color: BRAND_COLOR,
  };
  return { embeds: [embed], components: [] };
}
