/**
 * The one place where the bot's images are made. A game's Discord side asks for an image as a
 * job (what it is, in which language, which state it shows, how to draw it); the service times
 * every drawing, draws an image of a state once and shares it (the turn message and the
 * player's panel show the same board), and passes the bot's drawing settings to the game.
 *
 * With `workers` set, images are drawn and encoded in worker threads (src/bot/render-worker.ts):
 * a job then names one of its game's painters and the plain data it draws from, and the bot's
 * event loop stays free for acknowledgements. A job for a state that a later move of its game
 * has replaced is dropped while it waits (nobody will show it); when many jobs wait, `busy()`
 * says so, and the bot tells players that their move is saved and the pictures follow. Images
 * asked for while announcing (through `forTheChannel`: the turn messages everyone waits for) go
 * ahead of panels' images.
 */
import type { Logger } from '../log.ts';
import type { Locale } from '../i18n/locale.ts';
import type { PaintSettings } from '../render/painter.ts';
import type { GameSession } from '../session/session.ts';
import { ensureFonts } from '../render/fonts.ts';
import { RENDER_POOL, RENDER_WORKER_MODULE, WARM_UP, type PaintTask, type RenderSetup } from './render-worker.ts';
import { timed } from './timing.ts';
import { SupersededError, WorkerPool, WorkersUnavailableError, type JobState, type ThreadMemory } from './worker-pool.ts';

/**
 * What names a game's state among the images kept (`ImageJob.key`): the game and its move number,
 * and once a step has been taken back, that undo too — the same move number then comes back with
 * another state, whose picture must not be the one kept from before the undo.
 */
export function stateKey(session: Pick<GameSession, 'id' | 'moveNumber' | 'undoNotes'>): string {
  const undo = session.undoNotes?.at(-1);
  return undo === undefined ? `${session.id}:${session.moveNumber}` : `${session.id}:${session.moveNumber}:u${undo.at}`;
}

/** Settings of the renderers as the bot uses them. */
export interface RendererSettings {
  /** Longest side of board images in pixels (each renderer's own size by default; tests draw smaller ones). */
  readonly maxSide?: number;
  /**
   * Images kept for reuse, at most this many bytes (default 12 MiB: with many games moving at
   * once, a turn message's board must still be there when its player opens the panel, which
   * takes seconds, not minutes; 64 MiB, full on a busy server, was a sixth of a small one's memory,
   * and 24 MiB was still a twentieth of it while holding images minutes old).
   */
  readonly cacheBytes?: number;
  /** And at most this many images (default 1,024). */
  readonly cacheSize?: number;
  /**
   * An image not asked for this long (milliseconds, default 10 minutes) is let go, so that a quiet
   * bot gives back what a busy hour kept.
   */
  readonly cacheIdleMs?: number;
  /** Worker threads drawing images (0 or absent: in the bot's own thread). */
  readonly workers?: number;
  /** Images waiting for a worker from which the bot says it is busy (default 4 per worker). */
  readonly busyQueue?: number;
  /**
   * Each game's painting module (its URL), by game id, from the table of hosted games
   * (`HostedGames.paintingModules`): what worker threads draw with. Needed with `workers`.
   */
  readonly painting?: Readonly<Record<string, string>>;
}

/** What a drawing is told by the service. */
export type DrawSettings = PaintSettings;

/** An image as a worker thread makes it: a game's painter and the plain data it draws from. */
export interface PaintJob {
  readonly game: string;
  readonly painter: string;
  /** Structured-cloneable (no class instances, no functions). */
  readonly input: unknown;
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
  /** The game and move it shows: dropped while waiting for a worker once a later move is asked for. */
  readonly state?: JobState;
  /** A longest side for this image alone (an animation's frames), never above the service's own. */
  readonly maxSide?: number;
  /** What a whole channel waits for (a turn message, the end of a game): ahead of panels' images. */
  readonly urgent?: boolean;
  /** Draws it in this thread, as image bytes. */
  draw(settings: DrawSettings): Promise<Buffer>;
  /**
   * The same image as a worker draws it. Every image names one, so that with render threads the
   * bot's thread never draws (nor holds a painter's shapes and caches); `draw` serves without them.
   */
  readonly paint: PaintJob;
}

