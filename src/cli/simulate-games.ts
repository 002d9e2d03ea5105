/**
 * The work of `npm run simulate` (src/cli/simulate.ts), as a function the tests call without
 * starting a process: random legal games played from seeded shuffles, and their records written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGameModule, GameOptions } from '../games/game.ts';

/** A run of games, its values already checked by the script. */
interface Simulation {
  readonly game: AnyGameModule;
  readonly games: number;
  /** The seed of the first game; each next game takes the next seed. */
  readonly seed: number;
  readonly players: number;
  /** The game's options, or undefined for its defaults. */
  readonly options: GameOptions | undefined;
  /** The folder for the records, or undefined to write none. */
  readonly out: string | undefined;
}

/**
 * Plays the games and writes what `npm run simulate` prints: one JSON line per game (seed, moves,
 * points, winners) on `write.out` and a summary line on `write.err`; with `out`, every game's
 * record to out/game-<seed>.json and all of them to out/games.jsonl.
 */
export function simulateGames(run: Simulation, write: { out(text: string): void; err(text: string): void }): void {
  const { game, games, seed, players, options, out } = run;
  if (out) mkdirSync(out, { recursive: true });
  const lines: string[] = [];
  const started = performance.now();
  let totalMoves = 0;
  for (let i = 0; i < games; i++) {
    const gameSeed = seed + i;
    const { record, state } = game.tools.randomGame(players, gameSeed, options);
    const moves = game.rules.entries(record).length;
    totalMoves += moves;
    const { points, winners } = game.rules.outcome(state);
    write.out(`${JSON.stringify({ seed: gameSeed, moves, points, winners })}\n`);
    if (out) {
      const json = JSON.stringify(record);
      writeFileSync(join(out, `game-${gameSeed}.json`), json + '\n');
      lines.push(json);
    }
  }
  if (out) writeFileSync(join(out, 'games.jsonl'), lines.join('\n') + '\n');
  const seconds = (performance.now() - started) / 1000;
  write.err(`${games} games, ${totalMoves} moves in ${seconds.toFixed(2)} s${out ? `, records in ${out}` : ''}\n`);
}
