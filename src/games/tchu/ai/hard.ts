import { CAR_COLORS, CARDS, CLAIM_POINTS, FACE_UP_SLOTS, LOCOMOTIVE, MIN_CARDS_TO_DRAW, MIN_INITIAL_TICKETS } from '../data/cards.ts';
import { bagCounts, countsBag, possibleAdditionalPayments, possiblePayments, subtractCounts, type CardCounts } from '../engine/cards.ts';
import { MAP_ROUTES, MAP_TICKETS, claimPoints } from '../engine/map.ts';
import { connectivity, ticketPoints, ticketsPoints } from '../engine/scoring.ts';
import { claimableRoutes, type Action } from '../engine/state.ts';
import type { SeatView } from '../engine/view.ts';
import { cheapest, type Path } from './paths.ts';
import { boardOf, tunnelReady, type Board } from './plan.ts';

/**
 * The hard AI: the normal AI's plan (shortest paths for its tickets, the colours they need,
 * claims before it is blocked), made jointly for all its tickets, with two searches on top:
 * - the other player's likely plans: every ticket it may hold is weighed by how far its routes
 *   already go towards it, which tells the routes it probably wants next; those of mine come
 *   first, and in the end a route it needs is worth blocking;
 * - the end of the game: once the last round is near, every sequence of claims the hand can pay
 *   in the turns left is tried (with the face-up cards a draw could add) and the best taken.
 * It reads its seat's view alone and is deterministic (no randomness at all).
 */

/** Whether a player (0 me, 1 the other) may still use a route: theirs, or free with a free twin. */
function usableBy(owners: readonly (number | null)[], player: number, r: number): boolean {
  if (owners[r] === player) return true;
  if (owners[r] !== null) return false;
  const twin = MAP_ROUTES[r].twin;
  return twin === null || owners[twin] === null || owners[twin] === player;
}

/** The cheapest path of each ticket trip on the empty map (what a ticket costs from scratch). */
const BASE_COST: readonly (readonly number[])[] = MAP_TICKETS.map((ticket) =>
  ticket.trips.map((trip) => cheapest(ticket.from, trip.to, (r) => MAP_ROUTES[r].length)?.cost ?? Infinity),
);

/**
 * What the other player probably wants, by route: for every ticket it may hold (not mine, not
 * offered to me), its cheapest way on from the other's routes, weighed by how much of the
 * ticket those routes already build (a slight weight for all, so early guesses stay open), in
 * points that the other would lose if the route were taken from it.
 */
function opponentWants(view: SeatView, board: Board): number[] {
  const wants = MAP_ROUTES.map(() => 0);
  const mine = new Set([...view.tickets, ...(view.offered ?? [])]);
  const theirs = MAP_ROUTES.filter((r) => board.owners[r.index] === 1).map((r) => r.index);
  const root = connectivity(theirs);
  const cost = (r: number) => (usableBy(board.owners, 1, r) ? (board.owners[r] === 1 ? 0 : MAP_ROUTES[r].length) : null);
  const guesses: { routes: readonly number[]; weight: number }[] = [];
  for (const ticket of MAP_TICKETS) {
    if (mine.has(ticket.index)) continue;
    if (theirs.length > 0 && ticketPoints(ticket.index, theirs, root) > 0) continue;
    ticket.trips.forEach((trip, k) => {
      const path = cheapest(ticket.from, trip.to, cost);
      if (path === null || path.cost === 0) return;
      const built = Math.max(0, 1 - path.cost / BASE_COST[ticket.index][k]);
      guesses.push({ routes: path.routes, weight: (0.03 + built * built) * trip.points });
    });
  }
  const total = guesses.reduce((sum, g) => sum + g.weight / 10, 0);
  // Scaled so that the weights add up to about the tickets the other holds.
  const scale = Math.max(1, view.players.find((p) => p.seat !== view.seat)!.ticketCount) / Math.max(1, total);
  for (const g of guesses) for (const r of g.routes) wants[r] += g.weight * scale * 2;
  return wants;
}

