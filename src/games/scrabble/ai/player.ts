import { MIN_BAG_TO_EXCHANGE, type Action } from '../engine/game.ts';
import { BLANK } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { allMoves, type GeneratedMove } from '../engine/movegen.ts';
import { ScrabbleRandom } from '../../random.ts';
import type { ScrabbleView } from '../engine/view.ts';
import { EXPERT_LEAVES } from './expert-leave-table.ts';
import { bestKeep, keptTiles, leaveValue, type LeaveTable } from './leave.ts';
import { LEARNT_LEAVES } from './leave-table.ts';
import { solveEndgame } from './endgame.ts';
import { endgameSpread, meanReply, placeMove } from './lookahead.ts';
import { SIMULATED_CANDIDATES, simulateBest, type Candidate } from './simulate.ts';

/** AI levels, weakest first. */
export const AI_LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
/** An AI level. */
export type AiLevel = (typeof AI_LEVELS)[number];

const VOWELS = new Set('AEIOUY');

/** A small bonus for the tiles kept: vowels and consonants balanced, a blank or an S kept (`normal`). */
function leaveBalance(rack: string, used: string): number {
  const kept = [...rack];
  for (const tile of used) kept.splice(kept.indexOf(tile), 1);
  let vowels = 0;
  let consonants = 0;
  let bonus = 0;
  for (const tile of kept) {
    if (tile === BLANK) bonus += 8;
    else if (tile === 'S') bonus += 3;
    else if (VOWELS.has(tile)) vowels++;
    else consonants++;
  }
  return bonus - 2 * Math.abs(vowels - consonants);
}

/** Plays the `hard` AI weighs at the very end (bag empty), each answered by the opponent's best play. */
const ENDGAME_CANDIDATES = 8;
/** Plays it weighs when the bag is nearly empty, and the opponent racks it draws for each. */
const PRE_ENDGAME_CANDIDATES = 5;
const PRE_ENDGAME_SAMPLES = 3;
/** Bag sizes at which the `hard` AI looks one answer ahead (and below which leaves fade out). */
const PRE_ENDGAME_BAG = 7;
/** How much worse than the best exchange a play may be before the `hard` AI exchanges instead. */
const EXCHANGE_MARGIN = 4;

/**
 * The whole turn of an AI seat from its view. As a judge (table), it accepts a play whose words
 * are all in the dictionary and challenges the others. On its turn: every legal play from the
 * move generator; `easy` takes a random one among the lower-scoring third, `normal` the best
 * score plus a little rack balance, `hard` the best score plus the value of the tiles kept
 * (`leave.ts`) with a look-ahead near the end (`lookahead.ts`); `expert` plays as `hard` with
 * its own leave table but, against one opponent while the bag holds tiles, chooses among hard's
 * best plays and its best exchange by simulation (`simulate.ts`: the chance of winning first, then
 * the spread); with no play, it exchanges when the bag allows, or passes.
 */
export function planAiTurn(view: ScrabbleView, seat: string, level: AiLevel, graph: WordGraph, seed: number): Action[] {
  if (view.pending !== null) return [view.pending.words.every((word) => graph.has(word)) ? { type: 'accept' } : { type: 'challenge' }];
  void seat;
  if (level === 'hard') return [planHard(view, graph, seed, false)];
  if (level === 'expert') return [planHard(view, graph, seed, true)];
  const random = new ScrabbleRandom(seed);
  const board = view.board.join('');
  const moves = allMoves(view.language, board, view.rack, graph);
  if (moves.length > 0) {
    let chosen: GeneratedMove;
    if (level === 'easy') {
      const sorted = [...moves].sort((a, b) => a.points - b.points || (a.position + a.word < b.position + b.word ? -1 : 1));
      const low = sorted.slice(0, Math.max(1, Math.ceil(sorted.length / 3)));
      chosen = low[random.int(low.length)];
    } else {
      let bestValue = -Infinity;
      chosen = moves[0];
      for (const move of moves) {
        const value = move.points + leaveBalance(view.rack, move.used);
        if (value > bestValue) {
          bestValue = value;
          chosen = move;
        }
      }
    }
    return [{ type: 'play', position: chosen.position, word: chosen.word }];
  }
  if (view.bagCount >= MIN_BAG_TO_EXCHANGE && view.rack.length > 0) {
    const keep = view.rack.includes(BLANK) ? BLANK : '';
    const tiles = [...view.rack].filter((tile, i) => !(tile === keep && view.rack.indexOf(tile) === i)).join('');
    if (tiles.length > 0) return [{ type: 'exchange', tiles }];
  }
  return [{ type: 'pass' }];
}

/** A play with the value the `hard` AI gives it. */
interface Weighed {
  readonly move: GeneratedMove;
  readonly value: number;
}

/** The best of weighed plays: the highest value, the first found on a tie (the generator's order is fixed). */
function best(weighed: readonly Weighed[]): Weighed {
  let top = weighed[0];
  for (const w of weighed) if (w.value > top.value) top = w;
  return top;
}

/** The first `n` weighed plays by value (stable: on a tie, in the generator's order). */
function top(weighed: readonly Weighed[], n: number): Weighed[] {
  return weighed
    .map((w, i) => ({ w, i }))
    .sort((a, b) => b.w.value - a.w.value || a.i - b.i)
    .slice(0, n)
    .map(({ w }) => w);
}

