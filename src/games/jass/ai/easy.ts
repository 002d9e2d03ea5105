/** The easy AI: a random playable card, a random call among the six (and sometimes a pass). */
import { MODES } from '../engine/cards.ts';
import { callAction, type JassAction } from '../engine/record.ts';
import type { Random } from '../../random.ts';
import type { JassView } from '../engine/view.ts';

/** The easy AI's action for the seat of the view. */
export function easyAction(view: JassView, random: Random): JassAction {
  if (view.phase === 'trump') {
    // The leader passes one time in five; the partner must name a call.
    if (!view.passed && random.int(5) === 0) return { type: 'pass' };
    return callAction(random.pick(MODES));
  }
  return { type: 'play', card: random.pick(view.playable) };
}
