import { applyEntry, type ScrabbleState } from '../engine/game.ts';
import { BLANK, fullBag, removeTiles, type Language } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { allMoves, type GeneratedMove } from '../engine/movegen.ts';
import { newScrabbleRecord, recordStart } from '../engine/record.ts';
import { randomEntry } from '../engine/simulate.ts';
import { ScrabbleRandom } from '../../random.ts';
import { referenceMoves } from './reference-movegen.ts';

/** A board and a rack on which both generators are asked for every play. */
export interface CheckPosition {
  readonly board: string;
  readonly rack: string;
}

/**
 * Positions from random games of a seed: every board of the game (the empty one included), each
 * with a rack drawn from the tiles off the board — seven tiles mostly, fewer one time in five (as
 * near the end), and at least one blank one time in four so that blanks are well covered.
 */
export function checkPositions(language: Language, graph: WordGraph, count: number, seed: number): CheckPosition[] {
  const random = new ScrabbleRandom(seed);
  const positions: CheckPosition[] = [];
  for (let game = 0; positions.length < count; game++) {
    let state: ScrabbleState = recordStart(newScrabbleRecord(['P1', 'P2'], seed + game, { language, judge: 'dictionary' }));
    while (state.ending === null && positions.length < count) {
      const onBoard = [...state.board].filter((c) => c !== '.').map((c) => (c === c.toUpperCase() ? c : BLANK)).join('');
      const off = random.shuffle([...removeTiles(fullBag(language), onBoard)!]);
      const size = random.int(5) === 0 ? 1 + random.int(6) : 7;
      let rack = off.slice(0, size);
      if (random.int(4) === 0 && off.includes(BLANK) && !rack.includes(BLANK)) rack = [BLANK, ...rack.slice(1)];
      positions.push({ board: state.board, rack: rack.join('') });
      const entry = randomEntry(state, graph, random, 0);
      const seat = entry.type === 'accept' || entry.type === 'challenge' ? entry.seat : state.seats[state.current];
      const next = applyEntry(state, seat, entry, graph);
      if (!next.ok) throw new Error(`a random entry was refused: ${next.error.code}`);
      state = next.value;
    }
  }
  return positions;
}

/** A play as one comparable line: position, word (lower case for blanks), points and tiles used. */
export const playKey = (move: GeneratedMove) => `${move.position} ${move.word} ${move.points} ${move.used}`;

/** What the two generators found on some positions: plays in all, and the first positions where they differ. */
export interface CheckResult {
  readonly positions: number;
  readonly plays: number;
  /** Positions where the two differ. */
  readonly differing: number;
  /** The first few of them. */
  readonly mismatches: readonly { readonly board: string; readonly rack: string; readonly onlyFast: readonly string[]; readonly onlyReference: readonly string[] }[];
  readonly fastMs: number;
  readonly referenceMs: number;
}

/** Compares the fast generator with the reference on positions (every play, by position, word, points and tiles used). */
export function comparePlays(language: Language, graph: WordGraph, positions: readonly CheckPosition[]): CheckResult {
  let plays = 0;
  let differing = 0;
  let fastMs = 0;
  let referenceMs = 0;
  const mismatches: CheckResult['mismatches'][number][] = [];
  for (const { board, rack } of positions) {
    const t0 = performance.now();
    const fast = allMoves(language, board, rack, graph).map(playKey);
    const t1 = performance.now();
    const reference = referenceMoves(language, board, rack, graph).map(playKey);
    referenceMs += performance.now() - t1;
    fastMs += t1 - t0;
    plays += reference.length;
    const fastSet = new Set(fast);
    const referenceSet = new Set(reference);
    const onlyFast = fast.filter((key) => !referenceSet.has(key));
    const onlyReference = reference.filter((key) => !fastSet.has(key));
    // The same plays, each once.
    if (onlyFast.length > 0 || onlyReference.length > 0 || fast.length !== fastSet.size || fast.length !== reference.length) {
      differing++;
      if (mismatches.length < 5) mismatches.push({ board, rack, onlyFast: onlyFast.slice(0, 5), onlyReference: onlyReference.slice(0, 5) });
    }
  }
  return { positions: positions.length, plays, differing, mismatches, fastMs, referenceMs };
}
