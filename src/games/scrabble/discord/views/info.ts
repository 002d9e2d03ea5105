import { type View } from '../../../../bot/chrome/common.ts';
import { commandLines, infoCardView } from '../../../../bot/info/card.ts';
import { logPageCount, logPageView } from '../../../../bot/chrome/log-pager.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import type { ScrabbleState } from '../../engine/game.ts';
import type { GameDiscord } from '../../../../bot/game-discord.ts';
import { t } from '../texts.ts';
import { turnText } from '../words.ts';
import { SCRABBLE_COLOR } from './turn.ts';

/** The rules card (/scrabble rules), in one language. */
export function rulesView(locale: Locale): View {
  return infoCardView({
    title: t(locale, 'sc.rules.title'),
    intro: t(locale, 'sc.rules.intro'),
    color: SCRABBLE_COLOR,
    sections: [
      { name: t(locale, 'sc.rules.playTitle'), value: t(locale, 'sc.rules.play') },
      { name: t(locale, 'sc.rules.scoringTitle'), value: t(locale, 'sc.rules.scoring') },
      { name: t(locale, 'sc.rules.judgeTitle'), value: t(locale, 'sc.rules.judge') },
      { name: t(locale, 'sc.rules.endTitle'), value: t(locale, 'sc.rules.end') },
    ],
  });
}

/** How to play with the bot (/scrabble help): a turn, positions, and every subcommand. */
export function helpView(discord: GameDiscord, locale: Locale): View {
  return infoCardView({
    title: t(locale, 'sc.help.title'),
    intro: t(locale, 'sc.help.intro'),
    color: SCRABBLE_COLOR,
    sections: [
      { name: t(locale, 'sc.help.turnTitle'), value: t(locale, 'sc.help.turn') },
      { name: t(locale, 'sc.help.positionsTitle'), value: t(locale, 'sc.help.positions') },
      { name: t(locale, 'sc.help.commandsTitle'), value: commandLines(discord, locale) },
    ],
  });
}

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
