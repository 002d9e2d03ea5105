import type { Card } from '../data/cards.ts';

/** Fill of each kind of card and of the routes of its colour. */
export const CARD_FILL: { readonly [C in Card]: string } = {
  BLACK: '#2b2b2b',
  VIOLET: '#8e4fc0',
  BLUE: '#2d7fd8',
  GREEN: '#2f9e46',
  YELLOW: '#f2cc1d',
  ORANGE: '#f08a1c',
  RED: '#d7322a',
  WHITE: '#fafafa',
  LOCOMOTIVE: '#888888',
};

/** The stripes of a locomotive card (it stands for every colour). */
export const LOCOMOTIVE_STRIPES = ['#d7322a', '#f08a1c', '#f2cc1d', '#2f9e46', '#2d7fd8', '#8e4fc0'] as const;

/** Fill of a grey route. */
export const GREY_ROUTE = '#a3a3a3';

/** Text drawn on a fill: dark on light fills, white on dark ones. */
export function inkOn(card: Card): string {
  return card === 'YELLOW' || card === 'WHITE' || card === 'ORANGE' || card === 'LOCOMOTIVE' ? '#1a1a1a' : '#ffffff';
}

/**
 * Each seat's colour and sign on the map: navy with round dots and magenta with diamonds, so
 * that owners differ by shape as much as by colour (colour-blind players, greyscale screens).
 */
export const SEAT_STYLE: Readonly<Record<string, { readonly fill: string; readonly sign: 'dot' | 'diamond'; readonly symbol: string }>> = {
  P1: { fill: '#1b2f7a', sign: 'dot', symbol: '●' },
  P2: { fill: '#d6147e', sign: 'diamond', symbol: '◆' },
};

/** Background of the map (land), the sea of the neighbours, ink and panels. */
export const MAP_BACKGROUND = '#eef1e6';
export const PANEL_BACKGROUND = '#fbfaf5';
export const INK = '#1a1a1a';
export const MUTED_INK = '#5a5a5a';
