import { describe, expect, test } from 'vitest';
import { PREMIUMS, SIZE, SQUARE_PREMIUMS, formatPosition, parsePosition, squareName, CENTRE } from '../../../src/games/scrabble/engine/board.ts';
import { LANGUAGES, LETTER_SETS, fullBag, removeTiles, sortedTiles, tilePoints } from '../../../src/games/scrabble/engine/letters.ts';
import { ScrabbleRandom, hashString } from '../../../src/games/random.ts';

describe('letter sets', () => {
  test.each([
    ['fr', 102, 197],
    ['en', 100, 187],
  ] as const)('the %s set has %i tiles worth %i points, 27 kinds with two blanks worth 0', (language, tiles, points) => {
    const set = LETTER_SETS[language];
    expect(set.map(({ letter }) => letter).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ?');
    expect(set.reduce((sum, { count }) => sum + count, 0)).toBe(tiles);
    expect(set.reduce((sum, { count, points }) => sum + count * points, 0)).toBe(points);
    expect(set.find(({ letter }) => letter === '?')).toEqual({ letter: '?', count: 2, points: 0 });
    expect(fullBag(language)).toHaveLength(tiles);
  });

  test.each([
    ['fr', 'M', 2], ['en', 'M', 3], ['fr', 'K', 10], ['en', 'K', 5], ['fr', 'Q', 8], ['en', 'Q', 10], ['en', 'q', 0], ['fr', '?', 0],
  ] as const)('in %s, %s is worth %i', (language, tile, points) => {
    expect(tilePoints(language, tile)).toBe(points);
  });

  test('multisets: sorted with blanks last, removal refuses a missing tile', () => {
    expect(sortedTiles('?ZA?B')).toBe('ABZ??');
    expect(removeTiles('AAB?', 'A?')).toBe('AB');
    expect(removeTiles('AB', 'C')).toBeNull();
    expect(LANGUAGES).toEqual(['fr', 'en']);
  });
});

describe('board', () => {
  const count = (premium: string) => SQUARE_PREMIUMS.filter((p) => p === premium).length;

  test('8 triple-word, 17 double-word, 12 triple-letter, 24 double-letter and 164 normal squares; the centre is double word', () => {
    expect(SQUARE_PREMIUMS).toHaveLength(225);
    expect([count('triple word'), count('double word'), count('triple letter'), count('double letter'), count('normal')]).toEqual([8, 17, 12, 24, 164]);
    expect(SQUARE_PREMIUMS[CENTRE]).toBe('double word');
    expect(squareName(CENTRE)).toBe('H8');
    expect(PREMIUMS).toHaveLength(5);
  });

  test('the grid is unchanged by reflection in both diagonals and both middle lines', () => {
    const at = (r: number, c: number) => SQUARE_PREMIUMS[r * SIZE + c];
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        expect([at(c, r), at(SIZE - 1 - c, SIZE - 1 - r), at(SIZE - 1 - r, c), at(r, SIZE - 1 - c)]).toEqual([at(r, c), at(r, c), at(r, c), at(r, c)]);
      }
    }
  });

  test.each([
    ['8H', { row: 7, column: 7, direction: 'across' }],
    ['H8', { row: 7, column: 7, direction: 'down' }],
    ['15o', { row: 14, column: 14, direction: 'across' }],
    ['a1', { row: 0, column: 0, direction: 'down' }],
    ['10C', { row: 9, column: 2, direction: 'across' }],
  ] as const)('position %s reads as %o', (text, position) => {
    expect(parsePosition(text)).toEqual(position);
    expect(formatPosition(position).toUpperCase()).toBe(text.toUpperCase());
  });

  test.each(['16A', 'P8', '0H', 'H', '8', 'HH', '8H8', ' 8H', '08H'])('%s is not a position', (text) => {
    expect(parsePosition(text)).toBeNull();
  });
});

describe('random generator', () => {
  test('a seed gives the same numbers, another seed others; shuffles keep every item', () => {
    const a = new ScrabbleRandom(42);
    const b = new ScrabbleRandom(42);
    const first = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(first);
    expect(new ScrabbleRandom(43).nextUint32()).not.toBe(first[0]);
    const shuffled = new ScrabbleRandom(1).shuffle([...'ABCDEFGH']);
    expect(shuffled.sort()).toEqual([...'ABCDEFGH']);
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });

  test('int stays in range and reaches every value', () => {
    const random = new ScrabbleRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(random.int(6));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
