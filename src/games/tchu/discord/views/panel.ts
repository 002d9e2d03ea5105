import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APISelectMenuOption } from '../../../../bot/discord-kit.ts';
import { CARDS, FACE_UP_SLOTS, type Card } from '../../data/cards.ts';
import { countsBag, possibleAdditionalPayments, possiblePayments, subtractCounts, type CardCounts } from '../../engine/cards.ts';
import { MAP_ROUTES } from '../../engine/map.ts';
import { canDrawCards, claimableRoutes, hasMove, type GameState } from '../../engine/state.ts';
import { capitalised } from '../../../../i18n/levels.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import { encodeCustomId } from '../../../../bot/custom-id.ts';
import { button, buttonRows, clip, gameLocale, LIMITS, type ActionRow, type View } from '../../../../bot/chrome/common.ts';
import { cardName, stationLabel, stopHint, ticketText } from '../../texts/catalog.ts';
import { DECK_SLOT } from '../custom-ids.ts';
import { cardsText, drawnText, routeName } from '../history.ts';
import { t } from '../texts.ts';
import { seatColor } from './turn.ts';

/** The file name of the private image. */
export const HAND_FILE = 'hand.png';

/** Which part of the panel a player looks at during the first step of their turn. */
export type PanelMode =
  | { readonly page: 'main' }
  | { readonly page: 'cards' }
  | { readonly page: 'routes' }
  | { readonly page: 'station'; readonly station: number }
  | { readonly page: 'pay'; readonly route: number };

/** A square emoji of each card's colour, for buttons and menus. */
export const CARD_EMOJI: { readonly [C in Card]: string } = {
  BLACK: '⬛',
  VIOLET: '🟪',
  BLUE: '🟦',
  GREEN: '🟩',
  YELLOW: '🟨',
  ORANGE: '🟧',
  RED: '🟥',
  WHITE: '⬜',
  LOCOMOTIVE: '🌈',
};

/** The longest label of a menu's option (Discord's limit). */
const MENU_LABEL = 100;

/** Stations per station menu (Discord's limit of options). */
const STATIONS_PER_MENU = LIMITS.selectOptions;

/** A payment as a menu value: the counts of each card kind, dot-separated. */
export function paymentValue(counts: CardCounts): string {
  return counts.join('.');
}

/** The counts of a payment menu value, or null if it is not one. */
export function parsePaymentValue(value: string): CardCounts | null {
  const parts = value.split('.');
  if (parts.length !== CARDS.length || !parts.every((p) => /^\d{1,2}$/.test(p))) return null;
  return parts.map(Number);
}

function row(components: ActionRow['components']): ActionRow {
  return { type: ComponentType.ActionRow, components };
}

function stringSelect(customId: string, placeholder: string, options: readonly APISelectMenuOption[], min = 1, max = 1): ActionRow {
  return row([
    { type: ComponentType.StringSelect, custom_id: customId, placeholder: clip(placeholder, 150), min_values: min, max_values: max, options: options.slice(0, LIMITS.selectOptions) },
  ]);
}

function routeOption(route: number, locale: Locale, mapLocale: Locale): APISelectMenuOption {
  const r = MAP_ROUTES[route];
  return {
    label: clip(routeName(route, locale, mapLocale), 100),
    value: String(route),
    description: clip(t(locale, 'tchu.route.detail', { length: r.length, color: cardName(r.color, locale), tunnel: r.level === 'TUNNEL' }), 100),
    emoji: { name: r.color === null ? '🔘' : CARD_EMOJI[r.color] },
  };
}

/** Routes as menu options, by their names in the reader's language, as the stations are. */
function routeOptions(routes: readonly number[], locale: Locale, mapLocale: Locale): APISelectMenuOption[] {
  return routes.map((r) => routeOption(r, locale, mapLocale)).sort((a, b) => a.label.localeCompare(b.label, locale) || Number(a.value) - Number(b.value));
}

/** The player's hand as counts. */
function handOf(state: GameState, seat: string): CardCounts {
  return state.playerStates[state.players.indexOf(seat)].cards;
}

