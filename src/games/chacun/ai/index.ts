/**
 * AI players for ChaCuN: `chooseAction(state, level, { seed })` gives the move of the player to
 * act. Pure and deterministic: the same state, level and seed give the same action, on any
 * machine (the hard level budgets work, not time). The AI sees what a player sees — board,
 * occupants, points, tile in hand, deck sizes — and never the order of the decks.
 */
import { applyAction, type Action } from '../engine/actions.ts';
import { currentPlayer, type GameState } from '../engine/game.ts';
import { ChacunRandom } from '../../random.ts';
import { easyAction } from './easy.ts';
import type { Weights } from './evaluate.ts';
import { hardAction, HARD_UNITS_PER_MS, HARD_DEFAULT_BUDGET_MS } from './hard.ts';
import { normalAction } from './normal.ts';
import { decisionSeed } from './seed.ts';
import { awaitsPlayer, legalActions } from './turn-plans.ts';
import { deckView, determinize } from './view.ts';

export { legalActions } from './turn-plans.ts';

/** The AI levels, weakest first. */
export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
/** An AI level. */
export type AiLevel = (typeof AI_LEVELS)[number];

/** Whether a value names an AI level (for input from outside: commands, stored games). */
export function isAiLevel(value: unknown): value is AiLevel {
  return typeof value === 'string' && (AI_LEVELS as readonly string[]).includes(value);
}

/** Options of a decision. */
export interface AiOptions {
  /** The game's seed for AI decisions (e.g. the seed stored with the game); mixed with the moment of the game. */
  readonly seed: number;
  /**
   * Hard only: thinking allowance, in milliseconds of this project's reference machine. It is
   * turned into a fixed amount of work, so that the decision does not depend on the machine's
   * speed or load. Default 500 (about 350 ms on average on the reference machine, under 0.6 s
   * at the 95th percentile). Ignored by easy and normal, which take a few milliseconds.
   */
  readonly budgetMs?: number;
  /**
   * Hard only: the heuristic's weights (default `HARD_WEIGHTS`). For measuring hard against itself
   * with other weights (the tournament's `hard-base`, src/games/chacun/tools/hard-base.ts), never
   * for players.
   */
  readonly weights?: Weights;
}

const LEVEL_SALT: Record<AiLevel, number> = { easy: 0x11, normal: 0x22, hard: 0x33 };

/**
 * The action an AI of a level plays in a state waiting for a player (PLACE_TILE, RETAKE_PAWN or
 * OCCUPY_TILE). Throws if the state waits for no player (START_GAME, END_GAME): a caller bug.
 */
export function chooseAction(state: GameState, level: AiLevel, options: AiOptions): Action {
  if (!awaitsPlayer(state)) throw new Error(`no decision to make at ${state.nextAction}`);
  const random = new ChacunRandom(decisionSeed(state, options.seed, LEVEL_SALT[level]));
  const view = deckView(state);
  // From here on, only a state whose decks are a guess is used: the real order cannot leak.
  const guess = determinize(state, view, random);
  const actions = legalActions(guess);
  if (actions.length === 1) return actions[0];
  switch (level) {
    case 'easy':
      return easyAction(guess, random);
    case 'normal':
      return normalAction(guess, random);
    case 'hard': {
      const budgetMs = options.budgetMs !== undefined && options.budgetMs > 0 ? options.budgetMs : HARD_DEFAULT_BUDGET_MS;
      return hardAction(guess, view, random, Math.max(1, Math.round(budgetMs * HARD_UNITS_PER_MS)), options.weights);
    }
  }
}

/**
 * The whole turn of the player to move, as an AI of a level plays it: the placement, then the
 * same player's shaman and occupant choices, up to the next placement (a menhir second turn is a
 * turn of its own) or the end of the game. Deterministic like {@link chooseAction}.
 */
export function planTurn(state: GameState, level: AiLevel, options: AiOptions): Action[] {
  const color = currentPlayer(state);
  if (color === null) throw new Error(`no turn to play at ${state.nextAction}`);
  const actions: Action[] = [];
  let next = state;
  do {
    const action = chooseAction(next, level, options);
    const result = applyAction(next, action);
    if (!result.ok) throw new Error(`AI move refused: ${result.error.code} ${result.error.message}`);
    actions.push(action);
    next = result.value;
  } while (currentPlayer(next) === color && next.nextAction !== 'PLACE_TILE');
  return actions;
}
