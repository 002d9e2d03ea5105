/**
 * The normal AI: rules of thumb Jass players use, from the seat's view alone. It counts the
 * cards seen this turn to know which cards are masters (no unseen card can beat them), does not
 * overtake a partner who wins the trick and gives that partner points, takes a valuable trick
 * from an opponent (with a trump if it must), leads masters and draws trumps with the master
 * trump, and in Schieber names the call its hand is strongest in (a suit, Obenabe for a hand of
 * aces and kings, Undenufe for one of sixes and sevens) or passes a weak hand.
 */
import { beats, cardOrder, cardPoints, DECK, NO_TRUMPS, RANKS, rankOf, SUITS, suitOf, type Card, type Mode, type NoTrump } from '../engine/cards.ts';
import { callAction, type JassAction } from '../engine/record.ts';
import { winningIndex } from '../engine/trick.ts';
import type { JassView } from '../engine/view.ts';

/** Trump strength of each rank when choosing trump: the Bauer and the Nell count most. */
export const TRUMP_WEIGHT = { '6': 1, '7': 1, '8': 1, '9': 7, '10': 2, J: 10, Q: 2, K: 3, A: 4 } as const;
/** Below this, the leader passes the choice to its partner. */
export const PASS_BELOW = 22;
/** A trick worth at least this is worth a trump to take from an opponent. */
const VALUABLE = 10;

/** Strength of a no-trump hand per card of a suit's unbroken run from the top of the mode's order (each a sure trick). */
const RUN_WEIGHT = 7;
/** Strength of each further card of a suit headed by such a run (it becomes master once the run is played). */
const LENGTH_WEIGHT = 2;

/** How strong a hand is with a no-trump call: its suits' sure tricks from the top of the mode's order, and their length. */
export function noTrumpStrength(hand: readonly Card[], mode: NoTrump): number {
  // The mode's order, best first: A K Q … top down, 6 7 8 … bottom up.
  const ranks = mode === 'obenabe' ? [...RANKS].reverse() : [...RANKS];
  let strength = 0;
  for (const suit of SUITS) {
    const held = ranks.map((rank) => hand.includes(`${suit}${rank}`));
    const run = held.indexOf(false) < 0 ? held.length : held.indexOf(false);
    const count = held.filter(Boolean).length;
    strength += RUN_WEIGHT * run + (run > 0 ? LENGTH_WEIGHT * (count - run) : 0);
  }
  return strength;
}

/** The call a hand would rather make (a trump suit, Obenabe or Undenufe), and how strong the hand is with it. */
export function bestTrump(hand: readonly Card[]): { mode: Mode; strength: number } {
  let best: { mode: Mode; strength: number } = { mode: SUITS[0], strength: -1 };
  for (const suit of SUITS) {
    const trumps = hand.filter((card) => suitOf(card) === suit);
    const sideAces = hand.filter((card) => suitOf(card) !== suit && rankOf(card) === 'A').length;
    const strength = trumps.reduce((sum, card) => sum + TRUMP_WEIGHT[rankOf(card)], 0) + 2 * trumps.length + 3 * sideAces;
    if (strength > best.strength) best = { mode: suit, strength };
  }
  for (const mode of NO_TRUMPS) {
    const strength = noTrumpStrength(hand, mode);
    if (strength > best.strength) best = { mode, strength };
  }
  return best;
}

/** The normal AI's action for the seat of the view. */
export function normalAction(view: JassView): JassAction {
  if (view.phase === 'trump') {
    const { mode, strength } = bestTrump(view.hand);
    return !view.passed && strength < PASS_BELOW ? { type: 'pass' } : callAction(mode);
  }
  return { type: 'play', card: normalCard(view) };
}

/** What the seat knows of the cards this turn. */
interface Knowledge {
  readonly trump: Mode;
  /** Cards that may still be in another hand. */
  readonly unseen: ReadonlySet<Card>;
}

function knowledgeOf(view: JassView, trump: Mode): Knowledge {
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
function lowest(cards: readonly Card[], trump: Mode): Card {
  const cost = (card: Card) => (suitOf(card) === trump ? 100 : 0) + cardPoints(card, trump) * 2 + cardOrder(card, trump);
  return [...cards].sort((a, b) => cost(a) - cost(b))[0];
}

/** The card to give a partner who takes the trick: most points, not a trump if it can be helped. */
function richest(cards: readonly Card[], trump: Mode): Card {
  const worth = (card: Card) => (suitOf(card) === trump ? -100 : 0) + cardPoints(card, trump) * 2 - cardOrder(card, trump) / 10;
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
  const partner = view.players[(view.players.indexOf(view.seat) + 2) % 4];
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