/**
 * The routes the player may claim now, as choices: of a double route whose two ways are alike
 * (colour and kind), only the first, since claiming either blocks the other.
 */
export function claimable(state: GameState, seat: string): number[] {
  const ps = state.playerStates[state.players.indexOf(seat)];
  const routes = claimableRoutes(state.owners, ps.cars, ps.cards);
  return routes.filter((r) => {
    const twin = MAP_ROUTES[r].twin;
    return twin === null || twin > r || !routes.includes(twin) || MAP_ROUTES[twin].color !== MAP_ROUTES[r].color || MAP_ROUTES[twin].level !== MAP_ROUTES[r].level;
  });
}

/** The ways the player may pay a route (at most a menu's worth, fewest locomotives first). */
export function paymentsFor(state: GameState, seat: string, route: number): CardCounts[] {
  return possiblePayments(MAP_ROUTES[route], handOf(state, seat)).slice(0, LIMITS.selectOptions);
}

/** The ways the player may pay a pending tunnel's additional cards (at most a few rows of buttons). */
export function additionalFor(state: GameState, seat: string): CardCounts[] {
  const tunnel = state.tunnel;
  if (tunnel === null) return [];
  return possibleAdditionalPayments(tunnel.initial, tunnel.cost, subtractCounts(handOf(state, seat), tunnel.initial)).slice(0, 19);
}

function cardButtons(session: GameSession, state: GameState, locale: Locale, back: boolean): ActionRow[] {
  const move = session.moveNumber;
  // Face-up cards of one colour are one choice (the slot drawn from is refilled from the deck either
  // way): one button for each, counted, drawing from its first slot; five buttons of which three
  // say "locomotive" wrapped on a phone.
  const faceUp = state.faceUp.slice(0, FACE_UP_SLOTS);
  const slots = faceUp.flatMap((card, slot) => {
    if (faceUp.indexOf(card) !== slot) return [];
    const count = faceUp.filter((other) => other === card).length;
    // A button's label starts with a capital, as every other button's.
    const name = capitalised(cardName(card, locale));
    const label = count > 1 ? `${name} ×${count}` : name;
    return [button({ kind: 'tchu-card', gameId: session.id, move, slot }, label, ButtonStyle.Secondary, { emoji: CARD_EMOJI[card] })];
  });
  const second: APIButtonComponentWithCustomId[] = [
    button({ kind: 'tchu-card', gameId: session.id, move, slot: DECK_SLOT }, `${t(locale, 'tchu.button.deck')} (${state.deck.length})`, ButtonStyle.Primary, { emoji: '🂠' }),
  ];
  if (back) second.push(button({ kind: 'tchu-open', gameId: session.id, move, page: 'main' }, t(locale, 'tchu.button.back'), ButtonStyle.Secondary, { emoji: '↩️' }));
  return [row(slots), row(second)];
}

function backRow(session: GameSession, locale: Locale, page: 'main' | 'routes'): ActionRow {
  return row([button({ kind: 'tchu-open', gameId: session.id, move: session.moveNumber, page }, t(locale, 'tchu.button.back'), ButtonStyle.Secondary, { emoji: '↩️' })]);
}

/**
 * What the panel shows and offers at the player's step: its text and its components. Places are
 * named as the public map names them, in the game's language, with the reader's own names in
 * brackets where they differ (see `stationLabel`).
 */
