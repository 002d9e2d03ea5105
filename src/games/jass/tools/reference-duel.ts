/**
 * Duels of one Jass AI level against the reference player (`reference-uct.ts`) on single deals:
 * what `npm run tournament -- --game jass --against reference` plays. A deal is one turn of nine
 * tricks from a fresh record (its call drawn in the course variant, named or pushed in the
 * Schieber); it is played twice, the level holding first the S+N hands, then the E+W ones, and
 * the level's share of the card points (tricks, last trick and match bonus, not Weis nor Stöck)
 * is averaged over the pair, so that the luck of the cards cancels out.
 */
import { hashNumbers } from '../../../hash.ts';
import { aiAction, type AiLevel } from '../ai/index.ts';
import { applyAction, initialState, seatToAct } from '../engine/game.ts';
import { newJassRecord, SEATS, type Variant } from '../engine/record.ts';
import { viewOf } from '../engine/view.ts';
import { referenceAction } from './reference-uct.ts';

/** One deal played once: the card points of each team and the decision times of each side. */
export interface DuelPlay {
  /** Card points of the level's team and of the reference's team. */
  readonly points: readonly [level: number, reference: number];
  /** Wall-clock time of each decision, in milliseconds. */
  readonly levelMs: readonly number[];
  readonly referenceMs: readonly number[];
}

/** How a duel is played. */
export interface DuelSetup {
  readonly level: AiLevel;
  readonly variant: Variant;
  readonly seed: number;
  readonly iterations: number;
  readonly budgetMs?: number;
}

/** Plays deal `deal` once, the level holding team `levelTeam`'s hands (0: S+N, 1: E+W). */
export function playDuelDeal(setup: DuelSetup, deal: number, levelTeam: 0 | 1): DuelPlay {
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

/** The mean of pairs' shares and its 95% interval (normal approximation over the pairs). */
export function pairedShare(pairs: readonly (readonly [DuelPlay, DuelPlay])[]): { share: number; low: number; high: number } {
  const shares = pairs.map(([a, b]) => (a.points[0] + b.points[0]) / (a.points[0] + a.points[1] + b.points[0] + b.points[1]));
  const n = shares.length;
  const mean = shares.reduce((s, x) => s + x, 0) / n;
  const variance = n > 1 ? shares.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { share: mean, low: mean - half, high: mean + half };
}

/** The p-th percentile (0–1) of a list of times (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
