/**
 * What a Schieber call tells of the hands that made it, for the hard AI's deals: the seat that
 * named the call held, before the turn's first card, the hand it was strongest in by the normal
 * AI's count (`bestTrump`), and a leader who pushed held no hand reaching the threshold. Deals
 * where another seat's hand (its cards left plus those it played this turn) says otherwise are
 * unlikely and may be dealt again. The reference player and the AI levels call this way; people
 * call their strongest hand too, if not by this exact count.
 */
import { NO_TRUMPS, RANKS, SUITS, type Card, type Mode } from '../engine/cards.ts';
import type { JassView } from '../engine/view.ts';
import { noTrumpStrength, PASS_BELOW, TRUMP_WEIGHT } from './normal.ts';
import { cardId, type TurnSim } from './turn-sim.ts';

const RANK_COUNT = RANKS.length;
const ACE_BIT = 1 << RANKS.indexOf('A');

/** The cards of one suit's mask (bit r: rank index r), as cards of that suit. */
function cardsOfMask(suit: number, mask: number): Card[] {
  return RANKS.filter((_, r) => (mask >> r) & 1).map((rank) => `${SUITS[suit]}${rank}` as Card);
}

/** Per suit mask: the count of `bestTrump` for that suit as trump, side aces left out. */
const TRUMP_STRENGTH = Array.from({ length: 1 << RANK_COUNT }, (_, mask) => cardsOfMask(0, mask).reduce((sum, card) => sum + TRUMP_WEIGHT[card.slice(1) as keyof typeof TRUMP_WEIGHT] + 2, 0));
/** Per suit mask and no-trump call: that suit's share of `noTrumpStrength` (the count adds up over suits). */
const NO_TRUMP_STRENGTH = NO_TRUMPS.map((mode) => Array.from({ length: 1 << RANK_COUNT }, (_, mask) => noTrumpStrength(cardsOfMask(0, mask), mode)));

/** The call a hand of four suit masks would make and its strength, as `bestTrump` counts (the same order, the first best kept). */
export function bestCallOfMasks(hand: ArrayLike<number>): { mode: number; strength: number } {
  let aces = 0;
  for (let s = 0; s < 4; s++) if (hand[s] & ACE_BIT) aces++;
  let mode = 0;
  let best = -1;
  for (let s = 0; s < 4; s++) {
    const strength = TRUMP_STRENGTH[hand[s]] + 3 * (aces - (hand[s] & ACE_BIT ? 1 : 0));
    if (strength > best) [mode, best] = [s, strength];
  }
  for (let m = 0; m < NO_TRUMPS.length; m++) {
    let strength = 0;
    for (let s = 0; s < 4; s++) strength += NO_TRUMP_STRENGTH[m][hand[s]];
    if (strength > best) [mode, best] = [4 + m, strength];
  }
  return { mode, strength: best };
}

/** A call's index in the order `bestCallOfMasks` gives it: the four suits, then Obenabe and Undenufe. */
function modeIndex(mode: Mode): number {
  const suit = SUITS.indexOf(mode as (typeof SUITS)[number]);
  return suit >= 0 ? suit : 4 + NO_TRUMPS.indexOf(mode as (typeof NO_TRUMPS)[number]);
}

/**
 * A test of dealt positions against the turn's call, or null when the call tells nothing the
 * deals could use (the course variant's drawn trump, or the view's own seat made every choice).
 */
export function callCheck(view: JassView): ((sim: TurnSim) => boolean) | null {
  const turn = view.turns[view.turn];
  if (view.variant !== 'schieber' || view.trump === null || turn?.chooser == null) return null;
  const me = view.players.indexOf(view.seat);
  const chooser = view.players.indexOf(turn.chooser);
  const leader = view.players.indexOf(turn.leader);
  const pushed = chooser !== leader;
  const mode = modeIndex(view.trump);
  if (chooser === me && (!pushed || leader === me)) return null;
  // The cards each seat played this turn, as suit masks: with the hand dealt, its hand at the call.
  const played = new Int32Array(16);
  for (const trick of [...view.tricks.filter((t) => t.turn === view.turn).map((t) => t.cards), view.trick]) {
    for (const { seat, card } of trick) {
      const id = cardId(card);
      played[view.players.indexOf(seat) * 4 + ((id / RANK_COUNT) | 0)] |= 1 << id % RANK_COUNT;
    }
  }
  const hand = new Int32Array(4);
  const handAtCall = (sim: TurnSim, seat: number) => {
    for (let s = 0; s < 4; s++) hand[s] = sim.hands[seat * 4 + s] | played[seat * 4 + s];
    return bestCallOfMasks(hand);
  };
  return (sim) => {
    if (chooser !== me) {
      const call = handAtCall(sim, chooser);
      if (call.mode !== mode || (!pushed && call.strength < PASS_BELOW)) return false;
    }
    return !pushed || leader === me || handAtCall(sim, leader).strength < PASS_BELOW;
  };
}
