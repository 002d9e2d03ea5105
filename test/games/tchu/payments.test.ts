import { describe, expect, test } from 'vitest';
import { CAR_COLORS } from '../../../src/games/tchu/data/cards.ts';
import {
  additionalCost,
  bagCounts,
  countsBag,
  possibleAdditionalPayments,
  possiblePayments,
  routePayments,
} from '../../../src/games/tchu/engine/cards.ts';
import { MAP_ROUTES, claimPoints, routeIndex } from '../../../src/games/tchu/engine/map.ts';
import { randomGame } from '../../../src/games/tchu/engine/simulate.ts';
import { cardsText, describeTurn, turnStories } from '../../../src/games/tchu/discord/history.ts';

const route = (id: string) => MAP_ROUTES[routeIndex(id)!];
const bags = (list: readonly (readonly number[])[]) => list.map(countsBag);

describe('claim points by length', () => {
  test.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 7],
    [5, 10],
    [6, 15],
  ])('a route of length %i scores %i', (length, points) => {
    expect(claimPoints(length)).toBe(points);
  });
});

describe('every way to pay a route', () => {
  test('an overground coloured route: its colour only, no locomotive', () => {
    expect(bags(routePayments(route('BAD_OLT_1')))).toEqual([{ VIOLET: 2 }]);
  });

  test('an overground grey route: two cards of any one colour, 8 ways in colour order', () => {
    expect(bags(routePayments(route('DE5_STG_1')))).toEqual(CAR_COLORS.map((c) => ({ [c]: 2 })));
  });

  test('a coloured tunnel: its colour with 0 to n locomotives', () => {
    expect(bags(routePayments(route('BRU_IT2_1')))).toEqual([{ GREEN: 2 }, { GREEN: 1, LOCOMOTIVE: 1 }, { LOCOMOTIVE: 2 }]);
  });

  test('a grey tunnel: 8 colours without, 8 with one locomotive, then all locomotives (17 ways)', () => {
    expect(bags(routePayments(route('FR1_MAR_1')))).toEqual([
      ...CAR_COLORS.map((c) => ({ [c]: 2 })),
      ...CAR_COLORS.map((c) => ({ [c]: 1, LOCOMOTIVE: 1 })),
      { LOCOMOTIVE: 2 },
    ]);
  });

  test('a grey tunnel of length 4 has 8 × 4 + 1 ways', () => {
    expect(routePayments(route('AT1_STG_1'))).toHaveLength(33);
  });

  test('a hand pays only with what it holds', () => {
    const hand = bagCounts({ RED: 2, BLUE: 1, LOCOMOTIVE: 1 });
    expect(bags(possiblePayments(route('FR1_MAR_1'), hand))).toEqual([{ RED: 2 }, { BLUE: 1, LOCOMOTIVE: 1 }, { RED: 1, LOCOMOTIVE: 1 }]);
    expect(bags(possiblePayments(route('DE5_STG_1'), hand))).toEqual([{ RED: 2 }]);
    expect(possiblePayments(route('BAD_OLT_1'), hand)).toEqual([]);
  });
});

describe('a tunnel\'s additional cards', () => {
  test('the cost counts the colour paid with and locomotives', () => {
    expect(additionalCost(bagCounts({ RED: 3 }), ['RED', 'LOCOMOTIVE', 'BLUE'])).toBe(2);
    expect(additionalCost(bagCounts({ RED: 1, LOCOMOTIVE: 2 }), ['BLUE', 'GREEN', 'WHITE'])).toBe(0);
  });

  test('after an all-locomotive payment only drawn locomotives count', () => {
    expect(additionalCost(bagCounts({ LOCOMOTIVE: 3 }), ['RED', 'RED', 'LOCOMOTIVE'])).toBe(1);
  });

  test('additional payments: colour and locomotives, fewest locomotives first, from the cards left', () => {
    const initial = bagCounts({ RED: 1, LOCOMOTIVE: 1 });
    expect(bags(possibleAdditionalPayments(initial, 2, bagCounts({ RED: 1, BLUE: 3, LOCOMOTIVE: 2 })))).toEqual([{ RED: 1, LOCOMOTIVE: 1 }, { LOCOMOTIVE: 2 }]);
    expect(bags(possibleAdditionalPayments(initial, 2, bagCounts({ RED: 5 })))).toEqual([{ RED: 2 }]);
  });

  test('after an all-locomotive payment the additional cards are locomotives only', () => {
    expect(bags(possibleAdditionalPayments(bagCounts({ LOCOMOTIVE: 2 }), 1, bagCounts({ RED: 3, LOCOMOTIVE: 1 })))).toEqual([{ LOCOMOTIVE: 1 }]);
    expect(possibleAdditionalPayments(bagCounts({ LOCOMOTIVE: 2 }), 1, bagCounts({ RED: 3 }))).toEqual([]);
  });
});

describe('payments in words, as the channel, the panel and the message board write them', () => {
  test.each([
    [{ YELLOW: 1 }, '1 carte jaune', '1 yellow card'],
    [{ BLACK: 2 }, '2 cartes noires', '2 black cards'],
    [{ ORANGE: 3 }, '3 cartes orange', '3 orange cards'],
    [{ GREEN: 1, LOCOMOTIVE: 1 }, '1 carte verte et 1 locomotive', '1 green card and 1 locomotive'],
    [{ WHITE: 2, LOCOMOTIVE: 2 }, '2 cartes blanches et 2 locomotives', '2 white cards and 2 locomotives'],
    [{ LOCOMOTIVE: 1 }, '1 locomotive', '1 locomotive'],
  ] as const)('%j: « %s », “%s”', (bag, fr, en) => {
    expect(cardsText(bag, 'fr')).toBe(fr);
    expect(cardsText(bag, 'en')).toBe(en);
  });

  test('a route claimed: “with 1 black card”, « avec 1 carte noire »', () => {
    // Game 11's first turn: Ben (P2) claims Schwyz – Zoug with one black card.
    const { record } = randomGame(2, 11);
    const story = turnStories({ ...record, actions: record.actions.slice(0, 3) }).find((s) => s.turn === 1)!;
    const names = (seat: string) => (seat === 'P1' ? 'Ana' : 'Ben');
    expect(describeTurn(story, names, 'fr')).toEqual([expect.stringMatching(/^Ben a pris la route .+ avec 1 carte noire \(1 point\)\.$/)]);
    expect(describeTurn(story, names, 'en')).toEqual([expect.stringMatching(/^Ben claimed .+ with 1 black card \(1 point\)\.$/)]);
  });
});
