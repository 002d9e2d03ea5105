import { rotationIndex, type Rotation } from '../engine/basics.ts';
import { TILES } from '../engine/tiles.ts';
import { encodePng } from './board.ts';
import { ensureFonts } from '../../../render/fonts.ts';
import { tileGeometry } from './geometry.ts';
import { paintedTile } from './tile-painter.ts';

/**
 * The renderer: pure functions from engine states to PNG images (no Discord here).
 * Board, placement preview, occupant and shaman close-ups, end of game, single tiles,
 * and the position names the bot's menus share with the images.
 */

export {
  drawBoard,
  drawCloseup,
  drawPreview,
  drawRetakeChoices,
  highlightedPositions,
  markedTileIds,
  needsCloseup,
  renderBoard,
  renderCloseup,
  retakeMarkerSize,
} from './board.ts';
export { choiceMarkerPositions, drawOccupantChoices, renderOccupantChoices } from './closeup.ts';
export { drawEndOfGame, pointsBreakdown, renderEndOfGame } from './end.ts';
export { zoneAnchor, zoneLocalAt } from './geometry.ts';
export { columnLabel, parsePositionLabel, positionLabel, rowLabel } from './labels.ts';
export { boardLayout, cellRect, PANEL_FONTS, PHONE_WIDTH, type Rect } from './layout.ts';
export { PLAYER_FILL } from './palette.ts';
export { contentsLayout } from './tile-painter.ts';
export { POINT_KINDS, RENDER_LOCALES, TEXTS, type RenderLocale } from './text.ts';

/** One tile as a PNG, turned by a rotation, `size` pixels wide. */
export async function renderTile(tileId: number, rotation: Rotation, size: number): Promise<Buffer> {
  return encodePng(paintedTile(tileId, rotationIndex(rotation), size));
}

/**
 * Computes every tile's geometry and registers the fonts ahead of time (about a second),
 * so that the first image a player waits for is as quick as the next ones.
 */
export function warmUpRenderer(): void {
  ensureFonts();
  for (const tile of TILES) tileGeometry(tile.id);
}
