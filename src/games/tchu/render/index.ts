import { ensureFonts } from '../../../render/fonts.ts';
import { stationLabels } from './layout.ts';

/**
 * tCHu's renderer: pure functions from engine states to PNG images (no Discord here): the
 * public map with the cards on the table and the players, one player's private cards and
 * tickets, and the end with the final scoring.
 */
export { drawBoardImage, drawMap, renderBoard, STATUS_HEIGHT, type MapMarks, type RenderOptions } from './map.ts';
export { drawHandImage, renderHand } from './hand.ts';
export { drawEndImage, finalRows, renderEnd, type FinalRow } from './end.ts';
export { IMAGE_WIDTH, MAP_HEIGHT, ROUTE_CARS, STATION_POINTS, stationLabels, type Box, type StationLabel } from './layout.ts';
export { SEAT_STYLE, CARD_FILL } from './palette.ts';

/** Registers the fonts and places the station names, so that the first image is quick. */
export function warmUpRenderer(): void {
  ensureFonts();
  stationLabels('fr');
  stationLabels('en');
}
