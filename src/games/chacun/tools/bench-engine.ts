/**
 * Engine speed: complete random games per second (2 and 5 players), the mean time of one
 * transition and of listing every legal placement, and peak memory. One core.
 * Usage: npm run bench:engine [-- --seconds S] [--compare REF]
 * Prints a table, then as its last line one JSON object with the same figures.
 *
 * `--compare REF` measures the engine of another commit in the same run: REF is checked out in a
 * temporary worktree, its engine loaded into this process, and every measure alternates between
 * the two engines in slices of a tenth of a second, so that both see the same load of the
 * machine. It prints both columns; the JSON line then holds both figures by commit (peak memory
 * is the process's, both engines together).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as actions from '../engine/actions.ts';
import type { Action } from '../engine/actions.ts';
import type { GameState } from '../engine/game.ts';
import * as record from '../engine/record.ts';
import * as simulate from '../engine/simulate.ts';

/** What the bench uses of an engine (present in every version since records existed). */
interface Engine {
  readonly commit: string;
  readonly playRandomGame: typeof simulate.playRandomGame;
  readonly recordStart: typeof record.recordStart;
  readonly applyAction: typeof actions.applyAction;
}

const ROOT = resolve(import.meta.dirname, '../../../..');
const SLICE_MS = 100;

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' }, compare: { type: 'string' } } });
const seconds = Number(values.seconds);
if (!(seconds > 0)) {
  process.stderr.write('--seconds must be a positive number\n');
  process.exit(2);
}

function git(...args: string[]): string {
  return execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();
}

/** The engine of another commit, checked out in a temporary worktree (removed by `done`). */
async function engineAt(ref: string): Promise<{ engine: Engine; done: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'chacun-engine-ref-'));
  git('worktree', 'add', '--detach', dir, ref);
  const done = () => git('worktree', 'remove', '--force', dir);
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    const loadModule = (file: string) => import(pathToFileURL(join(dir, 'src/games/chacun/engine', file)).href);
    const [sim, rec, act] = await Promise.all([loadModule('simulate.ts'), loadModule('record.ts'), loadModule('actions.ts')]);
    const engine: Engine = { commit: git('rev-parse', '--short', ref), playRandomGame: sim.playRandomGame, recordStart: rec.recordStart, applyAction: act.applyAction };
    return { engine, done };
  } catch (error) {
    done();
    throw error;
  }
}

let peakRss = 0;
const sampleMemory = (): void => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};

/**
 * Runs `step(engine, k)` (one unit of work, k counting from 0 per engine) for about `budget`
 * seconds in all, the engines taking turns by slices; returns each engine's units per second.
 */
function alternate(engines: readonly Engine[], budget: number, step: (engine: number, k: number) => void): number[] {
  const done = engines.map(() => 0);
  const spent = engines.map(() => 0);
  const end = performance.now() + budget * 1000;
  do {
    for (let e = 0; e < engines.length; e++) {
      const start = performance.now();
      let now = start;
      while (now - start < SLICE_MS) {
        for (let i = 0; i < 10; i++) step(e, done[e]++);
        now = performance.now();
      }
      spent[e] += now - start;
      sampleMemory();
    }
  } while (performance.now() < end);
  return done.map((n, e) => n / (spent[e] / 1000));
}

/** Random games per second of each engine. */
function gamesPerSecond(engines: readonly Engine[], players: number, budget: number): number[] {
  for (const engine of engines) for (let i = 0; i < 200; i++) engine.playRandomGame(players, 1_000_000 + i, false); // warm-up
  return alternate(engines, budget, (e, k) => engines[e].playRandomGame(players, k, false));
}

