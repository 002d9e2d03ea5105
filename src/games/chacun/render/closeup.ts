import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { rotationIndex, type Pos } from '../engine/basics.ts';
import type { Occupant } from '../engine/board.ts';
import { currentPlayer, lastTilePotentialOccupants, type GameState } from '../engine/game.ts';
import { encodePng, type RenderOptions } from './board.ts';
import { ensureFonts, textFont } from '../../../render/fonts.ts';
import { zoneAnchor } from './geometry.ts';
import { MARKER_SIZE, markerPlacesOnTile } from './marker-places.ts';
import { drawChoiceMarker, drawCross, drawHut, drawPawn } from './icons.ts';
import { positionLabel } from './labels.ts';
import { BACKGROUND, INK, PLAYER_FILL } from './palette.ts';
import { playerName } from './panel.ts';
import { TEXTS } from './text.ts';
import { contentsLayout, paintedTile } from './tile-painter.ts';
import { fitText } from '../../../render/drawing.ts';

/** Side of the tile shown in a close-up, in pixels. */
export const CLOSEUP_TILE_SIZE = 400;
/**
 * How much of each neighbour shows around the tile, as a fraction of a tile: a strip, enough to
 * see what the tile's zones join, on every side (so that the tile stays in the middle) and as
 * thin as that, so that a side with no neighbour is a margin rather than a blank band and the
 * tile fills most of the image (a phone shows it 390 px wide).
 */
const NEIGHBOUR_BAND = 0.12;
const TITLE = 52;
const TITLE_PX = 26;
const SIDE_MARGIN = 16;

/** Where a close-up puts things: the just-placed tile in the middle, with a strip of its neighbours around it. */
export interface CloseupLayout {
  readonly centre: Pos;
  readonly tileSize: number;
  /** Top-left pixel of the middle tile. */
  readonly tileX: number;
  readonly tileY: number;
  readonly width: number;
  readonly height: number;
}

/** The layout of the occupant close-up. */
export function closeupLayout(centre: Pos): CloseupLayout {
  const t = CLOSEUP_TILE_SIZE;
  const band = Math.round(NEIGHBOUR_BAND * t);
  return { centre, tileSize: t, tileX: band, tileY: TITLE + band, width: t + 2 * band, height: TITLE + t + 2 * band };
}

/**
 * Pixel positions of the numbered markers, one per option, in the options' order, on the
 * close-up of the last placed tile (see `markerPlacesOnTile`).
 */
export function choiceMarkerPositions(state: GameState, options: readonly Occupant[]): { x: number; y: number }[] {
  const last = state.board.lastPlacedTile();
  if (last === null) return [];
  const layout = closeupLayout(last.pos);
  return markerPlacesOnTile(last.tile.id, rotationIndex(last.rotation), options, layout.tileSize).map((p) => ({
    x: layout.tileX + p.x * layout.tileSize,
    y: layout.tileY + p.y * layout.tileSize,
  }));
}

/** Draws the occupant close-up on a new canvas. */
export function drawOccupantChoices(state: GameState, options: RenderOptions = {}): { canvas: Canvas; layout: CloseupLayout } {
  ensureFonts();
  const locale = options.locale ?? 'en';
  const last = state.board.lastPlacedTile();
  const centre = last?.pos ?? { x: 0, y: 0 };
  const layout = closeupLayout(centre);
  const t = layout.tileSize;
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, layout.width, layout.height);
  const player = currentPlayer(state);
  const cancelled = state.board.cancelledAnimals();

  // The neighbourhood, veiled, so that the player sees what the tile's zones join.
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, TITLE, layout.width, layout.height - TITLE);
  ctx.clip();
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const placed = state.board.tileAt({ x: centre.x + dx, y: centre.y + dy });
      if (placed === null) continue;
      const x = layout.tileX + dx * t;
      const y = layout.tileY + dy * t;
      const rotation = rotationIndex(placed.rotation);
      ctx.drawImage(paintedTile(placed.tile.id, rotation, t), x, y);
      for (const item of contentsLayout(placed.tile.id, rotation, t)) {
        if (item.animalId !== null && cancelled.has(item.animalId)) drawCross(ctx, x + item.x * t, y + item.y * t, item.size * t * 0.85);
      }
      const occupant = placed.occupant;
      if (occupant !== null && placed.placer !== null) {
        const p = zoneAnchor(occupant.zoneId, rotation);
        if (occupant.kind === 'PAWN') drawPawn(ctx, placed.placer, x + p.x * t, y + p.y * t, t * 0.26);
        else drawHut(ctx, placed.placer, x + p.x * t, y + p.y * t, t * 0.22);
      }
      if (dx !== 0 || dy !== 0) {
        ctx.fillStyle = 'rgba(236, 227, 207, 0.55)';
        ctx.fillRect(x, y, t, t);
      }
    }
  }
  ctx.restore();

  // The tile itself, outlined in the player's colour, with a number on each choice.
  ctx.save();
  ctx.lineWidth = 6;
  ctx.strokeStyle = player ? PLAYER_FILL[player] : INK;
  ctx.strokeRect(layout.tileX - 3, layout.tileY - 3, t + 6, t + 6);
  ctx.restore();
  const choices = lastTilePotentialOccupants(state);
  const markers = choiceMarkerPositions(state, choices);
  if (player !== null) {
    choices.forEach((choice, k) => drawChoiceMarker(ctx, player, k + 1, choice.kind, markers[k].x, markers[k].y, t * MARKER_SIZE));
  }

  // Title.
  ctx.save();
  ctx.fillStyle = INK;
  ctx.font = textFont(TITLE_PX, true);
  ctx.textBaseline = 'middle';
  const who = player ? playerName(player, options.names, locale) : '';
  const where = last ? ` · ${positionLabel(last.pos)}` : '';
  const title = `${TEXTS[locale].chooseOccupant}${where}`;
  ctx.fillText(title, SIDE_MARGIN, TITLE / 2);
  if (player) {
    // The name takes the room the title leaves, shortened with an ellipsis if it must.
    const room = layout.width - 2 * SIDE_MARGIN - ctx.measureText(title).width - 20;
    ctx.textAlign = 'right';
    ctx.fillStyle = PLAYER_FILL[player];
    ctx.fillText(fitText(ctx, who, room), layout.width - SIDE_MARGIN, TITLE / 2);
  }
  ctx.restore();
  return { canvas, layout };
}

/**
 * The just-placed tile drawn large among its neighbours, with a numbered marker on each
 * occupant the player may put, numbered from 1 in the order of `lastTilePotentialOccupants`.
 */
export async function renderOccupantChoices(state: GameState, options: RenderOptions = {}): Promise<Buffer> {
  return encodePng(drawOccupantChoices(state, options).canvas);
}
