import type { PlayerColor } from '../engine/basics.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** Colour names by language, as adjectives ("tu joues en rouge", "you play red"). */
export const COLOR_NAMES: { readonly [L in Locale]: { readonly [C in PlayerColor]: string } } = {
  fr: { RED: 'rouge', BLUE: 'bleu', GREEN: 'vert', YELLOW: 'jaune', PURPLE: 'violet' },
  en: { RED: 'red', BLUE: 'blue', GREEN: 'green', YELLOW: 'yellow', PURPLE: 'purple' },
};

/** The name of a colour in lower case, for use inside a sentence. */
export function colorName(color: PlayerColor, locale: Locale): string {
  return COLOR_NAMES[locale][color];
}

/**
 * Names players by their colour, capitalised as names ("Rouge et Bleu ont remporté…"):
 * the `names` argument of `messageText` when no player name is known.
 */
export function playerNamesByColor(locale: Locale): (color: PlayerColor) => string {
  return (color) => {
    const name = COLOR_NAMES[locale][color];
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
}
