import type { GameRecord } from '../../engine/record.ts';
import type { GameState } from '../../engine/state.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import type { View } from '../../../../bot/chrome/common.ts';
import { commandLines, infoCardView } from '../../../../bot/info/card.ts';
import { logPageCount, logPageView } from '../../../../bot/chrome/log-pager.ts';
import { describeTurn, nameOf, turnStories, type TurnStory } from '../history.ts';
import { t } from '../texts.ts';
import { TCHU_DISCORD } from '../index.ts';

/** The rules card (/tchu rules). */
export function rulesView(locale: Locale): View {
  return infoCardView({
    title: t(locale, 'tchu.rules.title'),
    intro: t(locale, 'tchu.rules.intro'),
    sections: [
      { name: t(locale, 'tchu.rules.turnTitle'), value: t(locale, 'tchu.rules.turn') },
      { name: t(locale, 'tchu.rules.tunnelTitle'), value: t(locale, 'tchu.rules.tunnel') },
      { name: t(locale, 'tchu.rules.scoringTitle'), value: t(locale, 'tchu.rules.scoring') },
      { name: t(locale, 'tchu.rules.endTitle'), value: t(locale, 'tchu.rules.end') },
    ],
  });
}

/** How to play with the bot (/tchu help). */
export function helpView(locale: Locale): View {
  return infoCardView({
    title: t(locale, 'tchu.help.title'),
    intro: t(locale, 'tchu.help.intro'),
    sections: [
      { name: t(locale, 'tchu.help.turnTitle'), value: t(locale, 'tchu.help.turn') },
      { name: t(locale, 'tchu.help.colorsTitle'), value: t(locale, 'tchu.help.colors') },
      { name: t(locale, 'tchu.help.commandsTitle'), value: commandLines(TCHU_DISCORD, locale) },
    ],
  });
}

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

/** Every line of the message board: each turn's title, then what it did, line by line. */
export function logEntries(session: GameSession, _state: GameState | null, locale: Locale): string[] {
  const names = nameOf(session);
  return turnStories(session.record as GameRecord | null).flatMap((story) => {
    return [`**${storyTitle(story, names, locale)}**`, ...describeTurn(story, names, locale)];
  });
}

/** One page of the message board: each turn told in words, with Previous / Next buttons. */
export function logView(session: GameSession, _state: GameState | null, requestedPage: number, locale: Locale): View {
  const names = nameOf(session);
  const turns = turnStories(session.record as GameRecord | null).map((story) => `**${storyTitle(story, names, locale)}**\n${describeTurn(story, names, locale).join('\n')}`);
  return logPageView(session, turns, LOG_PAGE_SIZE, requestedPage, locale, { separator: '\n\n' });
}
