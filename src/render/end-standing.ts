/** What a game's end pictures are told of its ranking when someone resigned, so that they rank as its end message does. */
import { t } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * The ranking of a game played out after someone resigned, as its end message gives it
 * (`endStanding`, src/bot/chrome/end-message.ts): each seat's rank (1 for the best; tied seats and
 * a team's seats share one) and the seats whose player resigned. Plain data: it crosses to the
 * render threads. Absent when nobody resigned: a picture then ranks by the game's own points.
 */
export interface EndStanding {
  readonly ranks: Readonly<Record<string, number>>;
  readonly resigned: readonly string[];
}

/** A seat's place in an end picture: the standing's rank and mark when there is one, else `own` (the picture's rank by points), unmarked. */
export function placeIn(standing: EndStanding | undefined, seat: string, own: number): { readonly rank: number; readonly resigned: boolean } {
  return { rank: standing?.ranks[seat] ?? own, resigned: standing?.resigned.includes(seat) ?? false };
}

/** The mark of a resigned seat in an end picture, the words the end message puts after its name (`resign.tag`). */
export function resignedTag(locale: Locale): string {
  return t(locale, 'resign.tag');
}
