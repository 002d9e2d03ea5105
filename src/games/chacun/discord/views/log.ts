import { ButtonStyle, ComponentType } from '../../../../bot/discord-kit.ts';
import type { GameState } from '../../engine/game.ts';
import { t } from '../../../../i18n/catalog.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { messageText } from '../../texts/messages.ts';
import type { GameSession } from '../../../../session/session.ts';
import { BRAND_COLOR, button, clip, escapeMarkdown, LIMITS, type View } from '../../../../bot/views/common.ts';
import { nameOf } from '../colors.ts';

/** Message-board entries per page of /chacun log. */
export const LOG_PAGE_SIZE = 10;

/** Number of pages of a message board (at least one, empty). */
export function logPages(state: GameState | null): number {
  return Math.max(1, Math.ceil((state?.messages.length ?? 0) / LOG_PAGE_SIZE));
}

/** Every entry of the message board, numbered as its pages number them. */
export function logEntries(session: GameSession, state: GameState | null, locale: Locale): string[] {
  const names = nameOf(session);
  return (state?.messages ?? []).map((message, i) => `**${i + 1}.** ${escapeMarkdown(messageText(message, names, locale))}`);
}

/** One page of the message board, numbered entries, with Previous / Next buttons. */
export function logView(session: GameSession, state: GameState | null, requestedPage: number, locale: Locale): View {
  const pages = logPages(state);
  const page = Math.min(Math.max(0, requestedPage), pages - 1);
  const first = page * LOG_PAGE_SIZE;
  const lines = logEntries(session, state, locale).slice(first, first + LOG_PAGE_SIZE);
  const rows =
    pages > 1
      ? [
          {
            type: ComponentType.ActionRow as const,
            components: [
              button({ kind: 'log', gameId: session.id, page: Math.max(0, page - 1) }, t(locale, 'button.previous'), ButtonStyle.Secondary, {
                emoji: '◀️',
                disabled: page === 0,
              }),
              button({ kind: 'log', gameId: session.id, page: Math.min(pages - 1, page + 1) }, t(locale, 'button.next'), ButtonStyle.Secondary, {
                emoji: '▶️',
                disabled: page === pages - 1,
              }),
            ],
          },
        ]
      : [];
  return {
    embeds: [
      {
        title: t(locale, 'log.title'),
        description: clip(lines.length > 0 ? lines.join('\n') : t(locale, 'log.empty'), LIMITS.embedDescription),
        color: BRAND_COLOR,
        footer: { text: `${t(locale, 'log.page', { page: page + 1, pages })} · ${t(locale, 'game.footer', { id: session.id })}` },
      },
    ],
    components: rows,
  };
}
