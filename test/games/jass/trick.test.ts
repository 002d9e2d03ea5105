import { describe, expect, test } from 'vitest';
import { beats, DECK, rankOf, suitOf, type Card, type Suit } from '../../../src/games/jass/engine/cards.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { playableOf, refusalOf, trickPoints, winningIndex } from '../../../src/games/jass/engine/trick.ts';

type Case = [string, Suit, Card[], Card[], Card[]];

describe('playable cards (digest §7, seed step 4 §1.2)', () => {
  test.each<Case>([
    ['rule 1: the leader may play any card', 'S', [], ['H6', 'SJ', 'DA'], ['H6', 'SJ', 'DA']],
    ['rule 2: follow or trump, even when able to follow', 'S', ['H7'], ['H6', 'S8'], ['H6', 'S8']],
    ['rule 3: holding the base suit, no other non-trump suit', 'S', ['H7'], ['H6', 'CA'], ['H6']],
    ['rule 4: no under-trumping', 'S', ['H7', 'SK'], ['H6', 'SQ', 'SA'], ['H6', 'SA']],
    ['rule 5: no base suit, any card but a lower trump', 'S', ['H7', 'SK'], ['D8', 'C10', 'S7', 'SA'], ['D8', 'C10', 'SA']],
    ['rule 6: only lower trumps left, any of them', 'S', ['H7', 'SJ'], ['S6', 'SQ'], ['S6', 'SQ']],
    ['rule 6: one higher trump held, only the higher ones', 'S', ['H7', 'SK'], ['S6', 'SA'], ['SA']],
    ['rule 7: trump led, a trump must be played, any one', 'S', ['SA', 'S9'], ['S6', 'HK'], ['S6']],
    ['rule 8: trump led, the jack alone need not follow', 'S', ['S6'], ['SJ', 'HK', 'D7'], ['SJ', 'HK', 'D7']],
    ['rule 8: the jack and another trump must follow', 'S', ['S6'], ['SJ', 'S7', 'HK'], ['SJ', 'S7']],
    ['rule 9: trump led, no trump held, any card', 'S', ['S6'], ['HK', 'D7'], ['HK', 'D7']],
    ['no trump in the trick yet: any trump is a higher trump', 'S', ['H7', 'HA'], ['H6', 'S6'], ['H6', 'S6']],
    ['base suit and lower trumps only: the base suit alone', 'S', ['H7', 'SA'], ['H6', 'S6'], ['H6']],
    ['other suit and lower trumps: not the lower trumps', 'H', ['C7', 'H9'], ['D8', 'HA'], ['D8']],
  ])('%s', (_name, trump, trick, hand, expected) => {
    expect(playableOf(hand, trick, trump)).toEqual(expected);
  });

  test.each<[string, Suit, Card[], Card[], Card, string, string]>([
    ['another suit while holding the base suit', 'S', ['H7'], ['H6', 'CA'], 'CA', 'MUST_FOLLOW_SUIT', 'you must follow ♥'],
    ['a non-trump when trump is led', 'S', ['SA', 'S9'], ['S6', 'HK'], 'HK', 'MUST_FOLLOW_SUIT', 'you must follow ♠'],
    ['another suit while holding the base suit and a trump that may be played', 'S', ['H7'], ['H6', 'CA', 'S9'], 'CA', 'MUST_FOLLOW_SUIT', 'you must follow ♥ or play a trump'],
    ['a lower trump while following is possible', 'S', ['H7', 'SK'], ['H6', 'SQ', 'SA'], 'SQ', 'NO_UNDERTRUMP', 'you may not under-trump: Q♠ is lower than K♠'],
    ['a lower trump with other cards left', 'S', ['H7', 'SK'], ['D8', 'S7'], 'S7', 'NO_UNDERTRUMP', 'you may not under-trump: 7♠ is lower than K♠'],
  ])('refused: %s', (_name, trump, trick, hand, card, code, message) => {
    expect(refusalOf(hand, trick, trump, card)).toMatchObject({ code, message });
  });

  test('the refusal carries the suit to follow or the trumps compared', () => {
    expect(refusalOf(['H6', 'CA'], ['H7'], 'S', 'CA')).toEqual({ code: 'MUST_FOLLOW_SUIT', message: 'you must follow ♥', suit: 'H' });
    // With a trump that may be played instead, the refusal says so; one that would under-trump does not count.
    expect(refusalOf(['H6', 'CA', 'S9'], ['H7'], 'S', 'CA')).toMatchObject({ suit: 'H', orTrump: true });
    expect(refusalOf(['H6', 'CA', 'S6'], ['H7', 'SA'], 'S', 'CA')).not.toHaveProperty('orTrump');
    expect(refusalOf(['H6', 'SQ'], ['H7', 'SK'], 'S', 'SQ')).toMatchObject({ card: 'SQ', best: 'SK' });
    expect(refusalOf(['H6', 'SQ'], ['H7', 'SK'], 'S', 'H6')).toBeNull();
  });

  /** The digest's reference algorithm, transcribed literally, to check the engine's against. */
  function reference(hand: Card[], trick: Card[], trump: Suit): Card[] {
    if (trick.length === 0) return hand;
    const base = suitOf(trick[0]);
    const T = hand.filter((c) => suitOf(c) === trump);
    const B = hand.filter((c) => suitOf(c) === base);
    if (base === trump) return T.length === 0 || (T.length === 1 && rankOf(T[0]) === 'J') ? hand : T;
    const trumpsInTrick = trick.filter((c) => suitOf(c) === trump);
    const H = T.filter((c) => trumpsInTrick.every((t) => beats(c, t, trump)));
    if (B.length > 0) return hand.filter((c) => B.includes(c) || H.includes(c));
    const rest = hand.filter((c) => !T.includes(c) || H.includes(c));
    return rest.length > 0 ? rest : hand;
  }

  test('the engine agrees with the reference algorithm on 3,000 random hands and tricks', () => {
    const random = new JassRandom(2019);
    for (let i = 0; i < 3000; i++) {
      const cards = random.shuffle(DECK);
      const trick = cards.slice(0, random.int(4));
      const hand = cards.slice(4, 5 + random.int(9));
      const trump = random.pick(['S', 'H', 'D', 'C'] as const);
      const playable = playableOf(hand, trick, trump);
      expect(playable).toEqual(reference(hand, trick, trump));
      expect(playable.length).toBeGreaterThan(0);
      for (const card of hand) expect(refusalOf(hand, trick, trump, card) === null).toBe(playable.includes(card));
    }
  });
});

