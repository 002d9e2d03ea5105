/**
 * Learns a leave table (`ai/leave-table.ts`'s shape, with values for groups of two or three tiles)
 * by comparing leaves on the same boards with the same draws, rather than from the points each
 * leave happened to be followed by in a game (`learn-leaves.ts`, whose single-turn outcomes vary
 * so much that groups of tiles are lost in the noise).
 * Plays two-player games of `hard` against `hard`; at each turn with at least seven tiles in the
 * bag, takes the leaves of the player's best plays (by `hard`'s value, one per distinct leave, up
 * to --leaves of them) and the empty leave, and for each of --draws orders of the unseen tiles
 * refills every leave from the same order to seven tiles and notes the best value a play of that
 * rack reaches on the board (its points plus the value of what it keeps, by `hard`'s table). Each
 * (turn, draw) is one group; the regression is within groups (each group's means taken out), so
 * that what the board and the draw give every leave alike cancels. The values are against the
 * empty leave (seven fresh tiles from the same draw).
 * Run: npx tsx src/games/scrabble/tools/learn-leaves-by-draws.ts [--games N] [--seed S]
 *        [--languages fr,en] [--leaves L] [--draws D] [--samples FILE] [--from FILE,…]
 *        [--combos MIN] [--combo-ridge R] [--ridge R] [--out FILE]
 * --samples writes the observations (JSON lines, one group a line); --from fits observations
 * written before instead of playing. The table goes to --out (default: a file in /tmp, not the
 * project's table) once every language is fitted. The last line printed is JSON.
 */
import { readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hashNumbers } from '../../../hash.ts';
import { ScrabbleRandom } from '../../random.ts';
import { dictionary } from '../dictionary/load.ts';
import type { ScrabbleState } from '../engine/game.ts';
import { LANGUAGES, type Language } from '../engine/letters.ts';
import { allMoves } from '../engine/movegen.ts';
import { viewOf } from '../engine/view.ts';
import { scrabble } from '../index.ts';
import { LEAVE_TILES, MAX_LEAVE, combosOf, keptTiles, leaveFeatures, leaveValue, type LeaveTable } from '../ai/leave.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    languages: { type: 'string', default: LANGUAGES.join(',') },
    leaves: { type: 'string', default: '12' },
    draws: { type: 'string', default: '2' },
    samples: { type: 'string' },
    from: { type: 'string' },
    combos: { type: 'string', default: '0' },
    'combo-ridge': { type: 'string', default: '30' },
    ridge: { type: 'string', default: '10' },
    made: { type: 'string' },
    out: { type: 'string', default: '/tmp/leave-table-by-draws.ts' },
  },
});
const games = Number(values.games);
const seed = Number(values.seed);
const languages = values.languages.split(',') as Language[];
const leavesPerTurn = Number(values.leaves);
const draws = Number(values.draws);
const comboMin = Number(values.combos);
const comboRidge = Number(values['combo-ridge']);
const ridge = Number(values.ridge);

/** One (turn, draw): the leaves compared and the best value each reached. */
interface Group {
  readonly language: Language;
  readonly leaves: readonly string[];
  readonly values: readonly number[];
}

const RACK = 7;

