/**
 * The one place where the bot's images are made. A game's Discord side asks for an image as a
 * job (what it is, in which language, which state it shows, how to draw it); the service times
 * every drawing, draws an image of a state once and shares it (the turn message and the
 * player's panel show the same board), and passes the bot's drawing settings to the game.
 */
import type { Logger } from '../log.ts';
import type { Locale } from '../i18n/locale.ts';
import { timed } from './timing.ts';

/** Settings of the renderers as the bot uses them. */
export interface RendererSettings {
  /** Longest side of board images in pixels (each renderer's own size by default; tests draw smaller ones). */
  readonly maxSide?: number;
  /** Images kept for reuse (default 32: a few per active game). */
  readonly cacheSize?: number;
}

/** What a drawing is told by the service. */
export interface DrawSettings {
  readonly maxSide?: number;
}

/** One image to make. */
export interface ImageJob {
  /** What it is ('board', 'preview'…): for logs, timings and tests. */
  readonly kind: string;
  /** The language drawn in. */
  readonly locale: Locale;
  /**
   * Names the state drawn and anything else the picture depends on besides kind and language
   * (game id, move number…), so that the image is drawn once and reused; none: drawn every time.
   */
  readonly key?: string;
  /** Draws it, as PNG bytes. */
  draw(settings: DrawSettings): Promise<Buffer>;
}

/** Makes images. */
export interface ImageService {
  draw(job: ImageJob): Promise<Buffer>;
}

/** The bot's images, drawn by each game's renderer, with the last few kept for reuse. */
export function imageService(settings: RendererSettings = {}): ImageService {
  const cache = new Map<string, Promise<Buffer>>();
  const capacity = settings.cacheSize ?? 32;
  const drawSettings: DrawSettings = settings.maxSide === undefined ? {} : { maxSide: settings.maxSide };
  return {
    draw(job) {
      if (job.key === undefined) return timed('render', () => job.draw(drawSettings));
      const key = `${job.kind}:${job.locale}:${job.key}`;
      const hit = cache.get(key);
      if (hit !== undefined) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const image = timed('render', () => job.draw(drawSettings));
      cache.set(key, image);
      // A failed drawing must not be served again.
      image.catch(() => cache.delete(key));
      while (cache.size > capacity) cache.delete(cache.keys().next().value as string);
      return image;
    },
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
