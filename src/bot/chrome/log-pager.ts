/** The message board's pages (/log, the log buttons), the same for every game: the game gives its entries. */
import { ButtonStyle, ComponentType } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession } from '../../session/session.ts';
import { BRAND_COLOR, button, clip, LIMITS, type ActionRow, type View } from './common.ts';

/** How many pages a message board of `items` items has, `size` to a page (at least one, empty). */
export function logPageCount(items: number, size: number): number {
  return Math.max(1, Math.ceil(items / size));
}

/** What differs from game to game on a message board's page besides its items. */
export interface LogPageTexts {
  /** The page's title; the platform's "Message board" unless given. */
  readonly title?: string;
  /** What an empty board says; the platform's unless given. */
  readonly empty?: string;
  /** What stands between two items of a page: a line break unless given (a blank line between items of several lines). */
  readonly separator?: string;
}

/**
 * One page of a message board: the items of the page asked for (kept within the board), with the
 * page and game in the footer and Previous / Next buttons when there is more than one page.
 * `items` are every item of the board, already in words (numbered, escaped), `size` to a page.
 */
export function logPageView(session: GameSession, items: readonly string[], size: number, requestedPage: number, locale: Locale, texts: LogPageTexts = {}): View {
  const pages = logPageCount(items.length, size);
  const page = Math.min(Math.max(0, requestedPage), pages - 1);
  const lines = items.slice(page * size, (page + 1) * size);
  const rows: ActionRow[] =
    pages > 1
      ? [
          {
            type: ComponentType.ActionRow,
            components: [
              button({ kind: 'log', gameId: session.id, page: Math.max(0, page - 1) }, t(locale, 'button.previous'), ButtonStyle.Secondary, { emoji: '◀️', disabled: page === 0 }),
              button({ kind: 'log', gameId: session.id, page: Math.min(pages - 1, page + 1) }, t(locale, 'button.next'), ButtonStyle.Secondary, { emoji: '▶️', disabled: page === pages - 1 }),
            ],
          },
        ]
      : [];
  return {
    embeds: [
      {
        title: texts.title ?? t(locale, 'log.title'),
        description: clip(lines.length > 0 ? lines.join(texts.separator ?? '\n') : (texts.empty ?? t(locale, 'log.empty')), LIMITS.embedDescription),
        color: BRAND_COLOR,
        footer: { text: `${t(locale, 'log.page', { page: page + 1, pages })} · ${t(locale, 'game.footer', { id: session.id })}` },
      },
    ],
    components: rows,
  };
}
