/**
 * `npx tsx src/games/chacun/tools/weights-duel.ts --weights '{"meadowGrowth":0}' [--against '{…}'] [--deals N] [--seed S]`:
 * a quick screen of the heuristic's weights (`ai/evaluate.ts`): the normal level (greedy over
 * the heuristic, a few milliseconds a decision) with the given weights changed against normal
 * with the default weights (or `--against`'s), in two-player games, each deal played twice with
 * the seats swapped. Prints the win rate of the changed weights with its 95% Wilson interval and
 * their mean margin in points with its 95% interval over the deal pairs; the last line is JSON.
 * About 0.3 s a game on one core. What wins here is worth measuring for hard, whose play-outs and
 * judgements use the same heuristic (`npm run tournament -- --players 2 --seats hard,hard-base`).
 */
import { normalAction } from '../ai/normal.ts';
import { decisionSeed, hashNumbers } from '../ai/seed.ts';
import { legalActions } from '../ai/turn-plans.ts';
import { deckView, determinize } from '../ai/view.ts';
import { DEFAULT_WEIGHTS, type Weights } from '../ai/evaluate.ts';
import { applyAction } from '../engine/actions.ts';
import { PLAYER_COLORS } from '../engine/basics.ts';
import { initialState, startGame, winners } from '../engine/game.ts';
import { firstColors, shuffledDecks } from '../engine/random.ts';
import { mean, standardDeviation, wilsonInterval } from '../../ai-stats.ts';
import { ChacunRandom } from '../../random.ts';
import { readOptions, usageExit } from '../../../command-line.ts';
import { excerpt, isObject } from '../../../input-checks.ts';

/** Normal's salt of the decision seed (ai/index.ts). */
const NORMAL_SALT = 0x22;

/** Plays one two-player game, seat 0 with weights `first`, seat 1 with `second`; returns the points by seat. */
function playGame(first: Weights, second: Weights, dealSeed: number, aiSeed: number): { points: [number, number]; wins: [number, number] } {
  const players = firstColors(2);
  const decks = shuffledDecks(new ChacunRandom(dealSeed));
  const started = startGame(initialState(players, decks.normal, decks.menhir));
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const weights = [first, second];
  while (state.nextAction !== 'END_GAME') {
    const seat = state.current;
    const random = new ChacunRandom(decisionSeed(state, hashNumbers(aiSeed, seat), NORMAL_SALT));
    const guess = determinize(state, deckView(state), random);
    const legal = legalActions(guess);
    const action = legal.length === 1 ? legal[0] : normalAction(guess, random, weights[seat]);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`illegal move: ${result.error.code} ${result.error.message}`);
    state = result.value;
  }
  const won = winners(state);
  const points = players.map((color) => state.points[PLAYER_COLORS.indexOf(color)]) as [number, number];
  const wins = players.map((color) => (won.includes(color) ? 1 / won.length : 0)) as [number, number];
  return { points, wins };
}

const USAGE = `npx tsx src/games/chacun/tools/weights-duel.ts --weights '{"meadowGrowth":0}' [--against '{…}'] [--deals N] [--seed S]`;

/** The default weights with those of an option's JSON object changed; anything else is refused with the usage. */
function weightsOf(option: string, text: string): Weights {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return usageExit(USAGE, `${option}: not JSON: ${excerpt(text)}`);
  }
  if (!isObject(parsed)) return usageExit(USAGE, `${option}: not a JSON object of weights: ${excerpt(text)}`);
  for (const [key, value] of Object.entries(parsed)) {
    if (!Object.hasOwn(DEFAULT_WEIGHTS, key)) usageExit(USAGE, `${option}: no weight is named ${key} (the weights: ${Object.keys(DEFAULT_WEIGHTS).join(', ')})`);
    if (typeof value !== 'number' || !Number.isFinite(value)) usageExit(USAGE, `${option}: ${key} must be a number, not ${excerpt(value)}`);
  }
  return { ...DEFAULT_WEIGHTS, ...(parsed as Partial<Weights>) };
}

function main(): void {
  const values = readOptions(USAGE, {
    weights: { type: 'string', default: '{}' },
    against: { type: 'string', default: '{}' },
    deals: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
  });
  const changed = weightsOf('--weights', values.weights);
  const against = weightsOf('--against', values.against);
  const deals = Number(values.deals);
  const seed = Number(values.seed);
  if (!Number.isInteger(deals) || deals < 1 || !Number.isInteger(seed)) usageExit(USAGE, '--deals and --seed must be integers (deals ≥ 1)');
  let wins = 0;
  const margins: number[] = [];
  for (let deal = 0; deal < deals; deal++) {
    let pair = 0;
    for (let side = 0; side < 2; side++) {
      const dealSeed = hashNumbers(seed, deal);
      const aiSeed = hashNumbers(seed, deal, side, 0x5eed);
      const game = side === 0 ? playGame(changed, against, dealSeed, aiSeed) : playGame(against, changed, dealSeed, aiSeed);
      wins += game.wins[side];
      pair += game.points[side] - game.points[1 - side];
    }
    margins.push(pair / 2);
  }
  const games = 2 * deals;
  const [low, high] = wilsonInterval(wins, games);
  const margin = mean(margins);
  const half = (1.96 * standardDeviation(margins)) / Math.sqrt(deals);
  process.stdout.write(
    `weights ${values.weights} against ${values.against}: ${games} games (seed ${seed}), win rate ${(100 * wins / games).toFixed(1)}% ` +
      `(${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%), margin ${margin.toFixed(2)} ± ${half.toFixed(2)} points a game\n`,
  );
  process.stdout.write(JSON.stringify({ weights: values.weights, against: values.against, games, seed, winRate: wins / games, winRateLow: low, winRateHigh: high, margin, marginHalfWidth: half }) + '\n');
}

main();
