import { describe, expect, test } from 'vitest';
import { RANKS, SUITS, suitOf, type Card } from '../../../src/games/jass/engine/cards.ts';
import { applyAction, initialState, seatToAct, type JassState } from '../../../src/games/jass/engine/game.ts';
import { newJassRecord, SEATS, type Variant } from '../../../src/games/jass/engine/record.ts';
import { playRandomGame } from '../../../src/games/jass/engine/simulate.ts';
import { viewOf, type JassView } from '../../../src/games/jass/engine/view.ts';
import { referenceAction, referenceSearch, sampleHands, voidMasks } from '../../../src/games/jass/tools/reference-uct.ts';
import { playDuelDeal } from '../../../src/games/jass/tools/reference-duel.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { must, recordWithHands, start } from './helpers.ts';

/** Whether a seat may hold a card by the masks of `voidMasks`. */
function allowedBy(masks: Int32Array, seat: number, card: Card): boolean {
  return ((masks[seat * 4 + SUITS.indexOf(suitOf(card))] >> RANKS.indexOf(card.slice(1) as (typeof RANKS)[number])) & 1) === 1;
}

/** Every view of a seat with a card to choose, along random games of both variants. */
function choiceViews(variant: Variant, games: number): { state: JassState; view: JassView }[] {
  const out: { state: JassState; view: JassView }[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const { record } = playRandomGame(seed, { variant });
    let state = initialState(record);
    for (const action of record.actions) {
      const seat = seatToAct(state)!;
      const view = viewOf(state, SEATS[seat]);
      if (view.phase === 'play' && view.playable.length > 1) out.push({ state, view });
      state = must(state, SEATS[seat], action);
    }
  }
  return out;
}

