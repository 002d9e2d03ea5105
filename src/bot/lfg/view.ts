/** What /lfg shows: the private answer of a join with its Leave button, and that answer once the wait is over. */
import { ButtonStyle } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { button, noticeView, type View } from '../chrome/common.ts';
import type { Joined, WaitEnd } from './service.ts';

/** The answer to a join: where the queue stands, with Leave. */
export function joinedView(game: { readonly id: string; readonly name: string }, described: string | null, joined: Joined, locale: Locale): View {
  const until = joined.until === null ? t(locale, 'lfg.peopleOnly') : t(locale, 'lfg.waitAi', { until: `<t:${Math.floor(joined.until / 1000)}:R>` });
  return {
    content: t(locale, 'lfg.joined', { game: game.name, options: described === null ? '' : ` · ${described}`, waiting: joined.waiting, size: joined.size, wait: until }),
    embeds: [],
    components: [{ type: 1, components: [button({ kind: 'lfg', gameId: game.id }, t(locale, 'lfg.leaveButton'), ButtonStyle.Secondary, { emoji: '🚪' })] }],
  };
}

/** How a wait ended, in a sentence. */
function endText(how: WaitEnd, gameName: string, locale: Locale): string {
  switch (how.kind) {
    case 'opened':
      return t(locale, 'lfg.endOpened', { game: gameName, place: `<#${how.channelId}>` });
    case 'failed':
      return t(locale, 'lfg.endFailed', { game: gameName });
    case 'left':
      return t(locale, 'lfg.left', { games: gameName });
  }
}

/** The answer of a join once its wait is over: how it ended, and no button. */
export function endedView(how: WaitEnd, gameName: string, locale: Locale): View {
  return noticeView(endText(how, gameName, locale));
}

/** An answer whose Leave button was clicked after its wait was over: that it changes nothing, and how the wait ended if it is known; no button. */
export function staleLeaveView(how: WaitEnd | undefined, gameName: string, locale: Locale): View {
  const over = t(locale, 'lfg.staleLeave', { game: gameName });
  return noticeView(how === undefined ? over : `${over}\n${endText(how, gameName, locale)}`);
}
