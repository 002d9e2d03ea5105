/**
 * AI against AI for any hosted game, through the module interface alone: every decision is made
 * from the seat's view (`rules.seatView`), exactly as the bot's AI turns are, and timed. What
 * `npm run tournament -- --game ID` plays.
 */
import { hashNumbers } from '../hash.ts';
import type { AnyGameModule, GameOptions } from './game.ts';
import { resolveOptions } from './game.ts';

/** One seat's result in a match. */
export interface MatchSeat {
  readonly seat: string;
  readonly level: string;
  readonly points: number;
  /** 1 for a win; a share when several players (or teams) tie; 0 for a loss. */
  readonly win: number;
  /** Wall-clock time of each decision (one call of `planTurn`), in milliseconds. */
  readonly decisionMs: readonly number[];
  /** How many times the seat made each kind of choice the game counts (`GameTools.choiceOf`). */
  readonly choices: Readonly<Record<string, number>>;
}

/** A finished match: its record and every seat's result, in play order. */
export interface MatchResult {
  readonly record: unknown;
  readonly seats: readonly MatchSeat[];
}

/** How a match is played. */
export interface MatchOptions {
  /** Seed of the record: decks, bag, deals. */
  readonly dealSeed: number;
  /** Seed of the AI decisions. */
  readonly aiSeed: number;
  readonly budgetMs?: number;
  /** The game's options (defaults for those not given). */
  readonly options?: Readonly<Record<string, string | number>>;
  /** Most decisions before the match is given up as endless (a bug of the game or its AI). */
  readonly maxDecisions?: number;
}

/**
 * A seat's level as a tournament names it: a level of the game, or `LEVEL@MS`, that level with
 * its own thinking allowance in milliseconds (instead of the match's `budgetMs`), so that one
 * level can meet itself with another budget, e.g. `hard,hard@444.5`.
 */
export function seatLevel(label: string): { readonly level: string; readonly budgetMs?: number } {
  const at = label.indexOf('@');
  if (at < 0) return { level: label };
  const budgetMs = Number(label.slice(at + 1));
  if (!(budgetMs > 0)) throw new Error(`bad budget in seat level '${label}'`);
  return { level: label.slice(0, at), budgetMs };
}

/**
 * Plays a whole game between AI levels (one per seat, in play order; see {@link seatLevel}); a
 * seat may also be one of the game's baselines (`GameTools.baselines`).
 */
export function playAiMatch(game: AnyGameModule, levels: readonly string[], options: MatchOptions): MatchResult {
  const seats = game.rules.seats.keys.slice(0, levels.length);
  const resolved = resolveOptions(game.rules.options, options.options ?? {});
  if (!resolved.ok) throw new Error(`bad option ${resolved.key} for ${game.id}`);
  const gameOptions: GameOptions = resolved.value;
  let record = game.rules.newRecord(seats, options.dealSeed, gameOptions);
  let state = game.rules.start(record);
  const times = seats.map(() => [] as number[]);
  const choices = seats.map(() => ({}) as Record<string, number>);
  const maxDecisions = options.maxDecisions ?? 100_000;
  for (let decision = 0; !game.rules.isOver(state); decision++) {
    if (decision >= maxDecisions) throw new Error(`${game.id}: no end after ${maxDecisions} decisions`);
    const seat = game.rules.toAct(state)[0];
    const index = seats.indexOf(seat);
    const view = game.rules.seatView(record, seat);
    const started = performance.now();
    const { level, budgetMs = options.budgetMs } = seatLevel(levels[index]);
    // A baseline (GameTools.baselines) is seated like a level.
    const player = game.tools.baselines?.levels.includes(level) ? game.tools.baselines : game.ai;
    const planned = player.planTurn(view, seat, level, {
      seed: hashNumbers(options.aiSeed, decision),
      ...(budgetMs === undefined ? {} : { budgetMs }),
    });
    times[index].push(performance.now() - started);
    if (planned.length === 0) throw new Error(`${game.id}: empty AI turn for ${seat}`);
    const entries: unknown[] = [];
    for (const raw of planned) {
      const action = game.rules.parseAction(raw);
      if (!action.ok) throw new Error(`${game.id}: AI action malformed: ${action.error}`);
      const choice = game.tools.choiceOf?.(action.value) ?? null;
      if (choice !== null) choices[index][choice] = (choices[index][choice] ?? 0) + 1;
      const played = game.rules.play(state, seat, action.value);
      if (!played.ok) throw new Error(`${game.id}: AI action refused: ${played.error.code} ${played.error.message}`);
      state = played.value.state;
      entries.push(played.value.entry);
    }
    record = game.rules.withEntries(record, entries);
  }
  const outcome = game.rules.outcome(state);
  const teams = game.rules.seats.teams;
  // A win is shared among tied players; in a team game, among tied teams (each partner counts one).
  const winningTeams = teams === undefined ? 0 : teams.filter((team) => team.some((seat) => outcome.winners.includes(seat))).length;
  const share = (seat: string): number => {
    if (!outcome.winners.includes(seat)) return 0;
    return teams === undefined ? 1 / outcome.winners.length : 1 / Math.max(1, winningTeams);
  };
  return {
    record,
    seats: seats.map((seat, i) => ({ seat, level: levels[i], points: outcome.points[seat] ?? 0, win: share(seat), decisionMs: times[i], choices: choices[i] })),
  };
}

/**
 * The levels of each seat for game `g` of a tournament: seats one level each, the list rotated by
 * g mod K (every level plays every seat); in a team game, one level per team, the teams swapped
 * on odd games (each deal is played twice, teams exchanged, to cancel the luck of the cards).
 */
export function seatingOf(game: AnyGameModule, levels: readonly string[], g: number): string[] {
  const teams = game.rules.seats.teams;
  if (teams !== undefined && levels.length === teams.length) {
    const keys = game.rules.seats.keys;
    return keys.map((key) => {
      const team = teams.findIndex((members) => members.includes(key));
      return levels[(team + g) % teams.length];
    });
  }
  return levels.map((_, i) => levels[(i + g) % levels.length]);
}

/** The deal played by game `g`: each deal is played once per rotation of the seating. */
export function dealOf(game: AnyGameModule, levels: readonly string[], g: number): number {
  const teams = game.rules.seats.teams;
  const rotations = teams !== undefined && levels.length === teams.length ? teams.length : levels.length;
  return Math.floor(g / rotations);
}
