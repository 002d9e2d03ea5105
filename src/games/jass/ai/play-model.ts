/**
 * A model of how strong players choose a card: a softmax (multinomial logit) over simple features
 * of each playable card, its weights fitted offline on recorded play (`tools/play-model-fit.ts`;
 * the table below says on which). The bot never fits at run time.
 *
 * The features read only what the seat playing knows: its own hand, the cards played and the
 * cards still out (every hand of the simulator together), so the same code scores a card in a
 * recorded game and in a deal of the unseen cards.
 */
import { RANKS } from '../engine/cards.ts';
import type { TurnSim, CardId } from './turn-sim.ts';

const RANK_COUNT = RANKS.length;

/** The features' names, in the order of the weights. Follow features are 0 on a lead, lead features 0 when following. */
export const FEATURES = [
  'takes', // follows: the card takes the trick over
  'cheapestTaker', // the cheapest card (points, then strength) that takes it
  'ruffs', // a trump on a side suit's lead
  'overPartner', // takes it from a partner who was winning
  'pointsOnPartner', // points ÷ 10 on a partner's winning card (without taking it)
  'pointsOnOpponent', // points ÷ 10 on an opponent's winning card (without taking it)
  'pointsTaking', // points ÷ 10 of a card that takes it
  'discards', // a side suit other than the one led
  'lastTakes', // takes it as the trick's fourth card
  'trickPointsTaken', // the trick's points so far ÷ 10, when the card takes it
  'master', // the highest card still out in its suit
  'lowestOfSuit', // the seat's lowest card in its suit
  'suitLength', // cards the seat holds in that suit ÷ 9
  'trumpStrength', // a trump's strength ÷ 8
  'strength', // a side card's strength ÷ 8
  'leadTrump', // leads: a trump
  'leadTrumpHeld', // a trump, times the trumps the seat holds ÷ 9
  'leadMaster', // the highest card still out in its suit
  'leadPoints', // points ÷ 10
  'leadLowest', // the seat's lowest card in its suit
  'leadSuitLength', // cards the seat holds in that suit ÷ 9
  'leadStrength', // strength ÷ 8 (side suits)
  'leadTrumpStrength', // strength ÷ 8 (trumps)
  'leadSingleton', // the seat's only card of its suit
] as const;

export const FEATURE_COUNT = FEATURES.length;

const POPCOUNT = Int8Array.from({ length: 1 << RANK_COUNT }, (_, mask) => {
  let n = 0;
  for (let v = mask; v !== 0; v &= v - 1) n++;
  return n;
});

/** Per kind of suit (mode × trump or not), the highest and lowest strength of the cards of a rank mask. */
const EXTREMES = new Map<number, { readonly high: Int8Array; readonly low: Int8Array }>();

function extremesOf(sim: TurnSim, suit: number): { readonly high: Int8Array; readonly low: Int8Array } {
  const key = sim.noTrump * 2 + (suit === sim.trump ? 1 : 0);
  let table = EXTREMES.get(key);
  if (table === undefined) {
    const strengths = Array.from({ length: RANK_COUNT }, (_, r) => sim.strengthOf(suit * RANK_COUNT + r));
    const high = new Int8Array(1 << RANK_COUNT).fill(-1);
    const low = new Int8Array(1 << RANK_COUNT).fill(99);
    for (let mask = 1; mask < 1 << RANK_COUNT; mask++) {
      for (let r = 0; r < RANK_COUNT; r++) {
        if ((mask & (1 << r)) === 0) continue;
        high[mask] = Math.max(high[mask], strengths[r]);
        low[mask] = Math.min(low[mask], strengths[r]);
      }
    }
    table = { high, low };
    EXTREMES.set(key, table);
  }
  return table;
}

const top = new Int32Array(4);
const lowest = new Int32Array(4);
const lengths = new Int32Array(4);

/**
 * Writes the features of the `n` playable cards `legal` of the seat to play in `sim` into `out`
 * (`FEATURE_COUNT` per card, in `legal`'s order).
 */
