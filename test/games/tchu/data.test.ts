import { describe, expect, test } from 'vitest';
import { allCards, CAR_COLORS, TOTAL_CARDS } from '../../../src/games/tchu/data/cards.ts';
import { ROUTES } from '../../../src/games/tchu/data/routes.ts';
import { STATIONS } from '../../../src/games/tchu/data/stations.ts';
import { TICKETS } from '../../../src/games/tchu/data/tickets.ts';
import { COUNTRY_STATIONS, MAP_ROUTES } from '../../../src/games/tchu/engine/map.ts';

describe('the transcribed tables match the totals of the course', () => {
  test('51 stations, 34 cities and 17 country stations (DE 5, AT 3, IT 5, FR 4), codes distinct', () => {
    expect(STATIONS).toHaveLength(51);
    expect(STATIONS.filter((s) => s.country === null)).toHaveLength(34);
    expect(Object.fromEntries(Object.entries(COUNTRY_STATIONS).map(([c, s]) => [c, s.length]))).toEqual({ DE: 5, AT: 3, IT: 5, FR: 4 });
    expect(new Set(STATIONS.map((s) => s.code)).size).toBe(51);
  });

  test('88 routes: 42 tunnels, 14 grey, 12 double pairs, total length 205, lengths by count', () => {
    expect(ROUTES).toHaveLength(88);
    expect(ROUTES.filter((r) => r.level === 'TUNNEL')).toHaveLength(42);
    expect(ROUTES.filter((r) => r.color === null)).toHaveLength(14);
    expect(MAP_ROUTES.filter((r) => r.twin !== null)).toHaveLength(24);
    expect(ROUTES.reduce((sum, r) => sum + r.length, 0)).toBe(205);
    const byLength = [1, 2, 3, 4, 5, 6].map((n) => ROUTES.filter((r) => r.length === n).length);
    expect(byLength).toEqual([31, 21, 18, 14, 2, 2]);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(88);
  });

  test('46 tickets: 34 city-to-city, 4 city-to-countries, 8 country-to-countries', () => {
    const countries = ['DE', 'AT', 'IT', 'FR'];
    expect(TICKETS).toHaveLength(46);
    expect(TICKETS.filter((t) => t.to.length === 1)).toHaveLength(34);
    expect(TICKETS.filter((t) => t.to.length > 1 && !countries.includes(t.from))).toHaveLength(4);
    expect(TICKETS.filter((t) => countries.includes(t.from))).toHaveLength(8);
    expect(TICKETS[34].text).toBe('Berne - {Allemagne (6), Autriche (11), France (5), Italie (8)}');
  });

  test('110 cards: 12 of each of the 8 colours and 14 locomotives', () => {
    const cards = allCards();
    expect(cards).toHaveLength(TOTAL_CARDS);
    expect(TOTAL_CARDS).toBe(110);
    for (const color of CAR_COLORS) expect(cards.filter((c) => c === color)).toHaveLength(12);
    expect(cards.filter((c) => c === 'LOCOMOTIVE')).toHaveLength(14);
  });
});
