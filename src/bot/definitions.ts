import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandSubcommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { AI_LEVELS, type AiLevel } from '../games/chacun/ai/index.ts';
import { PLAYER_COLORS } from '../games/chacun/engine/basics.ts';
import { MAX_PLAYERS } from '../games/chacun/engine/record.ts';
import { COLOR_NAMES } from '../games/chacun/texts/colors.ts';
import type { Locale } from '../i18n/locale.ts';
import { frenchSpacing } from '../i18n/typography.ts';

/** The one slash command of the bot; everything is a subcommand of it. */
export const COMMAND_NAME = 'chacun';

/** The subcommands of /chacun. */
export const SUBCOMMANDS = ['new', 'start', 'place', 'occupy', 'retake', 'board', 'log', 'rules', 'resign', 'abort', 'export', 'help'] as const;
/** A subcommand of /chacun. */
export type Subcommand = (typeof SUBCOMMANDS)[number];

/** A name and a description, in both languages (English is Discord's default). */
interface Words {
  readonly name: { readonly [L in Locale]: string };
  readonly description: { readonly [L in Locale]: string };
}

/** The words of every subcommand with the French descriptions typeset (no-break spaces before : ; ! ?). */
function typesetDescriptions(all: { readonly [S in Subcommand]: Words }): { readonly [S in Subcommand]: Words } {
  const typeset = (w: Words): Words => ({ name: w.name, description: { en: w.description.en, fr: frenchSpacing(w.description.fr) } });
  return Object.fromEntries(SUBCOMMANDS.map((name) => [name, typeset(all[name])])) as { readonly [S in Subcommand]: Words };
}

/** Names and descriptions of the subcommands as players see them in each language. */
export const SUBCOMMAND_WORDS: { readonly [S in Subcommand]: Words } = typesetDescriptions({
  new: {
    name: { en: 'new', fr: 'nouvelle' },
    description: { en: 'Open a new game in this channel (or in a new thread)', fr: 'Ouvrir une nouvelle partie dans ce salon (ou dans un nouveau fil)' },
  },
  start: {
    name: { en: 'start', fr: 'lancer' },
    description: { en: 'Start the game once everyone has joined', fr: 'Lancer la partie une fois tout le monde inscrit' },
  },
  place: {
    name: { en: 'place', fr: 'poser' },
    description: { en: 'Place the tile: a square, then an orientation', fr: 'Poser la tuile : une case, puis une orientation' },
  },
  occupy: {
    name: { en: 'occupy', fr: 'occuper' },
    description: { en: 'Put a pawn or a hut on the tile you just placed', fr: 'Mettre un pion ou une hutte sur la tuile que tu viens de poser' },
  },
  retake: {
    name: { en: 'retake', fr: 'reprendre' },
    description: { en: 'Shaman: take back one of your pawns', fr: "Chaman : reprendre l'un de tes pions" },
  },
  board: {
    name: { en: 'board', fr: 'plateau' },
    description: { en: 'Show the current board again', fr: 'Afficher à nouveau le plateau' },
  },
  log: {
    name: { en: 'log', fr: 'journal' },
    description: { en: 'Read the message board of the game', fr: 'Lire le tableau d’affichage de la partie' },
  },
  rules: {
    name: { en: 'rules', fr: 'règles' },
    description: { en: 'A short card of the rules and scoring', fr: 'Un résumé des règles et du décompte' },
  },
  resign: {
    name: { en: 'resign', fr: 'abandonner' },
    description: { en: 'Leave the game in progress', fr: 'Abandonner la partie en cours' },
  },
  abort: {
    name: { en: 'abort', fr: 'arrêter' },
    description: { en: 'Stop the game for everyone (its creator or a moderator)', fr: 'Arrêter la partie pour tout le monde (réservé à qui l’a ouverte et à la modération)' },
  },
  export: {
    name: { en: 'export', fr: 'exporter' },
    description: { en: 'Download the game record (JSON)', fr: "Télécharger l'enregistrement de la partie (JSON)" },
  },
  help: {
    name: { en: 'help', fr: 'aide' },
    description: { en: 'How to play with this bot', fr: 'Comment jouer avec ce bot' },
  },
});

/** Names of the AI levels in option choices. */
const BOT_LEVEL_WORDS: Record<AiLevel, { en: string; fr: string }> = {
  easy: { en: 'Easy', fr: 'Facile' },
  normal: { en: 'Normal', fr: 'Moyen' },
  hard: { en: 'Hard', fr: 'Difficile' },
};

/** Names of the options, by subcommand. */
export const OPTIONS = {
  thread: 'thread',
  color: 'color',
  language: 'language',
  bots: 'bots',
  level: 'bot_level',
  position: 'position',
  rotation: 'rotation',
  occupant: 'occupant',
  pawn: 'pawn',
  private: 'private',
  page: 'page',
  game: 'game',
} as const;