/** My plan: the routes still to claim for my unfinished tickets (most valuable first, sharing routes), and its cost in cars. */
interface Plan {
  readonly routes: readonly number[];
  readonly cost: number;
  /** Points of the tickets the plan completes. */
  readonly value: number;
}

/**
 * What a route adds to a plan: its length, a little more when the other wants it too (it may be
 * gone by then), and a turn's worth, so that of two paths of the same cars the one with fewer,
 * longer routes (fewer turns, more claim points: 4 cars in one route score 7, in two only 4) wins.
 */
const TURN_COST = 1;

/** The cost of claiming a route in my plan (see {@link TURN_COST}); null when it cannot be used, 0 when held or planned. */
function myCost(board: Board, wants: readonly number[], planned: ReadonlySet<number>, r: number): number | null {
  if (!usableBy(board.owners, 0, r)) return null;
  if (board.owners[r] === 0 || planned.has(r)) return 0;
  return MAP_ROUTES[r].length * (1 + 0.3 * Math.min(1, wants[r] / 20)) + TURN_COST;
}

/** The joint plan of a set of tickets: each in turn, the routes planned for the earlier ones free; tickets it cannot afford left out. */
function jointPlan(board: Board, wants: readonly number[], tickets: readonly number[]): Plan {
  const root = connectivity(board.mine);
  const planned = new Set<number>();
  let cars = 0;
  let value = 0;
  const open = tickets.filter((t) => ticketPoints(t, board.mine, root) < 0);
  const best = (t: number) => {
    let chosen: { path: Path; points: number } | null = null;
    for (const trip of MAP_TICKETS[t].trips) {
      const path = cheapest(MAP_TICKETS[t].from, trip.to, (r) => myCost(board, wants, planned, r));
      if (path === null) continue;
      if (chosen === null || trip.points / (path.cost + 1) > chosen.points / (chosen.path.cost + 1)) chosen = { path, points: trip.points };
    }
    return chosen;
  };
  const order = [...open].sort((a, b) => maxPoints(b) - maxPoints(a) || a - b);
  for (const t of order) {
    const chosen = best(t);
    if (chosen === null) continue;
    const length = chosen.path.routes.reduce((sum, r) => sum + MAP_ROUTES[r].length, 0);
    if (cars + length > board.cars) continue;
    cars += length;
    value += chosen.points;
    for (const r of chosen.path.routes) planned.add(r);
  }
  return { routes: [...planned], cost: cars, value };
}

function maxPoints(ticket: number): number {
  return Math.max(...MAP_TICKETS[ticket].trips.map((trip) => trip.points));
}

function minPoints(ticket: number): number {
  return Math.min(...MAP_TICKETS[ticket].trips.map((trip) => trip.points));
}

/**
 * The cards my planned routes still lack, by kind (index {@link CARDS}; grey routes count on the
 * colour held most after the coloured ones are served, in `any`), most urgent routes first.
 */
function deficits(hand: CardCounts, routes: readonly number[]): { need: number[]; any: number } {
  const left = [...hand];
  const need = CARDS.map(() => 0);
  let any = 0;
  const coloured = routes.filter((r) => MAP_ROUTES[r].color !== null);
  const grey = routes.filter((r) => MAP_ROUTES[r].color === null);
  for (const r of coloured) {
    const c = CAR_COLORS.indexOf(MAP_ROUTES[r].color!);
    const use = Math.min(left[c], MAP_ROUTES[r].length);
    left[c] -= use;
    need[c] += MAP_ROUTES[r].length - use;
  }
  for (const r of grey) {
    let c = 0;
    for (let k = 1; k < CAR_COLORS.length; k++) if (left[k] > left[c]) c = k;
    const use = Math.min(left[c], MAP_ROUTES[r].length);
    left[c] -= use;
    any += MAP_ROUTES[r].length - use;
  }
  return { need, any };
}

