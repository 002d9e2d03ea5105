/** Prints, per language, how long the word list takes to load into its graph and how much memory it holds. Run: npx tsx src/games/scrabble/tools/dict-stats.ts */
import { LANGUAGES } from '../engine/letters.ts';
import { Dawg } from '../dictionary/dawg.ts';
import { rawWords, WORD_LISTS } from '../dictionary/load.ts';
import { normaliseList } from '../dictionary/normalise.ts';

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const rows: Record<string, unknown>[] = [];
for (const language of LANGUAGES) {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const raw = rawWords(language);
  const t1 = performance.now();
  const words = normaliseList(raw, WORD_LISTS[language].refused);
  const t2 = performance.now();
  const dawg = Dawg.fromSortedWords(words);
  const t3 = performance.now();
  const probes = words.filter((_, i) => i % 97 === 0);
  const t4 = performance.now();
  for (const word of probes) if (!dawg.has(word)) throw new Error(`lost ${word}`);
  const lookupUs = ((performance.now() - t4) * 1000) / probes.length;
  globalThis.gc?.();
  const row = {
    language, rawWords: raw.length, words: words.length, nodes: dawg.size.nodes, edges: dawg.size.edges, graphMB: mb(dawg.size.bytes),
    readMs: Math.round(t1 - t0), normaliseMs: Math.round(t2 - t1), buildMs: Math.round(t3 - t2), totalMs: Math.round(t3 - t0),
    lookupMicroseconds: Math.round(lookupUs * 100) / 100, heapGrowthMB: mb(process.memoryUsage().heapUsed - heapBefore),
  };
  rows.push(row);
  console.log(Object.entries(row).map(([k, v]) => `${k}=${v}`).join('  '));
}
console.log(JSON.stringify({ dictionaries: rows }));
