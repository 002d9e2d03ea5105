/**
 * How the cards' suits are shown: the French suits (♠ ♥ ♦ ♣, the default) or the Swiss-German
 * ones. A game option the rules ignore (cards keep their letters S, H, D, C in records): the
 * images and texts read it from the session's options. Each Swiss suit stands for one French
 * suit, as Swiss players match them: Schilten ♠, Rosen ♥, Schellen ♦, Eicheln ♣.
 */

/** The ways of showing suits. */
export const SUIT_STYLES = ['french', 'swiss'] as const;
/** A way of showing suits. */
export type SuitStyle = (typeof SUIT_STYLES)[number];

/** The suit style of a game's options (French when absent or unknown: games stored before the option). */
export function suitStyleOf(options: Readonly<Record<string, unknown>> | undefined): SuitStyle {
  return options?.suits === 'swiss' ? 'swiss' : 'french';
}
