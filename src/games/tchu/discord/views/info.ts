import type { Locale } from '../../../../i18n/locale.ts';
import type { View } from '../../../../bot/chrome/common.ts';
import { commandLines, infoCardView } from '../../../../bot/info/card.ts';
import { t } from '../texts.ts';
import type { GameDiscord } from '../../../../bot/game-discord.ts';

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
export function helpView(discord: GameDiscord, locale: Locale): View {
  return infoCardView({
    title: t(locale, 'tchu.help.title'),
    intro: t(locale, 'tchu.help.intro'),
    sections: [
      { name: t(locale, 'tchu.help.turnTitle'), value: t(locale, 'tchu.help.turn') },
      { name: t(locale, 'tchu.help.colorsTitle'), value: t(locale, 'tchu.help.colors') },
      { name: t(locale, 'tchu.help.commandsTitle'), value: commandLines(discord, locale) },
    ],
  });
}
