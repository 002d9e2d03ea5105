/**
 * What a render worker thread does: draws and encodes one image with a game's painter from the
 * plain data of its job (src/bot/images.ts sends the jobs). The thread is started with each
 * game's painting module by URL (from the table of hosted games) and loads a game's the first
 * time it draws for it; the same work runs in the calling thread (`paintHere`) for tests to
 * compare with the worker's bytes.
 */
import type { PainterModule, PaintSettings } from '../render/painter.ts';
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

/** What a render thread is started with: each game's painting module (its URL), by game id. */
export interface RenderSetup {
  readonly painting: Readonly<Record<string, string>>;
}

const loaded = new Map<string, Promise<PainterModule>>();

/** A game's painting module, loaded once per thread. */
function paintingOf(setup: RenderSetup, game: string): Promise<PainterModule> {
  let module = loaded.get(game);
  if (module === undefined) {
    const url = Object.hasOwn(setup.painting, game) ? setup.painting[game] : undefined;
    if (url === undefined) return Promise.reject(new Error(`no painting module for the game ${game}`));
    module = import(url).then((exports: { painting?: PainterModule }) => {
      if (typeof exports.painting?.painters !== 'object') throw new Error(`${url} does not export painting`);
      return exports.painting;
    });
    loaded.set(game, module);
  }
  return module;
}

/** Draws a task's image in this thread, with the painting modules of `setup`. */
export async function paintHere(task: PaintTask, setup: RenderSetup): Promise<Buffer> {
  const { painters } = await paintingOf(setup, task.game);
  const painter = Object.hasOwn(painters, task.painter) ? painters[task.painter] : undefined;
  if (painter === undefined) throw new Error(`no painter ${task.painter} for the game ${task.game}`);
  return painter(task.input, task.settings);
}

/** What a worker is sent once started, to load fonts and shapes before the first image waits for them. */
export const WARM_UP = 'warm-up';

serveTasks(RENDER_POOL, async (payload, setup) => {
  const render = setup as RenderSetup;
  if (payload === WARM_UP) {
    for (const game of Object.keys(render.painting)) (await paintingOf(render, game)).warmUp?.();
    return null;
  }
  return paintHere(payload as PaintTask, render);
});