export function featuresOf(sim: TurnSim, legal: Int32Array, n: number, out: Float64Array): void {
  out.fill(0, 0, n * FEATURE_COUNT);
  const seat = sim.toPlay;
  const t = sim.trump;
  for (let s = 0; s < 4; s++) {
    const { high, low } = extremesOf(sim, s);
    // The strongest card still out in the suit (every hand of the simulator together).
    top[s] = high[sim.hands[s] | sim.hands[4 + s] | sim.hands[8 + s] | sim.hands[12 + s]];
    const mask = sim.hands[seat * 4 + s];
    lowest[s] = low[mask];
    lengths[s] = POPCOUNT[mask];
  }
  if (sim.trickLength === 0) {
    const trumpsHeld = t >= 0 ? lengths[t] : 0;
    for (let j = 0; j < n; j++) {
      const card = legal[j];
      const s = (card / RANK_COUNT) | 0;
      const strength = sim.strengthOf(card);
      const o = j * FEATURE_COUNT;
      const trump = s === t;
      out[o + 15] = trump ? 1 : 0;
      out[o + 16] = trump ? trumpsHeld / 9 : 0;
      out[o + 17] = strength === top[s] ? 1 : 0;
      out[o + 18] = sim.pointsOf(card) / 10;
      out[o + 19] = strength === lowest[s] ? 1 : 0;
      out[o + 20] = lengths[s] / 9;
      out[o + 21] = trump ? 0 : strength / 8;
      out[o + 22] = trump ? (strength - 10) / 8 : 0;
      out[o + 23] = lengths[s] === 1 ? 1 : 0;
    }
    return;
  }
  const winning = sim.winningIndex();
  const partnerWins = ((sim.trickLength - winning) & 1) === 0;
  const lead = (sim.trick[0] / RANK_COUNT) | 0;
  let trickPoints = 0;
  for (let i = 0; i < sim.trickLength; i++) trickPoints += sim.pointsOf(sim.trick[i]);
  let cheapest = -1;
  let cheapestCost = Infinity;
  for (let j = 0; j < n; j++) {
    if (!sim.takesTrick(legal[j])) continue;
    const cost = sim.pointsOf(legal[j]) * 20 + sim.strengthOf(legal[j]);
    if (cost < cheapestCost) {
      cheapest = legal[j];
      cheapestCost = cost;
    }
  }
  for (let j = 0; j < n; j++) {
    const card = legal[j];
    const s = (card / RANK_COUNT) | 0;
    const strength = sim.strengthOf(card);
    const points = sim.pointsOf(card) / 10;
    const takes = sim.takesTrick(card);
    const trump = s === t;
    const o = j * FEATURE_COUNT;
    if (takes) {
      out[o] = 1;
      out[o + 1] = card === cheapest ? 1 : 0;
      out[o + 3] = partnerWins ? 1 : 0;
      out[o + 6] = points;
      out[o + 8] = sim.trickLength === 3 ? 1 : 0;
      out[o + 9] = trickPoints / 10;
    } else {
      out[o + (partnerWins ? 4 : 5)] = points;
    }
    out[o + 2] = trump && lead !== t ? 1 : 0;
    out[o + 7] = s !== lead && !trump ? 1 : 0;
    out[o + 10] = strength === top[s] ? 1 : 0;
    out[o + 11] = strength === lowest[s] ? 1 : 0;
    out[o + 12] = lengths[s] / 9;
    out[o + 13] = trump ? (strength - 10) / 8 : 0;
    out[o + 14] = trump ? 0 : strength / 8;
  }
}

/**
 * The model's log-probabilities of the `n` playable cards (into `logs`), with weights `weights`;
 * `scratch` holds at least 9 × `FEATURE_COUNT` numbers.
 */
export function logProbabilities(sim: TurnSim, legal: Int32Array, n: number, weights: readonly number[], scratch: Float64Array, logs: Float64Array): void {
  featuresOf(sim, legal, n, scratch);
  let top = -Infinity;
  for (let j = 0; j < n; j++) {
    let u = 0;
    const o = j * FEATURE_COUNT;
    for (let k = 0; k < FEATURE_COUNT; k++) u += weights[k] * scratch[o + k];
    logs[j] = u;
    if (u > top) top = u;
  }
  let sum = 0;
  for (let j = 0; j < n; j++) sum += Math.exp(logs[j] - top);
  const norm = top + Math.log(sum);
  for (let j = 0; j < n; j++) logs[j] -= norm;
}

/** Index of a card among the `n` playable ones, or -1. */
export function indexOf(legal: Int32Array, n: number, card: CardId): number {
  for (let j = 0; j < n; j++) if (legal[j] === card) return j;
  return -1;
}
