import { ButtonStyle, ComponentType } from '../../../../bot/discord-kit.ts';
import { BRAND_COLOR, button, clip, LIMITS, type View } from '../../../../bot/views/common.ts';
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
  return Math.max(1, Math.ceil((state === null ? 0 : gameEvents(state).length) / LOG_PAGE_SIZE));
}

/** Every entry of the log, numbered as its pages number them. */
export function logEntries(session: GameSession, state: JassState | null, locale: Locale): string[] {
  const names = textNames(session, locale);
  return (state === null ? [] : gameEvents(state)).map((event, i) => `**${i + 1}.** ${eventText(event, names, locale, suitStyleOf(session.options))}`);
}

/** One page of the log: numbered entries (trumps, tricks, ends of turns), with Previous / Next buttons. */
export function logView(session: GameSession, state: JassState | null, requestedPage: number, locale: Locale): View {
  const events = state === null ? [] : gameEvents(state);
  const pages = Math.max(1, Math.ceil(events.length / LOG_PAGE_SIZE));
  const page = Math.min(Math.max(0, requestedPage), pages - 1);
  const first = page * LOG_PAGE_SIZE;
  const lines = logEntries(session, state, locale).slice(first, first + LOG_PAGE_SIZE);
  const rows =
    pages > 1
      ? [
          {
            type: ComponentType.ActionRow as const,
            components: [
              button({ kind: 'log', gameId: session.id, page: Math.max(0, page - 1) }, t(locale, 'button.previous'), ButtonStyle.Secondary, { emoji: '◀️', disabled: page === 0 }),
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
        title: t(locale, 'jass.log.title'),
        description: clip(lines.length > 0 ? lines.join('\n') : t(locale, 'jass.log.empty'), LIMITS.embedDescription),
        color: BRAND_COLOR,
        footer: { text: `${t(locale, 'log.page', { page: page + 1, pages })} · ${t(locale, 'game.footer', { id: session.id })}` },
      },
    ],
    components: rows,
  };
}
