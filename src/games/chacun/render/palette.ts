import type { PlayerColor } from '../engine/basics.ts';

/** Colours of the terrain, chosen so that meadow, forest and water never look alike. */
export const TERRAIN = {
  meadow: '#b8d77f',
  meadowTuft: '#8db457',
  forest: '#2f6a34',
  forestCrowns: ['#3f8a40', '#4a9646', '#367c39'],
  forestCrownLight: '#66ad55',
  forestCrownEdge: '#1d4622',
  border: '#3d2f1f',
  hedge: '#d8bf86',
  water: '#3d95dc',
  waterBank: '#1f5f99',
  waterLight: '#a6d5f5',
  lake: '#2f84cf',
} as const;

/** The board's background, behind and between the tiles. */
export const BACKGROUND = '#ece3cf';
/** Ink for text and outlines. */
export const INK = '#2a2420';
/** Mark of the tiles of the newest scoring event. */
export const SCORE_MARK = '#ffcc1a';

/** Each player's colour as drawn. */
export const PLAYER_FILL: { readonly [C in PlayerColor]: string } = {
  RED: '#e0312b',
  BLUE: '#2167d8',
  GREEN: '#27a844',
  YELLOW: '#f6c915',
  PURPLE: '#9b3fc4',
};

/** A darker shade of each player's colour, for outlines. */
export const PLAYER_DARK: { readonly [C in PlayerColor]: string } = {
  RED: '#7d1411',
  BLUE: '#0f3577',
  GREEN: '#0f5a22',
  YELLOW: '#7a6000',
  PURPLE: '#4f1668',
};

/** Text colour that reads on each player's colour. */
export const PLAYER_TEXT: { readonly [C in PlayerColor]: string } = {
  RED: '#ffffff',
  BLUE: '#ffffff',
  GREEN: '#ffffff',
  YELLOW: '#2a2420',
  PURPLE: '#ffffff',
};
