/**
 * The issue's property over many AI games (a script, not a test: 1,000 games take a minute):
 * every complete turn deals the 36 cards once in 9 tricks of 4, its tricks hand out 157 points,
 * or 257 with a match, and its points are those plus only Weis and Stöck (Schieber); the game
 * ends with one team at or above the target and the other below it.
 * The AI players decide from their seat's view; the levels and the variant change from game to
 * game (normal and easy, the course's rules and Schieber) so that every kind of turn comes up.
 * Usage: npx tsx src/games/jass/tools/check-properties.ts [--games N] [--seed S]
 * Prints one line per failed game (at most 20), then a summary and, last, one JSON object.
 */
import { aiAction, type AiLevel } from '../ai/index.ts';
import { DECK } from '../engine/cards.ts';
import { applyAction, initialState, seatToAct, STOCK_POINTS, type JassState } from '../engine/game.ts';
import { newJassRecord, SEATS, type Variant } from '../engine/record.ts';
import { viewOf } from '../engine/view.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const USAGE = 'npx tsx src/games/jass/tools/check-properties.ts [--games N] [--seed S]';
const values = readOptions(USAGE, { games: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } });
const games = Number(values.games);
const seed = Number(values.seed);
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(seed)) {
  usageExit(USAGE, '--games must be an integer ≥ 1 and --seed an integer');
}

/** The levels of team 0 and team 1 in game g: each pairing of easy and normal in turn. */
const PAIRINGS: readonly (readonly [AiLevel, AiLevel])[] = [
  ['normal', 'easy'],
  ['easy', 'normal'],
  ['normal', 'normal'],
  ['easy', 'easy'],
];

function play(gameSeed: number, variant: Variant, levels: readonly [AiLevel, AiLevel]): JassState {
  let state = initialState(newJassRecord(SEATS, gameSeed, { variant }));
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const next = applyAction(state, SEATS[seat], aiAction(viewOf(state, SEATS[seat]), levels[seat % 2], gameSeed));
    if (!next.ok) throw new Error(`an AI action was refused: ${next.error.code}`);
    state = next.value;
  }
  return state;
}

/** What is wrong with a finished game, or an empty list. */
function problems(state: JassState): string[] {
  const found: string[] = [];
  const sorted = [...DECK].sort().join();
  for (let turn = 0; turn < state.turns.length; turn++) {
    const account = state.turns[turn];
    const tricks = state.tricks.filter((t) => t.turn === turn);
    const bonus = (account.weis?.points ?? 0) + STOCK_POINTS * account.stock.length;
    if (state.variant === 'course' && bonus !== 0) found.push(`turn ${turn}: Weis or Stöck in the course variant`);
    const points = account.points[0] + account.points[1];
    const fromTricks = account.trickPoints[0] + account.trickPoints[1];
    if (points !== (fromTricks + bonus) * account.multiplier) {
      found.push(`turn ${turn}: ${points} points, not (${fromTricks} from tricks + ${bonus} Weis and Stöck) × ${account.multiplier}`);
    }
    if (turn === state.turns.length - 1) continue; // the game may stop in the middle of its last turn
    if (tricks.length !== 9 || tricks.some((t, i) => t.index !== i || t.cards.length !== 4)) found.push(`turn ${turn}: not 9 tricks of 4 cards`);
    if ([...tricks.flatMap((t) => t.cards)].sort().join() !== sorted) found.push(`turn ${turn}: not the 36 cards once each`);
    const match = new Set(tricks.map((t) => t.winner % 2)).size === 1;
    if (fromTricks !== (match ? 257 : 157)) found.push(`turn ${turn}: tricks worth ${fromTricks}, not ${match ? 257 : 157}`);
  }
  const sum = state.turns.reduce((acc, t) => [acc[0] + t.points[0], acc[1] + t.points[1]], [0, 0]);
  if (sum[0] !== state.score[0] || sum[1] !== state.score[1]) found.push(`turn points add up to ${sum.join('–')}, not the score ${state.score.join('–')}`);
  const w = state.winner;
  if (state.phase !== 'over' || w === null) found.push('the game did not end');
  else if (state.score[w] < state.target || state.score[1 - w] >= state.target) found.push(`score ${state.score.join('–')} with team ${w} winning`);
  return found;
}

const start = performance.now();
let failed = 0;
let turns = 0;
let matches = 0;
let withBonus = 0;
const byVariant: Record<Variant, number> = { course: 0, schieber: 0 };
for (let g = 0; g < games; g++) {
  const variant: Variant = g % 2 === 0 ? 'course' : 'schieber';
  const state = play(seed * 1_000_003 + g, variant, PAIRINGS[Math.floor(g / 2) % PAIRINGS.length]);
  byVariant[variant]++;
  const found = problems(state);
  if (found.length > 0) {
    failed++;
    if (failed <= 20) process.stdout.write(`game ${g} (${variant}): ${found.join('; ')}\n`);
  }
  for (let turn = 0; turn < state.turns.length - 1; turn++) {
    turns++;
    const account = state.turns[turn];
    if (account.trickPoints[0] + account.trickPoints[1] === 257) matches++;
    if (account.points[0] + account.points[1] !== account.trickPoints[0] + account.trickPoints[1]) withBonus++;
  }
}
const seconds = (performance.now() - start) / 1000;
process.stdout.write(
  `${games} AI games (${byVariant.course} course, ${byVariant.schieber} Schieber), ${turns} complete turns (${matches} matches, ${withBonus} with Weis or Stöck): ` +
    `${failed === 0 ? 'every property holds' : `${failed} games break a property`} (${seconds.toFixed(1)} s)\n`,
);
process.stdout.write(JSON.stringify({ games, seed, course: byVariant.course, schieber: byVariant.schieber, completeTurns: turns, matches, turnsWithWeisOrStock: withBonus, failedGames: failed, seconds: Number(seconds.toFixed(1)) }) + '\n');
process.exit(failed === 0 ? 0 : 1);