/** Cards still missing for a set of routes (fewer is better). */
function missing(hand: CardCounts, routes: readonly number[]): number {
  const { need, any } = deficits(hand, routes);
  return need.reduce((a, b) => a + b, 0) + any;
}

/** The payment for a route that leaves the rest of the plan the fewest cards short (then the fewest locomotives). */
function bestPayment(board: Board, route: number, rest: readonly number[]): CardCounts {
  const options = possiblePayments(MAP_ROUTES[route], board.hand);
  let best = options[0];
  let bestScore = Infinity;
  for (const option of options) {
    const score = missing(subtractCounts(board.hand, option), rest) * 10 + option[LOCOMOTIVE];
    if (score < bestScore) {
      bestScore = score;
      best = option;
    }
  }
  return best;
}

function claim(board: Board, route: number, rest: readonly number[]): Action {
  return { type: 'claim', route: MAP_ROUTES[route].id, cards: countsBag(bestPayment(board, route, rest)) };
}

/** The tickets to keep of those offered: the set whose joint plan (with my open tickets) is worth most. */
function chooseKeep(view: SeatView, board: Board, wants: readonly number[], min: number): number[] {
  const offered = view.offered ?? [];
  const base = jointPlan(board, wants, view.tickets);
  let best: number[] = offered.slice(0, min);
  let bestScore = -Infinity;
  for (let mask = 1; mask < 1 << offered.length; mask++) {
    const keep = offered.filter((_, i) => mask & (1 << i));
    if (keep.length < min) continue;
    const plan = jointPlan(board, wants, [...view.tickets, ...keep]);
    // Tickets the plan leaves out are expected lost; cars beyond what is left risk the rest.
    const dropped = keep.filter((t) => !plannedCompletes(board, plan, t));
    const lost = dropped.reduce((sum, t) => sum + minPoints(t), 0);
    const extra = plan.cost - base.cost;
    const slack = board.cars - plan.cost;
    const score = plan.value - base.value - 2 * lost - 0.35 * extra - (slack < 6 ? (6 - slack) * 2 : 0);
    if (score > bestScore || (score === bestScore && keep.length < best.length)) {
      bestScore = score;
      best = keep;
    }
  }
  return best;
}

/** Whether a plan connects a ticket (its routes and mine together). */
function plannedCompletes(board: Board, plan: Plan, ticket: number): boolean {
  return ticketPoints(ticket, [...board.mine, ...plan.routes]) > 0;
}

/** The face-up slot (or the deck) for the colours the plan lacks most. */
function drawFor(view: SeatView, board: Board, plan: Plan): Action {
  const { need, any } = deficits(board.hand, plan.routes);
  let slot = -1;
  let score = 0;
  view.faceUp.forEach((card, i) => {
    const k = CARDS.indexOf(card);
    let s = need[k] > 0 ? 10 + need[k] : 0;
    if (k !== LOCOMOTIVE && any > 0 && s === 0) s = 3 + board.hand[k] / 4;
    if (k === LOCOMOTIVE) s = need.some((n, c) => n > 0 && c !== LOCOMOTIVE) && plan.routes.some((r) => MAP_ROUTES[r].level === 'TUNNEL') ? 6 : 0;
    if (s > score) {
      score = s;
      slot = i;
    }
  });
  return { type: 'drawCard', slot: slot >= 0 && slot < FACE_UP_SLOTS ? slot : 'deck' };
}

/** With every ticket done: the long free routes my cars allow, those my hand is closest to paying first (what to draw for). */
function longRoutesPlan(board: Board): Plan {
  const free = MAP_ROUTES.filter((r) => r.length >= 3 && r.length <= board.cars && usableBy(board.owners, 0, r.index) && board.owners[r.index] === null);
  const short = (r: number) => missing(board.hand, [r]);
  const routes = free
    .map((r) => r.index)
    .sort((a, b) => short(a) - MAP_ROUTES[a].length - (short(b) - MAP_ROUTES[b].length) || a - b)
    .slice(0, 1);
  return { routes, cost: routes.reduce((sum, r) => sum + MAP_ROUTES[r].length, 0), value: 0 };
}

