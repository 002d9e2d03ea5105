/**
 * Painters: a game's images as functions of plain data, so that they can be made in a worker
 * thread. A painter gets an input (structured-cloneable: what a job sends across threads) and the
 * bot's drawing settings, and answers the encoded image.
 */

/** What the bot tells every drawing. */
export interface PaintSettings {
  /** Longest side of board images in pixels (each renderer's own size by default; tests draw smaller ones). */
  readonly maxSide?: number;
}

/** Makes one kind of image from its input. */
export type Painter = (input: unknown, settings: PaintSettings) => Promise<Buffer>;

/** A game's painters, by name. */
export type Painters = Readonly<Record<string, Painter>>;

/** The size part of the settings, as the renderers take it. */
export function sizeOf(settings: PaintSettings): { maxSide?: number } {
  return settings.maxSide === undefined ? {} : { maxSide: settings.maxSide };
}

/**
 * What a game's painting module exports as `painting`, for the render worker threads that load it
 * by URL (`WorkerModules.painting`, src/bot/hosting.ts): its painters, and what its first image
 * would wait for (fonts, shapes), loaded when a worker starts.
 */
export interface PainterModule {
  readonly painters: Painters;
  warmUp?(): void;
}
