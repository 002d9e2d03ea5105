import { t } from '../../texts/catalog.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameDiscord } from '../../../../bot/game-discord.ts';
import type { View } from '../../../../bot/chrome/common.ts';
import { commandLines, infoCardView } from '../../../../bot/info/card.ts';

/** The rules and scoring card (/chacun rules), in one language. */
export function rulesView(locale: Locale): View {
  return infoCardView({
    title: t(locale, 'rules.title'),
    intro: t(locale, 'rules.intro'),
    sections: [
      { name: t(locale, 'rules.turnTitle'), value: t(locale, 'rules.turn') },
      { name: t(locale, 'rules.occupantsTitle'), value: t(locale, 'rules.occupants') },
      { name: t(locale, 'rules.scoringTitle'), value: t(locale, 'rules.scoring') },
      { name: t(locale, 'rules.specialTitle'), value: t(locale, 'rules.special') },
      { name: t(locale, 'rules.endTitle'), value: t(locale, 'rules.end') },
    ],
  });
}

/** How to play with the bot (/chacun help): the flow of a turn and every subcommand, in one language. */
export function helpView(discord: GameDiscord, locale: Locale): View {
  return infoCardView({
    title: t(locale, 'help.title'),
    intro: t(locale, 'help.intro'),
    sections: [
      { name: t(locale, 'help.turnTitle'), value: t(locale, 'help.turn') },
      { name: t(locale, 'help.commandsTitle'), value: commandLines(discord, locale) },
      { name: t(locale, 'help.tipsTitle'), value: t(locale, 'help.tips') },
    ],
  });
}
