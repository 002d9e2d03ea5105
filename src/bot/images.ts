import type { Logger } from '../log.ts';
import type { PlayerColor } from '../games/chacun/engine/basics.ts';
import type { Placement } from '../games/chacun/engine/board.ts';
import type { GameState } from '../games/chacun/engine/game.ts';
import type { Locale } from '../i18n/locale.ts';
import { renderBoard, renderEndOfGame, renderOccupantChoices, renderPreview, renderRetakeChoices } from '../games/chacun/render/index.ts';
import { timed } from './timing.ts';

/** Who the players are and which language to draw in. */
export interface ImageOptions {
  readonly names: Partial<Record<PlayerColor, string>>;
  readonly locale: Locale;
  /**
   * Identifies the state drawn (game id and move number), so that an image already drawn
   * for it is reused: the turn message and the player's panel show the same board.
   */
  readonly key?: string;
  /** Index of the first message to mark on the board (the scoring since the previous turn). */
  readonly newMessagesFrom?: number;
}

/** The images the bot attaches, as PNG bytes; every call counts as render time. */
export interface GameImages {
  board(state: GameState, options: ImageOptions): Promise<Buffer>;
  preview(state: GameState, placement: Placement, options: ImageOptions): Promise<Buffer>;
  occupants(state: GameState, options: ImageOptions): Promise<Buffer>;
  retake(state: GameState, options: ImageOptions): Promise<Buffer>;
  endOfGame(state: GameState, options: ImageOptions): Promise<Buffer>;
}

/** Settings of the renderer as the bot uses it. */
export interface RendererSettings {
  /** Longest side of board images in pixels (the renderer's 2000 by default; tests draw smaller ones). */
  readonly maxSide?: number;
  /** Images kept for reuse (default 32: a few per active game). */
  readonly cacheSize?: number;
}

/** The bot's images, drawn by `src/render`, with the last few kept for reuse. */
export function renderedImages(settings: RendererSettings = {}): GameImages {
  const cache = new Map<string, Promise<Buffer>>();
  const capacity = settings.cacheSize ?? 32;
  const maxSide = settings.maxSide === undefined ? {} : { maxSide: settings.maxSide };

  function cached(kind: string, options: ImageOptions, draw: () => Promise<Buffer>): Promise<Buffer> {
    if (options.key === undefined) return timed('render', draw);
    const key = `${kind}:${options.locale}:${options.newMessagesFrom ?? ''}:${options.key}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const image = timed('render', draw);
    cache.set(key, image);
    // A failed drawing must not be served again.
    image.catch(() => cache.delete(key));
    while (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    return image;
  }

  const base = (options: ImageOptions) => ({ names: options.names, locale: options.locale });
  return {
    board: (state, options) =>
      cached('board', options, () =>
        renderBoard(state, {
          ...base(options),
          ...maxSide,
          ...(options.newMessagesFrom === undefined ? {} : { newMessagesFrom: options.newMessagesFrom }),
        }),
      ),
    preview: (state, placement, options) => timed('render', () => renderPreview(state, placement, { ...base(options), ...maxSide })),
    occupants: (state, options) => cached('occupants', options, () => renderOccupantChoices(state, base(options))),
    retake: (state, options) => cached('retake', options, () => renderRetakeChoices(state, { ...base(options), ...maxSide })),
    endOfGame: (state, options) => cached('end', options, () => renderEndOfGame(state, base(options))),
  };
}

/**
 * A drawing function that gives null (logged) instead of failing: a missing picture must never
 * stop a game. The one way the bot's handlers and announcements draw an image.
 */
export function drawOrNull(log: Logger, what: string): (draw: () => Promise<Buffer>) => Promise<Buffer | null> {
  return async (draw) => {
    try {
      return await draw();
    } catch (error) {
      log.error('image failed', { what, error });
      return null;
    }
  };
}
