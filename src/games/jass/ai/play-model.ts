/**
 * A model of how strong players choose a card: a softmax (multinomial logit) over simple features
 * of each playable card, its weights fitted offline on recorded play (`play-model-weights.ts` says
 * on which). The hard AI's play-outs choose their cards by it (`hard.ts`); the bot never fits.
 *
 * The features read only what the seat playing knows: its own hand, the cards played and the
 * cards still out (every hand of the simulator together), so the same code scores a card in a
 * recorded game and in a deal of the unseen cards.
 */
import { RANKS } from '../engine/cards.ts';
import type { Random } from '../../random.ts';
import { PLAY_WEIGHTS } from './play-model-weights.ts';
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

interface Extremes {
  readonly high: Int8Array;
  readonly low: Int8Array;
}

/** Per kind of suit (mode × 2 + trump or not), the highest and lowest strength of the cards of a rank mask. */
const EXTREMES: (Extremes | undefined)[] = [];

function extremesOf(sim: TurnSim, suit: number): Extremes {
  const key = sim.noTrump * 2 + (suit === sim.trump ? 1 : 0);
  let table = EXTREMES[key];
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
    EXTREMES[key] = table;
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

const takes = new Uint8Array(9);

/**
 * The model's utilities (log-probabilities up to a constant) of the `n` playable cards `legal` of
 * the seat to play, with weights `w`, into `out`: the dot product of `featuresOf` and the weights,
 * computed without writing the features (the play-outs score every card they play).
 */
export function utilitiesOf(sim: TurnSim, legal: Int32Array, n: number, out: Float64Array, w: readonly number[] = PLAY_WEIGHTS): void {
  const seat = sim.toPlay;
  const t = sim.trump;
  for (let s = 0; s < 4; s++) {
    const { high, low } = extremesOf(sim, s);
    top[s] = high[sim.hands[s] | sim.hands[4 + s] | sim.hands[8 + s] | sim.hands[12 + s]];
    const mask = sim.hands[seat * 4 + s];
    lowest[s] = low[mask];
    lengths[s] = POPCOUNT[mask];
  }
  if (sim.trickLength === 0) {
    const trumpHeld = w[15] + (t >= 0 ? (w[16] * lengths[t]) / 9 : 0);
    for (let j = 0; j < n; j++) {
      const card = legal[j];
      const s = (card / RANK_COUNT) | 0;
      const strength = sim.strengthOf(card);
      let u = (w[18] * sim.pointsOf(card)) / 10 + (w[20] * lengths[s]) / 9;
      if (s === t) u += trumpHeld + (w[22] * (strength - 10)) / 8;
      else u += (w[21] * strength) / 8;
      if (strength === top[s]) u += w[17];
      if (strength === lowest[s]) u += w[19];
      if (lengths[s] === 1) u += w[23];
      out[j] = u;
    }
    return;
  }
  const winning = sim.winningIndex();
  const partnerWins = ((sim.trickLength - winning) & 1) === 0;
  const lead = (sim.trick[0] / RANK_COUNT) | 0;
  let trickPoints = 0;
  for (let i = 0; i < sim.trickLength; i++) trickPoints += sim.pointsOf(sim.trick[i]);
  // What every card that takes the trick adds, whichever it is.
  const taking = w[0] + (partnerWins ? w[3] : 0) + (sim.trickLength === 3 ? w[8] : 0) + (w[9] * trickPoints) / 10;
  let cheapest = -1;
  let cheapestCost = Infinity;
  for (let j = 0; j < n; j++) {
    takes[j] = sim.takesTrick(legal[j]) ? 1 : 0;
    if (takes[j] === 0) continue;
    const cost = sim.pointsOf(legal[j]) * 20 + sim.strengthOf(legal[j]);
    if (cost < cheapestCost) {
      cheapest = legal[j];
      cheapestCost = cost;
    }
  }
  const onWinner = partnerWins ? w[4] : w[5];
  for (let j = 0; j < n; j++) {
    const card = legal[j];
    const s = (card / RANK_COUNT) | 0;
    const strength = sim.strengthOf(card);
    const points = sim.pointsOf(card) / 10;
    let u = (w[12] * lengths[s]) / 9;
    if (takes[j] === 1) u += taking + w[6] * points + (card === cheapest ? w[1] : 0);
    else u += onWinner * points;
    if (s === t) u += (lead !== t ? w[2] : 0) + (w[13] * (strength - 10)) / 8;
    else u += (s !== lead ? w[7] : 0) + (w[14] * strength) / 8;
    if (strength === top[s]) u += w[10];
    if (strength === lowest[s]) u += w[11];
    out[j] = u;
  }
}

const utilities = new Float64Array(9);

/**
 * A play-out card among the `n` playable ones `legal` of the seat to play: the model's likeliest
 * (the first of equals, in `legal`'s order) with `temperature` 0, else a draw from its softmax with
 * the utilities divided by `temperature` (1: the fitted probabilities).
 */
export function modelCard(sim: TurnSim, legal: Int32Array, n: number, random: Random, temperature = 0): CardId {
  utilitiesOf(sim, legal, n, utilities);
  let best = 0;
  for (let j = 1; j < n; j++) if (utilities[j] > utilities[best]) best = j;
  if (temperature <= 0) return legal[best];
  let sum = 0;
  for (let j = 0; j < n; j++) {
    utilities[j] = Math.exp((utilities[j] - utilities[best]) / temperature);
    sum += utilities[j];
  }
  let x = random.next() * sum;
  for (let j = 0; j < n - 1; j++) {
    x -= utilities[j];
    if (x < 0) return legal[j];
  }
  return legal[n - 1];
}
