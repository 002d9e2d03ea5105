import { Client, Events, GatewayIntentBits, Options, type RESTOptions } from 'discord.js';
import { AcknowledgementsFirst, exemptInteractions } from './interaction-rest.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from '../log.ts';
import { SessionManager, type SessionManagerOptions } from '../session/manager.ts';
import type { GameSession } from '../session/session.ts';
import { StatsService } from '../stats/service.ts';
import type { GameStore } from '../session/store.ts';
import { AiWorker, planHere } from './ai-worker.ts';
import { threadMemory } from './worker-pool.ts';
import { Announcer } from './announcer.ts';
import { AiTurns, DEFAULT_AI_DELAY_MS } from './ai-turns.ts';
import type { BotContext } from './context.ts';
import { Deadlines } from './clock/deadlines.ts';
import { systemClock, type Clock } from '../session/schedule.ts';
import type { HostedGames } from './hosting.ts';
import { imageService, type ImageService, type RendererSettings } from './images.ts';
import { Router } from './router.ts';
import { GameEndings } from './game-ended.ts';
import { Tournaments } from './tournament/service.ts';
import { resumeTables } from './tables/open-table.ts';
import { lfgQueues } from './lfg/service.ts';
import { timedManager, timedStore, type InteractionTiming } from './timing.ts';

/** What the bot needs to run. */
export interface BotOptions {
  readonly token: string;
  /** The games it hosts, handed in by the composition root (src/hosted.ts; a test's own table in tests). */
  readonly games: HostedGames;
  /** Where the games are kept (the caller opens and closes it). */
  readonly store: GameStore;
  readonly log: Logger;
  /** REST settings of discord.js: tests point `api` at the local stand-in. */
  readonly rest?: Partial<RESTOptions>;
  /** The image service (default: each game's renderer with `renderer` settings). */
  readonly images?: ImageService;
  readonly renderer?: RendererSettings;
  /** Options of the session manager (tests fix the clock and the seeds). */
  readonly sessions?: SessionManagerOptions;
  /** Prepare every game's painters at start (fonts, shapes), so that the first image is quick (default true; RENDER_WARM_UP). */
  readonly warmUp?: boolean;
  /** Pause before an AI player's move, in ms (default 2 s); tests shorten it. */
  readonly aiDelayMs?: number;
  /** Wait before an AI's move is tried again after a store failure, in ms (default 15 s). */
  readonly aiRetryMs?: number;
  /** Seconds between two 'health' log lines: the event loop's delay (max, p99) and memory (0 or absent: none). */
  readonly healthLogSeconds?: number;
  /** Waits before failed announcements are tried again, in ms (default ANNOUNCE_RETRY_MS); tests shorten them. */
  readonly announceRetryMs?: readonly number[];
  /** Told what each interaction cost (the benchmark). */
  readonly onTiming?: (timing: InteractionTiming) => void;
  /** Wall time and timers of reminders and turn clocks (tests move a ManualClock by hand). */
  readonly clock?: Clock;
  /** How often play time is written (ms, default 1 min). */
  readonly heartbeatMs?: number;
  /**
   * The module the AI thread runs (default: src/bot/ai-worker's own file, as this code runs).
   * In-process test bots give their run's compiled build, with `games.aiModules` compiled too,
   * so that the thread loads JavaScript rather than compiling the sources (test/bot/harness.ts).
   */
  readonly aiWorkerModule?: string;
}

/** A running bot. */
export interface Bot {
  readonly client: Client;
  readonly manager: SessionManager;
  readonly announcer: Announcer;
  readonly router: Router;
  /** The turns of AI players. */
  readonly aiTurns: AiTurns;
  /** Reminders and turn clocks. */
  readonly deadlines: Deadlines;
  /** The platform's "a game ended" hook. */
  readonly endings: GameEndings;
  /** Tournaments: sign-ups, rounds, standings. */
  readonly tournaments: Tournaments;
  /** What the handlers work with (the platform's own features that act without a click, such as tables, and tests). */
  readonly context: BotContext;
  /** Prepares what the first images need (fonts, shapes: seconds of CPU on a busy machine); `start` does it if not done. */
  warmUp(): void;
  /** Logs in, waits until Discord says ready, and catches up with the games under way. */
  start(): Promise<void>;
  /** Settles once the start's counting of ended games the statistics missed is done (in the background). */
  statsCaughtUp(): Promise<void>;
  /** Stops taking interactions, lets those under way and the queued moves finish, and logs out. */
  stop(): Promise<void>;
}

/**
 * Logs a 'health' line every `seconds`: the event loop's delay since the last line (max and p99,
 * in ms: how long an interaction could wait before the bot even sees it), the process memory, the
 * images drawn, served again and waiting, and each thread's own memory (the bot's, each render
 * thread's and the AI thread's after its last job: the process's memory by thread). Returns how to stop.
 */
