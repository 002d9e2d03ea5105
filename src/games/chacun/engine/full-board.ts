import { applyAction, type Action } from './actions.ts';
import { initialState, startGame, type GameState } from './game.ts';
import { ChacunRandom } from '../../random.ts';
import { randomAction, shuffledDecks } from './random.ts';
import type { GameRecord } from './record.ts';

/** A seed with which `fullBoardGame` places all 95 tiles. */
export const FULL_BOARD_SEED = 475;

/**
 * A two-player game (for benchmarks) that places as many tiles as possible: random moves, except that a normal
 * tile that can close a forest with a menhir does (each gives a menhir tile). With the default
 * seed (FULL_BOARD_SEED) all 95 tiles end on the board. The decks are those the bot deals for the same seed.
 */
export function fullBoardGame(seed = FULL_BOARD_SEED): { readonly record: GameRecord; readonly state: GameState; readonly tiles: number } {
  const random = new ChacunRandom(seed);
  const decks = shuffledDecks(random);
  const started = startGame(initialState(['RED', 'BLUE'], decks.normal, decks.menhir));
  if (!started.ok) throw new Error(started.error.message);
  let state: GameState = started.value;
  const actions: Action[] = [];
  const menhirs = (s: GameState) => s.messages.filter((m) => m.kind === 'menhirForest').length;
  while (state.nextAction !== 'END_GAME') {
    let action = randomAction(state, random);
    const tile = state.tileToPlace;
    if (state.nextAction === 'PLACE_TILE' && tile !== null && tile.kind === 'NORMAL') {
      for (const p of state.board.legalPlacements(tile)) {
        const place: Action = { type: 'place', tile: tile.id, x: p.x, y: p.y, rotation: p.rotation };
        let next = applyAction(state, place);
        while (next.ok && (next.value.nextAction === 'OCCUPY_TILE' || next.value.nextAction === 'RETAKE_PAWN')) {
          next = applyAction(next.value, next.value.nextAction === 'OCCUPY_TILE' ? { type: 'occupy', occupant: null } : { type: 'retake', zone: null });
        }
        if (next.ok && menhirs(next.value) > menhirs(state)) {
          action = place;
          break;
        }
      }
    }
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(next.error.message);
    actions.push(action);
    state = next.value;
  }
  return { record: { game: 'chacun', version: 1, players: ['RED', 'BLUE'], decks, actions }, state, tiles: state.board.tileCount };
}
