import { describe, expect, test } from 'vitest';
import { dictionary } from '../../../src/games/scrabble/dictionary/load.ts';
import { EXPERT_LEAVES } from '../../../src/games/scrabble/ai/expert-leave-table.ts';
import { keptTiles, leaveOfCounts, leaveValue } from '../../../src/games/scrabble/ai/leave.ts';
import { moveGenerator } from '../../../src/games/scrabble/engine/movegen.ts';
import { checkPositions, comparePlays } from '../../../src/games/scrabble/tools/movegen-check.ts';
import { boardWith } from './helpers.ts';

/** Tiles given as counts by letter code (26 for blanks), as a string: letters in order, blanks last. */
const tilesOfCounts = (counts: Int8Array): string => [...counts].map((n, i) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ?'[i].repeat(n)).join('');

// The fast generator against the one it replaced, play for play (position, word, points, tiles
// used); `npx tsx src/games/scrabble/tools/check-movegen.ts` runs the same check on thousands.
describe.each(['fr', 'en'] as const)('the move generator in %s', (language) => {
  const graph = dictionary(language);

  test('finds exactly the plays of the reference generator on random positions, blanks included', () => {
    const positions = checkPositions(language, graph, 80, 31);
    expect(positions.some((p) => p.rack.includes('?'))).toBe(true);
    expect(positions.some((p) => p.board.split('.').length < 150)).toBe(true);
    const result = comparePlays(language, graph, positions);
    expect(result.mismatches).toEqual([]);
    expect(result.plays).toBeGreaterThan(8_000);
  });

  test('its best score and its visit agree with its list of plays', () => {
    const generator = moveGenerator(language, graph);
    for (const { board, rack } of checkPositions(language, graph, 30, 5)) {
      const moves = generator.moves(board, rack);
      expect(generator.bestScore(board, rack)).toBe(moves.length === 0 ? -1 : Math.max(...moves.map((m) => m.points)));
      const visited: number[] = [];
      generator.visit(board, rack, (points) => visited.push(points));
      expect(visited).toEqual(moves.map((m) => m.points));
    }
  });

  test('its best play by points and leave (what the expert AI simulates with) is the best of its list, valued alike', () => {
    const generator = moveGenerator(language, graph);
    const table = EXPERT_LEAVES[language];
    let compared = 0;
    for (const { board, rack } of checkPositions(language, graph, 30, 7)) {
      const moves = generator.moves(board, rack);
      const asked: string[] = [];
      const found = generator.bestWithLeave(board, rack, (counts) => {
        asked.push(tilesOfCounts(counts));
        return leaveOfCounts(language, counts, table);
      }, 0.75);
      // Each set of tiles kept is valued once, however many plays keep it.
      expect(new Set(asked).size).toBe(asked.length);
      expect(new Set(asked)).toEqual(new Set(moves.map((m) => [...keptTiles(rack, m.used)].sort().join('').replace(/^(\?*)(.*)$/, '$2$1'))));
      if (moves.length === 0) {
        expect(found).toBeNull();
        continue;
      }
      const values = moves.map((m) => m.points + 0.75 * leaveValue(language, keptTiles(rack, m.used), table));
      const top = Math.max(...values);
      expect(found!.value).toBeCloseTo(top, 9);
      // The first play found of that value, as the list gives it.
      expect(found!.move).toEqual(moves[values.findIndex((v) => Math.abs(v - top) < 1e-9)]);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});

test('while visiting, the counts are the tiles the play keeps', () => {
  const graph = dictionary('en');
  const generator = moveGenerator('en', graph);
  const board = boardWith(['8G', 'CAT']);
  const kept: string[] = [];
  generator.visit(board, 'SQ', () => kept.push(tilesOfCounts(generator.counts)));
  const moves = generator.moves(board, 'SQ');
  expect(moves.map((m) => m.word)).toContain('CATS');
  expect(kept[moves.findIndex((m) => m.word === 'CATS')]).toBe('Q');
  expect([...generator.counts].every((n, i) => n === (i === 16 || i === 18 ? 1 : 0))).toBe(true);
});
