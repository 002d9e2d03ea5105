import type { GamePlugin } from '../../bot/hosting.ts';
import { CHACUN_DISCORD } from './discord/index.ts';
import { chacun } from './index.ts';

/** ChaCuN as the platform hosts it: its module, its Discord side, and what its worker threads load by URL. */
export const CHACUN: GamePlugin = {
  module: chacun,
  discord: CHACUN_DISCORD,
  workers: {
    painting: new URL('./render/painters.ts', import.meta.url).href,
    ai: new URL('./ai-module.ts', import.meta.url).href,
  },
};
