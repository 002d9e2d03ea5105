import type { GamePlugin } from '../../bot/hosting.ts';
import { moduleBeside } from '../../modules.ts';
import { JASS_DISCORD } from './discord/index.ts';
import { jass } from './index.ts';

/** Jass as the platform hosts it: its module, its Discord side, and what its worker threads load by URL. */
export const JASS: GamePlugin = {
  module: jass,
  discord: JASS_DISCORD,
  workers: {
    painting: moduleBeside('./render/painters.ts', import.meta.url),
    ai: moduleBeside('./ai-module.ts', import.meta.url),
  },
};
