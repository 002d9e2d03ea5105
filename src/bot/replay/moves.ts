/**
 * A game as it stood at a past move, for replays: the record cut to that move and the state it
 * gives, nothing beyond it. Everything shown of it goes through the game's public views.
 */
import type { Announced } from '../game-discord.ts';
import type { GameSession, HostedGame } from '../../session/session.ts';

/** The game as everyone saw it after its first `move` entries (`move` no greater than the moves played). */
export function atMove(game: HostedGame, session: GameSession, move: number): Announced<unknown> & { readonly actor: string | null } {
  if (session.record === null) throw new Error(`game ${session.id} has no record`);
  const total = game.rules.entries(session.record).length;
  if (move < 0 || move > total) throw new Error(`move ${move} is outside 0..${total}`);
  const record = game.rules.truncate(session.record, move);
  let state = game.rules.start(record);
  let actor: string | null = null;
  for (const entry of game.rules.entries(record)) {
    actor = entryActor(game, state, entry);
    const next = game.rules.replay(state, entry);
    if (!next.ok) throw new Error(`game ${session.id}: stored entry refused (${next.error.code})`);
    state = next.value;
  }
  // Before its last move, a game is shown as under way (an ended one's views would tell the end),
  // its players resigned only from the move their resignation followed (by the moves' times; none
  // where the time of the move shown is not kept).
  const times = session.moveTimes ?? [];
  const shownAt = move === 0 ? undefined : times[move - 1 - (total - times.length)];
  const seats = session.seats.map((seat) => {
    if (seat.resignedAt === undefined || (shownAt !== undefined && seat.resignedAt <= shownAt)) return seat;
    const { resignedAt: _resignedAt, ...playing } = seat;
    return playing;
  });
  const cut: GameSession =
    move === total
      ? session
      : { ...session, record, seats, moveNumber: move, status: 'playing', endedAt: undefined, endReason: undefined, moveTimes: session.moveTimes?.slice(0, Math.max(0, move - (total - session.moveTimes.length))) };
  return { session: stripUndefined(cut), state, actor };
}

/** Whose an entry is: the game says so where several act at once (tCHu's first tickets), else the one seat to act; null if it cannot tell. */
function entryActor(game: HostedGame, state: unknown, entry: unknown): string | null {
  const toAct = game.rules.toAct(state);
  return game.rules.entrySeat?.(state, entry) ?? (toAct.length === 1 ? toAct[0] : null);
}

/** The seat (key) that made each move, in order (move n's at n − 1), null where the game cannot tell: one pass over the record. */
export function actorsOfMoves(game: HostedGame, session: GameSession): readonly (string | null)[] {
  if (session.record === null) return [];
  let state = game.rules.start(session.record);
  const actors: (string | null)[] = [];
  for (const entry of game.rules.entries(session.record)) {
    actors.push(entryActor(game, state, entry));
    const next = game.rules.replay(state, entry);
    if (!next.ok) break;
    state = next.value;
  }
  return actors;
}

function stripUndefined(session: GameSession): GameSession {
  return Object.fromEntries(Object.entries(session).filter(([, value]) => value !== undefined)) as unknown as GameSession;
}

/**
 * The moves at which a new turn begins, by the game's own turn key (a ChaCuN turn is a tile and
 * its occupant; a Jass turn a card), always with the start and the end: one animation frame each.
 */
export function turnStarts(game: HostedGame, session: GameSession, turnKey: (at: Announced<unknown>) => number): number[] {
  if (session.record === null) return [];
  const entries = game.rules.entries(session.record);
  const starts = [0];
  let state = game.rules.start(session.record);
  let key = turnKey({ session: { ...session, record: game.rules.truncate(session.record, 0), moveNumber: 0 }, state });
  for (let i = 0; i < entries.length; i++) {
    const next = game.rules.replay(state, entries[i]);
    if (!next.ok) break;
    state = next.value;
    const now = turnKey({ session: { ...session, record: game.rules.truncate(session.record, i + 1), moveNumber: i + 1 }, state });
    if (now !== key) starts.push(i + 1);
    key = now;
  }
  if (starts[starts.length - 1] !== entries.length) starts.push(entries.length);
  return starts;
}
