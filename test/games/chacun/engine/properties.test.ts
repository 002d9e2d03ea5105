import { describe, expect, test } from 'vitest';
import { DX, DY, PLAYER_COLORS, rotationIndex } from '../../../../src/games/chacun/engine/basics.ts';
import { applyAction } from '../../../../src/games/chacun/engine/actions.ts';
import { PARTITIONS, hasMenhir, type PartitionKind } from '../../../../src/games/chacun/engine/area.ts';
import type { Board } from '../../../../src/games/chacun/engine/board.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard, occupyTile, type GameState } from '../../../../src/games/chacun/engine/game.ts';
import { ChacunRandom } from '../../../../src/games/random.ts';
import { randomAction } from '../../../../src/games/chacun/engine/random.ts';
import { recordStart, replay } from '../../../../src/games/chacun/engine/record.ts';
import { playRandomGame } from '../../../../src/games/chacun/engine/simulate.ts';
import { TILES, rotatedSide } from '../../../../src/games/chacun/engine/tiles.ts';

/**
 * Random games checked by the suite: 200 keep it within its time budget on two cores (400 took
 * 32–50 s of the suite's 1,600 s of test time);
 * `CHACUN_PROPERTY_GAMES=5000 npx vitest run test/games/chacun/engine/properties.test.ts` runs a
 * longer soak (the other games' soaks are scripts under src/games/<game>/tools).
 */
const GAMES = Number(process.env.CHACUN_PROPERTY_GAMES ?? 200);

function inPartition(type: string, kind: PartitionKind): boolean {
  return kind === 'riverSystem' ? type === 'river' || type === 'lake' : type === kind;
}

/** Checks the partitions against the board, recounting open connections from the free sides. */
function checkPartitions(board: Board): void {
  const open = new Map<string, number>(); // `${kind}:${zoneId}` → free side segments of that zone
  const add = (kind: PartitionKind, zoneId: number) => open.set(`${kind}:${zoneId}`, (open.get(`${kind}:${zoneId}`) ?? 0) + 1);
  for (const placed of board.placedTiles()) {
    const r = rotationIndex(placed.rotation);
    for (let d = 0; d < 4; d++) {
      if (board.tileAt({ x: placed.pos.x + DX[d], y: placed.pos.y + DY[d] })) continue;
      const side = rotatedSide(placed.tile, r, d);
      if (side.kind === 'river') {
        add('meadow', side.zones[0]);
        add('river', side.zones[1]);
        add('riverSystem', side.zones[1]);
        add('meadow', side.zones[2]);
      } else add(side.kind, side.zones[0]);
    }
  }
  const occupants = board.occupants();
  for (const kind of PARTITIONS) {
    const placedZones = board
      .placedTiles()
      .flatMap((p) => p.tile.zones)
      .filter((z) => inPartition(z.type, kind))
      .map((z) => z.id)
      .sort((a, b) => a - b);
    const areas = board.areas(kind);
    const covered = areas.flatMap((a) => a.zoneIds).sort((a, b) => a - b);
    expect(covered).toEqual(placedZones); // disjoint (no repeats) and covering
    for (const area of areas) {
      const free = area.zoneIds.reduce((sum, id) => sum + (open.get(`${kind}:${id}`) ?? 0), 0);
      // A river flowing into a lake ends there, so the river area's count is the free segments only.
      expect(area.openConnections, `${kind} ${area.zoneIds}`).toBe(free);
      const inside = occupants
        .filter((o) => area.zoneIds.includes(o.zoneId) && (kind === 'riverSystem' ? o.kind === 'HUT' : o.kind === 'PAWN'))
        .map((o) => o.color)
        .sort((a, b) => PLAYER_COLORS.indexOf(a) - PLAYER_COLORS.indexOf(b));
      expect(area.occupants).toEqual(inside);
    }
  }
}

/** Games are checked in batches, so that each test stays short and the worker answers vitest between them. */
const BATCH = 50;
const batches = Array.from({ length: Math.ceil(GAMES / BATCH) }, (_, i) => [i * BATCH, Math.min(GAMES, (i + 1) * BATCH) - 1] as const);

