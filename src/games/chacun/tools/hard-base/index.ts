/**
 * `hard-base`: a frozen copy of ChaCuN's hard level as it was on 2026-11-28 (at d8bccfb: its
 * heuristic `evaluate.ts`, its greedy play-outs `quick.ts`, its search `hard.ts`), to measure the
 * shipped hard against (`npm run tournament -- --players 2 --seats hard,hard-base`). It shares the
 * AI's plumbing that does not decide anything (legal moves, deck guesses, seeds: `../../ai/`),
 * and is never offered to players. Deterministic like the AI levels; the same decision seed as
 * hard's, so that it played exactly like hard when it was frozen.
 */
import { applyAction, type Action } from '../../engine/actions.ts';
import { currentPlayer, type GameState } from '../../engine/game.ts';
import { replay, type GameRecord } from '../../engine/record.ts';
import { ChacunRandom } from '../../../random.ts';
import { decisionSeed } from '../../ai/seed.ts';
import { awaitsPlayer, legalActions } from '../../ai/turn-plans.ts';
import { deckView, determinize } from '../../ai/view.ts';
import { hardAction } from './hard.ts';

/** The name a tournament seats it by. */
export const HARD_BASE = 'hard-base';
/** Work units per millisecond of budget and the default budget, as hard had them when frozen. */
const UNITS_PER_MS = 9;
const DEFAULT_BUDGET_MS = 500;
/** Hard's salt of the decision seed. */
const SALT = 0x33;

/** The frozen hard's action in a state waiting for a player. */
export function hardBaseAction(state: GameState, options: { readonly seed: number; readonly budgetMs?: number }): Action {
  if (!awaitsPlayer(state)) throw new Error(`no decision to make at ${state.nextAction}`);
  const random = new ChacunRandom(decisionSeed(state, options.seed, SALT));
  const view = deckView(state);
  const guess = determinize(state, view, random);
  const actions = legalActions(guess);
  if (actions.length === 1) return actions[0];
  const budgetMs = options.budgetMs !== undefined && options.budgetMs > 0 ? options.budgetMs : DEFAULT_BUDGET_MS;
  return hardAction(guess, view, random, Math.max(1, Math.round(budgetMs * UNITS_PER_MS)));
}

/** The frozen hard's whole turn on a record (placement, shaman, occupant), as `planTurn` plays one. */
export function planHardBaseTurn(record: GameRecord, options: { readonly seed: number; readonly budgetMs?: number }): Action[] {
  const { state: start, error } = replay(record);
  if (error !== null) throw new Error(`record refused at action ${error.actionIndex}: ${error.code}`);
  const color = currentPlayer(start);
  if (color === null) throw new Error(`no turn to play at ${start.nextAction}`);
  const actions: Action[] = [];
  let next = start;
  do {
    const action = hardBaseAction(next, options);
    const result = applyAction(next, action);
    if (!result.ok) throw new Error(`hard-base move refused: ${result.error.code} ${result.error.message}`);
    actions.push(action);
    next = result.value;
  } while (currentPlayer(next) === color && next.nextAction !== 'PLACE_TILE');
  return actions;
}
