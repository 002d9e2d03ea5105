/**
 * Perfect-information Monte Carlo over a turn's last tricks, for the hard AI: deal the unseen
 * cards as the tree search does (`deals.ts`), solve each deal exactly for every playable card
 * (`endgame.ts`), and play the card with the best mean. With few cards left the deals differ
 * little and the exact values beat any play-out; earlier, the solves cost too much and the tree
 * search keeps the decision.
 *
 * The work is bounded by the solver's positions, not the clock, so that a view, a seed and a
 * budget give the same card on any machine.
 */
import type { Random } from '../../random.ts';
import type { JassView } from '../engine/view.ts';
import { Dealer, dealTests, knowledgeOf } from './deals.ts';
import { EndgameSolver } from './endgame.ts';
import { cardOfId, cardsOfMasks, TurnSim } from './turn-sim.ts';
import type { SearchResult } from './hard.ts';
import { playLikelihood } from './play-inference.ts';

/** What one perfect-information search may spend. */
export interface PimcBudget {
  /** Deals solved at most. */
  readonly deals: number;
  /** Solver positions after which no new deal is started. */
  readonly nodes: number;
}

/** The most tricks left (the one under way included) for which the hard AI solves deals rather than searches a tree. */
export const PIMC_TRICKS = 4;

/**
 * Whether a view is late enough in its turn for perfect-information search, and no team can
 * reach the target within the turn (the solver counts points, not games won).
 */
export function pimcApplies(view: JassView): boolean {
  if (view.phase !== 'play' || view.trump === null) return false;
  const left = 9 - view.trickIndex;
  const multiplier = view.turns[view.turn]?.multiplier ?? 1;
  // A turn's points never exceed 257 (152 in the cards, 5 for the last trick, 100 for a match).
  return left <= PIMC_TRICKS && Math.max(...view.score) + 257 * multiplier < view.target;
}

/** Solves deals of the unseen cards for the view's seat (which must have a card to play): each playable card's mean. */
export function pimcSearch(view: JassView, budget: PimcBudget, random: Random): SearchResult {
  const k = knowledgeOf(view);
  const dealer = new Dealer(k, dealTests(view), playLikelihood(view));
  const solver = new EndgameSolver();
  const sim = new TurnSim();
  const masks = new Int32Array(4);
  const cards = new Int32Array(9);
  k.position.playableMasks(masks);
  // The seat's own playable cards do not depend on the deal.
  const n = cardsOfMasks(masks, cards);
  const values = new Float64Array(n);
  const totals = new Float64Array(n);
  let deals = 0;
  while (deals < budget.deals && solver.nodes < budget.nodes) {
    dealer.deal(random, sim);
    solver.reset();
    solver.cardValues(sim, cards, n, values);
    for (let i = 0; i < n; i++) totals[i] += values[i];
    deals++;
  }
  const children = Array.from(cards.subarray(0, n), (card, i) => ({ card, visits: deals, mean: totals[i] / deals }));
  children.sort((a, b) => b.mean - a.mean || a.card - b.card);
  return { card: cardOfId(children[0].card), iterations: deals, children: children.map((c) => ({ card: cardOfId(c.card), visits: c.visits, mean: c.mean })) };
}
