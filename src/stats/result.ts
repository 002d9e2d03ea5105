/**
 * What a game that ended leaves for statistics and ratings: who took part, their rank, points
 * and time per move. Pure: computed from the stored game and its last state, so that a rebuild
 * from the stored records gives exactly what was computed when the game ended.
 */
import type { GameSession, HostedGame, Seat } from '../session/session.ts';

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

/** Why an ended game does not count. */
export type NotCounted = 'NO_GUILD' | 'NOT_ENDED' | 'ABORTED' | 'FEWER_THAN_TWO_PEOPLE';

/** Competition ranks ("1, 1, 3") from scores, higher first. */
function ranksOf(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

/**
 * The result of an ended game, or why it does not count: aborted games do not count, nor
 * games with fewer than two people; a game ended by resignations counts, the seats left winning.
 * Ranks come from the game's outcome (winners first, then by points), by team when the game
 * plays in teams; resigned seats (and their team) come last, the latest to resign first.
 */
export function resultOf(game: HostedGame, session: GameSession, state: unknown): { readonly ok: true; readonly value: GameResult } | { readonly ok: false; readonly error: NotCounted } {
  if (session.guildId === null) return { ok: false, error: 'NO_GUILD' };
  if (session.status === 'lobby' || session.status === 'playing' || session.record === null || state === null) return { ok: false, error: 'NOT_ENDED' };
  if (session.status === 'aborted' && session.endReason !== 'resigned') return { ok: false, error: 'ABORTED' };
  if (session.seats.filter((seat) => seat.player.type === 'human').length < 2) return { ok: false, error: 'FEWER_THAN_TWO_PEOPLE' };
  const rules = game.rules;
  const outcome = rules.outcome(state);
  const seatKeys = session.seats.map((seat) => seat.seat);
  const teams = (rules.seats.teams ?? []).map((team) => team.filter((key) => seatKeys.includes(key))).filter((team) => team.length > 0);
  // Sides: a team, or one seat alone.
  const sides: string[][] = [...teams.map((team) => [...team]), ...seatKeys.filter((key) => !teams.some((team) => team.includes(key))).map((key) => [key])];
  const seatOf = new Map(session.seats.map((seat) => [seat.seat, seat]));
  const resignedAt = (side: readonly string[]) => Math.max(...side.map((key) => seatOf.get(key)?.resignedAt ?? -1));
  const byForfeit = session.status === 'aborted';
  const sideScore = (side: readonly string[]): number => {
    const resigned = resignedAt(side);
    // Resigned sides below everyone, the latest to resign first; then winners; then points.
    if (resigned >= 0) return -1e15 + resigned / 1e3;
    const points = Math.max(...side.map((key) => outcome.points[key] ?? 0));
    const won = byForfeit || side.some((key) => outcome.winners.includes(key));
    return (won ? 1e12 : 0) + (byForfeit ? 0 : points);
  };
  const sideRanks = ranksOf(sides.map(sideScore));
  const rankOf = new Map(sides.flatMap((side, i) => side.map((key) => [key, sideRanks[i]] as const)));
  const breakdown = rules.pointsByKind?.(state);
  const timing = movesTimed(rules, session);
  const participants = session.seats.map((seat): Participant => ({
    seat: seat.seat,
    key: playerKeyOf(seat),
    name: seat.player.name,
    rank: rankOf.get(seat.seat) ?? sides.length,
    points: outcome.points[seat.seat] ?? 0,
    resigned: seat.resignedAt !== undefined,
    ...(breakdown === undefined ? {} : { kinds: breakdown.bySeat[seat.seat] ?? {} }),
    moveMs: timing.get(seat.seat)?.ms ?? 0,
    moves: timing.get(seat.seat)?.moves ?? 0,
  }));
  return {
    ok: true,
    value: {
      gameId: session.id,
      game: session.game,
      guildId: session.guildId,
      endedAt: session.endedAt ?? session.updatedAt,
      participants,
      teams,
      kinds: breakdown?.kinds ?? [],
    },
  };
}

/**
 * The time each seat took over its moves: an entry timed in `moveTimes` is the seat's that was
 * alone to act before it, and took the time since the entry before it (or since the start).
 * Entries played within one click (automatic moves of resigned seats) take no time.
 */
function movesTimed(rules: HostedGame['rules'], session: GameSession): Map<string, { ms: number; moves: number }> {
  const timing = new Map<string, { ms: number; moves: number }>();
  const times = session.moveTimes ?? [];
  if (times.length === 0 || session.record === null) return timing;
  const entries = rules.entries(session.record);
  const first = entries.length - times.length;
  let state: unknown = rules.start(session.record);
  for (let i = 0; i < entries.length; i++) {
    const toAct = rules.toAct(state);
    if (i >= first) {
      const before = i === first ? (first === 0 ? session.startedAt : undefined) : times[i - first - 1];
      const took = before === undefined ? undefined : times[i - first] - before;
      const seat = toAct.length === 1 ? toAct[0] : undefined;
      if (seat !== undefined && took !== undefined && took > 0 && !isAuto(session, seat, times[i - first])) {
        const sum = timing.get(seat) ?? { ms: 0, moves: 0 };
        timing.set(seat, { ms: sum.ms + took, moves: sum.moves + 1 });
      }
    }
    const next = rules.replay(state, entries[i]);
    if (!next.ok) return timing;
    state = next.value;
  }
  return timing;
}

/** Whether a seat was played automatically at a time (its player had resigned). */
function isAuto(session: GameSession, seat: string, at: number): boolean {
  const resignedAt = session.seats.find((s) => s.seat === seat)?.resignedAt;
  return resignedAt !== undefined && resignedAt <= at;
}