function panelBody(session: GameSession, state: GameState, seat: string, mode: PanelMode, locale: Locale): { text: string; rows: ActionRow[] } {
  const mapLocale = gameLocale(session);
  const id = session.id;
  const move = session.moveNumber;
  const ps = state.playerStates[state.players.indexOf(seat)];
  switch (state.step) {
    case 'OVER':
      return { text: t(locale, 'tchu.panel.over'), rows: [] };
    case 'INITIAL_TICKETS':
    case 'KEEP_TICKETS': {
      const offered = ps.offered;
      if (offered === null) return { text: t(locale, 'tchu.panel.waitOthers'), rows: [] };
      const initial = state.step === 'INITIAL_TICKETS';
      // A label too long for a menu (a country ticket with names in two languages) names the countries as the map does.
      const label = (ticket: number, i: number) => {
        const full = `${i + 1}. ${ticketText(ticket, locale, mapLocale)}`;
        return clip(full.length <= MENU_LABEL ? full : `${i + 1}. ${ticketText(ticket, locale, mapLocale, true)}`, MENU_LABEL);
      };
      const options = offered.map((ticket, i) => ({ label: label(ticket, i), value: String(ticket) }));
      const min = initial ? 3 : 1;
      return {
        text: t(locale, initial ? 'tchu.panel.firstTickets' : 'tchu.panel.keepTickets'),
        rows: [stringSelect(encodeCustomId({ kind: 'tchu-keep', gameId: id, move }), t(locale, 'tchu.panel.keepPlaceholder'), options, Math.min(min, options.length), options.length)],
      };
    }
    case 'SECOND_CARD':
      return { text: t(locale, 'tchu.panel.secondCard'), rows: cardButtons(session, state, locale, false) };
    case 'ADDITIONAL': {
      const tunnel = state.tunnel;
      if (tunnel === null) return { text: t(locale, 'tchu.panel.over'), rows: [] };
      const options = additionalFor(state, seat).map((counts, option) =>
        button({ kind: 'tchu-extra', gameId: id, move, option }, t(locale, 'tchu.button.pay', { cards: cardsText(countsBag(counts), locale) }), ButtonStyle.Success),
      );
      const giveUp = button({ kind: 'tchu-giveup', gameId: id, move }, t(locale, 'tchu.button.giveUp'), ButtonStyle.Danger);
      return {
        text: t(locale, 'tchu.panel.tunnel', { route: routeName(tunnel.route, locale, mapLocale), drawn: drawnText(tunnel.drawn, locale), count: t(locale, 'tchu.cards', { count: tunnel.cost }) }),
        rows: buttonRows([...options, giveUp]).slice(0, LIMITS.rows),
      };
    }
    case 'TURN':
      break;
  }
  const routes = claimable(state, seat);
  switch (mode.page) {
    case 'cards':
      // The main part offers the cards itself; this part answers the Draw cards buttons of panels opened before.
      return { text: t(locale, 'tchu.panel.cards'), rows: cardButtons(session, state, locale, true) };
    case 'routes': {
      if (routes.length === 0) return { text: t(locale, 'tchu.panel.noRoute'), rows: [backRow(session, locale, 'main')] };
      if (routes.length === 1) {
        // One route: a menu of one is no choice, its payment shows at once; Back (the last row) goes to the main choices.
        const pay = panelBody(session, state, seat, { page: 'pay', route: routes[0] }, locale);
        return { text: pay.text, rows: [...pay.rows.slice(0, -1), backRow(session, locale, 'main')] };
      }
      if (routes.length <= LIMITS.selectOptions) {
        return {
          text: t(locale, 'tchu.panel.routes'),
          rows: [stringSelect(encodeCustomId({ kind: 'tchu-route', gameId: id, move }), t(locale, 'tchu.panel.routePlaceholder'), routeOptions(routes, locale, mapLocale)), backRow(session, locale, 'main')],
        };
      }
      // Too many routes for one menu: a station first, then its routes.
      const label = (station: number) => stationLabel(station, locale, mapLocale);
      const stations = [...new Set(routes.flatMap((r) => [MAP_ROUTES[r].a, MAP_ROUTES[r].b]))].sort((a, b) => label(a).localeCompare(label(b), locale) || a - b);
      const parts: number[][] = [];
      for (let i = 0; i < stations.length; i += STATIONS_PER_MENU) parts.push(stations.slice(i, i + STATIONS_PER_MENU));
      const menus = parts.slice(0, 4).map((part, i) =>
        stringSelect(
          encodeCustomId({ kind: 'tchu-station', gameId: id, move, part: i }),
          t(locale, 'tchu.panel.stationPlaceholder', { from: label(part[0]), to: label(part[part.length - 1]) }),
          part.map((s) => {
            // The five "Germany" of the map told apart by where they lie ("north of Basel").
            const hint = stopHint(s, locale, mapLocale);
            return { label: clip(label(s), 100), value: String(s), ...(hint === null ? {} : { description: clip(hint, 100) }) };
          }),
        ),
      );
      return { text: t(locale, 'tchu.panel.stations'), rows: [...menus, backRow(session, locale, 'main')] };
    }
    case 'station': {
      const here = routes.filter((r) => MAP_ROUTES[r].a === mode.station || MAP_ROUTES[r].b === mode.station);
      return {
        text: t(locale, 'tchu.panel.routes'),
        rows: [
          ...(here.length === 0 ? [] : [stringSelect(encodeCustomId({ kind: 'tchu-route', gameId: id, move }), t(locale, 'tchu.panel.routePlaceholder'), routeOptions(here, locale, mapLocale))]),
          backRow(session, locale, 'routes'),
        ],
      };
    }
    case 'pay': {
      // One way to pay: a button that pays it (one click, as final as the menu's choice).
      const payments = paymentsFor(state, seat, mode.route);
      if (payments.length === 1) {
        const pay = button({ kind: 'tchu-payone', gameId: id, move, route: mode.route }, clip(t(locale, 'tchu.button.pay', { cards: cardsText(countsBag(payments[0]), locale) }), 80), ButtonStyle.Success, { emoji: '✅' });
        return { text: t(locale, 'tchu.panel.payment', { route: routeName(mode.route, locale, mapLocale) }), rows: [row([pay]), backRow(session, locale, 'routes')] };
      }
      const options = paymentsFor(state, seat, mode.route).map((counts) => ({ label: clip(cardsText(countsBag(counts), locale), 100), value: paymentValue(counts) }));
      return {
        text: t(locale, 'tchu.panel.payment', { route: routeName(mode.route, locale, mapLocale) }),
        rows: [stringSelect(encodeCustomId({ kind: 'tchu-pay', gameId: id, move, route: mode.route }), t(locale, 'tchu.panel.paymentPlaceholder'), options), backRow(session, locale, 'routes')],
      };
    }
    case 'main': {
      if (!hasMove(state)) {
        return { text: t(locale, 'tchu.panel.noMove'), rows: [row([button({ kind: 'tchu-pass', gameId: id, move }, t(locale, 'tchu.button.pass'), ButtonStyle.Danger)])] };
      }
      // The cards are drawn from here at once (the commonest turn), not from a page of their own.
      return {
        text: t(locale, 'tchu.panel.choose'),
        rows: [
          row([
            button({ kind: 'tchu-tickets', gameId: id, move }, t(locale, 'tchu.button.drawTickets'), ButtonStyle.Primary, { emoji: '🎫', disabled: state.ticketDeck.length === 0 }),
            button({ kind: 'tchu-open', gameId: id, move, page: 'routes' }, t(locale, 'tchu.button.claim'), ButtonStyle.Success, { emoji: '🛤️', disabled: routes.length === 0 }),
          ]),
          ...(canDrawCards(state) ? cardButtons(session, state, locale, false) : []),
        ],
      };
    }
  }
}

/** The player's private panel: their picture (cards and tickets), what the step asks, and its choices. */
export function panelView(input: {
  readonly session: GameSession;
  readonly state: GameState;
  readonly seat: string;
  readonly mode: PanelMode;
  readonly image: Buffer | null;
  readonly locale: Locale;
  readonly note?: string;
}): View {
  const { session, state, seat, mode, image, locale } = input;
  const body = panelBody(session, state, seat, mode, locale);
  return {
    embeds: [
      {
        title: t(locale, 'tchu.panel.title'),
        description: clip([input.note, body.text].filter(Boolean).join('\n\n'), LIMITS.embedDescription),
        color: seatColor(seat),
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...(image === null ? {} : { image: { url: `attachment://${HAND_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: HAND_FILE, data: image }],
    components: body.rows,
  };
}

/** The panel once the player's part is done: a short text, no buttons. */
export function doneView(text: string): View {
  return { embeds: [{ description: text }], components: [] };
}
