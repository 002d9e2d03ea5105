/**
 * Jass speed, on one core: whole games and tricks per second with random legal moves (the
 * engine alone) and with AI players deciding from seat views (normal against easy, as the bot
 * and the tournament ask them), the hard AI's Monte Carlo iterations per second, and the time of
 * one hard decision at its default budget, beside one of the reference player (`reference-uct.ts`)
 * on the same positions.
 * Usage: npm run bench:jass [-- --seconds S]
 * Prints a table, then as its last line one JSON object with the same figures.
 */
import { aiAction, type AiLevel } from '../ai/index.ts';
import { DEFAULT_BUDGET_MS, hardAction, iterationsFor, search } from '../ai/hard.ts';
import { applyAction, initialState, seatToAct } from '../engine/game.ts';
import { JassRandom } from '../../random.ts';
import { newJassRecord, SEATS } from '../engine/record.ts';
import { playRandomGame } from '../engine/simulate.ts';
import { viewOf, type JassView } from '../engine/view.ts';
import { REFERENCE_ITERATIONS, referenceAction } from './reference-uct.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const USAGE = 'npm run bench:jass [-- --seconds S]';
const values = readOptions(USAGE, { seconds: { type: 'string', default: '3' } });
const seconds = Number(values.seconds);
if (!(seconds > 0)) {
  usageExit(USAGE, '--seconds must be a positive number');
}

/** Runs `step` (which returns the tricks it played) for about `budget` seconds: games and tricks per second. */
function rate(budget: number, step: (i: number) => number): { games: number; tricks: number } {
  for (let i = 0; i < 5; i++) step(1_000_000 + i); // warm-up
  const start = performance.now();
  let games = 0;
  let tricks = 0;
  while (performance.now() - start < budget * 1000) tricks += step(games++);
  const elapsed = (performance.now() - start) / 1000;
  return { games: games / elapsed, tricks: tricks / elapsed };
}

/** One game of AI players, team 0 at `levels[0]`, each deciding from its seat's view; its trick count. */
function aiGame(seed: number, levels: readonly [AiLevel, AiLevel]): number {
  let state = initialState(newJassRecord(SEATS, seed));
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const next = applyAction(state, SEATS[seat], aiAction(viewOf(state, SEATS[seat]), levels[seat % 2], seed));
    if (!next.ok) throw new Error(`an AI action was refused: ${next.error.code}`);
    state = next.value;
  }
  return state.tricks.length;
}

/** Views where a seat has a real choice of card, from random games: the hard AI's questions. */
function choices(count: number): JassView[] {
  const views: JassView[] = [];
  for (let seed = 0; views.length < count; seed++) {
    const { record } = playRandomGame(seed);
    let state = initialState(record);
    for (const action of record.actions) {
      const seat = seatToAct(state);
      if (seat === null) break;
      const view = viewOf(state, SEATS[seat]);
      if (view.phase === 'play' && view.playable.length > 1 && views.length < count && (state.moves * 7 + seed) % 11 === 0) views.push(view);
      const next = applyAction(state, SEATS[seat], action);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
  }
  return views;
}

const random = rate(seconds, (i) => playRandomGame(i).state.tricks.length);
const ai = rate(seconds, (i) => aiGame(i, i % 2 === 0 ? ['normal', 'easy'] : ['easy', 'normal']));

const views = choices(60);
const ITERATIONS = 1000;
for (const view of views.slice(0, 5)) search(view, ITERATIONS, new JassRandom(1)); // warm-up
let iterations = 0;
const searchStart = performance.now();
for (let round = 0; performance.now() - searchStart < seconds * 1000; round++) {
  for (const view of views) search(view, ITERATIONS, new JassRandom(round));
  iterations += views.length * ITERATIONS;
}
const iterationsPerSecond = iterations / ((performance.now() - searchStart) / 1000);

// Hard and the reference player decide on the same positions, one after the other, so that the
// machine's load weighs on both alike.
const referenceMs: number[] = [];
const decisionMs = views.map((view, i) => {
  const start = performance.now();
  hardAction(view, new JassRandom(i));
  const hardMs = performance.now() - start;
  const referenceStart = performance.now();
  referenceAction(view, i);
  referenceMs.push(performance.now() - referenceStart);
  return hardMs;
});
const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.ceil(0.95 * ms.length) - 1)];
const meanDecisionMs = decisionMs.reduce((sum, ms) => sum + ms, 0) / decisionMs.length;
const p95DecisionMs = p95(decisionMs);
const meanReferenceMs = referenceMs.reduce((sum, ms) => sum + ms, 0) / referenceMs.length;

const rows: [string, string][] = [
  ['random games / s', random.games.toFixed(1)],
  ['random tricks / s', random.tricks.toFixed(0)],
  ['AI games / s (normal vs easy)', ai.games.toFixed(2)],
  ['AI tricks / s (normal vs easy)', ai.tricks.toFixed(0)],
  ['MCTS iterations / s', iterationsPerSecond.toFixed(0)],
  [`hard decision, default budget ${DEFAULT_BUDGET_MS} ms (${iterationsFor(DEFAULT_BUDGET_MS)} iterations): mean ms`, meanDecisionMs.toFixed(1)],
  [`hard decision: p95 ms (${decisionMs.length} positions)`, p95DecisionMs.toFixed(1)],
  [`reference decision (${REFERENCE_ITERATIONS} iterations, same positions): mean ms`, meanReferenceMs.toFixed(1)],
  ['reference decision: p95 ms', p95(referenceMs).toFixed(1)],
];
const width = Math.max(...rows.map(([name]) => name.length));
process.stdout.write(`Jass bench: ${seconds} s per figure, one core, node ${process.version}\n`);
for (const [name, value] of rows) process.stdout.write(`${name.padEnd(width)}  ${value.padStart(10)}\n`);
process.stdout.write(
  JSON.stringify({
    seconds,
    randomGamesPerSecond: Number(random.games.toFixed(1)),
    randomTricksPerSecond: Math.round(random.tricks),
    aiGamesPerSecond: Number(ai.games.toFixed(2)),
    aiTricksPerSecond: Math.round(ai.tricks),
    mctsIterationsPerSecond: Math.round(iterationsPerSecond),
    hardBudgetMs: DEFAULT_BUDGET_MS,
    hardIterations: iterationsFor(DEFAULT_BUDGET_MS),
    hardMeanDecisionMs: Number(meanDecisionMs.toFixed(1)),
    hardP95DecisionMs: Number(p95DecisionMs.toFixed(1)),
    referenceMeanDecisionMs: Number(meanReferenceMs.toFixed(1)),
    referenceP95DecisionMs: Number(p95(referenceMs).toFixed(1)),
  }) + '\n',
);
