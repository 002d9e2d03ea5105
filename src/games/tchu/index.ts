import type { GameModule } from '../game.ts';
import { aiPlayers } from './ai-module.ts';
import type { GameRecord } from './engine/record.ts';
import { randomGame } from './engine/simulate.ts';
import type { Action, Entry, GameState } from './engine/state.ts';
import { summarize } from './engine/summary.ts';
import type { SeatView } from './engine/view.ts';
import { tchuRules } from './rules.ts';

export { possibleAdditionalPayments, possiblePayments } from './engine/cards.ts';

/** tCHu, the Swiss Ticket to Ride of EPFL CS-108: two players build routes across Switzerland and its neighbours. */
export const tchu: GameModule<GameState, Action, Entry, GameRecord, SeatView> = {
  id: 'tchu',
  name: 'tCHu',
  rules: tchuRules,
  ai: aiPlayers,
  tools: {
    summary: (_record, state) => summarize(state),
    randomGame,
  },
};
