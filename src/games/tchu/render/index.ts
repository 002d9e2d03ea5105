import { ensureFonts } from '../../../render/fonts.ts';
import { stationLabels } from './layout.ts';

/**
 * tCHu's renderer: pure functions from engine states to PNG images (no Discord here): the
 * public map with the cards on the table and the players, a close-up of the map around the route
 * a turn claimed, one player's private cards and tickets, and the end with the final scoring.
 */
export { renderBoard, renderStatus } from './map.ts';
export { CLOSEUP_HEIGHT, CLOSEUP_WIDTH, closeupView, renderCloseup } from './closeup.ts';
export { renderHand } from './hand.ts';
export { finalRows, renderEnd, renderScoring, scoringRows } from './end.ts';
export { IMAGE_WIDTH, MAP_HEIGHT, STATION_POINTS, stationLabels, type Box } from './layout.ts';
export { SEAT_STYLE } from './palette.ts';

/** Registers the fonts and places the station names, so that the first image is quick. */
export function warmUpRenderer(): void {
  ensureFonts();
  stationLabels('fr');
  stationLabels('en');
}
