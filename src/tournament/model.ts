/**
 * The tournament's data, as plain JSON the bot stores: a plan (format, entrants, table size), the
 * rounds paired (tables in seat order, byes) and their results (each seat's place). Everything
 * else — standings, the next round, whether it is over — is computed from these, so that a
 * tournament resumes after a restart from what was stored.
 */

/** The formats a tournament can take. */
export const FORMATS = ['swiss', 'round-robin', 'elimination'] as const;
/** A tournament's format. */
export type Format = (typeof FORMATS)[number];

/** The most entrants a tournament takes (the exact Swiss pairer's weights stay exact up to it). */
export const MAX_ENTRANTS = 256;
/** The largest table a tournament seats. */
export const MAX_TABLE_SIZE = 8;

/** What a tournament is: its format, its entrants (ids, in seeding order: the first is the top seed) and its tables' size. */
export interface TournamentPlan {
  readonly format: Format;
  /** The entrants' ids (a person, an AI seat, or for Jass a team): the core only compares them. */
  readonly entrants: readonly string[];
  /** Seats at a table (2 for duels; up to 4 for ChaCuN or Scrabble). */
  readonly tableSize: number;
}

/** One round as paired: its tables, each the entrants in seat order (the first starts), and the entrants with a bye. */
export interface Round {
  readonly tables: readonly (readonly string[])[];
  readonly byes: readonly string[];
}

/**
 * How one table ended: each seat's place, in the table's seat order (1 = first; equal places are
 * a tie: [1, 1, 3]). A seat that timed out or resigned is given the last place. `scores` are the
 * game's own points per seat, when it has some (round robin breaks ties with them).
 */
export interface TableResult {
  readonly places: readonly number[];
  readonly scores?: readonly number[];
}

/** A round played: its tables and byes, and each table's result (in the order of `tables`). */
export interface FinishedRound extends Round {
  readonly results: readonly TableResult[];
}

/** Why a plan cannot be played, as a code the bot turns into a text (`tournament.refusal.*`). */
export type PlanProblem =
  | 'UNKNOWN_FORMAT'
  | 'TOO_FEW_ENTRANTS'
  | 'TOO_MANY_ENTRANTS'
  | 'DUPLICATE_ENTRANT'
  | 'TABLE_SIZE'
  | 'ROUND_ROBIN_TABLES';

/** Whether a value is a format. */
export function isFormat(value: unknown): value is Format {
  return typeof value === 'string' && (FORMATS as readonly string[]).includes(value);
}

/** What is wrong with a plan, or null when it can be played. */
export function planProblem(plan: TournamentPlan): PlanProblem | null {
  if (!isFormat(plan.format)) return 'UNKNOWN_FORMAT';
  if (!Number.isInteger(plan.tableSize) || plan.tableSize < 2 || plan.tableSize > MAX_TABLE_SIZE) return 'TABLE_SIZE';
  if (plan.entrants.length < 2) return 'TOO_FEW_ENTRANTS';
  if (plan.entrants.length > MAX_ENTRANTS) return 'TOO_MANY_ENTRANTS';
  if (new Set(plan.entrants).size !== plan.entrants.length) return 'DUPLICATE_ENTRANT';
  // Every pair meeting exactly once is a round robin of duels; with larger tables no schedule
  // exists for most counts (it would be a resolvable block design), so it is refused.
  if (plan.format === 'round-robin' && plan.tableSize > 2) return 'ROUND_ROBIN_TABLES';
  return null;
}

/** Throws when a plan cannot be played (a bug of the caller, who checks it with `planProblem` first). */
export function assertPlan(plan: TournamentPlan): void {
  const problem = planProblem(plan);
  if (problem !== null) throw new Error(`tournament plan refused: ${problem}`);
}

/**
 * What is wrong with the rounds stored for a plan (tables of unknown or repeated entrants, results
 * not matching the tables), as a sentence for the logs, or null. The bot reads stored rounds
 * through it.
 */
export function roundsProblem(plan: TournamentPlan, rounds: readonly FinishedRound[]): string | null {
  const known = new Set(plan.entrants);
  for (const [r, round] of rounds.entries()) {
    const seen = new Set<string>();
    for (const id of [...round.tables.flat(), ...round.byes]) {
      if (!known.has(id)) return `round ${r + 1}: ${id} is not an entrant`;
      if (seen.has(id)) return `round ${r + 1}: ${id} is seated twice`;
      seen.add(id);
    }
    if (round.results.length !== round.tables.length) return `round ${r + 1}: ${round.results.length} results for ${round.tables.length} tables`;
    for (const [i, result] of round.results.entries()) {
      const seats = round.tables[i].length;
      if (seats < 2) return `round ${r + 1}, table ${i + 1}: fewer than two seats`;
      if (result.places.length !== seats) return `round ${r + 1}, table ${i + 1}: ${result.places.length} places for ${seats} seats`;
      if (result.places.some((p) => !Number.isInteger(p) || p < 1 || p > seats)) return `round ${r + 1}, table ${i + 1}: a place outside 1..${seats}`;
      if (result.scores !== undefined && (result.scores.length !== seats || result.scores.some((s) => !Number.isFinite(s)))) return `round ${r + 1}, table ${i + 1}: scores do not match the seats`;
    }
  }
  return null;
}

/**
 * Each seat's points at a table from the places: the share of the other seats it finished ahead
 * of, a tie counting half. Two seats: a win 1, a draw ½, a loss 0; four seats without ties: 1,
 * ⅔, ⅓, 0.
 */
export function tablePoints(places: readonly number[]): number[] {
  const others = places.length - 1;
  return places.map((mine) => {
    let ahead = 0;
    for (const theirs of places) ahead += theirs > mine ? 1 : theirs === mine ? 0.5 : 0;
    // The seat itself counted as a tie: take its half off.
    return others === 0 ? 1 : (ahead - 0.5) / others;
  });
}

/**
 * How a round's entrants are split into tables of at most `size`: the fewest tables that hold
 * them all (⌈n / size⌉), filled as evenly as possible, so that tables differ by one seat at most
 * and the larger ones come first (10 entrants at tables of 4: 4, 3, 3). With tables of two and an
 * odd count the last "table" is a single entrant: that is the bye, and the only case of one.
 */
export function tableSizes(entrants: number, size: number): number[] {
  if (entrants === 0) return [];
  const count = Math.ceil(entrants / size);
  const small = Math.floor(entrants / count);
  const large = entrants % count;
  return Array.from({ length: count }, (_, i) => (i < large ? small + 1 : small));
}
