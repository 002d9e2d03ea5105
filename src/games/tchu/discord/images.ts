/** tCHu's pictures as the bot asks the platform's image service for them. */
import type { DrawSettings, ImageService } from '../../../bot/images.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { GameSession } from '../../../session/session.ts';
import type { GameState } from '../engine/state.ts';
import { renderBoard, renderEnd, renderHand } from '../render/index.ts';

/** Who the players are, the language, and a key naming the state drawn (to reuse an image). */
export interface ImageOptions {
  readonly names: Readonly<Record<string, string>>;
  readonly locale: Locale;
  readonly key: string;
}

/** Players' names by seat. */
export function namesBySeat(session: GameSession): Record<string, string> {
  return Object.fromEntries(session.seats.map((seat) => [seat.seat, seat.player.name]));
}

/** Image options of a game at its current move, in a language. */
export function imageOptions(session: GameSession, locale: Locale): ImageOptions {
  return { names: namesBySeat(session), locale, key: `${session.id}:${session.moveNumber}` };
}

/** tCHu's images, as PNG bytes. */
export interface TchuImages {
  board(state: GameState, options: ImageOptions): Promise<Buffer>;
  hand(state: GameState, seat: string, options: ImageOptions): Promise<Buffer>;
  end(state: GameState, options: ImageOptions): Promise<Buffer>;
}

/** tCHu's images made by an image service. */
export function tchuImages(service: ImageService): TchuImages {
  const size = (settings: DrawSettings) => (settings.maxSide === undefined ? {} : { maxSide: settings.maxSide });
  const base = (options: ImageOptions) => ({ names: options.names, locale: options.locale });
  return {
    board: (state, options) => service.draw({ kind: 'tchu-board', locale: options.locale, key: options.key, draw: (s) => renderBoard(state, { ...base(options), ...size(s) }) }),
    hand: (state, seat, options) =>
      service.draw({ kind: 'tchu-hand', locale: options.locale, key: `${options.key}:${seat}`, draw: (s) => renderHand(state, seat, { ...base(options), ...size(s) }) }),
    end: (state, options) => service.draw({ kind: 'tchu-end', locale: options.locale, key: options.key, draw: (s) => renderEnd(state, { ...base(options), ...size(s) }) }),
  };
}
