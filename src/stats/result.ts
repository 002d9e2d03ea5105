/**
 * What a game that ended leaves for statistics and ratings: who took part, their rank, points
 * and time per move. Pure: computed from the stored game and its last state, so that a rebuild
 * from the stored records gives exactly what was computed when the game ended.
 */
import { resignationsOf, type GameSession, type HostedGame, type Seat } from '../session/session.ts';
import { sidePlaces, sidesOf } from '../games/forfeit.ts';

/** Whom a rating belongs to: a person (`u:<userId>`) or an AI level of the game (`ai:<level>`). */
export type PlayerKey = `u:${string}` | `ai:${string}`;

/** The key of a seat's player. */
export function playerKeyOf(seat: Seat): PlayerKey {
  return seat.player.type === 'human' ? `u:${seat.player.userId}` : `ai:${seat.player.level}`;
}

/** One seat of a counted game. */
export interface Participant {
  readonly seat: string;
  readonly key: PlayerKey;
  readonly name: string;
  /** 1 for the winners; ties share a rank; resigned seats come last. */
  readonly rank: number;
  readonly points: number;
  readonly resigned: boolean;
  /** Points by kind, when the game tells them apart. */
  readonly kinds?: Readonly<Record<string, number>>;
  /** Time the seat took over its moves (ms) and how many moves were timed. */
  readonly moveMs: number;
  readonly moves: number;
  /** Time to move of each of its timed turns (ms, from the turn's start to its last step), in order. */
  readonly turnMs?: readonly number[];
  /** Its turns played by the clock (timeouts whose move was played for it; not a strict clock's, which resign the seat). */
  readonly clockTurns?: number;
}

/** A game that counts for statistics and ratings. */
export interface GameResult {
  readonly gameId: string;
  readonly game: string;
  readonly guildId: string;
  readonly endedAt: number;
  readonly participants: readonly Participant[];
  /** Seats playing together (Jass), as lists of seat keys; each other seat plays alone. */
  readonly teams: readonly (readonly string[])[];
  /** The game's kinds of points, in their order (empty: none). */
  readonly kinds: readonly string[];
}

/**
 * Why an ended game does not count: no server, not ended, stopped without a result, fewer than
 * two people seated, or fewer than two people who made a move of their own (resigned before playing).
 */
export type NotCounted = 'NO_GUILD' | 'NOT_ENDED' | 'ABORTED' | 'FEWER_THAN_TWO_PEOPLE' | 'FEWER_THAN_TWO_PLAYED';

/**
 * The result of an ended game, or why it does not count: aborted games do not count, nor
 * games with fewer than two people; a game ended by resignations counts, the seats left winning.
 * Ranks come from the game's outcome (winners first, then by points), by team when the game
 * plays in teams; resigned seats (and their team) come last, the latest to resign first.
 *
 * Only real play is rated: a seat that made no move of its own (its player resigned or was
 * timed out before their first move) is left out of the result — neither rated nor in its
 * player's statistics — and the game counts only when at least two people made a move of their
 * own. So a game resigned at its first move rates nobody, and one person leaving a table of
 * three at once does not stop the two who played it through from being rated.
 */
export function resultOf(game: HostedGame, session: GameSession, state: unknown): { readonly ok: true; readonly value: GameResult } | { readonly ok: false; readonly error: NotCounted } {
  if (session.guildId === null) return { ok: false, error: 'NO_GUILD' };
  if (session.status === 'lobby' || session.status === 'playing' || session.record === null || state === null) return { ok: false, error: 'NOT_ENDED' };
  if (session.status === 'aborted' && session.endReason !== 'resigned') return { ok: false, error: 'ABORTED' };
  if (session.seats.filter((seat) => seat.player.type === 'human').length < 2) return { ok: false, error: 'FEWER_THAN_TWO_PEOPLE' };
  const rules = game.rules;
  const outcome = rules.outcome(state);
  const seatKeys = session.seats.map((seat) => seat.seat);
  // Sides: a team, or one seat alone; ranked by the rule of the end message and tournaments.
  const teams = (rules.seats.teams ?? []).map((team) => team.filter((key) => seatKeys.includes(key))).filter((team) => team.length > 0);
  const sides = sidesOf(seatKeys, teams);
  const resigned = resignationsOf(session, teams);
  const sideRanks = sidePlaces(sides, (key) => resigned.get(key), outcome, session.status === 'aborted' ? 'forfeit' : 'played');
  const rankOf = new Map(sides.flatMap((side, i) => side.map((key) => [key, sideRanks[i]] as const)));
  const breakdown = rules.pointsByKind?.(state);
  const moves = seatMoves(rules, session);
  const played = session.seats.filter((seat) => (moves.get(seat.seat)?.own ?? 0) > 0);
  if (played.filter((seat) => seat.player.type === 'human').length < 2) return { ok: false, error: 'FEWER_THAN_TWO_PLAYED' };
  const participants = played.map((seat): Participant => ({
    seat: seat.seat,
    key: playerKeyOf(seat),
    name: seat.player.name,
    rank: rankOf.get(seat.seat) ?? sides.length,
    points: outcome.points[seat.seat] ?? 0,
    resigned: seat.resignedAt !== undefined,
    ...(breakdown === undefined ? {} : { kinds: breakdown.bySeat[seat.seat] ?? {} }),
    moveMs: moves.get(seat.seat)?.ms ?? 0,
    moves: moves.get(seat.seat)?.timed ?? 0,
    turnMs: moves.get(seat.seat)?.turns ?? [],
    // A strict clock's timeout (`lost`) resigned the seat: no move was played for it, so no turn of the clock's.
    clockTurns: (session.clock?.notes ?? []).filter((note) => note.kind === 'timeout' && note.lost !== true && note.seat === seat.seat).length,
  }));
  const inPlay = new Set(played.map((seat) => seat.seat));
  return {
    ok: true,
    value: {
      gameId: session.id,
      game: session.game,
      guildId: session.guildId,
      endedAt: session.endedAt ?? session.updatedAt,
      participants,
      teams: teams.map((team) => team.filter((key) => inPlay.has(key))).filter((team) => team.length > 0),
      kinds: breakdown?.kinds ?? [],
    },
  };
}

