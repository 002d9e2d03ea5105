import { CENTRE, EMPTY, SIZE, formatPosition, letterMultiplier, wordMultiplier } from './board.ts';
import { ALPHABET, BLANK, tilePoints, type Language } from './letters.ts';
import type { WordGraph } from './lexicon.ts';
import { BINGO_BONUS, RACK_SIZE } from './play.ts';

/** A legal play found by the generator, as a record writes it, with its points. */
export interface GeneratedMove {
  readonly position: string;
  readonly word: string;
  readonly points: number;
  /** The rack tiles it uses ('?' for a blank). */
  readonly used: string;
}

/** The number of lines of the board: 15 rows (across) then 15 columns (down). */
export const LINES = 2 * SIZE;

const SQUARES = SIZE * SIZE;
const ALL_LETTERS = (1 << 26) - 1;
const A = 65;
/** The slot of the blank in a rack's counts (letters are 0–25). */
const BLANK_SLOT = 26;
/** Set on a placed tile's code when a blank stands for the letter. */
const AS_BLANK = 32;

// The squares of each line in order (rows across, then columns down), and each square's multipliers.
const LINE_SQUARES = new Int16Array(LINES * SIZE);
for (let line = 0; line < LINES; line++) {
  for (let i = 0; i < SIZE; i++) LINE_SQUARES[line * SIZE + i] = line < SIZE ? line * SIZE + i : i * SIZE + (line - SIZE);
}
const LETTER_MULTIPLIER = Int8Array.from({ length: SQUARES }, (_, square) => letterMultiplier(square));
const WORD_MULTIPLIER = Int8Array.from({ length: SQUARES }, (_, square) => wordMultiplier(square));
// The position a record writes for a word starting at square `i` of a line.
const POSITIONS: readonly string[] = Array.from({ length: LINES * SIZE }, (_, k) => {
  const line = Math.floor(k / SIZE);
  const i = k % SIZE;
  return line < SIZE
    ? formatPosition({ row: line, column: i, direction: 'across' })
    : formatPosition({ row: i, column: line - SIZE, direction: 'down' });
});

/**
 * What the generator needs to know of a board, worked out once per board and kept for the racks
 * that follow (a simulation tries many racks on one board): the tiles as letter codes and points,
 * the anchors (empty squares next to a tile, or the centre on an empty board), and for each
 * direction and empty square the letters that make a valid cross-word there (a bit set) and the
 * points of that cross-word's tiles (-1 when there is none).
 */
class BoardFacts {
  readonly letter = new Int8Array(SQUARES);
  readonly points = new Int8Array(SQUARES);
  readonly anchor = new Uint8Array(SQUARES);
  /** By direction (0 across, 1 down) then square. */
  readonly mask = new Int32Array(2 * SQUARES);
  readonly cross = new Int16Array(2 * SQUARES);

  constructor(
    readonly board: string,
    values: Int8Array,
    graph: WordGraph,
  ) {
    const { letter, points, anchor, mask, cross } = this;
    for (let square = 0; square < SQUARES; square++) {
      const code = board.charCodeAt(square);
      if (board[square] === EMPTY) {
        letter[square] = -1;
        continue;
      }
      // Lower case: a blank standing for the letter, worth nothing.
      const upper = code >= 97 ? code - 32 : code;
      letter[square] = upper - A;
      points[square] = code >= 97 ? 0 : values[upper - A];
    }
    const firstMove = letter[CENTRE] < 0;
    for (let square = 0; square < SQUARES; square++) {
      mask[square] = mask[SQUARES + square] = ALL_LETTERS;
      cross[square] = cross[SQUARES + square] = -1;
      if (letter[square] >= 0) continue;
      const row = Math.floor(square / SIZE);
      const column = square % SIZE;
      const up = row > 0 && letter[square - SIZE] >= 0;
      const down = row < SIZE - 1 && letter[square + SIZE] >= 0;
      const left = column > 0 && letter[square - 1] >= 0;
      const right = column < SIZE - 1 && letter[square + 1] >= 0;
      anchor[square] = firstMove ? (square === CENTRE ? 1 : 0) : up || down || left || right ? 1 : 0;
      // An across word meets the tiles above and below; a down word those left and right.
      if (up || down) this.crossCheck(graph, 0, square, SIZE, row, row);
      if (left || right) this.crossCheck(graph, 1, square, 1, column, column);
    }
  }