describe('trick winner and value (digest §8)', () => {
  test.each<[Card[], Suit, number]>([
    [['H10', 'HA', 'DA', 'S6'], 'S', 3],
    [['HK', 'DA', 'H9', 'CA'], 'S', 0],
    [['S6', 'SJ', 'S9', 'SA'], 'S', 1],
    [['H6', 'H7', 'S6', 'S7'], 'S', 3],
    [['D6', 'C7', 'H8', 'S9'], 'H', 2],
    [['D6', 'C7', 'DA', 'S9'], 'H', 2],
  ])('%j with trump %s: card %i wins', (trick, trump, winner) => {
    expect(winningIndex(trick, trump)).toBe(winner);
  });

  test.each<[Card[], Suit, boolean, number]>([
    [['H10', 'HA', 'DA', 'S6'], 'S', false, 32],
    [['SJ', 'S9', 'SA', 'S10'], 'S', false, 55],
    [['SJ', 'S9', 'SA', 'S10'], 'H', false, 23],
    [['H6', 'H7', 'H8', 'D6'], 'S', false, 0],
    [['H6', 'H7', 'H8', 'D6'], 'S', true, 5],
  ])('%j with trump %s (last: %s) is worth %i', (trick, trump, last, points) => {
    expect(trickPoints(trick, trump, last)).toBe(points);
  });
});