/** The groups of one game. */
function gameGroups(language: Language, g: number): Group[] {
  const graph = dictionary(language);
  const keys = scrabble.rules.seats.keys.slice(0, 2);
  const record = scrabble.rules.newRecord(keys, hashNumbers(seed, g, 7), { words: language, judge: 'dictionary' });
  let state: ScrabbleState = scrabble.rules.start(record);
  const groups: Group[] = [];
  for (let decision = 0; !scrabble.rules.isOver(state) && decision < 2000; decision++) {
    const seat = scrabble.rules.toAct(state)[0];
    const view = viewOf(state, seat);
    if (view.pending === null && view.bagCount >= RACK) {
      const board = view.board.join('');
      // The best play of each distinct leave, by hard's value; the best few leaves, and the empty one.
      const byLeave = new Map<string, number>();
      for (const move of allMoves(language, board, view.rack, graph)) {
        const kept = [...keptTiles(view.rack, move.used)].sort().join('');
        const value = move.points + leaveValue(language, kept);
        if (value > (byLeave.get(kept) ?? -Infinity)) byLeave.set(kept, value);
      }
      const leaves = [...byLeave].sort((a, b) => b[1] - a[1]).slice(0, leavesPerTurn).map(([kept]) => kept).filter((kept) => kept !== '');
      if (leaves.length > 0) {
        leaves.push('');
        const random = new ScrabbleRandom(hashNumbers(seed, g, decision, 11));
        for (let d = 0; d < draws; d++) {
          const order = random.shuffle([...view.unseen]);
          const reached = leaves.map((kept) => {
            const rack = kept + order.slice(0, RACK - kept.length).join('');
            let top = 0;
            for (const move of allMoves(language, board, rack, graph)) top = Math.max(top, move.points + leaveValue(language, [...keptTiles(rack, move.used)].sort().join('')));
            return top;
          });
          groups.push({ language, leaves, values: reached });
        }
      }
    }
    const actions = scrabble.ai.planTurn(view, seat, 'hard', { seed: hashNumbers(seed, g, decision) });
    for (const action of actions) {
      const played = scrabble.rules.play(state, seat, action);
      if (!played.ok) throw new Error(`the AI's ${JSON.stringify(action)} was refused: ${played.error.code}`);
      state = played.value.state;
    }
  }
  return groups;
}

/** Solves a x = b in place by Gaussian elimination with partial pivoting. */
function solve(a: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    [b[col], b[pivot]] = [b[pivot], b[col]];
    const top = a[col];
    for (let row = col + 1; row < n; row++) {
      const r = a[row];
      const factor = r[col] / top[col];
      if (factor === 0) continue;
      for (let k = col; k < n; k++) r[k] -= factor * top[k];
      b[row] -= factor * b[col];
    }
  }
  const x = new Float64Array(n);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row];
    for (let k = row + 1; k < n; k++) sum -= a[row][k] * x[k];
    x[row] = sum / a[row][row];
  }
  return x;
}

const BASE = 2 * LEAVE_TILES.length + ((MAX_LEAVE + 1) * (MAX_LEAVE + 2)) / 2 + 1;
const round = (x: number) => Math.round(x * 10) / 10;

/** The within-group ridge regression of the values reached on the leaves' features. */
function fitGroups(groups: readonly Group[]): LeaveTable {
  const seen = new Map<string, number>();
  if (comboMin > 0) for (const group of groups) for (const leave of group.leaves) for (const combo of combosOf(leave)) seen.set(combo, (seen.get(combo) ?? 0) + 1);
  const combos = new Map([...seen].filter(([, count]) => count >= comboMin).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1)).map(([combo], i): [string, number] => [combo, i]));
  const n = BASE + combos.size;
  const a = Array.from({ length: n }, () => new Float64Array(n));
  const b = new Float64Array(n);
  let observations = 0;
  for (const group of groups) {
    const rows = group.leaves.map((leave) => {
      const features = leaveFeatures(leave);
      for (const combo of combosOf(leave)) {
        const at = combos.get(combo);
        if (at !== undefined) features.set(BASE + at, 1);
      }
      return features;
    });
    const m = rows.length;
    const mean = new Map<number, number>();
    for (const row of rows) for (const [i, v] of row) mean.set(i, (mean.get(i) ?? 0) + v / m);
    const meanValue = group.values.reduce((sum, v) => sum + v, 0) / m;
    const used = [...mean.keys()];
    for (let r = 0; r < m; r++) {
      const centred = used.map((i) => (rows[r].get(i) ?? 0) - mean.get(i)!);
      const y = group.values[r] - meanValue;
      for (let p = 0; p < used.length; p++) {
        const vp = centred[p];
        if (vp === 0) continue;
        const ip = used[p];
        b[ip] += vp * y;
        const row = a[ip];
        for (let q = 0; q < used.length; q++) row[used[q]] += vp * centred[q];
      }
      observations++;
    }
  }
  for (let i = 0; i < n; i++) a[i][i] += i >= BASE ? comboRidge : ridge;
  const x = solve(a, b);
  const tiles = LEAVE_TILES.length;
  const balance: number[][] = [];
  let at = 2 * tiles;
  for (let letters = 0; letters <= MAX_LEAVE; letters++) {
    balance.push([]);
    for (let vowels = 0; vowels <= letters; vowels++) balance[letters].push(round(x[at++]));
  }
  const emptyValues = groups.map((group) => group.values[group.leaves.indexOf('')]);
  return {
    samples: observations,
    emptyLeavePoints: round(emptyValues.reduce((sum, v) => sum + v, 0) / Math.max(1, emptyValues.length)),
    tiles: Object.fromEntries(LEAVE_TILES.map((tile, i) => [tile, round(x[i])])),
    duplicates: Object.fromEntries(LEAVE_TILES.map((tile, i) => [tile, round(x[tiles + i])])),
    balance,
    qWithoutU: round(x[at]),
    ...(combos.size === 0 ? {} : { combos: Object.fromEntries([...combos].map(([combo, i]): [string, number] => [combo, round(x[BASE + i])]).filter(([, value]) => value !== 0)) }),
  };
}

