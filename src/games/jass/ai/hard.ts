/**
 * The hard AI: information-set Monte Carlo tree search (single observer) over the rest of the
 * turn. Each iteration deals the cards the seat has not seen to the other seats, consistently
 * with what they showed (`deals.ts`), walks one shared tree of cards down the moves legal in that
 * deal (UCB1 with availability counts), adds one node, plays the turn out at random and credits
 * every card on the way with its team's result: the points taken from now to the end of the
 * turn (both teams' difference), or 1 and 0 when a team reaches the target within the turn.
 * It reads the seat's view alone; in the Schieber its deals also fit the Weis announced and
 * shown (`weis-inference.ts`), then the call and the push (`call-inference.ts`), weighed by how
 * well they explain the cards played this turn (`play-inference.ts`). From the last
 * four tricks on, it solves its deals exactly instead (`pimc.ts`). The trump choice (Schieber)
 * and a single playable card are the normal AI's.
 *
 * The search runs a fixed number of iterations derived from the time budget (not the clock),
 * so that a view, a seed and a budget always give the same card on any machine.
 */
import type { Random } from '../../random.ts';
import type { Card } from '../engine/cards.ts';
import type { JassView } from '../engine/view.ts';
import { Dealer, dealTests, knowledgeOf } from './deals.ts';
import { normalAction } from './normal.ts';
import { playLikelihood } from './play-inference.ts';
import { pimcApplies, pimcSearch, type PimcBudget } from './pimc.ts';
import { cardOfId, cardsOfMasks, TurnSim, type CardId } from './turn-sim.ts';
import type { JassAction } from '../engine/record.ts';

/**
 * The default time budget of one decision, in milliseconds: 15,000 iterations (6,000 before the
 * last tricks were solved exactly and the Schieber's call read; 2,000 before the rule-of-thumb
 * play-outs), more than the reference player's 10,000, while a decision's p95 stays under
 * 500 ms on the project's free machine (docs/performance.md); the bot may give more with `budgetMs`.
 */
export const DEFAULT_BUDGET_MS = 375;
/**
 * Iterations per millisecond of budget, for the project's machine (two shared cores): `npm run
 * bench:jass` measured 31,000 to 44,000 iterations a second there with a tournament on the other
 * core (more in the middle of a turn, fewer at its start), so a decision takes about the budget,
 * up to three times it at a turn's start (its p95 stayed far below 500 ms).
 */
export const ITERATIONS_PER_MS = 40;
/** How the search is tuned. */
export interface Tuning {
  /** UCB1 exploration constant, for results between 0 and 1. */
  readonly exploration: number;
  /** Share of play-out cards chosen at random rather than by the rule of thumb (`TurnSim.playoutCard`). */
  readonly randomPlayout: number;
}

/**
 * The hard AI's tuning, chosen against the reference player (docs/performance.md): play-outs by
 * the rule of thumb four cards in five (random play-outs left it at 48–50% of the card points
 * against a determinized UCT of 10,000 iterations), and an exploration constant close to that
 * player's (40 points out of 157, with sqrt(2 ln N / n)).
 */
export const TUNING: Tuning = { exploration: 0.4, randomPlayout: 0.2 };
/** Points that make a result swing from 0.5 to 1: a whole turn's cards and last trick. */
const RESULT_SCALE = 157;

/** One node of the search tree: a card played, by a seat of team `team`. */
interface Node {
  readonly card: CardId;
  readonly team: number;
  visits: number;
  /** Sum of the results of team `team` through this node. */
  total: number;
  /** Iterations in which this node's card was legal at its parent. */
  available: number;
  readonly children: Node[];
}

function node(card: CardId, team: number): Node {
  return { card, team, visits: 0, total: 0, available: 0, children: [] };
}

/** Team 0's result of a finished simulation, between 0 and 1. */
function resultOf(sim: TurnSim): number {
  if (sim.winner >= 0) return sim.winner === 0 ? 1 : 0;
  const swing = (sim.gained[0] - sim.gained[1]) / (2 * RESULT_SCALE);
  return Math.min(1, Math.max(0, 0.5 + swing));
}

