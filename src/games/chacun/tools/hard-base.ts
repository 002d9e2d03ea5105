/**
 * `hard-base`: the hard level as it played before it got weights of its own (2026-11-28): the
 * same search, with the heuristic weighed as normal weighs it (`DEFAULT_WEIGHTS`). The tournament
 * seats it by name to measure hard against (`npm run tournament -- --players 2 --seats
 * hard,hard-base`); it is never offered to players. It uses hard's decision seeds, so that where
 * both weigh alike they play alike.
 */
import type { Action } from '../engine/actions.ts';
import type { GameRecord } from '../engine/record.ts';
import { DEFAULT_WEIGHTS } from '../ai/evaluate.ts';
import { planTurnOfRecord } from '../ai/record-turn.ts';

/** The name a tournament seats it by. */
export const HARD_BASE = 'hard-base';

/** Its whole turn on a record (placement, shaman, occupant), as the AI's `planTurn` plays one. */
export function planHardBaseTurn(record: GameRecord, options: { readonly seed: number; readonly budgetMs?: number }): Action[] {
  return planTurnOfRecord(record, 'hard', { ...options, weights: DEFAULT_WEIGHTS });
}
