/**
 * Plays random legal games of a hosted game from seeded shuffles.
 * Usage: npm run simulate -- [--game chacun] --games N --players K --seed S [--option KEY=VALUE]… [--out DIR]
 * --option sets one of the game's options (Jass `variant=schieber`, `multipliers=classic`).
 * Prints one line per game (seed, moves, points, winners) and a summary; with --out,
 * writes every game's record to DIR/game-<seed>.json and all of them to DIR/games.jsonl.
 * The games are played by `simulateGames` (simulate-games.ts); this script reads and checks the options.
 */
import { HOSTED } from '../hosted.ts';
import { resolveOptions } from '../games/game.ts';
import { readOptions, usageExit } from '../command-line.ts';
import { simulateGames } from './simulate-games.ts';

const USAGE = 'npm run simulate -- [--game ID] --games N --players K --seed S [--option KEY=VALUE]… [--out DIR]';

function fail(message: string): never {
  return usageExit(USAGE, message);
}

function intOption(value: string | undefined, name: string, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min || n > max) fail(`--${name} must be an integer from ${min} to ${max}`);
  return n;
}

const values = readOptions(USAGE, { game: { type: 'string', default: 'chacun' }, games: { type: 'string', default: '1' }, players: { type: 'string', default: '2' }, seed: { type: 'string', default: '1' }, out: { type: 'string' }, option: { type: 'string', multiple: true } });
const game = HOSTED.get(values.game);
if (game === undefined) fail(`--game must be one of ${HOSTED.modules.map((g) => g.id).join(', ')}`);
const games = intOption(values.games, 'games', 1, 1_000_000);
const players = intOption(values.players, 'players', game.rules.seats.min, game.rules.seats.max);
// Any seed the platform draws (up to 2^53 − 1), the last game's included.
const seed = intOption(values.seed, 'seed', 0, Number.MAX_SAFE_INTEGER - (games - 1));
// Options as the lobby takes them: each checked against the game's values, the others left to the game.
const given: Record<string, string | number> = {};
for (const text of values.option ?? []) {
  const [key, value] = text.split('=', 2);
  const chosen = game.rules.options.find((o) => o.key === key)?.values.find((v) => String(v) === value);
  if (chosen === undefined) fail(`--option ${text}: ${game.id}'s options are ${game.rules.options.map((o) => `${o.key}=${o.values.join('|')}`).join(', ') || 'none'}`);
  given[key] = chosen;
}
const resolved = resolveOptions(game.rules.options, given);
if (!resolved.ok) fail(`--option ${resolved.key}: not a value of that option`);
const options = Object.keys(given).length === 0 ? undefined : resolved.value;
simulateGames({ game, games, seed, players, options, out: values.out }, { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) });
