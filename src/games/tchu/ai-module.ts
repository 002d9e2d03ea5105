import type { GameAi } from '../game.ts';
import { planHard } from './ai/hard.ts';
import { AI_LEVELS, planAction, type AiLevel } from './ai/plan.ts';
import type { Action } from './engine/state.ts';
import type { SeatView } from './engine/view.ts';

/** Names given to tCHu's AI players, in order: Swiss railway pioneers and engineers. */
export const AI_NAMES = ['Alfred Escher', 'Louis Favre', 'Carl Roman Abt', 'Niklaus Riggenbach', 'Eduard Locher'] as const;

/**
 * tCHu's AI players: they decide from their seat's view alone (own cards and tickets, the
 * public board), never the other hand, tickets or deck order. A turn is planned one action at
 * a time where the next step depends on cards not seen yet (a refilled slot, drawn tickets, a
 * tunnel's cards): the platform asks again while the seat is still to act.
 */
export const aiPlayers: GameAi<Action, SeatView> = {
  levels: AI_LEVELS,
  defaultLevel: 'normal',
  names: AI_NAMES,
  planTurn(view, seat, level) {
    if (view.seat !== seat) throw new Error(`the view is ${view.seat}'s, not ${seat}'s`);
    if (!view.toAct.includes(seat)) throw new Error(`${seat} is not to act`);
    if (!(AI_LEVELS as readonly string[]).includes(level)) throw new Error(`unknown AI level ${level}`);
    return [level === 'hard' ? planHard(view) : planAction(view, level as AiLevel)];
  },
};
