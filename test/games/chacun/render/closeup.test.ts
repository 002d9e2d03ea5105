import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { rotationIndex } from '../../../../src/games/chacun/engine/basics.ts';
import { currentPlayer, initialState, lastTilePotentialOccupants, placeTile, potentialOccupants, startGame, type GameState } from '../../../../src/games/chacun/engine/game.ts';
import { TILES } from '../../../../src/games/chacun/engine/tiles.ts';
import { choiceMarkerPositions, drawOccupantChoices, PLAYER_FILL, renderOccupantChoices, zoneLocalAt } from '../../../../src/games/chacun/render/index.ts';
import { drawChoiceMarker } from '../../../../src/games/chacun/render/icons.ts';
import { choiceMarkerShapes, contentShapes, MARKER_SIZE, markerPlacesOnTile, shapesOverlap, type Shape } from '../../../../src/games/chacun/render/marker-places.ts';
import { findRandomState } from '../../../../src/games/chacun/render/samples.ts';
import { contentsLayout, paintContents } from '../../../../src/games/chacun/render/tile-painter.ts';
import { colorDistance, decodePng } from './helpers.ts';

/** The first state of a random game (3 players) waiting for an occupant with enough choices, some way into the game. */
function occupyState(seed: number, minimum: number): GameState {
  const found = findRandomState(
    3,
    seed,
    (state) => state.nextAction === 'OCCUPY_TILE' && lastTilePotentialOccupants(state).length >= minimum && state.board.tileCount > 10,
  );
  if (found === null) throw new Error(`no state with ${minimum} choices for seed ${seed}`);
  return found;
}

describe('occupant close-up', () => {
  test.each([
    [0, 2],
    [0, 4],
    [0, 6],
  ])('seed %i, %i choices or more: one numbered marker per choice, in the player colour, inside the tile', async (seed, minimum) => {
    const state = occupyState(seed, minimum);
    const choices = lastTilePotentialOccupants(state);
    const color = currentPlayer(state)!;
    const { layout } = drawOccupantChoices(state);
    const pixels = await decodePng(await renderOccupantChoices(state, { locale: 'fr' }));
    const markers = choiceMarkerPositions(state, choices);
    expect(markers).toHaveLength(choices.length);
    const size = layout.tileSize * MARKER_SIZE;
    for (const [k, marker] of markers.entries()) {
      expect(marker.x).toBeGreaterThan(layout.tileX);
      expect(marker.x).toBeLessThan(layout.tileX + layout.tileSize);
      expect(marker.y).toBeGreaterThan(layout.tileY);
      expect(marker.y).toBeLessThan(layout.tileY + layout.tileSize);
      // The tag's disc, beside the digit.
      expect(colorDistance(pixels.at(marker.x - size * 0.27, marker.y), PLAYER_FILL[color]), `marker ${k + 1}`).toBeLessThan(50);
    }
    // Markers do not cover each other.
    for (let a = 0; a < markers.length; a++) {
      for (let b = a + 1; b < markers.length; b++) {
        expect(Math.hypot(markers[a].x - markers[b].x, markers[a].y - markers[b].y)).toBeGreaterThan(size * 0.8);
      }
    }
  });

  test('markers of side zones stay on their zone', () => {
    for (const minimum of [3, 5]) {
      const state = occupyState(0, minimum);
      const last = state.board.lastPlacedTile()!;
      const rotation = rotationIndex(last.rotation);
      const { layout } = drawOccupantChoices(state);
      const choices = lastTilePotentialOccupants(state);
      choiceMarkerPositions(state, choices).forEach((marker, k) => {
        const zoneId = choices[k].zoneId;
        if (zoneId % 10 >= 8) return;
        const p = { x: (marker.x - layout.tileX) / layout.tileSize, y: (marker.y - layout.tileY) / layout.tileSize };
        const same = choices.filter((c) => c.zoneId === zoneId).length > 1;
        if (!same) expect(zoneLocalAt(last.tile.id, rotation, p), `zone ${zoneId}`).toBe(zoneId % 10);
      });
    }
  });

  test('the close-up image has a bounded size', async () => {
    const png = await renderOccupantChoices(occupyState(0, 2));
    const pixels = await decodePng(png);
    expect(Math.max(pixels.width, pixels.height)).toBeLessThanOrEqual(1200);
    expect(png.length).toBeLessThan(1_000_000);
  });

  test('the tile is in the middle of the picture, its neighbours a thin strip around it, with no blank band', () => {
    for (const state of [occupyState(0, 2), occupyState(0, 6)]) {
      const { layout } = drawOccupantChoices(state);
      const strip = layout.tileX;
      expect(layout.width - layout.tileX - layout.tileSize, 'right strip').toBe(strip);
      expect(layout.height - layout.tileY - layout.tileSize, 'bottom strip').toBe(strip);
      // Above the tile: the title, then the same strip (the title is the only thing taller).
      expect(layout.tileY - strip).toBeLessThan(layout.tileSize * 0.15);
      expect(strip, 'a strip, not a band').toBeLessThanOrEqual(layout.tileSize * 0.12);
      // The tile fills most of the picture, so that it reads on a phone.
      expect(layout.tileSize / layout.width).toBeGreaterThan(0.75);
    }
  });
});

/** A state where a tile was just placed next to the start tile in its first legal placement, waiting for its occupant. */
function justPlaced(tileId: number): GameState {
  const started = startGame(initialState(['RED', 'BLUE'], [tileId], []));
  if (!started.ok) throw new Error(started.error.message);
  const placement = started.value.board.legalPlacements(TILES[tileId])[0];
  const placed = placeTile(started.value, { tileId, ...placement });
  if (!placed.ok) throw new Error(placed.error.message);
  return placed.value;
}

