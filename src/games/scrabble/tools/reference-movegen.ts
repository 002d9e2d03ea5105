import { CENTRE, EMPTY, SIZE, formatPosition, letterMultiplier, wordMultiplier } from '../engine/board.ts';
import { ALPHABET, BLANK, tilePoints, type Language } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { BINGO_BONUS, RACK_SIZE } from '../engine/play.ts';

import { LINES, type GeneratedMove } from '../engine/movegen.ts';

/*
 * The move generator the game had first, kept as the reference the fast one (`engine/movegen.ts`)
 * is checked against (tests, `check-movegen.ts`) and measured against (`bench.ts`). Simple and
 * slow: it starts a walk at every square of every line.
 */

const ALL_LETTERS = (1 << 26) - 1;
const A = 65;

/**
 * Every legal play of a rack in one line of the board (0–14: rows across, 15–29: columns down):
 * for each square where a word may start, a walk through the word graph that lays rack tiles on
 * empty squares (only letters that make valid cross-words there) and follows the tiles already
 * in the line, keeping the words that end before an empty square and touch an anchor.
 */
function lineMoves(language: Language, board: string, rack: string, graph: WordGraph, line: number): GeneratedMove[] {
  const across = line < SIZE;
  const fixed = across ? line : line - SIZE;
  const squareOf = (i: number) => (across ? fixed * SIZE + i : i * SIZE + fixed);
  const crossStep = across ? SIZE : 1;
  const firstMove = board[CENTRE] === EMPTY;
  const cells: string[] = [];
  const masks = new Int32Array(SIZE);
  const crossPoints = new Int32Array(SIZE);
  const anchor: boolean[] = [];
  for (let i = 0; i < SIZE; i++) {
    const square = squareOf(i);
    cells.push(board[square]);
    masks[i] = ALL_LETTERS;
    crossPoints[i] = -1;
    anchor.push(false);
    if (board[square] !== EMPTY) continue;
    if (firstMove) {
      anchor[i] = square === CENTRE;
      continue;
    }
    const row = Math.floor(square / SIZE);
    const column = square % SIZE;
    const hasTile = (s: number, ok: boolean) => ok && board[s] !== EMPTY;
    anchor[i] = hasTile(square - 1, column > 0) || hasTile(square + 1, column < SIZE - 1) || hasTile(square - SIZE, row > 0) || hasTile(square + SIZE, row < SIZE - 1);
    // The tiles above and below (across) or left and right (down) make the cross-word.
    let before = '';
    for (let s = square - crossStep; s >= 0 && (across || Math.floor(s / SIZE) === row) && board[s] !== EMPTY; s -= crossStep) before = board[s] + before;
    let after = '';
    for (let s = square + crossStep; s < SIZE * SIZE && (across || Math.floor(s / SIZE) === row) && board[s] !== EMPTY; s += crossStep) after += board[s];
    if (before === '' && after === '') continue;
    let points = 0;
    for (const tile of before + after) points += tilePoints(language, tile);
    crossPoints[i] = points;
    let mask = 0;
    let node = graph.root;
    for (let k = 0; k < before.length && node >= 0; k++) node = graph.next(node, before.toUpperCase().charCodeAt(k) - A);
    if (node >= 0) {
      const upperAfter = after.toUpperCase();
      for (let letter = 0; letter < 26; letter++) {
        let n = graph.next(node, letter);
        for (let k = 0; k < upperAfter.length && n >= 0; k++) n = graph.next(n, upperAfter.charCodeAt(k) - A);
        if (n >= 0 && graph.isWord(n)) mask |= 1 << letter;
      }
    }
    masks[i] = mask;
  }
  // Empty squares from i up to the first anchor at or after i (Infinity when none).
  const toAnchor = new Array<number>(SIZE + 1).fill(Infinity);
  for (let i = SIZE - 1; i >= 0; i--) {
    if (cells[i] !== EMPTY) toAnchor[i] = toAnchor[i + 1];
    else toAnchor[i] = anchor[i] ? 1 : toAnchor[i + 1] + 1;
  }
  const counts = new Int8Array(27);
  for (const tile of rack) counts[tile === BLANK ? 26 : tile.charCodeAt(0) - A]++;
  const moves: GeneratedMove[] = [];
  const word: string[] = [];
  const used: string[] = [];
  let start = 0;
  let left = rack.length;

  const walk = (i: number, node: number, main: number, multiplier: number, cross: number, touched: boolean) => {
    if (i >= SIZE) return;
    const cell = cells[i];
    const emit = (next: number, mainNow: number, multiplierNow: number, crossNow: number, touchedNow: boolean) => {
      const end = i + 1 >= SIZE || cells[i + 1] === EMPTY;
      if (end && touchedNow && used.length > 0 && word.length >= 2 && graph.isWord(next)) {
        const startRow = across ? fixed : start;
        const startColumn = across ? start : fixed;
        moves.push({
          position: formatPosition({ row: startRow, column: startColumn, direction: across ? 'across' : 'down' }),
          word: word.join(''), used: used.join(''),
          points: mainNow * multiplierNow + crossNow + (used.length === RACK_SIZE ? BINGO_BONUS : 0),
        });
      }
      walk(i + 1, next, mainNow, multiplierNow, crossNow, touchedNow);
    };
    if (cell !== EMPTY) {
      const next = graph.next(node, cell.toUpperCase().charCodeAt(0) - A);
      if (next < 0) return;
      word.push(cell.toUpperCase());
      emit(next, main + tilePoints(language, cell), multiplier, cross, true);
      word.pop();
      return;
    }
    if (left === 0) return;
    if (!touched && toAnchor[i] > left) return;
    const square = squareOf(i);
    const lm = letterMultiplier(square);
    const wm = wordMultiplier(square);
    const nowTouched = touched || anchor[i];
    for (let letter = 0; letter < 26; letter++) {
      if ((masks[i] & (1 << letter)) === 0) continue;
      const next = graph.next(node, letter);
      if (next < 0) continue;
      const char = ALPHABET[letter];
      for (const blank of [false, true]) {
        const slot = blank ? 26 : letter;
        if (counts[slot] === 0) continue;
        counts[slot]--;
        left--;
        const value = blank ? 0 : tilePoints(language, char);
        const crossNow = crossPoints[i] >= 0 ? cross + (crossPoints[i] + value * lm) * wm : cross;
        word.push(blank ? char.toLowerCase() : char);
        used.push(blank ? BLANK : char);
        emit(next, main + value * lm, multiplier * wm, crossNow, nowTouched);
        word.pop();
        used.pop();
        counts[slot]++;
        left++;
      }
    }
  };

  for (start = 0; start < SIZE; start++) {
    if (start > 0 && cells[start - 1] !== EMPTY) continue;
    if (toAnchor[start] > rack.length) continue;
    walk(start, graph.root, 0, 1, 0, false);
  }
  return moves;
}

/** Every legal play of a rack on a board, all lines, by the reference generator. */
export function referenceMoves(language: Language, board: string, rack: string, graph: WordGraph): GeneratedMove[] {
  const moves: GeneratedMove[] = [];
  for (let line = 0; line < LINES; line++) moves.push(...lineMoves(language, board, rack, graph, line));
  return moves;
}
