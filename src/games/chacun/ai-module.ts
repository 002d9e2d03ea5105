import type { GameAi } from '../game.ts';
import { AI_LEVELS } from './ai/index.ts';
import { planTurnOfRecord } from './ai/record-turn.ts';
import type { Action } from './engine/actions.ts';
import { currentPlayer } from './engine/game.ts';
import { replay, type GameRecord } from './engine/record.ts';

/** Names given to ChaCuN's AI players, in order: famous finds of early humans and their ancestors. */
export const AI_NAMES = ['Ötzi', 'Lucy', 'Toumaï', 'Ardi', 'Selam', 'Kennewick', 'Turkana'] as const;

/**
 * ChaCuN's AI players (src/games/chacun/ai): they see the board, the occupants, the points, the
 * tile in hand and the deck sizes, never the order of the decks (the AI replaces them by a
 * guess before deciding).
 */
export const aiPlayers: GameAi<Action, GameRecord> = {
  // The view is the record with the undrawn tiles sorted (chacunRules.seatView).
  levels: AI_LEVELS,
  defaultLevel: 'normal',
  names: AI_NAMES,
  planTurn(view, seat, level, options) {
    const record = view;
    const { state, error } = replay(record);
    if (error !== null) throw new Error(`record refused at action ${error.actionIndex}: ${error.code}`);
    if (currentPlayer(state) !== seat) throw new Error(`${seat} is not to play`);
    if (!(AI_LEVELS as readonly string[]).includes(level)) throw new Error(`unknown AI level ${level}`);
    return planTurnOfRecord(record, level as (typeof AI_LEVELS)[number], options);
  },
};
