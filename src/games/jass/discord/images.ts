/** Jass's pictures as the bot asks the platform's image service for them. */
import type { ImageService } from '../../../bot/images.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { EndStanding } from '../../../render/end-standing.ts';
import type { Card, Mode } from '../engine/cards.ts';
import type { JassState } from '../engine/game.ts';
import type { Seat } from '../engine/record.ts';
import { JASS_PAINTERS, type JassHandInput, type JassTableInput } from '../render/painters.ts';
import type { SuitStyle } from '../suit-style.ts';

/** Who sits where, the language, and a key naming the state drawn (game id and move) so that it is drawn once. */
export interface JassImageOptions {
  readonly names: Partial<Record<Seat, string>>;
  readonly locale: Locale;
  readonly key?: string;
  /** The game and move drawn: a waiting image is dropped once the game has moved on. */
  readonly at?: { readonly game: string; readonly move: number };
  /** The game's suit style (French by default). */
  readonly suits?: SuitStyle;
  /** The table of a game stopped or won by forfeit: nobody to play. */
  readonly stopped?: boolean;
}

/** The file names of Jass's images in messages. */
export const TABLE_FILE = 'table.png';
export const HAND_FILE = 'hand.png';
export const POINTS_FILE = 'points.png';

/** Jass's images, as PNG bytes. */
export interface JassImages {
  table(state: JassState, options: JassImageOptions): Promise<Buffer>;
  /** A hand: `playable` null when none is greyed out (the trump to choose). Private: never shared with another. */
  hand(cards: readonly Card[], playable: readonly Card[] | null, trump: Mode | null, locale: Locale, suits?: SuitStyle): Promise<Buffer>;
  /** The points turn by turn; `standing` when someone resigned, so that it marks the winner the end message names. */
  endOfGame(state: JassState, options: JassImageOptions, standing?: EndStanding): Promise<Buffer>;
}

const byService = new WeakMap<ImageService, JassImages>();

/** Jass's images made by an image service; each is drawn by the same painter here or in a worker. */
export function jassImages(service: ImageService): JassImages {
  const known = byService.get(service);
  if (known !== undefined) return known;
  const tableInput = (state: JassState, options: JassImageOptions): JassTableInput => ({
    state,
    names: options.names,
    locale: options.locale,
    suits: options.suits ?? 'french',
    ...(options.stopped === true ? { stopped: true } : {}),
  });
  const job = (kind: string, painter: keyof typeof JASS_PAINTERS, input: JassTableInput | JassHandInput, key: string | undefined, at: JassImageOptions['at']) =>
    service.draw({
      kind,
      locale: input.locale,
      ...(key === undefined ? {} : { key }),
      ...(at === undefined ? {} : { state: { scope: at.game, move: at.move } }),
      draw: (settings) => JASS_PAINTERS[painter](input, settings),
      paint: { game: 'jass', painter, input },
    });
  const images: JassImages = {
    table: (state, options) => job('jass-table', 'table', tableInput(state, options), options.key === undefined || options.stopped !== true ? options.key : `${options.key}:stopped`, options.at),
    // A hand is drawn for its player each time: it is never kept where another could be served it.
    hand: (cards, playable, trump, locale, suits = 'french') => job('jass-hand', 'hand', { cards, playable, trump, locale, suits }, undefined, undefined),
    endOfGame: (state, options, standing) =>
      job('jass-end', 'end', { ...tableInput(state, options), ...(standing === undefined ? {} : { standing }) }, options.key === undefined ? undefined : `${options.key}:end`, options.at),
  };
  byService.set(service, images);
  return images;
}
