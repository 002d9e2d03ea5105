import { applyAction } from '../engine/actions.ts';
import { HUTS_PER_PLAYER, PAWNS_PER_PLAYER, colorIndex } from '../engine/basics.ts';
import { Board, type Placement } from '../engine/board.ts';
import { potentialOccupants, type GameState } from '../engine/game.ts';
import { ChacunRandom } from '../../random.ts';
import { recordStart, type GameRecord } from '../engine/record.ts';
import { playRandomGame } from '../engine/simulate.ts';
import { START_TILE_ID, TILES, type Tile } from '../engine/tiles.ts';

/**
 * Sample game states for the gallery, the benchmark and the tests: seeded random games
 * replayed up to a chosen moment.
 */

/** The states a record goes through, from its start, one per action. */
export function statesOf(record: GameRecord): GameState[] {
  const states = [recordStart(record)];
  for (const action of record.actions) {
    const result = applyAction(states[states.length - 1], action);
    if (!result.ok) throw new Error(`record does not replay: ${result.error.message}`);
    states.push(result.value);
  }
  return states;
}

/**
 * A random game's state once `tiles` tiles lie on the board (the start tile included),
 * when the next tile waits to be placed; the final state if the game ends sooner.
 */
export function randomStateWithTiles(players: number, seed: number, tiles: number): GameState {
  const { record } = playRandomGame(players, seed);
  const states = statesOf(record);
  const found = states.find((state) => state.board.tileCount >= tiles && state.nextAction === 'PLACE_TILE');
  return found ?? states[states.length - 1];
}

/** A finished random game, with its record. */
export function randomFinishedGame(players: number, seed: number): { record: GameRecord; state: GameState } {
  return playRandomGame(players, seed);
}

/** The first state of a random game satisfying a test, or null. */
export function findRandomState(players: number, seed: number, test: (state: GameState) => boolean): GameState | null {
  const { record } = playRandomGame(players, seed);
  return statesOf(record).find(test) ?? null;
}

/**
 * A state whose board holds all 95 tiles (random games never place them all, as
 * unplaceable tiles are discarded and menhir tiles need closed menhir forests): every
 * tile goes, in a seeded order, to the legal position nearest the start tile, and some
 * get an occupant. The rest of the state is that of a finished random game.
 */
export function fullBoardState(players: number, seed: number): GameState {
  const finished = playRandomGame(players, seed, false).state;
  const random = new ChacunRandom(seed);
  let board = Board.EMPTY.withNewTile(TILES[START_TILE_ID], { x: 0, y: 0 }, 'NONE', null);
  let waiting = random.shuffle(TILES.filter((tile) => tile.id !== START_TILE_ID));
  let turn = 0;
  while (waiting.length > 0) {
    const left: Tile[] = [];
    for (const tile of waiting) {
      const placements = board.legalPlacements(tile);
      if (placements.length === 0) {
        left.push(tile);
        continue;
      }
      const distance = (p: Placement): number => Math.max(Math.abs(p.x), Math.abs(p.y)) + 0.01 * (p.x * p.x + p.y * p.y);
      const nearest = Math.min(...placements.map(distance));
      const choices = placements.filter((p) => distance(p) === nearest);
      const chosen = random.pick(choices);
      const color = finished.players[turn++ % finished.players.length];
      board = board.withNewTile(tile, chosen, chosen.rotation, color);
      const c = colorIndex(color);
      const options = potentialOccupants(tile).filter(
        (o) =>
          (o.kind === 'PAWN' ? board.pawnsOut(c) < PAWNS_PER_PLAYER : board.hutsOut(c) < HUTS_PER_PLAYER) &&
          board.packedOccupantsFor(o.kind, o.zoneId) === 0,
      );
      if (options.length > 0 && random.next() < 0.5) board = board.withOccupant(random.pick(options));
    }
    if (left.length === waiting.length) throw new Error('some tiles fit nowhere');
    waiting = left;
  }
  const animals = TILES.flatMap((tile) => tile.zones.flatMap((zone) => (zone.type === 'meadow' ? zone.animals : [])));
  board = board.withMoreCancelledAnimals(animals.filter(() => random.next() < 0.15).map((animal) => animal.id));
  return { ...finished, board, tileToPlace: null, nextAction: 'END_GAME' };
}

/** Names as long as the bot allows (32 characters), wide letters included: to check that they are shortened rather than cut. */
export const LONG_NAMES = {
  RED: 'Maximilien-Alexandre de la Tour',
  BLUE: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
  GREEN: 'Chloé',
  YELLOW: 'Dmitri Ivanovitch Karamazov-Smith',
  PURPLE: 'Ève',
} as const;
