import { describe, expect, test } from 'vitest';
import type { Card } from '../../../src/games/jass/engine/cards.ts';
import { compareWeis, weisAward, weisOf } from '../../../src/games/jass/engine/weis.ts';

const filler: Card[] = ['S6', 'H8', 'C10', 'DQ', 'SA', 'HK'];

describe('Weis (digest §11)', () => {
  test.each<[string, Card[], number[]]>([
    ['three in a row: 20', ['H7', 'H8', 'H9'], [20]],
    ['four in a row: 50', ['C9', 'C10', 'CJ', 'CQ'], [50]],
    ['five in a row: 100', ['D10', 'DJ', 'DQ', 'DK', 'DA'], [100]],
    ['nine in a row: capped at 100, counted once', ['S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SQ', 'SK', 'SA'], [100]],
    ['two runs of one suit', ['H6', 'H7', 'H8', 'HJ', 'HQ', 'HK'], [20, 20]],
    ['four jacks: 200', ['SJ', 'HJ', 'DJ', 'CJ'], [200]],
    ['four nines: 150', ['S9', 'H9', 'D9', 'C9'], [150]],
    ['four aces: 100', ['SA', 'HA', 'DA', 'CA'], [100]],
    ['four sixes: nothing', ['S6', 'H6', 'D6', 'C6'], []],
    ['two cards in a row: nothing', ['S6', 'S7', 'H9', 'D9'], []],
    ['a card in a run and a four of a kind', ['S10', 'H10', 'D10', 'C10', 'CJ', 'CQ'], [20, 100]],
  ])('%s', (_name, hand, points) => {
    expect(weisOf(hand).map((w) => w.points)).toEqual(points);
  });

  test('comparison: value, then card count, then top card, then a run in trump', () => {
    const [fiveRun] = weisOf(['D10', 'DJ', 'DQ', 'DK', 'DA']);
    const [fourJacks] = weisOf(['SJ', 'HJ', 'DJ', 'CJ']);
    const [fourTens] = weisOf(['S10', 'H10', 'D10', 'C10']);
    const [lowRun] = weisOf(['H6', 'H7', 'H8']);
    const [highRun] = weisOf(['S7', 'S8', 'S9']);
    const [sameRunOtherSuit] = weisOf(['C7', 'C8', 'C9']);
    expect(compareWeis(fourJacks, fiveRun, 'S')).toBeGreaterThan(0);
    expect(compareWeis(fiveRun, fourTens, 'S')).toBeGreaterThan(0); // 5 cards beat 4
    expect(compareWeis(highRun, lowRun, 'D')).toBeGreaterThan(0);
    expect(compareWeis(sameRunOtherSuit, highRun, 'C')).toBeGreaterThan(0); // in trump
    expect(compareWeis(sameRunOtherSuit, highRun, 'D')).toBe(0);
  });

  test('the team with the single best Weis scores all its Weis, the other none', () => {
    // N: a run of 3 (20); E: a run of 4 (50); S: a run of 3 (20); W: nothing.
    const dealt: Card[][] = [
      ['H7', 'H8', 'H9', 'S6', 'DJ', 'CA', 'SQ', 'D8', 'C6'],
      ['C9', 'C10', 'CJ', 'CQ', 'S8', 'D6', 'HA', 'SA', 'D10'],
      ['D7', 'S7', 'HK', 'HQ', 'HJ', 'S9', 'DA', 'C7', 'H6'],
      ['S10', 'SJ', 'SK', 'DQ', 'DK', 'C8', 'CK', 'H10', 'D9'],
    ];
    const award = weisAward(dealt, 0, 'S');
    expect(award).toMatchObject({ team: 1, bestSeat: 1, points: 50 });
    expect(award?.shown.map((s) => s.seat)).toEqual([1]);
  });

  test('equal Weis: the seat playing earlier in the first trick wins', () => {
    const dealt: Card[][] = [
      ['H7', 'H8', 'H9', 'S6', 'DJ', 'CA', 'SQ', 'D8', 'C6'],
      ['C7', 'C8', 'C9', 'S8', 'D6', 'HA', 'SA', 'D10', 'CQ'],
      ['D7', 'S7', 'HK', 'HJ', 'S9', 'DA', 'H6', 'CJ', 'C10'],
      ['S10', 'SJ', 'SK', 'DQ', 'DK', 'CK', 'H10', 'D9', 'HQ'],
    ];
    // N's H7-H9 and E's C7-C9 tie on everything (trump D): the first to play wins.
    expect(weisAward(dealt, 0, 'D')?.team).toBe(0);
    expect(weisAward(dealt, 1, 'D')?.team).toBe(1);
    // With clubs trump, E's run in trump wins whoever leads.
    expect(weisAward(dealt, 0, 'C')?.team).toBe(1);
    expect(weisAward(dealt.map(() => filler.slice(0, 2)), 0, 'D')).toBeNull();
  });
});
