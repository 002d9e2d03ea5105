/**
 * Scrabble's own custom ids: the Play button, the rack panel's buttons and menu, the word form,
 * the preview's Confirm, the confirmation of a pass, and the table judge's verdicts. Codes start with `s`, kinds with
 * `scrabble-`; every one carries the move number, so a stale click is refused.
 */
import type { IdSpec } from '../../../bot/custom-id.ts';
import { MOVE_FIELD, type IdField } from '../../../bot/custom-id-fields.ts';

declare module '../../../bot/custom-id.ts' {
  interface GameCustomIds {
    'scrabble-play': { readonly kind: 'scrabble-play'; readonly gameId: string; readonly move: number };
    'scrabble-word': { readonly kind: 'scrabble-word'; readonly gameId: string; readonly move: number; readonly order?: number };
    'scrabble-form': { readonly kind: 'scrabble-form'; readonly gameId: string; readonly move: number; readonly order?: number };
    'scrabble-confirm': {
      readonly kind: 'scrabble-confirm';
      readonly gameId: string;
      readonly move: number;
      readonly at: number;
      readonly w0: number;
      readonly w1: number;
      readonly w2: number;
      readonly w3: number;
      readonly w4: number;
    };
    'scrabble-swap': { readonly kind: 'scrabble-swap'; readonly gameId: string; readonly move: number; readonly order?: number };
    'scrabble-swapok': { readonly kind: 'scrabble-swapok'; readonly gameId: string; readonly move: number; readonly tiles: number };
    'scrabble-pass': { readonly kind: 'scrabble-pass'; readonly gameId: string; readonly move: number; readonly order?: number };
    'scrabble-passok': { readonly kind: 'scrabble-passok'; readonly gameId: string; readonly move: number };
    'scrabble-shuffle': { readonly kind: 'scrabble-shuffle'; readonly gameId: string; readonly move: number; readonly order: number };
    'scrabble-back': { readonly kind: 'scrabble-back'; readonly gameId: string; readonly move: number; readonly order?: number };
    'scrabble-judge': { readonly kind: 'scrabble-judge'; readonly gameId: string; readonly move: number; readonly verdict: 'accept' | 'challenge' };
  }
}

/** A start square and direction: row × 15 + column, plus 225 for a word down. */
export const AT_FIELD: IdField = { int: [0, 449] };
/** Three letters of a word, base 53 (0 none, 1–26 A–Z, 27–52 a blank's a–z). */
export const LETTERS_FIELD: IdField = { int: [0, 53 ** 3 - 1] };
/** Tiles of the rack, one bit each (index in the rack's stored order). */
export const TILES_FIELD: IdField = { int: [1, 127] };
/** A rack order: the index of a permutation of up to seven tiles. */
export const ORDER_FIELD: IdField = { int: [0, 5039] };
/**
 * The rack order of the panel a control leads away from, for Back to show it again; absent on
 * ids written before it was carried (the panel then shows the rack as dealt).
 */
const PANEL_ORDER_FIELD: IdField = { int: [0, 5039], optional: true };

/** Scrabble's custom id specs. */
export const SCRABBLE_CUSTOM_IDS: readonly IdSpec[] = [
  { kind: 'scrabble-play', place: 'public', code: 'sp', fields: [['move', MOVE_FIELD]] },
  { kind: 'scrabble-word', place: 'panel', code: 'sw', fields: [['move', MOVE_FIELD], ['order', PANEL_ORDER_FIELD]] },
  { kind: 'scrabble-form', place: 'panel', code: 'sf', fields: [['move', MOVE_FIELD], ['order', PANEL_ORDER_FIELD]] },
  {
    kind: 'scrabble-confirm',
    place: 'panel',
    code: 'sc',
    fields: [['move', MOVE_FIELD], ['at', AT_FIELD], ['w0', LETTERS_FIELD], ['w1', LETTERS_FIELD], ['w2', LETTERS_FIELD], ['w3', LETTERS_FIELD], ['w4', LETTERS_FIELD]],
  },
  { kind: 'scrabble-swap', place: 'panel', code: 'ss', fields: [['move', MOVE_FIELD], ['order', PANEL_ORDER_FIELD]] },
  { kind: 'scrabble-swapok', place: 'panel', code: 'sy', fields: [['move', MOVE_FIELD], ['tiles', TILES_FIELD]] },
  { kind: 'scrabble-pass', place: 'panel', code: 'sn', fields: [['move', MOVE_FIELD], ['order', PANEL_ORDER_FIELD]] },
  { kind: 'scrabble-passok', place: 'panel', code: 'sk', fields: [['move', MOVE_FIELD]] },
  { kind: 'scrabble-shuffle', place: 'panel', code: 'sh', fields: [['move', MOVE_FIELD], ['order', ORDER_FIELD]] },
  { kind: 'scrabble-back', place: 'panel', code: 'sb', fields: [['move', MOVE_FIELD], ['order', PANEL_ORDER_FIELD]] },
  { kind: 'scrabble-judge', place: 'public', code: 'sj', fields: [['move', MOVE_FIELD], ['verdict', { word: ['accept', 'challenge'] }]] },
];
