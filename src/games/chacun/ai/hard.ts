import type { Action } from '../engine/actions.ts';
import { PLAYER_COLORS } from '../engine/basics.ts';
import type { GameState } from '../engine/game.ts';
import { ChacunRandom, type Random } from '../../random.ts';
import { evaluate, HARD_WEIGHTS, type Weights } from './evaluate.ts';
import { scoredPlans, type ScoredPlan } from './normal.ts';
import { quickGreedyTurn } from './quick.ts';
import { hashNumbers } from './seed.ts';
import { midTurn, play, playAll } from './turn-plans.ts';
import { determinize, type DeckView } from './view.ts';

/**
 * Work units (simulated turns) per millisecond of budget, calibrated on the reference machine
 * (2 cores, both busy with a tournament): a 500 ms budget takes about 350 ms on average there,
 * under 600 ms at the 95th percentile. It was 8 until the engine's transitions became faster
 * (2026-11-26): the same decisions then took a tenth less CPU time, which 9 spends on more
 * samples (see docs/performance.md). `hard@444.4444` in a tournament (4,000 units) is the hard
 * level of before.
 */
export const HARD_UNITS_PER_MS = 9;
/** Default thinking allowance of the hard level, in milliseconds of the reference machine. */
export const HARD_DEFAULT_BUDGET_MS = 500;

/** Candidate turns kept from the heuristic's ranking. */
const CANDIDATES = 10;
/**
 * Greedy turns simulated after a candidate before the heuristic judges the position. Measured
 * against normal (40 two-player games each): 2 turns won 78%, 6 won 92%, 12 won 97%, 16 won 90%,
 * and playing to the end of the game only 46% — whole games vary too much for the few samples
 * affordable, while a dozen turns let the areas a move starts close or be contested.
 */
const DEPTH = 12;

const RETAKE_NONE: Action = { type: 'retake', zone: null };
const OCCUPY_NONE: Action = { type: 'occupy', occupant: null };

/** Final points of a player minus the best of the others'. */
function finalMargin(state: GameState, me: number): number {
  let best = -Infinity;
  for (const color of state.players) {
    const c = PLAYER_COLORS.indexOf(color);
    if (c !== me && state.points[c] > best) best = state.points[c];
  }
  return state.points[me] - best;
}

/** Plays up to `depth` greedy turns (every player), or to the end; returns the state and the turns played. */
function simulate(state: GameState, depth: number, w: Weights): { end: GameState; turns: number } {
  let s = state;
  let turns = 0;
  while (s.nextAction !== 'END_GAME' && turns < depth) {
    if (midTurn(s)) s = playAll(s, quickGreedyTurn(s, w).actions);
    else {
      const { actions } = quickGreedyTurn(s, w);
      s = play(s, actions[0]);
      if (s.nextAction === 'RETAKE_PAWN') s = play(s, RETAKE_NONE);
      if (s.nextAction === 'OCCUPY_TILE') s = play(s, actions[1] ?? OCCUPY_NONE);
    }
    turns++;
  }
  return { end: s, turns };
}

interface Candidate {
  readonly plan: ScoredPlan;
  /** Rank in the heuristic's order (ties between candidates go to the better ranked). */
  readonly rank: number;
  sum: number;
  samples: number;
}

/**
 * The searching player: Monte Carlo over the best turns of the heuristic. Each sample guesses
 * the decks (a shuffle of the unseen tiles), plays every candidate turn there, then a dozen
 * greedy turns of every player (the fast greedy of `quick.ts`, the normal level's choices),
 * and judges the position with the heuristic (or the final score if the game ended). The
 * same guesses and the same greedy replies serve every candidate, so that they are compared on
 * equal terms. Successive halving: the budget is spent in rounds, each keeping the better half.
 * `units` counts simulated turns, so the result does not depend on the machine's speed.
 */
export function hardAction(state: GameState, view: DeckView, random: Random, units: number, w: Weights = HARD_WEIGHTS): Action {
  const me = PLAYER_COLORS.indexOf(state.players[state.current]);
  const plans = scoredPlans(state, w).slice(0, CANDIDATES);
  if (plans.length === 1) return plans[0].actions[0];
  const base = random.nextUint32();
  let alive: Candidate[] = plans.map((plan, rank) => ({ plan, rank, sum: 0, samples: 0 }));
  const rounds = Math.ceil(Math.log2(plans.length));
  let spent = 0;
  let sample = 0;
  for (let round = 1; round <= rounds && alive.length > 1; round++) {
    const limit = (units * round) / rounds;
    do {
      const world = determinize(state, view, new ChacunRandom(hashNumbers(base, sample++)));
      for (const candidate of alive) {
        const { end, turns } = simulate(playAll(world, candidate.plan.actions), DEPTH, w);
        spent += turns + 1;
        candidate.sum += end.nextAction === 'END_GAME' ? finalMargin(end, me) : evaluate(end, me, w);
        candidate.samples++;
      }
    } while (spent < limit);
    alive = [...alive].sort((a, b) => b.sum / b.samples - a.sum / a.samples || a.rank - b.rank).slice(0, Math.ceil(alive.length / 2));
  }
  return alive[0].plan.actions[0];
}