function logHealth(log: Logger, seconds: number, images: ImageService, aiWorker: AiWorker): () => void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    log.info('health', {
      eventLoopMaxMs: Math.round(delay.max / 1e6),
      eventLoopP99Ms: Math.round(delay.percentile(99) / 1e6),
      rssMiB: Math.round(memory.rss / 2 ** 20),
      heapMiB: Math.round(memory.heapUsed / 2 ** 20),
      externalMiB: Math.round(memory.external / 2 ** 20),
      ...(images.counts === undefined ? {} : { images: images.counts() }),
      threads: { main: threadMemory(), render: images.threads?.() ?? [], ai: aiWorker.memory() },
    });
    delay.reset();
  }, seconds * 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}

/**
 * Moves the index of channels of stores written by earlier versions to per-server lists (see
 * SessionStorage.upgradeIndex). One process runs it before any other serves: the single bot at
 * start, or the sharding manager before it starts its shards. Returns false when the store failed.
 */
export async function upgradeIndex(manager: SessionManager, log: Logger): Promise<boolean> {
  const upgraded = await manager.upgradeIndex();
  if (!upgraded.ok) {
    log.error('cannot upgrade the index of games', { code: upgraded.error.code, detail: upgraded.error.message });
    return false;
  }
  if (upgraded.value > 0) log.info('index of games upgraded to per-server lists', { channels: upgraded.value });
  return true;
}

/**
 * How often discord.js forgets its idle queues of requests (default: every hour). It keeps one per
 * route and major parameter, and an interaction's token is one: every click adds a queue that is
 * useless once its answers are sent, and an hour of a busy server's clicks holds thousands of them.
 */
const REST_HANDLER_SWEEP_MS = 60_000;

/**
 * The bot: a discord.js client with the Guilds intent only (no privileged intent: everything
 * happens through interactions), the session manager over the store, and the router.
 */
