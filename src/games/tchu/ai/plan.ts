import { CAR_COLORS, CARDS, FACE_UP_SLOTS, LOCOMOTIVE, MIN_CARDS_TO_DRAW, MIN_INITIAL_TICKETS } from '../data/cards.ts';
import { bagCounts, countsBag, possibleAdditionalPayments, possiblePayments, subtractCounts, type CardCounts } from '../engine/cards.ts';
import { MAP_ROUTES, MAP_TICKETS, routeIndex } from '../engine/map.ts';
import { connectivity, ticketPoints } from '../engine/scoring.ts';
import { claimableRoutes, type Action } from '../engine/state.ts';
import type { SeatView } from '../engine/view.ts';
import { cheapest } from './paths.ts';

/** The AI levels, weakest first. */
export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
/** An AI level. */
export type AiLevel = (typeof AI_LEVELS)[number];

/** What the AI reads of its view: route owners by index (0 me, 1 the other), its hand and cars. */
export interface Board {
  readonly owners: readonly (number | null)[];
  readonly hand: CardCounts;
  readonly cars: number;
  readonly mine: readonly number[];
}

/** The AI's reading of a seat view. */
export function boardOf(view: SeatView): Board {
  const owners: (number | null)[] = MAP_ROUTES.map(() => null);
  for (const { route, owner } of view.claimed) owners[routeIndex(route)!] = owner === view.seat ? 0 : 1;
  const me = view.players.find((p) => p.seat === view.seat)!;
  return { owners, hand: bagCounts(view.hand), cars: me.cars, mine: me.routes.map((id) => routeIndex(id)!) };
}

/** Whether a route can still be used by me: mine, or free with a free twin (or my own twin). */
function usable(board: Board, r: number): boolean {
  const route = MAP_ROUTES[r];
  if (board.owners[r] === 0) return true;
  if (board.owners[r] !== null) return false;
  return route.twin === null || board.owners[route.twin] === null;
}

/** What a route costs me on the way to a ticket, in cars still to place: none if mine, null if I can no longer use it. */
function routeCost(board: Board, r: number): number | null {
  if (!usable(board, r)) return null;
  return board.owners[r] === 0 ? 0 : MAP_ROUTES[r].length;
}

/** The best plan for a ticket: the trip worth most per car still needed, with its routes. */
function ticketPlan(board: Board, ticket: number): { value: number; cost: number; routes: readonly number[] } | null {
  let best: { value: number; cost: number; routes: readonly number[] } | null = null;
  for (const trip of MAP_TICKETS[ticket].trips) {
    const path = cheapest(MAP_TICKETS[ticket].from, trip.to, (r) => routeCost(board, r));
    if (path === null) continue;
    const plan = { value: trip.points, cost: path.cost, routes: path.routes };
    if (best === null || plan.value / (plan.cost + 1) > best.value / (best.cost + 1)) best = plan;
  }
  return best;
}

/** Tickets kept: for easy the lowest-valued (cheapest to lose), for normal the best value per car needed. */
function chooseKeep(view: SeatView, board: Board, level: AiLevel, min: number): number[] {
  const offered = view.offered ?? [];
  if (level === 'easy') {
    const low = (t: number) => Math.min(...MAP_TICKETS[t].trips.map((trip) => trip.points));
    return [...offered].sort((a, b) => low(a) - low(b) || a - b).slice(0, min);
  }
  const score = (t: number) => {
    const plan = ticketPlan(board, t);
    return plan === null ? -Infinity : plan.value / (plan.cost + 2) - (plan.cost > board.cars ? 10 : 0);
  };
  const ranked = [...offered].sort((a, b) => score(b) - score(a) || a - b);
  // Keep the ones worth at least a point per car needed, and never fewer than the rules ask.
  const good = ranked.filter((t) => score(t) >= 0.6);
  return ranked.slice(0, Math.max(min, Math.min(good.length, min + 1)));
}

/** The routes my unfinished tickets still need, most valuable tickets first. */
function targetRoutes(view: SeatView, board: Board): number[] {
  const root = connectivity(board.mine);
  const targets: number[] = [];
  for (const t of view.tickets) {
    if (ticketPoints(t, board.mine, root) > 0) continue;
    const plan = ticketPlan(board, t);
    if (plan !== null && plan.cost <= board.cars) for (const r of plan.routes) if (!targets.includes(r)) targets.push(r);
  }
  return targets;
}

/** A claim of a route with the payment that keeps locomotives, then uses the colour held most. */
export function claimAction(board: Board, r: number): Action {
  return { type: 'claim', route: MAP_ROUTES[r].id, cards: countsBag(claimPayment(board, r)) };
}

/**
 * Whether a route is worth trying now: any route but a tunnel; a tunnel once the hand keeps, after
 * paying it, a card that may pay its extra cost (one of the colour paid, or a locomotive). Without
 * one, the three cards turned over ask for nothing less than half the time: the tunnel is given
 * up, and tried again turn after turn.
 */
