/**
 * ChaCuN's own custom ids: the Play button and the steps of a turn in the player's panel. Their
 * codes are those the bot has always written, so buttons already posted keep working.
 */
import type { IdSpec } from '../../../bot/custom-id.ts';
import { MOVE_FIELD, type IdField } from '../../../bot/custom-id-fields.ts';

declare module '../../../bot/custom-id.ts' {
  interface GameCustomIds {
    play: { readonly kind: 'play'; readonly gameId: string; readonly move: number };
    positions: { readonly kind: 'positions'; readonly gameId: string; readonly move: number; readonly page: number };
    page: { readonly kind: 'page'; readonly gameId: string; readonly move: number; readonly page: number };
    rotate: { readonly kind: 'rotate'; readonly gameId: string; readonly move: number; readonly x: number; readonly y: number; readonly rotation: number };
    place: { readonly kind: 'place'; readonly gameId: string; readonly move: number; readonly x: number; readonly y: number; readonly rotation: number };
    occupy: { readonly kind: 'occupy'; readonly gameId: string; readonly move: number; readonly choice: number };
    retake: { readonly kind: 'retake'; readonly gameId: string; readonly move: number; readonly choice: number };
  }
}

const PAGE: IdField = { int: [0, 100] };
/** A board coordinate: the board is 25 × 25 squares around the start tile. */
const COORDINATE: IdField = { int: [-12, 12] };
const ROTATION: IdField = { int: [0, 3] };
/** An occupant or pawn among those offered, or -1 for none. */
const CHOICE: IdField = { int: [-1, 30] };
const AT = [['move', MOVE_FIELD], ['x', COORDINATE], ['y', COORDINATE], ['rotation', ROTATION]] as const;

/** ChaCuN's custom id specs. */
export const CHACUN_CUSTOM_IDS: readonly IdSpec[] = [
  { kind: 'play', place: 'public', code: 'P', fields: [['move', MOVE_FIELD]] },
  { kind: 'positions', place: 'panel', code: 'S', fields: [['move', MOVE_FIELD], ['page', PAGE]] },
  { kind: 'page', place: 'panel', code: 'G', fields: [['move', MOVE_FIELD], ['page', PAGE]] },
  { kind: 'rotate', place: 'panel', code: 'R', fields: AT },
  { kind: 'place', place: 'panel', code: 'X', fields: AT },
  { kind: 'occupy', place: 'panel', code: 'O', fields: [['move', MOVE_FIELD], ['choice', CHOICE]] },
  { kind: 'retake', place: 'panel', code: 'T', fields: [['move', MOVE_FIELD], ['choice', CHOICE]] },
];
