/** tCHu's pictures as the bot asks the platform's image service for them. */
import type { ImageService } from '../../../bot/images.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { EndStanding } from '../../../render/end-standing.ts';
import type { GameSession } from '../../../session/session.ts';
import type { GameState } from '../engine/state.ts';
import { TCHU_PAINTERS, type TchuPaintInput } from '../render/painters.ts';
import { stateKey } from '../../../bot/images.ts';
import { gameLocale } from '../../../bot/chrome/common.ts';
import { resignedSeats } from '../../../bot/chrome/end-message.ts';

/** Who the players are, the language, and a key naming the state drawn (to reuse an image). */
export interface ImageOptions {
  readonly names: Readonly<Record<string, string>>;
  readonly locale: Locale;
  /** The game's language, that of the public map, in which a private picture names places first (`locale` if absent). */
  readonly mapLocale?: Locale;
  readonly key: string;
  /** The game and move drawn: a waiting image is dropped once the game has moved on. */
  readonly at?: { readonly game: string; readonly move: number };
  /** The map of a game stopped or won by forfeit: nobody to play. */
  readonly stopped?: boolean;
  /** The seats whose player resigned, which the table marks (`resignedSeats`); none if absent. */
  readonly resigned?: readonly string[];
}

/** Players' names by seat. */
export function namesBySeat(session: GameSession): Record<string, string> {
  return Object.fromEntries(session.seats.map((seat) => [seat.seat, seat.player.name]));
}

/** Image options of a game at its current move, in a language. */
export function imageOptions(session: GameSession, locale: Locale): ImageOptions {
  const resigned = resignedSeats(session);
  return {
    names: namesBySeat(session),
    locale,
    mapLocale: gameLocale(session),
    key: stateKey(session),
    at: { game: session.id, move: session.moveNumber },
    ...(resigned.length === 0 ? {} : { resigned }),
  };
}

/** tCHu's images, as PNG bytes. */
export interface TchuImages {
  board(state: GameState, options: ImageOptions): Promise<Buffer>;
  /**
   * A close-up of the map around a route (the one the last turn claimed), whose names read on a
   * phone; none (empty) for an animation's frames, which show the map alone.
   */
  closeup(state: GameState, route: number, options: ImageOptions): Promise<Buffer>;
  /** The table under the map: face-up cards, piles and players (who resigned marked). */
  status(state: GameState, options: ImageOptions): Promise<Buffer>;
  hand(state: GameState, seat: string, options: ImageOptions): Promise<Buffer>;
  /** The final map, each player's longest trail outlined. */
  end(state: GameState, options: ImageOptions): Promise<Buffer>;
  /** The final scoring table under it (none for an animation's frames); `standing` when someone resigned, so that it ranks as the end message does. */
  scoring(state: GameState, options: ImageOptions, standing?: EndStanding): Promise<Buffer>;
}

/** tCHu's images made by an image service; each is drawn by the same painter here or in a worker. */
export function tchuImages(service: ImageService): TchuImages {
  const job = (kind: string, painter: keyof typeof TCHU_PAINTERS, input: TchuPaintInput, key: string, options: ImageOptions) =>
    service.draw({
      kind,
      locale: options.locale,
      key,
      ...(options.at === undefined ? {} : { state: { scope: options.at.game, move: options.at.move } }),
      draw: (settings) => TCHU_PAINTERS[painter](input, settings),
      paint: { game: 'tchu', painter, input },
    });
  const base = (state: GameState, options: ImageOptions): TchuPaintInput => ({ state, names: options.names, locale: options.locale, mapLocale: options.mapLocale ?? options.locale });
  return {
    board: (state, options) =>
      options.stopped === true
        ? job('tchu-board', 'board', { ...base(state, options), stopped: true }, `${options.key}:stopped`, options)
        : job('tchu-board', 'board', base(state, options), options.key, options),
    closeup: (state, route, options) =>
      service.firstPictureOnly === true ? Promise.resolve(Buffer.alloc(0)) : job('tchu-closeup', 'closeup', { ...base(state, options), route }, `${options.key}:closeup:${route}`, options),
    // None for an animation's frames, which show the map alone. Who resigned is in the key: a
    // resignation leaves the move number as it was, and the table drawn before it must not be reused.
    status: (state, options) => {
      if (service.firstPictureOnly === true) return Promise.resolve(Buffer.alloc(0));
      const resigned = options.resigned ?? [];
      const input = { ...base(state, options), ...(options.stopped === true ? { stopped: true } : {}), ...(resigned.length === 0 ? {} : { resigned }) };
      const key = `${options.key}${options.stopped === true ? ':stopped' : ''}${resigned.length === 0 ? '' : `:resigned=${resigned.join(',')}`}`;
      return job('tchu-status', 'status', input, key, options);
    },
    hand: (state, seat, options) => job('tchu-hand', 'hand', { ...base(state, options), seat }, `${options.key}:${seat}`, options),
    end: (state, options) => job('tchu-end', 'end', base(state, options), options.key, options),
    scoring: (state, options, standing) =>
      service.firstPictureOnly === true
        ? Promise.resolve(Buffer.alloc(0))
        : job('tchu-scoring', 'scoring', { ...base(state, options), ...(standing === undefined ? {} : { standing }) }, options.key, options),
  };
}
