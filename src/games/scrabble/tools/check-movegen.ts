/**
 * Checks the game's move generator against the reference it replaced on many random positions
 * per language (every play: position, word, points, tiles used), and times both.
 * Usage: npx tsx src/games/scrabble/tools/check-movegen.ts [-- --positions N --seed S]
 * Prints a line per language, then one JSON object; exits with 1 on any difference.
 */
import { dictionary } from '../dictionary/load.ts';
import { LANGUAGES } from '../engine/letters.ts';
import { checkPositions, comparePlays } from './movegen-check.ts';
import { readOptions, usageExit } from '../../../command-line.ts';

const USAGE = 'npx tsx src/games/scrabble/tools/check-movegen.ts [--positions N] [--seed S]';
const values = readOptions(USAGE, { positions: { type: 'string', default: '3000' }, seed: { type: 'string', default: '2026' } });
const count = Number(values.positions);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  usageExit(USAGE, '--positions must be a positive integer and --seed an integer');
}
const rows = LANGUAGES.map((language) => {
  const graph = dictionary(language);
  const positions = checkPositions(language, graph, count, seed);
  const result = comparePlays(language, graph, positions);
  const row = {
    language, positions: result.positions, withBlank: positions.filter((p) => p.rack.includes('?')).length, plays: result.plays,
    differences: result.differing, fastMeanMs: Math.round((result.fastMs / count) * 1000) / 1000, referenceMeanMs: Math.round((result.referenceMs / count) * 1000) / 1000,
  };
  console.log(Object.entries(row).map(([k, v]) => `${k}=${v}`).join('  '));
  for (const m of result.mismatches) console.log(JSON.stringify(m));
  return row;
});
console.log(JSON.stringify({ seed, rows }));
if (rows.some((row) => row.differences > 0)) process.exit(1);
