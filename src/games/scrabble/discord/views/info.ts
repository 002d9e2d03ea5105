import { type View } from '../../../../bot/chrome/common.ts';
import { commandLines, infoCardView } from '../../../../bot/info/card.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameDiscord } from '../../../../bot/game-discord.ts';
import { t } from '../texts.ts';
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
