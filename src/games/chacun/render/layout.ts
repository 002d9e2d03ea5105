import { REACH, type Pos } from '../engine/basics.ts';
import type { Board } from '../engine/board.ts';

/** Largest side of an image, in pixels, unless told otherwise. */
export const DEFAULT_MAX_SIDE = 2000;
/** Side of a tile on a small board, in pixels. */
export const MAX_TILE_SIZE = 144;
/** Smallest side of a tile on a board image, in pixels. */
export const MIN_TILE_SIZE = 40;
/** Width of the side panel when it stands to the right of the board. */
export const PANEL_WIDTH = 380;
/** Height of the panel when it lies under the board (before it is enlarged). */
export const PANEL_HEIGHT_BELOW = 330;
/** Smallest width of the panel under the board (before it is enlarged). */
export const PANEL_WIDTH_BELOW = 1020;

/** A rectangle in image pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where everything goes on a board image. */
export interface BoardLayout {
  /** Cells shown: the placed tiles and the ring of positions around them. */
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  /** Side of a tile in pixels. */
  readonly tileSize: number;
  /** Width of the bands holding the column and row labels. */
  readonly margin: number;
  /** Top-left pixel of cell (minX, minY). */
  readonly originX: number;
  readonly originY: number;
  readonly panel: Rect;
  readonly panelSide: 'right' | 'below';
  /** How much the panel is enlarged (below a wide board there is room to write bigger). */
  readonly panelScale: number;
  readonly width: number;
  readonly height: number;
}

/** Height the right-hand panel needs for a number of players. */
export function panelHeight(players: number): number {
  return 24 + players * 66 + 70 + 48 + 232 + 24;
}

/** The layout of a board image: cropped to the tiles and their ring, tiles as large as the size limit allows. */
export function boardLayout(board: Board, players: number, maxSide = DEFAULT_MAX_SIDE): BoardLayout {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (const placed of board.placedTiles()) {
    minX = Math.min(minX, placed.pos.x);
    maxX = Math.max(maxX, placed.pos.x);
    minY = Math.min(minY, placed.pos.y);
    maxY = Math.max(maxY, placed.pos.y);
  }
  minX = Math.max(-REACH, minX - 1);
  maxX = Math.min(REACH, maxX + 1);
  minY = Math.max(-REACH, minY - 1);
  maxY = Math.min(REACH, maxY + 1);
  const cols = maxX - minX + 1;
  const rows = maxY - minY + 1;
  const margin = 30;
  const panelRightHeight = panelHeight(players);
  // Sizes are rounded down to a multiple of 4, so that painted tiles are found in the cache more often.
  const fit = (width: number, height: number): number =>
    Math.max(MIN_TILE_SIZE, 4 * Math.floor(Math.min(MAX_TILE_SIZE, width / cols, height / rows) / 4));
  const right = fit(maxSide - PANEL_WIDTH - 2 * margin, maxSide - 2 * margin);
  const below = fit(maxSide - 2 * margin, maxSide - PANEL_HEIGHT_BELOW - 2 * margin);
  const panelSide = below > right ? 'below' : 'right';
  const tileSize = panelSide === 'right' ? right : below;
  const boardWidth = 2 * margin + cols * tileSize;
  const boardHeight = 2 * margin + rows * tileSize;
  if (panelSide === 'right') {
    const height = Math.max(boardHeight, panelRightHeight);
    return {
      minX,
      maxX,
      minY,
      maxY,
      tileSize,
      margin,
      originX: margin,
      originY: margin + Math.floor((height - boardHeight) / 2),
      panel: { x: boardWidth, y: 0, width: PANEL_WIDTH, height },
      panelSide,
      panelScale: 1,
      width: boardWidth + PANEL_WIDTH,
      height,
    };
  }
  const scale = Math.max(1, Math.min(1.6, (maxSide - boardHeight) / PANEL_HEIGHT_BELOW, boardWidth / PANEL_WIDTH_BELOW));
  const belowHeight = Math.floor(PANEL_HEIGHT_BELOW * scale);
  const width = Math.max(boardWidth, Math.ceil(PANEL_WIDTH_BELOW * scale));
  return {
    minX,
    maxX,
    minY,
    maxY,
    tileSize,
    margin,
    originX: margin + Math.floor((width - boardWidth) / 2),
    originY: margin,
    panel: { x: 0, y: boardHeight, width, height: belowHeight },
    panelSide,
    panelScale: scale,
    width,
    height: boardHeight + belowHeight,
  };
}

/** The pixel square of a board position in a layout. */
export function cellRect(layout: BoardLayout, pos: Pos): Rect {
  return {
    x: layout.originX + (pos.x - layout.minX) * layout.tileSize,
    y: layout.originY + (pos.y - layout.minY) * layout.tileSize,
    width: layout.tileSize,
    height: layout.tileSize,
  };
}
