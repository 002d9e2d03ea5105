/**
 * The hard AI's discard signal, a convention between partners who both play it ("verwerfen"):
 * a seat that cannot follow the led suit and throws away a card worth nothing (not a trump)
 * throws the weakest such card of the side suit whose best card still out it holds (a "bock"),
 * the longest such suit first; holding none, of its shortest side suit (towards a void). Which
 * blank card to throw matters little to the trick, and the partner reads the choice: the dealer
 * keeps the deals in which the partner's hand at that moment would have thrown the card it did.
 * Cards are the simulator's (`turn-sim.ts`): suit masks of rank bits.
 */
import { RANKS, type Card, type Mode } from '../engine/cards.ts';
import type { JassView } from '../engine/view.ts';
import { cardId, cardOfId, TurnSim, type CardId } from './turn-sim.ts';

const RANK_COUNT = RANKS.length;

/** Per mode (0: a trump suit's side suits, 1: Obenabe, 2: Undenufe), the rank indices strongest first. */
const STRONGEST_FIRST = [0, 1, 2].map((mode) => {
  const probe = new TurnSim();
  probe.trump = -1;
  probe.noTrump = mode;
  return RANKS.map((_, r) => r).sort((a, b) => probe.strengthOf(b) - probe.strengthOf(a));
});
/** Per mode, the mask of the side-suit ranks worth no points. */
const BLANK = [0, 1, 2].map((mode) => {
  const probe = new TurnSim();
  probe.trump = -1;
  probe.noTrump = mode;
  return RANKS.reduce((mask, _, r) => (probe.pointsOf(r) === 0 ? mask | (1 << r) : mask), 0);
});

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The card the convention throws from a hand (four suit masks) that cannot follow suit `lead`,
 * `gone` the cards played this turn before it (four suit masks), or -1 if the hand holds no blank
 * side card of another suit.
 */
export function signalCard(hand: ArrayLike<number>, gone: ArrayLike<number>, lead: number, trump: number, noTrump: number): CardId {
  const order = STRONGEST_FIRST[noTrump];
  const blank = BLANK[noTrump];
  let bockSuit = -1;
  let bockBlanks = 0;
  let shortSuit = -1;
  for (let s = 0; s < 4; s++) {
    if (s === lead || s === trump || (hand[s] & blank) === 0) continue;
    let master = 0;
    for (const r of order) {
      if ((gone[s] & (1 << r)) === 0) {
        master = 1 << r;
        break;
      }
    }
    const blanks = hand[s] & blank & ~master;
    if ((hand[s] & master) !== 0 && blanks !== 0 && (bockSuit < 0 || bits(hand[s]) > bits(hand[bockSuit]))) {
      bockSuit = s;
      bockBlanks = blanks;
    }
    if (shortSuit < 0 || bits(hand[s]) < bits(hand[shortSuit])) shortSuit = s;
  }
  const suit = bockSuit >= 0 ? bockSuit : shortSuit;
  if (suit < 0) return -1;
  const blanks = bockSuit >= 0 ? bockBlanks : hand[suit] & blank;
  for (let i = order.length - 1; i >= 0; i--) if (blanks & (1 << order[i])) return suit * RANK_COUNT + order[i];
  return -1;
}

/** Whether card `x` beats card `y` (both non-trump or trump ids) in the mode of `mode`. */
function beatsIn(mode: TurnSim, x: CardId, y: CardId): boolean {
  const sx = (x / RANK_COUNT) | 0;
  const sy = (y / RANK_COUNT) | 0;
  if (sx === mode.trump) return sy !== mode.trump || mode.strengthOf(x) > mode.strengthOf(y);
  return sx === sy && mode.strengthOf(x) > mode.strengthOf(y);
}

/** Whether the hand holds the best card still out of a side suit other than `except`. */
function holdsBock(hand: ArrayLike<number>, gone: ArrayLike<number>, except: number, trump: number, noTrump: number): boolean {
  const order = STRONGEST_FIRST[noTrump];
  for (let s = 0; s < 4; s++) {
    if (s === except || s === trump) continue;
    for (const r of order) {
      if ((gone[s] & (1 << r)) !== 0) continue;
      if ((hand[s] & (1 << r)) !== 0) return true;
      break;
    }
  }
  return false;
}

/**
 * The card the convention plays in place of `chosen` from `hand` (four suit masks, `chosen`
 * still in it), `gone` the cards played this turn before it and `trick` the trick so far (at
 * least its lead): `chosen` itself unless it is a blank card the convention picks among.
 * - a blank side card off the led suit: `signalCard`;
 * - a blank card of a led side suit that cannot take the trick, with other such cards in hand:
 *   the highest of them if the hand holds a bock of another side suit, else the lowest.
 */
