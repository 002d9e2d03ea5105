import { CARDS, type Card } from '../data/cards.ts';
import { bagCounts, type CardBag } from '../engine/cards.ts';
import { MAP_ROUTES, claimPoints, routeIndex } from '../engine/map.ts';
import { recordStart, type GameRecord } from '../engine/record.ts';
import { replayEntry, type Entry, type GameState } from '../engine/state.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { escapeMarkdown } from '../../../bot/chrome/common.ts';
import type { GameSession } from '../../../session/session.ts';
import { cardName, cardWord, stationLabel } from '../texts/catalog.ts';
import { formatNumber } from '../../../i18n/numbers.ts';
import { isPlural, joinNames } from '../../../i18n/lists.ts';
import { t } from './texts.ts';

/** One recorded entry with the states around it. */
export interface Step {
  readonly entry: Entry;
  readonly before: GameState;
  readonly after: GameState;
  /** The seat that played it. */
  readonly seat: string;
}

/** A turn of the game as the message board tells it: the first ticket choice (turn 0), then each player's turn. */
export interface TurnStory {
  readonly turn: number;
  readonly steps: readonly Step[];
}

/**
 * The stories of records already told, by record: a move's panel, its turn message and its
 * message board all tell the same record, which is replayed once. Records are never changed (a
 * move makes a new one), so a story kept is never stale.
 */
const told = new WeakMap<GameRecord, readonly TurnStory[]>();

/** The game's turns so far, from its record (the one under way last, perhaps unfinished). */
export function turnStories(record: GameRecord | null): readonly TurnStory[] {
  if (record === null) return [];
  const known = told.get(record);
  if (known !== undefined) return known;
  const stories = tellTurns(record);
  told.set(record, stories);
  return stories;
}

function tellTurns(record: GameRecord): readonly TurnStory[] {
  const stories: { turn: number; steps: Step[] }[] = [];
  let state = recordStart(record);
  for (const entry of record.actions) {
    const replayed = replayEntry(state, entry);
    if (!replayed.ok) break;
    const turn = state.step === 'INITIAL_TICKETS' ? 0 : state.turns + 1;
    const seat = entry.type === 'chooseTickets' ? state.players[entry.player] : state.players[state.current];
    if (stories.length === 0 || stories[stories.length - 1].turn !== turn) stories.push({ turn, steps: [] });
    stories[stories.length - 1].steps.push({ entry, before: state, after: replayed.value, seat });
    state = replayed.value;
  }
  return stories;
}

/**
 * Cards given (a payment) as words: "2 red cards", "1 green card and 1 locomotive", « 1 carte
 * verte et 1 locomotive » — a locomotive is a card's name of its own, a colour names its cards.
 */
export function cardsText(bag: CardBag, locale: Locale): string {
  const counts = bagCounts(bag);
  const kinds = CARDS.flatMap((card, i) => {
    const count = counts[i];
    if (count <= 0) return [];
    if (card === 'LOCOMOTIVE') return [`${formatNumber(count, locale)} ${cardWord(card, count, locale)}`];
    return [t(locale, isPlural(count, locale) ? 'tchu.paid.cards' : 'tchu.paid.card', { count: formatNumber(count, locale), color: cardWord(card, count, locale) })];
  });
  return joinNames(kinds, locale);
}

/** Cards turned over, one word each: "red, black, locomotive". */
export function drawnText(cards: readonly Card[], locale: Locale): string {
  return cards.map((card) => cardWord(card, 1, locale)).join(', ');
}

/**
 * A route as words: "Bern – Lucerne"; in a private text, `mapLocale` is the game's language
 * (the public map's) and the reader's names follow in brackets (see `stationLabel`).
 */
export function routeName(route: number, locale: Locale, mapLocale: Locale = locale): string {
  const r = MAP_ROUTES[route];
  return t(locale, 'tchu.route.label', { from: stationLabel(r.a, locale, mapLocale), to: stationLabel(r.b, locale, mapLocale) });
}

/**
 * A route as a public sentence names it: `routeName`, with its colour when another route between
 * other stations has the same name (the map's two "Germany – Kreuzlingen", orange and white; a
 * double route's two ways need not be told apart: claiming one blocks the other).
 */
export function toldRoute(route: number, locale: Locale, mapLocale: Locale = locale): string {
  const name = routeName(route, locale, mapLocale);
  const { color, twin } = MAP_ROUTES[route];
  const alike = MAP_ROUTES.some((other, i) => i !== route && i !== twin && other.color !== color && routeName(i, locale, mapLocale) === name);
  return alike ? t(locale, 'tchu.route.colored', { route: name, color: cardName(color, locale) }) : name;
}