/** States and actions met in random games, to time transitions and placement listing alone. */
function collect(engine: Engine, players: number, count: number): { states: GameState[]; actions: Action[] } {
  const states: GameState[] = [];
  const played: Action[] = [];
  for (let seed = 0; states.length < count; seed++) {
    const { record } = engine.playRandomGame(players, 5_000_000 + seed);
    // Re-walk the record to capture the states on the way.
    let state = engine.recordStart(record);
    for (const action of record.actions) {
      states.push(state);
      played.push(action);
      const next = engine.applyAction(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
  }
  return { states, actions: played };
}

/** Mean microseconds of one transition and of one placement listing, for each engine. */
function timeSteps(engines: readonly Engine[]): { transition: number[]; placements: number[] } {
  const walks = engines.map((engine) => collect(engine, 5, 20_000));
  const transitionsPerSecond = alternate(engines, 1, (e, k) => {
    const { states, actions: played } = walks[e];
    engines[e].applyAction(states[k % states.length], played[k % states.length]);
  });
  const placing = walks.map(({ states }) => states.filter((state) => state.nextAction === 'PLACE_TILE'));
  let sink = 0;
  const listingsPerSecond = alternate(engines, 1, (e, k) => {
    const state = placing[e][k % placing[e].length];
    sink += state.board.legalPlacements(state.tileToPlace!).length;
  });
  if (sink < 0) throw new Error('unreachable');
  return { transition: transitionsPerSecond.map((n) => 1e6 / n), placements: listingsPerSecond.map((n) => 1e6 / n) };
}

const here: Engine = { commit: git('rev-parse', '--short', 'HEAD'), playRandomGame: simulate.playRandomGame, recordStart: record.recordStart, applyAction: actions.applyAction };
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const loadAtStart = load();
const other = values.compare === undefined ? null : await engineAt(values.compare);
const engines = other === null ? [here] : [other.engine, here];
let figures: { two: number[]; five: number[]; transition: number[]; placements: number[] };
try {
  const perSize = Math.max(0.5, seconds / 2) * engines.length;
  const two = gamesPerSecond(engines, 2, perSize);
  const five = gamesPerSecond(engines, 5, perSize);
  figures = { two, five, ...timeSteps(engines) };
} finally {
  other?.done();
}
sampleMemory();

const column = (e: number) => [
  figures.two[e].toFixed(0),
  figures.five[e].toFixed(0),
  `${figures.transition[e].toFixed(2)} µs`,
  `${figures.placements[e].toFixed(2)} µs`,
];
const labels = ['random games/s, 2 players', 'random games/s, 5 players', 'mean transition', 'mean legal placements listing'];
const width = Math.max(...labels.map((label) => label.length));
const columns = engines.map((_, e) => column(e));
const cell = Math.max(...columns.flat().map((text) => text.length), ...engines.map((engine) => engine.commit.length));
process.stdout.write(`Engine benchmark (one core, node ${process.version}; load average ${loadAtStart} at start, ${load()} at end)\n`);
if (engines.length > 1) process.stdout.write(`  ${''.padEnd(width)}  ${engines.map((engine) => engine.commit.padStart(cell)).join('  ')}\n`);
labels.forEach((label, row) => process.stdout.write(`  ${label.padEnd(width)}  ${columns.map((c) => c[row].padStart(cell)).join('  ')}\n`));
process.stdout.write(`  ${'peak RSS'.padEnd(width)}  ${`${(peakRss / 2 ** 20).toFixed(1)} MiB`.padStart(cell)}\n`);

const json = (e: number) => ({
  gamesPerSecond: { '2': Math.round(figures.two[e]), '5': Math.round(figures.five[e]) },
  transitionMicros: Number(figures.transition[e].toFixed(3)),
  legalPlacementsMicros: Number(figures.placements[e].toFixed(3)),
});
const peakRssMiB = Number((peakRss / 2 ** 20).toFixed(1));
const line = engines.length === 1 ? { ...json(0), peakRssMiB } : { ...Object.fromEntries(engines.map((engine, e) => [engine.commit, json(e)])), peakRssMiB };
process.stdout.write(JSON.stringify(line) + '\n');
