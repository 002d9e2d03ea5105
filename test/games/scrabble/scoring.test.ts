import { describe, expect, test } from 'vitest';
import { EMPTY_BOARD, parsePosition, squareAt } from '../../../src/games/scrabble/engine/board.ts';
import { analysePlay, playFromTiles } from '../../../src/games/scrabble/engine/play.ts';
import { boardWith, words } from './helpers.ts';

const lexicon = words('CAT', 'CATS', 'AXE', 'AX', 'XI', 'TI', 'PROXY', 'OPEN', 'PLANETS', 'RETAINS', 'MOTS', 'ZA', 'AT');
const CAT = boardWith(['8H', 'CAT']);
const RACK = 'AEIRST?';

function points(language: 'fr' | 'en', board: string, rack: string, position: string, word: string): number {
  const result = analysePlay(language, board, rack, position, word, lexicon);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value.points;
}

describe('scoring (the digest\'s worked examples and one case per rule)', () => {
  test.each([
    ['first move CAT through the double-word centre', 10, 'en', EMPTY_BOARD, 'CATXXXX', '8H', 'CAT'],
    ['AXE down through the A of CAT, X on a double letter', 18, 'en', CAT, 'XEQQQQQ', 'I8', 'AXE'],
    ['PROXY through OPEN: double word under P, triple letter under Y', 50, 'en', boardWith(['8H', 'CAT'], ['D2', 'OPEN']), 'PRXYQQQ', '2B', 'PROXY'],
    ['XI under CAT: the main word and two cross-words, the X doubled twice', 36, 'en', CAT, 'XIQQQQQ', '9I', 'XI'],
    ['pLANETS: a bingo with a blank on a double letter', 62, 'en', EMPTY_BOARD, 'LANETS?', '8D', 'pLANETS'],
    ['PLANETs: the blank as the last S', 72, 'en', EMPTY_BOARD, 'PLANET?', '8D', 'PLANETs'],
    ['French MOTs, M worth 2', 8, 'fr', EMPTY_BOARD, 'MOT?AAA', '8H', 'MOTs'],
    ['CATS: premiums under old tiles count no more', 6, 'en', CAT, 'SQQQQQQ', '8H', 'CATS'],
    ['RETAINS over two double-word squares: ×4', 28, 'en', boardWith(['8H', 'CAT'], ['5H', 'A']), 'RETINSQ', '5E', 'RETAINS'],
    ['a blank on the double-word centre scores 0 but doubles the word', 16, 'en', EMPTY_BOARD, 'XQQQQQ?', '8G', 'aX'],
    ['a played-through tile may be typed as "."', 18, 'en', CAT, 'XEQQQQQ', 'I8', '.XE'],
  ] as const)('%s: %i points', (_name, expected, language, board, rack, position, word) => {
    expect(points(language, board, rack, position, word)).toBe(expected);
  });

  test('a play reports its words, main word first, in upper case, and the record form of its word', () => {
    const result = analysePlay('en', CAT, 'XIQQQQQ', '9I', 'XI', lexicon);
    expect(result.ok && result.value.words).toEqual([{ word: 'XI', points: 17 }, { word: 'AX', points: 17 }, { word: 'TI', points: 2 }]);
    const through = analysePlay('en', CAT, 'XEQQQQQ', 'i8', '.XE', lexicon);
    expect(through.ok && [through.value.word, through.value.used, through.value.bingo]).toEqual(['AXE', 'XE', false]);
  });
});

describe('refused plays say why and change nothing', () => {
  test.each([
    ['not connected', 'NOT_CONNECTED', CAT, '2B', 'AT'],
    ['a gap typed as "." on an empty square', 'GAP_IN_WORD', CAT, '8H', 'CAT.S'],
    ['a letter not on the rack', 'LETTER_NOT_ON_RACK', CAT, 'I7', 'ZA'],
    ['a second blank', 'LETTER_NOT_ON_RACK', CAT, '8H', 'CATsx'],
    ['first move away from the centre', 'FIRST_MOVE_NOT_THROUGH_CENTRE', EMPTY_BOARD, '1A', 'AT'],
    ['a cross-word not in the list', 'WORD_NOT_IN_LIST', boardWith(['8H', 'CAT'], ['10J', 'Q']), '9I', 'XI'],
    ['not a position', 'BAD_POSITION', CAT, 'Z9', 'AT'],
    ['not a word', 'BAD_WORD', CAT, 'I8', 'A1'],
    ['off the board', 'OFF_BOARD', CAT, '8M', 'ATSE'],
    ['another letter on a square', 'SQUARE_TAKEN', CAT, '8H', 'DOG'],
    ['only part of a word', 'NOT_WHOLE_WORD', CAT, '8I', 'ATE'],
    ['nothing new', 'NO_NEW_TILE', CAT, '8H', 'CAT'],
  ] as const)('%s: %s', (_name, code, board, position, word) => {
    const result = analysePlay('en', board, 'AEIRSTX', position, word, lexicon);
    expect(result.ok ? 'accepted' : result.error.code).toBe(code);
  });

  test('WORD_NOT_IN_LIST names the word (CATS, the cross-word, is in the list)', () => {
    const result = analysePlay('en', CAT, 'AEIRSTX', 'K8', 'SE', lexicon);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.words).toEqual(['SE']);
      expect(result.error.message).toBe('not in the word list: SE');
    }
  });

  test('LETTER_NOT_ON_RACK names the missing letter and the rack', () => {
    const result = analysePlay('en', CAT, RACK, 'I7', 'ZA', lexicon);
    expect(!result.ok && result.error.message).toBe('the rack AEIRST? has no Z left');
  });

  test('the table judge does not look words up', () => {
    expect(analysePlay('en', CAT, 'AEIRSTX', '9I', 'XI', null).ok).toBe(true);
    expect(analysePlay('en', CAT, 'AEIRSTX', '9H', 'QZ', null).ok).toBe(false);
  });
});

describe('tiles placed one by one (a future panel) become a position and a word', () => {
  const at = (text: string) => squareAt(parsePosition(text)!, 0)!;

  test.each([
    ['tiles in a row through a tile on the board', [['I9', 'X'], ['I10', 'E']], { ok: true, value: { position: 'I8', word: 'AXE' } }],
    ['one tile under the T makes a word down', [['J9', 'I']], { ok: true, value: { position: 'J8', word: 'TI' } }],
    ['one tile after CAT makes a word across', [['K8', 's']], { ok: true, value: { position: '8H', word: 'CATs' } }],
  ] as const)('%s', (_name, tiles, expected) => {
    expect(playFromTiles(CAT, tiles.map(([square, tile]) => ({ square: at(square), tile })))).toEqual(expected);
  });

  test.each([
    ['not in one line', [['I9', 'X'], ['J10', 'E']], 'NOT_IN_LINE'],
    ['a gap between the tiles', [['I9', 'X'], ['I11', 'E']], 'GAP_IN_WORD'],
    ['on a taken square', [['H8', 'X']], 'SQUARE_TAKEN'],
    ['no tile', [], 'NO_NEW_TILE'],
  ] as const)('%s: %s', (_name, tiles, code) => {
    const result = playFromTiles(CAT, tiles.map(([square, tile]) => ({ square: at(square), tile })));
    expect(result.ok ? 'accepted' : result.error.code).toBe(code);
  });
});
