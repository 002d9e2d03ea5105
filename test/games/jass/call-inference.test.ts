import { describe, expect, test } from 'vitest';
import { bestCallOfMasks, callCheck } from '../../../src/games/jass/ai/call-inference.ts';
import { Dealer, knowledgeOf } from '../../../src/games/jass/ai/deals.ts';
import { bestTrump } from '../../../src/games/jass/ai/normal.ts';
import { cardOfId, cardsOfMasks, TurnSim } from '../../../src/games/jass/ai/turn-sim.ts';
import { DECK, MODES, type Card } from '../../../src/games/jass/engine/cards.ts';
import { callAction } from '../../../src/games/jass/engine/record.ts';
import { viewOf } from '../../../src/games/jass/engine/view.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { masksOf, must, recordWithHands, start } from './helpers.ts';

describe('what a Schieber call tells of the hand that made it', () => {
  test('the call of a hand by its suit masks is the normal AI’s, with the same strength', () => {
    const random = new JassRandom(12);
    for (let i = 0; i < 500; i++) {
      const hand = random.shuffle([...DECK]).slice(0, 9);
      const { mode, strength } = bestCallOfMasks(masksOf(hand));
      expect({ mode: MODES[mode], strength }).toEqual(bestTrump(hand));
    }
  });

  test('the deals give the seat that named trump a hand that names it, and the leader who pushed a hand that passes', () => {
    // The turn's leader pushes, its partner names hearts; the seat after the leader reads its deals.
    const hands: Card[][] = [
      ['S6', 'S7', 'D6', 'D7', 'C6', 'C7', 'C8', 'D8', 'S8'],
      ['SA', 'SK', 'SQ', 'DA', 'DK', 'DQ', 'CA', 'CK', 'CQ'],
      ['HJ', 'H9', 'HA', 'HK', 'H10', 'H8', 'H7', 'H6', 'HQ'],
      ['SJ', 'S10', 'S9', 'DJ', 'D10', 'D9', 'CJ', 'C10', 'C9'],
    ];
    let state = start(recordWithHands(hands, 'schieber'));
    const caller = state.players[state.leader];
    const partner = state.players[(state.leader + 2) % 4];
    state = must(state, caller, { type: 'pass' });
    state = must(state, partner, callAction('H'));
    const watcher = state.players[(state.leader + 1) % 4];
    const view = viewOf(state, watcher);
    const likely = callCheck(view);
    if (likely === null) throw new Error('the call should tell something to E');
    const sim = new TurnSim();
    const out = new Int32Array(9);
    const chooserSeat = state.players.indexOf(partner);
    const leaderSeat = state.players.indexOf(caller);
    const fitsOf = (dealer: Dealer) => {
      const random = new JassRandom(3);
      let fits = 0;
      for (let i = 0; i < 200; i++) {
        dealer.deal(random, sim);
        const hand = (seat: number) => Array.from(out.subarray(0, cardsOfMasks(sim.hands.slice(seat * 4, seat * 4 + 4), out)), cardOfId);
        const fit = bestTrump(hand(chooserSeat)).mode === 'H' && bestTrump(hand(leaderSeat)).strength < 22;
        expect(likely(sim)).toBe(fit);
        if (fit) fits++;
      }
      return fits;
    };
    const uniform = fitsOf(new Dealer(knowledgeOf(view)));
    const weighted = fitsOf(new Dealer(knowledgeOf(view), [likely]));
    // E holds the strong side cards: uniform deals rarely fit; the dealer's pool holds those that do.
    expect(uniform).toBeLessThan(40);
    expect(weighted).toBe(200);
    expect(callCheck(viewOf(state, partner))).not.toBeNull();
  });

  test('tells nothing in the course variant (the trump is drawn), nor to the seat that named trump unpushed', () => {
    const hands: Card[][] = [0, 1, 2, 3].map((i) => DECK.slice(i * 9, i * 9 + 9));
    const course = start(recordWithHands(hands, 'course', 'H'));
    expect(callCheck(viewOf(course, course.players[(course.leader + 1) % 4]))).toBeNull();
    let state = start(recordWithHands(hands, 'schieber'));
    const caller = state.players[state.leader];
    state = must(state, caller, callAction('S'));
    expect(callCheck(viewOf(state, caller))).toBeNull();
    expect(callCheck(viewOf(state, state.players[(state.leader + 1) % 4]))).not.toBeNull();
  });
});
