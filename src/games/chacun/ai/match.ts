import { PLAYER_COLORS, type PlayerColor } from '../engine/basics.ts';
import { applyAction, type Action } from '../engine/actions.ts';
import { initialState, startGame, winners, type GameState } from '../engine/game.ts';
import { ChacunRandom } from '../../random.ts';
import { firstColors, shuffledDecks } from '../engine/random.ts';
import type { GameRecord } from '../engine/record.ts';
import { chooseAction, type AiLevel } from './index.ts';
import { hashNumbers } from './seed.ts';

/** One seat's outcome in an AI game. */
export interface SeatResult {
  readonly color: PlayerColor;
  readonly level: AiLevel;
  readonly points: number;
  /** 1 for a sole winner, 1/k for each of k tied winners, 0 otherwise. */
  readonly win: number;
  /** Wall-clock time of each of the seat's decisions, in milliseconds. */
  readonly decisionMs: readonly number[];
}

/** A finished AI game. */
export interface MatchResult {
  readonly record: GameRecord;
  readonly state: GameState;
  /** By seat, in play order. */
  readonly seats: readonly SeatResult[];
}

/** Options of an AI game. */
export interface MatchOptions {
  /** Seed of the deck shuffle. */
  readonly dealSeed: number;
  /** Seed of the AI decisions. */
  readonly aiSeed: number;
  readonly budgetMs?: number;
  /** Keep the actions in the record (default true). */
  readonly keepActions?: boolean;
}

/** Plays a complete game between AI levels (one per seat, in play order) and times every decision. */
export function playMatch(levels: readonly AiLevel[], options: MatchOptions): MatchResult {
  const players = firstColors(levels.length);
  const decks = shuffledDecks(new ChacunRandom(options.dealSeed));
  const started = startGame(initialState(players, decks.normal, decks.menhir));
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const actions: Action[] = [];
  const times: number[][] = levels.map(() => []);
  while (state.nextAction !== 'END_GAME') {
    const seat = state.current;
    const start = performance.now();
    const action = chooseAction(state, levels[seat], { seed: hashNumbers(options.aiSeed, seat), budgetMs: options.budgetMs });
    times[seat].push(performance.now() - start);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`${levels[seat]} played an illegal move: ${result.error.code} ${result.error.message}`);
    if (options.keepActions !== false) actions.push(action);
    state = result.value;
  }
  const won = winners(state);
  const seats = players.map((color, seat) => ({
    color,
    level: levels[seat],
    points: state.points[PLAYER_COLORS.indexOf(color)],
    win: won.includes(color) ? 1 / won.length : 0,
    decisionMs: times[seat],
  }));
  return { record: { game: 'chacun', version: 1, players, decks, actions }, state, seats };
}