/** A name and a description in both languages, as Discord takes them; the French description is typeset. */
function words(en: string, fr: string, descriptionEn: string, descriptionFr: string) {
  return { name: en, name_localizations: { fr }, description: descriptionEn, description_localizations: { fr: frenchSpacing(descriptionFr) } };
}

function subcommand(name: Subcommand, options: APIApplicationCommandBasicOption[] = []): APIApplicationCommandSubcommandOption {
  const w = SUBCOMMAND_WORDS[name];
  return {
    type: ApplicationCommandOptionType.Subcommand,
    ...words(w.name.en, w.name.fr, w.description.en, w.description.fr),
    options,
  };
}

/** The /chacun command as registered with Discord, French names and descriptions included. */
export function commandDefinitions(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [
    {
      type: ApplicationCommandType.ChatInput,
      ...words('chacun', 'chacun', 'Play ChaCuN, the prehistoric Carcassonne, in this channel', 'Jouer à ChaCuN, le Carcassonne préhistorique, dans ce salon'),
      contexts: [InteractionContextType.Guild],
      options: [
        subcommand('new', [
          {
            type: ApplicationCommandOptionType.Boolean,
            ...words(OPTIONS.thread, 'fil', 'Play in a new thread of this channel', 'Jouer dans un nouveau fil de ce salon'),
          },
          {
            type: ApplicationCommandOptionType.String,
            ...words(OPTIONS.color, 'couleur', 'Your colour', 'Ta couleur'),
            choices: PLAYER_COLORS.map((color) => ({
              name: COLOR_NAMES.en[color],
              name_localizations: { fr: COLOR_NAMES.fr[color] },
              value: color,
            })),
          },
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
            ...words(OPTIONS.bots, 'robots', 'AI players to seat at once (0 to 4)', 'Robots à asseoir tout de suite (0 à 4)'),
            min_value: 0,
            max_value: MAX_PLAYERS - 1,
          },
          {
            type: ApplicationCommandOptionType.String,
            ...words(OPTIONS.level, 'niveau_robots', 'Level of those bots (default: normal)', 'Niveau de ces robots (par défaut : moyen)'),
            choices: AI_LEVELS.map((level) => ({
              name: BOT_LEVEL_WORDS[level].en,
              name_localizations: { fr: BOT_LEVEL_WORDS[level].fr },
              value: level,
            })),
          },
        ]),
        subcommand('start'),
        subcommand('place', [
          {
            type: ApplicationCommandOptionType.String,
            ...words(OPTIONS.position, 'case', 'Square where the tile fits, as on the board (e.g. M12)', 'Case où la tuile va, comme sur le plateau (ex. M12)'),
            required: true,
            autocomplete: true,
          },
          {
            type: ApplicationCommandOptionType.String,
            ...words(OPTIONS.rotation, 'orientation', 'Orientation of the tile (leave empty to preview them)', 'Orientation de la tuile (vide : les prévisualiser)'),
            autocomplete: true,
          },
        ]),
        subcommand('occupy', [
          {
            type: ApplicationCommandOptionType.String,
            ...words(OPTIONS.occupant, 'occupant', 'The occupant, numbered as on the image, or none', "L'occupant, numéroté comme sur l'image, ou aucun"),
            required: true,
            autocomplete: true,
          },
        ]),
        subcommand('retake', [
          {
            type: ApplicationCommandOptionType.String,
            ...words(OPTIONS.pawn, 'pion', 'The pawn to take back, numbered as on the image, or none', "Le pion à reprendre, numéroté comme sur l'image, ou aucun"),
            required: true,
            autocomplete: true,
          },
        ]),
        subcommand('board', [
          {
            type: ApplicationCommandOptionType.Boolean,
            ...words(OPTIONS.private, 'privé', 'Show it only to me', 'Ne le montrer qu’à moi'),
          },
        ]),
        subcommand('log', [
          {
            type: ApplicationCommandOptionType.Integer,
            ...words(OPTIONS.page, 'page', 'Page to show (default: the latest)', 'Page à afficher (par défaut : la dernière)'),
            min_value: 1,
            max_value: 1000,
          },
        ]),
        subcommand('rules'),
        subcommand('resign'),
        subcommand('abort'),
        subcommand('export', [
          {
            type: ApplicationCommandOptionType.String,
            ...words(OPTIONS.game, 'partie', 'Which game (default: the current or latest one here)', 'Quelle partie (par défaut : celle en cours ou la dernière ici)'),
            autocomplete: true,
          },
        ]),
        subcommand('help'),
      ],
    },
  ];
}
