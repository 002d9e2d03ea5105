/** The rules and help cards (/rules, /help), laid out the same for every game: the game gives the words. */
import type { Locale } from '../../i18n/locale.ts';
import { subcommandsOf } from '../definitions.ts';
import type { GameDiscord } from '../game-discord.ts';
import { BRAND_COLOR, clip, LIMITS, type View } from '../chrome/common.ts';

/** A card's words: its title, the introduction, and its sections (a title and a text each), in order. */
export interface InfoCard {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly { readonly name: string; readonly value: string }[];
  /** The embed's colour: the bot's own unless the game has one. */
  readonly color?: number;
}

/** A rules or help card: one embed of titled sections, no buttons. */
export function infoCardView(card: InfoCard): View {
  return {
    embeds: [{ title: card.title, description: card.intro, color: card.color ?? BRAND_COLOR, fields: card.sections.map(({ name, value }) => ({ name, value })) }],
    components: [],
  };
}

/** Every subcommand of a game's command, one line each ("`/chacun new` — Start a game"), in a language, cut to fit a card's section. */
export function commandLines(discord: GameDiscord, locale: Locale): string {
  const lines = subcommandsOf(discord).map(({ words }) => `\`/${discord.command.name} ${words.name[locale]}\` — ${words.description[locale]}`);
  return clip(lines.join('\n'), LIMITS.fieldValue);
}