  /** The letters allowed on an empty square by the perpendicular word through it, and that word's points. */
  private crossCheck(graph: WordGraph, direction: number, square: number, step: number, before: number, at: number): void {
    const { letter, points } = this;
    let first = square;
    for (let k = before; k > 0 && letter[first - step] >= 0; k--) first -= step;
    let last = square;
    for (let k = at; k < SIZE - 1 && letter[last + step] >= 0; k++) last += step;
    let sum = 0;
    let node = graph.root;
    for (let s = first; s < square && node >= 0; s += step) node = graph.next(node, letter[s]);
    for (let s = first; s <= last; s += step) if (s !== square) sum += points[s];
    let allowed = 0;
    if (node >= 0) {
      for (let free = graph.letters(node); free !== 0; free &= free - 1) {
        const l = 31 - Math.clz32(free & -free);
        let n = graph.next(node, l);
        for (let s = square + step; s <= last && n >= 0; s += step) n = graph.next(n, letter[s]);
        if (n >= 0 && graph.isWord(n)) allowed |= 1 << l;
      }
    }
    this.mask[direction * SQUARES + square] = allowed;
    this.cross[direction * SQUARES + square] = sum;
  }
}

/** How many boards' facts a generator keeps (a simulation goes back and forth between a few). */
const KEPT_BOARDS = 48;

/**
 * Lists the legal plays of racks on boards (Appel and Jacobson's generator over the word graph):
 * from each anchor, every left part the rack can spell on the empty squares before it (or the
 * tiles already there), then every way to extend it to the right through the board's tiles and the
 * rack's, keeping only letters that make valid cross-words (bit sets worked out once per board).
 * Each play is found once, from its leftmost anchor. One generator per language and word graph;
 * it is not re-entrant (a play's callback must not ask it for other plays).
 */
export class MoveGenerator {
  private readonly values: Int8Array;
  private readonly boards = new Map<string, BoardFacts>();
  /** The rack being played, as counts by letter (26: blanks); during a callback, the tiles kept. */
  readonly counts = new Int8Array(27);
  // The line being searched.
  private facts!: BoardFacts;
  private line = 0;
  private direction = 0;
  private anchorAt = 0;
  private start = 0;
  private placed = 0;
  private rackSize = 0;
  /** The letters of the rack still unplayed, as a bit set (blanks aside). */
  private rackLetters = 0;
  /** The code of each placed tile by index in the line (| AS_BLANK for a blank). */
  private readonly tiles = new Int8Array(SIZE);
  /** The left part being spelt before the anchor, first letter first (codes as in `tiles`). */
  private readonly prefix = new Int8Array(RACK_SIZE);
  // What is done with each play found.
  private mode: 'list' | 'best' | 'visit' | 'top' = 'list';
  private found: GeneratedMove[] = [];
  private bestPoints = -1;
  private onMove: (points: number) => void = () => {};
  private topValue = -Infinity;
  private topMove: GeneratedMove | null = null;
  /**
   * The tiles a play keeps as one index, kept up to date as tiles are taken and given back: a
   * number in mixed radix over the rack's letters, where each kept tile of slot `s` counts
   * `radix[s]` (0 for a slot the rack lacks).
   */
  private readonly radix = new Int32Array(27);
  private keptIndex = 0;
  /** By kept index, the leave of those tiles for `bestWithLeave` (NaN until first asked). */
  private keptLeaves = new Float64Array(128);
  private leaveOf: (counts: Int8Array) => number = () => 0;
  private leaveWeight = 0;

