import { BLANK, rackPoints, type Language } from '../engine/letters.ts';
import { SCORELESS_TURNS_TO_END } from '../engine/game.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { allMoves, type GeneratedMove } from '../engine/movegen.ts';
import { keptTiles } from './leave.ts';
import { placeMove } from './lookahead.ts';

/** A play of the endgame search: a generated play, or a pass (`move` null). */
export interface EndgamePlay {
  readonly move: GeneratedMove | null;
  /** The spread it is worth to the player, as far as the search saw. */
  readonly value: number;
}

/** How wide and deep the search may go: plays weighed at the root and below it, and its budgets. */
export interface EndgameBudget {
  readonly rootWidth: number;
  readonly width: number;
  /** Move lists it may compute, a rack with one blank costing `BLANK_COST` of them, with two `BLANKS_COST`. */
  readonly lists: number;
  /** Positions it may visit. */
  readonly nodes: number;
  readonly maxDepth: number;
}

/**
 * The `expert` AI's endgame: 53–73 ms a decision on average, 240–290 ms at the 95th percentile and
 * 0.7 s at most, over the endgames of 150 games a language on the project's machine (docs/performance.md).
 */
export const ENDGAME_BUDGET: EndgameBudget = { rootWidth: 30, width: 10, lists: 2000, nodes: 1_000_000, maxDepth: 10 };
/** A blank in the rack makes its plays many times longer to list. */
const BLANK_COST = 10;
const BLANKS_COST = 100;

class OutOfBudget extends Error {}

/**
 * The endgame (bag empty, both racks known, two players) searched a few plies deep by negamax
 * with alpha-beta: each side's few most promising plays (going out first, then points less the
 * tiles kept) and a pass; going out wins the other's rack twice over; six scoreless turns end
 * the game with each rack counted against its holder; where the depth runs out, the tiles still
 * held count against their holder. Deepened one ply at a time while its budget of move lists
 * lasts; the last depth searched in full decides. Deterministic for a position and a budget.
 */
export function solveEndgame(language: Language, board: string, rack: string, opponent: string, scoreless: number, graph: WordGraph, budget: EndgameBudget = ENDGAME_BUDGET): EndgamePlay[] {
  const lists = new Map<string, GeneratedMove[]>();
  let spent = 0;
  let visited = 0;
  /** Whether the last depth searched stopped some line before the game's end. */
  let cut = false;
  const ordered = (b: string, r: string, other: string, width: number): GeneratedMove[] => {
    const key = `${b}|${r}`;
    let moves = lists.get(key);
    if (moves === undefined) {
      const blanks = r.indexOf(BLANK) < 0 ? 0 : r.indexOf(BLANK) === r.lastIndexOf(BLANK) ? 1 : 2;
      const cost = blanks === 0 ? 1 : blanks === 1 ? BLANK_COST : BLANKS_COST;
      // The root's own list is always made: a position has at least its one-ply answer.
      if (spent > 0 && spent + cost > budget.lists) throw new OutOfBudget();
      spent += cost;
      const theirs = rackPoints(language, other);
      moves = allMoves(language, b, r, graph)
        .map((move) => {
          const left = keptTiles(r, move.used);
          return { move, order: left.length === 0 ? 1000 + move.points + 2 * theirs : move.points - rackPoints(language, left) };
        })
        .sort((x, y) => y.order - x.order)
        .map(({ move }) => move);
      lists.set(key, moves);
    }
    return moves.slice(0, width);
  };
  const negamax = (b: string, me: string, them: string, passes: number, depth: number, alpha: number, beta: number): number => {
    if (depth === 0) {
      cut = true;
      return rackPoints(language, them) - rackPoints(language, me);
    }
    if (++visited > budget.nodes) throw new OutOfBudget();
    let top = -Infinity;
    for (const move of ordered(b, me, them, budget.width)) {
      const left = keptTiles(me, move.used);
      const value = left.length === 0
        ? move.points + 2 * rackPoints(language, them)
        : move.points - negamax(placeMove(b, move.position, move.word), them, left, 0, depth - 1, move.points - beta, move.points - alpha);
      if (value > top) top = value;
      if (top > alpha) alpha = top;
      if (alpha >= beta) return top;
    }
    const pass = passes + 1 >= SCORELESS_TURNS_TO_END ? rackPoints(language, them) - rackPoints(language, me) : -negamax(b, them, me, passes + 1, depth - 1, -beta, -alpha);
    return Math.max(top, pass);
  };
  const root = (depth: number): EndgamePlay[] => {
    const plays: EndgamePlay[] = [];
    // Each play is searched only as far as it may beat the best so far: the others' values are bounds below it.
    let best = -Infinity;
    for (const move of ordered(board, rack, opponent, budget.rootWidth)) {
      const left = keptTiles(rack, move.used);
      const value = left.length === 0
        ? move.points + 2 * rackPoints(language, opponent)
        : move.points - negamax(placeMove(board, move.position, move.word), opponent, left, 0, depth - 1, -Infinity, move.points - best);
      plays.push({ move, value });
      best = Math.max(best, value);
    }
    const pass = scoreless + 1 >= SCORELESS_TURNS_TO_END
      ? rackPoints(language, opponent) - rackPoints(language, rack)
      : -negamax(board, opponent, rack, scoreless + 1, depth - 1, -Infinity, -best);
    plays.push({ move: null, value: pass });
    return plays;
  };
  let found = root(1);
  for (let depth = 2; depth <= budget.maxDepth && cut; depth++) {
    cut = false;
    try {
      found = root(depth);
    } catch (error) {
      if (error instanceof OutOfBudget) break;
      throw error;
    }
  }
  return found;
}
