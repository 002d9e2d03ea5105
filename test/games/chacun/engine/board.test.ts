import { describe, expect, test } from 'vitest';
import { Board } from '../../../../src/games/chacun/engine/board.ts';
import { TILES, START_TILE_ID } from '../../../../src/games/chacun/engine/tiles.ts';
import type { PartitionKind } from '../../../../src/games/chacun/engine/area.ts';

const start = Board.EMPTY.withNewTile(TILES[START_TILE_ID], { x: 0, y: 0 }, 'NONE', null);
const partition = (board: Board, kind: PartitionKind) => board.areas(kind).map((a) => [a.zoneIds, a.openConnections]);

describe('the board', () => {
  test('the start tile alone: its areas and open connections', () => {
    expect(partition(start, 'meadow')).toEqual([[[560], 2], [[562], 1]]);
    expect(partition(start, 'forest')).toEqual([[[561], 2]]);
    expect(partition(start, 'river')).toEqual([[[563], 1]]);
    expect(partition(start, 'riverSystem')).toEqual([[[563, 568], 1]]);
    expect(start.insertionPositions()).toEqual([
      { x: 0, y: -1 },
      { x: -1, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ]);
  });

  test('tiles 17, 56 and 27: river sides join meadow 1 to meadow 2 (course example)', () => {
    const board = start
      .withNewTile(TILES[17], { x: -1, y: 0 }, 'NONE', 'RED')
      .withNewTile(TILES[27], { x: 1, y: 0 }, 'NONE', 'BLUE');
    expect(partition(board, 'meadow')).toEqual([
      [[170, 562], 3],
      [[172, 560], 2],
      [[174], 2],
      [[270], 3],
      [[272], 2],
    ]);
    expect(partition(board, 'forest')).toEqual([[[273, 561], 1]]);
    expect(partition(board, 'river')).toEqual([
      [[171, 563], 1],
      [[173], 2],
      [[271], 2],
    ]);
    expect(partition(board, 'riverSystem')).toEqual([
      [[171, 563, 568], 1],
      [[173], 2],
      [[271], 2],
    ]);
    expect(board.placedTileIds()).toEqual([56, 17, 27]);
    expect(board.lastPlacedTile()?.tile.id).toBe(27);
  });

  test('a forest closed by the last tile, with several occupants merged', () => {
    let board = start.withNewTile(TILES[37], { x: 0, y: 1 }, 'NONE', 'RED').withOccupant({ kind: 'PAWN', zoneId: 370 });
    board = board.withNewTile(TILES[36], { x: 1, y: 1 }, 'HALF_TURN', 'BLUE').withOccupant({ kind: 'PAWN', zoneId: 361 });
    expect(board.forestsClosedByLastTile()).toEqual([]);
    board = board.withNewTile(TILES[30], { x: 1, y: 0 }, 'NONE', 'RED');
    expect(board.forestsClosedByLastTile()).toEqual([
      { kind: 'forest', zoneIds: [301, 361, 370, 561], occupants: ['RED', 'BLUE'], openConnections: 0 },
    ]);
    const emptied = board.withoutPawnsIn(board.forestsClosedByLastTile());
    expect(emptied.occupants()).toEqual([]);
    expect(emptied.occupantCount('RED', 'PAWN')).toBe(0);
  });

  test('a river between two lakes is closed at both ends', () => {
    const board = start.withNewTile(TILES[0], { x: -1, y: 0 }, 'RIGHT', 'RED');
    expect(board.riversClosedByLastTile().map((a) => a.zoneIds)).toEqual([[1, 563]]);
    expect(board.area('riverSystem', 1)?.openConnections).toBe(0);
  });

  test('a tile with only river sides fits nowhere once no river side is free', () => {
    const board = start.withNewTile(TILES[0], { x: -1, y: 0 }, 'RIGHT', 'RED');
    expect(board.couldPlaceTile(TILES[13])).toBe(false);
    expect(start.couldPlaceTile(TILES[13])).toBe(true);
    expect(board.legalPlacements(TILES[13])).toEqual([]);
  });

  test.each([
    [{ x: 0, y: -1 }, 'NONE', true], // tile 61 is all meadow: fits north
    [{ x: 1, y: 0 }, 'NONE', false], // east of the start tile is forest
    [{ x: 0, y: 0 }, 'NONE', false], // taken
    [{ x: 2, y: 0 }, 'NONE', false], // not next to a tile
    [{ x: 13, y: 0 }, 'NONE', false], // off the board
  ] as const)('canAddTile(61 at %j, %s) = %s', (pos, rotation, expected) => {
    expect(start.canAddTile(TILES[61], pos, rotation)).toBe(expected);
  });

  test('the adjacent meadow keeps the 3×3 block around the trap and every occupant of the meadow', () => {
    let board = start.withNewTile(TILES[61], { x: 0, y: -1 }, 'NONE', 'RED');
    board = board.withNewTile(TILES[62], { x: 0, y: -2 }, 'NONE', 'BLUE').withOccupant({ kind: 'PAWN', zoneId: 620 });
    board = board.withNewTile(TILES[94], { x: 0, y: -3 }, 'NONE', 'RED');
    const adjacent = board.adjacentMeadow({ x: 0, y: -3 }, 941);
    expect(adjacent).toEqual({ kind: 'meadow', zoneIds: [620, 941], occupants: ['BLUE'], openConnections: 0 });
    expect(board.area('meadow', 941)?.zoneIds).toEqual([560, 610, 620, 941]);
  });

  test('the board is immutable: deriving never changes the original', () => {
    const before = JSON.stringify(start.areas('meadow'));
    start.withNewTile(TILES[61], { x: 0, y: -1 }, 'NONE', 'RED').withOccupant({ kind: 'PAWN', zoneId: 610 });
    expect(JSON.stringify(start.areas('meadow'))).toBe(before);
    expect(start.tileCount).toBe(1);
  });
});
