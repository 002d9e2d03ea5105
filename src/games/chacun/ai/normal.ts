import type { Action } from '../engine/actions.ts';
import { PLAYER_COLORS } from '../engine/basics.ts';
import type { GameState } from '../engine/game.ts';
import type { Random } from '../../random.ts';
import { DEFAULT_WEIGHTS, evaluate, type Weights } from './evaluate.ts';
import { forEachTurnPlan } from './turn-plans.ts';

/** A complete turn with its heuristic value for the player who plays it. */
export interface ScoredPlan {
  readonly actions: readonly Action[];
  readonly value: number;
}

/**
 * The heuristic value of the state a turn ends in, for the player who played it: the
 * evaluation, plus the worth of a menhir second turn if the turn earned one.
 */
export function turnValue(start: GameState, end: GameState, colorIndex: number, w: Weights = DEFAULT_WEIGHTS): number {
  const again = end.nextAction === 'PLACE_TILE' && end.current === start.current && end.tileToPlace?.kind === 'MENHIR' && start.tileToPlace?.kind !== 'MENHIR';
  return evaluate(end, colorIndex, w) + (again ? w.menhirTurn : 0);
}

/** Every way to complete the turn, with its value, best first (ties keep the order of the moves). */
export function scoredPlans(state: GameState, w: Weights = DEFAULT_WEIGHTS): ScoredPlan[] {
  const me = PLAYER_COLORS.indexOf(state.players[state.current]);
  const plans: ScoredPlan[] = [];
  forEachTurnPlan(state, (actions, end) => plans.push({ actions, value: turnValue(state, end, me, w) }));
  return plans.sort((a, b) => b.value - a.value);
}

/**
 * The greedy player: plays the turn (placement, shaman retake, occupant) whose end state has
 * the best heuristic value; ties are broken at random.
 */
export function normalAction(state: GameState, random: Random, w: Weights = DEFAULT_WEIGHTS): Action {
  const me = PLAYER_COLORS.indexOf(state.players[state.current]);
  let best: Action[] = [];
  let bestValue = -Infinity;
  forEachTurnPlan(state, (actions, end) => {
    const value = turnValue(state, end, me, w);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [actions[0]];
    } else if (value > bestValue - 1e-9) best.push(actions[0]);
  });
  return best.length === 1 ? best[0] : random.pick(best);
}
