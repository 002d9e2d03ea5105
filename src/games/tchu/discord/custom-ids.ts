/**
 * tCHu's own custom ids: the Play button and the steps of a turn in the player's panel. Every
 * code starts with t and every kind with `tchu-`, so they never meet another game's; every one
 * carries the move number it was drawn for, so a stale click is refused.
 */
import type { IdSpec } from '../../../bot/custom-id.ts';
import { MOVE_FIELD, type IdField } from '../../../bot/custom-id-fields.ts';

/** The parts of the panel a button opens without playing anything. */
export const PANEL_PAGES = ['main', 'cards', 'routes'] as const;
/** A part of the panel. */
export type PanelPage = (typeof PANEL_PAGES)[number];

declare module '../../../bot/custom-id.ts' {
  interface GameCustomIds {
    'tchu-play': { readonly kind: 'tchu-play'; readonly gameId: string; readonly move: number };
    'tchu-open': { readonly kind: 'tchu-open'; readonly gameId: string; readonly move: number; readonly page: PanelPage };
    'tchu-tickets': { readonly kind: 'tchu-tickets'; readonly gameId: string; readonly move: number };
    'tchu-keep': { readonly kind: 'tchu-keep'; readonly gameId: string; readonly move: number };
    'tchu-card': { readonly kind: 'tchu-card'; readonly gameId: string; readonly move: number; readonly slot: number };
    'tchu-station': { readonly kind: 'tchu-station'; readonly gameId: string; readonly move: number; readonly part: number };
    'tchu-route': { readonly kind: 'tchu-route'; readonly gameId: string; readonly move: number };
    'tchu-pay': { readonly kind: 'tchu-pay'; readonly gameId: string; readonly move: number; readonly route: number };
    'tchu-payone': { readonly kind: 'tchu-payone'; readonly gameId: string; readonly move: number; readonly route: number };
    'tchu-extra': { readonly kind: 'tchu-extra'; readonly gameId: string; readonly move: number; readonly option: number };
    'tchu-giveup': { readonly kind: 'tchu-giveup'; readonly gameId: string; readonly move: number };
    'tchu-pass': { readonly kind: 'tchu-pass'; readonly gameId: string; readonly move: number };
  }
}

/** The slot of the deck in a card button (the face-up slots are 0 to 4). */
export const DECK_SLOT = 5;

const MOVE = ['move', MOVE_FIELD] as const;

/** tCHu's custom id specs. */
export const TCHU_CUSTOM_IDS: readonly IdSpec[] = [
  { kind: 'tchu-play', place: 'public', code: 'tp', fields: [MOVE] },
  { kind: 'tchu-open', place: 'panel', code: 'to', fields: [MOVE, ['page', { word: PANEL_PAGES }]] },
  { kind: 'tchu-tickets', place: 'panel', code: 'tt', fields: [MOVE] },
  { kind: 'tchu-keep', place: 'panel', code: 'tk', fields: [MOVE] },
  { kind: 'tchu-card', place: 'panel', code: 'tc', fields: [MOVE, ['slot', { int: [0, DECK_SLOT] } satisfies IdField]] },
  { kind: 'tchu-station', place: 'panel', code: 'ts', fields: [MOVE, ['part', { int: [0, 3] } satisfies IdField]] },
  { kind: 'tchu-route', place: 'panel', code: 'tr', fields: [MOVE] },
  { kind: 'tchu-pay', place: 'panel', code: 'ty', fields: [MOVE, ['route', { int: [0, 200] } satisfies IdField]] },
  { kind: 'tchu-payone', place: 'panel', code: 'tq', fields: [MOVE, ['route', { int: [0, 200] } satisfies IdField]] },
  { kind: 'tchu-extra', place: 'panel', code: 'ta', fields: [MOVE, ['option', { int: [0, 30] } satisfies IdField]] },
  { kind: 'tchu-giveup', place: 'panel', code: 'tg', fields: [MOVE] },
  { kind: 'tchu-pass', place: 'panel', code: 'tx', fields: [MOVE] },
];
