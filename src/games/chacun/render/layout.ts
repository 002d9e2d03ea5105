import { REACH, type Pos } from '../engine/basics.ts';
import type { Board } from '../engine/board.ts';
import { PHONE_WIDTH } from '../../../render/phone.ts';

/** Largest side of an image, in pixels, unless told otherwise. */
export const DEFAULT_MAX_SIDE = 2000;
/** Side of a tile on a small board, in pixels. */
export const MAX_TILE_SIZE = 144;
/** Smallest side of a tile on a board image, in pixels. */
export const MIN_TILE_SIZE = 40;
/** Same, on a board image too large for its tiles to read on a phone (an overview, whose close-up is an image of its own). */
const MIN_OVERVIEW_TILE_SIZE = 24;
// The panel is designed in "phone pixels" (of PHONE_WIDTH, the width Discord shows an image at on a
// phone): one of them is `panelUnit` image pixels, so that its texts keep their size once the whole
// image is shrunk to that width, however large the board is.
export { PHONE_WIDTH };
/** Smallest width of a board image, so that a small board keeps a readable panel on a computer too. */
export const MIN_IMAGE_WIDTH = 780;
/** Width of the panel beside the board, in phone pixels. */
export const PANEL_WIDTH_RIGHT = 150;
/** Font sizes of the panel, in phone pixels: none under 9, so that they read on a phone. */
export const PANEL_FONTS = { name: 11, points: 14, small: 9, title: 10, deckCount: 12 } as const;
/** Geometry of the panel, in phone pixels: padding, left side (room for the current player's arrow), cells (a player or the decks), the title over the tile. */
export const PANEL_BOX = { pad: 8, left: 11, cell: 34, gap: 4, title: 26, tileBelow: 76, tileBlockBelow: 96 } as const;

/** Side of the tile shown in the panel beside the board, in phone pixels. */
export const PANEL_TILE_RIGHT = PANEL_WIDTH_RIGHT - PANEL_BOX.left - PANEL_BOX.pad - 12;

/** Smallest text on a board image, in phone pixels (a hair over 9, for rounding). */
export const LEGIBLE_PX = 9.3;
/** Tiles shown across and down by a board's close-up. */
export const CLOSEUP_COLUMNS = 5;
export const CLOSEUP_ROWS = 3;

/** Font size of a board's column and row labels on an image where `unit` image pixels make a phone pixel. */
function labelPxFor(unit: number): number {
  return Math.max(13, LEGIBLE_PX * unit);
}

/** Width of the bands that hold the labels around the tiles, for labels of a size (two digits and some room). */
function marginFor(labelPx: number): number {
  return Math.max(30, Math.ceil(labelPx * 1.5));
}

/** The close-up of `width` pixels: its labels' size, the bands that hold them, its tiles' side and its height. */
export function closeupGeometry(width: number): { labelPx: number; margin: number; tileSize: number; height: number } {
  const labelPx = labelPxFor(width / PHONE_WIDTH);
  const margin = marginFor(labelPx);
  const tileSize = Math.floor((width - 2 * margin) / CLOSEUP_COLUMNS);
  return { labelPx, margin, tileSize, height: 2 * margin + CLOSEUP_ROWS * tileSize };
}

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
  /** Font size of the column and row labels, in image pixels (9 px or more on a phone). */
  readonly labelPx: number;
  readonly panel: Rect;
  readonly panelSide: 'right' | 'below';
  /** Image pixels per phone pixel in the panel: the image's width over {@link PHONE_WIDTH}. */
  readonly panelUnit: number;
  readonly width: number;
  readonly height: number;
}

/** Height of the panel beside the board, in phone pixels: a cell per player, one for the decks, a title and maybe a tile. */
export function panelHeightRight(players: number, showsTile = true): number {
  const { pad, cell, gap, title } = PANEL_BOX;
  return pad + (players + 1) * (cell + gap) + 2 + title + (showsTile ? PANEL_TILE_RIGHT + 6 : 0) + pad;
}

/** Rows of cells (players, then the decks) in two columns in the band under the board. */
export function rowsBelow(players: number): number {
  return Math.ceil((players + 1) / 2);
}

