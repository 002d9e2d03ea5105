/**
 * The rating players see. OpenSkill's conservative rating (μ − 3σ, `conservative`) is a small
 * number that starts at 0 and may go below it; players are shown it on an Elo-like scale instead:
 * 1000 + 30 × (μ − 3σ), rounded, never below 0. Everyone starts at 1000. 30 points a unit make a
 * gap read about as in chess: between two players whose ratings are settled, 200 points is about
 * three wins in four for the higher one in a game of two (OpenSkill's pairwise win chance is a
 * logistic curve of the skill gap over about √2·β ≈ 5.9 units; Elo's 200 points give 76 %).
 */
import { conservative } from './ratings.ts';

/** The shown rating of a player before any game. */
export const RATING_BASE = 1000;
/** Shown points per unit of OpenSkill's skill. */
const RATING_POINTS = 30;

/** The rating shown for a skill and its uncertainty: 1000 + 30 × (μ − 3σ), rounded, at least 0. */
export function shownRating(r: { readonly mu: number; readonly sigma: number }): number {
  return Math.max(0, Math.round(RATING_BASE + RATING_POINTS * conservative(r)));
}

/** The estimated skill on the same scale (1000 + 30 × μ, at least 0): the shown rating is it less the margin. */
export function shownSkill(mu: number): number {
  return Math.max(0, Math.round(RATING_BASE + RATING_POINTS * mu));
}

/** The margin of uncertainty on the same scale (30 × 3σ): what the shown rating keeps below the estimated skill. */
export function shownMargin(sigma: number): number {
  return Math.round(RATING_POINTS * 3 * sigma);
}
