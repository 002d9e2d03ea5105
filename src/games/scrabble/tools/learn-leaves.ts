/**
 * Learns the `hard` AI's rack-leave table (`ai/leave-table.ts`) from self-play statistics.
 * Plays two-player games between AI players (by default `normal` against `normal`, a nearly greedy
 * player) in each language and, for every play or exchange after which the player draws a full
 * rack with tiles still in the bag, notes the tiles kept (the leave), the points the player
 * scores on its next turn and the leave of that turn. A ridge regression on features of the leave
 * gives what each feature is worth against keeping nothing (a rack of seven fresh tiles): a value
 * per tile kept, per extra copy of a tile, per (letters kept, vowels among them) and for a Q kept
 * without a U. The target is the next turn's points plus the value of the leave it keeps, by the
 * table of the previous round (`--rounds` rounds, from a table of zeros): a tile kept pays over
 * every turn it stays, not only the next one.
 * Run: npx tsx src/games/scrabble/tools/learn-leaves.ts [--games N] [--seed S] [--levels A,B]
 *        [--rounds R] [--languages fr,en] [--samples FILE] [--from FILE] [--out FILE]
 * --samples also writes the observations (JSON lines); --from fits observations written before
 * (one or more files, comma-separated) instead of playing games; --languages plays only those. --out defaults to src/games/scrabble/ai/leave-table.ts.
 * Prints per language the samples and the learnt single-tile values; the last line is JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { hashNumbers } from '../../../hash.ts';
import type { ScrabbleState } from '../engine/game.ts';
import { BLANK, LANGUAGES, removeTiles, type Language } from '../engine/letters.ts';
import { viewOf } from '../engine/view.ts';
import { scrabble } from '../index.ts';
import { LEAVE_TILES, MAX_LEAVE, leaveFeatures, leaveValueBy, type LeaveTable } from '../ai/leave.ts';
import { FEATURES, round, solve, tableOf, tableSource } from './leave-fit.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const USAGE = 'npx tsx src/games/scrabble/tools/learn-leaves.ts [--games N] [--seed S] [--levels A,B] [--rounds R] [--languages fr,en] [--samples FILE] [--from FILE] [--made TEXT] [--out FILE]';
const values = readOptions(USAGE, {
  games: { type: 'string', default: '800' },
  seed: { type: 'string', default: '1' },
  levels: { type: 'string', default: 'normal,normal' },
  rounds: { type: 'string', default: '3' },
  languages: { type: 'string', default: LANGUAGES.join(',') },
  samples: { type: 'string' },
  from: { type: 'string' },
  made: { type: 'string' },
  out: { type: 'string', default: 'src/games/scrabble/ai/leave-table.ts' },
});
const games = Number(values.games);
const seed = Number(values.seed);
const levels = values.levels.split(',');
const rounds = Number(values.rounds);
const languages = values.languages.split(',') as Language[];
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(seed) || levels.length !== 2 || languages.some((l) => !LANGUAGES.includes(l)) || !Number.isInteger(rounds) || rounds < 1) {
  usageExit(USAGE, '--games must be an integer ≥ 1, --seed an integer, --levels two levels, --languages among fr,en and --rounds an integer ≥ 1');
}

/** Ridge penalty on each coefficient (in samples): pulls rarely seen features towards zero. */
const RIDGE = 30;

/** One observation: the leave, the points of the player's next turn and the leave of that turn (null when none counts). */
interface Sample {
  readonly leave: string;
  readonly next: number;
  readonly then: string | null;
}

/** The tiles of `after` that are not among `drawn` (the leave, from the rack after drawing). */
function withoutDrawn(after: string, drawn: string): string {
  return removeTiles(after, drawn) ?? after;
}

/** Plays one game and returns its samples. */
function gameSamples(language: Language, g: number): Sample[] {
  const keys = scrabble.rules.seats.keys.slice(0, 2);
  const record = scrabble.rules.newRecord(keys, hashNumbers(seed, g, 7), { words: language, judge: 'dictionary' });
  let state: ScrabbleState = scrabble.rules.start(record);
  // Per player, the leave of its last play or exchange still waiting for the next turn's points.
  const waiting: (string | null)[] = [null, null];
  const samples: Sample[] = [];
  for (let decision = 0; !scrabble.rules.isOver(state) && decision < 2000; decision++) {
    const seat = scrabble.rules.toAct(state)[0];
    const player = state.seats.indexOf(seat);
    const before = state;
    const level = levels[(player + g) % 2];
    const actions = scrabble.ai.planTurn(viewOf(state, seat), seat, level, { seed: hashNumbers(seed, g, decision) });
    for (const action of actions) {
      const played = scrabble.rules.play(state, seat, action);
      if (!played.ok) throw new Error(`the AI's ${JSON.stringify(action)} was refused: ${played.error.code}`);
      state = played.value.state;
    }
    const turn = state.turns[state.turns.length - 1];
    const previous = waiting[player];
    // A leave counts only when the player draws a full rack and the bag still holds tiles after.
    let leave: string | null = null;
    if (turn.type === 'play' && state.bag.length > 0) {
      const drawn = before.bag.slice(0, before.bag.length - state.bag.length);
      leave = withoutDrawn(state.racks[player], drawn);
    } else if (turn.type === 'exchange') {
      leave = removeTiles(before.racks[player], turn.tiles ?? '') ?? '';
    }
    if (previous !== null) samples.push({ leave: previous, next: turn.type === 'play' ? turn.points : 0, then: leave });
    waiting[player] = leave;
  }
  return samples;
}