export function conventionCard(hand: ArrayLike<number>, gone: ArrayLike<number>, trick: ArrayLike<number>, trickLength: number, mode: TurnSim, chosen: CardId): CardId {
  if (trickLength === 0) return chosen;
  const suit = (chosen / RANK_COUNT) | 0;
  const lead = (trick[0] / RANK_COUNT) | 0;
  if (suit === mode.trump || mode.pointsOf(chosen) !== 0) return chosen;
  if (suit !== lead) {
    const signal = signalCard(hand, gone, lead, mode.trump, mode.noTrump);
    return signal < 0 ? chosen : signal;
  }
  if (!FOLLOW_SIGNALS || lead === mode.trump) return chosen;
  let winning = trick[0];
  for (let i = 1; i < trickLength; i++) if (beatsIn(mode, trick[i], winning)) winning = trick[i];
  const order = STRONGEST_FIRST[mode.noTrump];
  let options = 0;
  for (const r of order) {
    const bit = 1 << r;
    if ((hand[suit] & bit) !== 0 && (BLANK[mode.noTrump] & bit) !== 0) {
      if (beatsIn(mode, suit * RANK_COUNT + r, winning)) return chosen;
      options |= bit;
    }
  }
  if (bits(options) < 2) return chosen;
  const high = holdsBock(hand, gone, suit, mode.trump, mode.noTrump);
  const ranks = high ? order : [...order].reverse();
  for (const r of ranks) if (options & (1 << r)) return suit * RANK_COUNT + r;
  return chosen;
}

const FOLLOW_SIGNALS = process.env.JASS_SIG_B === '1';

/** The cards of this turn's tricks (the one under way last), in play order, with their seat indices. */
function turnTricks(view: JassView): { readonly seat: number; readonly card: CardId }[][] {
  const tricks = [...view.tricks.filter((t) => t.turn === view.turn).map((t) => t.cards), view.trick];
  return tricks.map((cards) => cards.map(({ seat, card }) => ({ seat: view.players.indexOf(seat), card: cardId(card) })));
}

function add(masks: Int32Array, card: CardId): void {
  masks[(card / RANK_COUNT) | 0] |= 1 << card % RANK_COUNT;
}

function modeOf(trump: Mode): TurnSim {
  const mode = new TurnSim();
  mode.setMode(trump, 1);
  return mode;
}

/** The card the seat of the view plays by the convention in place of `chosen` (often `chosen` itself). */
export function signalled(view: JassView, chosen: Card): Card {
  const trump = view.trump;
  if (trump === null || view.trick.length === 0) return chosen;
  const hand = new Int32Array(4);
  for (const card of view.hand) add(hand, cardId(card));
  const gone = new Int32Array(4);
  for (const trick of turnTricks(view)) for (const { card } of trick) add(gone, card);
  const trick = view.trick.map(({ card }) => cardId(card));
  const card = cardOfId(conventionCard(hand, gone, trick, trick.length, modeOf(trump), cardId(chosen)));
  return view.playable.includes(card) ? card : chosen;
}

/**
 * A test of dealt positions against the partner's signals this turn (the partner playing the
 * convention): each card it played after the lead is the one the convention would have played
 * from its hand then. Null when none of its cards this turn could have been a signal.
 */
export function signalCheck(view: JassView): ((sim: TurnSim) => boolean) | null {
  const trump = view.trump;
  if (trump === null) return null;
  const mode = modeOf(trump);
  const me = view.players.indexOf(view.seat);
  const partner = (me + 2) & 3;
  const events: { gone: Int32Array; later: Int32Array; trick: Int32Array; card: CardId }[] = [];
  const gone = new Int32Array(4);
  for (const cards of turnTricks(view)) {
    cards.forEach(({ seat, card }, i) => {
      if (seat === partner && i > 0 && ((card / RANK_COUNT) | 0) !== mode.trump && mode.pointsOf(card) === 0) {
        events.push({ gone: Int32Array.from(gone), later: new Int32Array(4), trick: Int32Array.from(cards.slice(0, i), (c) => c.card), card });
      }
      if (seat === partner) for (const event of events) add(event.later, card);
      add(gone, card);
    });
  }
  if (events.length === 0) return null;
  const hand = new Int32Array(4);
  return (sim) => {
    for (const event of events) {
      for (let s = 0; s < 4; s++) hand[s] = sim.hands[partner * 4 + s] | event.later[s];
      if (conventionCard(hand, event.gone, event.trick, event.trick.length, mode, event.card) !== event.card) return false;
    }
    return true;
  };
}
