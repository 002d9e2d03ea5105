import type { Premium } from '../engine/board.ts';

/** Letters and numbers on tiles. */
export const INK = '#1d1a16';
/** Row and column labels around the board. */
export const LABEL_INK = '#f4efe2';
/** Behind the labels. */
export const BOARD_EDGE = '#24463a';
/** An ordinary square. */
export const BOARD_BACKGROUND = '#e6dcc3';
/** Lines between squares. */
export const GRID = '#fbf7ec';
/** Behind the rack and the ranking. */
export const PANEL_BACKGROUND = '#24463a';
/** Text on the panels. */
export const PANEL_INK = '#f4efe2';
/** Secondary text on the panels. */
export const PANEL_MUTED = '#b9cbbf';

/**
 * Premium squares: word premiums warm (red, pink), letter premiums cool (blue, light blue), triple
 * dark and double light, so that the kinds differ in hue and in lightness (red–green colour
 * blindness keeps them apart); each also carries its label.
 */
export const PREMIUM_FILL: Readonly<Record<Exclude<Premium, 'normal'>, string>> = {
  'triple word': '#c2362b',
  'double word': '#f2a7a0',
  'triple letter': '#1f5f9e',
  'double letter': '#a9d2ee',
};

/** The label's colour on each premium square. */
export const PREMIUM_INK: Readonly<Record<Exclude<Premium, 'normal'>, string>> = {
  'triple word': '#ffffff',
  'double word': '#6b1d16',
  'triple letter': '#ffffff',
  'double letter': '#133b63',
};

/** How a tile looks: its face, a blank's face and letter, its shadow, and the frame around its move. */
export interface TileLook {
  readonly fill: string;
  readonly blankFill: string;
  readonly blankInk: string;
  readonly shadow: string;
  readonly frame: string;
}

/** Tiles already played, the new tiles of the last move, of a preview, and of a move awaiting judgement. */
export const TILE: Readonly<Record<'normal' | 'last' | 'preview' | 'pending', TileLook>> = {
  normal: { fill: '#f1d9a0', blankFill: '#fbf3df', blankInk: '#1f5f9e', shadow: '#9c7f45', frame: '#000000' },
  last: { fill: '#ffc94a', blankFill: '#ffe9ad', blankInk: '#1f5f9e', shadow: '#9c6f12', frame: '#e8590c' },
  preview: { fill: '#9ee6b4', blankFill: '#dcf7e4', blankInk: '#1f5f9e', shadow: '#3d8a57', frame: '#1b7a3a' },
  pending: { fill: '#d7c4f5', blankFill: '#efe6fc', blankInk: '#1f5f9e', shadow: '#6d55a0', frame: '#6a3fb5' },
};
