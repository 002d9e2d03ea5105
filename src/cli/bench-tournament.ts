/**
 * `npm run bench:tournament`: pairs every round of Swiss tournaments of 16, 64 and 256 entrants
 * (duels) with random results, and measures each pairing. A repeat is a table of two entrants who
 * met before or a bye to an entrant who had one (times are wall-clock, and the thread's CPU time
 * beside them, which a loaded machine does not inflate); with these counts and the Swiss number of rounds
 * every repeat is avoidable (docs/tournaments.md), so the count must be 0.
 * Prints a table, then one JSON line: {"entrants":{"16":{"pairMsMax":…,"rounds":…,"repeats":…},…}}.
 *
 * Options: --tournaments N (per size, default 5), --seed S (default 1). One tournament of 16 is
 * paired first and not counted, so that the first measure does not pay for compiling the code.
 */
import { pairRound, roundCount, type FinishedRound, type TournamentPlan } from '../tournament/index.ts';
import { historyOf, pairKey } from '../tournament/history.ts';
import { mulberry32 } from '../tournament/random.ts';
import { readOptions, usageExit } from '../command-line.ts';

const SIZES = [16, 64, 256] as const;

const USAGE = 'npm run bench:tournament [-- --tournaments N] [--seed S]';
const values = readOptions(USAGE, { tournaments: { type: 'string', default: '5' }, seed: { type: 'string', default: '1' } });
const tournaments = Number(values.tournaments);
const baseSeed = Number(values.seed);
if (!Number.isInteger(tournaments) || tournaments < 1 || !Number.isSafeInteger(baseSeed) || baseSeed < 0) {
  usageExit(USAGE, '--tournaments must be an integer ≥ 1 and --seed one ≥ 0');
}

const generator = mulberry32;

/** One tournament played through: the time of each pairing, and the repeats. */
function run(entrants: number, seed: number): { ms: number[]; cpuMs: number[]; repeats: number } {
  const plan: TournamentPlan = { format: 'swiss', entrants: Array.from({ length: entrants }, (_, i) => `e${i + 1}`), tableSize: 2 };
  const random = generator(seed);
  const rounds: FinishedRound[] = [];
  const ms: number[] = [];
  const cpuMs: number[] = [];
  let repeats = 0;
  for (let r = 0; r < roundCount(plan); r++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const round = pairRound(plan, rounds, seed);
    ms.push(performance.now() - start);
    cpuMs.push(process.cpuUsage(cpu).user / 1000);
    const history = historyOf(plan, rounds);
    repeats += round.tables.filter(([a, b]) => history.meetings.has(pairKey(a, b))).length;
    repeats += round.byes.filter((id) => history.entrants.get(id)!.byes > 0).length;
    // Random results: a win either way, or a draw one time in ten.
    rounds.push({ ...round, results: round.tables.map(() => {
      const draw = random();
      return { places: draw < 0.1 ? [1, 1] : draw < 0.55 ? [1, 2] : [2, 1] };
    }) });
  }
  return { ms, cpuMs, repeats };
}

run(16, baseSeed + 999);
const rows: string[] = [];
const json: Record<string, { pairMsMax: number; pairMsMean: number; pairCpuMsMax: number; rounds: number; repeats: number; tournaments: number }> = {};
for (const entrants of SIZES) {
  const all: number[] = [];
  const cpu: number[] = [];
  let repeats = 0;
  let rounds = 0;
  for (let t = 0; t < tournaments; t++) {
    const result = run(entrants, baseSeed + t);
    all.push(...result.ms);
    cpu.push(...result.cpuMs);
    repeats += result.repeats;
    rounds = result.ms.length;
  }
  const max = Math.max(...all);
  const mean = all.reduce((sum, v) => sum + v, 0) / all.length;
  const cpuMax = Math.max(...cpu);
  json[String(entrants)] = { pairMsMax: Number(max.toFixed(1)), pairMsMean: Number(mean.toFixed(1)), pairCpuMsMax: Number(cpuMax.toFixed(1)), rounds, repeats, tournaments };
  rows.push(`| ${entrants} | ${rounds} | ${tournaments} | ${mean.toFixed(1)} | ${max.toFixed(1)} | ${cpuMax.toFixed(1)} | ${repeats} |`);
}
console.log(`Swiss pairing of duels, random results, seed ${baseSeed}, ${tournaments} tournaments per size`);
console.log('| entrants | rounds | tournaments | pair ms mean | pair ms max | pair CPU ms max | repeats |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(JSON.stringify({ entrants: json }));
