import type { GameCatalog } from '../session/session.ts';
import type { AnyGameModule } from './game.ts';
import { chacun } from './chacun/index.ts';
import { jass } from './jass/index.ts';
import { scrabble } from './scrabble/index.ts';
import { tchu } from './tchu/index.ts';

/** Every game the bot hosts, listed by hand (a broken module must fail loudly, not be skipped). */
export const GAMES: readonly AnyGameModule[] = [chacun, scrabble, jass, tchu];

/** The hosted game with an id, if any. */
export function gameById(id: unknown): AnyGameModule | undefined {
  return GAMES.find((game) => game.id === id);
}

/** The hosted games by id, as the session layer sees them. */
export const GAME_CATALOG: GameCatalog = { get: gameById };
