/**
 * tCHu speed: complete random games per second, AI games per second (normal against easy, and
 * hard against normal), the mean time of one transition, and the time to compute a player's
 * longest trail at the end of AI games. One core.
 * Usage: npm run bench:tchu [-- --seconds S]
 * Prints a table, then as its last line one JSON object with the same figures.
 */
import { playAiGame } from '../ai/game.ts';
import { recordStart } from '../engine/record.ts';
import { longestTrail } from '../engine/scoring.ts';
import { randomGame } from '../engine/simulate.ts';
import { applyAction, entryAction, entryPlayer, type Action, type GameState } from '../engine/state.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const USAGE = 'npm run bench:tchu [-- --seconds S]';
const values = readOptions(USAGE, { seconds: { type: 'string', default: '2' } });
const seconds = Number(values.seconds);
if (!(seconds > 0)) {
  usageExit(USAGE, '--seconds must be a positive number');
}

/** Runs `play(i)` for about `budget` seconds (after a few warm-up runs): calls per second. */
function perSecond(play: (i: number) => void, budget: number, warmUp: number): number {
  for (let i = 0; i < warmUp; i++) play(1_000_000 + i);
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < budget * 1000) play(n++);
  return n / ((performance.now() - start) / 1000);
}

/** States, players and actions met in random games, to time transitions alone. */
function collect(count: number): { states: GameState[]; players: number[]; actions: Action[] } {
  const states: GameState[] = [];
  const players: number[] = [];
  const actions: Action[] = [];
  for (let seed = 0; states.length < count; seed++) {
    const { record } = randomGame(2, 5_000_000 + seed);
    let state = recordStart(record);
    for (const entry of record.actions) {
      const player = entryPlayer(state, entry);
      const action = entryAction(entry);
      states.push(state);
      players.push(player);
      actions.push(action);
      const next = applyAction(state, player, action, { kind: 'compute' });
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
  }
  return { states, players, actions };
}

/** Mean microseconds of a call of `run` over many rounds of `n` items. */
function meanMicros(n: number, run: (i: number) => void, budget: number): number {
  const start = performance.now();
  let calls = 0;
  do {
    for (let i = 0; i < n; i++) run(i);
    calls += n;
  } while (performance.now() - start < budget * 1000);
  return ((performance.now() - start) * 1000) / calls;
}

const randomGames = perSecond((i) => randomGame(2, i), seconds, 20);
const normalEasy = perSecond((i) => playAiGame(['normal', 'easy'], i), seconds, 3);
const hardNormal = perSecond((i) => playAiGame(['hard', 'normal'], i), seconds, 2);
const { states, players, actions } = collect(20_000);
const transitionMicros = meanMicros(states.length, (i) => applyAction(states[i], players[i], actions[i], { kind: 'compute' }), seconds);
// Longest trails of real networks: the routes of both players at the end of AI games.
const networks = Array.from({ length: 20 }, (_, i) => playAiGame(['hard', 'normal'], 9_000 + i).state.playerStates.flatMap((ps) => [ps.routes])).flat();
const trailMicros = meanMicros(networks.length, (i) => longestTrail(networks[i]), seconds);
const meanRoutes = networks.reduce((sum, n) => sum + n.length, 0) / networks.length;

const rows: [string, string][] = [
  ['random games / s', randomGames.toFixed(1)],
  ['AI games / s (normal vs easy)', normalEasy.toFixed(2)],
  ['AI games / s (hard vs normal)', hardNormal.toFixed(2)],
  ['mean transition (µs)', transitionMicros.toFixed(2)],
  [`longest trail (µs, ${meanRoutes.toFixed(1)} routes on average)`, trailMicros.toFixed(1)],
];
const width = Math.max(...rows.map(([k]) => k.length));
process.stdout.write(`tCHu bench, ${seconds} s per figure, node ${process.version}\n`);
for (const [k, v] of rows) process.stdout.write(`${k.padEnd(width)}  ${v.padStart(10)}\n`);
process.stdout.write(
  JSON.stringify({
    game: 'tchu',
    seconds,
    randomGamesPerSecond: Number(randomGames.toFixed(1)),
    aiGamesPerSecond: { normalEasy: Number(normalEasy.toFixed(2)), hardNormal: Number(hardNormal.toFixed(2)) },
    meanTransitionMicros: Number(transitionMicros.toFixed(2)),
    longestTrailMicros: Number(trailMicros.toFixed(1)),
    longestTrailMeanRoutes: Number(meanRoutes.toFixed(1)),
  }) + '\n',
);
