/**
 * Undo on the platform: what a game's `undoable` allows, checked against the session (who asks,
 * whether the game is at the move the request was made for), and the note the message board
 * shows of each undo. The record keeps only what is in force; the notes say what was taken back.
 */
import type { Result } from '../result.ts';
import { refuse, type SessionError } from './errors.ts';
import { isAutopiloted, seatOfUser, type GameSession, type HostedGame, type Seat } from './session.ts';
import { MAX_UNDO_NOTES, type UndoNote } from './undo-notes.ts';

/** An undo the game allows a user now: their seat, and whether the others must agree. */
export interface UndoPlan {
  readonly session: GameSession;
  readonly seat: Seat;
  /** The record without the step. */
  readonly record: unknown;
  readonly dropped: number;
  readonly revealed: boolean;
}

/**
 * What an undo asked by a user would take back in a game under way, or why it is refused:
 * NOT_IN_GAME (no seat, or resigned), STALE_MOVE (the game has moved since `moveNumber`), or
 * the game's own NOTHING_TO_UNDO / NEXT_PLAYER_ACTED.
 */
export function planUndo(game: HostedGame, session: GameSession, userId: string, moveNumber: number | undefined): Result<UndoPlan, SessionError> {
  const seat = seatOfUser(session, userId);
  if (seat === undefined || seat.resignedAt !== undefined) return refuse('NOT_IN_GAME', `${userId} does not play in ${session.id}`);
  if (moveNumber !== undefined && moveNumber !== session.moveNumber) {
    return refuse('STALE_MOVE', `undo asked at move ${moveNumber} of ${session.id}: the game is at move ${session.moveNumber}`);
  }
  const automatic = new Set(session.seats.filter((s) => s !== seat && isAutopiloted(s)).map((s) => s.seat));
  const step = game.rules.undoable(session.record, seat.seat, automatic);
  if (!step.ok) return { ok: false, error: { code: step.error.code, message: step.error.message, rule: step.error } };
  return { ok: true, value: { session, seat, record: step.value.record, dropped: step.value.dropped, revealed: step.value.revealed } };
}

/** The session once a planned undo is applied: the shorter record, its move number, and the note. */
export function withUndo(game: HostedGame, plan: UndoPlan, agreed: boolean, at: number, clickedAt?: number): GameSession {
  const { session } = plan;
  const moveNumber = game.rules.entries(plan.record).length;
  const note: UndoNote = { seat: plan.seat.seat, userId: seatUserId(plan.seat), moveNumber, dropped: plan.dropped, agreed, at, ...(clickedAt === undefined ? {} : { clickedAt }) };
  const notes = [...(session.undoNotes ?? []), note].slice(-MAX_UNDO_NOTES);
  // The times of the entries taken back go with them (moveTimes ends at the record's last entry).
  const moveTimes = session.moveTimes === undefined ? {} : { moveTimes: session.moveTimes.slice(0, Math.max(0, session.moveTimes.length - plan.dropped)) };
  return { ...session, record: plan.record, moveNumber, undoNotes: notes, ...moveTimes };
}

/**
 * Whether a component made for move `move` belongs to a branch an undo took back: its message
 * was last written (`writtenAt`, Discord's clock) no later than the click that asked for an undo to a
 * move before `move`. The game may since have come back to the same move number by other moves.
 */
export function takenBack(session: GameSession, move: number, writtenAt: number): boolean {
  return (session.undoNotes ?? []).some((note) => note.clickedAt !== undefined && writtenAt <= note.clickedAt && move > note.moveNumber);
}

function seatUserId(seat: Seat): string {
  if (seat.player.type !== 'human') throw new Error('an AI seat asked for an undo');
  return seat.player.userId;
}
