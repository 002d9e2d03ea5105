import { describe, expect, test } from 'vitest';
import { cellIndex, rotationIndex, type Pos } from '../../../../src/games/chacun/engine/basics.ts';
import { currentPlayer, ownPawnsOnBoard, type GameState } from '../../../../src/games/chacun/engine/game.ts';
import { rotatedSide } from '../../../../src/games/chacun/engine/tiles.ts';
import {
  boardLayout,
  cellRect,
  contentsLayout,
  drawBoard,
  drawCloseup,
  drawPreview,
  drawRetakeChoices,
  highlightedPositions,
  markedTileIds,
  needsCloseup,
  PLAYER_FILL,
  renderBoard,
  retakeMarkerSize,
  zoneAnchor,
} from '../../../../src/games/chacun/render/index.ts';
import { findRandomState, fullBoardState, randomStateWithTiles } from '../../../../src/games/chacun/render/samples.ts';
import { paintedTile } from '../../../../src/games/chacun/render/tile-painter.ts';
import { colorDistance, decodePng, pixelsOf, withoutOccupants, type Terrain } from './helpers.ts';

function sideTerrain(kind: 'meadow' | 'forest' | 'river', t: number): Terrain {
  if (kind !== 'river') return kind;
  return t > 0.4 && t < 0.6 ? 'water' : 'meadow';
}

/** Checks every shared edge of placed tiles: both sides show the same terrain at the same places. */
function checkSeams(state: GameState, canvas: Parameters<typeof pixelsOf>[0], layout: ReturnType<typeof boardLayout>): number {
  const pixels = pixelsOf(canvas);
  const last = state.board.lastPlacedTileId();
  const size = layout.tileSize;
  const depth = Math.max(4, Math.round(size * 0.05));
  let seams = 0;
  for (const placed of state.board.placedTiles()) {
    if (placed.tile.id === last) continue;
    // East and south neighbours only, so that each seam is seen once.
    for (const [d, dx, dy] of [
      [1, 1, 0],
      [2, 0, 1],
    ] as const) {
      const other = state.board.tileAt({ x: placed.pos.x + dx, y: placed.pos.y + dy });
      if (other === null || other.tile.id === last) continue;
      seams++;
      const kind = rotatedSide(placed.tile, rotationIndex(placed.rotation), d).kind;
      const r = cellRect(layout, placed.pos);
      for (const t of [0.2, 0.5, 0.8]) {
        // Along the east side t runs down; along the south side it runs right to left.
        const [ax, ay, bx, by] =
          d === 1
            ? [r.x + size - 1 - depth, r.y + t * size, r.x + size + depth, r.y + t * size]
            : [r.x + (1 - t) * size, r.y + size - 1 - depth, r.x + (1 - t) * size, r.y + size + depth];
        const mine = pixels.terrain(ax, ay);
        const theirs = pixels.terrain(bx, by);
        const where = `tiles ${placed.tile.id} and ${other.tile.id} at ${t}`;
        expect(mine, where).toBe(sideTerrain(kind, t));
        expect(theirs, where).toBe(mine);
      }
    }
  }
  return seams;
}

