/**
 * Tricks: which cards may be played (digest §7, seed step 4 §1.2), which card wins (§8) and
 * what a trick is worth. Pure functions over plain values, so the Discord side and the AI can
 * use them on a seat's view as well as the engine on its state.
 */
import { beats, cardOrder, cardPoints, cardText, LAST_TRICK_BONUS, RANK_TABLE, rankOf, SUITS, suitOf, suitText, type Card, type Mode, type Suit } from './cards.ts';

/** Why a card in hand may not be played now (codes stay stable; texts come from the Discord side). */
export const CARD_REFUSALS = ['MUST_FOLLOW_SUIT', 'NO_UNDERTRUMP'] as const;
/** A code of `CARD_REFUSALS`. */
export type CardRefusalCode = (typeof CARD_REFUSALS)[number];

/**
 * A card refused by the playable-card rules, with what a text needs to explain it: the suit to
 * follow (and `orTrump` when a trump of the hand may be played instead), or the trump not to
 * under-trump.
 */
export type CardRefusal =
  | { readonly code: 'MUST_FOLLOW_SUIT'; readonly message: string; readonly suit: Suit; readonly orTrump?: true }
  | { readonly code: 'NO_UNDERTRUMP'; readonly message: string; readonly card: Card; readonly best: Card };

/** The best trump already in a trick, or null when there is none. */
export function bestTrump(trick: readonly Card[], trump: Mode): Card | null {
  let best: Card | null = null;
  for (const card of trick) if (suitOf(card) === trump && (best === null || beats(card, best, trump))) best = card;
  return best;
}

/** Whether a trump beats every trump already in the trick (any trump does when there is none). */
function isHigherTrump(card: Card, trick: readonly Card[], trump: Mode): boolean {
  const best = bestTrump(trick, trump);
  return suitOf(card) === trump && (best === null || beats(card, best, trump));
}

/**
 * The cards of a hand that may be played next in a trick (not full) in this call: the digest's
 * reference algorithm, in hand order. Without trump (Obenabe, Undenufe) no card is a trump, so
 * it comes down to following suit when possible.
 */
export function playableOf(hand: readonly Card[], trick: readonly Card[], trump: Mode): Card[] {
  if (trick.length === 0) return [...hand];
  const base = suitOf(trick[0]);
  const trumps = hand.filter((card) => suitOf(card) === trump);
  if (base === trump) {
    // Rules 7–9: follow trump, unless the only trump held is the jack (the Bauer need not follow).
    const onlyJack = trumps.length === 1 && rankOf(trumps[0]) === 'J';
    return trumps.length === 0 || onlyJack ? [...hand] : trumps;
  }
  const ofBase = hand.filter((card) => suitOf(card) === base);
  // Rule 4's exception (rule 6) is the last line: a hand of lower trumps only may under-trump.
  const allowed = hand.filter((card) =>
    suitOf(card) === trump ? isHigherTrump(card, trick, trump) : ofBase.length === 0 || suitOf(card) === base,
  );
  return allowed.length > 0 ? allowed : [...hand];
}

/**
 * Why a card of the hand may not be played next in the trick, or null when it may be. The card
 * is assumed to be in the hand (the engine checks that first).
 */
export function refusalOf(hand: readonly Card[], trick: readonly Card[], trump: Mode, card: Card): CardRefusal | null {
  const playable = playableOf(hand, trick, trump);
  if (playable.includes(card)) return null;
  const base = suitOf(trick[0]);
  if (base === trump || suitOf(card) !== trump) {
    // A trump may always be played instead of the suit led (when it is led, trumps are that suit).
    const orTrump = base !== trump && playable.some((c) => suitOf(c) === trump);
    return orTrump
      ? { code: 'MUST_FOLLOW_SUIT', message: `you must follow ${suitText(base)} or play a trump`, suit: base, orTrump }
      : { code: 'MUST_FOLLOW_SUIT', message: `you must follow ${suitText(base)}`, suit: base };
  }
  const best = bestTrump(trick, trump) ?? card;
  return {
    code: 'NO_UNDERTRUMP',
    message: `you may not under-trump: ${cardText(card)} is lower than ${cardText(best)}`,
    card,
    best,
  };
}

/** The index (0–3, in play order) of the card winning a non-empty trick so far. */
export function winningIndex(trick: readonly Card[], trump: Mode): number {
  if (trick.length === 0) throw new Error('an empty trick has no winner');
  let winner = 0;
  for (let i = 1; i < trick.length; i++) if (beats(trick[i], trick[winner], trump)) winner = i;
  return winner;
}

/** A trick's points: its cards, plus 5 when it is the last trick of the turn. */
export function trickPoints(trick: readonly Card[], trump: Mode, last: boolean): number {
  return trick.reduce((sum, card) => sum + cardPoints(card, trump), last ? LAST_TRICK_BONUS : 0);
}

/** Cards sorted for showing a hand: by suit in `SUITS` order, then by strength with this trump. */
export function sortedHand(hand: readonly Card[], trump: Mode | null): Card[] {
  const suitRank = (card: Card) => SUITS.indexOf(suitOf(card));
  const strength = (card: Card) => (trump === null ? RANK_TABLE[rankOf(card)].order : cardOrder(card, trump));
  return [...hand].sort((a, b) => suitRank(a) - suitRank(b) || strength(a) - strength(b));
}
