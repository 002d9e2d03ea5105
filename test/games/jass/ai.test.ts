import { describe, expect, test } from 'vitest';
import { aiAction, type AiLevel } from '../../../src/games/jass/ai/index.ts';
import { bestTrump, normalAction } from '../../../src/games/jass/ai/normal.ts';
import type { Card } from '../../../src/games/jass/engine/cards.ts';
import { applyAction, initialState, seatToAct } from '../../../src/games/jass/engine/game.ts';
import { newJassRecord, SEATS, type Seat, type Variant } from '../../../src/games/jass/engine/record.ts';
import { viewOf, type JassView } from '../../../src/games/jass/engine/view.ts';
import { jass } from '../../../src/games/jass/index.ts';
import { replayRecord } from '../../../src/games/jass/rules.ts';
import { current, must, recordWithHands, start } from './helpers.ts';

/** A game between a team of `levels[0]` (N, S) and one of `levels[1]` (E, W), each AI deciding from its seat's view. */
function match(seed: number, variant: Variant, levels: readonly [AiLevel, AiLevel]): 0 | 1 {
  let state = initialState(newJassRecord(SEATS, seed, { variant }));
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const action = aiAction(viewOf(state, state.players[seat]), levels[seat % 2], seed);
    const next = applyAction(state, state.players[seat], action);
    if (!next.ok) throw new Error(`an AI action was refused: ${next.error.code}`);
    state = next.value;
  }
  return state.winner as 0 | 1;
}

describe('Jass AI', () => {
  test.each<Variant>(['course', 'schieber'])('%s: normal beats easy in most of 100 games (50 deals, teams swapped)', (variant) => {
    let normalWins = 0;
    for (let seed = 0; seed < 50; seed++) {
      if (match(seed, variant, ['normal', 'easy']) === 0) normalWins++;
      if (match(seed, variant, ['easy', 'normal']) === 1) normalWins++;
    }
    expect(normalWins).toBeGreaterThanOrEqual(80);
  });

  test('planTurn is one legal action, the same for the same view, level and seed', () => {
    const { record } = jass.tools.randomGame(4, 9);
    for (const moves of [0, 17, 40]) {
      const cut = { ...record, actions: record.actions.slice(0, moves) };
      const state = replayRecord(cut);
      const toAct = jass.rules.toAct(state)[0];
      const view = jass.rules.seatView(cut, toAct);
      for (const level of jass.ai.levels) {
        const plan = jass.ai.planTurn(view, toAct, level, { seed: 4 });
        expect(plan).toHaveLength(1);
        expect(jass.ai.planTurn(view, toAct, level, { seed: 4 })).toEqual(plan);
        expect(jass.rules.play(state, toAct, plan[0]).ok).toBe(true);
      }
    }
    expect(jass.ai.levels).toEqual(['easy', 'normal', 'hard']);
    expect(jass.ai.defaultLevel).toBe('normal');
  });

  test('planTurn refuses a seat that is not to act', () => {
    const record = jass.rules.newRecord(SEATS, 3, { variant: 'course', target: 1000 });
    const toAct = jass.rules.toAct(jass.rules.start(record))[0];
    const other = SEATS.find((seat) => seat !== toAct) as string;
    expect(() => jass.ai.planTurn(jass.rules.seatView(record, other), other, 'normal', { seed: 1 })).toThrow(/not to act/);
  });

  // Trick scenarios: N leads, spades trump; hands chosen so that every seat has choices.
  const HANDS: Card[][] = [
    ['D7', 'HA', 'H6', 'C6', 'C7', 'D6', 'S6', 'S7', 'D8'],
    ['HK', 'H10', 'H7', 'SA', 'C8', 'C9', 'D9', 'D10', 'DJ'],
    ['H8', 'HQ', 'DA', 'C10', 'S8', 'S9', 'CJ', 'DQ', 'DK'],
    ['HJ', 'H9', 'S10', 'SJ', 'SQ', 'SK', 'CQ', 'CK', 'CA'],
  ];
  const viewAfter = (plays: Card[]): JassView => {
    let state = start(recordWithHands(HANDS, 'course', 'S'));
    for (const card of plays) state = must(state, current(state), { type: 'play', card });
    return viewOf(state, current(state) as Seat);
  };

  test.each<[string, Card[], Card]>([
    ['the leader leads its master card, the ace', [], 'HA'],
    ['a partner winning with a master: S gives it its most points without overtaking', ['HA', 'H7'], 'HQ'],
    ['a partner winning, W last: feeds it rather than trump it', ['H6', 'HK', 'HQ'], 'HJ'],
    ['an opponent winning a valuable trick: W, last, trumps it with its least costly trump', ['HA', 'H10', 'H8'], 'SQ'],
    ['an opponent winning with a low card: W, last, takes the trick with its richest winning card', ['H6', 'H7', 'H8'], 'HJ'],
    ['a partner winning, W last: gives it the most points it may', ['C6', 'C8', 'C10'], 'CA'],
  ])('%s', (_name, plays, expected) => {
    expect(normalAction(viewAfter(plays))).toEqual({ type: 'play', card: expected });
  });

  test('Schieber: a strong hand names its trump, a weak one passes, the partner must name', () => {
    expect(bestTrump(['SJ', 'S9', 'SA', 'S7', 'HA', 'D6', 'C7', 'H8', 'D9']).mode).toBe('S');
    const strong = start(recordWithHands([['D7', 'HJ', 'H9', 'HA', 'HK', 'H6', 'SA', 'C6', 'C7'], ...restOf(['D7', 'HJ', 'H9', 'HA', 'HK', 'H6', 'SA', 'C6', 'C7'])], 'schieber'));
    expect(normalAction(viewOf(strong, 'N'))).toEqual({ type: 'trump', suit: 'H' });
    // Weak whatever the call: no jack or nine of trump, no ace, no six.
    const weakHand: Card[] = ['D7', 'S8', 'H7', 'C9', 'D9', 'S10', 'HQ', 'CJ', 'SQ'];
    const weak = start(recordWithHands([weakHand, ...restOf(weakHand)], 'schieber'));
    expect(normalAction(viewOf(weak, 'N'))).toEqual({ type: 'pass' });
    const passed = must(weak, 'N', { type: 'pass' });
    expect(normalAction(viewOf(passed, 'S')).type).toBe('trump');
  });
});

/** The other 27 cards in three hands. */
function restOf(hand: Card[]): Card[][] {
  const rest = newJassRecord(SEATS, 1).deals[0].filter((card) => !hand.includes(card));
  return [rest.slice(0, 9), rest.slice(9, 18), rest.slice(18, 27)];
}
