import { ensureFonts } from '../../../render/fonts.ts';

/**
 * Scrabble's renderer: pure functions from states to PNG images (no Discord here): the board,
 * a rack, the preview of a move, and the end of a game (ranking over the final board).
 */
export { BOARD_SIDE, boardLayout } from './board.ts';
export { RACK_SIDE, renderBoard, renderEnd, renderPreview, renderRack } from './images.ts';
export { bestPlays, endOrder, lastPlaySquares } from './moves.ts';

/** Registers the fonts ahead of time, so that the first image a player waits for is as quick as the next. */
export function warmUpRenderer(): void {
  ensureFonts();
}
