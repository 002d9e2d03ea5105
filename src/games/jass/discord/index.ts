import { ApplicationCommandOptionType } from '../../../bot/discord-kit.ts';
import { typesetWords, words } from '../../../bot/command-words.ts';
import { CARD_OPTION, playCommand } from './commands/play.ts';
import type { GameDiscord } from '../../../bot/game-discord.ts';
import { MULTIPLIER_SETS, SEATS, TARGETS, VARIANTS, type Seat } from '../engine/record.ts';
import { targetOf } from '../rules.ts';
import { warmUpJassRenderer } from '../render/index.ts';
import { SUIT_STYLES, suitStyleOf } from '../suit-style.ts';
import { errorText, seatName, t as jt, teamName } from '../texts/catalog.ts';
import { jassAnnouncements } from './announcements.ts';
import { cardButtons } from './components/card.ts';
import { playButton } from './components/play.ts';
import { passButton, trumpButtons } from './components/trump.ts';
import { JASS_CUSTOM_IDS } from './custom-ids.ts';
import { jassImages } from './images.ts';
import { TEAM_EMOJI, teamOfSeat } from './seats.ts';
import { t } from './texts.ts';
import { imageOptions, showHand } from './turn-flow.ts';
import type { JassState } from '../engine/game.ts';
import type { Seat as JassSeat } from '../engine/record.ts';
import { helpView, rulesView } from './views/info.ts';
import { logEntries, logPages, logView } from './views/log.ts';
import { boardView } from './views/turn.ts';

function isSeat(key: string): key is Seat {
  return (SEATS as readonly string[]).includes(key);
}

/**
 * Jass on Discord: `/jass`, with the platform's shared subcommands (its moves are buttons: the
 * hand panel, or /jass play), the variant and target at `new`, the place the creator picks, and the texts of
 * its places, teams and refusals.
 */
export const JASS_DISCORD: GameDiscord = {
  game: 'jass',
  command: {
    name: 'jass',
    description: { en: 'Play Jass, the Swiss card game, four at a table (AI players fill the empty places)', fr: 'Jouer au Jass, le jeu de cartes suisse, à quatre (des robots complètent la table)' },
  },
  moves: [
    {
      name: 'play',
      words: typesetWords({
        name: { en: jt('en', 'jass.command.play'), fr: jt('fr', 'jass.command.play') },
        description: { en: jt('en', 'jass.command.playHelp'), fr: jt('fr', 'jass.command.playHelp') },
      }),
      options: [
        {
          type: ApplicationCommandOptionType.String,
          ...words(CARD_OPTION, jt('fr', 'jass.option.card'), jt('en', 'jass.option.cardHelp'), jt('fr', 'jass.option.cardHelp')),
          required: true,
          autocomplete: true,
        },
      ],
      handler: playCommand,
    },
  ],
  // The hand, with the trump choice or the cards playable now.
  showPanel: (ctx, interaction, game, locale) => showHand(ctx, interaction, { session: game.session, state: game.state as JassState, seat: game.seat as JassSeat }, locale),
  announcements: jassAnnouncements,
  warmUp: warmUpJassRenderer,
  views: {
    async board({ session, state }, images, image, locale) {
      const table = await image(() => jassImages(images).table(state, imageOptions(session, locale)));
      return boardView(session, state, table, locale);
    },
    logPages,
    log: logView,
    logEntries,
    rules: rulesView,
    help: (locale) => helpView(JASS_DISCORD, locale),
  },
  seats: {
    label: (key, locale) => (isSeat(key) ? t(locale, 'jass.seatLabel', { seat: seatName(key, locale), team: jt(locale, `jass.teamShort.${teamOfSeat(key)}`) }) : key),
    emoji: (key) => (isSeat(key) ? TEAM_EMOJI[teamOfSeat(key)] : '⚪'),
    choose: (locale) => t(locale, 'jass.lobby.choose'),
    free: (locale) => t(locale, 'jass.lobby.free'),
    takenBy: (player, locale) => t(locale, 'jass.lobby.takenBy', { player }),
    taken: (locale) => t(locale, 'jass.lobby.taken'),
    unknown: (locale) => t(locale, 'jass.lobby.unknown'),
    pickHint: (locale) => t(locale, 'jass.lobby.pickHint'),
    autoPlay: (locale) => t(locale, 'jass.resign.autoPlay'),
    autoPlayPublic: (locale) => t(locale, 'jass.resign.autoPlayPublic'),
  },
  ruleErrorText: (error, locale, options) => errorText(error, locale, options?.suits === 'swiss' ? 'swiss' : 'french'),
  customIds: JASS_CUSTOM_IDS,
  newOptions: [
    {
      type: ApplicationCommandOptionType.String,
      ...words('variant', jt('fr', 'jass.option.variant'), jt('en', 'jass.option.variantHelp'), jt('fr', 'jass.option.variantHelp')),
      choices: VARIANTS.map((variant) => ({ name: jt('en', `jass.variantName.${variant}`), name_localizations: { fr: jt('fr', `jass.variantName.${variant}`) }, value: variant })),
    },
    {
      type: ApplicationCommandOptionType.Integer,
      ...words('target', jt('fr', 'jass.option.target'), jt('en', 'jass.option.targetHelp'), jt('fr', 'jass.option.targetHelp')),
      choices: TARGETS.map((target) => ({ name: String(target), value: target })),
    },
    {
      type: ApplicationCommandOptionType.String,
      ...words('multipliers', jt('fr', 'jass.option.multipliers'), jt('en', 'jass.option.multipliersHelp'), jt('fr', 'jass.option.multipliersHelp')),
      choices: MULTIPLIER_SETS.map((set) => ({ name: jt('en', `jass.multipliersName.${set}`), name_localizations: { fr: jt('fr', `jass.multipliersName.${set}`) }, value: set })),
    },
    {
      type: ApplicationCommandOptionType.String,
      ...words('suits', jt('fr', 'jass.option.suits'), jt('en', 'jass.option.suitsHelp'), jt('fr', 'jass.option.suitsHelp')),
      choices: SUIT_STYLES.map((style) => ({ name: jt('en', `jass.suitsName.${style}`), name_localizations: { fr: jt('fr', `jass.suitsName.${style}`) }, value: style })),
    },
  ],
  describeOptions(options, locale) {
    const variant = options.variant === 'schieber' ? 'schieber' : 'course';
    const target = targetOf(options);
    const suits = jt(locale, `jass.suitsShort.${suitStyleOf(options)}`);
    // Simple multipliers (every call ×1) go unsaid, as before they existed.
    const multipliers = options.multipliers === 'classic' ? `, ${jt(locale, 'jass.multipliersShort.classic')}` : '';
    return `${t(locale, 'jass.options', { variant: t(locale, `jass.variant.${variant}`), target })}${multipliers}, ${suits}`;
  },
  components: [playButton, cardButtons, trumpButtons, passButton],
  seatOption: {
    type: ApplicationCommandOptionType.String,
    ...words('seat', jt('fr', 'jass.option.seat'), jt('en', 'jass.option.seatHelp'), jt('fr', 'jass.option.seatHelp')),
    choices: SEATS.map((seat) => ({
      name: `${seatName(seat, 'en')} (${teamName(teamOfSeat(seat), 'en')})`,
      name_localizations: { fr: `${seatName(seat, 'fr')} (${teamName(teamOfSeat(seat), 'fr')})` },
      value: seat,
    })),
  },
};
