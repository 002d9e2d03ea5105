import { describe, expect, test } from 'vitest';
import { search, TUNING } from '../../../src/games/jass/ai/hard.ts';
import { FEATURE_COUNT, featuresOf, modelCard, utilitiesOf } from '../../../src/games/jass/ai/play-model.ts';
import { PLAY_WEIGHTS } from '../../../src/games/jass/ai/play-model-weights.ts';
import { cardId, cardOfId, cardsOfMasks, TurnSim } from '../../../src/games/jass/ai/turn-sim.ts';
import { DECK, type Card } from '../../../src/games/jass/engine/cards.ts';
import { initialState, seatToAct } from '../../../src/games/jass/engine/game.ts';
import { playRandomGame } from '../../../src/games/jass/engine/simulate.ts';
import { viewOf } from '../../../src/games/jass/engine/view.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { must } from './helpers.ts';

/** A whole turn dealt at random into the simulator (trump `mode`), every seat's nine cards. */
function dealtSim(seed: number, mode: 'S' | 'obenabe'): TurnSim {
  const random = new JassRandom(seed);
  const deck = [...DECK];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const sim = new TurnSim();
  sim.setMode(mode, 1);
  deck.forEach((card, i) => sim.give(i % 4, cardId(card)));
  return sim;
}

/** Plays a turn out with the model, each seat's card checked against its playable ones; the cards played. */
function playOut(sim: TurnSim, random: JassRandom, temperature: number): Card[] {
  const masks = new Int32Array(4);
  const legal = new Int32Array(9);
  const played: Card[] = [];
  while (!sim.done) {
    sim.playableMasks(masks);
    const n = cardsOfMasks(masks, legal);
    const card = modelCard(sim, legal, n, random, temperature);
    expect(Array.from(legal.subarray(0, n))).toContain(card);
    played.push(cardOfId(card));
    sim.play(card);
  }
  return played;
}

describe('the fitted play model in the hard AI’s play-outs', () => {
  test('its utilities are the weights times the features, on every card of whole turns', () => {
    const masks = new Int32Array(4);
    const legal = new Int32Array(9);
    const features = new Float64Array(9 * FEATURE_COUNT);
    const fast = new Float64Array(9);
    for (const mode of ['S', 'obenabe'] as const) {
      const sim = dealtSim(7, mode);
      const random = new JassRandom(8);
      while (!sim.done) {
        sim.playableMasks(masks);
        const n = cardsOfMasks(masks, legal);
        featuresOf(sim, legal, n, features);
        utilitiesOf(sim, legal, n, fast);
        for (let j = 0; j < n; j++) {
          let u = 0;
          for (let k = 0; k < FEATURE_COUNT; k++) u += PLAY_WEIGHTS[k] * features[j * FEATURE_COUNT + k];
          expect(fast[j]).toBeCloseTo(u, 10);
        }
        sim.play(legal[random.int(n)]);
      }
    }
  });

  test('a play-out by the model plays legal cards only, and the same seed plays the same cards', () => {
    for (const temperature of [0, 1]) {
      for (const mode of ['S', 'obenabe'] as const) {
        const first = playOut(dealtSim(3, mode), new JassRandom(11), temperature);
        const again = playOut(dealtSim(3, mode), new JassRandom(11), temperature);
        expect(first).toHaveLength(36);
        expect(new Set(first).size).toBe(36);
        expect(again).toEqual(first);
      }
    }
  });

  test('on an opponent’s rich trick, last to play, its likeliest card takes it with the cheapest trump', () => {
    const sim = new TurnSim();
    sim.setMode('S', 1);
    sim.leader = 1;
    // Seats 1, 2, 3 have played ♥K, ♥10, ♥A (the opponents win with the ace, 25 points); seat 0 holds ♠6, ♥6 and ♠J (trump spades).
    for (const card of ['S6', 'H6', 'SJ'] as Card[]) sim.give(0, cardId(card));
    for (const card of ['HK', 'H10', 'HA'] as Card[]) sim.trick[sim.trickLength++] = cardId(card);
    const legal = Int32Array.from(['S6', 'H6', 'SJ'] as Card[], cardId);
    expect(cardOfId(modelCard(sim, legal, 3, new JassRandom(1)))).toBe('S6');
  });

  test('the search with the model’s play-outs gives the same card for the same view and seed', () => {
    const { record } = playRandomGame(5);
    let state = initialState(record);
    for (const action of record.actions.slice(0, 5)) state = must(state, state.players[seatToAct(state)!], action);
    const view = viewOf(state, state.players[seatToAct(state)!]);
    for (const playout of ['model', 'others'] as const) {
      const tuning = { ...TUNING, playout, temperature: 0 };
      const a = search(view, 300, new JassRandom(9), tuning);
      const b = search(view, 300, new JassRandom(9), tuning);
      expect(b).toEqual(a);
      expect(view.playable).toContain(a.card);
    }
  });
});
