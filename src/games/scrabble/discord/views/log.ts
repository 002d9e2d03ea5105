import { type View } from '../../../../bot/chrome/common.ts';
import { logPageCount, logPageView } from '../../../../bot/chrome/log-pager.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import type { ScrabbleState } from '../../engine/game.ts';
import { turnText } from '../words.ts';

/** Turns per page of /scrabble log. */
export const LOG_PAGE_SIZE = 15;

/** Pages of the message board: one line per turn (at least one page, empty). */
export function logPages(state: ScrabbleState | null): number {
  return logPageCount(state?.turns.length ?? 0, LOG_PAGE_SIZE);
}

/** Every turn of the message board in words, numbered as its pages number them. */
export function logEntries(session: GameSession, state: ScrabbleState | null, locale: Locale): string[] {
  return (state?.turns ?? []).map((turn, i) => `**${i + 1}.** ${turnText(session, state!, turn, locale)}`);
}

/** One page of the message board: the turns in words, numbered, with Previous / Next. */
export function logView(session: GameSession, state: ScrabbleState | null, requested: number, locale: Locale): View {
  return logPageView(session, logEntries(session, state, locale), LOG_PAGE_SIZE, requested, locale);
}
