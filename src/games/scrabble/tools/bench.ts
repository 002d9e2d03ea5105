/**
 * Scrabble's costs: per language, loading the word list into its graph (time, heap and RSS
 * growth), then listing every legal play of a rack (time and number of plays) on boards of 0,
 * 20 and 60 tiles, over racks drawn from the tiles off the board, by the game's generator and by
 * the reference it replaced (`reference-movegen.ts`), on the same racks, so that both are
 * measured in one run. The boards come from a game of the `normal` AI against itself from a
 * fixed seed. One core.
 * Usage: npm run bench:scrabble [-- --racks N] (100 by default)
 * Times are wall-clock per rack and, over all the racks of a board, CPU time per rack (the
 * figure to read on a shared machine).
 * Prints a table, then as its last line one JSON object with the same figures.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { planAiTurn } from '../ai/player.ts';
import { dictionary } from '../dictionary/load.ts';
import { applyEntry, type ScrabbleState } from '../engine/game.ts';
import { LANGUAGES, fullBag, removeTiles, type Language } from '../engine/letters.ts';
import type { WordGraph } from '../engine/lexicon.ts';
import { allMoves, type GeneratedMove } from '../engine/movegen.ts';
import { ScrabbleRandom } from '../../random.ts';
import { newScrabbleRecord, recordStart } from '../engine/record.ts';
import { viewOf } from '../engine/view.ts';
import { referenceMoves } from './reference-movegen.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const USAGE = 'npm run bench:scrabble [-- --racks N]';
const values = readOptions(USAGE, { racks: { type: 'string', default: '100' } });
const racks = Number(values.racks);
if (!Number.isInteger(racks) || racks < 1) {
  usageExit(USAGE, '--racks must be a positive integer');
}

// A garbage collection between measures, so that memory growth is what stays, not what waits to be freed.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Loading a language's list: time, and heap and RSS growth once collected. */
function measureLoad(language: Language): { language: Language; loadMs: number; graphMB: number; heapGrowthMB: number; rssGrowthMB: number } {
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const graph = dictionary(language);
  const loadMs = performance.now() - started;
  gc();
  const after = process.memoryUsage();
  return { language, loadMs: round(loadMs, 0), graphMB: round(graph.size.bytes / 1024 / 1024), heapGrowthMB: mb(after.heapUsed - before.heapUsed), rssGrowthMB: mb(after.rss - before.rss) };
}

/** Boards of at least these numbers of tiles, from a game of the normal AI against itself. */
function boards(language: Language, graph: WordGraph, sizes: readonly number[]): Map<number, string> {
  const found = new Map<number, string>();
  let state: ScrabbleState = recordStart(newScrabbleRecord(['P1', 'P2'], 13, { language, judge: 'dictionary' }));
  const tiles = (board: string) => [...board].filter((c) => c !== '.').length;
  for (let turn = 0; state.ending === null && found.size < sizes.length; turn++) {
    for (const size of sizes) if (!found.has(size) && tiles(state.board) >= size) found.set(size, state.board);
    const seat = state.seats[state.current];
    const [action] = planAiTurn(viewOf(state, seat), seat, 'normal', graph, turn);
    // No judgement with the dictionary judge: the AI plays, exchanges or passes, as a record writes it.
    if (action.type === 'accept' || action.type === 'challenge') throw new Error('a judgement with the dictionary judge');
    const next = applyEntry(state, seat, action, graph);
    if (!next.ok) throw new Error(`the AI's move was refused: ${next.error.code}`);
    state = next.value;
  }
  if (found.size < sizes.length) throw new Error(`the game ended before ${sizes.join(', ')} tiles were reached`);
  return found;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The generators measured: the game's, and the one it replaced. */
const GENERATORS = { fast: allMoves, reference: referenceMoves } as const satisfies Record<string, (language: Language, board: string, rack: string, graph: WordGraph) => GeneratedMove[]>;
type GeneratorName = keyof typeof GENERATORS;

/** Every play of racks drawn from the tiles off a board by a generator: times and counts. */
function measureMoves(generator: GeneratorName, language: Language, graph: WordGraph, board: string) {
  const allMoves = GENERATORS[generator];
  const onBoard = [...board].filter((c) => c !== '.').map((c) => (c === c.toUpperCase() ? c : '?')).join('');
  const off = removeTiles(fullBag(language), onBoard);
  if (off === null) throw new Error('a board with tiles not in the set');
  const random = new ScrabbleRandom(0xbe4c4);
  allMoves(language, board, random.shuffle([...off]).slice(0, 7).join(''), graph); // warm-up
  // The other generator's garbage is not this one's to collect.
  gc();
  const times: number[] = [];
  const counts: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let r = 0; r < racks; r++) {
    const rack = random.shuffle([...off]).slice(0, 7).join('');
    const started = performance.now();
    const moves = allMoves(language, board, rack, graph);
    times.push(performance.now() - started);
    counts.push(moves.length);
  }
  // CPU time as well as wall time: on a shared machine the wall clock also counts the time other
  // processes had the core, which the CPU time does not (it is what a free core would take).
  const cpu = process.cpuUsage(cpuStart);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    tiles: onBoard.length,
    racks,
    meanMs: round(times.reduce((a, b) => a + b, 0) / racks),
    cpuMeanMs: round((cpu.user + cpu.system) / 1000 / racks),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1]),
    meanMoves: Math.round(counts.reduce((a, b) => a + b, 0) / racks),
    maxMoves: Math.max(...counts),
  };
}

