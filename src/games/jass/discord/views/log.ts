import type { View } from '../../../../bot/chrome/common.ts';
import { logPageCount, logPageView } from '../../../../bot/chrome/log-pager.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import type { JassState } from '../../engine/game.ts';
import { eventText, gameEvents } from '../events.ts';
import { suitStyleOf } from '../../suit-style.ts';
import { t } from '../texts.ts';
import { textNames } from './turn.ts';

/** Log entries per page of /jass log. */
export const LOG_PAGE_SIZE = 12;

/** Number of pages of the log (at least one, empty). */
export function logPages(state: JassState | null): number {
  return logPageCount(state === null ? 0 : gameEvents(state).length, LOG_PAGE_SIZE);
}

/** Every entry of the log, numbered as its pages number them. */
export function logEntries(session: GameSession, state: JassState | null, locale: Locale): string[] {
  const names = textNames(session, locale);
  return (state === null ? [] : gameEvents(state)).map((event, i) => `**${i + 1}.** ${eventText(event, names, locale, suitStyleOf(session.options))}`);
}

/** One page of the log: numbered entries (trumps, tricks, ends of turns), with Previous / Next buttons. */
export function logView(session: GameSession, state: JassState | null, requestedPage: number, locale: Locale): View {
  return logPageView(session, logEntries(session, state, locale), LOG_PAGE_SIZE, requestedPage, locale, { empty: t(locale, 'jass.log.empty') });
}
