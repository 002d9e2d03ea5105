import type { Card } from '../data/cards.ts';
import { cardTotal, countsBag, type CardBag } from './cards.ts';
import { MAP_ROUTES } from './map.ts';
import { seatsToAct, type Entry, type GameState, type Step, type TunnelAttempt } from './state.ts';
import { scores, type Score } from './summary.ts';

/** What everyone knows of one player. */
export interface PublicPlayer {
  readonly seat: string;
  readonly cars: number;
  readonly cardCount: number;
  readonly ticketCount: number;
  readonly claimPoints: number;
  /** Route ids, in the order claimed. */
  readonly routes: readonly string[];
  /** Whether this player is choosing tickets now. */
  readonly choosing: boolean;
}

/**
 * What one seat may know (plain JSON): everything public — face-up cards, deck, discard and
 * ticket deck sizes, claimed routes and owners, each player's cars, card and ticket counts and
 * claim points, the cards a tunnel turned over — and that seat's own cards, tickets and the
 * tickets offered to it. Never the other hand or tickets, the deck orders or the shuffle seed.
 */
export interface SeatView {
  readonly game: 'tchu';
  readonly seat: string;
  /** Entries played so far. */
  readonly moves: number;
  readonly step: Step;
  /** The seat to play (null while both choose their first tickets, and at the end). */
  readonly current: string | null;
  readonly toAct: readonly string[];
  readonly players: readonly PublicPlayer[];
  readonly hand: CardBag;
  readonly tickets: readonly number[];
  readonly offered: readonly number[] | null;
  readonly faceUp: readonly Card[];
  readonly deckSize: number;
  readonly discardSize: number;
  readonly ticketDeckSize: number;
  /** Every claimed route and its owner's seat. */
  readonly claimed: readonly { readonly route: string; readonly owner: string }[];
  /** The tunnel waiting for its additional cards (this seat's or the other's: it is public). */
  readonly tunnel: { readonly route: string; readonly initial: CardBag; readonly drawn: readonly Card[]; readonly cost: number } | null;
  readonly lastTunnel: (Omit<TunnelAttempt, 'player' | 'route'> & { readonly seat: string; readonly route: string }) | null;
  /** Turns left in the last round (null before it begins). */
  readonly turnsLeft: number | null;
  /** The final scores, in seat order, once the game is over (tickets are revealed then). */
  readonly final: readonly Score[] | null;
}

/** What everyone sees of a tCHu game: a seat's view without its own cards, tickets and offer. */
export type PublicView = Omit<SeatView, 'seat' | 'hand' | 'tickets' | 'offered'>;

/** The view of one seat of a state: what everyone sees, and its own cards, tickets and the tickets offered to it. */
export function seatViewOf(state: GameState, seat: string, moves: number): SeatView {
  const me = state.players.indexOf(seat);
  if (me < 0) throw new Error(`${seat} does not play`);
  const own = state.playerStates[me];
  return { seat, ...publicViewOf(state, moves), hand: countsBag(own.cards), tickets: [...own.tickets], offered: own.offered === null ? null : [...own.offered] };
}

/** What everyone (a seat or someone without one) may know of a state. */
export function publicViewOf(state: GameState, moves: number): PublicView {
  const initial = state.step === 'INITIAL_TICKETS';
  return {
    game: 'tchu',
    moves,
    step: state.step,
    current: initial || state.step === 'OVER' ? null : state.players[state.current],
    toAct: seatsToAct(state),
    players: state.players.map((s, i) => {
      const ps = state.playerStates[i];
      return {
        seat: s,
        cars: ps.cars,
        cardCount: cardTotal(ps.cards),
        ticketCount: ps.tickets.length,
        claimPoints: ps.claimPoints,
        routes: ps.routes.map((r) => MAP_ROUTES[r].id),
        choosing: ps.offered !== null,
      };
    }),
    faceUp: [...state.faceUp],
    deckSize: state.deck.length,
    discardSize: cardTotal(state.discard),
    ticketDeckSize: state.ticketDeck.length,
    claimed: state.owners.flatMap((owner, r) => (owner === null ? [] : [{ route: MAP_ROUTES[r].id, owner: state.players[owner] }])),
    tunnel:
      state.tunnel === null
        ? null
        : { route: MAP_ROUTES[state.tunnel.route].id, initial: countsBag(state.tunnel.initial), drawn: [...state.tunnel.drawn], cost: state.tunnel.cost },
    lastTunnel:
      state.lastTunnel === null
        ? null
        : {
            seat: state.players[state.lastTunnel.player],
            route: MAP_ROUTES[state.lastTunnel.route].id,
            drawn: [...state.lastTunnel.drawn],
            cost: state.lastTunnel.cost,
            outcome: state.lastTunnel.outcome,
          },
    turnsLeft: state.countdown,
    final: state.step === 'OVER' ? scores(state) : null,
  };
}

/**
 * An entry as a reader may know it: no reshuffle order (the deck's order stays hidden), and another
 * player's ticket choice by how many it kept, not which. `own`: the entry is the reader's.
 */
export type VisibleEntry =
  | Exclude<Entry, { readonly type: 'chooseTickets' | 'keepTickets' | 'drawCard' | 'claim' }>
  | { readonly type: 'chooseTickets'; readonly player: number; readonly keep: readonly number[] }
  | { readonly type: 'chooseTickets'; readonly player: number; readonly kept: number }
  | { readonly type: 'keepTickets'; readonly keep: readonly number[] }
  | { readonly type: 'keepTickets'; readonly kept: number }
  | { readonly type: 'drawCard'; readonly slot: number | 'deck' }
  | { readonly type: 'claim'; readonly route: string; readonly cards: CardBag };

/** One entry as a reader may know it (`own`: the reader played it). */
export function visibleEntry(entry: Entry, own: boolean): VisibleEntry {
  switch (entry.type) {
    // Own choices sorted: the order tickets were offered in is the ticket deck's.
    case 'chooseTickets':
      return own ? { type: entry.type, player: entry.player, keep: [...entry.keep].sort((a, b) => a - b) } : { type: entry.type, player: entry.player, kept: entry.keep.length };
    case 'keepTickets':
      return own ? { type: entry.type, keep: [...entry.keep].sort((a, b) => a - b) } : { type: entry.type, kept: entry.keep.length };
    case 'drawCard':
      return { type: entry.type, slot: entry.slot };
    case 'claim':
      return { type: entry.type, route: entry.route, cards: entry.cards };
    default:
      return entry;
  }
}
