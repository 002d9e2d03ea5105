import type { Result } from '../../../result.ts';
import type { RuleError } from '../../game.ts';
import {
  CARDS,
  DRAWN_TICKETS,
  FACE_UP_SLOTS,
  INITIAL_CARDS,
  INITIAL_CARS,
  INITIAL_TICKETS,
  LAST_ROUND_CARS,
  MIN_CARDS_TO_DRAW,
  MIN_INITIAL_TICKETS,
  TUNNEL_CARDS,
  type Card,
} from '../data/cards.ts';
import {
  NO_CARDS,
  addCounts,
  additionalCost,
  bagCounts,
  cardTotal,
  containsCounts,
  countsOf,
  possibleAdditionalPayments,
  possiblePayments,
  routePayments,
  sameCounts,
  subtractCounts,
  type CardBag,
  type CardCounts,
} from './cards.ts';
import { MAP_ROUTES, claimPoints, routeIndex } from './map.ts';
import { TchuRandom, derivedSeed } from '../../random.ts';

/** Where a game stands: both players choosing their first tickets, a turn's first or second step, or the end. */
export const STEPS = ['INITIAL_TICKETS', 'TURN', 'SECOND_CARD', 'KEEP_TICKETS', 'ADDITIONAL', 'OVER'] as const;
/** A step of the game. */
export type Step = (typeof STEPS)[number];

/** Seat keys, in play order (the first player is drawn at random among them). */
export const SEATS = ['P1', 'P2'] as const;
/** A seat key. */
export type Seat = (typeof SEATS)[number];

/** One player: hand, tickets, cars, routes and the points they scored by claiming. */
export interface PlayerState {
  readonly cards: CardCounts;
  readonly tickets: readonly number[];
  /** The tickets offered to this player and not chosen from yet (the first five, or three drawn), else null. */
  readonly offered: readonly number[] | null;
  readonly cars: number;
  /** Route indices, in the order claimed. */
  readonly routes: readonly number[];
  readonly claimPoints: number;
}

/** A tunnel waiting for the player to pay its additional cards or give up. */
export interface PendingTunnel {
  readonly route: number;
  readonly initial: CardCounts;
  /** The cards turned over from the deck (to the discard once the claim is settled). */
  readonly drawn: readonly Card[];
  readonly cost: number;
}

/** The public memory of the last tunnel attempt (what the channel is shown). */
export interface TunnelAttempt {
  readonly player: number;
  readonly route: number;
  readonly drawn: readonly Card[];
  readonly cost: number;
  readonly outcome: 'CLAIMED' | 'PENDING' | 'NO_PAYMENT' | 'GAVE_UP';
}

/** A whole game of tCHu at one moment. */
export interface GameState {
  /** Seat keys, in seat order (player indices refer to it). */
  readonly players: readonly string[];
  readonly first: number;
  /** Where every reshuffle order is computed from (see {@link reshuffledDeck}). */
  readonly shuffleSeed: number;
  /** Reshuffles of the discard so far. */
  readonly reshuffles: number;
  /** The draw deck, top first. */
  readonly deck: readonly Card[];
  readonly faceUp: readonly Card[];
  readonly discard: CardCounts;
  /** The ticket deck, top first. */
  readonly ticketDeck: readonly number[];
  readonly playerStates: readonly PlayerState[];
  /** The owner (player index) of each route, or null. */
  readonly owners: readonly (number | null)[];
  readonly step: Step;
  /** The player whose turn it is (meaningless during the first ticket choice). */
  readonly current: number;
  readonly tunnel: PendingTunnel | null;
  readonly lastTunnel: TunnelAttempt | null;
  /** Turns left once the last round has begun, else null. */
  readonly countdown: number | null;
  /** Turns passed in a row (a product rule: a player with no legal move passes; two in a row end the game). */
  readonly passes: number;
  /** Turns completed. */
  readonly turns: number;
}

/** What a seat may do. */
export type Action =
  | { readonly type: 'chooseTickets'; readonly keep: readonly number[] }
  | { readonly type: 'drawTickets' }
  | { readonly type: 'keepTickets'; readonly keep: readonly number[] }
  | { readonly type: 'drawCard'; readonly slot: number | 'deck' }
  | { readonly type: 'claim'; readonly route: string; readonly cards: CardBag }
  | { readonly type: 'additional'; readonly cards: CardBag }
  | { readonly type: 'giveUp' }
  | { readonly type: 'pass' };

