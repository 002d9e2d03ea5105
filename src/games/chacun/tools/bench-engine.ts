/**
 * Engine speed: complete random games per second (2 and 5 players), the mean time of one
 * transition and of listing every legal placement, and peak memory. One core.
 * Usage: npm run bench:engine [-- --seconds S]
 * Prints a table, then as its last line one JSON object with the same figures.
 */
import { parseArgs } from 'node:util';
import { applyAction, type Action } from '../engine/actions.ts';
import type { GameState } from '../engine/game.ts';
import { recordStart } from '../engine/record.ts';
import { playRandomGame } from '../engine/simulate.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' } } });
const seconds = Number(values.seconds);
if (!(seconds > 0)) {
  process.stderr.write('--seconds must be a positive number\n');
  process.exit(2);
}

let peakRss = 0;
const sampleMemory = (): void => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};

/** Plays random games for about `seconds`, returning games per second. */
function gamesPerSecond(players: number, budget: number): number {
  for (let i = 0; i < 200; i++) playRandomGame(players, 1_000_000 + i, false); // warm-up
  const start = performance.now();
  let games = 0;
  while (performance.now() - start < budget * 1000) {
    for (let i = 0; i < 50; i++) playRandomGame(players, games++, false);
    sampleMemory();
  }
  return games / ((performance.now() - start) / 1000);
}

/** States and actions met in random games, to time transitions and placement listing alone. */
function collect(players: number, count: number): { states: GameState[]; actions: Action[] } {
  const states: GameState[] = [];
  const actions: Action[] = [];
  for (let seed = 0; states.length < count; seed++) {
    const { record } = playRandomGame(players, 5_000_000 + seed);
    // Re-walk the record to capture the states on the way.
    let state = recordStart(record);
    for (const action of record.actions) {
      states.push(state);
      actions.push(action);
      const next = applyAction(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
  }
  return { states, actions };
}

function timeTransitions(states: readonly GameState[], actions: readonly Action[]): number {
  const start = performance.now();
  let rounds = 0;
  do {
    for (let i = 0; i < states.length; i++) applyAction(states[i], actions[i]);
    rounds++;
  } while (performance.now() - start < 1000);
  return ((performance.now() - start) * 1000) / (rounds * states.length);
}

function timePlacements(states: readonly GameState[]): number {
  const placing = states.filter((state) => state.nextAction === 'PLACE_TILE');
  const start = performance.now();
  let rounds = 0;
  let sink = 0;
  do {
    for (const state of placing) sink += state.board.legalPlacements(state.tileToPlace!).length;
    rounds++;
  } while (performance.now() - start < 1000);
  if (sink < 0) throw new Error('unreachable');
  return ((performance.now() - start) * 1000) / (rounds * placing.length);
}

const perSize = Math.max(0.5, seconds / 2);
const two = gamesPerSecond(2, perSize);
const five = gamesPerSecond(5, perSize);
const { states, actions } = collect(5, 20_000);
const transitionMicros = timeTransitions(states, actions);
const placementsMicros = timePlacements(states);
sampleMemory();

const rows: [string, string][] = [
  ['random games/s, 2 players', two.toFixed(0)],
  ['random games/s, 5 players', five.toFixed(0)],
  ['mean transition', `${transitionMicros.toFixed(2)} µs`],
  ['mean legal placements listing', `${placementsMicros.toFixed(2)} µs`],
  ['peak RSS', `${(peakRss / 2 ** 20).toFixed(1)} MiB`],
];
const width = Math.max(...rows.map(([label]) => label.length));
process.stdout.write(`Engine benchmark (one core, node ${process.version})\n`);
for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);
process.stdout.write(
  JSON.stringify({
    gamesPerSecond: { '2': Math.round(two), '5': Math.round(five) },
    transitionMicros: Number(transitionMicros.toFixed(3)),
    legalPlacementsMicros: Number(placementsMicros.toFixed(3)),
    peakRssMiB: Number((peakRss / 2 ** 20).toFixed(1)),
  }) + '\n',
);
