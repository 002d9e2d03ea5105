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

/** The two no-trump calls of the Schieber (digest §11b): top down and bottom up. */
export const NO_TRUMPS = ['obenabe', 'undenufe'] as const;
/** A no-trump call. */
export type NoTrump = (typeof NO_TRUMPS)[number];
/** The six calls a turn may be played in: a trump suit, Obenabe or Undenufe. */
export const MODES = [...SUITS, ...NO_TRUMPS] as const;
/** A turn's call: a trump suit, or one of the two no-trump modes. */
export type Mode = (typeof MODES)[number];

/** Whether a value is one of the six calls. */
export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

/** Whether a value is a no-trump call. */
export function isNoTrump(value: unknown): value is NoTrump {
  return value === 'obenabe' || value === 'undenufe';
}

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

/**
 * Order (1 lowest … 9 highest) and points of each rank in the two no-trump modes (digest §11b):
 * every suit is worth 38, the 8 counting 8; bottom up, the 6 is the best card and worth 11, the
 * ace the lowest and worth nothing.
 */
export const NO_TRUMP_TABLE = {
  obenabe: { '6': [1, 0], '7': [2, 0], '8': [3, 8], '9': [4, 0], '10': [5, 10], J: [6, 2], Q: [7, 3], K: [8, 4], A: [9, 11] },
  undenufe: { '6': [9, 11], '7': [8, 0], '8': [7, 8], '9': [6, 0], '10': [5, 10], J: [4, 2], Q: [3, 3], K: [2, 4], A: [1, 0] },
} as const satisfies Record<NoTrump, Record<Rank, readonly [order: number, points: number]>>;

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

/** A card's points in this call (a trump suit or a no-trump mode). */
export function cardPoints(card: Card, mode: Mode): number {
  if (isNoTrump(mode)) return NO_TRUMP_TABLE[mode][rankOf(card)][1];
  const row = RANK_TABLE[rankOf(card)];
  return suitOf(card) === mode ? row.trumpPoints : row.points;
}

/** A card's strength within its suit in this call (trump order for a trump, the mode's order without trump, natural order otherwise). */
export function cardOrder(card: Card, mode: Mode): number {
  if (isNoTrump(mode)) return NO_TRUMP_TABLE[mode][rankOf(card)][0];
  const row = RANK_TABLE[rankOf(card)];
  return suitOf(card) === mode ? row.trumpOrder : row.order;
}

/**
 * Whether card `x` beats card `y` in this call (digest §5, §11b): a partial order, two cards of
 * different non-trump suits beat neither each other. Without trump, only a higher card of the
 * same suit beats.
 */
export function beats(x: Card, y: Card, mode: Mode): boolean {
  const sx = suitOf(x);
  const sy = suitOf(y);
  if (isNoTrump(mode)) return sx === sy && cardOrder(x, mode) > cardOrder(y, mode);
  if (sx === mode) return sy !== mode || RANK_TABLE[rankOf(x)].trumpOrder > RANK_TABLE[rankOf(y)].trumpOrder;
  return sx === sy && RANK_TABLE[rankOf(x)].order > RANK_TABLE[rankOf(y)].order;
}

/** A suit as players read it: its symbol. */
export function suitText(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/** The symbols of the no-trump calls: an arrow down for top down, up for bottom up. */
export const NO_TRUMP_SYMBOLS = { obenabe: '⬇', undenufe: '⬆' } as const satisfies Record<NoTrump, string>;

/** A call as logs read it: the suit's symbol, or the no-trump mode's arrow. */
export function modeText(mode: Mode): string {
  return isNoTrump(mode) ? NO_TRUMP_SYMBOLS[mode] : SUIT_SYMBOLS[mode];
}

/** A card as players read it: its rank and suit symbol (`10♥`). */
export function cardText(card: Card): string {
  return `${rankOf(card)}${SUIT_SYMBOLS[suitOf(card)]}`;
}
