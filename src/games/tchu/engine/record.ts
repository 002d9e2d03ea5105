import type { Result } from '../../../result.ts';
import { excerpt, isInt, isObject } from '../../../input-checks.ts';
import type { RuleError } from '../../game.ts';
import { CARDS, FACE_UP_SLOTS, TOTAL_CARDS, allCards, type Card } from '../data/cards.ts';
import { TICKETS } from '../data/tickets.ts';
import { sameCounts, countsOf, type CardBag } from './cards.ts';
import { TchuRandom } from '../../random.ts';
import { SEATS, initialState, replayEntry, type Action, type Entry, type GameState } from './state.ts';

/**
 * A game fully described: seats, the shuffled cards and tickets, who starts, the seed of later
 * reshuffles, and every entry since the start.
 *
 * Randomness: everything is drawn from the game's seed when the record is made. The deck is
 * rebuilt from the discard during play, so the record also keeps `shuffleSeed` (drawn at
 * creation): `play` computes each reshuffle from it and the number of reshuffles so far, and
 * writes the order it computed into the entry (`reshuffle`). A replay reads that order (checked
 * to hold exactly the discard) and never recomputes it, so `play` is a function of the state
 * and records replay exactly even if the shuffling code changes.
 */
export interface GameRecord {
  readonly game: 'tchu';
  readonly version: 1;
  /** Seat keys, in seat order. */
  readonly players: readonly string[];
  /** The card deck before the deal, top first. */
  readonly cards: readonly Card[];
  /** The ticket deck before the deal, top first, by ticket index. */
  readonly tickets: readonly number[];
  /** Index in `players` of the player who plays first. */
  readonly first: number;
  /** The seed of later reshuffles: 32 bits in a game of a seed below 2^32, else from 2^32 to 2^53 − 1. */
  readonly shuffleSeed: number;
  readonly actions: readonly Entry[];
}

/** A new record for these seats, every random thing drawn from the seed. */
export function newRecord(players: readonly string[], seed: number): GameRecord {
  if (players.length !== SEATS.length || new Set(players).size !== players.length || !players.every((p) => (SEATS as readonly string[]).includes(p))) {
    throw new Error(`tCHu is played by ${SEATS.join(' and ')}, not ${players.join(', ')}`);
  }
  const random = new TchuRandom(seed);
  const cards = random.shuffle(allCards());
  const tickets = random.shuffle(TICKETS.map((_, i) => i));
  const first = random.int(players.length);
  // As wide as the game's seed: a reshuffle must be as hard to guess as the first deal.
  const shuffleSeed = random.nextSeed();
  return { game: 'tchu', version: 1, players: [...players], cards, tickets, first, shuffleSeed, actions: [] };
}

/** The state a record starts from. */
export function recordStart(record: GameRecord): GameState {
  return initialState(record.players, record.cards, record.tickets, record.first, record.shuffleSeed);
}

/** A replay: the state reached, and the error of the first entry that does not replay, if any. */
export interface Replay {
  readonly state: GameState;
  readonly error: (RuleError & { readonly actionIndex: number }) | null;
}

/** Replays a record's entries, stopping at the first illegal one. */
export function replayRecord(record: GameRecord): Replay {
  let state = recordStart(record);
  for (let i = 0; i < record.actions.length; i++) {
    const next = replayEntry(state, record.actions[i]);
    if (!next.ok) return { state, error: { ...next.error, actionIndex: i } };
    state = next.value;
  }
  return { state, error: null };
}

// ---- parsing values from outside ----

type Parsed<T> = Result<T, string>;

function parseKeep(value: unknown, where: string): Parsed<number[]> {
  if (!Array.isArray(value)) return { ok: false, error: `${where}: keep must be an array of ticket numbers` };
  if (value.length > TICKETS.length) return { ok: false, error: `${where}: keep lists ${value.length} tickets, more than there are` };
  for (const t of value) if (!isInt(t) || t < 0 || t >= TICKETS.length) return { ok: false, error: `${where}: keep: ${excerpt(t)} is not a ticket number (0 to ${TICKETS.length - 1})` };
  return { ok: true, value: [...(value as number[])] };
}

function parseBag(value: unknown, where: string): Parsed<CardBag> {
  if (!isObject(value)) return { ok: false, error: `${where}: cards must be an object such as {"RED": 2, "LOCOMOTIVE": 1}` };
  const bag: CardBag = {};
  for (const [key, n] of Object.entries(value)) {
    if (!(CARDS as readonly string[]).includes(key)) return { ok: false, error: `${where}: cards: ${excerpt(key)} is not one of ${CARDS.join(', ')}` };
    if (!isInt(n) || n < 0 || n > TOTAL_CARDS) return { ok: false, error: `${where}: cards.${key} must be a whole number of cards, not ${excerpt(n)}` };
    if (n > 0) bag[key as Card] = n;
  }
  return { ok: true, value: bag };
}

function parseCardList(value: unknown, where: string): Parsed<Card[]> {
  if (!Array.isArray(value)) return { ok: false, error: `${where} must be an array of cards` };
  if (value.length > TOTAL_CARDS) return { ok: false, error: `${where} lists ${value.length} cards, more than the ${TOTAL_CARDS} of the game` };
  for (const card of value) if (!(CARDS as readonly unknown[]).includes(card)) return { ok: false, error: `${where}: ${excerpt(card)} is not one of ${CARDS.join(', ')}` };
  return { ok: true, value: [...(value as Card[])] };
}

function parseSlot(value: unknown, where: string): Parsed<number | 'deck'> {
  if (value === 'deck' || (isInt(value) && value >= 0 && value < FACE_UP_SLOTS)) return { ok: true, value };
  return { ok: false, error: `${where}: slot must be 0 to ${FACE_UP_SLOTS - 1} or "deck", not ${excerpt(value)}` };
}

