import { describe, expect, test } from 'vitest';
import { EndgameSolver } from '../../../src/games/jass/ai/endgame.ts';
import { pimcApplies, pimcSearch } from '../../../src/games/jass/ai/pimc.ts';
import { cardId, cardOfId, cardsOfMasks, TurnSim } from '../../../src/games/jass/ai/turn-sim.ts';
import type { Card, Mode } from '../../../src/games/jass/engine/cards.ts';
import { viewOf } from '../../../src/games/jass/engine/view.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { must, recordWithHands, start } from './helpers.ts';

/** Team 0's points minus team 1's to the end of the turn by plain minimax over every card (no pruning, no table). */
function bruteForce(position: TurnSim): number {
  if (position.done) return 0;
  const masks = new Int32Array(4);
  const cards = new Int32Array(9);
  position.playableMasks(masks);
  const n = cardsOfMasks(masks, cards);
  const maximizing = (position.toPlay & 1) === 0;
  let best = maximizing ? -Infinity : Infinity;
  for (let i = 0; i < n; i++) {
    const next = new TurnSim();
    next.copyFrom(position);
    const before = next.gained[0] - next.gained[1];
    next.play(cards[i]);
    const value = next.gained[0] - next.gained[1] - before + bruteForce(next);
    best = maximizing ? Math.max(best, value) : Math.min(best, value);
  }
  return best;
}

/** A random position of a random deal with `left` tricks to play, some cards of the trick under way played. */
function randomEnding(random: JassRandom, mode: Mode, left: number, played: number): TurnSim {
  const sim = new TurnSim();
  sim.setMode(mode, 1);
  sim.target = Number.MAX_SAFE_INTEGER;
  sim.leader = random.int(4);
  const deck = random.shuffle(Array.from({ length: 36 }, (_, i) => i));
  deck.forEach((card, i) => sim.give(i % 4, card));
  const masks = new Int32Array(4);
  const cards = new Int32Array(9);
  const moves = (9 - left) * 4 + played;
  for (let i = 0; i < moves; i++) {
    sim.playableMasks(masks);
    sim.play(cards[random.int(cardsOfMasks(masks, cards))]);
  }
  return sim;
}

const MODES: readonly Mode[] = ['S', 'H', 'D', 'C', 'obenabe', 'undenufe'];

