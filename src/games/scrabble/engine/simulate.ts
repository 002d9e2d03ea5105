import { MIN_BAG_TO_EXCHANGE, applyEntry, seatsToAct, type Entry, type Judge, type ScrabbleState } from './game.ts';
import type { Language } from './letters.ts';
import type { WordGraph } from './lexicon.ts';
import { parsePosition, SIZE } from './board.ts';
import { LINES, allMoves, type GeneratedMove } from './movegen.ts';
import { ScrabbleRandom, type Random } from '../../random.ts';
import { SEATS, newScrabbleRecord, recordStart, type ScrabbleRecord } from './record.ts';

/** The options of a random game. */
export interface RandomGameOptions {
  readonly language: Language;
  readonly judge: Judge;
  readonly graph: WordGraph;
  /** Table judge: the chance that a seat challenges a play (the rest accept). */
  readonly challengeRate?: number;
}

/** Turns after which a random game stops whatever happens (never reached: six scoreless turns end a game). */
const MAX_ENTRIES = 2000;

/**
 * The order in which the first move generator listed a line's plays, kept so that a seed gives
 * the random game it always gave: by the square the word starts on, then letter by letter, a..z
 * with a tile before a blank of the same letter, a word before its longer ones.
 */
function inWalkOrder(a: { start: number; move: GeneratedMove }, b: { start: number; move: GeneratedMove }): number {
  if (a.start !== b.start) return a.start - b.start;
  const x = a.move.word;
  const y = b.move.word;
  for (let k = 0; k < Math.min(x.length, y.length); k++) {
    if (x[k] === y[k]) continue;
    const upperX = x[k].toUpperCase();
    const upperY = y[k].toUpperCase();
    if (upperX !== upperY) return upperX < upperY ? -1 : 1;
    // The same letter, as a tile (upper case) and as a blank (lower case): the tile first.
    return x[k] === upperX ? -1 : 1;
  }
  return x.length - y.length;
}

/**
 * A random play of the player to act, found cheaply: the lines of the board in a random order,
 * the first line with a legal play gives a random one of its plays; with none anywhere, an
 * exchange of random tiles (when the bag allows it) or a pass.
 */
export function randomEntry(state: ScrabbleState, graph: WordGraph, random: Random, challengeRate = 0.1): Entry {
  if (state.pending !== null) {
    const seat = seatsToAct(state)[0];
    return random.int(1000) < challengeRate * 1000 ? { type: 'challenge', seat } : { type: 'accept', seat };
  }
  const rack = state.racks[state.current];
  const byLine = Array.from({ length: LINES }, (): { start: number; move: GeneratedMove }[] => []);
  for (const move of allMoves(state.language, state.board, rack, graph)) {
    const position = parsePosition(move.position)!;
    const across = position.direction === 'across';
    byLine[across ? position.row : SIZE + position.column].push({ start: across ? position.column : position.row, move });
  }
  for (const line of random.shuffle(Array.from({ length: LINES }, (_, i) => i))) {
    const moves = byLine[line].sort(inWalkOrder).map(({ move }) => move);
    if (moves.length > 0) {
      const move = moves[random.int(moves.length)];
      return { type: 'play', position: move.position, word: move.word };
    }
  }
  if (state.bag.length >= MIN_BAG_TO_EXCHANGE && rack.length > 0 && random.int(2) === 0) {
    const tiles = random.shuffle([...rack]).slice(0, 1 + random.int(rack.length)).join('');
    return { type: 'exchange', tiles };
  }
  return { type: 'pass' };
}

/** A complete game of random legal moves from a seed. */
export function playRandomGame(players: number, seed: number, options: RandomGameOptions): { record: ScrabbleRecord; state: ScrabbleState } {
  const random = new ScrabbleRandom(seed ^ 0x5bd1e995);
  const record = newScrabbleRecord(SEATS.slice(0, players), seed, options);
  let state = recordStart(record);
  const entries: Entry[] = [];
  while (state.ending === null && entries.length < MAX_ENTRIES) {
    const entry = randomEntry(state, options.graph, random, options.challengeRate);
    const seat = entry.type === 'accept' || entry.type === 'challenge' ? entry.seat : state.seats[state.current];
    const next = applyEntry(state, seat, entry, options.graph);
    if (!next.ok) throw new Error(`a random entry was refused: ${next.error.code} ${next.error.message}`);
    entries.push(entry);
    state = next.value;
  }
  return { record: { ...record, actions: entries }, state };
}
