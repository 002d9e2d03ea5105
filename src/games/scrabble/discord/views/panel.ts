import { ButtonStyle, ComponentType, type APIEmbed, type APISelectMenuOption } from '../../../../bot/discord-kit.ts';
import { BRAND_COLOR, button, type ActionRow, type View } from '../../../../bot/chrome/common.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import { MIN_BAG_TO_EXCHANGE, type ScrabbleState } from '../../engine/game.ts';
import type { PlayAnalysis } from '../../engine/play.ts';
import { encodeAt, encodeWord, orderedRack, permutation, tilesText } from '../words.ts';
import { encodeCustomId } from '../../../../bot/custom-id.ts';
import { t } from '../texts.ts';
import { SCRABBLE_COLOR } from './turn.ts';

/** The file name of rack images. */
export const RACK_FILE = 'rack.png';
/** The file name of preview images. */
export const PREVIEW_FILE = 'preview.png';

/** A random rack order other than `current` (for racks of two tiles or more). */
export function shuffledOrder(current: number, tiles: number, random: () => number = Math.random): number {
  let count = 1;
  for (let f = 2; f <= tiles; f++) count *= f;
  if (count <= 1) return 0;
  const next = Math.floor(random() * (count - 1));
  return next >= current ? next + 1 : next;
}

/**
 * The player's private panel on their turn: their rack (image and letters, in the panel's own
 * order), how to write a position, and the choices: Play a word (a form), Pass, Shuffle, and a
 * menu to exchange tiles while the bag allows it.
 */
export function panelView(input: { readonly session: GameSession; readonly state: ScrabbleState; readonly seat: string; readonly order: number; readonly image: Buffer | null; readonly locale: Locale; readonly note?: string }): View {
  const { session, state, locale } = input;
  const move = session.moveNumber;
  const rack = state.racks[state.seats.indexOf(input.seat)] ?? '';
  const shown = orderedRack(rack, input.order);
  const description = [
    ...(input.note === undefined ? [] : [input.note, '']),
    `**${t(locale, 'sc.panel.letters', { letters: `\`${tilesText(shown)}\`` })}**`,
    '',
    t(locale, 'sc.panel.hint'),
    t(locale, 'sc.bag', { count: state.bag.length }),
  ];
  if (state.bag.length < MIN_BAG_TO_EXCHANGE) description.push(t(locale, 'sc.panel.noExchange'));
  const embed: APIEmbed = {
    title: t(locale, 'sc.panel.title'),
    description: description.join('\n'),
    color: SCRABBLE_COLOR,
    ...(input.image === null ? {} : { image: { url: `attachment://${RACK_FILE}` } }),
  };
  const rows: ActionRow[] = [
    {
      type: ComponentType.ActionRow,
      components: [
        button({ kind: 'scrabble-word', gameId: session.id, move, order: input.order }, t(locale, 'sc.button.word'), ButtonStyle.Primary, { emoji: '✏️' }),
        button({ kind: 'scrabble-pass', gameId: session.id, move, order: input.order }, t(locale, 'sc.button.pass'), ButtonStyle.Secondary, { emoji: '⏭️' }),
        button({ kind: 'scrabble-shuffle', gameId: session.id, move, order: input.order }, t(locale, 'sc.button.shuffle'), ButtonStyle.Secondary, {
          emoji: '🔀',
          disabled: rack.length < 2,
        }),
      ],
    },
  ];
  if (state.bag.length >= MIN_BAG_TO_EXCHANGE && rack.length > 0) {
    // Options in the panel's order; each value is the tile's index in the stored rack.
    const options: APISelectMenuOption[] = permutation(input.order, rack.length).map((index) => ({
      label: rack[index] === '?' ? t(locale, 'sc.exchange.blank') : rack[index],
      value: String(index),
    }));
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: encodeCustomId({ kind: 'scrabble-swap', gameId: session.id, move, order: input.order }),
          placeholder: t(locale, 'sc.exchange.placeholder'),
          min_values: 1,
          max_values: rack.length,
          options,
        },
      ],
    });
  }
  return { embeds: [embed], files: input.image === null ? [] : [{ name: RACK_FILE, data: input.image }], components: rows };
}

