import { describe, expect, test } from 'vitest';
import { Dealer, knowledgeOf } from '../../../src/games/jass/ai/deals.ts';
import { normalAction } from '../../../src/games/jass/ai/normal.ts';
import { cardId, TurnSim } from '../../../src/games/jass/ai/turn-sim.ts';
import { bestWeisSize, weisCheck } from '../../../src/games/jass/ai/weis-inference.ts';
import { DECK, type Card } from '../../../src/games/jass/engine/cards.ts';
import { initialState, seatToAct, type JassState } from '../../../src/games/jass/engine/game.ts';
import { callAction, newJassRecord, SEATS } from '../../../src/games/jass/engine/record.ts';
import { viewOf } from '../../../src/games/jass/engine/view.ts';
import { compareWeis, weisOf } from '../../../src/games/jass/engine/weis.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { masksOf, must, recordWithHands, start } from './helpers.ts';

/** The simulator's position with every hand of a state (the truth). */
function truthOf(state: JassState): TurnSim {
  const sim = new TurnSim();
  sim.setMode(state.trump!, 1);
  state.hands.forEach((hand, seat) => hand.forEach((card) => sim.give(seat, cardId(card))));
  return sim;
}

/** Whether a seat may hold a card by the knowledge's masks. */
function mayHold(allowed: Int32Array, seat: number, card: Card): boolean {
  const id = cardId(card);
  return ((allowed[seat * 4 + ((id / 9) | 0)] >> id % 9) & 1) === 1;
}

describe('what the Schieber’s Weis tell the hard AI of the hands', () => {
  test('the best Weis of a hand by its suit masks has the value and size the engine announces', () => {
    const random = new JassRandom(21);
    let with_ = 0;
    for (let i = 0; i < 3000; i++) {
      const hand = random.shuffle([...DECK]).slice(0, 9);
      const best = weisOf(hand).sort((a, b) => compareWeis(b, a, 'H'))[0];
      expect(bestWeisSize(masksOf(hand))).toBe(best === undefined ? 0 : best.points * 16 + best.cards.length);
      if (best !== undefined) with_++;
    }
    // Both kinds of hands were met.
    expect(with_).toBeGreaterThan(300);
    expect(with_).toBeLessThan(2700);
    // A five-card run and four jacks: the four jacks (200) are the best.
    expect(bestWeisSize(masksOf(['S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'HJ', 'DJ', 'CJ']))).toBe(200 * 16 + 4);
  });

  test('in whole Schieber games the true hands fit the announcements and the shown Weis at every card', () => {
    let checked = 0;
    for (let game = 0; game < 6; game++) {
      let state = initialState(newJassRecord(SEATS, 400 + game, { variant: 'schieber' }));
      while (state.phase !== 'over' && state.turn < 2) {
        const seat = seatToAct(state)!;
        const view = viewOf(state, state.players[seat]);
        if (view.phase === 'play') {
          const k = knowledgeOf(view);
          state.hands.forEach((hand, s) => {
            if (s !== k.me) for (const card of hand) expect(mayHold(k.allowed, s, card)).toBe(true);
          });
          const test = weisCheck(view);
          if (test !== null) {
            expect(test(truthOf(state))).toBe(true);
            checked++;
          }
        }
        state = must(state, state.players[seat], normalAction(view));
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  test('the deals give a shown Weis to its seat, and no Weis to a seat that announced none', () => {
    // In the players’ order: the first hand holds a four-card run of hearts, the second no Weis, the
    // third a run of diamonds, the fourth four jacks (the best: its team shows its Weis).
    const hands: Card[][] = [
      ['H6', 'H7', 'H8', 'H9', 'SA', 'DA', 'CA', 'S6', 'C6'],
      ['HA', 'SK', 'DK', 'CK', 'S7', 'D6', 'C7', 'H10', 'S9'],
      ['D7', 'D8', 'D9', 'HK', 'SQ', 'DQ', 'CQ', 'S8', 'C8'],
      ['HQ', 'SJ', 'DJ', 'CJ', 'S10', 'D10', 'C10', 'HJ', 'C9'],
    ];
    let state = start(recordWithHands(hands, 'schieber'));
    const order = [0, 1, 2, 3].map((i) => state.players[(state.leader + i) % 4]);
    state = must(state, order[0], callAction('S'));
    for (const seat of order) state = must(state, seat, normalAction(viewOf(state, seat)));
    // The first trick is complete: the four jacks' team scores and shows its Weis; the third hand reads its deals.
    const view = viewOf(state, state.players[2]);
    const shown = view.turns[0].weis;
    expect(shown).not.toBeNull();
    const k = knowledgeOf(view);
    const test = weisCheck(view)!;
    const dealer = new Dealer(k, [test]);
    const random = new JassRandom(5);
    const sim = new TurnSim();
    const played = new Set(view.tricks.flatMap((t) => t.cards.map((c) => c.card)));
    const hand = new Int32Array(4);
    let unannounced = 0;
    for (let i = 0; i < 200; i++) {
      dealer.deal(random, sim);
      for (const { seat, cards } of shown!.shown) {
        const s = view.players.indexOf(seat);
        if (s === k.me) continue;
        for (const card of cards) if (!played.has(card)) expect((sim.hands[s * 4 + ((cardId(card) / 9) | 0)] >> cardId(card) % 9) & 1).toBe(1);
      }
      for (const seat of view.players) {
        const s = view.players.indexOf(seat);
        if (s === k.me || view.turns[0].announced.some((a) => a.seat === seat)) continue;
        for (let suit = 0; suit < 4; suit++) hand[suit] = sim.hands[s * 4 + suit];
        for (const { seat: by, card } of view.tricks[0].cards) if (by === seat) hand[(cardId(card) / 9) | 0] |= 1 << cardId(card) % 9;
        expect(bestWeisSize(hand)).toBe(0);
        unannounced++;
      }
    }
    expect(shown!.shown.length).toBe(2);
    expect(unannounced).toBe(200);
  });

  test('tells nothing in the course variant', () => {
    const hands: Card[][] = [0, 1, 2, 3].map((i) => DECK.slice(i * 9, i * 9 + 9));
    let state = start(recordWithHands(hands, 'course', 'H'));
    const first = state.players[state.leader];
    state = must(state, first, normalAction(viewOf(state, first)));
    expect(weisCheck(viewOf(state, state.players[(state.leader + 1) % 4]))).toBeNull();
  });
});
