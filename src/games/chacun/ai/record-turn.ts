/** ChaCuN's AI on a record: replays it and plans the turn of the player to move (what the bot's AI worker runs). */
import type { Action } from '../engine/actions.ts';
import { replay, type GameRecord } from '../engine/record.ts';
import { planTurn, type AiLevel, type AiOptions } from './index.ts';

/** The turn planned for a record's state, here (the worker's job, also the fallback of the main thread). */
export function planTurnOfRecord(record: GameRecord, level: AiLevel, options: AiOptions): Action[] {
  const replayed = replay(record);
  if (replayed.error !== null) throw new Error(`record refused at action ${replayed.error.actionIndex}: ${replayed.error.code}`);
  return planTurn(replayed.state, level, options);
}