/** A move before it is played: the board with it, its points and words, Confirm and Back (to the panel in its `order`). */
export function previewView(input: {
  readonly session: GameSession;
  readonly order: number;
  readonly state: ScrabbleState;
  readonly play: PlayAnalysis;
  readonly position: string;
  readonly image: Buffer | null;
  readonly locale: Locale;
  /** A line first: how the word typed was written on the tiles (ÉTÉ is played as ETE). */
  readonly note?: string;
}): View {
  const { session, state, play, locale } = input;
  const [w0, w1, w2, w3, w4] = encodeWord(play.word);
  const description = [
    ...(input.note === undefined ? [] : [input.note]),
    t(locale, 'sc.preview.points', { points: `**${t(locale, 'sc.points', { count: play.points })}**` }) + (play.bingo ? ` ${t(locale, 'sc.move.bingo')}` : ''),
    t(locale, 'sc.preview.words', { words: play.words.map(({ word, points }) => `${word} (${points})`).join(', ') }),
    '',
    ...(state.judge === 'table' ? [t(locale, 'sc.preview.table')] : []),
    t(locale, 'sc.preview.confirm'),
  ];
  return {
    embeds: [
      {
        title: t(locale, 'sc.preview.title', { word: play.word.toUpperCase(), position: input.position }),
        description: description.join('\n'),
        color: SCRABBLE_COLOR,
        ...(input.image === null ? {} : { image: { url: `attachment://${PREVIEW_FILE}` } }),
      },
    ],
    files: input.image === null ? [] : [{ name: PREVIEW_FILE, data: input.image }],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          button({ kind: 'scrabble-confirm', gameId: session.id, move: session.moveNumber, at: encodeAt(input.position), w0, w1, w2, w3, w4 }, t(locale, 'sc.button.confirm'), ButtonStyle.Success, { emoji: '✅' }),
          button({ kind: 'scrabble-back', gameId: session.id, move: session.moveNumber, order: input.order }, t(locale, 'sc.button.back'), ButtonStyle.Secondary, { emoji: '↩️' }),
        ],
      },
    ],
  };
}

/** The tiles picked in the exchange menu, before the exchange: Confirm and Back (to the panel in its `order`). */
export function exchangeView(input: { readonly session: GameSession; readonly tiles: string; readonly mask: number; readonly order: number; readonly locale: Locale }): View {
  const { session, locale } = input;
  return {
    embeds: [{ title: t(locale, 'sc.exchange.title', { letters: [...input.tiles].map((tile) => (tile === '?' ? t(locale, 'sc.exchange.blank') : tile)).join(' ') }), description: t(locale, 'sc.exchange.confirm'), color: SCRABBLE_COLOR }],
    files: [],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          button({ kind: 'scrabble-swapok', gameId: session.id, move: session.moveNumber, tiles: input.mask }, t(locale, 'sc.button.confirm'), ButtonStyle.Success, { emoji: '🔁' }),
          button({ kind: 'scrabble-back', gameId: session.id, move: session.moveNumber, order: input.order }, t(locale, 'sc.button.back'), ButtonStyle.Secondary, { emoji: '↩️' }),
        ],
      },
    ],
  };
}

/** Pass, before it is played: what it means, Confirm and Back (to the panel in its `order`). */
export function passView(input: { readonly session: GameSession; readonly order: number; readonly locale: Locale }): View {
  const { session, locale } = input;
  return {
    embeds: [{ title: t(locale, 'sc.pass.title'), description: t(locale, 'sc.pass.confirm'), color: SCRABBLE_COLOR }],
    files: [],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          button({ kind: 'scrabble-passok', gameId: session.id, move: session.moveNumber }, t(locale, 'sc.button.passConfirm'), ButtonStyle.Danger, { emoji: '⏭️' }),
          button({ kind: 'scrabble-back', gameId: session.id, move: session.moveNumber, order: input.order }, t(locale, 'sc.button.back'), ButtonStyle.Secondary, { emoji: '↩️' }),
        ],
      },
    ],
  };
}

/** The panel once the move is made: what happened, and the rack now (after drawing). */
export function doneView(text: string, rack: string | null, image: Buffer | null, locale: Locale): View {
  const letters = rack === null || rack.length === 0 ? '' : `\n${t(locale, 'sc.panel.letters', { letters: `\`${tilesText(rack)}\`` })}`;
  return {
    embeds: [{ description: `${text}${letters}`, color: BRAND_COLOR, ...(image === null ? {} : { image: { url: `attachment://${RACK_FILE}` } }) }],
    files: image === null ? [] : [{ name: RACK_FILE, data: image }],
    components: [],
  };
}