/** The kinds of action. */
export const ACTION_TYPES = ['chooseTickets', 'drawTickets', 'keepTickets', 'drawCard', 'claim', 'additional', 'giveUp', 'pass'] as const;

/**
 * A record entry: the action, with who chose (the first ticket choice, made by both at once),
 * and the new deck order when the action rebuilt the deck from the discard.
 */
export type Entry =
  | { readonly type: 'chooseTickets'; readonly player: number; readonly keep: readonly number[] }
  | { readonly type: 'drawCard'; readonly slot: number | 'deck'; readonly reshuffle?: readonly Card[] }
  | { readonly type: 'claim'; readonly route: string; readonly cards: CardBag; readonly reshuffle?: readonly Card[] }
  | Exclude<Action, { readonly type: 'chooseTickets' | 'drawCard' | 'claim' }>;

/** The codes of the refusals players can meet (stable: the texts translate each, tchu.error.<code>). */
export const ERROR_CODES = [
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'CHOOSE_TICKETS_FIRST',
  'ALREADY_CHOSEN',
  'TICKET_TWICE',
  'TICKET_NOT_OFFERED',
  'MUST_KEEP_AT_LEAST',
  'WRONG_STEP',
  'NO_TICKETS_LEFT',
  'CANNOT_DRAW_CARDS',
  'BAD_SLOT',
  'UNKNOWN_ROUTE',
  'ROUTE_TAKEN',
  'TWIN_ROUTE_BLOCKED',
  'NOT_ENOUGH_CARS',
  'WRONG_CARDS_FOR_ROUTE',
  'NOT_ENOUGH_CARDS',
  'CANNOT_PASS',
] as const;
/**
 * The codes of a recorded entry that does not replay: only a damaged record gives them (a move
 * being played computes its reshuffle and has a player), so no player meets them; logs read them.
 */
export const RECORD_ERROR_CODES = ['UNKNOWN_PLAYER', 'MISSING_RESHUFFLE', 'BAD_RESHUFFLE', 'UNEXPECTED_RESHUFFLE'] as const;
/** A refusal code of tCHu's engine. */
export type TchuErrorCode = (typeof ERROR_CODES)[number] | (typeof RECORD_ERROR_CODES)[number];

/** A refused action or entry; `min` is the tickets to keep (MUST_KEEP_AT_LEAST), for the player's text. */
export interface TchuRuleError extends RuleError {
  readonly code: TchuErrorCode;
  readonly min?: number;
}

type Outcome<T> = Result<T, TchuRuleError>;

/** A refused action or entry. */
export function refuse(code: TchuErrorCode, message: string): { readonly ok: false; readonly error: TchuRuleError } {
  return { ok: false, error: { code, message } };
}

/** The state before anything is played: cards dealt, five face up, five tickets offered to each player. */
export function initialState(players: readonly string[], cards: readonly Card[], tickets: readonly number[], first: number, shuffleSeed: number): GameState {
  const n = players.length;
  const playerStates = players.map((_, i) => ({
    cards: countsOf(cards.slice(i * INITIAL_CARDS, (i + 1) * INITIAL_CARDS)),
    tickets: [],
    offered: tickets.slice(i * INITIAL_TICKETS, (i + 1) * INITIAL_TICKETS),
    cars: INITIAL_CARS,
    routes: [],
    claimPoints: 0,
  }));
  const dealt = n * INITIAL_CARDS;
  return {
    players,
    first,
    shuffleSeed,
    reshuffles: 0,
    deck: cards.slice(dealt + FACE_UP_SLOTS),
    faceUp: cards.slice(dealt, dealt + FACE_UP_SLOTS),
    discard: NO_CARDS,
    ticketDeck: tickets.slice(n * INITIAL_TICKETS),
    playerStates,
    owners: MAP_ROUTES.map(() => null),
    step: 'INITIAL_TICKETS',
    current: first,
    tunnel: null,
    lastTunnel: null,
    countdown: null,
    passes: 0,
    turns: 0,
  };
}

/**
 * The order of the deck rebuilt from a discard: the discard's cards in card order, shuffled by a
 * generator seeded from the game's shuffle seed and the number of reshuffles so far. `play`
 * computes it and writes it into the entry; a replay takes the entry's order (checking it holds
 * exactly the discard), so a record never depends on this function staying the same.
 */
