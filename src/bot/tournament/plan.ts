/**
 * The stored tournament as the tournament core (src/tournament/) reads it: its plan, the rounds
 * finished so far; and what the core answers: the next round, the standings, whether it is over.
 * The pairing and the tie-breaks are the core's alone.
 */
import type { AnyGameModule } from '../../games/game.ts';
import { isFinished, pairRound, roundCount, standings, TIE_BREAKS_OF, type FinishedRound, type StandingRow as CoreRow, type TieBreak, type TournamentPlan } from '../../tournament/index.ts';
import type { Tournament, TournamentKind } from './record.ts';

/** The core's plan of a tournament that has started. */
export function planOf(t: Tournament): TournamentPlan {
  return { format: t.kind, entrants: t.entrants.map((e) => e.id), tableSize: t.tableSize };
}

/** The rounds whose every table has its result. */
export function finishedRounds(t: Tournament): FinishedRound[] {
  const done: FinishedRound[] = [];
  for (const round of t.rounds) {
    if (round.tables.some((table) => table.result === undefined)) break;
    done.push({
      tables: round.tables.map((table) => table.entrants),
      byes: round.byes,
      results: round.tables.map((table) => ({ places: table.result!.places, scores: table.result!.scores })),
    });
  }
  return done;
}

/** The next round to play, or null when the tournament is over. */
export function pairNext(t: Tournament): { readonly tables: readonly (readonly string[])[]; readonly byes: readonly string[] } | null {
  const plan = planOf(t);
  const done = finishedRounds(t);
  if (isFinished(plan, done)) return null;
  return pairRound(plan, done, t.seed);
}

/** How many rounds the tournament has (null when the core cannot tell before it is played). */
export function roundsOf(t: Tournament): number | null {
  return t.entrants.length < 2 ? null : roundCount(planOf(t));
}

/** One row of the standings as the bot shows it. */
export interface StandingRow {
  readonly entrant: string;
  readonly rank: number;
  readonly points: number;
  /** The format's tie-breaks, in the order they apply, with their values. */
  readonly tieBreaks: readonly { readonly name: TieBreak; readonly value: number }[];
  /** Knocked out (single elimination). */
  readonly out: boolean;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
}

/** The standings after the rounds finished, ranked by the core with the format's tie-breaks. */
export function standingsOf(t: Tournament): StandingRow[] {
  if (t.entrants.length < 2) return [];
  const names = TIE_BREAKS_OF[t.kind];
  return standings(planOf(t), finishedRounds(t)).map((row: CoreRow) => ({
    entrant: row.entrant,
    rank: row.rank,
    points: row.points,
    tieBreaks: names.flatMap((name) => (row.tieBreaks[name] === undefined ? [] : [{ name, value: row.tieBreaks[name] }])),
    out: row.out === true,
    wins: row.wins,
    draws: row.draws,
    losses: row.losses,
    byes: row.byes,
  }));
}

/**
 * The table sizes a game allows in a format, and the default, the game's best: a game of teams
 * seats one table of its teams (Jass: two teams); other games seat from 2 to as many as they take,
 * at most 4, the most by default (ChaCuN and Scrabble 4, tCHu 2); a round robin is played in duels.
 */
export function tableSizes(game: AnyGameModule, kind: TournamentKind): { readonly min: number; readonly max: number; readonly best: number } {
  const teams = game.rules.seats.teams?.length ?? 0;
  if (teams > 0) return { min: teams, max: teams, best: teams };
  const max = kind === 'round-robin' ? 2 : Math.max(2, Math.min(4, game.rules.seats.max));
  const min = Math.min(Math.max(2, game.rules.seats.min), max);
  return { min, max, best: max };
}