/**
 * What a search found: each playable card with its visits and mean result for the seat's team
 * (between 0 and 1 for the tree search; points taken minus points given for `pimc.ts`).
 */
export interface SearchResult {
  readonly card: Card;
  readonly iterations: number;
  readonly children: readonly { readonly card: Card; readonly visits: number; readonly mean: number }[];
}

/** Runs `iterations` of the search from the view (its seat must have a card to play). */
export function search(view: JassView, iterations: number, random: Random, tuning: Tuning = TUNING): SearchResult {
  const EXPLORATION = tuning.exploration;
  const randomShare = tuning.randomPlayout;
  const dealer = new Dealer(knowledgeOf(view), dealTests(view), playLikelihood(view));
  const root = node(-1, -1);
  const sim = new TurnSim();
  const masks = new Int32Array(4);
  const legal = new Int32Array(9);
  const path: Node[] = [];
  for (let i = 0; i < iterations; i++) {
    dealer.deal(random, sim);
    path.length = 0;
    let current = root;
    // Selection and expansion: down the tree while every legal card has a node.
    while (!sim.done) {
      sim.playableMasks(masks);
      const n = cardsOfMasks(masks, legal);
      let untried = 0;
      let best: Node | null = null;
      let bestScore = -Infinity;
      for (let j = 0; j < n; j++) {
        const child = current.children.find((c) => c.card === legal[j]);
        if (child === undefined) {
          legal[untried++] = legal[j];
          continue;
        }
        child.available++;
        const score = child.total / child.visits + EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried > 0) {
        const card = legal[random.int(untried)];
        const added = node(card, sim.toPlay & 1);
        added.available = 1;
        current.children.push(added);
        path.push(added);
        sim.play(card);
        break;
      }
      if (best === null) throw new Error('a seat with no playable card');
      path.push(best);
      sim.play(best.card);
      current = best;
    }
    // Play-out to the end of the turn: rule-of-thumb cards, some at random.
    while (!sim.done) {
      sim.playableMasks(masks);
      const n = cardsOfMasks(masks, legal);
      const chosen = n === 1 || randomShare >= 1 || random.next() < randomShare ? -1 : sim.playoutCard(legal, n);
      sim.play(chosen >= 0 ? chosen : legal[random.int(n)]);
    }
    const result = resultOf(sim);
    root.visits++;
    for (const visited of path) {
      visited.visits++;
      visited.total += visited.team === 0 ? result : 1 - result;
    }
  }
  const children = [...root.children].sort((a, b) => b.visits - a.visits || a.card - b.card);
  if (children.length === 0) throw new Error('the search found no card');
  return {
    card: cardOfId(children[0].card),
    iterations,
    children: children.map((c) => ({ card: cardOfId(c.card), visits: c.visits, mean: c.total / c.visits })),
  };
}

/** The number of search iterations a budget buys. */
export function iterationsFor(budgetMs: number): number {
  return Math.max(1, Math.floor(budgetMs * ITERATIONS_PER_MS));
}

/**
 * Exact-solver positions per millisecond of budget for the last tricks' perfect-information
 * search, on the project's machine (about half a microsecond a position, warm).
 */
export const SOLVER_NODES_PER_MS = 2000;
/** The most deals the last tricks' search solves (past this, more deals barely move the means). */
const PIMC_DEALS = 400;

/** What a budget buys the last tricks' perfect-information search. */
export function pimcBudgetFor(budgetMs: number): PimcBudget {
  return { deals: PIMC_DEALS, nodes: Math.max(1, Math.floor(budgetMs * SOLVER_NODES_PER_MS)) };
}

/** The hard AI's action for the seat of the view. */
export function hardAction(view: JassView, random: Random, budgetMs = DEFAULT_BUDGET_MS): JassAction {
  if (view.phase !== 'play' || view.playable.length <= 1) return normalAction(view);
  const { card } = pimcApplies(view) ? pimcSearch(view, pimcBudgetFor(budgetMs), random) : search(view, iterationsFor(budgetMs), random);
  if (!view.playable.includes(card)) throw new Error(`the search chose ${card}, which is not playable`);
  return { type: 'play', card };
}
