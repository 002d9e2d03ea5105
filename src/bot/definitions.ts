import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandSubcommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { typesetWords, words, type Words } from './command-words.ts';
import type { GameDiscord } from './game-discord.ts';
import type { GamePlugin, HostedGames } from './hosting.ts';
import { clockNewOptions } from './clock/options.ts';
import { levelTitle } from '../i18n/levels.ts';
import { settingsCommandDefinition } from './settings/definition.ts';
import { lfgCommandDefinition } from './lfg/definition.ts';
import { tournamentCommandDefinition } from './tournament/definition.ts';

/** The subcommands every game's command has (a game adds its own moves after `start`). */
export const SHARED_SUBCOMMANDS = ['new', 'start', 'board', 'log', 'replay', 'rules', 'undo', 'resign', 'abort', 'export', 'help'] as const;
/** A shared subcommand. */
export type SharedSubcommand = (typeof SHARED_SUBCOMMANDS)[number];

function typesetDescriptions(all: { readonly [S in SharedSubcommand]: Words }): { readonly [S in SharedSubcommand]: Words } {
  return Object.fromEntries(SHARED_SUBCOMMANDS.map((name) => [name, typesetWords(all[name])])) as { readonly [S in SharedSubcommand]: Words };
}

/** Names and descriptions of the shared subcommands as players see them in each language. */
export const SUBCOMMAND_WORDS: { readonly [S in SharedSubcommand]: Words } = typesetDescriptions({
  new: {
    name: { en: 'new', fr: 'nouvelle' },
    description: { en: 'Open a new game in this channel (or in a new thread)', fr: 'Ouvrir une nouvelle partie dans ce salon (ou dans un nouveau fil)' },
  },
  start: {
    name: { en: 'start', fr: 'lancer' },
    description: { en: 'Start the game once everyone has joined', fr: 'Lancer la partie une fois tout le monde inscrit' },
  },
  board: {
    name: { en: 'board', fr: 'plateau' },
    description: { en: 'Show the current board again', fr: 'Afficher à nouveau le plateau' },
  },
  log: {
    name: { en: 'log', fr: 'journal' },
    description: { en: 'Read the message board of the game', fr: 'Lire le tableau d’affichage de la partie' },
  },
  replay: {
    name: { en: 'replay', fr: 'revoir' },
    description: { en: 'Step through a game of this channel, move by move (only you see it)', fr: 'Revoir une partie de ce salon coup par coup (visible de toi seul)' },
  },
  rules: {
    name: { en: 'rules', fr: 'règles' },
    description: { en: 'A short card of the rules and scoring', fr: 'Un résumé des règles et du décompte' },
  },
  undo: {
    name: { en: 'undo', fr: 'annuler' },
    description: { en: 'Take back your last move (the others agree if it revealed something)', fr: 'Annuler ton dernier coup (avec l’accord des autres s’il a dévoilé quelque chose)' },
  },
  resign: {
    name: { en: 'resign', fr: 'abandonner' },
    description: { en: 'Leave the game in progress', fr: 'Abandonner la partie en cours' },
  },
  abort: {
    name: { en: 'abort', fr: 'arrêter' },
    description: { en: 'Stop the game for all (creator or moderator; in a tournament: moderator or organiser not playing)', fr: 'Arrêter la partie (qui l’a créée, modération ; en tournoi : modération, qui l’organise sans y jouer)' },
  },
  export: {
    name: { en: 'export', fr: 'exporter' },
    description: { en: 'Download the game record (JSON)', fr: 'Télécharger l’enregistrement de la partie (JSON)' },
  },
  help: {
    name: { en: 'help', fr: 'aide' },
    description: { en: 'How to play with this bot', fr: 'Comment jouer avec ce bot' },
  },
});

/** Names of the options of the shared subcommands. */
export const OPTIONS = {
  thread: 'thread',
  language: 'language',
  bots: 'bots',
  level: 'bot_level',
  private: 'private',
  page: 'page',
  game: 'game',
  mine: 'mine',
  user: 'user',
  move: 'move',
  sort: 'sort',
} as const;

/** The platform's help: what the bot can do (src/bot/info/bot-help.ts). */
export const HELP_COMMAND = 'help';