export function reshuffledDeck(shuffleSeed: number, reshuffles: number, discard: CardCounts): Card[] {
  const cards = discard.flatMap((count, i) => Array<Card>(count).fill(CARDS[i]));
  return new TchuRandom(derivedSeed(shuffleSeed, reshuffles)).shuffle(cards);
}

/** Where a reshuffle's order comes from: computed (a move being played) or read from the record (a replay). */
type ShuffleSource = { readonly kind: 'compute' } | { readonly kind: 'record'; readonly order: readonly Card[] | undefined };

interface Drawing {
  readonly state: GameState;
  readonly reshuffle: readonly Card[] | undefined;
}

/** The deck rebuilt from the discard if it is empty and the discard is not (at most once per action). */
function withDeckReady(drawing: Drawing, source: ShuffleSource): Outcome<Drawing> {
  const { state } = drawing;
  if (state.deck.length > 0 || cardTotal(state.discard) === 0) return { ok: true, value: drawing };
  if (drawing.reshuffle !== undefined) throw new Error('a second reshuffle in one action');
  let order: readonly Card[];
  if (source.kind === 'compute') order = reshuffledDeck(state.shuffleSeed, state.reshuffles, state.discard);
  else {
    if (source.order === undefined) return refuse('MISSING_RESHUFFLE', 'the deck is rebuilt from the discard here, but the entry gives no reshuffle order');
    if (!sameCounts(countsOf(source.order), state.discard)) return refuse('BAD_RESHUFFLE', 'the reshuffle order does not hold exactly the cards of the discard');
    order = source.order;
  }
  return { ok: true, value: { state: { ...state, deck: order, discard: NO_CARDS, reshuffles: state.reshuffles + 1 }, reshuffle: order } };
}

function withPlayer(state: GameState, player: number, change: Partial<PlayerState>): GameState {
  return { ...state, playerStates: state.playerStates.map((ps, i) => (i === player ? { ...ps, ...change } : ps)) };
}

/** Whether a player may draw cards now (the deck and discard hold enough). */
export function canDrawCards(state: GameState): boolean {
  return state.deck.length + cardTotal(state.discard) >= MIN_CARDS_TO_DRAW;
}

/** Why a route cannot be claimed by a player with these cars (null if it can, cards permitting). */
export function routeRefusal(owners: readonly (number | null)[], route: number, cars: number): TchuRuleError | null {
  const r = MAP_ROUTES[route];
  if (owners[route] !== null) return { code: 'ROUTE_TAKEN', message: `${r.id} is already claimed` };
  if (r.twin !== null && owners[r.twin] !== null) {
    return { code: 'TWIN_ROUTE_BLOCKED', message: `${r.id} is blocked: its parallel route ${MAP_ROUTES[r.twin].id} is claimed` };
  }
  if (cars < r.length) return { code: 'NOT_ENOUGH_CARS', message: `${r.id} takes ${r.length} cars, only ${cars} left` };
  return null;
}

/** The routes a player with these cars and cards may claim now (free, twin free, enough cars, some way to pay), by route index. */
export function claimableRoutes(owners: readonly (number | null)[], cars: number, hand: CardCounts): number[] {
  return MAP_ROUTES.filter((route) => routeRefusal(owners, route.index, cars) === null && possiblePayments(route, hand).length > 0).map((r) => r.index);
}

/** Whether the player to play has any move but passing. */
export function hasMove(state: GameState): boolean {
  const ps = state.playerStates[state.current];
  return state.ticketDeck.length > 0 || canDrawCards(state) || claimableRoutes(state.owners, ps.cars, ps.cards).length > 0;
}

/** The turn is over: the last round starts or goes on, the other player plays, or the game ends. */
function endTurn(state: GameState, passed = false): GameState {
  const ps = state.playerStates[state.current];
  const passes = passed ? state.passes + 1 : 0;
  let countdown = state.countdown;
  let over = passes >= state.players.length;
  if (countdown !== null) {
    countdown -= 1;
    if (countdown === 0) over = true;
  } else if (ps.cars <= LAST_ROUND_CARS) countdown = state.players.length;
  return {
    ...state,
    countdown,
    passes,
    turns: state.turns + 1,
    tunnel: null,
    step: over ? 'OVER' : 'TURN',
    current: over ? state.current : (state.current + 1) % state.players.length,
  };
}

