import { applyAction, type Action } from './actions.ts';
import { initialState, startGame, type GameState } from './game.ts';
import { ChacunRandom } from '../../random.ts';
import { firstColors, randomAction, shuffledDecks } from './random.ts';
import type { GameRecord } from './record.ts';

/** A finished random game: its record and its final state. */
export interface SimulatedGame {
  readonly record: GameRecord;
  readonly state: GameState;
}

/** Plays a complete game of uniformly random legal moves from a seeded shuffle. */
export function playRandomGame(playerCount: number, seed: number, keepActions = true): SimulatedGame {
  const random = new ChacunRandom(seed);
  const players = firstColors(playerCount);
  const decks = shuffledDecks(random);
  const started = startGame(initialState(players, decks.normal, decks.menhir));
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const actions: Action[] = [];
  while (state.nextAction !== 'END_GAME') {
    const action = randomAction(state, random);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`random action refused: ${result.error.code} ${result.error.message}`);
    if (keepActions) actions.push(action);
    state = result.value;
  }
  return { record: { game: 'chacun', version: 1, players, decks, actions }, state };
}
