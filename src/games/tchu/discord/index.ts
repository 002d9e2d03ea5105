import { showPanel } from './turn-flow.ts';
import type { GameState } from '../engine/state.ts';
import type { GameDiscord } from '../../../bot/game-discord.ts';
import { SEATS } from '../engine/state.ts';
import { t as tchuText } from '../texts/catalog.ts';
import { warmUpRenderer } from '../render/index.ts';
import { tchuAnnouncements } from './announcements.ts';
import { cardButtons, extraButtons, giveUpButton, keepMenu, openButtons, passButton, payMenu, payOneButton, routeMenu, stationMenu, ticketsButton } from './components/panel.ts';
import { playButton } from './components/play.ts';
import { TCHU_CUSTOM_IDS } from './custom-ids.ts';
import { imageOptions, tchuImages } from './images.ts';
import { ruleErrorText } from './refusals.ts';
import { helpView, rulesView } from './views/info.ts';
import { logEntries, logPages, logView } from './views/log.ts';
import { boardView, SEAT_EMOJI, withTable } from './views/turn.ts';

/**
 * tCHu on Discord: `/tchu` with the platform's subcommands (no game options, no moves of its
 * own: everything is played from the private panel the Play button opens), its panel's
 * components, its seats (given in order; an AI takes the free one), and its refusals' texts.
 */
export const TCHU_DISCORD: GameDiscord = {
  game: 'tchu',
  command: {
    name: 'tchu',
    description: { en: 'Play tCHu, the Swiss Ticket to Ride, in this channel', fr: 'Jouer à tCHu, les Aventuriers du rail suisses, dans ce salon' },
  },
  moves: [],
  // The panel at the player's step (the main choices, a second card, tickets to keep, a tunnel to pay).
  showPanel: (ctx, interaction, game, locale) => showPanel(ctx, interaction, { session: game.session, state: game.state as GameState, seat: game.seat }, locale),
  announcements: tchuAnnouncements,
  warmUp: warmUpRenderer,
  views: {
    async board({ session, state }, images, image, locale) {
      const options = imageOptions(session, locale);
      const [map, table] = await Promise.all([image(() => tchuImages(images).board(state, options)), image(() => tchuImages(images).status(state, options))]);
      return withTable(boardView(session, state, map, locale), table);
    },
    logPages,
    log: logView,
    logEntries,
    rules: rulesView,
    help: (locale) => helpView(TCHU_DISCORD, locale),
  },
  seats: {
    label: (key, locale) => ((SEATS as readonly string[]).includes(key) ? tchuText(locale, key === 'P1' ? 'tchu.seat.P1' : 'tchu.seat.P2') : key),
    emoji: (key) => SEAT_EMOJI[key] ?? '⚪',
    choose: (locale) => tchuText(locale, 'tchu.seat.choose'),
    free: (locale) => tchuText(locale, 'tchu.seat.free'),
    takenBy: (player, locale) => tchuText(locale, 'tchu.seat.takenBy', { player }),
    taken: (locale) => tchuText(locale, 'tchu.seat.taken'),
    unknown: (locale) => tchuText(locale, 'tchu.seat.unknown'),
    pickHint: (locale) => tchuText(locale, 'tchu.seat.pickHint'),
    autoPlay: (locale) => tchuText(locale, 'tchu.resign.autoPlay'),
    autoPlayPublic: (locale) => tchuText(locale, 'tchu.resign.autoPlayPublic'),
  },
  ruleErrorText,
  customIds: TCHU_CUSTOM_IDS,
  newOptions: [],
  describeOptions: () => null,
  components: [playButton, openButtons, ticketsButton, keepMenu, cardButtons, stationMenu, routeMenu, payMenu, payOneButton, extraButtons, giveUpButton, passButton],
  seatOption: null,
};
