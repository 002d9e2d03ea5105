// The expert AI's endgame search (bag empty, both racks known) on a small word list: against plain
// minimax on small endgames, the rules of its end, and through the expert's turn.
import { describe, expect, test } from 'vitest';
import { solveEndgame, type EndgameBudget } from '../../../src/games/scrabble/ai/endgame.ts';
import { keptTiles } from '../../../src/games/scrabble/ai/leave.ts';
import { placeMove } from '../../../src/games/scrabble/ai/lookahead.ts';
import { planAiTurn } from '../../../src/games/scrabble/ai/player.ts';
import { Dawg } from '../../../src/games/scrabble/dictionary/dawg.ts';
import { SCORELESS_TURNS_TO_END } from '../../../src/games/scrabble/engine/game.ts';
import { rackPoints } from '../../../src/games/scrabble/engine/letters.ts';
import type { WordGraph } from '../../../src/games/scrabble/engine/lexicon.ts';
import { allMoves } from '../../../src/games/scrabble/engine/movegen.ts';
import { viewOf } from '../../../src/games/scrabble/engine/view.ts';
import { ScrabbleRandom } from '../../../src/games/random.ts';
import { scrabble } from '../../../src/games/scrabble/index.ts';
import { boardWith, stateWith } from './helpers.ts';

const graph = Dawg.fromSortedWords(['AT', 'CAT', 'CATS', 'EAT', 'EATS', 'IS', 'IT', 'ITS', 'QAT', 'QI', 'SAT', 'SEAT', 'SI', 'TA', 'TAE', 'TEA', 'TEAS', 'TI', 'ZA']);

/** The whole game tree, every play and pass at every ply, to its end. */
function minimax(board: string, me: string, them: string, scoreless: number, words: WordGraph): number {
  let top = -Infinity;
  for (const move of allMoves('en', board, me, words)) {
    const left = keptTiles(me, move.used);
    const value = left.length === 0 ? move.points + 2 * rackPoints('en', them) : move.points - minimax(placeMove(board, move.position, move.word), them, left, 0, words);
    top = Math.max(top, value);
  }
  const pass = scoreless + 1 >= SCORELESS_TURNS_TO_END ? rackPoints('en', them) - rackPoints('en', me) : -minimax(board, them, me, scoreless + 1, words);
  return Math.max(top, pass);
}

const best = (values: readonly { readonly value: number }[]): number => Math.max(...values.map((play) => play.value));

describe('the endgame search', () => {
  test('wide and deep enough, it finds the value of the whole game tree on small endgames', () => {
    const unbounded: EndgameBudget = { rootWidth: 1000, width: 1000, lists: 1e6, nodes: 1e7, maxDepth: 40 };
    const random = new ScrabbleRandom(31);
    const boards = [boardWith(['8G', 'CAT']), boardWith(['8G', 'SEAT'], ['G8', 'SI']), boardWith(['H6', 'QAT'])];
    const tiles = 'AAEISTTCQZ';
    let checked = 0;
    for (let n = 0; n < 40; n++) {
      const board = boards[n % boards.length];
      const drawn = random.shuffle([...tiles]);
      const mine = drawn.slice(0, 1 + random.int(3)).join('');
      const theirs = drawn.slice(3, 4 + random.int(2)).join('');
      const scoreless = random.int(3) * 2;
      const expected = minimax(board, mine, theirs, scoreless, graph);
      expect(best(solveEndgame('en', board, mine, theirs, scoreless, graph, unbounded)), `${mine} against ${theirs}`).toBe(expected);
      checked++;
    }
    expect(checked).toBe(40);
  });

  test('going out wins the other rack twice over; with nothing to play, the sixth scoreless turn counts each rack against its holder', () => {
    const board = boardWith(['8G', 'CAT']);
    const plays = solveEndgame('en', board, 'S', 'QZ', 0, graph);
    const cats = plays.find((play) => play.move?.word === 'CATS')!;
    expect(cats.value).toBe(cats.move!.points + 2 * 20);
    expect(best(plays)).toBe(cats.value);
    // Neither Q nor V can play: the fifth scoreless turn is already behind them.
    const stuck = solveEndgame('en', board, 'VV', 'Q', SCORELESS_TURNS_TO_END - 1, graph);
    expect(stuck).toEqual([{ move: null, value: 10 - 8 }]);
  });

  test('a small budget still answers, from the plays of the first ply', () => {
    const board = boardWith(['8G', 'CAT']);
    const plays = solveEndgame('en', board, 'SAE', 'QI', 0, graph, { rootWidth: 2, width: 1, lists: 1, nodes: 1, maxDepth: 5 });
    expect(plays.length).toBe(3);
    expect(plays.at(-1)!.move).toBeNull();
  });
});

describe('the expert AI at the end', () => {
  test('with the bag empty, expert plays the search’s best, the same for any seed; the play is legal', () => {
    const state = stateWith({ racks: ['SAE', 'QI'], board: boardWith(['8G', 'CAT']), bag: '', scores: [200, 210] });
    const view = viewOf(state, 'P1');
    const [action] = planAiTurn(view, 'P1', 'expert', graph, 1);
    const plays = solveEndgame('en', state.board, 'SAE', 'QI', 0, graph);
    const top = plays.find((play) => play.value === best(plays))!;
    expect(action).toEqual({ type: 'play', position: top.move!.position, word: top.move!.word });
    expect(planAiTurn(view, 'P1', 'expert', graph, 99)).toEqual([action]);
  });

  test('with both blanks in its rack and tiles in the bag, expert does not simulate: the seed changes nothing', () => {
    const state = stateWith({ racks: ['??AEST', 'QIZVVW'], board: boardWith(['8G', 'CAT']), bag: 'EEEAAIIOOUURRSSTTLLNN' });
    const view = viewOf(state, 'P1');
    const [first] = planAiTurn(view, 'P1', 'expert', graph, 1);
    for (const seed of [2, 3, 4]) expect(planAiTurn(view, 'P1', 'expert', graph, seed)).toEqual([first]);
    expect(scrabble.rules.play(state, 'P1', first).ok).toBe(true);
  });
});