/** /help (fr: /aide): no option. */
export function helpCommandDefinition(): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(HELP_COMMAND, 'aide', 'What this bot can do: its games and its commands (only you see it)', 'Ce que sait faire ce bot : ses jeux et ses commandes (visible de toi seul)'),
    contexts: [InteractionContextType.Guild],
  };
}

/** The platform's own command, beside the games': the list of the server's games. */
export const GAMES_COMMAND = 'games';

/** /games [mine]: the games of the server (fr: /parties [miennes]). */
export function gamesCommandDefinition(): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(GAMES_COMMAND, 'parties', 'The games under way on this server, and whose turn it is', 'Les parties en cours sur ce serveur, et à qui de jouer'),
    contexts: [InteractionContextType.Guild],
    options: [
      {
        type: ApplicationCommandOptionType.Boolean,
        ...words(OPTIONS.mine, 'miennes', 'Only the games waiting for me', 'Seulement les parties qui m’attendent'),
      },
    ],
  };
}

/** The platform's statistics commands, beside the games list. */
export const STATS_COMMAND = 'stats';
export const LEADERBOARD_COMMAND = 'leaderboard';

/** The option of the statistics commands that picks a game: one choice per hosted game. */
function gameChoiceOption(games: HostedGames): APIApplicationCommandBasicOption {
  return {
    type: ApplicationCommandOptionType.String,
    ...words(OPTIONS.game, 'jeu', 'Which game (default: the one played most)', 'Quel jeu (par défaut : le plus joué)'),
    choices: games.modules.map((game) => ({ name: game.name, value: game.id })),
  };
}

/** /stats [user] [game]: a person's statistics on this server (fr: /statistiques [joueur] [jeu]). */
export function statsCommandDefinition(games: HostedGames): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(STATS_COMMAND, 'statistiques', 'Games, wins, points and rating of a player on this server', 'Parties, victoires, points et cote d’un joueur sur ce serveur'),
    contexts: [InteractionContextType.Guild],
    options: [{ type: ApplicationCommandOptionType.User, ...words(OPTIONS.user, 'joueur', 'Whose statistics (default: yours)', 'De qui (par défaut : toi)') }, gameChoiceOption(games)],
  };
}

/** /leaderboard [game]: the server's best players of a game (fr: /classement [jeu]). */
export function leaderboardCommandDefinition(games: HostedGames): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(LEADERBOARD_COMMAND, 'classement', 'The best players of a game on this server', 'Les meilleurs joueurs d’un jeu sur ce serveur'),
    contexts: [InteractionContextType.Guild],
    options: [
      gameChoiceOption(games),
      {
        type: ApplicationCommandOptionType.String,
        ...words(OPTIONS.sort, 'tri', 'Rank by rating (default) or by time to move', 'Classer par cote (par défaut) ou par temps pour jouer'),
        choices: [
          { name: 'Rating', name_localizations: { fr: 'Cote' }, value: 'rating' },
          { name: 'Time to move (fastest first)', name_localizations: { fr: 'Temps pour jouer (les plus rapides d’abord)' }, value: 'speed' },
        ],
      },
    ],
  };
}

/** A subcommand as Discord takes it, from its words and options. */
export function subcommandOption(w: Words, options: readonly APIApplicationCommandBasicOption[] = []): APIApplicationCommandSubcommandOption {
  return {
    type: ApplicationCommandOptionType.Subcommand,
    ...words(w.name.en, w.name.fr, w.description.en, w.description.fr),
    options: [...options],
  };
}

function shared(name: SharedSubcommand, options: APIApplicationCommandBasicOption[] = []): APIApplicationCommandSubcommandOption {
  return subcommandOption(SUBCOMMAND_WORDS[name], options);
}

/** The subcommands of a game's command, in order: the shared ones, the game's moves after `start`. */
export function subcommandsOf(discord: GameDiscord): { readonly name: string; readonly words: Words }[] {
  const sharedWords = (name: SharedSubcommand) => ({ name: name as string, words: SUBCOMMAND_WORDS[name] });
  const [first, second, ...rest] = SHARED_SUBCOMMANDS.map(sharedWords);
  return [first, second, ...discord.moves.map((move) => ({ name: move.name, words: move.words })), ...rest];
}