/** What an image service has done since it started, for the health log. */
export interface ImageCounts {
  /** Images drawn (by a worker or in the bot's thread). */
  readonly drawn: number;
  /** Images served again from those kept. */
  readonly reused: number;
  /** Images dropped while waiting, their game having moved on. */
  readonly dropped: number;
  /** Images waiting for a worker now. */
  readonly waiting: number;
  /** Bytes of the images kept for reuse now. */
  readonly keptBytes: number;
}

/** Makes images. */
export interface ImageService {
  draw(job: ImageJob): Promise<Buffer>;
  /** The longest side it draws images at, when it limits them: a game may draw more, or other, pictures at a smaller size. */
  readonly maxSide?: number;
  /**
   * Draws an animation's frames, which take a board view's first picture alone: a game then asks
   * for no picture under it (a close-up, the table under a map).
   */
  readonly firstPictureOnly?: boolean;
  /** What it has done so far. */
  counts?(): ImageCounts;
  /** The memory of each render thread after its last image (none without worker threads). */
  threads?(): ThreadMemory[];
  /** Whether so many images wait that players should be told their move is saved and the pictures follow. */
  busy?(): boolean;
  /**
   * Prepares the first images: has the worker threads, if any, start and load fonts and shapes;
   * without them, runs `here` (the games' own preparations) in this thread, which then draws.
   */
  warmUp?(here: () => void): void;
  /** Stops the worker threads, if any. */
  close?(): Promise<void>;
}

/**
 * The service as the making of what a channel waits for (a turn message, the end of a game) uses
 * it: the images it asks for go ahead of those of private panels. (A flag on each job rather than
 * an async context, which would cost something on every promise of the bot.)
 */
export function forTheChannel(images: ImageService): ImageService {
  return {
    draw: (job) => images.draw({ ...job, urgent: true }),
    busy: () => images.busy?.() ?? false,
    ...(images.maxSide === undefined ? {} : { maxSide: images.maxSide }),
  };
}

/** An image kept for reuse. */
interface Kept {
  readonly image: Promise<Buffer>;
  /** Its size once made (0 before). */
  bytes: number;
  /** When it was last asked for (Date.now()). */
  used: number;
  /** Makes it urgent while it still waits for a worker. */
  readonly hurry: () => void;
}