/**
 * The `hard` AI's turn. Each play is worth its points plus the learnt value of the tiles kept,
 * that value fading as the bag empties (fewer turns left to use it). Against one opponent, near
 * the end it looks ahead: with the bag empty the opponent's rack is exactly the unseen tiles, and
 * the best few plays are weighed by a three-ply search (the opponent's answer worst for it, then
 * its own best next play; going out counts the racks left); with the bag nearly empty, by the
 * opponent's mean best answer over racks drawn from the unseen tiles. While the bag holds seven tiles, it exchanges
 * for the best leave when no play comes close to it. As `expert` (`simulating`), it values leaves by
 * its own table and, against one opponent with tiles in the bag, chooses among its best plays and
 * its best exchange by simulation (`simulate.ts`) in place of the static value and the look-ahead
 * (not with both blanks in its rack: those decisions would take seconds); with the bag empty, it
 * searches the endgame deeper (`endgame.ts`).
 */
function planHard(view: ScrabbleView, graph: WordGraph, seed: number, simulating: boolean): Action {
  const { language, rack, bagCount } = view;
  const table: LeaveTable = (simulating ? EXPERT_LEAVES : LEARNT_LEAVES)[language];
  const board = view.board.join('');
  const moves = allMoves(language, board, rack, graph);
  const duel = view.seats.length === 2;
  const fade = Math.min(1, bagCount / PRE_ENDGAME_BAG);
  // Many plays keep the same tiles: each leave is valued once.
  const leaves = new Map<string, number>();
  const leaveOf = (used: string): number => {
    const kept = [...keptTiles(rack, used)].sort().join('');
    let value = leaves.get(kept);
    if (value === undefined) leaves.set(kept, (value = leaveValue(language, kept, table)));
    return value;
  };
  const weighed: Weighed[] = moves.map((move) => ({ move, value: move.points + fade * leaveOf(move.used) }));
  if (weighed.length === 0 || bagCount >= MIN_BAG_TO_EXCHANGE) {
    const exchange = bagCount >= MIN_BAG_TO_EXCHANGE && rack.length > 0 ? bestKeep(language, rack, table) : null;
    const playValue = weighed.length === 0 ? -Infinity : best(weighed).value;
    if (exchange !== null && playValue < exchange.value - EXCHANGE_MARGIN) return { type: 'exchange', tiles: exchange.given };
    if (weighed.length === 0) return { type: 'pass' };
  }
  if (duel && bagCount === 0 && simulating) {
    const plays = solveEndgame(language, board, rack, view.unseen, view.scorelessTurns, graph);
    let chosen = plays[0];
    for (const play of plays) if (play.value > chosen.value) chosen = play;
    return chosen.move === null ? { type: 'pass' } : { type: 'play', position: chosen.move.position, word: chosen.move.word };
  }
  if (duel && bagCount === 0) {
    const opponent = view.unseen;
    const candidates = top(
      moves.map((move) => ({ move, value: keptTiles(rack, move.used).length === 0 ? 1000 + move.points : move.points })),
      // An opponent's blank makes each answer far longer to find: fewer plays are weighed then.
      opponent.includes(BLANK) ? ENDGAME_CANDIDATES / 2 : ENDGAME_CANDIDATES,
    );
    const chosen = best(candidates.map(({ move }) => ({ move, value: endgameSpread(language, board, rack, opponent, move, graph) })));
    return { type: 'play', position: chosen.move.position, word: chosen.move.word };
  }
  // Both blanks in the rack: its next plays, listed in every future, would take seconds a decision; hard's choice then.
  if (duel && simulating && [...rack].filter((tile) => tile === BLANK).length < 2) {
    const me = view.seats.indexOf(view.seat);
    const opponentRack = view.rackSizes[1 - me] ?? 7;
    const candidates: Candidate[] = top(weighed, SIMULATED_CANDIDATES).map(({ move }) => ({ move, used: move.used, points: move.points }));
    if (bagCount >= MIN_BAG_TO_EXCHANGE) candidates.push({ move: null, used: bestKeep(language, rack, table).given, points: 0 });
    const chosen = simulateBest(language, board, rack, view.unseen, bagCount, opponentRack, view.scores[me] - view.scores[1 - me], candidates, graph, seed, table);
    return chosen.move === null ? { type: 'exchange', tiles: chosen.used } : { type: 'play', position: chosen.move.position, word: chosen.move.word };
  }
  if (duel && bagCount < PRE_ENDGAME_BAG) {
    const opponentRack = view.rackSizes[1 - view.seats.indexOf(view.seat)] ?? 7;
    const candidates = top(weighed, PRE_ENDGAME_CANDIDATES);
    const chosen = best(candidates.map(({ move, value }, i) => ({
      move,
      value: value - meanReply(language, placeMove(board, move.position, move.word), view.unseen, opponentRack, PRE_ENDGAME_SAMPLES, graph, seed + i),
    })));
    return { type: 'play', position: chosen.move.position, word: chosen.move.word };
  }
  const chosen = best(weighed);
  return { type: 'play', position: chosen.move.position, word: chosen.move.word };
}

