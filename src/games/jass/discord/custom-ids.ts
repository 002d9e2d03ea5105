/**
 * Jass's own custom ids: the Play button of a turn message ("My hand"), and the buttons of the
 * player's hand panel (a card, a call, pass). Each carries the move number it was made for, so
 * a click on an old panel is refused by the platform.
 */
import type { IdSpec } from '../../../bot/custom-id.ts';
import { MOVE_FIELD, type IdField } from '../../../bot/custom-id-fields.ts';
import { MODES } from '../engine/cards.ts';

declare module '../../../bot/custom-id.ts' {
  interface GameCustomIds {
    'jass-play': { readonly kind: 'jass-play'; readonly gameId: string; readonly move: number };
    'jass-card': { readonly kind: 'jass-card'; readonly gameId: string; readonly move: number; readonly card: number };
    'jass-trump': { readonly kind: 'jass-trump'; readonly gameId: string; readonly move: number; readonly suit: string };
    'jass-pass': { readonly kind: 'jass-pass'; readonly gameId: string; readonly move: number };
  }
}

/** A card as its index in `DECK` (0–35). */
const CARD: IdField = { int: [0, 35] };
/** A call: a suit letter, or obenabe or undenufe (the field kept its name `suit` from before, so old buttons still read). */
const SUIT: IdField = { word: [...MODES] };

/** Jass's custom id specs (codes all start with j). */
export const JASS_CUSTOM_IDS: readonly IdSpec[] = [
  { kind: 'jass-play', place: 'public', code: 'jp', fields: [['move', MOVE_FIELD]] },
  { kind: 'jass-card', place: 'panel', code: 'jc', fields: [['move', MOVE_FIELD], ['card', CARD]] },
  { kind: 'jass-trump', place: 'panel', code: 'jt', fields: [['move', MOVE_FIELD], ['suit', SUIT]] },
  { kind: 'jass-pass', place: 'panel', code: 'jx', fields: [['move', MOVE_FIELD]] },
];
