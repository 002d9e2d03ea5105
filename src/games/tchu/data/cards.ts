/** The 8 car colours, in the order the course lists options in. */
export const CAR_COLORS = ['BLACK', 'VIOLET', 'BLUE', 'GREEN', 'YELLOW', 'ORANGE', 'RED', 'WHITE'] as const;
/** A car colour (of a card or a coloured route). */
export type CarColor = (typeof CAR_COLORS)[number];

/** Every kind of card: the 8 colours, then the locomotive (which stands for any colour on a tunnel). */
export const CARDS = [...CAR_COLORS, 'LOCOMOTIVE'] as const;
/** A kind of card. */
export type Card = (typeof CARDS)[number];

/** Index of the locomotive in {@link CARDS}. */
export const LOCOMOTIVE = 8;

/** Cards of each colour. */
export const CARDS_PER_COLOR = 12;
/** Locomotive cards. */
export const LOCOMOTIVE_CARDS = 14;
/** Cards in the game (8 × 12 + 14). */
export const TOTAL_CARDS = CAR_COLORS.length * CARDS_PER_COLOR + LOCOMOTIVE_CARDS;
/** Cars each player starts with. */
export const INITIAL_CARS = 40;
/** Cards dealt to each player. */
export const INITIAL_CARDS = 4;
/** Tickets dealt to each player, of which they keep at least {@link MIN_INITIAL_TICKETS}. */
export const INITIAL_TICKETS = 5;
/** Tickets each player keeps at least from the first deal. */
export const MIN_INITIAL_TICKETS = 3;
/** Tickets drawn in a turn, of which the player keeps at least one. */
export const DRAWN_TICKETS = 3;
/** Face-up card slots. */
export const FACE_UP_SLOTS = 5;
/** Cards turned over from the deck when claiming a tunnel. */
export const TUNNEL_CARDS = 3;
/** Cards the deck and discard must hold together for a player to draw cards. */
export const MIN_CARDS_TO_DRAW = 5;
/** A player ending a turn with this many cars or fewer starts the last round. */
export const LAST_ROUND_CARS = 2;
/** Claim points by route length (index = length). */
export const CLAIM_POINTS = [0, 1, 2, 4, 7, 10, 15] as const;
/** Bonus for the longest trail. */
export const LONGEST_TRAIL_BONUS = 10;

/** The 110 cards, sorted: 12 of each colour in colour order, then the 14 locomotives. */
export function allCards(): Card[] {
  const cards: Card[] = [];
  for (const color of CAR_COLORS) for (let i = 0; i < CARDS_PER_COLOR; i++) cards.push(color);
  for (let i = 0; i < LOCOMOTIVE_CARDS; i++) cards.push('LOCOMOTIVE');
  return cards;
}