/** Height of the band under the board, in phone pixels: the cells, or the title and maybe a tile beside them. */
export function panelHeightBelow(players: number, showsTile = true): number {
  const { pad, cell, gap, title, tileBelow } = PANEL_BOX;
  return Math.max(pad + rowsBelow(players) * (cell + gap) - gap + pad, pad + title + (showsTile ? tileBelow + 6 : 0) + pad);
}

/** Width of a board's close-up image: five tiles of `MAX_TILE_SIZE` (144) and two label bands of 30 px. */
export const CLOSEUP_IMAGE_WIDTH = 5 * 144 + 2 * 30;

/**
 * The layout of a board image: cropped to the tiles and their ring, tiles as large as the size limit allows.
 * Without a tile in the panel (the game is over), the panel is shorter. An `overview` (a board
 * whose close-up, an image of its own, shows some tiles large) may have smaller tiles.
 */
export function boardLayout(board: Board, players: number, maxSide = DEFAULT_MAX_SIDE, showsTile = true, overview = false): BoardLayout {
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
  const minWidth = Math.min(MIN_IMAGE_WIDTH, maxSide);
  // The panel grows with the image, the image with the tiles: the largest tile size (a multiple of 4, so that
  // painted tiles are found in the cache more often) whose image keeps within the size limit is taken.
  const right = (tileSize: number, margin: number): BoardLayout => {
    const boardWidth = 2 * margin + cols * tileSize;
    const boardHeight = 2 * margin + rows * tileSize;
    const width = Math.max(minWidth, Math.ceil((boardWidth * PHONE_WIDTH) / (PHONE_WIDTH - PANEL_WIDTH_RIGHT)));
    const unit = width / PHONE_WIDTH;
    const height = Math.max(boardHeight, Math.ceil(panelHeightRight(players, showsTile) * unit));
    return {
      minX,
      maxX,
      minY,
      maxY,
      tileSize,
      margin,
      labelPx: labelPxFor(unit),
      originX: margin,
      originY: margin + Math.floor((height - boardHeight) / 2),
      panel: { x: boardWidth, y: 0, width: width - boardWidth, height },
      panelSide: 'right',
      panelUnit: unit,
      width,
      height,
    };
  };
  const below = (tileSize: number, margin: number): BoardLayout => {
    const boardWidth = 2 * margin + cols * tileSize;
    const boardHeight = 2 * margin + rows * tileSize;
    const width = Math.max(minWidth, boardWidth);
    const unit = width / PHONE_WIDTH;
    const bandHeight = Math.ceil(panelHeightBelow(players, showsTile) * unit);
    return {
      minX,
      maxX,
      minY,
      maxY,
      tileSize,
      margin,
      labelPx: labelPxFor(unit),
      originX: margin + Math.floor((width - boardWidth) / 2),
      originY: margin,
      panel: { x: 0, y: boardHeight, width, height: bandHeight },
      panelSide: 'below',
      panelUnit: unit,
      width,
      height: boardHeight + bandHeight,
    };
  };
  // The label bands widen with the image (labels keep their size on a phone), which widens the image a little.
  const withLabels = (make: (tileSize: number, margin: number) => BoardLayout, tileSize: number): BoardLayout => {
    let layout = make(tileSize, marginFor(13));
    for (let i = 0; i < 4 && marginFor(layout.labelPx) > layout.margin; i++) layout = make(tileSize, marginFor(layout.labelPx));
    return layout;
  };
  const smallest = overview ? MIN_OVERVIEW_TILE_SIZE : MIN_TILE_SIZE;
  const largest = (make: (tileSize: number, margin: number) => BoardLayout): BoardLayout => {
    for (let tileSize = MAX_TILE_SIZE; tileSize > smallest; tileSize -= 4) {
      const layout = withLabels(make, tileSize);
      if (layout.width <= maxSide && layout.height <= maxSide) return layout;
    }
    return withLabels(make, smallest);
  };
  const onRight = largest(right);
  const underneath = largest(below);
  // Larger tiles first; at equal tiles, the smaller image (shown larger on a phone).
  if (onRight.tileSize !== underneath.tileSize) return onRight.tileSize > underneath.tileSize ? onRight : underneath;
  return onRight.width * onRight.height < underneath.width * underneath.height ? onRight : underneath;
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
