/**
 * Properties of many AI games (a script, not a test: it takes minutes): after every entry the
 * 110 cards are all somewhere (deck, face-up slots, discard, hands, a tunnel's turned cards);
 * a replay of the JSON record through the platform's interface reaches the same state; the
 * final points equal the totals of the scoring breakdown (routes + tickets + longest trail) and
 * the routes part equals the claim points of the routes owned.
 * Usage: npx tsx src/games/tchu/tools/check-properties.ts [--games N] [--seed S]
 * Prints one line per failure, then a summary, and as its last line one JSON object.
 */
import { TOTAL_CARDS } from '../data/cards.ts';
import { playAiGame } from '../ai/game.ts';
import { cardTotal } from '../engine/cards.ts';
import { routesPoints } from '../engine/scoring.ts';
import type { GameState } from '../engine/state.ts';
import { summarize } from '../engine/summary.ts';
import { tchu } from '../index.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const USAGE = 'npx tsx src/games/tchu/tools/check-properties.ts [--games N] [--seed S]';
const values = readOptions(USAGE, { games: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } });
const games = Number(values.games);
const seed = Number(values.seed);
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(seed)) usageExit(USAGE, '--games must be an integer ≥ 1 and --seed an integer');

/** Every card of a state, wherever it is. */
function cardsIn(state: GameState): number {
  const hands = state.playerStates.reduce((sum, ps) => sum + cardTotal(ps.cards), 0);
  return state.deck.length + state.faceUp.length + cardTotal(state.discard) + hands + (state.tunnel?.drawn.length ?? 0);
}

const PAIRS: readonly (readonly [string, string])[] = [
  ['normal', 'easy'],
  ['hard', 'normal'],
  ['easy', 'hard'],
  ['hard', 'hard'],
];
const failures: string[] = [];
let entries = 0;
let reshuffles = 0;
const start = performance.now();
for (let g = 0; g < games; g++) {
  const levels = PAIRS[g % PAIRS.length];
  const game = playAiGame(levels, seed * 1_000_003 + g);
  const fail = (what: string) => failures.push(`game ${g} (${levels.join(' vs ')}): ${what}`);
  const parsed = tchu.rules.parseRecord(JSON.parse(JSON.stringify(game.record)));
  if (!parsed.ok) {
    fail(`record unreadable: ${parsed.error}`);
    continue;
  }
  let state = tchu.rules.start(parsed.value);
  if (cardsIn(state) !== TOTAL_CARDS) fail(`${cardsIn(state)} cards at the start`);
  for (const [i, entry] of tchu.rules.entries(parsed.value).entries()) {
    const next = tchu.rules.replay(state, entry);
    if (!next.ok) {
      fail(`entry ${i} does not replay: ${next.error.code}`);
      break;
    }
    state = next.value;
    if (cardsIn(state) !== TOTAL_CARDS) fail(`${cardsIn(state)} cards after entry ${i}`);
  }
  entries += parsed.value.actions.length;
  reshuffles += game.state.reshuffles;
  if (JSON.stringify(state) !== JSON.stringify(game.state)) fail('the replay does not reach the state played');
  const summary = summarize(game.state);
  summary.breakdown.forEach((b, p) => {
    if (b.routes + b.tickets + b.longestTrail !== summary.points[p]) fail(`P${p + 1}: ${summary.points[p]} points, breakdown adds to ${b.routes + b.tickets + b.longestTrail}`);
    if (b.routes !== routesPoints(game.state.playerStates[p].routes)) fail(`P${p + 1}: routes part ${b.routes}, routes owned score ${routesPoints(game.state.playerStates[p].routes)}`);
  });
  const outcome = tchu.rules.outcome(game.state);
  if (outcome.points.P1 !== summary.points[0] || outcome.points.P2 !== summary.points[1]) fail('the outcome and the summary disagree');
}
const seconds = (performance.now() - start) / 1000;
for (const line of failures.slice(0, 50)) process.stdout.write(`${line}\n`);
process.stdout.write(
  `${games} AI games (${PAIRS.map((p) => p.join('–')).join(', ')} in turn), ${entries} entries, ${reshuffles} reshuffles, ${seconds.toFixed(1)} s: ` +
    `${failures.length === 0 ? 'every property holds' : `${failures.length} failures`}\n`,
);
process.stdout.write(JSON.stringify({ games, seed, entries, reshuffles, failures: failures.length, seconds: Number(seconds.toFixed(1)) }) + '\n');
process.exit(failures.length === 0 ? 0 : 1);
