import { describe, expect, test } from 'vitest';
import { beats, cardPoints, DECK, isCard, RANK_TABLE, RANKS, SUITS, type Card, type Suit } from '../../../src/games/jass/engine/cards.ts';
import { JassRandom } from '../../../src/games/random.ts';

describe('Jass card tables (digest §4, checks of §12)', () => {
  test('36 distinct cards, 4 suits of 9 ranks, in canonical notation', () => {
    expect(DECK).toHaveLength(36);
    expect(new Set(DECK).size).toBe(36);
    expect(DECK.slice(0, 9)).toEqual(['S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SQ', 'SK', 'SA']);
    expect(isCard('H10')).toBe(true);
    expect(isCard('h10')).toBe(false);
    expect(isCard('H1')).toBe(false);
  });

  test.each(SUITS)('with %s trump: a non-trump suit is worth 30, the trump suit 62, the deck 152', (trump) => {
    const suitTotal = (suit: Suit) => DECK.filter((card) => card[0] === suit).reduce((sum, card) => sum + cardPoints(card, trump), 0);
    for (const suit of SUITS) expect(suitTotal(suit)).toBe(suit === trump ? 62 : 30);
    expect(DECK.reduce((sum, card) => sum + cardPoints(card, trump), 0)).toBe(152);
  });

  test('trump order from high to low is J 9 A K Q 10 8 7 6, the natural order 6 up to A', () => {
    expect([...RANKS].sort((a, b) => RANK_TABLE[b].trumpOrder - RANK_TABLE[a].trumpOrder)).toEqual(['J', '9', 'A', 'K', 'Q', '10', '8', '7', '6']);
    expect([...RANKS].sort((a, b) => RANK_TABLE[a].order - RANK_TABLE[b].order)).toEqual(['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']);
  });

  test('only the jack and the nine change points with trump', () => {
    const changed = RANKS.filter((rank) => RANK_TABLE[rank].points !== RANK_TABLE[rank].trumpPoints);
    expect(changed).toEqual(['9', 'J']);
    expect(cardPoints('SJ', 'S')).toBe(20);
    expect(cardPoints('S9', 'S')).toBe(14);
    expect(cardPoints('SJ', 'H')).toBe(2);
  });

  test.each<[Card, Card, Suit, boolean]>([
    ['S6', 'HA', 'S', true], // any trump beats a non-trump
    ['HA', 'S6', 'S', false],
    ['SJ', 'S9', 'S', true], // Bauer over Nell
    ['S9', 'SA', 'S', true],
    ['SA', 'S9', 'S', false],
    ['HA', 'HK', 'S', true],
    ['H9', 'H10', 'S', false],
    ['DA', 'H6', 'S', false], // two non-trump suits: neither beats the other
    ['H6', 'DA', 'S', false],
  ])('%s beats %s with %s trump: %s', (x, y, trump, expected) => {
    expect(beats(x, y, trump)).toBe(expected);
  });
});

describe('Jass random generator', () => {
  test('the same seed gives the same numbers, another seed others', () => {
    const a = new JassRandom(42);
    const b = new JassRandom(42);
    const c = new JassRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(seqA);
  });

  test('integers stay in range and spread over it; a shuffle is a permutation', () => {
    const random = new JassRandom(7);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[random.int(4)]++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
    const shuffled = random.shuffle(DECK);
    expect([...shuffled].sort()).toEqual([...DECK].sort());
    expect(shuffled).not.toEqual(DECK);
  });
});
