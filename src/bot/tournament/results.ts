/**
 * How a tournament table's game ended, in the tournament's terms: its entrants by place. The
 * seats of a table follow its entrants in order (a game of teams: entrant i holds team i's
 * seats), so a seat is found back from its place at the table. The rule is the statistics' one
 * (src/stats/result.ts): sides that resigned come last, the latest to resign first; then the
 * winners; then points. A timeout counts as a resignation (the tournament resigns the seat).
 */
import type { GameSession, HostedGame } from '../../session/session.ts';
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

/** Places from sort keys compared in order, higher first: 1 + the number of entrants strictly ahead (equal keys share a place). */
export function placesOf(keys: readonly (number | readonly number[])[]): number[] {
  const tuple = (key: number | readonly number[]) => (typeof key === 'number' ? [key] : key);
  const ahead = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
    return false;
  };
  return keys.map((mine) => 1 + keys.filter((theirs) => ahead(tuple(theirs), tuple(mine))).length);
}

/** The result of an ended game of a table whose entrants are `entrants` (seat order), from its last state. */
export function tableResult(game: HostedGame, session: GameSession, state: unknown, entrants: readonly string[]): TableResult {
  const sides = seatsOfEntrants(game, entrants.length);
  const seatOf = new Map(session.seats.map((seat) => [seat.seat, seat]));
  const resignedAt = (keys: readonly string[]) => Math.max(...keys.map((key) => seatOf.get(key)?.resignedAt ?? -1));
  if (session.status === 'aborted' && session.endReason !== 'resigned') {
    // Stopped without a result: nobody wins it, the entrants still playing share the first place (a draw). Those who had
    // resigned (or run out of time) before it was stopped keep their loss: below them, the latest to resign first.
    return { places: placesOf(sides.map((keys) => (resignedAt(keys) >= 0 ? [0, resignedAt(keys)] : [1]))), scores: entrants.map(() => 0), how: 'aborted' };
  }
  const outcome = state === null ? { points: {} as Readonly<Record<string, number>>, winners: [] as readonly string[] } : game.rules.outcome(state);
  const byForfeit = session.status === 'aborted';
  const pointsOf = (keys: readonly string[]) => Math.max(...keys.map((key) => outcome.points[key] ?? 0));
  // Sorted by: still playing (1) above resigned (0); among the resigned, the latest to resign first; among the others, winners first, then points.
  const rank = (keys: readonly string[]): readonly number[] => {
    const resigned = resignedAt(keys);
    if (resigned >= 0) return [0, resigned];
    const won = byForfeit || keys.some((key) => outcome.winners.includes(key));
    return [1, won ? 1 : 0, byForfeit ? 0 : pointsOf(keys)];
  };
  const timedOut = new Set((session.clock?.notes ?? []).filter((note) => note.kind === 'timeout').map((note) => note.seat));
  const resignedKeys = session.seats.filter((seat) => seat.resignedAt !== undefined).map((seat) => seat.seat);
  const how = resignedKeys.length === 0 ? 'completed' : resignedKeys.some((key) => timedOut.has(key)) ? 'timeout' : 'resigned';
  return { places: placesOf(sides.map(rank)), scores: sides.map(pointsOf), how };
}
