import { ApplicationCommandOptionType } from '../../../bot/discord-kit.ts';
import { typesetWords, words } from '../../../bot/command-words.ts';
import { showPanel } from './turn-flow.ts';
import { seatOfKey } from '../../../session/session.ts';
import type { GameDiscord } from '../../../bot/game-discord.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { toGcg, toPartialGcg } from '../engine/gcg.ts';
import { asScrabblePartial } from '../engine/visible.ts';
import { parseRecord } from '../engine/record.ts';
import { parseForfeitNote } from '../../forfeit.ts';
import { warmUpRenderer } from '../render/index.ts';
import { prepareDictionary } from './dictionary-worker.ts';
import type { ScrabbleState } from '../engine/game.ts';
import { SCRABBLE_CUSTOM_IDS } from './custom-ids.ts';
import { scrabbleAnnouncements } from './announcements.ts';
import { PLAY_OPTIONS, playCommand } from './commands/play.ts';
import { confirmButton } from './components/confirm.ts';
import { exchangeButton, exchangeMenu } from './components/exchange.ts';
import { wordForm } from './components/form.ts';
import { judgeButtons } from './components/judge.ts';
import { backButton, shuffleButton } from './components/panel.ts';
import { passButton, passConfirmButton } from './components/pass.ts';
import { playButton } from './components/play.ts';
import { wordButton } from './components/word.ts';
import { scrabbleImages } from './images.ts';
import { SCRABBLE_NEW_OPTIONS, describeScrabbleOptions } from './options.ts';
import { t } from './texts.ts';
import { helpView, rulesView } from './views/info.ts';
import { logEntries, logPages, logView } from './views/log.ts';
import { boardView } from './views/turn.ts';
import { ruleErrorText } from './words.ts';


const SEAT_EMOJI: Readonly<Record<string, string>> = { P1: '1️⃣', P2: '2️⃣', P3: '3️⃣', P4: '4️⃣' };

/**
 * Scrabble on Discord: `/scrabble`, with its move (play a word by command), its components (Play,
 * the rack panel, the word form and its preview, exchange, pass, shuffle, the table judge's
 * verdicts), its options at `new` (word list and judge), and the texts of its seats and refusals.
 */
export const SCRABBLE_DISCORD: GameDiscord = {
  game: 'scrabble',
  command: {
    name: 'scrabble',
    description: { en: 'Play Scrabble, in French or English, in this channel', fr: 'Jouer au Scrabble, en français ou en anglais, dans ce salon' },
  },
  moves: [
    {
      name: 'play',
      words: typesetWords({
        name: { en: 'play', fr: 'jouer' },
        description: { en: 'Play a word: its position (8H across, H8 down) and the word', fr: 'Poser un mot : sa position (8H horizontal, H8 vertical) et le mot' },
      }),
      options: [
        {
          type: ApplicationCommandOptionType.String,
          ...words(PLAY_OPTIONS.position, 'position', 'Where the word starts: 8H across, H8 down', 'Où le mot commence : 8H horizontal, H8 vertical'),
          required: true,
          autocomplete: true,
          min_length: 2,
          max_length: 3,
        },
        {
          type: ApplicationCommandOptionType.String,
          ...words(PLAY_OPTIONS.word, 'mot', 'The whole word, blanks in lower case', 'Le mot entier, jokers en minuscules'),
          required: true,
          min_length: 2,
          max_length: 15,
        },
      ],
      handler: playCommand,
    },
  ],
  // The rack panel (play, exchange, pass), or the judgement of a play waiting for it.
  async showPanel(ctx, interaction, game, locale) {
    const seat = seatOfKey(game.session, game.seat);
    if (seat === undefined) throw new Error(`no seat ${game.seat} in ${game.session.id}`);
    await showPanel(ctx, interaction, { session: game.session, state: game.state as ScrabbleState, seat }, locale);
  },
  announcements: scrabbleAnnouncements,
  // The .gcg file next to the JSON record: of the whole record once the game is over, of the
  // partial one (the reader's racks alone) during it. The platform gives the record alone, not the session.
  exportFiles(record, stem, names) {
    // The players' names, or "Seat 1"… for a seat without one.
    const named = (players: readonly string[]) => Object.fromEntries(players.map((seat) => [seat, names[seat] ?? t('en', 'sc.seat', { n: Number(seat.slice(1)) || seat })]));
    const partial = asScrabblePartial(record);
    const about = (locale: Locale) => t(locale, 'sc.export.gcg');
    if (partial !== null) return [{ name: `${stem}.gcg`, data: Buffer.from(toPartialGcg(partial, named(partial.players)), 'utf8'), about }];
    const parsed = parseRecord(record);
    if (!parsed.ok) return [];
    const forfeit = parseForfeitNote((record as { forfeit?: unknown }).forfeit, parsed.value.players);
    return [{ name: `${stem}.gcg`, data: Buffer.from(toGcg(parsed.value, named(parsed.value.players), forfeit.ok ? forfeit.value : null), 'utf8'), about }];
  },
  warmUp: warmUpRenderer,
  // The word list of a game judged by the dictionary is built in a worker while players join.
  prepare: (options) => {
    if (options.judge === 'dictionary' && (options.words === 'fr' || options.words === 'en')) void prepareDictionary(options.words);
  },
  views: {
    async board({ session, state }, images, image, locale) {
      const s = state as ScrabbleState;
      const picture = await image(() => scrabbleImages(images).board(s, locale, session));
      return boardView(session, s, picture, locale, describeScrabbleOptions(session.options ?? {}, locale));
    },
    logPages,
    log: logView,
    logEntries,
    rules: rulesView,
    help: (locale) => helpView(SCRABBLE_DISCORD, locale),
  },
  seats: {
    label: (key, locale) => t(locale, 'sc.seat', { n: Number(key.slice(1)) || key }),
    emoji: (key) => SEAT_EMOJI[key] ?? '⚪',
    choose: (locale) => t(locale, 'sc.seat.choose'),
    free: (locale) => t(locale, 'sc.seat.free'),
    takenBy: (player, locale) => t(locale, 'sc.seat.takenBy', { player }),
    taken: (locale) => t(locale, 'sc.seat.taken'),
    unknown: (locale) => t(locale, 'sc.seat.unknown'),
    pickHint: (locale) => t(locale, 'sc.seat.pickHint'),
    autoPlay: (locale) => t(locale, 'sc.resign.autoPlay'),
    autoPlayPublic: (locale) => t(locale, 'sc.resign.autoPlayPublic'),
  },
  ruleErrorText,
  // While a move waits for the table's verdict, its player and those who accepted already are told why they cannot answer.
  notYourTurnText: (state: ScrabbleState, seat: string, waitingFor: string, locale: Locale) => {
    if (state.pending === null) return undefined;
    if (seat === state.seats[state.current]) return t(locale, 'sc.judge.ownMove', { players: waitingFor });
    return state.pending.accepted.includes(seat) ? t(locale, 'sc.judge.alreadyAccepted', { players: waitingFor }) : undefined;
  },
  customIds: SCRABBLE_CUSTOM_IDS,
  newOptions: SCRABBLE_NEW_OPTIONS,
  // The word list is the creator's language unless the option says otherwise.
  creatorDefaults: (locale) => ({ words: locale }),
  describeOptions: describeScrabbleOptions,
  components: [playButton, wordButton, confirmButton, exchangeMenu, exchangeButton, passButton, passConfirmButton, shuffleButton, backButton, judgeButtons],
  modals: [wordForm],
  seatOption: null,
};
