/**
 * AI turns in a worker thread, so that a strong AI's thinking (a few hundred milliseconds) never
 * holds up the bot's event loop. `AiWorker.planTurn(game, view, seat, level, options)` answers
 * what the game's `ai.planTurn` answers, computed in the worker; the seat's view (plain JSON) is
 * all that crosses the thread boundary. The worker is started with each game's AI module by URL
 * (from the table of hosted games) and loads a game's the first time it plans for it.
 */
import type { GameAi } from '../games/game.ts';
import type { GameCatalog } from '../session/session.ts';
import type { HostedGames } from './hosting.ts';
import { serveTasks, WorkerPool, WorkersUnavailableError, type ThreadMemory } from './worker-pool.ts';

/** Options of one AI decision. */
export interface PlanOptions {
  readonly seed: number;
  readonly budgetMs?: number;
}

/** A question to the worker. */
interface Request {
  readonly game: string;
  readonly view: unknown;
  readonly seat: string;
  readonly level: string;
  readonly options: PlanOptions;
}

/** The turn an AI plans from its seat's view, here with the games' modules (the main thread's fallback). */
export function planHere(games: GameCatalog, game: string, view: unknown, seat: string, level: string, options: PlanOptions): unknown[] {
  const hosted = games.get(game);
  if (hosted === undefined) throw new Error(`unknown game ${game}`);
  return hosted.ai.planTurn(view, seat, level, options);
}

const POOL_NAME = 'ai';

/** What the AI thread is started with: each game's AI module (its URL), by game id. */
interface AiSetup {
  readonly ai: Readonly<Record<string, string>>;
}

const loaded = new Map<string, Promise<GameAi>>();

/** A game's AI players, loaded once in the worker thread. */
function aiOf(setup: AiSetup, game: string): Promise<GameAi> {
  let ai = loaded.get(game);
  if (ai === undefined) {
    const url = Object.hasOwn(setup.ai, game) ? setup.ai[game] : undefined;
    if (url === undefined) return Promise.reject(new Error(`unknown game ${game}`));
    ai = import(url).then((exports: { aiPlayers?: GameAi }) => {
      if (typeof exports.aiPlayers?.planTurn !== 'function') throw new Error(`${url} does not export aiPlayers`);
      return exports.aiPlayers;
    });
    loaded.set(game, ai);
  }
  return ai;
}

serveTasks(POOL_NAME, async (payload, setup) => {
  const request = payload as Request;
  return (await aiOf(setup as AiSetup, request.game)).planTurn(request.view, request.seat, request.level, request.options);
});

/**
 * One worker thread for AI turns, started on first use. Requests are answered in order; if the
 * worker dies, its request fails and the next one starts a new worker. When no worker can be
 * started, turns are planned on the calling thread (slower for the others, never wrong).
 */
export class AiWorker {
  private readonly pool: WorkerPool;

  /** `module`: this file as another build of it (the same code compiled: tests' in-process bots). */
  constructor(
    private readonly games: HostedGames,
    module: string = import.meta.url,
  ) {
    const setup: AiSetup = { ai: games.aiModules };
    this.pool = new WorkerPool({ name: POOL_NAME, module, size: 1, setup });
  }

  /** Plans the turn of an AI seat from its seat's view. */
  async planTurn(game: string, view: unknown, seat: string, level: string, options: PlanOptions): Promise<unknown[]> {
    try {
      return (await this.pool.run({ game, view, seat, level, options } satisfies Request)) as unknown[];
    } catch (error) {
      if (error instanceof WorkersUnavailableError) return planHere(this.games, game, view, seat, level, options);
      throw error;
    }
  }

  /** The AI thread's memory after its last turn (none before its first or once it stopped). */
  memory(): ThreadMemory[] {
    return this.pool.memory();
  }

  /** Stops the worker; pending requests fail. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
