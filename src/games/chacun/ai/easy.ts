import type { Action } from '../engine/actions.ts';
import { PLAYER_COLORS } from '../engine/basics.ts';
import { type GameState } from '../engine/game.ts';
import type { Random } from '../../random.ts';
import { zoneById } from '../engine/tiles.ts';
import { legalActions, midTurn, play } from './turn-plans.ts';

/** Points the current player gains by a placement if they then take nothing back and put no occupant. */
function immediateGain(state: GameState, action: Action, colorIndex: number): number {
  let next = play(state, action);
  while (midTurn(next)) next = play(next, next.nextAction === 'RETAKE_PAWN' ? { type: 'retake', zone: null } : { type: 'occupy', occupant: null });
  return next.points[colorIndex] - state.points[colorIndex];
}

/** How much a beginner likes putting an occupant on a zone: forests and meadows with animals first. */
function occupantLiking(action: Action): number {
  if (action.type !== 'occupy' || action.occupant === null) return 0;
  const zone = zoneById(action.occupant.zone);
  if (action.occupant.kind === 'HUT') return 1;
  switch (zone?.type) {
    case 'forest':
      return 2;
    case 'meadow':
      return zone.animals.length > 0 ? 2 : 0.5;
    default:
      return 1;
  }
}

function weightedPick<T>(items: readonly T[], weights: readonly number[], random: Random): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random.next() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

/**
 * A beginner: places the tile where it scores at once if it can (otherwise anywhere), puts an
 * occupant more often than not on a zone that looks promising from the tile alone, and takes a
 * pawn back with the shaman half of the time. It looks no further than the tile in hand.
 */
export function easyAction(state: GameState, random: Random): Action {
  const actions = legalActions(state);
  const me = PLAYER_COLORS.indexOf(state.players[state.current]);
  switch (state.nextAction) {
    case 'PLACE_TILE': {
      let best = actions[0];
      let bestScore = -Infinity;
      for (const action of actions) {
        const score = immediateGain(state, action, me) + 2 * random.next();
        if (score > bestScore) {
          bestScore = score;
          best = action;
        }
      }
      return best;
    }
    case 'OCCUPY_TILE': {
      if (actions.length === 1 || random.next() < 0.4) return actions[0];
      const options = actions.slice(1);
      return weightedPick(options, options.map(occupantLiking), random);
    }
    default:
      return random.next() < 0.5 ? actions[0] : random.pick(actions.slice(1));
  }
}