const started = performance.now();
const byLanguage: Partial<Record<Language, Group[]>> = {};
if (values.from !== undefined) {
  for (const line of values.from.split(',').flatMap((file) => readFileSync(file, 'utf8').split('\n'))) {
    if (line.trim() === '') continue;
    const group = JSON.parse(line) as Group;
    (byLanguage[group.language] ??= []).push(group);
  }
} else {
  if (values.samples !== undefined) writeFileSync(values.samples, '');
  for (const language of languages) {
    const groups: Group[] = (byLanguage[language] = []);
    for (let g = 0; g < games; g++) {
      const played = gameGroups(language, g);
      groups.push(...played);
      if (values.samples !== undefined) appendFileSync(values.samples, played.map((group) => JSON.stringify(group) + '\n').join(''));
      if ((g + 1) % 10 === 0) process.stderr.write(`  ${language}: ${g + 1}/${games} games, ${groups.length} groups, ${Math.round((performance.now() - started) / 1000)} s\n`);
    }
  }
}
const tables: Partial<Record<Language, LeaveTable>> = {};
const summary: Record<string, unknown> = {};
for (const language of LANGUAGES) {
  const groups = byLanguage[language];
  if (groups === undefined || groups.length === 0) continue;
  const table = fitGroups(groups);
  tables[language] = table;
  summary[language] = { groups: groups.length, observations: table.samples, combos: Object.keys(table.combos ?? {}).length, blank: table.tiles['?'], s: table.tiles.S };
  process.stdout.write(`${language}: ${groups.length} groups, ${table.samples} leaves; ${LEAVE_TILES.map((tile) => `${tile} ${table.tiles[tile]}`).join(', ')}\n`);
}
const complete = LANGUAGES.every((language) => tables[language] !== undefined);
if (complete) {
  writeFileSync(values.out, `/**
 * The \`hard\` AI's rack-leave table by language, learnt by comparing leaves on the same boards with
 * the same draws (\`src/games/scrabble/tools/learn-leaves-by-draws.ts\`; do not edit by hand: run it again).
 * Made with: ${values.made ?? (values.from === undefined ? `--games ${games} --seed ${seed} --leaves ${leavesPerTurn} --draws ${draws}` : 'observations of earlier runs')}, --combos ${comboMin} --combo-ridge ${comboRidge} --ridge ${ridge}
 */
import type { Language } from '../engine/letters.ts';
import type { LeaveTable } from './leave.ts';

/** Learnt leave values by language (points against keeping nothing). */
export const LEARNT_LEAVES: Readonly<Record<Language, LeaveTable>> = {
${LANGUAGES.map((language) => `  ${language}: {\n${Object.entries(tables[language]!).map(([key, value]) => `    ${key}: ${JSON.stringify(value)},`).join('\n')}\n  },`).join('\n')}
};
`);
} else process.stdout.write(`not every language was fitted: ${values.out} not written\n`);
process.stdout.write(`${JSON.stringify({ out: complete ? values.out : null, seconds: Math.round((performance.now() - started) / 1000), ...summary })}\n`);
