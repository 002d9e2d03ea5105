/**
 * Jass cards in the project's own notation (rules digest §1, §4): suit letter then rank,
 * `SA`, `H10`, `D7`, `CJ`. The tables below are the project's own transcription of the
 * order and points of each rank, with and without trump.
 */

/** The four suits, in the order the project lists them: spades, hearts, diamonds, clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/** A suit letter. */
export type Suit = (typeof SUITS)[number];

/** The nine ranks, in natural (non-trump) order, lowest first. */
export const RANKS = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** A rank. */
export type Rank = (typeof RANKS)[number];

/** A card: suit letter then rank (`H10`). */
export type Card = `${Suit}${Rank}`;

/** The French suit symbols players read (the Discord side may draw Swiss-German suits instead). */
export const SUIT_SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const satisfies Record<Suit, string>;

/**
 * Order (1 lowest … 9 highest) and points of each rank, without trump and in the trump suit
 * (digest §4). Only the jack (Bauer) and the nine (Nell) change points with trump.
 */
export const RANK_TABLE = {
  '6': { order: 1, points: 0, trumpOrder: 1, trumpPoints: 0 },
  '7': { order: 2, points: 0, trumpOrder: 2, trumpPoints: 0 },
  '8': { order: 3, points: 0, trumpOrder: 3, trumpPoints: 0 },
  '9': { order: 4, points: 0, trumpOrder: 8, trumpPoints: 14 },
  '10': { order: 5, points: 10, trumpOrder: 4, trumpPoints: 10 },
  J: { order: 6, points: 2, trumpOrder: 9, trumpPoints: 20 },
  Q: { order: 7, points: 3, trumpOrder: 5, trumpPoints: 3 },
  K: { order: 8, points: 4, trumpOrder: 6, trumpPoints: 4 },
  A: { order: 9, points: 11, trumpOrder: 7, trumpPoints: 11 },
} as const satisfies Record<Rank, { order: number; points: number; trumpOrder: number; trumpPoints: number }>;

/** Extra points of the last trick of a turn ("5 de der"). */
export const LAST_TRICK_BONUS = 5;
/** Extra points of a team that takes all nine tricks of a turn (a "match"). */
export const MATCH_BONUS = 100;
/** Cards per hand, tricks per turn. */
export const HAND_SIZE = 9;

/** The 36 cards, suit by suit in `SUITS` order, ranks in natural order. */
export const DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${suit}${rank}`));

const CARD_SET: ReadonlySet<string> = new Set(DECK);

/** Whether a value is a card in canonical notation. */
export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && CARD_SET.has(value);
}

/** Whether a value is a suit letter. */
export function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value);
}

/** A card's suit. */
export function suitOf(card: Card): Suit {
  return card[0] as Suit;
}

/** A card's rank. */
export function rankOf(card: Card): Rank {
  return card.slice(1) as Rank;
}

/** The card of a suit and rank. */
export function cardOf(suit: Suit, rank: Rank): Card {
  return `${suit}${rank}`;
}

/** A card's points with this trump. */
export function cardPoints(card: Card, trump: Suit): number {
  const row = RANK_TABLE[rankOf(card)];
  return suitOf(card) === trump ? row.trumpPoints : row.points;
}

/** A card's strength within its suit with this trump (trump order for a trump, natural order otherwise). */
export function cardOrder(card: Card, trump: Suit): number {
  const row = RANK_TABLE[rankOf(card)];
  return suitOf(card) === trump ? row.trumpOrder : row.order;
}

/**
 * Whether card `x` beats card `y` with this trump (digest §5): a partial order, two cards of
 * different non-trump suits beat neither each other.
 */
export function beats(x: Card, y: Card, trump: Suit): boolean {
  const sx = suitOf(x);
  const sy = suitOf(y);
  if (sx === trump) return sy !== trump || RANK_TABLE[rankOf(x)].trumpOrder > RANK_TABLE[rankOf(y)].trumpOrder;
  return sx === sy && RANK_TABLE[rankOf(x)].order > RANK_TABLE[rankOf(y)].order;
}

/** A suit as players read it: its symbol. */
export function suitText(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/** A card as players read it: its rank and suit symbol (`10♥`). */
export function cardText(card: Card): string {
  return `${rankOf(card)}${SUIT_SYMBOLS[suitOf(card)]}`;
}
