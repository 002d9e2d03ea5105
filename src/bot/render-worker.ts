/**
 * What a render worker thread does: draws and encodes one image with a game's painter from the
 * plain data of its job (src/bot/images.ts sends the jobs). Also the same work in the calling
 * thread (`paintHere`), which tests compare with the worker's bytes.
 */
import { PAINTERS, warmUpPainters } from '../games/painters.ts';
import type { PaintSettings } from '../render/painter.ts';
import { serveTasks } from './worker-pool.ts';

/** The name of the render workers' pool. */
export const RENDER_POOL = 'render';

/** The module render workers run (this one). */
export const RENDER_WORKER_MODULE = import.meta.url;

/** One image for a worker: the game, its painter, the painter's input and the bot's settings. */
export interface PaintTask {
  readonly game: string;
  readonly painter: string;
  readonly input: unknown;
  readonly settings: PaintSettings;
}

/** Draws a task's image in this thread. */
export function paintHere(task: PaintTask): Promise<Buffer> {
  const painters = Object.hasOwn(PAINTERS, task.game) ? PAINTERS[task.game] : undefined;
  const painter = painters !== undefined && Object.hasOwn(painters, task.painter) ? painters[task.painter] : undefined;
  if (painter === undefined) return Promise.reject(new Error(`no painter ${task.painter} for the game ${task.game}`));
  return painter(task.input, task.settings);
}

/** What a worker is sent once started, to load fonts and shapes before the first image waits for them. */
export const WARM_UP = 'warm-up';

serveTasks(RENDER_POOL, (payload) => {
  if (payload === WARM_UP) {
    warmUpPainters();
    return null;
  }
  return paintHere(payload as PaintTask);
});
