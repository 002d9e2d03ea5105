import { ApplicationCommandOptionType } from '../../../../src/bot/discord-kit.ts';
import { words } from '../../../../src/bot/command-words.ts';
import type { GameDiscord } from '../../../../src/bot/game-discord.ts';
import { SEATS, type ConnectFourState } from '../rules.ts';
import { errorText, seatName, t as ct } from '../texts.ts';
import { ensureFonts } from '../../../../src/render/fonts.ts';
import { connectFourAnnouncements } from './announcements.ts';
import { CONNECT_FOUR_CUSTOM_IDS } from './custom-ids.ts';
import { dropButtons, showPanel } from './drop.ts';
import { boardImage } from './images.ts';
import { isSeat, SEAT_EMOJI } from './seats.ts';
import { boardView, helpView, logEntries, logPages, logView, rulesView } from './views.ts';

/**
 * Connect Four on Discord: `/connect-four` with the platform's shared subcommands (its moves are
 * the column buttons of the turn messages), the colour the creator picks at `new`, and the texts
 * of its seats and refusals. It has no options of its own.
 */
export const CONNECT_FOUR_DISCORD: GameDiscord = {
  game: 'connect-four',
  command: { name: 'connect-four', description: { en: ct('en', 'connectFour.command'), fr: ct('fr', 'connectFour.command') } },
  moves: [],
  components: [dropButtons],
  customIds: CONNECT_FOUR_CUSTOM_IDS,
  seatOption: {
    type: ApplicationCommandOptionType.String,
    ...words('colour', ct('fr', 'connectFour.option.seat'), ct('en', 'connectFour.option.seatHelp'), ct('fr', 'connectFour.option.seatHelp')),
    choices: SEATS.map((seat) => ({ name: seatName(seat, 'en'), name_localizations: { fr: seatName(seat, 'fr') }, value: seat })),
  },
  newOptions: [],
  describeOptions: () => null,
  seats: {
    label: (key, locale) => (isSeat(key) ? seatName(key, locale) : key),
    emoji: (key) => (isSeat(key) ? SEAT_EMOJI[key] : '⚪'),
    choose: (locale) => ct(locale, 'connectFour.lobby.choose'),
    free: (locale) => ct(locale, 'connectFour.lobby.free'),
    takenBy: (player, locale) => ct(locale, 'connectFour.lobby.takenBy', { player }),
    taken: (locale) => ct(locale, 'connectFour.lobby.taken'),
    unknown: (locale) => ct(locale, 'connectFour.lobby.unknown'),
    pickHint: (locale) => ct(locale, 'connectFour.lobby.pickHint'),
    autoPlay: (locale) => ct(locale, 'connectFour.resign.autoPlay'),
    autoPlayPublic: (locale) => ct(locale, 'connectFour.resign.autoPlayPublic'),
  },
  ruleErrorText: (error, locale) => errorText(error, locale),
  views: {
    async board({ session, state }, images, image, locale) {
      const board = await image(() => boardImage(images, session, state as ConnectFourState, locale));
      return boardView(session, state as ConnectFourState, board, locale);
    },
    logPages,
    log: logView,
    logEntries,
    rules: rulesView,
    help: (locale) => helpView(CONNECT_FOUR_DISCORD, locale),
  },
  showPanel: (_ctx, interaction, _game, locale) => showPanel(interaction, locale),
  announcements: connectFourAnnouncements,
  warmUp: ensureFonts,
};