function checkKeep(keep: readonly number[], offered: readonly number[], min: number): TchuRuleError | null {
  if (new Set(keep).size !== keep.length) return { code: 'TICKET_TWICE', message: 'a ticket is kept twice' };
  const stray = keep.find((t) => !offered.includes(t));
  if (stray !== undefined) return { code: 'TICKET_NOT_OFFERED', message: `ticket ${stray} is not among those offered (${offered.join(', ')})` };
  if (keep.length < min) {
    // The minimum travels with the refusal, so that the player's text can say it.
    const error: TchuRuleError = { code: 'MUST_KEEP_AT_LEAST', message: `keep at least ${min} of the ${offered.length} tickets offered, not ${keep.length}`, min };
    return error;
  }
  return null;
}

/** The route claimed with these cards: cards to the discard, cars placed, claim points scored. */
function withClaim(state: GameState, player: number, route: number, cards: CardCounts): GameState {
  const ps = state.playerStates[player];
  const r = MAP_ROUTES[route];
  const next = withPlayer(state, player, {
    cards: subtractCounts(ps.cards, cards),
    cars: ps.cars - r.length,
    routes: [...ps.routes, route],
    claimPoints: ps.claimPoints + claimPoints(r.length),
  });
  return { ...next, discard: addCounts(next.discard, cards), owners: next.owners.map((o, i) => (i === route ? player : o)) };
}

const STEP_HINTS: Record<Step, string> = {
  INITIAL_TICKETS: 'both players first choose their tickets',
  TURN: 'draw tickets, draw cards or claim a route',
  SECOND_CARD: 'draw a second card',
  KEEP_TICKETS: 'choose the tickets to keep',
  ADDITIONAL: 'pay the additional cards or give up',
  OVER: 'the game is over',
};

/**
 * A player's action, or why it is refused. `source` says where a reshuffle order comes from:
 * computed when a move is played, read from the entry in a replay. Returns the entry to record.
 */
