import { describe, expect, test } from 'vitest';
import { rotationIndex } from '../../../../src/games/chacun/engine/basics.ts';
import { currentPlayer, lastTilePotentialOccupants, type GameState } from '../../../../src/games/chacun/engine/game.ts';
import { choiceMarkerPositions, drawOccupantChoices, PLAYER_FILL, renderOccupantChoices, zoneLocalAt } from '../../../../src/games/chacun/render/index.ts';
import { findRandomState } from '../../../../src/games/chacun/render/samples.ts';
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
    const size = layout.tileSize * 0.17;
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
});