/** The option of `new` that opens the game in a thread of its own. */
export const THREAD_OPTION = words(OPTIONS.thread, 'fil', 'Play in a new thread of this channel', 'Jouer dans un nouveau fil de ce salon');

/** A game's slash command as registered with Discord, French names and descriptions included. */
export function gameCommand(plugin: GamePlugin): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const { module: game, discord } = plugin;
  const { name, description } = discord.command;
  const newOptions: APIApplicationCommandBasicOption[] = [
    { type: ApplicationCommandOptionType.Boolean, ...THREAD_OPTION },
    ...(discord.seatOption === null ? [] : [discord.seatOption]),
    ...discord.newOptions,
    {
      type: ApplicationCommandOptionType.String,
      ...words(OPTIONS.language, 'langue', 'Language of the game messages (default: yours)', 'Langue des messages de la partie (par défaut : la tienne)'),
      choices: [
        { name: 'Français', value: 'fr' },
        { name: 'English', value: 'en' },
      ],
    },
    {
      type: ApplicationCommandOptionType.Integer,
      ...words(OPTIONS.bots, 'robots', `AI players to seat at once (0 to ${game.rules.seats.max - 1})`, `Robots à asseoir tout de suite (0 à ${game.rules.seats.max - 1})`),
      min_value: 0,
      max_value: game.rules.seats.max - 1,
    },
    {
      type: ApplicationCommandOptionType.String,
      ...words(OPTIONS.level, 'niveau_robots', 'Level of those bots (default: normal)', 'Niveau de ces robots (par défaut : moyen)'),
      choices: game.ai.levels.map((level) => ({
        name: levelTitle(level, 'en'),
        name_localizations: { fr: levelTitle(level, 'fr') },
        value: level,
      })),
    },
    ...clockNewOptions(game),
  ];
  const sharedOptions: Partial<Record<SharedSubcommand, APIApplicationCommandBasicOption[]>> = {
    new: newOptions,
    board: [{ type: ApplicationCommandOptionType.Boolean, ...words(OPTIONS.private, 'privé', 'Show it only to me', 'Ne le montrer qu’à moi') }],
    log: [
      {
        type: ApplicationCommandOptionType.Integer,
        ...words(OPTIONS.page, 'page', 'Page to show (default: the latest)', 'Page à afficher (par défaut : la dernière)'),
        min_value: 1,
        max_value: 1000,
      },
    ],
    export: [
      {
        type: ApplicationCommandOptionType.String,
        ...words(OPTIONS.game, 'partie', 'Which game (default: the current or latest one here)', 'Quelle partie (par défaut : celle en cours ou la dernière ici)'),
        autocomplete: true,
      },
    ],
    replay: [
      {
        type: ApplicationCommandOptionType.String,
        ...words(OPTIONS.game, 'partie', 'Which game (default: the current or latest one here)', 'Quelle partie (par défaut : celle en cours ou la dernière ici)'),
        autocomplete: true,
      },
      {
        type: ApplicationCommandOptionType.Integer,
        ...words(OPTIONS.move, 'coup', 'Move to start at (default: the first)', 'Coup où commencer (par défaut : le premier)'),
        min_value: 0,
        max_value: 100_000,
      },
    ],
  };
  const moves = new Map(discord.moves.map((move) => [move.name, move]));
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(name, name, description.en, description.fr),
    contexts: [InteractionContextType.Guild],
    options: subcommandsOf(discord).map((sub) => {
      const move = moves.get(sub.name);
      return move === undefined ? shared(sub.name as SharedSubcommand, sharedOptions[sub.name as SharedSubcommand]) : subcommandOption(move.words, move.options);
    }),
  };
}

/** Every hosted game's command, and the platform's commands, as registered with Discord. */
export function commandDefinitions(games: HostedGames): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [...games.plugins.map(gameCommand), ...platformCommandDefinitions(games)];
}

/** The platform's commands beside the games', in the order they are registered (the help lists them so). */
export function platformCommandDefinitions(games: HostedGames): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [gamesCommandDefinition(), settingsCommandDefinition(), statsCommandDefinition(games), leaderboardCommandDefinition(games), tournamentCommandDefinition(games), lfgCommandDefinition(games), helpCommandDefinition()];
}

export type { Words };
