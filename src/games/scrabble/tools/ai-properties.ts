/**
 * Property checks over many games played by the AI through the module (not a test: too long for
 * the test folder). Each game: 2–4 seats of random levels, French or English words, dictionary
 * or table judge, every decision from the seat's view. Checked after every action: the tiles are
 * all there (board + racks + bag = the full set); at the end: every score is the sum of its
 * player's turns plus its rack adjustment (adjustments sum to zero when a player went out, are
 * all penalties otherwise), the record goes through JSON and replays to the same state, the
 * seat views of the record are those of the state, and the winners are the best scores.
 * Run: npx tsx src/games/scrabble/tools/ai-properties.ts [--games N] [--seed S]
 * Prints one line per failure, a summary, and as its last line one JSON object; exit 1 on a failure.
 */
import { hashNumbers } from '../../../hash.ts';
import { dictionary } from '../dictionary/load.ts';
import type { ScrabbleState } from '../engine/game.ts';
import { fullBag, sortedTiles, type Language } from '../engine/letters.ts';
import { replayRecord, type ScrabbleRecord } from '../engine/record.ts';
import { ScrabbleRandom } from '../../random.ts';
import { summarize } from '../engine/summary.ts';
import { viewOf } from '../engine/view.ts';
import { scrabble } from '../index.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const USAGE = 'npx tsx src/games/scrabble/tools/ai-properties.ts [--games N] [--seed S]';
const values = readOptions(USAGE, { games: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } });
const games = Number(values.games);
const seed = Number(values.seed);
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(seed)) {
  usageExit(USAGE, '--games must be an integer ≥ 1 and --seed an integer');
}

const LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
const onBoardTiles = (board: string) => [...board].filter((c) => c !== '.').map((c) => (c === c.toUpperCase() ? c : '?')).join('');

/** Plays one game and returns what is wrong with it (empty when every property holds). */
function checkGame(g: number): { problems: string[]; actions: number; seats: number; language: Language; judge: string } {
  const random = new ScrabbleRandom(hashNumbers(seed, g));
  const seats = 2 + random.int(3);
  const language: Language = random.int(2) === 0 ? 'fr' : 'en';
  const judge = random.int(4) === 0 ? 'table' : 'dictionary';
  const levels = Array.from({ length: seats }, () => LEVELS[random.int(LEVELS.length)]);
  const keys = scrabble.rules.seats.keys.slice(0, seats);
  let record = scrabble.rules.newRecord(keys, hashNumbers(seed, g, 1), { words: language, judge });
  let state: ScrabbleState = scrabble.rules.start(record);
  const full = sortedTiles(fullBag(language));
  const problems: string[] = [];
  for (let decision = 0; !scrabble.rules.isOver(state); decision++) {
    if (decision > 2000) return { problems: ['no end after 2,000 decisions'], actions: record.actions.length, seats, language, judge };
    const seat = scrabble.rules.toAct(state)[0];
    const planned = scrabble.ai.planTurn(viewOf(state, seat), seat, levels[keys.indexOf(seat)], { seed: hashNumbers(seed, g, decision) });
    for (const action of planned) {
      const played = scrabble.rules.play(state, seat, action);
      if (!played.ok) return { problems: [`decision ${decision}: the AI's ${JSON.stringify(action)} was refused: ${played.error.code}`], actions: record.actions.length, seats, language, judge };
      state = played.value.state;
      record = scrabble.rules.withEntries(record, [played.value.entry]);
      if (sortedTiles(onBoardTiles(state.board) + state.racks.join('') + state.bag) !== full) problems.push(`decision ${decision}: tiles lost or made`);
    }
  }
  const ending = state.ending!;
  const summary = summarize(record, state);
  state.seats.forEach((s, i) => {
    const sum = state.turns.filter((turn) => turn.player === i).reduce((total, turn) => total + (turn.type === 'play' ? turn.points : 0), 0);
    if (state.scores[i] !== sum + ending.rackPenalties[i]) problems.push(`${s}: score ${state.scores[i]} is not ${sum} + ${ending.rackPenalties[i]}`);
    if (summary.moves.filter((m) => m.player === s && m.type !== 'withdrawn').reduce((t, m) => t + m.points, 0) !== sum) problems.push(`${s}: the summary's moves do not add up`);
  });
  const adjustments = ending.rackPenalties.reduce((a, b) => a + b, 0);
  if (ending.reason === 'out' ? adjustments !== 0 : ending.rackPenalties.some((p) => p > 0)) problems.push(`adjustments ${ending.rackPenalties.join(',')} do not fit an ending "${ending.reason}"`);
  const parsed = scrabble.rules.parseRecord(JSON.parse(JSON.stringify(record)));
  if (!parsed.ok) problems.push(`the record does not parse: ${parsed.error}`);
  else {
    const again = replayRecord(parsed.value as ScrabbleRecord, dictionary(language));
    if (again.error !== null) problems.push(`the record does not replay: ${again.error.code} at ${again.error.actionIndex}`);
    else if (JSON.stringify(again.state) !== JSON.stringify(state)) problems.push('the replay reaches another state');
    for (const s of keys) if (JSON.stringify(scrabble.rules.seatView(parsed.value, s)) !== JSON.stringify(viewOf(state, s))) problems.push(`${s}: the record's view differs`);
  }
  const best = Math.max(...state.scores);
  if (scrabble.rules.outcome(state).winners.some((w) => state.scores[state.seats.indexOf(w)] !== best)) problems.push('a winner without the best score');
  return { problems, actions: record.actions.length, seats, language, judge };
}

const started = performance.now();
let failed = 0;
let actions = 0;
const by: Record<string, number> = {};
for (let g = 0; g < games; g++) {
  const result = checkGame(g);
  actions += result.actions;
  const kind = `${result.language}/${result.judge}/${result.seats}p`;
  by[kind] = (by[kind] ?? 0) + 1;
  if (result.problems.length > 0) {
    failed++;
    for (const problem of result.problems.slice(0, 5)) console.log(`game ${g} (${kind}): ${problem}`);
  }
  if ((g + 1) % 100 === 0) process.stderr.write(`  ${g + 1}/${games} games, ${Math.round((performance.now() - started) / 1000)} s\n`);
}
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(`${games} AI games (seed ${seed}), ${actions} actions, ${failed} failed, ${seconds} s`);
console.log(JSON.stringify({ games, seed, actions, failed, seconds, byKind: by }));
process.exit(failed > 0 ? 1 : 0);
