import type { View } from '../../../../bot/chrome/common.ts';
import { commandLines, infoCardView } from '../../../../bot/info/card.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameDiscord } from '../../../../bot/game-discord.ts';
import { t } from '../texts.ts';

/** The rules card (/jass rules), in one language. */
export function rulesView(locale: Locale): View {
  return infoCardView({
    title: t(locale, 'jass.rules.title'),
    intro: t(locale, 'jass.rules.intro'),
    sections: [
      { name: t(locale, 'jass.rules.playTitle'), value: t(locale, 'jass.rules.play') },
      { name: t(locale, 'jass.rules.pointsTitle'), value: t(locale, 'jass.rules.points') },
      { name: t(locale, 'jass.rules.variantsTitle'), value: t(locale, 'jass.rules.variants') },
      { name: t(locale, 'jass.rules.modesTitle'), value: t(locale, 'jass.rules.modes') },
    ],
  });
}

/** How to play Jass with the bot (/jass help): the flow of a turn and every subcommand, in one language. */
export function helpView(discord: GameDiscord, locale: Locale): View {
  return infoCardView({
    title: t(locale, 'jass.help.title'),
    intro: t(locale, 'jass.help.intro'),
    sections: [
      { name: t(locale, 'jass.help.turnTitle'), value: t(locale, 'jass.help.turn') },
      { name: t(locale, 'jass.help.commandsTitle'), value: commandLines(discord, locale) },
    ],
  });
}
