import type { GameRecord } from '../../engine/record.ts';
import type { GameState } from '../../engine/state.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import { gameLocale, type View } from '../../../../bot/chrome/common.ts';
import { logPageCount, logPageView } from '../../../../bot/chrome/log-pager.ts';
import { describeTurn, nameOf, turnStories, type TurnStory } from '../history.ts';
import { t } from '../texts.ts';

/** Turns per page of the message board. */
export const LOG_PAGE_SIZE = 8;

/** Pages of the message board: one line group per turn (the first ticket choice counts as one). */
export function logPages(state: GameState | null): number {
  const turns = state === null ? 0 : state.step === 'INITIAL_TICKETS' ? 1 : state.turns + 2;
  return logPageCount(turns, LOG_PAGE_SIZE);
}

/** A turn's title on the message board: the first ticket choice, or the turn and its player. */
function storyTitle(story: TurnStory, names: (seat: string) => string, locale: Locale): string {
  return story.turn === 0 ? t(locale, 'tchu.turn.titleTickets') : t(locale, 'tchu.turn.title', { turn: story.turn, player: names(story.steps[0].seat) });
}

/** Every line of the message board: each turn's title, then what it did, line by line (places named as the map names them, see `routeName`). */
export function logEntries(session: GameSession, _state: GameState | null, locale: Locale): string[] {
  const names = nameOf(session);
  return turnStories(session.record as GameRecord | null).flatMap((story) => {
    return [`**${storyTitle(story, names, locale)}**`, ...describeTurn(story, names, locale, gameLocale(session))];
  });
}

/** One page of the message board: each turn told in words, with Previous / Next buttons. */
export function logView(session: GameSession, _state: GameState | null, requestedPage: number, locale: Locale): View {
  const names = nameOf(session);
  const turns = turnStories(session.record as GameRecord | null).map((story) => `**${storyTitle(story, names, locale)}**\n${describeTurn(story, names, locale, gameLocale(session)).join('\n')}`);
  return logPageView(session, turns, LOG_PAGE_SIZE, requestedPage, locale, { separator: '\n\n' });
}
