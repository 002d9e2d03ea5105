import { describe, expect, test } from 'vitest';
import { Dealer, knowledgeOf } from '../../../src/games/jass/ai/deals.ts';
import { playLikelihood } from '../../../src/games/jass/ai/play-inference.ts';
import { FEATURE_COUNT, logProbabilities } from '../../../src/games/jass/ai/play-model.ts';
import { PLAY_WEIGHTS } from '../../../src/games/jass/ai/play-model-weights.ts';
import { cardId, cardsOfMasks, TurnSim } from '../../../src/games/jass/ai/turn-sim.ts';
import { DECK, type Card } from '../../../src/games/jass/engine/cards.ts';
import { viewOf } from '../../../src/games/jass/engine/view.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { must, recordWithHands, start } from './helpers.ts';

// Spades are trump. N leads the 10 of hearts; E, holding the ace and the 6 of hearts and no
// trump, throws the 6 rather than take 10 points with the ace. S (holding every other heart
// above the 10) reads the deals of the cards it has not seen.
const HANDS: Card[][] = [
  ['H10', 'C6', 'C7', 'D6', 'D7', 'S6', 'S7', 'D8', 'C8'],
  ['HA', 'H6', 'C9', 'C10', 'D9', 'D10', 'DJ', 'DQ', 'CJ'],
  ['HJ', 'HQ', 'HK', 'H7', 'DA', 'CA', 'SA', 'DK', 'CK'],
  ['H8', 'H9', 'SJ', 'S10', 'SQ', 'SK', 'S8', 'S9', 'CQ'],
];

function scene() {
  let state = start(recordWithHands(HANDS, 'course', 'S'));
  const beforeN = viewOf(state, 'S');
  state = must(state, 'N', { type: 'play', card: 'H10' });
  const beforeE = viewOf(state, 'S');
  state = must(state, 'E', { type: 'play', card: 'H6' });
  return { beforeN, beforeE, view: viewOf(state, 'S') };
}

/** S's position with these hands for N, E and W (their cards now). */
function dealt(view: ReturnType<typeof scene>['view'], hands: readonly (readonly Card[])[]): TurnSim {
  const sim = new TurnSim();
  sim.copyFrom(knowledgeOf(view).position);
  for (const seat of [0, 1, 3]) for (const card of hands[seat]) sim.give(seat, cardId(card));
  return sim;
}

function holds(sim: TurnSim, seat: number, card: Card): boolean {
  const id = cardId(card);
  return (sim.hands[seat * 4 + ((id / 9) | 0)] & (1 << id % 9)) !== 0;
}

describe('what the cards played tell of the hands that played them', () => {
  test('nothing before another seat has played', () => {
    expect(playLikelihood(scene().beforeN)).toBeNull();
    expect(playLikelihood(scene().beforeE)).not.toBeNull();
  });

  test('the fitted model: on an opponent’s 10 of hearts, the ace that takes it is likelier than the 6', () => {
    const sim = new TurnSim();
    sim.copyFrom(knowledgeOf(scene().beforeE).position);
    for (const card of HANDS[0].slice(1)) sim.give(0, cardId(card));
    for (const seat of [1, 3]) for (const card of HANDS[seat]) sim.give(seat, cardId(card));
    const masks = new Int32Array(4);
    const legal = new Int32Array(9);
    sim.playableMasks(masks);
    const n = cardsOfMasks(masks, legal);
    expect(n).toBe(2);
    const logs = new Float64Array(9);
    logProbabilities(sim, legal, n, PLAY_WEIGHTS, new Float64Array(9 * FEATURE_COUNT), logs);
    const of = (card: Card) => logs[[...legal.subarray(0, n)].indexOf(cardId(card))];
    expect(of('HA')).toBeGreaterThan(of('H6'));
    expect(Math.exp(of('HA')) + Math.exp(of('H6'))).toBeCloseTo(1, 10);
  });

  test('a deal in which the seat that threw a small card could have taken the trick with the ace is less likely', () => {
    const { view } = scene();
    const likelihood = playLikelihood(view)!;
    const truth = [HANDS[0].slice(1), HANDS[1].filter((card) => card !== 'H6'), [], HANDS[3]];
    // The same deal with E's ace of hearts and W's queen of clubs exchanged: E had to follow with its only heart.
    const swapped = truth.map((hand) => hand.map((card) => (card === 'HA' ? 'CQ' : card === 'CQ' ? 'HA' : card)));
    const withAce = likelihood(dealt(view, truth));
    const withoutAce = likelihood(dealt(view, swapped));
    expect(withAce).toBeLessThan(withoutAce - 0.5);
  });

  test('the weighed deals give that seat a card that takes the trick less often; every deal fits the hand counts; a seed gives the same deals', () => {
    const { view } = scene();
    const k = knowledgeOf(view);
    const share = (dealer: Dealer, seed: number) => {
      const sim = new TurnSim();
      const random = new JassRandom(seed);
      let takers = 0;
      const deals: string[] = [];
      for (let i = 0; i < 1000; i++) {
        dealer.deal(random, sim);
        const held = [0, 1, 2, 3].map((seat) => DECK.filter((card) => holds(sim, seat, card)));
        expect(held.map((hand) => hand.length)).toEqual([8, 8, 9, 9]);
        expect(new Set(held.flat()).size).toBe(34);
        expect(held[2].sort()).toEqual([...view.hand].sort());
        if (held[1].some((card) => card === 'HA' || card[0] === 'S')) takers++;
        deals.push(held.join('|'));
      }
      return { share: takers / 1000, deals };
    };
    const uniform = share(new Dealer(k), 5);
    const weighed = share(new Dealer(k, [], playLikelihood(view)), 5);
    // E could take with the ace or one of the seven unseen trumps in about 98% of the uniform deals.
    expect(1 - uniform.share).toBeLessThan(0.04);
    expect(1 - weighed.share).toBeGreaterThan(2 * (1 - uniform.share));
    expect(share(new Dealer(k, [], playLikelihood(view)), 5).deals).toEqual(weighed.deals);
  });
});