/** The bot's images, drawn by each game's renderer, with the last ones kept for reuse. */
export function imageService(settings: RendererSettings = {}): ImageService {
  const cache = new Map<string, Kept>();
  const capacity = settings.cacheSize ?? 1_024;
  const byteBudget = settings.cacheBytes ?? 12 * 2 ** 20;
  const idleMs = settings.cacheIdleMs ?? 10 * 60_000;
  let cachedBytes = 0;
  const counts = { drawn: 0, reused: 0, dropped: 0 };
  const forget = (key: string): void => {
    const kept = cache.get(key);
    if (kept === undefined) return;
    cache.delete(key);
    cachedBytes -= kept.bytes;
  };
  /** Forgets the least recently used images while too many are kept (the newest always stays). */
  const evict = (): void => {
    while (cache.size > 1 && (cache.size > capacity || cachedBytes > byteBudget)) forget(cache.keys().next().value as string);
  };
  /** Forgets the images not asked for within `idleMs` (the map runs from the least recently used). */
  const expire = (): void => {
    const before = Date.now() - idleMs;
    for (const [key, kept] of cache) {
      if (kept.used > before) break;
      forget(key);
    }
  };
  /**
   * Expires images each minute while some are kept; it stops once none is, so that a service
   * dropped without `close` does not stay reachable from its timer.
   */
  let sweeper: ReturnType<typeof setInterval> | null = null;
  const stopSweeping = (): void => {
    if (sweeper !== null) clearInterval(sweeper);
    sweeper = null;
  };
  const sweepWhileKept = (): void => {
    if (sweeper !== null) return;
    sweeper = setInterval(() => {
      expire();
      if (cache.size === 0) stopSweeping();
    }, Math.min(idleMs, 60_000));
    sweeper.unref();
  };
  const drawSettings: DrawSettings = settings.maxSide === undefined ? {} : { maxSide: settings.maxSide };
  const workers = Math.max(0, Math.floor(settings.workers ?? 0));
  // The fonts are the process's: registered here before any worker draws (see ensureFonts).
  if (workers > 0) ensureFonts();
  if (workers > 0 && settings.painting === undefined) throw new Error('render workers need the painting module of each game (RendererSettings.painting)');
  const setup: RenderSetup = { painting: settings.painting ?? {} };
  const pool = workers > 0 ? new WorkerPool({ name: RENDER_POOL, module: RENDER_WORKER_MODULE, size: workers, setup }) : null;
  const busyQueue = settings.busyQueue ?? 4 * Math.max(1, workers);
  /** Images asked for and not made yet, drawn in this thread (no pool, or the pool gave up). */
  let drawingHere = 0;

  const settingsOf = (job: ImageJob): DrawSettings =>
    job.maxSide === undefined ? drawSettings : { maxSide: Math.min(job.maxSide, drawSettings.maxSide ?? job.maxSide) };
  const here = async (job: ImageJob): Promise<Buffer> => {
    drawingHere++;
    try {
      return await job.draw(settingsOf(job));
    } finally {
      drawingHere--;
    }
  };
  /** Makes an image; `hurry` makes it urgent while it waits for a worker. */
  const make = (job: ImageJob): { readonly image: Promise<Buffer>; readonly hurry: () => void } => {
    const urgent = job.urgent === true;
    if (pool === null || pool.unavailable) return { image: here(job), hurry: () => {} };
    const task: PaintTask = { ...job.paint, settings: settingsOf(job) };
    const submitted = pool.submit(task, job.state, urgent);
    const image = (async () => {
      try {
        return bufferOf(await submitted.done);
      } catch (error) {
        if (error instanceof WorkersUnavailableError) return here(job);
        if (error instanceof SupersededError) counts.dropped++;
        throw error;
      }
    })();
    return { image, hurry: submitted.hurry };
  };
  const counted = (image: Promise<Buffer>): Promise<Buffer> => {
    counts.drawn++;
    return timed('render', () => image);
  };

  return {
    ...drawSettings,
    draw(job) {
      if (job.key === undefined) return counted(make(job).image);
      const key = `${job.kind}:${job.locale}:${job.key}`;
      expire();
      const hit = cache.get(key);
      if (hit !== undefined) {
        hit.used = Date.now();
        cache.delete(key);
        cache.set(key, hit);
        counts.reused++;
        if (job.urgent === true) hit.hurry();
        return hit.image;
      }
      const made = make(job);
      const kept: Kept = { image: made.image, bytes: 0, used: Date.now(), hurry: made.hurry };
      cache.set(key, kept);
      sweepWhileKept();
      made.image.then(
        (bytes) => {
          if (cache.get(key) !== kept) return;
          kept.bytes = bytes.length;
          cachedBytes += bytes.length;
          evict();
        },
        // A failed drawing must not be served again.
        () => {
          if (cache.get(key) === kept) forget(key);
        },
      );
      evict();
      return counted(made.image);
    },
    counts() {
      return { ...counts, waiting: pool?.waiting ?? drawingHere, keptBytes: cachedBytes };
    },
    threads() {
      return pool?.memory() ?? [];
    },
    busy() {
      return (pool === null ? drawingHere : pool.waiting) >= busyQueue;
    },
    warmUp(here) {
      if (pool === null) here();
      else pool.warmUp(WARM_UP);
    },
    async close() {
      stopSweeping();
      await pool?.close();
    },
  };
}

/** Bytes that crossed a thread boundary (a Buffer arrives as a plain Uint8Array) as a Buffer again. */
function bufferOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new Error('a render worker answered something else than image bytes');
}

/**
 * A drawing function that gives null (logged) instead of failing: a missing picture must never
 * stop a game. The one way the bot's handlers and announcements draw an image. An image dropped
 * because its game moved on is not an error (what it was for is dropped too).
 */
export function drawOrNull(log: Logger, what: string): (draw: () => Promise<Buffer>) => Promise<Buffer | null> {
  return async (draw) => {
    try {
      return await draw();
    } catch (error) {
      if (error instanceof SupersededError) log.debug('image dropped: its game moved on', { what });
      else log.error('image failed', { what, error });
      return null;
    }
  };
}