/** How many more turns I probably have: one in the last round, few when either player is short of cars. */
function turnsLeft(view: SeatView): number | null {
  if (view.turnsLeft !== null) return 1;
  const other = view.players.find((p) => p.seat !== view.seat)!;
  if (other.cars <= 4) return 1;
  if (other.cars <= 7) return 2;
  return null;
}

/** What my routes and tickets are worth with some routes more, and what taking them from the other is worth. */
function endValue(view: SeatView, board: Board, wants: readonly number[], added: readonly number[]): number {
  const routes = [...board.mine, ...added];
  let value = ticketsPoints(view.tickets, routes);
  for (const r of added) value += claimPoints(MAP_ROUTES[r].length) + Math.min(wants[r], 12) * 0.5;
  return value;
}

/**
 * The best sequence of claims in `turns` turns with this hand and these cars (no draw): its value
 * and its first route (null: no claim is worth it). A small exhaustive search: few routes are
 * payable at once.
 */
function searchClaims(view: SeatView, board: Board, wants: readonly number[], hand: CardCounts, cars: number, turns: number, added: number[]): { value: number; first: number | null } {
  let best = { value: endValue(view, board, wants, added), first: null as number | null };
  if (turns === 0) return best;
  const owners = board.owners.map((o, r) => (added.includes(r) ? 0 : o));
  for (const r of claimableRoutes(owners, cars, hand)) {
    const pay = possiblePayments(MAP_ROUTES[r], hand)[0];
    added.push(r);
    const next = searchClaims(view, board, wants, subtractCounts(hand, pay), cars - MAP_ROUTES[r].length, turns - 1, added);
    added.pop();
    if (next.value > best.value) best = { value: next.value, first: r };
  }
  return best;
}

/** The end of the game: the best claim now, or the best draw of face-up cards to claim with next turn, or null to play on as planned. */
function endGame(view: SeatView, board: Board, wants: readonly number[], turns: number, canDraw: boolean): Action | null {
  const now = searchClaims(view, board, wants, board.hand, board.cars, turns, []);
  let drawValue = -Infinity;
  let drawSlots: [number | 'deck', number | 'deck'] | null = null;
  if (turns >= 2 && canDraw) {
    const slots: (number | 'deck')[] = [0, 1, 2, 3, 4, 'deck'];
    for (let i = 0; i < slots.length; i++) {
      for (let j = i; j < slots.length; j++) {
        if (i === j && slots[i] !== 'deck') continue;
        const hand = [...board.hand];
        for (const s of [slots[i], slots[j]]) if (s !== 'deck') hand[CARDS.indexOf(view.faceUp[s])]++;
        const later = searchClaims(view, board, wants, hand, board.cars, turns - 1, []);
        if (later.value > drawValue) {
          drawValue = later.value;
          drawSlots = [slots[i], slots[j]];
        }
      }
    }
  }
  const base = endValue(view, board, wants, []);
  if (drawSlots !== null && drawValue > now.value + 1) return { type: 'drawCard', slot: drawSlots[0] };
  if (now.first !== null && now.value > base) return claim(board, now.first, []);
  return null;
}

