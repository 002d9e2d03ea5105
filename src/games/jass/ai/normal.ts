/**
 * The normal AI: rules of thumb Jass players use, from the seat's view alone. It counts the
 * cards seen this turn to know which cards are masters (no unseen card can beat them), does not
 * overtake a partner who wins the trick and gives that partner points, takes a valuable trick
 * from an opponent (with a trump if it must), leads masters and draws trumps with the master
 * trump, and in Schieber names the suit its hand is strongest in or passes a weak hand.
 */
import { beats, cardOrder, cardPoints, DECK, RANK_TABLE, rankOf, SUITS, suitOf, type Card, type Suit } from '../engine/cards.ts';
import { SEATS, type JassAction } from '../engine/record.ts';
import { winningIndex } from '../engine/trick.ts';
import type { JassView } from '../engine/view.ts';

/** Trump strength of each rank when choosing trump: the Bauer and the Nell count most. */
const TRUMP_WEIGHT = { '6': 1, '7': 1, '8': 1, '9': 7, '10': 2, J: 10, Q: 2, K: 3, A: 4 } as const;
/** Below this, the leader passes the choice to its partner. */
const PASS_BELOW = 22;
/** A trick worth at least this is worth a trump to take from an opponent. */
const VALUABLE = 10;

/** The suit a hand would rather have as trump, and how strong the hand is with it. */
export function bestTrump(hand: readonly Card[]): { suit: Suit; strength: number } {
  let best: { suit: Suit; strength: number } = { suit: SUITS[0], strength: -1 };
  for (const suit of SUITS) {
    const trumps = hand.filter((card) => suitOf(card) === suit);
    const sideAces = hand.filter((card) => suitOf(card) !== suit && rankOf(card) === 'A').length;
    const strength = trumps.reduce((sum, card) => sum + TRUMP_WEIGHT[rankOf(card)], 0) + 2 * trumps.length + 3 * sideAces;
    if (strength > best.strength) best = { suit, strength };
  }
  return best;
}

/** The normal AI's action for the seat of the view. */
export function normalAction(view: JassView): JassAction {
  if (view.phase === 'trump') {
    const { suit, strength } = bestTrump(view.hand);
    return !view.passed && strength < PASS_BELOW ? { type: 'pass' } : { type: 'trump', suit };
  }
  return { type: 'play', card: normalCard(view) };
}

/** What the seat knows of the cards this turn. */
interface Knowledge {
  readonly trump: Suit;
  /** Cards that may still be in another hand. */
  readonly unseen: ReadonlySet<Card>;
}

function knowledgeOf(view: JassView, trump: Suit): Knowledge {
  const gone = new Set<Card>(view.hand);
  for (const trick of view.tricks) if (trick.turn === view.turn) for (const played of trick.cards) gone.add(played.card);
  for (const played of view.trick) gone.add(played.card);
  return { trump, unseen: new Set(DECK.filter((card) => !gone.has(card))) };
}

/** Whether no card that may still be in another hand beats this one in its own suit. */
function isMaster(card: Card, k: Knowledge): boolean {
  for (const other of k.unseen) if (suitOf(other) === suitOf(card) && beats(other, card, k.trump)) return false;
  return true;
}

/** The card to throw away: no points, low, and not a trump if it can be helped. */
function lowest(cards: readonly Card[], trump: Suit): Card {
  const cost = (card: Card) => (suitOf(card) === trump ? 100 : 0) + cardPoints(card, trump) * 2 + cardOrder(card, trump);
  return [...cards].sort((a, b) => cost(a) - cost(b))[0];
}

/** The card to give a partner who takes the trick: most points, not a trump if it can be helped. */
function richest(cards: readonly Card[], trump: Suit): Card {
  const worth = (card: Card) => (suitOf(card) === trump ? -100 : 0) + cardPoints(card, trump) * 2 - RANK_TABLE[rankOf(card)].order / 10;
  return [...cards].sort((a, b) => worth(b) - worth(a))[0];
}

function normalCard(view: JassView): Card {
  const trump = view.trump;
  if (trump === null || view.playable.length === 0) throw new Error(`${view.seat} has no card to play`);
  const playable = view.playable;
  if (playable.length === 1) return playable[0];
  const k = knowledgeOf(view, trump);
  if (view.trick.length === 0) return lead(view, playable, k);

  const trick = view.trick.map((p) => p.card);
  const winning = winningIndex(trick, trump);
  const best = trick[winning];
  const partner = SEATS[(SEATS.indexOf(view.seat) + 2) % 4];
  const last = trick.length === 3;
  const value = trick.reduce((sum, card) => sum + cardPoints(card, trump), view.trickIndex === 8 ? 5 : 0);
  const overtaking = playable.filter((card) => beats(card, best, trump));
  const keeping = playable.filter((card) => !beats(card, best, trump));

  if (view.trick[winning].seat === partner) {
    // A partner's master card (or the last seat's view) keeps the trick: feed it, never overtake it.
    const safe = last || isMaster(best, k);
    if (keeping.length > 0) return safe ? richest(keeping, trump) : lowest(keeping, trump);
    return lowest(playable, trump);
  }
  if (overtaking.length > 0) {
    const following = overtaking.filter((card) => suitOf(card) !== trump);
    const trumps = overtaking.filter((card) => suitOf(card) === trump);
    if (last) {
      // Last to play: take with the richest card that wins, with the cheapest trump if the trick is worth it.
      if (following.length > 0) return richest(following, trump);
      if (value >= VALUABLE || view.trickIndex === 8) return lowest(trumps, trump);
    } else {
      const masters = following.filter((card) => isMaster(card, k));
      if (masters.length > 0) return richest(masters, trump);
      if (trumps.length > 0 && (value >= VALUABLE || suitOf(trick[0]) === trump)) {
        const masterTrumps = trumps.filter((card) => isMaster(card, k));
        return masterTrumps.length > 0 && value >= VALUABLE ? masterTrumps[0] : lowest(trumps, trump);
      }
    }
  }
  return lowest(keeping.length > 0 ? keeping : playable, trump);
}

/** The card to lead: the master trump while others may hold trumps, else a master, else a low card. */
function lead(view: JassView, playable: readonly Card[], k: Knowledge): Card {
  const trump = k.trump;
  const trumps = playable.filter((card) => suitOf(card) === trump);
  const othersHoldTrumps = [...k.unseen].some((card) => suitOf(card) === trump);
  const masterTrump = trumps.find((card) => isMaster(card, k));
  if (masterTrump !== undefined && othersHoldTrumps && trumps.length >= 2) return masterTrump;
  const masters = playable.filter((card) => suitOf(card) !== trump && isMaster(card, k));
  if (masters.length > 0) return richest(masters, trump);
  return lowest(playable, trump);
}
