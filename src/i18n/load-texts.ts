import type { CatalogShape } from './translator.ts';

/**
 * The platform's texts about load: what a player is told when the bot has much to do (see
 * `CATALOG` in catalog.ts for the tone; merged into it).
 */
export const LOAD_TEXTS = {
  'load.busySaved': {
    fr: 'Beaucoup de parties en cours : ton coup est bien enregistré, les images suivent dans un instant.',
    en: 'Lots of games going on: your move is saved, the pictures follow in a moment.',
  },
} as const satisfies CatalogShape;
