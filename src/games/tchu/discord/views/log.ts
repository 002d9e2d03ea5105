import type { GameRecord } from '../../engine/record.ts';
import type { GameState } from '../../engine/state.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { seatsLostOnTime } from '../../../../session/schedule.ts';
import type { GameSession } from '../../../../session/session.ts';
import { gameLocale, type View } from '../../../../bot/chrome/common.ts';
import { logPageCount, logPageView } from '../../../../bot/chrome/log-pager.ts';
import { describeTurn, nameOf, turnStories, type TurnStory } from '../history.ts';
import { t } from '../texts.ts';

/** Turns per page of the message board. */
export const LOG_PAGE_SIZE = 8;

/**
 * Pages of the message board: one line group per turn (the first ticket choice counts as one),
 * the turn under way included (a game that ended early tells its end there).
 */
export function logPages(state: GameState | null): number {
  const turns = state === null ? 0 : state.step === 'INITIAL_TICKETS' ? 1 : state.turns + 2;
  return logPageCount(turns, LOG_PAGE_SIZE);
}

/** A turn's title on the message board: the first ticket choice, or the turn and its player. */
function storyTitle(turn: number, player: string, names: (seat: string) => string, locale: Locale): string {
  return turn === 0 ? t(locale, 'tchu.turn.titleTickets') : t(locale, 'tchu.turn.title', { turn, player: names(player) });
}

/**
 * How a game that ended early ended, in words: who resigned, first to resign first (or whose time
 * ran out, on a strict clock), or that it was stopped; nothing for a game under way or played out.
 * The platform owns resignations and stops: the session says who and how, the record does not.
 */
function endedEarlyLines(session: GameSession, names: (seat: string) => string, locale: Locale): string[] {
  if (session.status !== 'aborted') return [];
  if (session.endReason !== 'resigned') return [t(locale, 'tchu.did.stopped')];
  const late = seatsLostOnTime(session.clock);
  return session.seats
    .filter((seat) => seat.resignedAt !== undefined)
    .sort((a, b) => (a.resignedAt ?? 0) - (b.resignedAt ?? 0))
    .map((seat) => t(locale, late.includes(seat.seat) ? 'tchu.did.lostOnTime' : 'tchu.did.resigned', { player: names(seat.seat) }));
}

/**
 * The message board's turns, each a title and its lines (places named as the map names them, see
 * `routeName`). A game that ended early says how as the last lines of the turn it ended in (a
 * turn of its own when nothing was played in it yet): a resignation ends a game of tCHu (two seats).
 */
function boardTurns(session: GameSession, state: GameState | null, locale: Locale): { readonly title: string; readonly lines: readonly string[] }[] {
  const names = nameOf(session);
  const stories = turnStories(session.record as GameRecord | null);
  const turns = stories.map((story: TurnStory) => ({
    turn: story.turn,
    title: storyTitle(story.turn, story.steps[0].seat, names, locale),
    lines: describeTurn(story, names, locale, gameLocale(session)),
  }));
  const end = state === null ? [] : endedEarlyLines(session, names, locale);
  if (end.length === 0 || state === null) return turns;
  const under = state.step === 'INITIAL_TICKETS' ? 0 : state.step === 'OVER' ? null : state.turns + 1;
  const last = turns[turns.length - 1] as (typeof turns)[number] | undefined;
  if (last !== undefined && (under === null || last.turn === under)) return [...turns.slice(0, -1), { ...last, lines: [...last.lines, ...end] }];
  if (under === null) return turns;
  return [...turns, { turn: under, title: storyTitle(under, state.players[state.current], names, locale), lines: end }];
}

/** Every line of the message board: each turn's title, then what it did, line by line. */
export function logEntries(session: GameSession, state: GameState | null, locale: Locale): string[] {
  return boardTurns(session, state, locale).flatMap((turn) => [`**${turn.title}**`, ...turn.lines]);
}

/** One page of the message board: each turn told in words, with Previous / Next buttons. */
export function logView(session: GameSession, state: GameState | null, requestedPage: number, locale: Locale): View {
  const turns = boardTurns(session, state, locale).map((turn) => [`**${turn.title}**`, ...turn.lines].join('\n'));
  return logPageView(session, turns, LOG_PAGE_SIZE, requestedPage, locale, { separator: '\n\n' });
}
