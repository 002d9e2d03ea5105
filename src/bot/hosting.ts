/**
 * The table of hosted games, as the composition root hands it in (src/hosted.ts): each game is a
 * plugin — its module (rules, AI, tools), its Discord side, and the modules its worker threads
 * load by URL — and the table checks them together once, when it is built: ids, slash commands
 * and custom-id kinds unique, each Discord side naming its module. Everything on the platform's
 * side finds a game here; nothing on it imports a game.
 */
import type { AnyGameModule } from '../games/game.ts';
import type { GameCatalog } from '../session/session.ts';
import { defineGameIdSpecs } from './custom-id.ts';
import type { GameDiscord } from './game-discord.ts';
import { STATS_PAINTING } from '../render/stats-painting.ts';
import { TOURNAMENT_PAINTING, TOURNAMENT_PAINTING_MODULE } from '../tournament/painting.ts';
import { runningModule } from '../runtime.ts';

/**
 * What worker threads load of a game, by the URL of its TypeScript module (the table turns it into
 * the compiled one's when the bot runs compiled; a worker does not load the Discord side):
 * `painting`, a module exporting `painting` (a `PainterModule`, src/render/painter.ts); `ai`, a
 * module exporting `aiPlayers` (the game's `GameAi`).
 */
export interface WorkerModules {
  readonly painting: string;
  readonly ai: string;
}

/** One game as the platform hosts it. */
export interface GamePlugin {
  readonly module: AnyGameModule;
  readonly discord: GameDiscord;
  readonly workers: WorkerModules;
}

/** The hosted games: what the bot, the session manager, the workers, the statistics and the tools receive. */
export interface HostedGames extends GameCatalog {
  /** The plugins, in the order the composition root lists them (the order of menus and lists). */
  readonly plugins: readonly GamePlugin[];
  readonly modules: readonly AnyGameModule[];
  readonly discords: readonly GameDiscord[];
  /** The module of a game id, if hosted (any value: ids are read from outside). */
  get(id: unknown): AnyGameModule | undefined;
  /** The Discord side of a hosted game (a game not hosted is a bug of the caller). */
  discordOf(game: string): GameDiscord;
  /** A hosted game's plugin (a game not hosted is a bug of the caller). */
  pluginOf(game: string): GamePlugin;
  /** The game whose slash command has this name, if any. */
  byCommand(name: string): GameDiscord | undefined;
  /**
   * Each game's painting module (its URL) by game id, and the platform's tournament pictures under
   * `TOURNAMENT_PAINTING` (src/tournament/painting.ts) and statistics pictures under `STATS_PAINTING`
   * (src/render/stats-painting.ts): what render threads are started with.
   */
  readonly paintingModules: Readonly<Record<string, string>>;
  /** Each game's AI module (its URL) by game id: what the AI thread is started with. */
  readonly aiModules: Readonly<Record<string, string>>;
}

/**
 * Builds the table of hosted games and checks it: a game listed twice, a Discord side that names
 * another module, a slash command or a custom-id kind or code taken twice fail here, loudly, before
 * the bot takes any interaction. The games' custom-id kinds are given to the codec.
 */
export function hostGames(plugins: readonly GamePlugin[]): HostedGames {
  const byId = new Map<string, GamePlugin>();
  const byCommand = new Map<string, GameDiscord>();
  for (const plugin of plugins) {
    const { module, discord } = plugin;
    if (byId.has(module.id)) throw new Error(`the game ${module.id} is hosted twice`);
    if (discord.game !== module.id) throw new Error(`the Discord side of ${discord.game} is handed in for the game ${module.id}`);
    if (byCommand.has(discord.command.name)) throw new Error(`the command /${discord.command.name} is taken by two games`);
    byId.set(module.id, plugin);
    byCommand.set(discord.command.name, discord);
  }
  defineGameIdSpecs(plugins.flatMap((plugin) => plugin.discord.customIds));
  const pluginOf = (game: string): GamePlugin => {
    const plugin = byId.get(game);
    if (plugin === undefined) throw new Error(`the game ${game} is not hosted`);
    return plugin;
  };
  const get = (id: unknown): AnyGameModule | undefined => (typeof id === 'string' ? byId.get(id)?.module : undefined);
  return {
    plugins,
    modules: plugins.map((plugin) => plugin.module),
    discords: plugins.map((plugin) => plugin.discord),
    get,
    discordOf: (game) => pluginOf(game).discord,
    pluginOf,
    byCommand: (name) => byCommand.get(name),
    // A game names its workers' TypeScript files; compiled (`npm start`), the threads load their `.js`.
    paintingModules: { ...Object.fromEntries(plugins.map((plugin) => [plugin.module.id, runningModule(new URL(plugin.workers.painting))])), [TOURNAMENT_PAINTING]: TOURNAMENT_PAINTING_MODULE, [STATS_PAINTING]: runningModule(new URL('../render/stats-painting.ts', import.meta.url)) },
    aiModules: Object.fromEntries(plugins.map((plugin) => [plugin.module.id, runningModule(new URL(plugin.workers.ai))])),
  };
}
