import { t } from '../../texts/catalog.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { subcommandsOf } from '../../../../bot/definitions.ts';
import { CHACUN_DISCORD } from '../index.ts';
import { BRAND_COLOR, type View } from '../../../../bot/views/common.ts';

/** The rules and scoring card (/chacun rules), in one language. */
export function rulesView(locale: Locale): View {
  return {
    embeds: [
      {
        title: t(locale, 'rules.title'),
        description: t(locale, 'rules.intro'),
        color: BRAND_COLOR,
        fields: [
          { name: t(locale, 'rules.turnTitle'), value: t(locale, 'rules.turn') },
          { name: t(locale, 'rules.occupantsTitle'), value: t(locale, 'rules.occupants') },
          { name: t(locale, 'rules.scoringTitle'), value: t(locale, 'rules.scoring') },
          { name: t(locale, 'rules.specialTitle'), value: t(locale, 'rules.special') },
          { name: t(locale, 'rules.endTitle'), value: t(locale, 'rules.end') },
        ],
      },
    ],
    components: [],
  };
}

/** How to play with the bot (/chacun help): the flow of a turn and every subcommand, in one language. */
export function helpView(locale: Locale): View {
  const commands = subcommandsOf(CHACUN_DISCORD).map(({ words }) => `\`/${CHACUN_DISCORD.command.name} ${words.name[locale]}\` — ${words.description[locale]}`);
  return {
    embeds: [
      {
        title: t(locale, 'help.title'),
        description: t(locale, 'help.intro'),
        color: BRAND_COLOR,
        fields: [
          { name: t(locale, 'help.turnTitle'), value: t(locale, 'help.turn') },
          { name: t(locale, 'help.commandsTitle'), value: commands.join('\n') },
          { name: t(locale, 'help.tipsTitle'), value: t(locale, 'help.tips') },
        ],
      },
    ],
    components: [],
  };
}