describe(`${GAMES} random games`, () => {
  let menhirTurns = 0;
  let menhirTilesClosingMenhirForests = 0;

  test.each(batches)('games %i to %i keep every invariant, end, and replay to the same state', (first, last) => {
    for (let seed = first; seed <= last; seed++) {
      const players = 2 + (seed % 4);
      const { record, state: final } = playRandomGame(players, seed);
      let state: GameState = recordStart(record);
      // What each action breaks, told once a game: an `expect` per action and colour took seconds.
      const broken: string[] = [];
      for (let i = 0; i < record.actions.length; i++) {
        const action = record.actions[i];
        if (state.nextAction === 'OCCUPY_TILE' && lastTilePotentialOccupants(state).length === 0) broken.push(`action ${i}: a tile to occupy with nothing to occupy`);
        if (state.nextAction === 'RETAKE_PAWN' && ownPawnsOnBoard(state).length === 0) broken.push(`action ${i}: a pawn to take back with none on the board`);
        const result = applyAction(state, action);
        if (!result.ok) expect(result, `seed ${seed}, action ${i}`).toMatchObject({ ok: true });
        state = (result as { value: GameState }).value;
        for (const color of PLAYER_COLORS) {
          const pawns = state.board.occupantCount(color, 'PAWN');
          const huts = state.board.occupantCount(color, 'HUT');
          if (pawns > 5 || huts > 3) broken.push(`action ${i}: ${color} has ${pawns} pawns and ${huts} huts on the board`);
        }
        // A menhir turn only ever follows a normal tile, whatever a menhir tile closes.
        if (state.nextAction === 'PLACE_TILE' && state.tileToPlace?.kind === 'MENHIR') {
          if (state.board.lastPlacedTile()?.tile.kind !== 'NORMAL') broken.push(`action ${i}: a menhir turn after a menhir tile`);
          menhirTurns++;
        }
        if (action.type === 'place' && TILES[action.tile].kind === 'MENHIR' && state.board.forestsClosedByLastTile().some(hasMenhir)) {
          menhirTilesClosingMenhirForests++;
        }
        if (seed % 50 === 0 && i % 15 === 0) checkPartitions(state.board);
      }
      expect(broken, `seed ${seed}`).toEqual([]);
      expect(state.nextAction).toBe('END_GAME');
      checkPartitions(final.board);
      // Points are the sum of the messages.
      const sums = PLAYER_COLORS.map((color) =>
        final.messages.reduce((sum, m) => sum + (m.scorers.includes(color) ? m.points : 0), 0),
      );
      expect(final.points).toEqual(sums);
      // Replaying the record gives the same state.
      const again = replay(record);
      expect(again.error).toBeNull();
      expect(again.state.board.equals(final.board)).toBe(true);
      expect(again.state.messages).toEqual(final.messages);
      expect(again.state.points).toEqual(final.points);
    }
  });

  test('among them, menhir turns and menhir tiles closing forests with a menhir', () => {
    expect(menhirTurns).toBeGreaterThan(0);
    expect(menhirTilesClosingMenhirForests).toBeGreaterThan(0);
  });

  test('a player without pawns in hand is refused a pawn', () => {
    let found = 0;
    for (let seed = 0; seed < 200 && found < 3; seed++) {
      const random = new ChacunRandom(seed);
      let state = recordStart(playRandomGame(5, seed).record);
      while (state.nextAction !== 'END_GAME') {
        const color = state.players[state.current];
        if (state.nextAction === 'OCCUPY_TILE' && state.board.occupantCount(color, 'PAWN') === 5) {
          const zone = state.board.lastPlacedTile()!.tile.zones.find((z) => z.type !== 'lake')!;
          const refused = occupyTile(state, { kind: 'PAWN', zoneId: zone.id });
          expect(refused.ok ? null : refused.error.code).toBe('NO_FREE_OCCUPANT');
          found++;
        }
        const result = applyAction(state, randomAction(state, random));
        state = (result as { value: GameState }).value;
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