export function createBot(options: BotOptions): Bot {
  const { log, games } = options;
  const rest: Partial<RESTOptions> = { handlerSweepInterval: REST_HANDLER_SWEEP_MS, ...options.rest };
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    // The bot reads no message from discord.js's cache (it edits and clears messages by id): kept,
    // the messages it posts and edits (200 per channel) would fill the memory of a busy server.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    rest,
  });
  const acknowledgements = new AcknowledgementsFirst();
  exemptInteractions(client, rest, acknowledgements);
  // AI players think in a worker thread; if it fails, the turn is planned here (same move, just slower for others).
  const aiWorker = new AiWorker(games, options.aiWorkerModule);
  const planAiTurn: NonNullable<SessionManagerOptions['planAiTurn']> = async (game, view, seat, level, aiOptions) => {
    try {
      return await aiWorker.planTurn(game, view, seat, level, aiOptions);
    } catch (error) {
      log.warn('AI worker failed: planning the turn in the main thread', { error });
      return planHere(games, game, view, seat, level, aiOptions);
    }
  };
  const deadlines = new Deadlines(client, options.store, games, log, {
    planTurn: planAiTurn,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
  });
  // Phases are timed (through async context, a cost on every promise) only for a listener of timings.
  const timing = options.onTiming !== undefined;
  const store = timing ? timedStore(options.store) : options.store;
  const stats = new StatsService(store, games);
  const endings = new GameEndings(log);
  const onGameEnded = async (session: GameSession, state: unknown) => {
    await stats.recordGame(session, state);
    endings.tell(session, state);
  };
  const onGameAborted = async (session: GameSession, state: unknown) => endings.tell(session, state);
  const sessions = new SessionManager(store, games, { onWarning: (message: string) => log.warn(message), planAiTurn, onCommit: deadlines.stamp, onGameEnded, onGameAborted, ...options.sessions });
  const manager = timing ? timedManager(sessions) : sessions;
  const ownImages = options.images === undefined ? imageService({ ...options.renderer, painting: games.paintingModules }) : null;
  const images = options.images ?? ownImages!;
  const announcer = new Announcer(client, manager, games, images, log, options.announceRetryMs);
  const aiTurns = new AiTurns(manager, announcer, log, {
    delayMs: options.aiDelayMs ?? DEFAULT_AI_DELAY_MS,
    ...(options.aiRetryMs === undefined ? {} : { retryMs: options.aiRetryMs }),
  });
  announcer.onAnnounced((channelId, gameId, loaded) => aiTurns.check(channelId, gameId, loaded));
  deadlines.attach(manager, announcer);
  announcer.turnNotes = deadlines.turnNotes;
  announcer.onAnnounced((channelId, gameId, loaded) => deadlines.check(channelId, gameId, loaded));
  const wallClock = options.clock ?? systemClock;
  const tournaments = new Tournaments(options.store, log, {
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.sessions?.newSeed === undefined ? {} : { newSeed: options.sessions.newSeed }),
  });
  endings.on(tournaments.gameEnded);
  announcer.onAnnounced(tournaments.announced);
  // A tournament's tables have strict clocks: running out of time loses the game, and away time does not stop them.
  deadlines.strictFor(tournaments.claims);
  const ctx: BotContext = {
    client,
    games,
    manager,
    stats,
    images,
    announcer,
    log,
    userSettings: deadlines.users,
    store,
    tournaments,
    dueLine: deadlines.dueLine,
    now: () => wallClock.now(),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  };
  tournaments.attach(ctx);
  const router = new Router(ctx, { acknowledgements, ...(options.onTiming === undefined ? {} : { onTiming: options.onTiming }) });
  let started = false;
  let health: (() => void) | null = null;
  let catchingUp: Promise<void> = Promise.resolve();
  let warmedUp = false;

  /** Prepares the first images once (a standby does it before it takes its lease: src/main.ts). */
  function warmUp(): void {
    if (warmedUp || options.warmUp === false) return;
    warmedUp = true;
    // With render threads, each prepares its own painters: this thread draws nothing and keeps none of them.
    const here = () => {
      for (const discord of games.discords) discord.warmUp?.();
    };
    if (images.warmUp === undefined) here();
    else images.warmUp(here);
  }

  client.on(Events.InteractionCreate, (interaction) => router.handle(interaction));
  client.on(Events.Error, (error) => log.error('discord client error', { error }));
  client.on(Events.Warn, (message) => log.warn('discord client warning', { message }));
  client.on(Events.ShardDisconnect, (event) => log.warn('gateway disconnected', { code: event.code }));
  client.on(Events.ShardResume, () => log.info('gateway resumed'));

  /**
   * Posts what restarts may have left unannounced (a move stored just before the bot stopped), in
   * the servers this process serves (with sharding, those of its shards: another process resumes the others).
   */
  async function resume(guildIds: readonly string[]): Promise<void> {
    const active = await manager.activeSessions(guildIds);
    if (!active.ok) {
      log.error('cannot list the games under way', { code: active.error.code, detail: active.error.message });
      return;
    }
    for (const failure of active.value.failures) log.warn('game not resumed', { channel: failure.channelId, game: failure.gameId, code: failure.error.code });
    const playing = active.value.sessions.filter((loaded) => loaded.session.status === 'playing');
    log.info('games resumed', { playing: playing.length, lobbies: active.value.sessions.length - playing.length });
    await Promise.all(playing.map(({ session }) => announcer.due(session.channelId, session.id)));
    // Games that ended just before the bot stopped: their end is posted if it never was (and their last turn's buttons go).
    await Promise.all(active.value.ended.map(({ session }) => announcer.due(session.channelId, session.id)));
    // In the background: turn messages a crash left unrecorded (posted, then killed) lose their buttons.
    const games = playing.map(({ session }) => ({ channelId: session.channelId, gameId: session.id }));
    void announcer.clearStraysAfterStart(games).catch((error: unknown) => log.error('cleaning up stray turn messages failed', { error }));
  }

  /** Counts, once for a store, the ended games that the statistics never counted (they ended before them). */
  async function catchUp(): Promise<void> {
    const report = await stats.catchUpOnce();
    if (!report.ok) log.warn('ended games not counted in the statistics yet', { code: report.error.code, detail: report.error.message });
    else if (report.value !== null) log.info('ended games counted in the statistics', { ...report.value });
  }

  return {
    client,
    manager,
    announcer,
    router,
    aiTurns,
    deadlines,
    endings,
    tournaments,
    context: ctx,
    warmUp,
    async start() {
      warmUp();
      if ((options.healthLogSeconds ?? 0) > 0) health = logHealth(log, options.healthLogSeconds!, images, aiWorker);
      // Stores written by earlier versions: their single index of channels becomes per-server lists, once (a shard's manager did it before starting it).
      if (client.shard === null && !(await upgradeIndex(manager, log))) throw new Error('the store failed while upgrading the index of games');
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(options.token);
      await ready;
      started = true;
      log.info('logged in', { user: client.user?.tag, guilds: client.guilds.cache.size, store: options.store.description });
      const guildIds = [...client.guilds.cache.keys()];
      const scheduled = await deadlines.start(guildIds);
      log.info('deadlines rescheduled', { games: scheduled });
      await resume(guildIds);
      // Tables the bot was opening when it stopped (a rematch, a queue, a tournament's round) are finished.
      const tables = await resumeTables(ctx, guildIds);
      if (tables > 0) log.info('tables finished after a restart', { tables });
      // The queues for a game: tables due while the bot was down open now, the next wait is timed.
      await lfgQueues(ctx).start(guildIds);
      // Tournaments: sign-up ends scheduled again, running ones picked up where they were.
      const picked = await tournaments.start(guildIds);
      log.info('tournaments resumed', { ...picked });
      // In the background: a store's first start with statistics reads every stored game once (of every shard and host, the one that claims it first).
      catchingUp = catchUp().catch((error: unknown) => log.error('counting ended games failed', { error }));
    },
    statsCaughtUp: () => catchingUp,
    async stop() {
      await catchingUp;
      await tournaments.stop();
      await deadlines.stop();
      lfgQueues(ctx).stop();
      await aiTurns.stop();
      await router.stop();
      await manager.idle();
      health?.();
      health = null;
      announcer.stop();
      await announcer.idle();
      await aiWorker.close();
      await ownImages?.close?.();
      if (started || client.isReady()) await client.destroy();
      started = false;
      log.info('bot stopped');
    },
  };
}
