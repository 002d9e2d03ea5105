import type { GamePlugin } from '../../bot/hosting.ts';
import { TCHU_DISCORD } from './discord/index.ts';
import { tchu } from './index.ts';

/** tCHu as the platform hosts it: its module, its Discord side, and what its worker threads load by URL. */
export const TCHU: GamePlugin = {
  module: tchu,
  discord: TCHU_DISCORD,
  workers: {
    painting: new URL('./render/painters.ts', import.meta.url).href,
    ai: new URL('./ai-module.ts', import.meta.url).href,
  },
};
