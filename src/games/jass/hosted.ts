import type { GamePlugin } from '../../bot/hosting.ts';
import { JASS_DISCORD } from './discord/index.ts';
import { jass } from './index.ts';

/** Jass as the platform hosts it: its module, its Discord side, and what its worker threads load by URL. */
export const JASS: GamePlugin = {
  module: jass,
  discord: JASS_DISCORD,
  workers: {
    painting: new URL('./render/painters.ts', import.meta.url).href,
    ai: new URL('./ai-module.ts', import.meta.url).href,
  },
};
