/**
 * Duels of one Jass AI level against the reference player (`reference-uct.ts`) on single deals:
 * what `npm run tournament -- --game jass --against reference` plays. A deal is one turn of nine
 * tricks from a fresh record (its call drawn in the course variant, named or pushed in the
 * Schieber); it is played twice, the level holding first the S+N hands, then the E+W ones, and
 * the level's share of the card points (tricks, last trick and match bonus, not Weis nor Stöck)
 * is averaged over the pair, so that the luck of the cards cancels out.
 */
import { hashNumbers } from '../../../hash.ts';
import type { DuelPlay } from '../../game.ts';
import { aiAction, type AiLevel } from '../ai/index.ts';
import { applyAction, initialState, seatToAct } from '../engine/game.ts';
import { newJassRecord, SEATS, type Variant } from '../engine/record.ts';
import { viewOf } from '../engine/view.ts';
import { referenceAction } from './reference-uct.ts';

/** How a duel is played: the contract's setup, its options read as the variant. */
export interface JassDuelSetup {
  readonly level: AiLevel;
  readonly variant: Variant;
  readonly seed: number;
  readonly iterations: number;
  readonly budgetMs?: number;
}

/** Plays deal `deal` once, the level holding team `levelTeam`'s hands (0: S+N, 1: E+W). */
export function playDuelDeal(setup: JassDuelSetup, deal: number, levelTeam: 0 | 1): DuelPlay {
  let state = initialState(newJassRecord(SEATS, hashNumbers(setup.seed, deal), { variant: setup.variant }));
  const levelMs: number[] = [];
  const referenceMs: number[] = [];
  for (let decision = 0; state.turn === 0 && state.phase !== 'over'; decision++) {
    const seat = seatToAct(state);
    if (seat === null) break;
    const view = viewOf(state, SEATS[seat]);
    const seed = hashNumbers(setup.seed, deal, levelTeam, decision);
    const started = performance.now();
    const ofLevel = seat % 2 === levelTeam;
    const action = ofLevel ? aiAction(view, setup.level, seed, setup.budgetMs) : referenceAction(view, seed, setup.iterations);
    (ofLevel ? levelMs : referenceMs).push(performance.now() - started);
    const next = applyAction(state, SEATS[seat], action);
    if (!next.ok) throw new Error(`${ofLevel ? setup.level : 'reference'}'s action refused: ${next.error.code} ${next.error.message}`);
    state = next.value;
  }
  const points = state.turns[0].trickPoints;
  return { points: [points[levelTeam], points[1 - levelTeam]], levelMs, referenceMs };
}
