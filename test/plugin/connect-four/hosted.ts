import type { GamePlugin } from '../../../src/bot/hosting.ts';
import { CONNECT_FOUR_DISCORD } from './discord/index.ts';
import { connectFour } from './index.ts';

/** Connect Four as the platform hosts it: its module, its Discord side, and what its worker threads load by URL. */
export const CONNECT_FOUR: GamePlugin = {
  module: connectFour,
  discord: CONNECT_FOUR_DISCORD,
  workers: {
    painting: new URL('./painting.ts', import.meta.url).href,
    ai: new URL('./ai.ts', import.meta.url).href,
  },
};
