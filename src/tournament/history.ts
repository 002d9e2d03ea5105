/**
 * What each entrant has done so far, read from the finished rounds: points, meetings, byes and
 * seats (who started how often). Pairing and standings both start from it.
 */
import { tablePoints, type FinishedRound, type TournamentPlan } from './model.ts';

/** One entrant's past, as pairing and standings need it. */
export interface EntrantHistory {
  readonly id: string;
  /** Place in the plan's order (0 = top seed). */
  readonly seed: number;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  /** Tables played (byes not counted). */
  games: number;
  /** Games in the first seat. */
  firstSeats: number;
  /**
   * How far forward the entrant has sat: each game adds +1 for the first seat, −1 for the last,
   * evenly between (two seats: +1 or −1). Whoever has the lowest sits first next.
   */
  seatLead: number;
  /** The seat lead of the last game played (0 before any). */
  lastLead: number;
  /** The game's own points, summed over tables with scores. */
  gamePoints: number;
}

/** Everything known after the finished rounds. */
export interface History {
  readonly entrants: ReadonlyMap<string, EntrantHistory>;
  /** How many times two entrants sat at one table, by `pairKey`. */
  readonly meetings: ReadonlyMap<string, number>;
}

/** The key of an unordered pair of entrants. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** The history of a plan's entrants after its finished rounds. */
export function historyOf(plan: TournamentPlan, rounds: readonly FinishedRound[]): History {
  const entrants = new Map<string, EntrantHistory>();
  plan.entrants.forEach((id, seed) => {
    entrants.set(id, { id, seed, points: 0, wins: 0, draws: 0, losses: 0, byes: 0, games: 0, firstSeats: 0, seatLead: 0, lastLead: 0, gamePoints: 0 });
  });
  const meetings = new Map<string, number>();
  for (const round of rounds) {
    for (const id of round.byes) {
      const e = entrants.get(id)!;
      e.byes++;
      e.points += 1;
    }
    round.tables.forEach((table, t) => {
      const result = round.results[t];
      const points = tablePoints(result.places);
      const best = Math.min(...result.places);
      const sharedBest = result.places.filter((p) => p === best).length > 1;
      table.forEach((id, seat) => {
        const e = entrants.get(id)!;
        e.games++;
        e.points += points[seat];
        if (result.places[seat] !== best) e.losses++;
        else if (sharedBest) e.draws++;
        else e.wins++;
        const lead = table.length < 2 ? 0 : 1 - (2 * seat) / (table.length - 1);
        e.seatLead += lead;
        e.lastLead = lead;
        if (seat === 0) e.firstSeats++;
        if (result.scores !== undefined) e.gamePoints += result.scores[seat];
        for (let other = seat + 1; other < table.length; other++) {
          const key = pairKey(id, table[other]);
          meetings.set(key, (meetings.get(key) ?? 0) + 1);
        }
      });
    });
  }
  return { entrants, meetings };
}

/**
 * A table's entrants in seat order: who has sat furthest back so far starts (the lowest seat
 * lead), then whoever did not start their last game, then by `tieBreak` (drawn from the seed).
 * With two seats, who starts alternates and the first seats even out.
 */
export function seatOrder(table: readonly string[], history: History, tieBreak: (id: string) => number): string[] {
  const key = (id: string) => {
    const e = history.entrants.get(id)!;
    return [Math.round(e.seatLead * 1e6), Math.round(e.lastLead * 1e6), tieBreak(id)] as const;
  };
  return [...table].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
  });
}