function parseRoute(value: unknown, where: string): Parsed<string> {
  if (typeof value !== 'string' || value.length === 0 || value.length > 20) return { ok: false, error: `${where}: route must be a route id such as "BER_LUC_1", not ${excerpt(value)}` };
  return { ok: true, value };
}

/** Checks an action from outside; the copy has only the fields of its type (a reshuffle order is the game's to compute, never an action's). */
export function parseAction(value: unknown, where = 'action'): Parsed<Action> {
  if (!isObject(value)) return { ok: false, error: `${where} is not an object` };
  switch (value.type) {
    case 'chooseTickets':
    case 'keepTickets': {
      const keep = parseKeep(value.keep, where);
      return keep.ok ? { ok: true, value: { type: value.type, keep: keep.value } } : keep;
    }
    case 'drawTickets':
    case 'giveUp':
    case 'pass':
      return { ok: true, value: { type: value.type } };
    case 'drawCard': {
      const slot = parseSlot(value.slot, where);
      return slot.ok ? { ok: true, value: { type: 'drawCard', slot: slot.value } } : slot;
    }
    case 'claim': {
      const route = parseRoute(value.route, where);
      if (!route.ok) return route;
      const cards = parseBag(value.cards, where);
      return cards.ok ? { ok: true, value: { type: 'claim', route: route.value, cards: cards.value } } : cards;
    }
    case 'additional': {
      const cards = parseBag(value.cards, where);
      return cards.ok ? { ok: true, value: { type: 'additional', cards: cards.value } } : cards;
    }
    default:
      return { ok: false, error: `${where}: type must be one of chooseTickets, drawTickets, keepTickets, drawCard, claim, additional, giveUp, pass, not ${excerpt(value.type)}` };
  }
}

/** Checks one entry of a record: an action, with the chooser of the first tickets and any reshuffle order. */
export function parseEntry(value: unknown, index: number): Parsed<Entry> {
  const where = `actions[${index}]`;
  const action = parseAction(value, where);
  if (!action.ok) return action;
  const raw = value as Record<string, unknown>;
  const a = action.value;
  if (a.type === 'chooseTickets') {
    if (raw.player !== 0 && raw.player !== 1) return { ok: false, error: `${where}: player must be 0 or 1, not ${excerpt(raw.player)}` };
    return { ok: true, value: { type: 'chooseTickets', player: raw.player, keep: a.keep } };
  }
  if ((a.type === 'drawCard' || a.type === 'claim') && raw.reshuffle !== undefined) {
    const order = parseCardList(raw.reshuffle, `${where}.reshuffle`);
    if (!order.ok) return order;
    return { ok: true, value: { ...a, reshuffle: order.value } };
  }
  return { ok: true, value: a };
}

/** Checks that a value (parsed JSON) is a tCHu record; the error says what is wrong. */
export function parseRecord(value: unknown): Parsed<GameRecord> {
  if (!isObject(value)) return { ok: false, error: 'a record must be a JSON object' };
  if (value.game !== 'tchu') return { ok: false, error: `game must be "tchu", not ${excerpt(value.game)}` };
  if (value.version !== 1) return { ok: false, error: `version must be 1, not ${excerpt(value.version)}` };
  const players = value.players;
  if (!Array.isArray(players) || players.length !== SEATS.length) return { ok: false, error: `players must list the ${SEATS.length} seats ${SEATS.join(', ')}` };
  for (const p of players) if (!(SEATS as readonly unknown[]).includes(p)) return { ok: false, error: `players: ${excerpt(p)} is not one of ${SEATS.join(', ')}` };
  if (new Set(players).size !== players.length) return { ok: false, error: 'players must be distinct seats' };
  const cards = parseCardList(value.cards, 'cards');
  if (!cards.ok) return cards;
  if (cards.value.length !== TOTAL_CARDS || !sameCounts(countsOf(cards.value), countsOf(allCards()))) {
    return { ok: false, error: `cards must hold the ${TOTAL_CARDS} cards of the game: 12 of each colour and 14 locomotives` };
  }
  const tickets = value.tickets;
  if (!Array.isArray(tickets) || tickets.length !== TICKETS.length) return { ok: false, error: `tickets must list the ${TICKETS.length} ticket numbers 0 to ${TICKETS.length - 1} in deck order` };
  const seen = new Set<number>();
  for (const t of tickets) {
    if (!isInt(t) || t < 0 || t >= TICKETS.length) return { ok: false, error: `tickets: ${excerpt(t)} is not a ticket number (0 to ${TICKETS.length - 1})` };
    if (seen.has(t)) return { ok: false, error: `tickets: ticket ${t} appears twice` };
    seen.add(t);
  }
  if (value.first !== 0 && value.first !== 1) return { ok: false, error: `first must be 0 or 1, not ${excerpt(value.first)}` };
  const shuffleSeed = value.shuffleSeed;
  if (!isInt(shuffleSeed) || shuffleSeed < 0 || shuffleSeed > Number.MAX_SAFE_INTEGER) {
    return { ok: false, error: `shuffleSeed must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not ${excerpt(shuffleSeed)}` };
  }
  if (!Array.isArray(value.actions)) return { ok: false, error: 'actions must be an array' };
  const actions: Entry[] = [];
  for (let i = 0; i < value.actions.length; i++) {
    const entry = parseEntry(value.actions[i], i);
    if (!entry.ok) return entry;
    actions.push(entry.value);
  }
  return { ok: true, value: { game: 'tchu', version: 1, players: [...(players as string[])], cards: cards.value, tickets: [...(tickets as number[])], first: value.first, shuffleSeed, actions } };
}