export function applyAction(state: GameState, player: number, action: Action, source: ShuffleSource): Outcome<{ state: GameState; entry: Entry }> {
  if (state.step === 'OVER') return refuse('GAME_OVER', 'the game is over');
  const seat = state.players[player];
  if (state.step === 'INITIAL_TICKETS') {
    if (action.type !== 'chooseTickets') return refuse('CHOOSE_TICKETS_FIRST', `${seat}: ${STEP_HINTS.INITIAL_TICKETS}`);
    const ps = state.playerStates[player];
    if (ps.offered === null) return refuse('ALREADY_CHOSEN', `${seat} has already chosen their first tickets`);
    const bad = checkKeep(action.keep, ps.offered, MIN_INITIAL_TICKETS);
    if (bad !== null) return { ok: false, error: bad };
    let next = withPlayer(state, player, { tickets: [...action.keep], offered: null });
    if (next.playerStates.every((p) => p.offered === null)) next = { ...next, step: 'TURN', current: next.first };
    return { ok: true, value: { state: next, entry: { type: 'chooseTickets', player, keep: [...action.keep] } } };
  }
  if (player !== state.current) return refuse('NOT_YOUR_TURN', `it is ${state.players[state.current]}'s turn, not ${seat}'s`);
  const ps = state.playerStates[player];
  const wrongStep = () => refuse('WRONG_STEP', `${action.type} is not possible now: ${STEP_HINTS[state.step]}`);
  switch (action.type) {
    case 'chooseTickets':
      return refuse('WRONG_STEP', 'the first tickets are chosen already');
    case 'drawTickets': {
      if (state.step !== 'TURN') return wrongStep();
      if (state.ticketDeck.length === 0) return refuse('NO_TICKETS_LEFT', 'the ticket deck is empty');
      const count = Math.min(DRAWN_TICKETS, state.ticketDeck.length);
      const next = withPlayer({ ...state, ticketDeck: state.ticketDeck.slice(count), step: 'KEEP_TICKETS' }, player, { offered: state.ticketDeck.slice(0, count) });
      return { ok: true, value: { state: next, entry: { type: 'drawTickets' } } };
    }
    case 'keepTickets': {
      if (state.step !== 'KEEP_TICKETS' || ps.offered === null) return wrongStep();
      const bad = checkKeep(action.keep, ps.offered, 1);
      if (bad !== null) return { ok: false, error: bad };
      const next = withPlayer(state, player, { tickets: [...ps.tickets, ...action.keep], offered: null });
      return { ok: true, value: { state: endTurn(next), entry: { type: 'keepTickets', keep: [...action.keep] } } };
    }
    case 'drawCard': {
      if (state.step !== 'TURN' && state.step !== 'SECOND_CARD') return wrongStep();
      if (state.step === 'TURN' && !canDrawCards(state)) {
        return refuse('CANNOT_DRAW_CARDS', `the deck and the discard hold ${state.deck.length + cardTotal(state.discard)} cards: drawing takes at least ${MIN_CARDS_TO_DRAW}`);
      }
      const { slot } = action;
      if (slot !== 'deck' && !(Number.isInteger(slot) && slot >= 0 && slot < FACE_UP_SLOTS)) return refuse('BAD_SLOT', `slot must be 0 to ${FACE_UP_SLOTS - 1} or "deck"`);
      const ready = withDeckReady({ state, reshuffle: undefined }, source);
      if (!ready.ok) return ready;
      let next = ready.value.state;
      if (next.deck.length === 0) return refuse('CANNOT_DRAW_CARDS', 'no card is left to draw');
      let card: Card;
      if (slot === 'deck') card = next.deck[0];
      else {
        card = next.faceUp[slot];
        next = { ...next, faceUp: next.faceUp.map((c, i) => (i === slot ? next.deck[0] : c)) };
      }
      next = { ...next, deck: next.deck.slice(1) };
      next = withPlayer(next, player, { cards: addCounts(ps.cards, countsOf([card])) });
      next = state.step === 'TURN' ? { ...next, step: 'SECOND_CARD', passes: 0 } : endTurn(next);
      const reshuffle = ready.value.reshuffle;
      const entry: Entry = reshuffle === undefined ? { type: 'drawCard', slot } : { type: 'drawCard', slot, reshuffle };
      return { ok: true, value: { state: next, entry } };
    }
    case 'claim': {
      if (state.step !== 'TURN') return wrongStep();
      const route = routeIndex(action.route);
      if (route === undefined) return refuse('UNKNOWN_ROUTE', `there is no route ${action.route}`);
      const refusal = routeRefusal(state.owners, route, ps.cars);
      if (refusal !== null) return { ok: false, error: refusal };
      const r = MAP_ROUTES[route];
      const cards = bagCounts(action.cards);
      if (!routePayments(r).some((option) => sameCounts(option, cards))) {
        const how = r.level === 'TUNNEL' ? 'its colour and locomotives' : 'its colour, no locomotive';
        return refuse('WRONG_CARDS_FOR_ROUTE', `${r.id} (length ${r.length}, ${r.color ?? 'grey'}, ${r.level.toLowerCase()}) is paid with ${r.length} cards of ${r.color === null ? 'one colour' : how}`);
      }
      if (!containsCounts(ps.cards, cards)) return refuse('NOT_ENOUGH_CARDS', `${seat} does not hold the cards offered for ${r.id}`);
      const base = { type: 'claim', route: r.id, cards: { ...action.cards } } as const;
      if (r.level === 'OVERGROUND') return { ok: true, value: { state: endTurn(withClaim(state, player, route, cards)), entry: base } };
      // A tunnel: turn over up to three cards, rebuilding the deck from the discard when it runs out.
      let drawing: Drawing = { state, reshuffle: undefined };
      const drawn: Card[] = [];
      for (let i = 0; i < TUNNEL_CARDS; i++) {
        const ready = withDeckReady(drawing, source);
        if (!ready.ok) return ready;
        drawing = ready.value;
        if (drawing.state.deck.length === 0) break;
        drawn.push(drawing.state.deck[0]);
        drawing = { ...drawing, state: { ...drawing.state, deck: drawing.state.deck.slice(1) } };
      }
      const entry: Entry = drawing.reshuffle === undefined ? base : { ...base, reshuffle: drawing.reshuffle };
      const cost = additionalCost(cards, drawn);
      let next = drawing.state;
      const attempt = { player, route, drawn, cost };
      if (cost === 0) {
        next = withClaim({ ...next, discard: addCounts(next.discard, countsOf(drawn)) }, player, route, cards);
        return { ok: true, value: { state: endTurn({ ...next, lastTunnel: { ...attempt, outcome: 'CLAIMED' } }), entry } };
      }
      if (possibleAdditionalPayments(cards, cost, subtractCounts(ps.cards, cards)).length === 0) {
        next = { ...next, discard: addCounts(next.discard, countsOf(drawn)), lastTunnel: { ...attempt, outcome: 'NO_PAYMENT' } };
        return { ok: true, value: { state: endTurn(next), entry } };
      }
      next = { ...next, step: 'ADDITIONAL', tunnel: { route, initial: cards, drawn, cost }, lastTunnel: { ...attempt, outcome: 'PENDING' } };
      return { ok: true, value: { state: next, entry } };
    }
    case 'additional': {
      const tunnel = state.tunnel;
      if (state.step !== 'ADDITIONAL' || tunnel === null) return wrongStep();
      const cards = bagCounts(action.cards);
      const left = subtractCounts(ps.cards, tunnel.initial);
      const shapes = possibleAdditionalPayments(tunnel.initial, tunnel.cost, CARDS.map(() => tunnel.cost));
      if (!shapes.some((option) => sameCounts(option, cards))) {
        return refuse('WRONG_CARDS_FOR_ROUTE', `the additional cost is ${tunnel.cost} cards of the colour paid with or locomotives`);
      }
      if (!containsCounts(left, cards)) return refuse('NOT_ENOUGH_CARDS', `${seat} does not hold these additional cards besides the initial ones`);
      let next: GameState = { ...state, discard: addCounts(state.discard, countsOf(tunnel.drawn)) };
      next = withClaim(next, player, tunnel.route, addCounts(tunnel.initial, cards));
      next = { ...next, lastTunnel: state.lastTunnel === null ? null : { ...state.lastTunnel, outcome: 'CLAIMED' } };
      return { ok: true, value: { state: endTurn(next), entry: { type: 'additional', cards: { ...action.cards } } } };
    }
    case 'giveUp': {
      const tunnel = state.tunnel;
      if (state.step !== 'ADDITIONAL' || tunnel === null) return wrongStep();
      const next: GameState = {
        ...state,
        discard: addCounts(state.discard, countsOf(tunnel.drawn)),
        lastTunnel: state.lastTunnel === null ? null : { ...state.lastTunnel, outcome: 'GAVE_UP' },
      };
      return { ok: true, value: { state: endTurn(next), entry: { type: 'giveUp' } } };
    }
    case 'pass': {
      if (state.step !== 'TURN') return wrongStep();
      if (hasMove(state)) return refuse('CANNOT_PASS', `${seat} can still draw tickets, draw cards or claim a route`);
      return { ok: true, value: { state: endTurn(state, true), entry: { type: 'pass' } } };
    }
  }
}