  constructor(
    readonly language: Language,
    private readonly graph: WordGraph,
  ) {
    this.values = Int8Array.from(ALPHABET, (letter) => tilePoints(language, letter));
  }

  /** Every legal play of a rack on a board. */
  moves(board: string, rack: string): GeneratedMove[] {
    this.mode = 'list';
    this.found = [];
    this.run(board, rack);
    const found = this.found;
    this.found = [];
    return found;
  }

  /** The points of the highest-scoring play of a rack on a board, -1 when it has none (nothing is built per play). */
  bestScore(board: string, rack: string): number {
    this.mode = 'best';
    this.bestPoints = -1;
    this.run(board, rack);
    return this.bestPoints;
  }

  /**
   * Calls `onMove` with the points of every legal play of a rack on a board; during the call,
   * `counts` holds the tiles the play keeps (by letter code, 26 for blanks).
   */
  visit(board: string, rack: string, onMove: (points: number) => void): void {
    this.mode = 'visit';
    this.onMove = onMove;
    try {
      this.run(board, rack);
    } finally {
      this.onMove = () => {};
    }
  }

  /**
   * The play of a rack on a board with the most points plus `weight` × the leave of the tiles it
   * keeps (the first found on a tie), with that value, or null when it has none. `leave` values
   * kept tiles given as counts by letter code (26 for blanks); it is asked once for each set of
   * tiles kept (at most 128 for a rack of seven), however many plays keep it, and only a play
   * better than the best so far is written out as a move.
   */
  bestWithLeave(board: string, rack: string, leave: (counts: Int8Array) => number, weight: number): { readonly move: GeneratedMove; readonly value: number } | null {
    this.mode = 'top';
    this.leaveOf = leave;
    this.leaveWeight = weight;
    this.topValue = -Infinity;
    this.topMove = null;
    try {
      this.run(board, rack);
    } finally {
      this.leaveOf = () => 0;
    }
    const move = this.topMove;
    this.topMove = null;
    return move === null ? null : { move, value: this.topValue };
  }

  /** A board's facts, worked out on first use and kept for a while. */
  private factsOf(board: string): BoardFacts {
    let facts = this.boards.get(board);
    if (facts !== undefined) {
      // The most recently used last: a simulation's candidate boards stay while its futures' boards come and go.
      this.boards.delete(board);
      this.boards.set(board, facts);
    } else {
      facts = new BoardFacts(board, this.values, this.graph);
      if (this.boards.size >= KEPT_BOARDS) this.boards.delete(this.boards.keys().next().value!);
      this.boards.set(board, facts);
    }
    return facts;
  }

