/**
 * How a tournament table's game ended, in the tournament's terms: its entrants by place. The
 * seats of a table follow its entrants in order (a game of teams: entrant i holds team i's
 * seats), so a seat is found back from its place at the table. The places are those of the end
 * message and the statistics (`sidePlaces`): sides that resigned come last, the latest to resign
 * first; then the winners; then points. A timeout counts as a resignation (the seat is resigned).
 */
import { sidePlaces } from '../../games/forfeit.ts';
import { resignationsOf, type GameSession, type HostedGame } from '../../session/session.ts';
import type { TableResult } from './record.ts';

/** The seat keys each entrant of a table holds, in the game's seat order. */
function seatsOfEntrants(game: HostedGame, count: number): string[][] {
  const { keys, teams } = game.rules.seats;
  if (teams !== undefined && teams.length >= count) return teams.slice(0, count).map((team) => [...team]);
  return keys.slice(0, count).map((key) => [key]);
}

/** The seats of a table in the game's seat order: entrant i's members take entrant i's seat keys. */
export function seatOrder<M>(game: HostedGame, members: readonly (readonly M[])[]): M[] {
  const sides = seatsOfEntrants(game, members.length);
  const bySeat = new Map<string, M>();
  sides.forEach((keys, i) => keys.forEach((key, j) => bySeat.set(key, members[i][j % members[i].length])));
  return game.rules.seats.keys.filter((key) => bySeat.has(key)).map((key) => bySeat.get(key)!);
}

/** No winner, no points: the outcome of a game without a state. */
const NO_OUTCOME = { points: {} as Readonly<Record<string, number>>, winners: [] as readonly string[] };

/** The result of an ended game of a table whose entrants are `entrants` (seat order), from its last state. */
export function tableResult(game: HostedGame, session: GameSession, state: unknown, entrants: readonly string[]): TableResult {
  const sides = seatsOfEntrants(game, entrants.length);
  const resigned = resignationsOf(session, game.rules.seats.teams);
  const resignedAt = (key: string) => resigned.get(key);
  if (session.status === 'aborted' && session.endReason !== 'resigned') {
    // Stopped without a result: nobody wins it, the entrants still playing share the first place (a draw). Those who had
    // resigned (or run out of time) before it was stopped keep their loss: below them, the latest to resign first.
    return { places: sidePlaces(sides, resignedAt, NO_OUTCOME, 'stopped'), scores: entrants.map(() => 0), how: 'aborted' };
  }
  const outcome = state === null ? NO_OUTCOME : game.rules.outcome(state);
  const pointsOf = (keys: readonly string[]) => Math.max(...keys.map((key) => outcome.points[key] ?? 0));
  const timedOut = new Set((session.clock?.notes ?? []).filter((note) => note.kind === 'timeout').map((note) => note.seat));
  const resignedKeys = session.seats.filter((seat) => seat.resignedAt !== undefined).map((seat) => seat.seat);
  const how = resignedKeys.length === 0 ? 'completed' : resignedKeys.some((key) => timedOut.has(key)) ? 'timeout' : 'resigned';
  return { places: sidePlaces(sides, resignedAt, outcome, session.status === 'aborted' ? 'forfeit' : 'played'), scores: sides.map(pointsOf), how };
}