describe('the exact solver of a turn’s last tricks', () => {
  test('agrees with plain minimax on random endings of two and three tricks, in every call, from any card of a trick', () => {
    const random = new JassRandom(31);
    const solver = new EndgameSolver();
    for (let i = 0; i < 60; i++) {
      const sim = randomEnding(random, MODES[i % MODES.length], 2 + (i % 2), i % 4);
      solver.reset();
      expect(solver.solve(sim)).toBe(bruteForce(sim));
    }
  });

  test('values each playable card as minimax does after that card, from its player’s side', () => {
    const random = new JassRandom(7);
    const solver = new EndgameSolver();
    const masks = new Int32Array(4);
    const cards = new Int32Array(9);
    for (let i = 0; i < 24; i++) {
      const sim = randomEnding(random, MODES[i % MODES.length], 3, i % 4);
      sim.playableMasks(masks);
      const n = cardsOfMasks(masks, cards);
      const values = new Float64Array(n);
      solver.reset();
      solver.cardValues(sim, cards, n, values);
      const sign = (sim.toPlay & 1) === 0 ? 1 : -1;
      for (let j = 0; j < n; j++) {
        const next = new TurnSim();
        next.copyFrom(sim);
        const before = next.gained[0] - next.gained[1];
        next.play(cards[j]);
        expect(values[j]).toBe(sign * (next.gained[0] - next.gained[1] - before + bruteForce(next)));
      }
    }
  });

  test('values equivalent cards alike: two low cards of one hand with no live card between them', () => {
    // Trump ♥; seat 0 leads and holds ♠6 and ♠8 while ♠7 is gone; ♠9 and ♠10 are elsewhere.
    const sim = new TurnSim();
    sim.setMode('H', 1);
    sim.target = Number.MAX_SAFE_INTEGER;
    sim.trickIndex = 7;
    const hands: Card[][] = [['S6', 'S8'], ['S9', 'H6'], ['S10', 'D6'], ['HA', 'C6']];
    hands.forEach((hand, seat) => hand.forEach((card) => sim.give(seat, cardId(card))));
    const cards = Int32Array.from((['S6', 'S8'] as Card[]).map(cardId));
    const values = new Float64Array(2);
    const solver = new EndgameSolver();
    solver.cardValues(sim, cards, 2, values);
    expect(values[1]).toBe(values[0]);
    for (let j = 0; j < 2; j++) {
      const next = new TurnSim();
      next.copyFrom(sim);
      next.play(cards[j]);
      expect(values[j]).toBe(next.gained[0] - next.gained[1] + bruteForce(next));
    }
  });

  test('agrees with plain minimax on random endings of four tricks', () => {
    const random = new JassRandom(41);
    const solver = new EndgameSolver();
    for (let i = 0; i < 6; i++) {
      const sim = randomEnding(random, MODES[i % MODES.length], 4, (i * 3) % 4);
      solver.reset();
      expect(solver.solve(sim)).toBe(bruteForce(sim));
    }
  });

  test('counts the match: a team that takes every trick gets the 100 points', () => {
    // Team 0 (seats 0 and 2) holds every trump of a one-trick ending after winning all eight tricks.
    const sim = new TurnSim();
    sim.setMode('S', 1);
    sim.target = Number.MAX_SAFE_INTEGER;
    sim.trickIndex = 8;
    sim.tricksWon[0] = 8;
    for (const [seat, card] of [[0, 'SJ'], [1, 'H6'], [2, 'S9'], [3, 'H7']] as const) sim.give(seat, cardId(card));
    // 20 + 14 for the trumps, 5 for the last trick, 100 for the match.
    expect(new EndgameSolver().solve(sim)).toBe(139);
    expect(cardOfId(cardId('SJ'))).toBe('SJ');
  });
});

describe('the hard AI’s last tricks', () => {
  // Trump ♠, play order N, E, S, W. Six tricks are played from these hands; three are left.
  const hands: Card[][] = [
    ['S6', 'S7', 'S8', 'H6', 'H7', 'H8', 'DA', 'DK', 'DQ'],
    ['S9', 'S10', 'SQ', 'H9', 'H10', 'HJ', 'D6', 'D7', 'D8'],
    ['SJ', 'SK', 'SA', 'HQ', 'HK', 'HA', 'D9', 'D10', 'DJ'],
    ['C6', 'C7', 'C8', 'C9', 'C10', 'CJ', 'CQ', 'CK', 'CA'],
  ];
  function lateView() {
    let state = start(recordWithHands(hands, 'course', 'S'));
    // Each seat plays its first six cards in order, the leader of each trick as it comes.
    const order = hands.map((hand) => [...hand]);
    for (let trick = 0; trick < 6; trick++) {
      for (let k = 0; k < 4; k++) {
        const seat = state.players[(state.leader + k) % 4];
        const view = viewOf(state, seat);
        const card = view.playable.find((c) => order[state.players.indexOf(seat)].includes(c))!;
        order[state.players.indexOf(seat)].splice(order[state.players.indexOf(seat)].indexOf(card), 1);
        state = must(state, seat, { type: 'play', card });
      }
    }
    return state;
  }

  test('applies from the last four tricks on, and picks a playable card, the same for the same seed', () => {
    const state = lateView();
    const seat = state.players[state.leader];
    const view = viewOf(state, seat);
    expect(pimcApplies(view)).toBe(true);
    const first = pimcSearch(view, { deals: 50, nodes: 1e9 }, new JassRandom(5));
    expect(view.playable).toContain(first.card);
    expect(first.iterations).toBe(50);
    expect(pimcSearch(view, { deals: 50, nodes: 1e9 }, new JassRandom(5))).toEqual(first);
    expect(pimcApplies(viewOf(start(recordWithHands(hands, 'course', 'S')), 'N'))).toBe(false);
  });
});
