/**
 * Standings: entrants ranked by points, then by their format's tie-breaks, then by seed.
 *
 * - Swiss: Buchholz (the strength of the opposition: for each game, the mean final points of the
 *   others at the table, summed), then Sonneborn–Berger (for each game, the mean over the others
 *   of their final points times the result against them: 1 ahead, ½ level, 0 behind). A bye
 *   counts as a game against an opponent with the entrant's own points, won. With two seats both
 *   are the classic sums.
 * - Round robin: head-to-head (among entrants level on points, the points each scored in their
 *   games against the others of that group), then game points (the game's own scores, summed).
 * - Single elimination: the round reached (the champion first), then the place at the table where
 *   the entrant went out.
 */
import { bracketState } from './elimination.ts';
import { historyOf } from './history.ts';
import type { FinishedRound, Format, TournamentPlan } from './model.ts';

/** The tie-breaks a standings row may carry. */
export const TIE_BREAKS = ['buchholz', 'sonnebornBerger', 'headToHead', 'gamePoints', 'roundReached'] as const;
/** A tie-break. */
export type TieBreak = (typeof TIE_BREAKS)[number];

/** The tie-breaks of each format, in the order they apply. */
export const TIE_BREAKS_OF: Readonly<Record<Format, readonly TieBreak[]>> = {
  swiss: ['buchholz', 'sonnebornBerger'],
  'round-robin': ['headToHead', 'gamePoints'],
  elimination: ['roundReached'],
};

/** One entrant's line in the standings. */
export interface StandingRow {
  /** 1 for the first; every row has its own rank (the seed decides what nothing else does). */
  readonly rank: number;
  readonly entrant: string;
  readonly points: number;
  /** The format's tie-breaks (`TIE_BREAKS_OF`), by name. */
  readonly tieBreaks: Readonly<Partial<Record<TieBreak, number>>>;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
  /** Tables played. */
  readonly games: number;
  /** Games started from the first seat. */
  readonly firstSeats: number;
  /** Single elimination: whether the entrant is out (false for the champion and those still in). */
  readonly out?: boolean;
}

/** The standings after the finished rounds, first to last. */
export function standings(plan: TournamentPlan, rounds: readonly FinishedRound[]): StandingRow[] {
  const history = historyOf(plan, rounds);
  const points = (id: string) => history.entrants.get(id)!.points;
  const breaks = new Map<string, Partial<Record<TieBreak, number>>>(plan.entrants.map((id) => [id, {}]));
  let out: ReadonlyMap<string, { round: number; place: number }> = new Map();

  if (plan.format === 'swiss') {
    const buchholz = new Map(plan.entrants.map((id) => [id, 0]));
    const berger = new Map(plan.entrants.map((id) => [id, 0]));
    for (const round of rounds) {
      for (const id of round.byes) {
        buchholz.set(id, buchholz.get(id)! + points(id));
        berger.set(id, berger.get(id)! + points(id));
      }
      round.tables.forEach((table, t) => {
        const places = round.results[t].places;
        table.forEach((id, seat) => {
          let opposition = 0;
          let beaten = 0;
          table.forEach((other, o) => {
            if (o === seat) return;
            opposition += points(other);
            beaten += points(other) * (places[seat] < places[o] ? 1 : places[seat] === places[o] ? 0.5 : 0);
          });
          buchholz.set(id, buchholz.get(id)! + opposition / (table.length - 1));
          berger.set(id, berger.get(id)! + beaten / (table.length - 1));
        });
      });
    }
    for (const id of plan.entrants) breaks.set(id, { buchholz: buchholz.get(id)!, sonnebornBerger: berger.get(id)! });
  } else if (plan.format === 'round-robin') {
    // Head-to-head within each group level on points.
    const groups = new Map<number, string[]>();
    for (const id of plan.entrants) groups.set(points(id), [...(groups.get(points(id)) ?? []), id]);
    const headToHead = new Map(plan.entrants.map((id) => [id, 0]));
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const members = new Set(group);
      for (const round of rounds) {
        round.tables.forEach((table, t) => {
          const places = round.results[t].places;
          table.forEach((id, seat) => {
            if (!members.has(id)) return;
            table.forEach((other, o) => {
              if (o !== seat && members.has(other)) headToHead.set(id, headToHead.get(id)! + (places[seat] < places[o] ? 1 : places[seat] === places[o] ? 0.5 : 0));
            });
          });
        });
      }
    }
    for (const id of plan.entrants) breaks.set(id, { headToHead: headToHead.get(id)!, gamePoints: history.entrants.get(id)!.gamePoints });
  } else {
    const bracket = bracketState(plan, rounds);
    out = bracket.out;
    for (const id of plan.entrants) {
      const lost = out.get(id);
      // Still in (or the champion): the round to come, R + 1 for the champion.
      breaks.set(id, { roundReached: lost === undefined ? rounds.length + 1 : lost.round });
    }
  }

  const order = TIE_BREAKS_OF[plan.format];
  const sorted = [...plan.entrants].sort((a, b) => {
    const [ea, eb] = [history.entrants.get(a)!, history.entrants.get(b)!];
    if (plan.format === 'elimination') {
      const [ra, rb] = [breaks.get(a)!.roundReached!, breaks.get(b)!.roundReached!];
      if (ra !== rb) return rb - ra;
      const [pa, pb] = [out.get(a)?.place ?? 0, out.get(b)?.place ?? 0];
      if (pa !== pb) return pa - pb;
      return ea.seed - eb.seed;
    }
    if (Math.abs(ea.points - eb.points) > 1e-9) return eb.points - ea.points;
    for (const tieBreak of order) {
      const [va, vb] = [breaks.get(a)![tieBreak]!, breaks.get(b)![tieBreak]!];
      if (Math.abs(va - vb) > 1e-9) return vb - va;
    }
    return ea.seed - eb.seed;
  });
  return sorted.map((id, i) => {
    const e = history.entrants.get(id)!;
    return {
      rank: i + 1,
      entrant: id,
      points: e.points,
      tieBreaks: breaks.get(id)!,
      wins: e.wins,
      draws: e.draws,
      losses: e.losses,
      byes: e.byes,
      games: e.games,
      firstSeats: e.firstSeats,
      ...(plan.format === 'elimination' ? { out: out.has(id) } : {}),
    };
  });
}
