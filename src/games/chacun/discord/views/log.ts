import type { GameState } from '../../engine/game.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { messageText } from '../../texts/messages.ts';
import type { GameSession } from '../../../../session/session.ts';
import { escapeMarkdown, type View } from '../../../../bot/chrome/common.ts';
import { logPageCount, logPageView } from '../../../../bot/chrome/log-pager.ts';
import { nameOf } from '../colors.ts';

/** Message-board entries per page of /chacun log. */
export const LOG_PAGE_SIZE = 10;

/** Number of pages of a message board (at least one, empty). */
export function logPages(state: GameState | null): number {
  return logPageCount(state?.messages.length ?? 0, LOG_PAGE_SIZE);
}

/** Every entry of the message board, numbered as its pages number them. */
export function logEntries(session: GameSession, state: GameState | null, locale: Locale): string[] {
  const names = nameOf(session);
  return (state?.messages ?? []).map((message, i) => `**${i + 1}.** ${escapeMarkdown(messageText(message, names, locale))}`);
}

/** One page of the message board, numbered entries, with Previous / Next buttons. */
export function logView(session: GameSession, state: GameState | null, requestedPage: number, locale: Locale): View {
  return logPageView(session, logEntries(session, state, locale), LOG_PAGE_SIZE, requestedPage, locale);
}
