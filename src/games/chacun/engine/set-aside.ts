import type { GameState } from './game.ts';

/** Tiles a game set aside because they fitted nowhere when drawn, per deck, in the order drawn. */
export interface SetAside {
  readonly normal: readonly number[];
  readonly menhir: readonly number[];
}

/**
 * The tiles set aside so far. The engine records no discard as such, but its decks keep every
 * tile with the position of their tops: a tile above a top was drawn, and one drawn that is
 * neither on the board nor the tile to place was skipped because it fitted nowhere. Each list
 * only grows at its end as the game goes on.
 */
export function setAsideTiles(state: GameState): SetAside {
  const drawn = state.tileToPlace?.id;
  const skipped = (deck: readonly number[], top: number): number[] =>
    deck.slice(0, top).filter((id) => id !== drawn && state.board.tileWithId(id) === null);
  return { normal: skipped(state.decks.normal, state.decks.normalTop), menhir: skipped(state.decks.menhir, state.decks.menhirTop) };
}
