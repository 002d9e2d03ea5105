/** Player colours, in play-order priority (also the order of every per-colour list). */
export const PLAYER_COLORS = ['RED', 'BLUE', 'GREEN', 'YELLOW', 'PURPLE'] as const;
/** A player's colour. */
export type PlayerColor = (typeof PLAYER_COLORS)[number];

/** The four directions, clockwise from north. */
export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const;
/** A direction on the board (x grows to the east, y to the south). */
export type Direction = (typeof DIRECTIONS)[number];

/** The four rotations of a tile, by quarter turns clockwise. */
export const ROTATIONS = ['NONE', 'RIGHT', 'HALF_TURN', 'LEFT'] as const;
/** A rotation of a tile. */
export type Rotation = (typeof ROTATIONS)[number];

/** Pawns each player owns. */
export const PAWNS_PER_PLAYER = 5;
/** Huts each player owns. */
export const HUTS_PER_PLAYER = 3;

/** Distance from the centre cell to the border of the 25×25 board. */
export const REACH = 12;
/** Width (and height) of the board in cells. */
export const BOARD_SIZE = 2 * REACH + 1;
/** Number of cells of the board. */
export const CELL_COUNT = BOARD_SIZE * BOARD_SIZE;

/** A position on the board; the start tile is at (0, 0). */
export interface Pos {
  readonly x: number;
  readonly y: number;
}

/** Colour index (0..4) of a colour. */
export function colorIndex(color: PlayerColor): number {
  return PLAYER_COLORS.indexOf(color);
}

/** Rotation index (quarter turns clockwise) of a rotation. */
export function rotationIndex(rotation: Rotation): number {
  return ROTATIONS.indexOf(rotation);
}

/** Whether a position lies on the board. */
export function onBoard(x: number, y: number): boolean {
  return x >= -REACH && x <= REACH && y >= -REACH && y <= REACH;
}

/** Row-major cell index of an on-board position (the centre is 312). */
export function cellIndex(x: number, y: number): number {
  return (y + REACH) * BOARD_SIZE + (x + REACH);
}

/** Position of a cell index. */
export function cellPos(cell: number): Pos {
  return { x: (cell % BOARD_SIZE) - REACH, y: Math.floor(cell / BOARD_SIZE) - REACH };
}

/** x offsets of the neighbours in directions N, E, S, W. */
export const DX = [0, 1, 0, -1] as const;
/** y offsets of the neighbours in directions N, E, S, W. */
export const DY = [-1, 0, 1, 0] as const;
/** Cell-index offsets of the neighbours in directions N, E, S, W. */
export const DCELL = [-BOARD_SIZE, 1, BOARD_SIZE, -1] as const;