/** What each seat did in a game: the moves of its own (not those played for it after it resigned), and the time of the timed ones. */
interface SeatMoves {
  /** Entries the seat played itself. */
  readonly own: number;
  /** Time over the timed moves (ms) and how many were timed. */
  readonly ms: number;
  readonly timed: number;
  /** The time of each timed turn: its steps in a row (ChaCuN's tile then pawn) summed. */
  readonly turns: number[];
}

/**
 * Replays a game's record once to tell each seat's moves: an entry is the seat's that
 * `entrySeat` names, else the one seat to act before it (entries where several act at once and
 * the game does not say whose are nobody's). It is the seat's own unless the seat had resigned
 * when it was played (a time from `moveTimes` after its resignation: the platform played it);
 * entries of games stored before times were kept count as their own.
 *
 * A timed entry took the time since its step began: a step is the seats to act at an entry, and
 * it goes on while those still to act are some of them that have not acted yet (tCHu's first
 * tickets, chosen by both at once; Scrabble's judges of a play). So each seat of a step taken
 * together is timed from the step's start to its own entry, not only the last to act; a step of
 * one seat began at the entry before. Entries played within one click (automatic moves of
 * resigned seats) take no time.
 */
function seatMoves(rules: HostedGame['rules'], session: GameSession): Map<string, SeatMoves> {
  const moves = new Map<string, SeatMoves>();
  if (session.record === null) return moves;
  const times = session.moveTimes ?? [];
  const entries = rules.entries(session.record);
  const first = entries.length - times.length;
  // When the entry before entry i was played (the start for the first), or undefined when not kept.
  const timeBefore = (i: number): number | undefined => (i < first ? undefined : i === first ? (first === 0 ? session.startedAt : undefined) : times[i - first - 1]);
  let state: unknown = rules.start(session.record);
  // The step under way: the seats to act when it began, those of them that acted, and when it began.
  let step: Step | null = null;
  // The seat whose timed steps in a row make the turn under way.
  let turnOf: string | null = null;
  for (let i = 0; i < entries.length; i++) {
    const toAct = rules.toAct(state);
    const current: Step = step !== null && continues(step, toAct) ? step : { seats: new Set(toAct), acted: new Set(), since: timeBefore(i) };
    step = current;
    const together = current.seats.size > 1;
    const seat = rules.entrySeat?.(state, entries[i]) ?? (toAct.length === 1 ? toAct[0] : undefined);
    if (seat !== undefined) current.acted.add(seat);
    const at = i >= first ? times[i - first] : undefined;
    if (seat !== undefined && !(at !== undefined && isAuto(session, seat, at))) {
      const took = at === undefined || current.since === undefined || !current.seats.has(seat) ? 0 : at - current.since;
      const timed = took > 0;
      const sum = moves.get(seat) ?? { own: 0, ms: 0, timed: 0, turns: [] };
      const turns = sum.turns;
      // A step taken together is a turn of its own; a seat's steps alone in a row make one turn.
      if (timed && !together && turnOf === seat && turns.length > 0) turns[turns.length - 1] += took;
      else if (timed) turns.push(took);
      turnOf = !together && (timed || turnOf === seat) ? seat : null;
      moves.set(seat, { own: sum.own + 1, ms: sum.ms + (timed ? took : 0), timed: sum.timed + (timed ? 1 : 0), turns });
    } else {
      turnOf = null;
    }
    const next = rules.replay(state, entries[i]);
    if (!next.ok) return moves;
    state = next.value;
  }
  return moves;
}

/** A step of a game: the seats to act when it began, those of them that have acted, and when it began (undefined: not kept). */
interface Step {
  readonly seats: ReadonlySet<string>;
  readonly acted: Set<string>;
  readonly since: number | undefined;
}

/** Whether the seats to act now are still those of a step: some of its seats, none of which has acted yet. */
function continues(step: Step, toAct: readonly string[]): boolean {
  return toAct.every((key) => step.seats.has(key) && !step.acted.has(key));
}

/** Whether a seat was played automatically at a time (its player had resigned). */
function isAuto(session: GameSession, seat: string, at: number): boolean {
  const resignedAt = session.seats.find((s) => s.seat === seat)?.resignedAt;
  return resignedAt !== undefined && resignedAt <= at;
}
