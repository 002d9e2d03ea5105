/** Jass's pictures as the bot asks the platform's image service for them. */
import type { DrawSettings, ImageService } from '../../../bot/images.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { Suit, Card } from '../engine/cards.ts';
import type { JassState } from '../engine/game.ts';
import type { Seat } from '../engine/record.ts';
import { renderEndOfGame, renderHand, renderTable } from '../render/index.ts';
import type { SuitStyle } from '../suit-style.ts';

/** Who sits where, the language, and a key naming the state drawn (game id and move) so that it is drawn once. */
export interface JassImageOptions {
  readonly names: Partial<Record<Seat, string>>;
  readonly locale: Locale;
  readonly key?: string;
  /** The game's suit style (French by default). */
  readonly suits?: SuitStyle;
}

/** The file names of Jass's images in messages. */
export const TABLE_FILE = 'table.png';
export const HAND_FILE = 'hand.png';
export const POINTS_FILE = 'points.png';

/** Jass's images, as PNG bytes. */
export interface JassImages {
  table(state: JassState, options: JassImageOptions): Promise<Buffer>;
  /** A hand: `playable` null when none is greyed out (the trump to choose). Private: never shared with another. */
  hand(cards: readonly Card[], playable: readonly Card[] | null, trump: Suit | null, locale: Locale, suits?: SuitStyle): Promise<Buffer>;
  endOfGame(state: JassState, options: JassImageOptions): Promise<Buffer>;
}

const byService = new WeakMap<ImageService, JassImages>();

/** Jass's images made by an image service. */
export function jassImages(service: ImageService): JassImages {
  const known = byService.get(service);
  if (known !== undefined) return known;
  const size = (settings: DrawSettings) => (settings.maxSide === undefined ? {} : { maxSide: settings.maxSide });
  const images: JassImages = {
    table: (state, options) =>
      service.draw({
        kind: 'jass-table',
        locale: options.locale,
        ...(options.key === undefined ? {} : { key: options.key }),
        draw: (settings) => renderTable(state, { names: options.names, locale: options.locale, suits: options.suits ?? 'french', ...size(settings) }),
      }),
    // A hand is drawn for its player each time: it is never kept where another could be served it.
    hand: (cards, playable, trump, locale, suits = 'french') =>
      service.draw({ kind: 'jass-hand', locale, draw: () => renderHand({ cards, playable, trump, locale, suits }) }),
    endOfGame: (state, options) =>
      service.draw({
        kind: 'jass-end',
        locale: options.locale,
        ...(options.key === undefined ? {} : { key: `${options.key}:end` }),
        draw: () => renderEndOfGame(state, { names: options.names, locale: options.locale, suits: options.suits ?? 'french' }),
      }),
  };
  byService.set(service, images);
  return images;
}