const startRss = process.memoryUsage().rss;
const loads = LANGUAGES.map(measureLoad);
console.log(`Scrabble bench — node ${process.version}, ${racks} racks per board`);
console.log('\nWord lists (loaded once, lazily; growth measured after a collection)');
console.log('language  load ms  graph MB  heap +MB  RSS +MB');
for (const l of loads) console.log(`${l.language.padEnd(8)}  ${String(l.loadMs).padStart(7)}  ${String(l.graphMB).padStart(8)}  ${String(l.heapGrowthMB).padStart(8)}  ${String(l.rssGrowthMB).padStart(7)}`);

const SIZES = [0, 20, 60] as const;
const moveRows: (ReturnType<typeof measureMoves> & { generator: GeneratorName; language: Language; board: number })[] = [];
for (const language of LANGUAGES) {
  const graph = dictionary(language);
  const found = boards(language, graph, SIZES);
  for (const size of SIZES) {
    for (const generator of ['reference', 'fast'] as const) moveRows.push({ generator, language, board: size, ...measureMoves(generator, language, graph, found.get(size)!) });
  }
}
console.log('\nAll legal plays of a 7-tile rack (reference: the generator replaced; fast: the game\'s)');
console.log('generator  language  board  tiles  mean ms  cpu mean ms  p95 ms  max ms  mean plays  max plays');
for (const m of moveRows) {
  console.log(
    `${m.generator.padEnd(9)}  ${m.language.padEnd(8)}  ${String(m.board).padStart(5)}  ${String(m.tiles).padStart(5)}  ${String(m.meanMs).padStart(7)}  ${String(m.cpuMeanMs).padStart(11)}  ${String(m.p95Ms).padStart(6)}  ${String(m.maxMs).padStart(6)}  ${String(m.meanMoves).padStart(10)}  ${String(m.maxMoves).padStart(9)}`,
  );
}
const speedups = moveRows
  .filter((m) => m.generator === 'fast')
  .map((fast) => {
    const reference = moveRows.find((m) => m.generator === 'reference' && m.language === fast.language && m.board === fast.board)!;
    return { language: fast.language, board: fast.board, speedup: round(reference.meanMs / fast.meanMs, 1) };
  });
console.log(`\nSpeed-up of the mean: ${speedups.map((s) => `${s.language} ${s.board} tiles ×${s.speedup}`).join(', ')}`);
console.log(`\nRSS at the end: ${mb(process.memoryUsage().rss)} MB (${mb(process.memoryUsage().rss - startRss)} MB more than at the start)`);
console.log(JSON.stringify({ node: process.version, racks, dictionaries: loads, moves: moveRows, speedups, rssEndMB: mb(process.memoryUsage().rss) }));
