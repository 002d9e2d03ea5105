/**
 * Engine speed: complete random games per second (2 and 5 players), the mean time of one
 * transition and of listing every legal placement, and peak memory. One core. Rates are given by
 * the CPU time of this process (what an idle core would do; on a shared machine the wall clock
 * also counts the other processes' turns on the core) and by the wall clock.
 * Usage: npm run bench:engine [-- --seconds S] [--compare REF]
 * Prints a table, then as its last line one JSON object with the same figures.
 *
 * `--compare REF` runs the same benchmark at the same time on another commit (checked out in a
 * temporary worktree, with this file copied into it) and prints both: a before and an after
 * under the same load of the machine. Its JSON line then holds both, by commit. (Two engines in
 * one process would not do: the one loaded second ran a third slower there, even the same code.)
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { applyAction, type Action } from '../engine/actions.ts';
import type { GameState } from '../engine/game.ts';
import { recordStart } from '../engine/record.ts';
import { playRandomGame } from '../engine/simulate.ts';
import { runAtCommit } from '../../../at-commit.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** One run's figures. */
interface Figures {
  readonly commit: string;
  /** Random games per second of CPU time, by number of players. */
  readonly gamesPerSecond: { readonly '2': number; readonly '5': number };
  /** The same by the wall clock. */
  readonly gamesPerWallSecond: { readonly '2': number; readonly '5': number };
  readonly transitionMicros: number;
  readonly legalPlacementsMicros: number;
  readonly peakRssMiB: number;
}

let peakRss = 0;
const sampleMemory = (): void => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};

/** Runs `step(k)` for k = 0, 1, … during about `seconds`; its rates per CPU second and per wall second. */
function rates(seconds: number, step: (k: number) => void): { cpu: number; wall: number } {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let k = 0;
  while (performance.now() - start < seconds * 1000) {
    for (let i = 0; i < 50; i++) step(k++);
    sampleMemory();
  }
  const used = process.cpuUsage(cpuStart);
  return { cpu: k / ((used.user + used.system) / 1e6), wall: k / ((performance.now() - start) / 1000) };
}

/** Random games per second. */
function games(players: number, seconds: number): { cpu: number; wall: number } {
  for (let i = 0; i < 200; i++) playRandomGame(players, 1_000_000 + i, false); // warm-up
  return rates(seconds, (k) => playRandomGame(players, k, false));
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

function git(...args: string[]): string {
  return execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();
}

function measure(seconds: number): Figures {
  const perSize = Math.max(0.5, seconds / 2);
  const two = games(2, perSize);
  const five = games(5, perSize);
  const { states, actions } = collect(5, 20_000);
  const transitions = rates(1, (k) => applyAction(states[k % states.length], actions[k % states.length]));
  const placing = states.filter((state) => state.nextAction === 'PLACE_TILE');
  let sink = 0;
  const listings = rates(1, (k) => {
    const state = placing[k % placing.length];
    sink += state.board.legalPlacements(state.tileToPlace!).length;
  });
  if (sink < 0) throw new Error('unreachable');
  sampleMemory();
  return {
    // '+': the engine has changes not committed yet.
    commit: git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', 'src/games/chacun/engine').length > 0 ? '+' : ''),
    gamesPerSecond: { '2': Math.round(two.cpu), '5': Math.round(five.cpu) },
    gamesPerWallSecond: { '2': Math.round(two.wall), '5': Math.round(five.wall) },
    transitionMicros: Number((1e6 / transitions.cpu).toFixed(3)),
    legalPlacementsMicros: Number((1e6 / listings.cpu).toFixed(3)),
    peakRssMiB: Number((peakRss / 2 ** 20).toFixed(1)),
  };
}

/** Runs this file on another commit, in a temporary worktree; its figures. */
async function runAt(ref: string, seconds: number): Promise<Figures> {
  return JSON.parse(await runAtCommit(ref, import.meta.filename, ['--seconds', String(seconds), '--json-only'])) as Figures;
}

function print(runs: readonly Figures[], loads: string): void {
  const rows: [string, (f: Figures) => string][] = [
    ['random games/s, 2 players (CPU time)', (f) => String(f.gamesPerSecond['2'])],
    ['random games/s, 5 players (CPU time)', (f) => String(f.gamesPerSecond['5'])],
    ['random games/s, 2 players (wall clock)', (f) => String(f.gamesPerWallSecond['2'])],
    ['random games/s, 5 players (wall clock)', (f) => String(f.gamesPerWallSecond['5'])],
    ['mean transition (CPU time)', (f) => `${f.transitionMicros.toFixed(2)} µs`],
    ['mean legal placements listing (CPU time)', (f) => `${f.legalPlacementsMicros.toFixed(2)} µs`],
    ['peak RSS', (f) => `${f.peakRssMiB.toFixed(1)} MiB`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const cell = Math.max(...runs.flatMap((f) => [f.commit, ...rows.map(([, value]) => value(f))].map((text) => text.length)));
  process.stdout.write(`Engine benchmark (one core, node ${process.version}; load average ${loads})\n`);
  process.stdout.write(`  ${''.padEnd(width)}  ${runs.map((f) => f.commit.padStart(cell)).join('  ')}\n`);
  for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${runs.map((f) => value(f).padStart(cell)).join('  ')}\n`);
}

const USAGE = 'npm run bench:engine [-- --seconds S] [--compare REF] [--json-only]';
const values = readOptions(USAGE, { seconds: { type: 'string', default: '3' }, compare: { type: 'string' }, 'json-only': { type: 'boolean', default: false } });
const seconds = Number(values.seconds);
if (!(seconds > 0)) {
  usageExit(USAGE, '--seconds must be a positive number');
}
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const loadAtStart = load();
const other = values.compare === undefined ? null : runAt(values.compare, seconds);
const own = measure(seconds);
if (values['json-only']) {
  process.stdout.write(`${JSON.stringify(own)}\n`);
} else {
  const before = other === null ? null : await other;
  const runs = before === null ? [own] : [before, own];
  print(runs, `${loadAtStart} at start, ${load()} at end`);
  process.stdout.write(`${JSON.stringify(before === null ? own : { [before.commit]: before, [own.commit]: own })}\n`);
}
