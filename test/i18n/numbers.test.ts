import { describe, expect, test } from 'vitest';
import { quantity } from '../../src/i18n/lists.ts';
import { formatNumber, longDate, MINUS_SIGN } from '../../src/i18n/numbers.ts';
import { typographyFaults } from './check-catalog.ts';

describe('formatNumber', () => {
  test('the minus sign is U+2212', () => {
    expect(MINUS_SIGN).toBe('\u2212');
  });

  test.each([
    ['a decimal with one digit', -2.75, { decimals: 1 }, '−2,8', '−2.8'],
    ['a whole number with one decimal', 5, { decimals: 1 }, '5,0', '5.0'],
    ['a value rounding to zero is never −0', -0.04, { decimals: 1 }, '0,0', '0.0'],
    ['thousands', 1234, {}, '1\u202f234', '1,234'],
    ['a large decimal', -12345.678, {}, '−12\u202f345,68', '−12,345.68'],
    ['a whole number as it is', 42, {}, '42', '42'],
    ['a positive change', 3, { signed: true }, '+3', '+3'],
    ['a negative change', -3, { signed: true }, '−3', '−3'],
    ['no change', 0, { signed: true }, '0', '0'],
  ] as const)('%s: %d is %j in French and %j in English', (_situation, value, style, fr, en) => {
    expect(formatNumber(value, 'fr', style)).toBe(fr);
    expect(formatNumber(value, 'en', style)).toBe(en);
    expect(typographyFaults(formatNumber(value, 'fr', style), 'fr')).toEqual([]);
    expect(typographyFaults(formatNumber(value, 'en', style), 'en')).toEqual([]);
  });

  test('quantities write their number as the language does, and agree with it', () => {
    expect(quantity(-1.5, 'fr', 'point', 'points')).toBe('−1,5 point');
    expect(quantity(-12, 'fr', 'point', 'points')).toBe('−12 points');
    expect(quantity(2.5, 'en', 'point', 'points')).toBe('2.5 points');
    expect(quantity(1000, 'fr', 'point', 'points')).toBe('1\u202f000 points');
  });
});

describe('typographyFaults', () => {
  test.each([
    ['fr', "Ce n'est pas ton tour.", "straight apostrophe ' (write ’)"],
    ['en', "It's not your turn.", "straight apostrophe ' (write ’)"],
    ['fr', 'Niveau : -2.8', 'hyphen-minus before a digit (write − U+2212)'],
    ['en', 'Rating: -2.8', 'hyphen-minus before a digit (write − U+2212)'],
    ['fr', 'Moyenne : 5.0 points', 'decimal point between digits (French writes a comma)'],
    ['en', 'Wait...', 'three dots (write …)'],
    ['fr', 'Le mot "chat"', 'straight double quote " (write « »)'],
    ['fr', 'Le mot “chat”', 'English quotes in French (write « »)'],
    ['en', 'The word «cat»', 'French quotes in English (write “ ”)'],
  ] as const)('in %s, %j is marked', (locale, text, fault) => {
    expect(typographyFaults(text, locale)).toContain(fault);
  });

  test.each([
    ['fr', 'Ce n’est pas ton tour : −2,8 points, 5,0 en moyenne, Saint-Gall, 2-3 cartes.'],
    ['en', 'It’s not your turn: −2.8 points, 5.0 on average, La Chaux-de-Fonds.'],
    ['fr', 'Tape `/chacun poser case:M12` ou `l\'aide` : rien d’autre.'],
  ] as const)('in %s, %j is clean', (locale, text) => {
    expect(typographyFaults(text, locale)).toEqual([]);
  });
});

describe('a day in a sentence', () => {
  test.each([
    [Date.UTC(2026, 11, 1, 23, 30), 'fr', '1er décembre 2026'],
    [Date.UTC(2026, 11, 1), 'en', '1 December 2026'],
    [Date.UTC(2026, 10, 21), 'fr', '21 novembre 2026'],
    [Date.UTC(2027, 0, 11), 'fr', '11 janvier 2027'],
  ] as const)('%d in %s is %s (the first of a month “1er” in French)', (ms, locale, text) => {
    expect(longDate(ms, locale)).toBe(text);
  });
});
