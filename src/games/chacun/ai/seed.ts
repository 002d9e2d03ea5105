import { NEXT_ACTIONS, menhirDeckSize, normalDeckSize, type GameState } from '../engine/game.ts';

import { hashNumbers } from '../../../hash.ts';

export { hashNumbers } from '../../../hash.ts';

/**
 * The seed of one decision: the game seed mixed with what every player sees of the moment
 * (tiles placed, messages, phase, player, tile in hand, deck sizes), so that replaying a
 * record asks the same question with the same seed, and two moments of a game never share one.
 */
export function decisionSeed(state: GameState, seed: number, salt: number): number {
  return hashNumbers(
    seed,
    salt,
    state.board.tileCount,
    state.messages.length,
    NEXT_ACTIONS.indexOf(state.nextAction),
    state.current,
    state.tileToPlace?.id ?? -1,
    state.board.lastPlacedTileId(),
    normalDeckSize(state),
    menhirDeckSize(state),
  );
}
