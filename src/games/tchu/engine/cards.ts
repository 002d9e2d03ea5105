import { CAR_COLORS, CARDS, LOCOMOTIVE, type Card, type CarColor } from '../data/cards.ts';
import type { Route } from './map.ts';

/** Numbers of cards by kind, indexed like {@link CARDS} (8 colours, then locomotives). */
export type CardCounts = readonly number[];

/** Cards as JSON names them: `{"RED": 2, "LOCOMOTIVE": 1}` (absent kinds are zero). */
export type CardBag = Partial<Record<Card, number>>;

/** No card at all. */
export const NO_CARDS: CardCounts = CARDS.map(() => 0);

/** The counts of a list of cards. */
export function countsOf(cards: readonly Card[]): CardCounts {
  const counts = [...NO_CARDS];
  for (const card of cards) counts[CARDS.indexOf(card)]++;
  return counts;
}

/** The counts of a bag. */
export function bagCounts(bag: CardBag): CardCounts {
  return CARDS.map((card) => bag[card] ?? 0);
}

/** The bag of counts (kinds with zero left out, in card order). */
export function countsBag(counts: CardCounts): CardBag {
  const bag: CardBag = {};
  counts.forEach((n, i) => {
    if (n > 0) bag[CARDS[i]] = n;
  });
  return bag;
}

/** The sum of two counts. */
export function addCounts(a: CardCounts, b: CardCounts): CardCounts {
  return a.map((n, i) => n + b[i]);
}

/** The counts of `a` less `b` (the caller checks {@link containsCounts} first). */
export function subtractCounts(a: CardCounts, b: CardCounts): CardCounts {
  return a.map((n, i) => n - b[i]);
}

/** Whether `a` holds at least the cards of `b`. */
export function containsCounts(a: CardCounts, b: CardCounts): boolean {
  return a.every((n, i) => n >= b[i]);
}

/** Whether two counts are equal. */
export function sameCounts(a: CardCounts, b: CardCounts): boolean {
  return a.every((n, i) => n === b[i]);
}

/** The number of cards. */
export function cardTotal(counts: CardCounts): number {
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The list of cards of some counts, in card order. */
export function countsList(counts: CardCounts): Card[] {
  return counts.flatMap((n, i) => Array<Card>(n).fill(CARDS[i]));
}

function payment(color: CarColor | null, colored: number, locomotives: number): CardCounts {
  const counts = [...NO_CARDS];
  if (color !== null && colored > 0) counts[CAR_COLORS.indexOf(color)] = colored;
  counts[LOCOMOTIVE] = locomotives;
  return counts;
}

/**
 * Every set of cards that pays a route, whatever the hand: listed by number of locomotives
 * (fewest first), then by colour order. Locomotives are only allowed on tunnels (the course).
 */
export function routePayments(route: Route): CardCounts[] {
  const n = route.length;
  const colors: readonly CarColor[] = route.color === null ? CAR_COLORS : [route.color];
  const options: CardCounts[] = [];
  const maxLocomotives = route.level === 'TUNNEL' ? n : 0;
  for (let k = 0; k <= maxLocomotives; k++) {
    if (k === n) options.push(payment(null, 0, n));
    else for (const color of colors) options.push(payment(color, n - k, k));
  }
  return options;
}

/** The ways a hand can pay a route, in the order of {@link routePayments}. */
export function possiblePayments(route: Route, hand: CardCounts): CardCounts[] {
  return routePayments(route).filter((option) => containsCounts(hand, option));
}

/** The colour paid with (null when the cards are all locomotives). */
export function paidColor(cards: CardCounts): CarColor | null {
  const i = cards.findIndex((n, kind) => kind !== LOCOMOTIVE && n > 0);
  return i < 0 ? null : CAR_COLORS[i];
}

/**
 * The additional cost of a tunnel: the drawn cards that are locomotives or of the colour paid
 * with (only locomotives when the initial cards are all locomotives).
 */
export function additionalCost(initial: CardCounts, drawn: readonly Card[]): number {
  const color = paidColor(initial);
  return drawn.filter((card) => card === 'LOCOMOTIVE' || card === color).length;
}

/**
 * The sets of additional cards that pay a tunnel's additional cost, from the cards left in hand
 * once the initial ones are set aside: of the colour paid with and/or locomotives (only
 * locomotives after an all-locomotive payment), fewest locomotives first.
 */
export function possibleAdditionalPayments(initial: CardCounts, cost: number, handLeft: CardCounts): CardCounts[] {
  if (cost <= 0) return [];
  const color = paidColor(initial);
  const options: CardCounts[] = [];
  for (let k = color === null ? cost : 0; k <= cost; k++) options.push(payment(color, cost - k, k));
  return options.filter((option) => containsCounts(handLeft, option));
}