/** The ridge regression of the next turn's points on the leave features (feature 0 is the intercept: an empty leave). */
function fit(samples: readonly Sample[], size: number, target: (sample: Sample) => number): number[] {
  const n = size + 1;
  const a = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const b = new Array<number>(n).fill(0);
  for (const sample of samples) {
    const entries: [number, number][] = [[0, 1], ...[...leaveFeatures(sample.leave)].map(([i, v]): [number, number] => [i + 1, v])];
    const y = target(sample);
    for (const [i, vi] of entries) {
      b[i] += vi * y;
      for (const [j, vj] of entries) a[i][j] += vi * vj;
    }
  }
  for (let i = 1; i < n; i++) a[i][i] += RIDGE;
  return solve(a, b);
}

const tables: Partial<Record<Language, LeaveTable>> = {};
const summary: Record<string, unknown> = {};
const started = performance.now();
/** Observations written before (`--from`), by language. */
const stored: Partial<Record<Language, Sample[]>> = {};
if (values.from !== undefined) {
  for (const line of values.from.split(',').flatMap((file) => readFileSync(file, 'utf8').split('\n'))) {
    if (line.trim() === '') continue;
    const { language, leave, next, then } = JSON.parse(line) as Sample & { language: Language };
    (stored[language] ??= []).push({ leave, next, then });
  }
}
const written: string[] = [];

for (const language of values.from === undefined ? languages : LANGUAGES) {
  let samples: Sample[] = stored[language] ?? [];
  if (values.from === undefined) {
    for (let g = 0; g < games; g++) {
      const played = gameSamples(language, g);
      samples.push(...played);
      for (const sample of played) written.push(JSON.stringify({ language, ...sample }));
      if ((g + 1) % 100 === 0) process.stderr.write(`  ${language}: ${g + 1}/${games} games, ${samples.length} samples, ${Math.round((performance.now() - started) / 1000)} s\n`);
    }
    if (values.samples !== undefined) writeFileSync(values.samples, written.join('\n') + '\n');
  }
  samples = samples.filter((sample) => sample.leave.length <= MAX_LEAVE);
  // Round 1: the next turn's points; each further round adds the value of the leave kept then.
  let x: number[] = [];
  let table: LeaveTable | null = null;
  for (let round = 0; round < rounds; round++) {
    const previous = table;
    x = fit(samples, FEATURES, (sample) => sample.next + (previous !== null && sample.then !== null ? leaveValueBy(previous, sample.then) : 0));
    table = tableOf(x.slice(1), samples.length, x[0]);
  }
  const coef = x.slice(1);
  tables[language] = table!;
  summary[language] = { games: values.from === undefined ? games : null, samples: samples.length, emptyLeavePoints: round(x[0]), blank: round(coef[LEAVE_TILES.indexOf(BLANK)]) };
  process.stdout.write(`${language}: ${samples.length} samples from ${values.from ?? `${games} games`}; next turn after an empty leave ${round(x[0])} points\n`);
  process.stdout.write(`  ${LEAVE_TILES.map((tile, i) => `${tile} ${round(coef[i])}`).join(', ')}\n`);
}

// The table is written only with every language fitted (a partial run keeps its observations only).
const complete = LANGUAGES.every((language) => tables[language] !== undefined);
const source = () =>
  tableSource(
    [
      "The `hard` AI's rack-leave table by language, learnt from self-play by",
      '`src/games/scrabble/tools/learn-leaves.ts` (do not edit by hand: run it again).',
      `Made with: ${values.from === undefined ? `--games ${games} --seed ${seed} --levels ${levels.join(',')}` : `observations of earlier runs (${values.made ?? 'not said'})`}, --rounds ${rounds}`,
    ],
    'LEARNT_LEAVES',
    'Learnt leave values by language (points against keeping nothing).',
    tables as Record<Language, LeaveTable>,
  );
if (complete) writeFileSync(values.out, source());
else process.stdout.write(`not every language was fitted: ${values.out} left as it was\n`);
process.stdout.write(`${JSON.stringify({ out: complete ? values.out : null, seconds: Math.round((performance.now() - started) / 1000), ...summary })}\n`);
