import { LONGEST_TRAIL_BONUS } from '../data/cards.ts';
import type { GameOutcome } from '../../game.ts';
import { longestTrail, ticketsPoints } from './scoring.ts';
import type { GameState } from './state.ts';

/** One player's score: claim points, ticket points (won and lost), the longest-trail bonus, and its trail's length. */
export interface Score {
  readonly routes: number;
  readonly tickets: number;
  readonly longestTrail: number;
  readonly trailLength: number;
  readonly total: number;
}

/** Every player's score as it would be if the game ended now (the final scoring once it is over). */
export function scores(state: GameState): Score[] {
  const trails = state.playerStates.map((ps) => longestTrail(ps.routes).length);
  const best = Math.max(...trails);
  return state.playerStates.map((ps, i) => {
    const tickets = ticketsPoints(ps.tickets, ps.routes);
    // A tie for the longest trail gives the bonus to everyone tied; no routes, no trail, no bonus.
    const bonus = best > 0 && trails[i] === best ? LONGEST_TRAIL_BONUS : 0;
    return { routes: ps.claimPoints, tickets, longestTrail: bonus, trailLength: trails[i], total: ps.claimPoints + tickets + bonus };
  });
}

/** Points by seat and winners: claim points during the game (tickets are secret), the final totals once it is over. */
export function outcome(state: GameState): GameOutcome {
  const points: Record<string, number> = {};
  if (state.step !== 'OVER') {
    state.players.forEach((seat, i) => (points[seat] = state.playerStates[i].claimPoints));
    return { points, winners: [] };
  }
  const final = scores(state);
  state.players.forEach((seat, i) => (points[seat] = final[i].total));
  const top = Math.max(...final.map((s) => s.total));
  return { points, winners: state.players.filter((_, i) => final[i].total === top) };
}

/** What `npm run replay` prints for a tCHu record (issue 15): points, winners, breakdown and trail lengths, in seat order. */
export interface GameSummary {
  readonly points: readonly number[];
  readonly winners: readonly string[];
  readonly breakdown: readonly { readonly routes: number; readonly tickets: number; readonly longestTrail: number }[];
  readonly longestTrail: readonly number[];
}

/** The summary of a state reached from a record. */
export function summarize(state: GameState): GameSummary {
  const final = scores(state);
  const { winners } = outcome(state);
  return {
    points: final.map((s) => s.total),
    winners,
    breakdown: final.map(({ routes, tickets, longestTrail }) => ({ routes, tickets, longestTrail })),
    longestTrail: final.map((s) => s.trailLength),
  };
}