/** The hard AI's next action from its seat's view. */
export function planHard(view: SeatView): Action {
  const board = boardOf(view);
  const canDraw = view.deckSize + view.discardSize >= MIN_CARDS_TO_DRAW;
  const wants = opponentWants(view, board);
  switch (view.step) {
    case 'INITIAL_TICKETS':
      return { type: 'chooseTickets', keep: chooseKeep(view, board, wants, MIN_INITIAL_TICKETS) };
    case 'KEEP_TICKETS':
      return { type: 'keepTickets', keep: chooseKeep(view, board, wants, 1) };
    case 'ADDITIONAL': {
      const tunnel = view.tunnel!;
      const initial = bagCounts(tunnel.initial);
      const options = possibleAdditionalPayments(initial, tunnel.cost, subtractCounts(board.hand, initial));
      if (options.length === 0) return { type: 'giveUp' };
      const plan = jointPlan(board, wants, view.tickets);
      const r = MAP_ROUTES.find((route) => route.id === tunnel.route)!.index;
      const needed = plan.routes.includes(r);
      // A needed tunnel is worth a few more cards; another one only if they cost less than it scores.
      if (tunnel.cost <= (needed ? 3 : 1) || turnsLeft(view) !== null) {
        const rest = plan.routes.filter((x) => x !== r);
        const left = subtractCounts(board.hand, initial);
        const pick = [...options].sort((a, b) => missing(subtractCounts(left, a), rest) - missing(subtractCounts(left, b), rest) || a[LOCOMOTIVE] - b[LOCOMOTIVE])[0];
        return { type: 'additional', cards: countsBag(pick) };
      }
      return { type: 'giveUp' };
    }
    case 'SECOND_CARD': {
      const planned = jointPlan(board, wants, view.tickets);
      const turns = turnsLeft(view);
      if (turns !== null && turns >= 2) {
        const end = endGame(view, board, wants, turns, true);
        if (end !== null && end.type === 'drawCard') return end;
      }
      return drawFor(view, board, planned.routes.length > 0 ? planned : longRoutesPlan(board));
    }
    case 'TURN': {
      const plan = jointPlan(board, wants, view.tickets);
      const turns = turnsLeft(view);
      if (turns !== null) {
        const end = endGame(view, board, wants, turns, canDraw);
        if (end !== null) return end;
      }
      // A tunnel waits for a card left to pay its extra cost while cards can be drawn (`tunnelReady`).
      const claimable = claimableRoutes(board.owners, board.cars, board.hand).filter(
        (r) => !canDraw || tunnelReady(board.hand, r, bestPayment(board, r, plan.routes.filter((x) => x !== r))),
      );
      // A planned route that can be paid: the one the other wants most, then the longest.
      const needed = claimable.filter((r) => plan.routes.includes(r));
      if (needed.length > 0) {
        const r = [...needed].sort((a, b) => wants[b] - wants[a] || MAP_ROUTES[b].length - MAP_ROUTES[a].length || a - b)[0];
        return claim(board, r, plan.routes.filter((x) => x !== r));
      }
      // Nothing planned left: tickets while there are cars for them, else the routes worth most.
      if (plan.routes.length === 0 && view.ticketDeckSize > 0 && board.cars >= 9 && turns === null) return { type: 'drawTickets' };
      const spare = claimable.filter((r) => board.cars - MAP_ROUTES[r].length >= plan.cost && missing(subtractCounts(board.hand, possiblePayments(MAP_ROUTES[r], board.hand)[0]), plan.routes) === missing(board.hand, plan.routes));
      const worth = (r: number) => CLAIM_POINTS[MAP_ROUTES[r].length] + Math.min(wants[r], 12);
      const ranked = [...spare].sort((a, b) => worth(b) - worth(a) || a - b);
      if (ranked.length > 0 && (MAP_ROUTES[ranked[0]].length >= (plan.routes.length === 0 ? 3 : 4) || !canDraw)) {
        return claim(board, ranked[0], plan.routes);
      }
      if (canDraw) return drawFor(view, board, plan.routes.length > 0 ? plan : longRoutesPlan(board));
      if (claimable.length > 0) return claim(board, claimable[0], plan.routes);
      return view.ticketDeckSize > 0 ? { type: 'drawTickets' } : { type: 'pass' };
    }
    case 'OVER':
      throw new Error('no action once the game is over');
  }
}