  private run(board: string, rack: string): void {
    if (board.length !== SQUARES) throw new Error(`a board has ${SQUARES} squares, not ${board.length}`);
    const facts = (this.facts = this.factsOf(board));
    const counts = this.counts;
    counts.fill(0);
    for (let i = 0; i < rack.length; i++) {
      const tile = rack[i];
      counts[tile === BLANK ? BLANK_SLOT : rack.charCodeAt(i) - A]++;
    }
    this.rackSize = rack.length;
    this.rackLetters = 0;
    for (let l = 0; l < 26; l++) if (counts[l] > 0) this.rackLetters |= 1 << l;
    let subsets = 1;
    for (let slot = 0; slot < 27; slot++) {
      this.radix[slot] = counts[slot] > 0 ? subsets : 0;
      subsets *= counts[slot] + 1;
    }
    this.keptIndex = subsets - 1;
    if (this.mode === 'top') {
      if (this.keptLeaves.length < subsets) this.keptLeaves = new Float64Array(subsets);
      this.keptLeaves.fill(NaN, 0, subsets);
    }
    if (rack.length === 0) return;
    const { letter, anchor } = facts;
    for (let line = 0; line < LINES; line++) {
      this.line = line;
      this.direction = line < SIZE ? 0 : 1;
      const base = line * SIZE;
      // Empty squares without an anchor seen since the last tile or anchor: room for a left part.
      let room = 0;
      for (let i = 0; i < SIZE; i++) {
        const square = LINE_SQUARES[base + i];
        if (letter[square] >= 0) {
          room = 0;
          continue;
        }
        if (anchor[square] === 0) {
          room++;
          continue;
        }
        this.anchorAt = i;
        this.placed = 0;
        if (i > 0 && letter[LINE_SQUARES[base + i - 1]] >= 0) {
          // The left part is the tiles before the anchor.
          let first = i - 1;
          while (first > 0 && letter[LINE_SQUARES[base + first - 1]] >= 0) first--;
          let node = this.graph.root;
          let main = 0;
          for (let k = first; k < i && node >= 0; k++) {
            const s = LINE_SQUARES[base + k];
            node = this.graph.next(node, letter[s]);
            main += facts.points[s];
          }
          this.start = first;
          if (node >= 0) this.extendRight(i, node, main, 1, 0);
        } else {
          this.leftPart(this.graph.root, 0, Math.min(room, this.rackSize - 1));
        }
        room = 0;
      }
    }
  }

  /** Left parts of up to `limit` rack tiles on the empty squares just before the anchor, each then extended right. */
  private leftPart(node: number, depth: number, limit: number): void {
    // The tiles spelt so far lie on the `depth` squares just before the anchor.
    const anchorAt = this.anchorAt;
    const start = anchorAt - depth;
    const base = this.line * SIZE;
    let main = 0;
    let multiplier = 1;
    for (let k = 0; k < depth; k++) {
      const square = LINE_SQUARES[base + start + k];
      const code = this.prefix[k];
      this.tiles[start + k] = code;
      main += (code & AS_BLANK ? 0 : this.values[code]) * LETTER_MULTIPLIER[square];
      multiplier *= WORD_MULTIPLIER[square];
    }
    this.start = start;
    this.extendRight(anchorAt, node, main, multiplier, 0);
    if (depth >= limit) return;
    // One more letter at the end of the left part, which moves one square to the left.
    const counts = this.counts;
    const playable = counts[BLANK_SLOT] > 0 ? ALL_LETTERS : this.rackLetters;
    for (let free = this.graph.letters(node) & playable; free !== 0; free &= free - 1) {
      const l = 31 - Math.clz32(free & -free);
      const child = this.graph.next(node, l);
      for (let asBlank = 0; asBlank < 2; asBlank++) {
        const slot = asBlank === 1 ? BLANK_SLOT : l;
        if (counts[slot] === 0) continue;
        this.take(slot);
        this.prefix[depth] = asBlank === 1 ? l | AS_BLANK : l;
        this.leftPart(child, depth + 1, limit);
        this.giveBack(slot);
      }
    }
  }

  /** Takes a tile (a letter, or 26 for a blank) from the rack to lay it. */
  private take(slot: number): void {
    if (--this.counts[slot] === 0 && slot < BLANK_SLOT) this.rackLetters &= ~(1 << slot);
    this.keptIndex -= this.radix[slot];
    this.placed++;
  }

  /** Puts a tile taken back on the rack. */
  private giveBack(slot: number): void {
    if (this.counts[slot]++ === 0 && slot < BLANK_SLOT) this.rackLetters |= 1 << slot;
    this.keptIndex += this.radix[slot];
    this.placed--;
  }