/** Which player's entry this is: the chooser of the first tickets, else the player to play. */
export function entryPlayer(state: GameState, entry: Entry): number {
  return entry.type === 'chooseTickets' ? entry.player : state.current;
}

/** The action an entry records (without the reshuffle order, which the game computes). */
export function entryAction(entry: Entry): Action {
  switch (entry.type) {
    case 'chooseTickets':
      return { type: 'chooseTickets', keep: entry.keep };
    case 'drawCard':
      return { type: 'drawCard', slot: entry.slot };
    case 'claim':
      return { type: 'claim', route: entry.route, cards: entry.cards };
    default:
      return entry;
  }
}

/** The state after a recorded entry, or why it does not replay. */
export function replayEntry(state: GameState, entry: Entry): Outcome<GameState> {
  const order = entry.type === 'drawCard' || entry.type === 'claim' ? entry.reshuffle : undefined;
  const player = entryPlayer(state, entry);
  if (!(player >= 0 && player < state.players.length)) return refuse('UNKNOWN_PLAYER', `there is no player ${player}`);
  const result = applyAction(state, player, entryAction(entry), { kind: 'record', order });
  if (!result.ok) return result;
  const used = 'reshuffle' in result.value.entry ? result.value.entry.reshuffle : undefined;
  if (order !== undefined && used === undefined) return refuse('UNEXPECTED_RESHUFFLE', 'the entry gives a reshuffle order but the deck was not empty');
  return { ok: true, value: result.value.state };
}

/** The seats that may act now: both players while they choose their first tickets, else the player to play. */
export function seatsToAct(state: GameState): string[] {
  if (state.step === 'OVER') return [];
  if (state.step === 'INITIAL_TICKETS') return state.players.filter((_, i) => state.playerStates[i].offered !== null);
  return [state.players[state.current]];
}
