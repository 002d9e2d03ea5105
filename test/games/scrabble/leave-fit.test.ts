// The leave learners' shared fit: the within-group regression finds values that hold across boards.
import { expect, test } from 'vitest';
import { leaveValueBy } from '../../../src/games/scrabble/ai/leave.ts';
import { fitWithinGroups, type LeaveGroup } from '../../../src/games/scrabble/tools/leave-fit.ts';
import { ScrabbleRandom } from '../../../src/games/random.ts';

test('leaves compared within groups: values of tiles that hold on every board, whatever each board gives all leaves alike', () => {
  // Each kept S is worth 8 points, a kept Q costs 6, a blank is worth 25; each group (a board and
  // a draw) adds its own amount to every leave of it, from 0 to 60 points.
  const worth = (leave: string) => [...leave].reduce((sum, tile) => sum + (tile === 'S' ? 8 : tile === 'Q' ? -6 : tile === '?' ? 25 : 0), 0);
  const random = new ScrabbleRandom(3);
  const tiles = 'SQ?AEIRT';
  const groups: LeaveGroup[] = Array.from({ length: 400 }, () => {
    const board = random.int(61);
    const leaves = Array.from({ length: 6 }, () => Array.from({ length: 1 + random.int(4) }, () => tiles[random.int(tiles.length)]).join(''));
    leaves.push('');
    return { leaves, values: leaves.map((leave) => board + worth(leave)) };
  });
  const table = fitWithinGroups(groups, 0.01);
  expect(table.samples).toBe(400 * 7);
  // Leaves of the tiles seen, valued as the rule says (the table's features split them among tile, copies, balance).
  for (const leave of ['S', 'SS', 'Q', 'SQ', '?', '?S', 'AE', 'RTS']) expect(leaveValueBy(table, leave)).toBeCloseTo(worth(leave), 0);
  // The empty leave's points: the groups' mean.
  const mean = groups.reduce((sum, group) => sum + group.values[group.values.length - 1], 0) / groups.length;
  expect(table.emptyLeavePoints).toBeCloseTo(mean, 0);
});