  /** Goes on from square `i` of the line at `node` of the graph, with the points so far. */
  private extendRight(i: number, node: number, main: number, multiplier: number, cross: number): void {
    const facts = this.facts;
    const graph = this.graph;
    if (i >= SIZE) {
      if (i > this.anchorAt && graph.isWord(node)) this.record(i, main, multiplier, cross);
      return;
    }
    const square = LINE_SQUARES[this.line * SIZE + i];
    const onBoard = facts.letter[square];
    if (onBoard >= 0) {
      const next = graph.next(node, onBoard);
      if (next >= 0) this.extendRight(i + 1, next, main + facts.points[square], multiplier, cross);
      return;
    }
    if (i > this.anchorAt && graph.isWord(node)) this.record(i, main, multiplier, cross);
    if (this.placed === this.rackSize) return;
    const counts = this.counts;
    const at = this.direction * SQUARES + square;
    const crossPoints = facts.cross[at];
    const lm = LETTER_MULTIPLIER[square];
    const wm = WORD_MULTIPLIER[square];
    const playable = counts[BLANK_SLOT] > 0 ? ALL_LETTERS : this.rackLetters;
    for (let free = graph.letters(node) & facts.mask[at] & playable; free !== 0; free &= free - 1) {
      const l = 31 - Math.clz32(free & -free);
      const next = graph.next(node, l);
      for (let asBlank = 0; asBlank < 2; asBlank++) {
        const slot = asBlank === 1 ? BLANK_SLOT : l;
        if (counts[slot] === 0) continue;
        const value = asBlank === 1 ? 0 : this.values[l];
        this.take(slot);
        this.tiles[i] = asBlank === 1 ? l | AS_BLANK : l;
        const crossNow = crossPoints >= 0 ? cross + (crossPoints + value * lm) * wm : cross;
        this.extendRight(i + 1, next, main + value * lm, multiplier * wm, crossNow);
        this.giveBack(slot);
      }
    }
  }

  /** A play found: the word from `start` to just before square `end` of the line. */
  private record(end: number, main: number, multiplier: number, cross: number): void {
    if (end - this.start < 2) return;
    const points = main * multiplier + cross + (this.placed === RACK_SIZE ? BINGO_BONUS : 0);
    if (this.mode === 'best') {
      if (points > this.bestPoints) this.bestPoints = points;
      return;
    }
    if (this.mode === 'visit') {
      this.onMove(points);
      return;
    }
    if (this.mode === 'top') {
      let leave = this.keptLeaves[this.keptIndex];
      if (leave !== leave) leave = this.keptLeaves[this.keptIndex] = this.leaveOf(this.counts);
      const value = points + this.leaveWeight * leave;
      if (value <= this.topValue) return;
      this.topValue = value;
    }
    const base = this.line * SIZE;
    const { letter } = this.facts;
    let word = '';
    let used = '';
    for (let i = this.start; i < end; i++) {
      const onBoard = letter[LINE_SQUARES[base + i]];
      if (onBoard >= 0) {
        word += ALPHABET[onBoard];
        continue;
      }
      const code = this.tiles[i];
      if (code & AS_BLANK) {
        word += ALPHABET[code & 31].toLowerCase();
        used += BLANK;
      } else {
        word += ALPHABET[code];
        used += ALPHABET[code];
      }
    }
    const move = { position: POSITIONS[base + this.start], word, points, used };
    if (this.mode === 'top') this.topMove = move;
    else this.found.push(move);
  }
}

const generators = new WeakMap<WordGraph, Map<Language, MoveGenerator>>();

/** The generator of a language and word graph, made once and kept with the graph. */
export function moveGenerator(language: Language, graph: WordGraph): MoveGenerator {
  let byLanguage = generators.get(graph);
  if (byLanguage === undefined) generators.set(graph, (byLanguage = new Map()));
  let generator = byLanguage.get(language);
  if (generator === undefined) byLanguage.set(language, (generator = new MoveGenerator(language, graph)));
  return generator;
}

/** Every legal play of a rack on a board, all lines. */
export function allMoves(language: Language, board: string, rack: string, graph: WordGraph): GeneratedMove[] {
  return moveGenerator(language, graph).moves(board, rack);
}