describe('the Jass reference player (determinized UCT)', () => {
  test.each(['course', 'schieber'] as const)('plays only legal actions over many random deals (%s)', (variant) => {
    for (let seed = 0; seed < 4; seed++) {
      let state = initialState(newJassRecord(SEATS, 700 + seed, { variant }));
      for (let decision = 0; state.phase !== 'over' && state.turn < 2; decision++) {
        const seat = seatToAct(state)!;
        const action = referenceAction(viewOf(state, SEATS[seat]), seed * 1000 + decision, 150);
        const next = applyAction(state, SEATS[seat], action);
        expect(next.ok, `${SEATS[seat]} ${JSON.stringify(action)}`).toBe(true);
        if (next.ok) state = next.value;
      }
      expect(state.turn === 2 || state.phase === 'over').toBe(true);
    }
  });

  test('is deterministic for a seed: the same view and seed give the same search, card by card', () => {
    for (const { view } of choiceViews('schieber', 2).filter((_, i) => i % 9 === 0)) {
      const a = referenceSearch(view, 400, new JassRandom(5));
      const b = referenceSearch(view, 400, new JassRandom(5));
      expect(a).toEqual(b);
      expect(view.playable).toContain(a.card);
      expect(a.children.reduce((n, c) => n + c.visits, 0)).toBe(400);
    }
  });

  test('a duel deal is the same for a seed, and hands out the whole turn’s card points', () => {
    const setup = { level: 'normal' as const, variant: 'course' as const, seed: 3, iterations: 100 };
    const a = playDuelDeal(setup, 4, 1);
    expect(playDuelDeal(setup, 4, 1).points).toEqual(a.points);
    expect([157, 257]).toContain(a.points[0] + a.points[1]);
  });

  test.each(['course', 'schieber'] as const)('its void inference never excludes a card a seat holds (%s)', (variant) => {
    for (const { state, view } of choiceViews(variant, 3)) {
      const masks = voidMasks(view);
      state.hands.forEach((hand, seat) => {
        for (const card of hand) expect(allowedBy(masks, seat, card), `${SEATS[seat]} holds ${card}`).toBe(true);
      });
    }
  });

  test.each(['course', 'schieber'] as const)('a sampled deal never gives a seat a suit it showed it lacks, nor a card seen (%s)', (variant) => {
    const random = new JassRandom(11);
    let voids = 0;
    for (const { state, view } of choiceViews(variant, 3)) {
      const masks = voidMasks(view);
      const me = SEATS.indexOf(view.seat);
      const hands = sampleHands(view, random);
      expect(hands[me].sort()).toEqual([...view.hand].sort());
      const played = new Set([...view.tricks.filter((t) => t.turn === view.turn).flatMap((t) => t.cards.map((c) => c.card)), ...view.trick.map((c) => c.card)]);
      hands.forEach((hand, seat) => {
        expect(hand).toHaveLength(state.hands[seat].length);
        for (const card of hand) {
          expect(played.has(card)).toBe(false);
          expect(allowedBy(masks, seat, card), `${SEATS[seat]} was dealt ${card}`).toBe(true);
        }
        for (let suit = 0; suit < 4; suit++) if (masks[seat * 4 + suit] === 0) voids++;
      });
    }
    // The views do show voids, so the check above is not empty.
    expect(voids).toBeGreaterThan(20);
  });

  test('reads the rules’ trump exceptions: trumping says nothing of the led suit, under-trumping says the hand is all trumps, the Bauer may stay', () => {
    // Trump ♠, play order N, E, S, W; N holds the ♦7 and leads.
    const hands: Card[][] = [
      ['DA', 'H6', 'D7', 'C6', 'C7', 'C8', 'C9', 'C10', 'CJ'],
      ['SJ', 'D6', 'D8', 'D9', 'D10', 'DJ', 'CQ', 'CK', 'CA'],
      ['H7', 'H8', 'H9', 'H10', 'HJ', 'HQ', 'HK', 'HA', 'DK'],
      ['S6', 'S7', 'S8', 'S9', 'S10', 'SQ', 'SK', 'SA', 'DQ'],
    ];
    let state = start(recordWithHands(hands, 'course', 'S'));
    for (const [seat, card] of [['N', 'DA'], ['E', 'D6'], ['S', 'DK'], ['W', 'DQ'], ['N', 'H6'], ['E', 'SJ'], ['S', 'H7']] as const) {
      state = must(state, seat, { type: 'play', card });
    }
    // W holds only trumps lower than the Bauer: it must under-trump.
    state = must(state, 'W', { type: 'play', card: 'S6' });
    const masks = voidMasks(viewOf(state, 'N'));
    const seat = (key: string) => state.players.indexOf(key as (typeof state.players)[number]);
    // E trumped the heart lead: that says nothing of its hearts.
    expect(masks[seat('E') * 4 + SUITS.indexOf('H')]).not.toBe(0);
    // W under-trumped: nothing but trumps left.
    for (const suit of ['H', 'D', 'C'] as const) expect(masks[seat('W') * 4 + SUITS.indexOf(suit)]).toBe(0);
    expect(masks[seat('W') * 4 + SUITS.indexOf('S')]).not.toBe(0);
    // S followed hearts both times: nothing is known of it.
    for (let suit = 0; suit < 4; suit++) expect(masks[seat('S') * 4 + suit]).not.toBe(0);

    // Trump led, a side card played: no trump left but, perhaps, the jack.
    const bauerHands: Card[][] = [
      ['D7', 'S6', 'S7', 'S8', 'S9', 'S10', 'SQ', 'SK', 'SA'],
      ['SJ', 'H6', 'H7', 'H8', 'H9', 'H10', 'HJ', 'HQ', 'HK'],
      ['HA', 'D6', 'D8', 'D9', 'D10', 'DJ', 'DQ', 'DK', 'DA'],
      ['C6', 'C7', 'C8', 'C9', 'C10', 'CJ', 'CQ', 'CK', 'CA'],
    ];
    let bauer = start(recordWithHands(bauerHands, 'course', 'S'));
    for (const [key, card] of [['N', 'S6'], ['E', 'H6'], ['S', 'HA'], ['W', 'C6']] as const) bauer = must(bauer, key, { type: 'play', card });
    const view = viewOf(bauer, 'N');
    const bauerMasks = voidMasks(view);
    const jack = 1 << RANKS.indexOf('J');
    for (const key of ['E', 'S', 'W']) expect(bauerMasks[bauer.players.indexOf(key as 'E') * 4 + SUITS.indexOf('S')]).toBe(jack);
    // The jack of trump is the only unseen trump: every sample gives it to someone, and nothing else of trump.
    const random = new JassRandom(2);
    for (let i = 0; i < 20; i++) {
      const dealt = sampleHands(view, random).flat().filter((card) => suitOf(card) === 'S');
      expect(dealt.sort()).toEqual(['S10', 'S7', 'S8', 'S9', 'SA', 'SJ', 'SK', 'SQ'].sort());
    }
  });
});
