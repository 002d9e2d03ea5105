import type { GamePlugin } from '../../bot/hosting.ts';
import { SCRABBLE_DISCORD } from './discord/index.ts';
import { scrabble } from './index.ts';

/** Scrabble as the platform hosts it: its module, its Discord side, and what its worker threads load by URL. */
export const SCRABBLE: GamePlugin = {
  module: scrabble,
  discord: SCRABBLE_DISCORD,
  workers: {
    painting: new URL('./render/painters.ts', import.meta.url).href,
    ai: new URL('./ai-module.ts', import.meta.url).href,
  },
};
