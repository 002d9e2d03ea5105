import { subcommandsOf } from '../../../../bot/definitions.ts';
import { BRAND_COLOR, type View } from '../../../../bot/views/common.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameDiscord } from '../../../../bot/game-discord.ts';
import { t } from '../texts.ts';

/** The rules card (/jass rules), in one language. */
export function rulesView(locale: Locale): View {
  return {
    embeds: [
      {
        title: t(locale, 'jass.rules.title'),
        description: t(locale, 'jass.rules.intro'),
        color: BRAND_COLOR,
        fields: [
          { name: t(locale, 'jass.rules.playTitle'), value: t(locale, 'jass.rules.play') },
          { name: t(locale, 'jass.rules.pointsTitle'), value: t(locale, 'jass.rules.points') },
          { name: t(locale, 'jass.rules.variantsTitle'), value: t(locale, 'jass.rules.variants') },
        ],
      },
    ],
    components: [],
  };
}

/** How to play Jass with the bot (/jass help): the flow of a turn and every subcommand, in one language. */
export function helpView(discord: GameDiscord, locale: Locale): View {
  const commands = subcommandsOf(discord).map(({ words }) => `\`/${discord.command.name} ${words.name[locale]}\` — ${words.description[locale]}`);
  return {
    embeds: [
      {
        title: t(locale, 'jass.help.title'),
        description: t(locale, 'jass.help.intro'),
        color: BRAND_COLOR,
        fields: [
          { name: t(locale, 'jass.help.turnTitle'), value: t(locale, 'jass.help.turn') },
          { name: t(locale, 'jass.help.commandsTitle'), value: commands.join('\n') },
        ],
      },
    ],
    components: [],
  };
}
