import { Image } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { DRAWN_GAME, played } from './helpers.ts';
import { BOARD_HEIGHT, BOARD_WIDTH, boardInputOf, painting } from './painting.ts';
import { ERROR_CODES } from './rules.ts';
import { CONNECT_FOUR_CATALOG, columnLabel, endLine, errorText, moveLine, seatName } from './texts.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function decoded(png: Buffer): Image {
  const image = new Image();
  image.src = png;
  return image;
}

describe('the board image', () => {
  const names = { red: 'Ana', yellow: 'Bérénice-Françoise of a very long name 🎲' };

  test('a PNG at its own size, and scaled down to maxSide', async () => {
    const board = painting.painters.board;
    const full = await board(boardInputOf(played('4453'), names, 'en'), {});
    expect(full.subarray(0, 8)).toEqual(PNG);
    expect([decoded(full).width, decoded(full).height]).toEqual([BOARD_WIDTH, BOARD_HEIGHT]);
    // Made to be read on a phone: not much taller than wide, and small enough to send at once.
    expect(BOARD_HEIGHT / BOARD_WIDTH).toBeLessThan(1.2);
    expect(full.length).toBeGreaterThan(5_000);
    expect(full.length).toBeLessThan(200_000);
    const small = decoded(await board(boardInputOf(played('4453'), names, 'fr'), { maxSide: 390 }));
    expect(Math.max(small.width, small.height)).toBe(390);
  });

  test('what is drawn follows the game: a move, a win and a draw each change the image', async () => {
    const draw = (moves: string) => painting.painters.board(boardInputOf(played(moves), names, 'en'), {});
    const images = await Promise.all(['', '4', '112233', '1122334', DRAWN_GAME].map(draw));
    expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(images.length);
  });

  test('the input is plain data, the same after a trip through JSON (what a render thread gets)', () => {
    const input = boardInputOf(played('1122334'), names, 'fr');
    expect(JSON.parse(JSON.stringify(input))).toEqual(input);
    expect(input.fours).toEqual([[0, 1, 2, 3].map((column) => ({ column, row: 0 }))]);
    expect(input.last).toEqual({ column: 3, row: 0 });
  });
});

describe('the texts', () => {
  test('every refusal has its text in both languages; an unknown code has none', () => {
    for (const code of ERROR_CODES) {
      for (const locale of ['fr', 'en'] as const) expect(errorText({ code, column: 2 }, locale)).toMatch(/\w/);
    }
    expect(errorText({ code: 'COLUMN_FULL', column: 2 }, 'en')).toBe('Column 3 is full: choose another one.');
    expect(errorText({ code: 'COLUMN_FULL', column: 2 }, 'fr')).toBe('La colonne 3 est pleine\u00a0: choisis-en une autre.');
    expect(errorText({ code: 'MUST_FOLLOW_SUIT' }, 'en')).toBeUndefined();
  });

  test('columns as players count them, seats, moves and ends', () => {
    expect(columnLabel(0, 'en')).toBe('Column 1');
    expect(columnLabel(6, 'fr')).toBe('Colonne 7');
    expect(moveLine('Ana', 3, 'en')).toBe('Ana plays column 4.');
    expect(moveLine('Ana', 3, 'fr')).toBe('Ana joue dans la colonne 4.');
    expect([seatName('red', 'fr'), seatName('yellow', 'fr'), seatName('red', 'en'), seatName('yellow', 'en')]).toEqual(['Rouge', 'Jaune', 'Red', 'Yellow']);
    expect(endLine('yellow', { yellow: 'Ada' }, 'en')).toBe('Ada connects four and wins!');
    expect(endLine('red', {}, 'en')).toBe('Red connects four and wins!');
    expect(endLine(null, {}, 'fr')).toContain('match nul');
  });

  test('every key is Connect Four\'s own, and no text is empty', () => {
    for (const [key, entry] of Object.entries(CONNECT_FOUR_CATALOG)) {
      expect(key.startsWith('connectFour.')).toBe(true);
      expect(entry.fr.length * entry.en.length).toBeGreaterThan(0);
    }
  });
});
