/** Jass's images: the table everyone sees, a player's hand, and the points turn by turn at the end. */
import { ensureFonts } from '../../../render/fonts.ts';

export { JASS_COLORS } from './cards.ts';
export { renderTable, TABLE_HEIGHT, TABLE_WIDTH } from './table.ts';
export { handSize, renderHand } from './hand.ts';
export { crownedTeam, endSize, renderEndOfGame, turnRows } from './end.ts';

/** Loads what the first image needs (the fonts), so that the first player does not wait for it. */
export function warmUpJassRenderer(): void {
  ensureFonts();
}
