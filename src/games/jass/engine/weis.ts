/**
 * Weis (Schieber only, digest §11): the combinations of a dealt hand, their values, how two
 * are compared and which team scores them.
 */
import { cardOf, RANK_TABLE, RANKS, rankOf, SUITS, type Card, type Mode, type Rank, type Suit } from './cards.ts';

/** The kinds of Weis. */
export const WEIS_KINDS = ['sequence', 'four'] as const;
/** A kind of Weis. */
export type WeisKind = (typeof WEIS_KINDS)[number];

/** One Weis: its cards (natural order), value, top rank, and suit for a sequence. */
export interface Weis {
  readonly kind: WeisKind;
  readonly cards: readonly Card[];
  readonly points: number;
  /** The highest card's rank in natural order (a four of a kind's rank). */
  readonly top: Rank;
  /** A sequence's suit; null for a four of a kind. */
  readonly suit: Suit | null;
}

/** Value of a sequence by length (3, 4, 5 or more: the product caps runs at 100). */
export function sequencePoints(length: number): number {
  return length >= 5 ? 100 : length === 4 ? 50 : length === 3 ? 20 : 0;
}

/** Value of four of a kind by rank (6s, 7s and 8s count nothing). */
export const FOUR_POINTS = { '6': 0, '7': 0, '8': 0, '9': 150, '10': 100, J: 200, Q: 100, K: 100, A: 100 } as const satisfies Record<Rank, number>;

/** Every Weis of a hand: each maximal run of 3+ counted once at its full length, each scoring four of a kind. */
export function weisOf(hand: readonly Card[]): Weis[] {
  const held = new Set(hand);
  const found: Weis[] = [];
  for (const suit of SUITS) {
    let run: Card[] = [];
    // One step past the ace closes the last run.
    for (let i = 0; i <= RANKS.length; i++) {
      const card = i < RANKS.length ? cardOf(suit, RANKS[i]) : null;
      if (card !== null && held.has(card)) {
        run.push(card);
        continue;
      }
      if (run.length >= 3) found.push({ kind: 'sequence', cards: run, points: sequencePoints(run.length), top: rankOf(run[run.length - 1]), suit });
      run = [];
    }
  }
  for (const rank of RANKS) {
    const cards = SUITS.map((suit) => cardOf(suit, rank));
    if (FOUR_POINTS[rank] > 0 && cards.every((card) => held.has(card))) {
      found.push({ kind: 'four', cards, points: FOUR_POINTS[rank], top: rank, suit: null });
    }
  }
  return found;
}

/**
 * Compares two Weis in this call: positive when `a` is better, negative when `b` is, 0 when
 * only the seat order can tell them apart (rules 1–4 of the digest's comparison). Bottom up
 * (Undenufe) the lower top card wins step 3; without trump step 4 never applies.
 */
export function compareWeis(a: Weis, b: Weis, trump: Mode): number {
  if (a.points !== b.points) return a.points - b.points;
  if (a.cards.length !== b.cards.length) return a.cards.length - b.cards.length;
  if (a.top !== b.top) return (RANK_TABLE[a.top].order - RANK_TABLE[b.top].order) * (trump === 'undenufe' ? -1 : 1);
  const inTrump = (w: Weis) => (w.kind === 'sequence' && w.suit === trump ? 1 : 0);
  return inTrump(a) - inTrump(b);
}

/** The Weis a team scores at the end of a turn's first trick. */
export interface WeisAward {
  /** 0 for seats 1 and 3, 1 for seats 2 and 4. */
  readonly team: 0 | 1;
  /** The seat index holding the single best Weis. */
  readonly bestSeat: number;
  /** Every Weis of the team's two seats, by seat index. */
  readonly shown: readonly { readonly seat: number; readonly weis: Weis }[];
  readonly points: number;
}

/**
 * Which team scores Weis this turn: the one holding the single best Weis (ties go to the seat
 * that plays earlier in the first trick, from `leader`); null when nobody holds one.
 */
export function weisAward(dealt: readonly (readonly Card[])[], leader: number, trump: Mode): WeisAward | null {
  let best: { seat: number; weis: Weis } | null = null;
  for (let k = 0; k < 4; k++) {
    const seat = (leader + k) % 4;
    for (const weis of weisOf(dealt[seat])) {
      // Strictly better only: an equal Weis of a later seat loses (rule 5).
      if (best === null || compareWeis(weis, best.weis, trump) > 0) best = { seat, weis };
    }
  }
  if (best === null) return null;
  const team = (best.seat % 2) as 0 | 1;
  const shown = [team, team + 2].flatMap((seat) => weisOf(dealt[seat]).map((weis) => ({ seat, weis })));
  return { team, bestSeat: best.seat, shown, points: shown.reduce((sum, s) => sum + s.weis.points, 0) };
}
