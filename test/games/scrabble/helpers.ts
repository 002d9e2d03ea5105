import { EMPTY_BOARD, parsePosition, squareAt } from '../../../src/games/scrabble/engine/board.ts';
import { initialState, type ScrabbleState } from '../../../src/games/scrabble/engine/game.ts';
import type { Language } from '../../../src/games/scrabble/engine/letters.ts';
import type { Lexicon } from '../../../src/games/scrabble/engine/lexicon.ts';

/** A tiny word list. */
export function words(...list: string[]): Lexicon {
  const set = new Set(list);
  return { has: (word) => set.has(word) };
}

/** A board with words written on it (lower case for blanks), as [position, word] pairs. */
export function boardWith(...placed: [string, string][]): string {
  const squares = [...EMPTY_BOARD];
  for (const [text, word] of placed) {
    const position = parsePosition(text)!;
    [...word].forEach((letter, i) => (squares[squareAt(position, i)!] = letter));
  }
  return squares.join('');
}

/** A state from chosen racks, bag and board, P1 to play. */
export function stateWith(options: { language?: Language; judge?: 'dictionary' | 'table'; racks: string[]; bag?: string; board?: string; scores?: number[] }): ScrabbleState {
  const base = initialState(options.language ?? 'en', options.judge ?? 'dictionary', options.racks.map((_, i) => `P${i + 1}`), '');
  return { ...base, racks: options.racks, bag: options.bag ?? '', board: options.board ?? EMPTY_BOARD, scores: options.scores ?? options.racks.map(() => 0) };
}
