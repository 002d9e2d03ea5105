import { ApplicationCommandOptionType, ApplicationCommandType, InteractionContextType, type APIApplicationCommandBasicOption, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { LIMIT_CHOICES, REMINDER_CHOICES, type LimitChoice, type ReminderChoice } from '../../session/schedule.ts';
import { levelTitle } from '../../i18n/levels.ts';
import { words } from '../command-words.ts';
import { LIMIT_WORDS, REMINDER_WORDS } from '../clock/options.ts';
import type { HostedGames } from '../hosting.ts';
import { TOURNAMENT_KINDS } from './record.ts';

/** The platform's tournament command (fr: /tournoi). */
export const TOURNAMENT_COMMAND = 'tournament';

/** Its subcommands. */
export const TOURNAMENT_SUBCOMMANDS = { create: 'create', join: 'join', start: 'start', standings: 'standings', cancel: 'cancel', access: 'access' } as const;

/** Names of its options. */
export const TOURNAMENT_OPTIONS = {
  game: 'game',
  format: 'format',
  limit: 'time_per_move',
  window: 'signup',
  cap: 'cap',
  bots: 'bots',
  level: 'bot_level',
  tableSize: 'table_size',
  reminders: 'reminders',
  gameOptions: 'game_options',
  language: 'language',
  tournament: 'tournament',
  partner: 'partner',
  everyone: 'everyone',
} as const;

/** Sign-up windows offered, by name. */
export const SIGN_UP_WINDOWS = { '1h': 3_600_000, '12h': 43_200_000, '24h': 86_400_000, '3d': 259_200_000, '7d': 604_800_000 } as const;
/** A sign-up window. */
export type SignUpWindow = keyof typeof SIGN_UP_WINDOWS;

/** The largest cap of a tournament. */
export const MAX_CAP = 64;

const KIND_WORDS: Readonly<Record<(typeof TOURNAMENT_KINDS)[number], { en: string; fr: string }>> = {
  swiss: { en: 'Swiss system (rounds set by the number of entrants)', fr: 'Système suisse (rondes selon le nombre d’inscrits)' },
  'round-robin': { en: 'Round robin (everyone meets everyone)', fr: 'Toutes rondes (tout le monde se rencontre)' },
  elimination: { en: 'Single elimination', fr: 'Élimination directe' },
};

const WINDOW_WORDS: Readonly<Record<SignUpWindow, { en: string; fr: string }>> = {
  '1h': { en: '1 hour', fr: '1 heure' },
  '12h': { en: '12 hours', fr: '12 heures' },
  '24h': { en: '1 day (default)', fr: '1 jour (par défaut)' },
  '3d': { en: '3 days', fr: '3 jours' },
  '7d': { en: '1 week', fr: '1 semaine' },
};

function tournamentOption(): APIApplicationCommandBasicOption {
  return {
    type: ApplicationCommandOptionType.String,
    ...words(TOURNAMENT_OPTIONS.tournament, 'tournoi', 'Which tournament (default: the latest one of this channel)', 'Quel tournoi (par défaut : le dernier de ce salon)'),
    autocomplete: true,
  };
}

/** /tournament create|start|standings|cancel|access, as registered with Discord. */
export function tournamentCommandDefinition(games: HostedGames): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const levels = [...new Set(games.modules.flatMap((game) => game.ai.levels))];
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(TOURNAMENT_COMMAND, 'tournoi', 'Tournaments of a game on this server: sign-ups, rounds, standings', 'Les tournois d’un jeu sur ce serveur : inscriptions, rondes, classement'),
    contexts: [InteractionContextType.Guild],
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...words(TOURNAMENT_SUBCOMMANDS.create, 'créer', 'Open a tournament’s sign-ups in this channel', 'Ouvrir les inscriptions d’un tournoi dans ce salon'),
        options: [
          { type: ApplicationCommandOptionType.String, ...words(TOURNAMENT_OPTIONS.game, 'jeu', 'Which game', 'Quel jeu'), required: true, choices: games.modules.map((game) => ({ name: game.name, value: game.id })) },
          {
            type: ApplicationCommandOptionType.String,
            ...words(TOURNAMENT_OPTIONS.format, 'format', 'How rounds are paired', 'Comment les rondes sont appariées'),
            required: true,
            choices: TOURNAMENT_KINDS.map((kind) => ({ name: KIND_WORDS[kind].en, name_localizations: { fr: KIND_WORDS[kind].fr }, value: kind })),
          },
          {
            type: ApplicationCommandOptionType.String,
            ...words(TOURNAMENT_OPTIONS.limit, 'temps_par_coup', 'Time per move: past it, the game is lost', 'Temps par coup : au-delà, la partie est perdue'),
            required: true,
            choices: (Object.keys(LIMIT_CHOICES) as LimitChoice[]).filter((key): key is Exclude<LimitChoice, 'none'> => key !== 'none').map((key) => ({ name: LIMIT_WORDS[key].en, name_localizations: { fr: LIMIT_WORDS[key].fr }, value: key })),
          },
          {
            type: ApplicationCommandOptionType.String,
            ...words(TOURNAMENT_OPTIONS.window, 'inscriptions', 'How long sign-ups stay open (default: 1 day)', 'Durée des inscriptions (par défaut : 1 jour)'),
            choices: (Object.keys(SIGN_UP_WINDOWS) as SignUpWindow[]).map((key) => ({ name: WINDOW_WORDS[key].en, name_localizations: { fr: WINDOW_WORDS[key].fr }, value: key })),
          },
          { type: ApplicationCommandOptionType.Integer, ...words(TOURNAMENT_OPTIONS.cap, 'places', `At most this many entrants (default 16, at most ${MAX_CAP})`, `Au plus ce nombre d’inscrits (16 par défaut, ${MAX_CAP} au plus)`), min_value: 2, max_value: MAX_CAP },
          { type: ApplicationCommandOptionType.Integer, ...words(TOURNAMENT_OPTIONS.bots, 'robots', 'AI entrants added when sign-ups close, teams in a game of teams (default 0)', 'Robots ajoutés à la clôture des inscriptions, équipes dans un jeu d’équipes (0 par défaut)'), min_value: 0, max_value: MAX_CAP },
          {
            type: ApplicationCommandOptionType.String,
            ...words(TOURNAMENT_OPTIONS.level, 'niveau_robots', 'Level of those AI entrants (default: normal)', 'Niveau de ces robots (par défaut : moyen)'),
            // Each game's own levels (expert is Scrabble's): a level a game lacks is refused when the tournament is made.
            choices: levels.map((level) => ({ name: levelTitle(level, 'en'), name_localizations: { fr: levelTitle(level, 'fr') }, value: level })),
          },
          { type: ApplicationCommandOptionType.Integer, ...words(TOURNAMENT_OPTIONS.tableSize, 'taille_table', 'Entrants per table (default: the game’s best)', 'Participants par table (par défaut : le mieux pour le jeu)'), min_value: 2, max_value: 4 },
          {
            type: ApplicationCommandOptionType.String,
            ...words(TOURNAMENT_OPTIONS.reminders, 'rappels', 'Remind whoever must play after this long (default 12 h; at most half the time per move)', 'Rappeler qui doit jouer après ce délai (12 h par défaut ; au plus la moitié du temps par coup)'),
            choices: (Object.keys(REMINDER_CHOICES) as ReminderChoice[]).map((key) => ({ name: REMINDER_WORDS[key].en, name_localizations: { fr: REMINDER_WORDS[key].fr }, value: key })),
          },
          {
            type: ApplicationCommandOptionType.String,
            ...words(TOURNAMENT_OPTIONS.gameOptions, 'options_du_jeu', 'The game’s options as key:value, e.g. words:fr or variant:schieber', 'Les options du jeu en clé:valeur, par ex. words:fr ou variant:schieber'),
            max_length: 200,
          },
          {
            type: ApplicationCommandOptionType.String,
            ...words(TOURNAMENT_OPTIONS.language, 'langue', 'Language of its messages (default: yours)', 'Langue de ses messages (par défaut : la tienne)'),
            choices: [
              { name: 'Français', value: 'fr' },
              { name: 'English', value: 'en' },
            ],
          },
        ],
      },
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...words(TOURNAMENT_SUBCOMMANDS.join, 'rejoindre', 'Sign up for a tournament of a game of teams and ask a partner', 'S’inscrire à un tournoi d’un jeu d’équipes et inviter un partenaire'),
        options: [
          { type: ApplicationCommandOptionType.User, ...words(TOURNAMENT_OPTIONS.partner, 'partenaire', 'Who you ask to team up with (they accept or decline)', 'Avec qui faire équipe (la personne accepte ou refuse)'), required: true },
          tournamentOption(),
        ],
      },
      { type: ApplicationCommandOptionType.Subcommand, ...words(TOURNAMENT_SUBCOMMANDS.start, 'lancer', 'Close sign-ups now and play the first round (its organiser or a moderator)', 'Clore les inscriptions et jouer la première ronde (organisation ou modération)'), options: [tournamentOption()] },
      { type: ApplicationCommandOptionType.Subcommand, ...words(TOURNAMENT_SUBCOMMANDS.standings, 'classement', 'The standings of a tournament', 'Le classement d’un tournoi'), options: [tournamentOption()] },
      { type: ApplicationCommandOptionType.Subcommand, ...words(TOURNAMENT_SUBCOMMANDS.cancel, 'annuler', 'Cancel a tournament (its organiser or a moderator)', 'Annuler un tournoi (organisation ou modération)'), options: [tournamentOption()] },
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...words(TOURNAMENT_SUBCOMMANDS.access, 'accès', 'Who may create tournaments here (those who manage the server)', 'Qui peut créer des tournois ici (réservé à qui gère le serveur)'),
        options: [{ type: ApplicationCommandOptionType.Boolean, ...words(TOURNAMENT_OPTIONS.everyone, 'tout_le_monde', 'Everyone (True) or only those who manage the server or its events (False)', 'Tout le monde (True) ou seulement qui gère le serveur ou ses événements (False)') }],
      },
    ],
  };
}
