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
  /** When its lobby opened, else when its last move was played (ms; its start before the first). */
  readonly since: number;
  /** Whether no move was played yet (`since` is then the game's start). */
  readonly unmoved: boolean;
  /** Its id. */
  readonly gameId?: string;
  /** Lines under the game: when its move is due (a time per move), its seats' median times to move, its seats whose players are away. */
  readonly notes?: readonly string[];
}

/**
 * When the list says a game's state began: its lobby's opening, else its last move (its start
 * before the first). Not the last write: a reminder, a clock's note or an away time ending writes
 * the game too, and the line would say the turn had just begun.
 */
function sinceOf(session: LoadedSession['session']): number {
  if (session.status === 'lobby') return session.createdAt;
  return session.moveTimes?.at(-1) ?? session.startedAt ?? session.updatedAt;
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
    since: sinceOf(session),
    unmoved: session.moveNumber === 0,
    gameId: session.id,
  };
}

/** A queue for a game (/lfg) as the list shows it: the game and its options, who waits, since when. */
export interface ListedQueue {
  readonly game: string;
  /** Its options in words, or null. */
  readonly options: string | null;
  readonly players: readonly string[];
  /** How many people open a table on their own. */
  readonly size: number;
  /** When the first of them began to wait (ms). */
  readonly since: number;
}

/** The queues' part of the list (after the games), or nothing. */
function queueLines(queues: readonly ListedQueue[], locale: Locale): string[] {
  if (queues.length === 0) return [];
  const lines = queues.map((queue) => {
    const what = `**${queue.game}**${queue.options === null ? '' : ` · ${queue.options}`}`;
    const who = t(locale, 'lfg.gamesLine', { waiting: queue.players.length, size: queue.size, players: joinNames(queue.players.map(escapeMarkdown), locale), since: `<t:${Math.floor(queue.since / 1000)}:R>` });
    return `${what}\n${who}`;
  });
  return [`__${t(locale, 'lfg.gamesTitle')}__\n${lines.join('\n')}`];
}

/** The games of a server (and its queues for a game), private to the one who asked: a line each, newest turn last. */
export function gamesListView(games: readonly ListedGame[], options: { readonly mine: boolean; readonly locale: Locale; readonly queues?: readonly ListedQueue[] }): View {
  const { locale, mine } = options;
  const shown = games.slice(0, GAMES_LISTED);
  const lines = shown.map((game) => {
    const where = `<#${game.channelId}>`;
    const players = joinNames(game.players.map(escapeMarkdown), locale);
    const when = `<t:${Math.floor(game.since / 1000)}:R>`;
    const state = game.lobby
      ? t(locale, 'games.lobby', { since: when })
      : t(locale, game.unmoved ? 'games.firstTurn' : 'games.turn', { players: joinNames(game.toAct.map(escapeMarkdown), locale), since: when });
    return [`**${game.game}** · ${where} · ${players}`, state, ...(game.notes ?? [])].join('\n');
  });
  if (games.length > shown.length) lines.push(t(locale, 'games.more', { count: games.length - shown.length }));
  const embed: APIEmbed = {
    title: t(locale, mine ? 'games.titleMine' : 'games.title'),
    description: clip([lines.length === 0 ? t(locale, mine ? 'games.noneMine' : 'games.none') : lines.join('\n\n'), ...queueLines(options.queues ?? [], locale)].join('\n\n'), LIMITS.embedDescription),
    color: BRAND_COLOR,
  };
  return { embeds: [embed], components: [] };
}
