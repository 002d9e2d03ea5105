/**
 * Connect Four's own custom id: a column button of the public turn message. It carries the move
 * number it was made for, so that a click on an older turn message is refused by the platform.
 */
import type { IdSpec } from '../../../../src/bot/custom-id.ts';
import { MOVE_FIELD } from '../../../../src/bot/custom-id-fields.ts';
import { COLUMNS } from '../rules.ts';

declare module '../../../../src/bot/custom-id.ts' {
  interface GameCustomIds {
    'c4-drop': { readonly kind: 'c4-drop'; readonly gameId: string; readonly move: number; readonly column: number };
  }
}

/** Connect Four's custom id specs (its codes start with f, which no other game's do). */
export const CONNECT_FOUR_CUSTOM_IDS: readonly IdSpec[] = [{ kind: 'c4-drop', place: 'public', code: 'fd', fields: [['move', MOVE_FIELD], ['column', { int: [0, COLUMNS - 1] }]] }];