describe('board image', () => {
  test.each([
    [3, 11, 30],
    [4, 5, 60],
  ])('%i players, seed %i, %i tiles: adjacent tiles continue each other across every shared edge', (players, seed, tiles) => {
    const state = withoutOccupants(randomStateWithTiles(players, seed, tiles));
    const { canvas, layout } = drawBoard(state, { newMessagesFrom: state.messages.length });
    expect(checkSeams(state, canvas, layout)).toBeGreaterThan(tiles / 2);
  });

  test('all 95 tiles: seams match and the image stays within 2000 px and 2 MB', async () => {
    const state = withoutOccupants(fullBoardState(5, 1));
    expect(state.board.tileCount).toBe(95);
    const png = await renderBoard(state, { locale: 'fr' });
    expect(png.length).toBeLessThan(2_000_000);
    const pixels = await decodePng(png);
    expect(Math.max(pixels.width, pixels.height)).toBeLessThanOrEqual(2000);
    const { canvas, layout } = drawBoard(state, { newMessagesFrom: state.messages.length });
    expect(layout.tileSize).toBeGreaterThanOrEqual(64);
    expect(checkSeams(state, canvas, layout)).toBeGreaterThan(150);
  });

  test('a smaller size limit is kept too', () => {
    const state = randomStateWithTiles(2, 3, 40);
    const { canvas } = drawBoard(state, { maxSide: 1200 });
    expect(Math.max(canvas.width, canvas.height)).toBeLessThanOrEqual(1200);
  });

  test('the crop holds the placed tiles and the ring of positions around them', () => {
    const state = randomStateWithTiles(3, 8, 25);
    const layout = boardLayout(state.board, 3);
    for (const placed of state.board.placedTiles()) {
      expect(placed.pos.x).toBeGreaterThan(layout.minX);
      expect(placed.pos.x).toBeLessThan(layout.maxX);
      expect(placed.pos.y).toBeGreaterThan(layout.minY);
      expect(placed.pos.y).toBeLessThan(layout.maxY);
    }
    for (const pos of state.board.insertionPositions()) {
      expect(pos.x).toBeGreaterThanOrEqual(layout.minX);
      expect(pos.x).toBeLessThanOrEqual(layout.maxX);
    }
  });

  test.each([2, 3, 4, 5])('%i players: positions where the tile fits carry the current player colour, the others do not', async (players) => {
    const state = randomStateWithTiles(players, 20 + players, 20);
    const color = currentPlayer(state)!;
    const highlighted = highlightedPositions(state);
    expect(highlighted.length).toBeGreaterThan(0);
    const pixels = await decodePng(await renderBoard(state));
    const { layout } = drawBoard(state);
    const border = (pos: Pos): readonly number[] => {
      const r = cellRect(layout, pos);
      const inset = Math.max(2, layout.tileSize * 0.04);
      // The middle of the highlight's left border.
      return pixels.at(r.x + inset, r.y + r.height / 2);
    };
    for (const pos of highlighted) {
      const tile = state.tileToPlace!;
      expect(state.board.fittingRotations(tile, cellIndex(pos.x, pos.y))).not.toBe(0);
      expect(colorDistance(border(pos), PLAYER_FILL[color]), `highlight at (${pos.x}, ${pos.y})`).toBeLessThan(40);
    }
    const shown = new Set(highlighted.map((p) => `${p.x},${p.y}`));
    for (const pos of state.board.insertionPositions()) {
      if (shown.has(`${pos.x},${pos.y}`)) continue;
      expect(colorDistance(border(pos), PLAYER_FILL[color])).toBeGreaterThan(60);
    }
  });

  test('occupants stand at their zone anchor in their player colour', () => {
    const state = randomStateWithTiles(4, 12, 45);
    const { canvas, layout } = drawBoard(state);
    const pixels = pixelsOf(canvas);
    const occupants = state.board.occupants();
    expect(occupants.length).toBeGreaterThan(3);
    for (const occupant of occupants) {
      const placed = state.board.tileWithId(Math.floor(occupant.zoneId / 10))!;
      const r = cellRect(layout, placed.pos);
      const p = zoneAnchor(occupant.zoneId, rotationIndex(placed.rotation));
      const s = Math.max(16, layout.tileSize * 0.3);
      // A point of the pawn's body, or the hut's wall.
      const [dx, dy] = occupant.kind === 'PAWN' ? [-0.06 * s, 0.1 * s] : [-0.2 * s * 0.85, 0.05 * s * 0.85];
      const pixel = pixels.at(r.x + p.x * layout.tileSize + dx, r.y + p.y * layout.tileSize + dy);
      expect(colorDistance(pixel, PLAYER_FILL[occupant.color]), `${occupant.kind} on zone ${occupant.zoneId}`).toBeLessThan(40);
    }
  });

  test.each([
    ['on a board whose icons read on a phone', () => randomStateWithTiles(2, 5, 8)],
    ['in the close-up of a late board', () => randomStateWithTiles(5, 1, 75)],
  ])('cancelled animals are crossed out in red %s', (_, made) => {
    const base = made();
    const layout = (drawCloseup(base) ?? drawBoard(base)).layout;
    const inside = (pos: Pos) => pos.x >= layout.minX && pos.x <= layout.maxX && pos.y >= layout.minY && pos.y <= layout.maxY;
    // Every other animal where the icons read is cancelled, for the test's sake.
    const animals = base.board
      .placedTiles()
      .filter((placed) => inside(placed.pos))
      .flatMap((placed) => placed.tile.zones.flatMap((zone) => (zone.type === 'meadow' ? zone.animals.map((a) => a.id) : [])));
    const state = { ...base, board: base.board.withMoreCancelledAnimals(animals.filter((_, i) => i % 2 === 0)) };
    const cancelled = new Set([...state.board.cancelledAnimals()].filter((id) => animals.includes(id)));
    expect(cancelled.size).toBeGreaterThan(0);
    const { canvas } = drawCloseup(state) ?? drawBoard(state);
    const pixels = pixelsOf(canvas);
    let crossed = 0;
    for (const placed of state.board.placedTiles()) {
      if (!inside(placed.pos)) continue;
      const r = cellRect(layout, placed.pos);
      for (const item of contentsLayout(placed.tile.id, rotationIndex(placed.rotation), layout.tileSize, layout.panelUnit)) {
        if (item.animalId === null) continue;
        const pixel = pixels.at(r.x + item.x * layout.tileSize, r.y + item.y * layout.tileSize);
        const red = colorDistance(pixel, '#d0021b') < 60;
        if (cancelled.has(item.animalId)) {
          crossed++;
          expect(red, `animal ${item.animalId}`).toBe(true);
        }
      }
    }
    expect(crossed).toBe(cancelled.size);
  });

  test('the last placed tile is outlined in its placer colour', () => {
    const state = randomStateWithTiles(3, 2, 15);
    const last = state.board.lastPlacedTile()!;
    const { canvas, layout } = drawBoard(state);
    const r = cellRect(layout, last.pos);
    const w = Math.max(3, layout.tileSize * 0.045);
    expect(colorDistance(pixelsOf(canvas).at(r.x + w / 2, r.y + r.height / 3), PLAYER_FILL[last.placer!])).toBeLessThan(30);
  });

  test('the newest scoring event is the default mark; a move index marks everything scored since', () => {
    const state = findRandomState(3, 9, (s) => s.messages.filter((m) => m.points > 0).length >= 2)!;
    const scoring = state.messages.map((m, i) => [m, i] as const).filter(([m]) => m.points > 0);
    const [newest] = scoring[scoring.length - 1];
    expect([...markedTileIds(state)].sort()).toEqual([...newest.tileIds].sort());
    const all = new Set(scoring.flatMap(([m]) => m.tileIds));
    expect(markedTileIds(state, 0)).toEqual(all);
    expect(markedTileIds(state, state.messages.length).size).toBe(0);
  });

  test('the preview shows the tile to place at the chosen position', () => {
    const state = randomStateWithTiles(2, 17, 12);
    const placement = state.board.legalPlacements(state.tileToPlace!)[0];
    const { canvas, layout } = drawPreview(state, placement);
    const pixels = pixelsOf(canvas);
    const r = cellRect(layout, placement);
    const tile = state.tileToPlace!;
    const rotation = rotationIndex(placement.rotation);
    const size = layout.tileSize;
    const depth = Math.max(8, size * 0.1);
    for (let d = 0; d < 4; d++) {
      const kind = rotatedSide(tile, rotation, d).kind;
      const [x, y] = [
        [r.x + size / 2, r.y + depth],
        [r.x + size - depth, r.y + size / 2],
        [r.x + size / 2, r.y + size - depth],
        [r.x + depth, r.y + size / 2],
      ][d];
      expect(pixels.terrain(x, y), `side ${'NESW'[d]}`).toBe(sideTerrain(kind, 0.5));
    }
  });

  test('the shaman close-up numbers the current player pawns', () => {
    const state = findRandomState(3, 13, (s) => s.nextAction === 'RETAKE_PAWN' && ownPawnsOnBoard(s).length >= 2)!;
    expect(state).not.toBeNull();
    const color = currentPlayer(state)!;
    const { canvas, layout } = drawRetakeChoices(state);
    const pixels = pixelsOf(canvas);
    for (const pawn of ownPawnsOnBoard(state)) {
      const placed = state.board.tileWithId(Math.floor(pawn.zoneId / 10))!;
      const r = cellRect(layout, placed.pos);
      const p = zoneAnchor(pawn.zoneId, rotationIndex(placed.rotation));
      const s = retakeMarkerSize(layout);
      const tag = pixels.at(r.x + p.x * layout.tileSize - s * 0.55 + s * 0.36 * 0.7, r.y + p.y * layout.tileSize - s * 0.55);
      expect(colorDistance(tag, PLAYER_FILL[color])).toBeLessThan(40);
    }
  });

  test('drawing the same state twice gives the same pixels', () => {
    const state = randomStateWithTiles(3, 4, 20);
    const a = drawBoard(state).canvas.getContext('2d').getImageData(0, 0, 300, 300).data;
    const b = drawBoard(state).canvas.getContext('2d').getImageData(0, 0, 300, 300).data;
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe('the close-up', () => {
  test('a finished or stopped game’s board has none: it is looked at whole', () => {
    const full = fullBoardState(5, 1);
    expect(full.nextAction).toBe('END_GAME');
    expect(needsCloseup(full)).toBe(false);
    expect(drawCloseup(full)).toBeNull();
    const late = randomStateWithTiles(5, 1, 75);
    expect(needsCloseup(late, { stopped: true })).toBe(false);
    expect(drawCloseup(late, { stopped: true })).toBeNull();
  });

  test('a board whose tiles read on a phone has none', () => {
    const state = randomStateWithTiles(2, 5, 3);
    expect(needsCloseup(state)).toBe(false);
    expect(drawCloseup(state)).toBeNull();
  });

  test('a late board: an overview, and the close-up as a landscape image of its own around the last tile', () => {
    const state = randomStateWithTiles(5, 1, 75);
    expect(needsCloseup(state)).toBe(true);
    const board = drawBoard(state);
    // A computer shows an embed's image at most 400 × 300: the overview shows there at least as large as on a phone.
    expect(board.canvas.height).toBeLessThan(1.5 * board.canvas.width);
    const drawn = drawCloseup(state)!;
    expect(drawn.canvas.width).toBeGreaterThan(drawn.canvas.height);
    expect(drawn.layout.tileSize).toBeGreaterThanOrEqual(140);
    expect(drawn.layout.maxX - drawn.layout.minX + 1).toBe(5);
    expect(drawn.layout.maxY - drawn.layout.minY + 1).toBe(3);
    const last = state.board.lastPlacedTile()!.pos;
    expect(last.x).toBeGreaterThanOrEqual(drawn.layout.minX);
    expect(last.x).toBeLessThanOrEqual(drawn.layout.maxX);
    expect(last.y).toBeGreaterThanOrEqual(drawn.layout.minY);
    expect(last.y).toBeLessThanOrEqual(drawn.layout.maxY);
    // Its labels keep their size on a phone: the image is shown 390 px wide, where they are 9 px or more.
    expect((drawn.layout.labelPx * 390) / drawn.canvas.width).toBeGreaterThanOrEqual(9);
    // A size limit holds for it as for the board.
    const small = drawCloseup(state, { maxSide: 600 })!;
    expect(small.canvas.width).toBe(600);
    expect(small.canvas.height).toBeLessThan(600);
  });

  test('a preview’s close-up centres on the previewed square and shows the tile there', () => {
    const state = randomStateWithTiles(5, 7, 30);
    const placement = state.board.legalPlacements(state.tileToPlace!)[0];
    const drawn = drawCloseup(state, {}, placement)!;
    expect(drawn).not.toBeNull();
    expect(placement.x).toBeGreaterThanOrEqual(drawn.layout.minX);
    expect(placement.x).toBeLessThanOrEqual(drawn.layout.maxX);
    expect(placement.y).toBeGreaterThanOrEqual(drawn.layout.minY);
    expect(placement.y).toBeLessThanOrEqual(drawn.layout.maxY);
    // The square shows the tile to place, turned as previewed, as the tile painter paints it.
    const r = cellRect(drawn.layout, placement);
    const board = pixelsOf(drawn.canvas);
    const tile = pixelsOf(paintedTile(state.tileToPlace!.id, rotationIndex(placement.rotation), drawn.layout.tileSize, drawn.layout.panelUnit));
    let same = 0;
    for (let i = 2; i <= 8; i++) {
      for (let j = 2; j <= 8; j++) {
        const [a, b] = [board.at(r.x + (r.width * i) / 10, r.y + (r.height * j) / 10), tile.at((r.width * i) / 10, (r.height * j) / 10)];
        if (Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) < 12) same++;
      }
    }
    expect(same).toBeGreaterThan(45);
  });
});