/** Everything drawn on a canvas (pixels not transparent), as a list of points. */
function drawnPixels(width: number, height: number, draw: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void): { x: number; y: number }[] {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  draw(ctx);
  const data = ctx.getImageData(0, 0, width, height).data;
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < width * height; i++) if (data[i * 4 + 3] > 40) points.push({ x: (i % width) + 0.5, y: Math.floor(i / width) + 0.5 });
  return points;
}

/** Whether a point lies in a shape, give or take `slack`. */
function inShape(p: { x: number; y: number }, shape: Shape, slack: number): boolean {
  return shape.type === 'disc'
    ? Math.hypot(p.x - shape.x, p.y - shape.y) <= shape.r + slack
    : p.x >= shape.x - slack && p.x <= shape.x + shape.width + slack && p.y >= shape.y - slack && p.y <= shape.y + shape.height + slack;
}

describe('occupant close-up: markers keep clear of the tile’s contents and of each other', () => {
  const T = 400;

  test.each(['PAWN', 'HUT'] as const)('the shapes of a %s marker hold all it draws', (kind) => {
    const size = MARKER_SIZE * T;
    const drawn = drawnPixels(200, 200, (ctx) => drawChoiceMarker(ctx, 'RED', 7, kind, 80, 90, size));
    expect(drawn.length).toBeGreaterThan(500);
    const shapes = choiceMarkerShapes(80, 90, size);
    expect(drawn.filter((p) => !shapes.some((shape) => inShape(p, shape, 1)))).toEqual([]);
  });

  test.each([
    [45, 'the river’s fish and its count, with a fisher and a hut on the river (marker 2 covered the count)'],
    [9, 'the lake’s fish and its count, with the lake’s hut (marker 7 covered the count)'],
    [83, 'two lakes and two deer, nine occupants: the most crowded tile'],
  ])('the shapes of tile %i’s contents hold all they draw: %s', (tileId) => {
    for (let rotation = 0; rotation < 4; rotation++) {
      const items = contentsLayout(tileId, rotation, T);
      const drawn = drawnPixels(T, T, (ctx) => paintContents(ctx, items, T));
      const shapes = contentShapes(tileId, rotation, T).map((shape) =>
        shape.type === 'disc' ? { ...shape, x: shape.x * T, y: shape.y * T, r: shape.r * T } : { ...shape, x: shape.x * T, y: shape.y * T, width: shape.width * T, height: shape.height * T },
      );
      expect(drawn.filter((p) => !shapes.some((shape) => inShape(p, shape, 1)))).toEqual([]);
    }
  });

  test.each(TILES.filter((tile) => potentialOccupants(tile).length > 0).map((tile) => [tile.id] as const))(
    'tile %i, in every rotation and with every occupant it may take: no marker covers an icon, a fish count or another marker, and each touches its zone',
    (tileId) => {
      const options = potentialOccupants(TILES[tileId]);
      for (let rotation = 0; rotation < 4; rotation++) {
        const contents = contentShapes(tileId, rotation, T);
        const markers = markerPlacesOnTile(tileId, rotation, options, T).map((p) => choiceMarkerShapes(p.x, p.y, MARKER_SIZE));
        markers.forEach((shapes, k) => {
          const where = `rotation ${rotation}, marker ${k + 1}`;
          for (const shape of shapes) {
            expect(contents.map((content) => shapesOverlap(shape, content)).filter((depth) => depth > 0), `${where} on the contents`).toEqual([]);
            for (const other of markers.slice(k + 1).flat()) expect(shapesOverlap(shape, other), `${where} on another marker`).toBe(0);
          }
          // Its number's disc has a point in its zone, or is beside the other options of the zone.
          const [disc] = shapes;
          const local = options[k].zoneId % 10;
          const rim = Array.from({ length: 16 }, (_, a) => ({ x: disc.x + Math.cos((a * Math.PI) / 8) * disc.r * 1.6, y: disc.y + Math.sin((a * Math.PI) / 8) * disc.r * 1.6 }));
          expect([disc, ...rim].some((p) => zoneLocalAt(tileId, rotation, p) === local), where).toBe(true);
        });
      }
    },
  );

  test.each([
    [45, 'en'],
    [9, 'fr'],
  ] as const)('the close-up of tile %i as a tester saw it: markers clear of the fish count (%s)', async (tileId, locale) => {
    const state = justPlaced(tileId);
    const last = state.board.lastPlacedTile()!;
    const { layout } = drawOccupantChoices(state, { locale });
    const choices = lastTilePotentialOccupants(state);
    const toPixels = (shape: Shape): Shape =>
      shape.type === 'disc'
        ? { ...shape, x: layout.tileX + shape.x * layout.tileSize, y: layout.tileY + shape.y * layout.tileSize, r: shape.r * layout.tileSize }
        : { ...shape, x: layout.tileX + shape.x * layout.tileSize, y: layout.tileY + shape.y * layout.tileSize, width: shape.width * layout.tileSize, height: shape.height * layout.tileSize };
    const contents = contentShapes(tileId, rotationIndex(last.rotation), layout.tileSize).map(toPixels);
    expect(contents.length).toBeGreaterThanOrEqual(2);
    for (const marker of choiceMarkerPositions(state, choices)) {
      for (const shape of choiceMarkerShapes(marker.x, marker.y, layout.tileSize * MARKER_SIZE)) {
        for (const content of contents) expect(shapesOverlap(shape, content)).toBe(0);
      }
    }
  });
});