/** Cards drawn in one turn as words: two alike are told together ("two cards from the deck"). */
function drawnCards(cards: readonly DrawnCard[], locale: Locale): string {
  const one = (card: DrawnCard) => (card === 'deck' ? t(locale, 'tchu.did.deckCard') : t(locale, 'tchu.did.faceUp', { card: cardWord(card, 1, locale) }));
  if (cards.length < 2) return cards.length === 0 ? '' : one(cards[0]);
  const [a, b] = cards;
  if (a === b) return a === 'deck' ? t(locale, 'tchu.did.deckCards') : t(locale, 'tchu.did.faceUpTwo', { card: cardWord(a, 2, locale) });
  return t(locale, 'tchu.did.and', { a: one(a), b: one(b) });
}

/** A card taken: from the deck, or a face-up card of a kind. */
type DrawnCard = Card | 'deck';

/**
 * What a turn's steps did, one sentence each (drawn cards told together); places named as
 * `routeName` names them for a reader of `locale` in a game whose map is in `mapLocale`.
 */
export function describeTurn(story: TurnStory, names: (seat: string) => string, locale: Locale, mapLocale: Locale = locale): string[] {
  const lines: string[] = [];
  const cards: DrawnCard[] = [];
  let drawer = '';
  const flushCards = () => {
    if (cards.length === 0) return;
    lines.push(t(locale, 'tchu.did.drewCards', { player: drawer, cards: drawnCards(cards, locale) }));
    cards.length = 0;
  };
  for (const { entry, before, after, seat } of story.steps) {
    const player = names(seat);
    if (entry.type !== 'drawCard') flushCards();
    switch (entry.type) {
      case 'chooseTickets':
        lines.push(t(locale, 'tchu.did.firstTickets', { player, count: entry.keep.length }));
        break;
      case 'drawTickets':
        break;
      case 'keepTickets':
        lines.push(t(locale, 'tchu.did.keptTickets', { player, count: entry.keep.length, of: before.playerStates[before.current].offered?.length ?? entry.keep.length }));
        break;
      case 'drawCard':
        drawer = player;
        cards.push(entry.slot === 'deck' ? 'deck' : before.faceUp[entry.slot]);
        break;
      case 'claim': {
        const route = routeIndex(entry.route);
        if (route === undefined) break;
        const r = MAP_ROUTES[route];
        const points = t(locale, 'tchu.points', { count: claimPoints(r.length) });
        const paid = cardsText(entry.cards, locale);
        if (r.level === 'OVERGROUND') {
          lines.push(t(locale, 'tchu.did.claimed', { player, route: toldRoute(route, locale, mapLocale), cards: paid, points }));
          break;
        }
        const tunnel = after.lastTunnel;
        const drawn = tunnel === null ? '' : drawnText(tunnel.drawn, locale);
        lines.push(t(locale, 'tchu.did.tunnel', { player, route: toldRoute(route, locale, mapLocale), cards: paid, drawn, extra: t(locale, 'tchu.did.extra', { count: tunnel?.cost ?? 0 }) }));
        if (tunnel?.outcome === 'CLAIMED') lines.push(t(locale, 'tchu.did.tunnelClaimed', { points }));
        if (tunnel?.outcome === 'NO_PAYMENT') lines.push(t(locale, 'tchu.did.tunnelNoPayment'));
        break;
      }
      case 'additional': {
        const route = before.tunnel?.route;
        const points = route === undefined ? '' : t(locale, 'tchu.points', { count: claimPoints(MAP_ROUTES[route].length) });
        lines.push(t(locale, 'tchu.did.tunnelPaid', { cards: cardsText(entry.cards, locale), points }));
        break;
      }
      case 'giveUp':
        lines.push(t(locale, 'tchu.did.gaveUp', { player }));
        break;
      case 'pass':
        lines.push(t(locale, 'tchu.did.passed', { player }));
        break;
    }
  }
  flushCards();
  // Tickets drawn and not yet chosen from: the channel only knows they were drawn.
  const last = story.steps[story.steps.length - 1];
  if (last?.entry.type === 'drawTickets') lines.push(t(locale, 'tchu.did.drewTickets', { player: names(last.seat) }));
  return lines;
}

/** Players' names by seat, escaped for Discord's markdown (the seat key for a seat no one holds). */
export function nameOf(session: GameSession): (seat: string) => string {
  return (seat) => escapeMarkdown(session.seats.find((s) => s.seat === seat)?.player.name ?? seat);
}
