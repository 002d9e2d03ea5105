import { ApplicationCommandOptionType } from '../../../bot/discord-kit.ts';
import { typesetWords, words } from '../../../bot/command-words.ts';
import type { GameDiscord } from '../../../bot/game-discord.ts';
import { COLOR_EMOJI } from './colors.ts';
import { PLAYER_COLORS, type PlayerColor } from '../engine/basics.ts';
import { ERROR_CODES, type ErrorCode } from '../engine/result.ts';
import { errorText, t } from '../texts/catalog.ts';
import { COLOR_NAMES, playerNamesByColor } from '../texts/colors.ts';
import { occupyCommand } from './commands/occupy.ts';
import { placeCommand } from './commands/place.ts';
import { retakeCommand } from './commands/retake.ts';
import { occupyButtons } from './components/occupy.ts';
import { pageButtons } from './components/page.ts';
import { placeButton } from './components/place.ts';
import { playButton } from './components/play.ts';
import { positionsMenu } from './components/positions.ts';
import { retakeButtons } from './components/retake.ts';
import { rotateButtons } from './components/rotate.ts';
import { warmUpRenderer } from '../render/index.ts';
import { CHACUN_OPTIONS } from './options.ts';
import { CHACUN_CUSTOM_IDS } from './custom-ids.ts';
import { chacunAnnouncements } from './announcements.ts';
import { chacunImages } from './images.ts';
import { imageOptions, showStep } from './turn-flow.ts';
import type { GameState } from '../engine/game.ts';
import { helpView, rulesView } from './views/info.ts';
import { logEntries, logPages, logView } from './views/log.ts';
import { boardView, withCloseup } from './views/turn.ts';
import { pointKindName } from '../texts/point-kinds.ts';

/**
 * ChaCuN on Discord: `/chacun`, with its moves (place, occupy, retake), its components (Play, the
 * placement panel, occupants, the shaman's pawns), the colour of the creator at `new`, and the
 * texts of its seats and of its rule codes.
 */
export const CHACUN_DISCORD: GameDiscord = {
  game: 'chacun',
  command: {
    name: 'chacun',
    description: { en: 'Play ChaCuN, the prehistoric Carcassonne, in this channel', fr: 'Jouer à ChaCuN, le Carcassonne préhistorique, dans ce salon' },
  },
  moves: [
    {
      name: 'place',
      words: typesetWords({
        name: { en: 'place', fr: 'poser' },
        description: { en: 'Place the tile: a square, then an orientation', fr: 'Poser la tuile : une case, puis une orientation' },
      }),
      options: [
        {
          type: ApplicationCommandOptionType.String,
          ...words(CHACUN_OPTIONS.position, 'case', 'Square where the tile fits, as on the board (e.g. M12)', 'Case où la tuile va, comme sur le plateau (ex. M12)'),
          required: true,
          autocomplete: true,
        },
        {
          type: ApplicationCommandOptionType.String,
          ...words(CHACUN_OPTIONS.rotation, 'orientation', 'Orientation: a suggestion or degrees clockwise, e.g. 90 (empty: preview them)', 'Orientation : une suggestion ou des degrés en sens horaire, ex. 90 (vide : les prévisualiser)'),
          autocomplete: true,
        },
      ],
      handler: placeCommand,
    },
    {
      name: 'occupy',
      words: typesetWords({
        name: { en: 'occupy', fr: 'occuper' },
        description: { en: 'Put a pawn or a hut on the tile you just placed', fr: 'Mettre un pion ou une hutte sur la tuile que tu viens de poser' },
      }),
      options: [
        {
          type: ApplicationCommandOptionType.String,
          ...words(CHACUN_OPTIONS.occupant, 'occupant', 'The occupant, numbered as on the image, or none', 'L’occupant, numéroté comme sur l’image, ou aucun'),
          required: true,
          autocomplete: true,
        },
      ],
      handler: occupyCommand,
    },
    {
      name: 'retake',
      words: typesetWords({
        name: { en: 'retake', fr: 'reprendre' },
        description: { en: 'Shaman: take back one of your pawns', fr: 'Chaman : reprendre l’un de tes pions' },
      }),
      options: [
        {
          type: ApplicationCommandOptionType.String,
          ...words(CHACUN_OPTIONS.pawn, 'pion', 'The pawn to take back, numbered as on the image, or none', 'Le pion à reprendre, numéroté comme sur l’image, ou aucun'),
          required: true,
          autocomplete: true,
        },
      ],
      handler: retakeCommand,
    },
  ],
  // The step the tile waits for: placement, occupant or the shaman's pawn.
  showPanel: (ctx, interaction, game, locale) => showStep(ctx, interaction, { session: game.session, state: game.state as GameState }, locale),
  announcements: chacunAnnouncements,
  warmUp: warmUpRenderer,
  pointKindName,
  views: {
    async board({ session, state }, images, image, locale) {
      const options = imageOptions(session, state, locale);
      const [board, closeup] = await Promise.all([image(() => chacunImages(images).board(state, options)), image(() => chacunImages(images).closeup(state, options))]);
      return withCloseup(boardView(session, state, board, locale), closeup);
    },
    logPages,
    log: logView,
    logEntries,
    rules: rulesView,
    help: (locale) => helpView(CHACUN_DISCORD, locale),
  },
  seats: {
    label: (key, locale) => playerNamesByColor(locale)(key as PlayerColor),
    emoji: (key) => COLOR_EMOJI[key as PlayerColor] ?? '⚪',
    choose: (locale) => t(locale, 'lobby.chooseColor'),
    free: (locale) => t(locale, 'lobby.colorFree'),
    takenBy: (player, locale) => t(locale, 'lobby.colorTakenBy', { player }),
    taken: (locale) => t(locale, 'lobby.colorTaken'),
    unknown: (locale) => t(locale, 'option.badColor'),
    pickHint: (locale) => t(locale, 'lobby.pickHint'),
    autoPlay: (locale) => t(locale, 'resign.autoPlay'),
    autoPlayPublic: (locale) => t(locale, 'resign.autoPlayPublic'),
  },
  ruleErrorText: ({ code }, locale) => ((ERROR_CODES as readonly string[]).includes(code) ? errorText(code as ErrorCode, locale) : undefined),
  customIds: CHACUN_CUSTOM_IDS,
  newOptions: [],
  describeOptions: () => null,
  components: [playButton, positionsMenu, pageButtons, rotateButtons, placeButton, occupyButtons, retakeButtons],
  seatOption: {
    type: ApplicationCommandOptionType.String,
    ...words(CHACUN_OPTIONS.color, 'couleur', 'Your colour', 'Ta couleur'),
    choices: PLAYER_COLORS.map((color) => ({ name: COLOR_NAMES.en[color], name_localizations: { fr: COLOR_NAMES.fr[color] }, value: color })),
  },
};
