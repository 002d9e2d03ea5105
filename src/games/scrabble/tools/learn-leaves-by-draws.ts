/**
 * Learns the `expert` AI's rack-leave table (`ai/expert-leave-table.ts`) by comparing leaves on the
 * same boards with the same draws, rather than from the points each leave happened to be followed
 * by in a game (`learn-leaves.ts`, whose single-turn outcomes vary far more).
 * Plays two-player games of `hard` against `hard`; at each turn with at least seven tiles in the
 * bag, takes the leaves of the player's best plays (by hard's value, one per distinct leave, up to
 * --leaves of them) and the empty leave, and for each of --draws orders of the unseen tiles refills
 * every leave from the same order to seven tiles and notes the best value a play of that rack
 * reaches on the board (its points plus the value of what it keeps, by hard's table). Each (turn,
 * draw) is one group; the ridge regression on the leaves' features is within groups (each group's
 * means taken out), so that what the board and the draw give every leave alike cancels. The
 * values are against the empty leave (seven fresh tiles from the same draw).
 * Run: npx tsx src/games/scrabble/tools/learn-leaves-by-draws.ts [--games N] [--seed S]
 *        [--languages fr,en] [--leaves L] [--draws D] [--samples FILE] [--from FILE,…] [--made TEXT] [--out FILE]
 * --samples writes the observations (JSON lines, one group a line); --from fits observations
 * written before instead of playing. The table is written to --out (by default the expert's
 * table); a language without observations keeps the expert's table as it is. The last line
 * printed is JSON.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { hashNumbers } from '../../../hash.ts';
import { readOptions, usageExit } from '../../../command-line.ts';
import { ScrabbleRandom } from '../../random.ts';
import { EXPERT_LEAVES } from '../ai/expert-leave-table.ts';
import { keptTiles, leaveOfCounts, leaveValue, type LeaveTable } from '../ai/leave.ts';
import { dictionary } from '../dictionary/load.ts';
import type { ScrabbleState } from '../engine/game.ts';
import { LANGUAGES, type Language } from '../engine/letters.ts';
import { allMoves, moveGenerator } from '../engine/movegen.ts';
import { RACK_SIZE } from '../engine/play.ts';
import { viewOf } from '../engine/view.ts';
import { scrabble } from '../index.ts';
import { fitWithinGroups, tableSource, type LeaveGroup } from './leave-fit.ts';

const USAGE =
  'npx tsx src/games/scrabble/tools/learn-leaves-by-draws.ts [--games N] [--seed S] [--languages fr,en] [--leaves L] [--draws D] [--ridge R] [--samples FILE] [--from FILE,…] [--made TEXT] [--out FILE]';
const values = readOptions(USAGE, {
  games: { type: 'string', default: '300' },
  seed: { type: 'string', default: '1' },
  languages: { type: 'string', default: LANGUAGES.join(',') },
  leaves: { type: 'string', default: '12' },
  draws: { type: 'string', default: '2' },
  ridge: { type: 'string', default: '10' },
  samples: { type: 'string' },
  from: { type: 'string' },
  made: { type: 'string' },
  out: { type: 'string', default: 'src/games/scrabble/ai/expert-leave-table.ts' },
});
const games = Number(values.games);
const seed = Number(values.seed);
const languages = values.languages.split(',') as Language[];
const leavesPerTurn = Number(values.leaves);
const draws = Number(values.draws);
const ridge = Number(values.ridge);
if (
  !Number.isInteger(games) || games < 1 || !Number.isInteger(seed) || languages.some((l) => !LANGUAGES.includes(l)) ||
  !Number.isInteger(leavesPerTurn) || leavesPerTurn < 1 || !Number.isInteger(draws) || draws < 1 || !(ridge >= 0)
) {
  usageExit(USAGE, '--games, --leaves and --draws must be integers ≥ 1, --seed an integer, --languages among fr,en and --ridge a number ≥ 0');
}

/** One (turn, draw) of a language. */
interface Group extends LeaveGroup {
  readonly language: Language;
}

/** The best value (points plus hard's value of the tiles kept) a rack's plays reach on a board; 0 with none, or when every play is worth less. */
function bestValue(language: Language, board: string, rack: string): number {
  const best = moveGenerator(language, dictionary(language)).bestWithLeave(board, rack, (counts) => leaveOfCounts(language, counts), 1);
  return Math.max(0, best?.value ?? 0);
}

/** The groups of one game. */
function gameGroups(language: Language, g: number): Group[] {
  const keys = scrabble.rules.seats.keys.slice(0, 2);
  let state: ScrabbleState = scrabble.rules.start(scrabble.rules.newRecord(keys, hashNumbers(seed, g, 7), { words: language, judge: 'dictionary' }));
  const groups: Group[] = [];
  for (let decision = 0; !scrabble.rules.isOver(state) && decision < 2000; decision++) {
    const seat = scrabble.rules.toAct(state)[0];
    const view = viewOf(state, seat);
    if (view.pending === null && view.bagCount >= RACK_SIZE) {
      const board = view.board.join('');
      // The best play of each distinct leave, by hard's value; the best few leaves, and the empty one.
      const byLeave = new Map<string, number>();
      for (const move of allMoves(language, board, view.rack, dictionary(language))) {
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
          const reached = leaves.map((kept) => bestValue(language, board, kept + order.slice(0, RACK_SIZE - kept.length).join('')));
          groups.push({ language, leaves, values: reached });
        }
      }
    }
    for (const action of scrabble.ai.planTurn(view, seat, 'hard', { seed: hashNumbers(seed, g, decision) })) {
      const played = scrabble.rules.play(state, seat, action);
      if (!played.ok) throw new Error(`the AI's ${JSON.stringify(action)} was refused: ${played.error.code}`);
      state = played.value.state;
    }
  }
  return groups;
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
  const table = fitWithinGroups(groups, ridge);
  tables[language] = table;
  summary[language] = { groups: groups.length, leaves: table.samples, blank: table.tiles['?'], s: table.tiles.S };
  process.stdout.write(`${language}: ${groups.length} groups, ${table.samples} leaves; ${Object.entries(table.tiles).map(([tile, value]) => `${tile} ${value}`).join(', ')}\n`);
}
// A language without observations keeps the expert's table as it is.
const kept = LANGUAGES.filter((language) => tables[language] === undefined);
for (const language of kept) tables[language] = EXPERT_LEAVES[language];
const made = values.made ?? (values.from === undefined ? `--games ${games} --seed ${seed} --leaves ${leavesPerTurn} --draws ${draws}` : 'observations of earlier runs');
writeFileSync(
  values.out,
  tableSource(
    [
      "The `expert` AI's rack-leave table by language, learnt by comparing leaves on the same boards",
      'with the same draws in games of hard against hard (`src/games/scrabble/tools/learn-leaves-by-draws.ts`;',
      'do not edit by hand: run it again).',
      `Made with: ${made}, --ridge ${ridge}`,
    ],
    'EXPERT_LEAVES',
    'Leave values learnt on the same draws, by language (points against keeping nothing).',
    tables as Record<Language, LeaveTable>,
  ),
);
if (kept.length > 0) process.stdout.write(`no observations of ${kept.join(', ')}: the table there kept as it was\n`);
process.stdout.write(`${JSON.stringify({ out: values.out, kept, seconds: Math.round((performance.now() - started) / 1000), ...summary })}\n`);