export function tunnelReady(hand: CardCounts, r: number, payment: CardCounts): boolean {
  if (MAP_ROUTES[r].level !== 'TUNNEL') return true;
  const paid = payment.findIndex((n, c) => n > 0 && c !== LOCOMOTIVE);
  const spare = hand[LOCOMOTIVE] - payment[LOCOMOTIVE] + (paid < 0 ? 0 : hand[paid] - payment[paid]);
  return spare >= 1;
}

/** The payment `claimAction` makes. */
function claimPayment(board: Board, r: number): CardCounts {
  const options = possiblePayments(MAP_ROUTES[r], board.hand);
  return [...options].sort((a, b) => a[LOCOMOTIVE] - b[LOCOMOTIVE] || board.hand[b.findIndex((n) => n > 0)] - board.hand[a.findIndex((n) => n > 0)])[0];
}

/** The card colours the target routes need that the hand lacks. */
function wantedCards(board: Board, targets: readonly number[]): Set<number> {
  const wanted = new Set<number>();
  for (const r of targets) {
    const route = MAP_ROUTES[r];
    if (route.color === null) {
      // A grey route: the colour held most of.
      let best = 0;
      for (let c = 1; c < CAR_COLORS.length; c++) if (board.hand[c] > board.hand[best]) best = c;
      wanted.add(best);
    } else if (board.hand[CAR_COLORS.indexOf(route.color)] < route.length + (route.level === 'TUNNEL' ? 1 : 0)) wanted.add(CAR_COLORS.indexOf(route.color));
    if (route.level === 'TUNNEL') wanted.add(LOCOMOTIVE);
  }
  return wanted;
}

function drawChoice(view: SeatView, board: Board, targets: readonly number[]): Action {
  const wanted = wantedCards(board, targets);
  const slot = view.faceUp.findIndex((card) => wanted.has(CARDS.indexOf(card)));
  return { type: 'drawCard', slot: slot >= 0 && slot < FACE_UP_SLOTS ? slot : 'deck' };
}

/** The next action of an AI seat from its view (one action: what follows depends on cards it cannot see yet). */
export function planAction(view: SeatView, level: AiLevel): Action {
  const board = boardOf(view);
  const canDraw = view.deckSize + view.discardSize >= MIN_CARDS_TO_DRAW;
  switch (view.step) {
    case 'INITIAL_TICKETS':
      return { type: 'chooseTickets', keep: chooseKeep(view, board, level, MIN_INITIAL_TICKETS) };
    case 'KEEP_TICKETS':
      return { type: 'keepTickets', keep: chooseKeep(view, board, level, 1) };
    case 'ADDITIONAL': {
      const tunnel = view.tunnel!;
      const initial = bagCounts(tunnel.initial);
      const options = possibleAdditionalPayments(initial, tunnel.cost, subtractCounts(board.hand, initial));
      // Easy always pays when it can; normal pays up to two extra cards.
      if (options.length > 0 && (level === 'easy' || tunnel.cost <= 2)) return { type: 'additional', cards: countsBag(options[0]) };
      return { type: 'giveUp' };
    }
    case 'SECOND_CARD':
      return level === 'easy' ? { type: 'drawCard', slot: 'deck' } : drawChoice(view, board, targetRoutes(view, board));
    case 'TURN': {
      const claimable = claimableRoutes(board.owners, board.cars, board.hand);
      const byLength = [...claimable].sort((a, b) => MAP_ROUTES[b].length - MAP_ROUTES[a].length || a - b);
      if (level === 'easy') {
        if (byLength.length > 0) return claimAction(board, byLength[0]);
        if (canDraw) return { type: 'drawCard', slot: 'deck' };
        return view.ticketDeckSize > 0 ? { type: 'drawTickets' } : { type: 'pass' };
      }
      const targets = targetRoutes(view, board);
      const other = view.players.find((p) => p.seat !== view.seat)!;
      const endNear = other.cars <= 6 || board.cars <= 6;
      // Claim a needed route as soon as it can be paid, longest (most likely to be taken) first;
      // a tunnel once a card is left for its extra cost, unless the end is near.
      const ready = byLength.filter((r) => endNear || !canDraw || tunnelReady(board.hand, r, claimPayment(board, r)));
      const needed = ready.filter((r) => targets.includes(r));
      if (needed.length > 0) return claimAction(board, needed[0]);
      // With no ticket left to build, long routes are worth most per turn.
      if ((targets.length === 0 || endNear || !canDraw) && ready.length > 0 && (MAP_ROUTES[ready[0]].length >= 3 || endNear || !canDraw)) {
        return claimAction(board, ready[0]);
      }
      if (targets.length === 0 && view.ticketDeckSize > 0 && board.cars >= 15 && !endNear) return { type: 'drawTickets' };
      if (canDraw) return drawChoice(view, board, targets);
      if (byLength.length > 0) return claimAction(board, byLength[0]);
      return view.ticketDeckSize > 0 ? { type: 'drawTickets' } : { type: 'pass' };
    }
    case 'OVER':
      throw new Error('no action once the game is over');
  }
}
