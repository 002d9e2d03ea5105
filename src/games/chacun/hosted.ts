import type { GamePlugin } from '../../bot/hosting.ts';
import { moduleBeside } from '../../modules.ts';
import { CHACUN_DISCORD } from './discord/index.ts';
import { chacun } from './index.ts';

/** ChaCuN as the platform hosts it: its module, its Discord side, and what its worker threads load by URL. */
export const CHACUN: GamePlugin = {
  module: chacun,
  discord: CHACUN_DISCORD,
  workers: {
    painting: moduleBeside('./render/painters.ts', import.meta.url),
    ai: moduleBeside('./ai-module.ts', import.meta.url),
  },
};
