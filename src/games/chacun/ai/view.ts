import { menhirDeckSize, normalDeckSize, type GameState } from '../engine/game.ts';
import type { Random } from '../../random.ts';
import { tileIdsOfKind } from '../engine/tiles.ts';

/**
 * What a player sees of the decks: not their order, only which tiles have not been seen on
 * the board or in hand (discarded tiles are not tracked, so they stay among the unseen) and
 * how many are left in each deck.
 */
export interface DeckView {
  /** Normal tiles neither on the board nor in hand, ascending. */
  readonly unseenNormal: readonly number[];
  /** Menhir tiles neither on the board nor in hand, ascending. */
  readonly unseenMenhir: readonly number[];
  readonly normalLeft: number;
  readonly menhirLeft: number;
}

const NORMAL_IDS = tileIdsOfKind('NORMAL');
const MENHIR_IDS = tileIdsOfKind('MENHIR');

/** The deck view of a state: reads the board, the tile in hand and the deck sizes, never the deck order. */
export function deckView(state: GameState): DeckView {
  const inHand = state.tileToPlace?.id ?? -1;
  const unseen = (ids: readonly number[]) => ids.filter((id) => id !== inHand && !state.board.hasTile(id));
  return {
    unseenNormal: unseen(NORMAL_IDS),
    unseenMenhir: unseen(MENHIR_IDS),
    normalLeft: normalDeckSize(state),
    menhirLeft: menhirDeckSize(state),
  };
}

/**
 * The state with its decks replaced by a guess: the right number of tiles drawn at random
 * from the unseen ones. Everything the AI does runs on such states, so that no decision can
 * depend on the real order of the decks.
 */
export function determinize(state: GameState, view: DeckView, random: Random): GameState {
  const normal = random.shuffle(view.unseenNormal).slice(0, view.normalLeft);
  const menhir = random.shuffle(view.unseenMenhir).slice(0, view.menhirLeft);
  return { ...state, decks: { normal, normalTop: 0, menhir, menhirTop: 0 } };
}
