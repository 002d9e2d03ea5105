/**
 * The undo notes a session keeps (the message board tells each undo from them) and how a stored
 * session's notes are checked. Apart from `undo.ts`, which makes them, so that the session's
 * parser (`session.ts`) reads them without the undo rules, which read sessions.
 */
import type { Result } from '../result.ts';
import { isObject } from '../input-checks.ts';

/** At most this many undo notes are kept per game (the oldest go first). */
export const MAX_UNDO_NOTES = 100;

/** One undo as the message board tells it: who took back how many entries, at which point, and whether the table agreed. */
export interface UndoNote {
  /** The seat whose step was taken back. */
  readonly seat: string;
  /** The person who asked for it. */
  readonly userId: string;
  /** The record's length once the step was taken back (the move number the game went back to). */
  readonly moveNumber: number;
  /** How many entries were taken back. */
  readonly dropped: number;
  /** Whether the others agreed (the step had revealed something hidden). */
  readonly agreed: boolean;
  /** When, in ms since the epoch. */
  readonly at: number;
  /**
   * When Discord saw the click that asked for it, by Discord's own clock (the time in the
   * interaction's id), to compare with the times of messages: a component of a message last
   * written before then, made for a move past `moveNumber`, belongs to the branch taken back.
   */
  readonly clickedAt?: number;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Checks the stored undo notes of a session (absent in games stored before undo existed). */
export function parseUndoNotes(value: unknown, seatKeys: readonly string[]): Result<readonly UndoNote[] | undefined, string> {
  if (value === undefined) return { ok: true, value: undefined };
  if (!Array.isArray(value) || value.length > MAX_UNDO_NOTES) return { ok: false, error: `undoNotes must be an array of at most ${MAX_UNDO_NOTES} notes` };
  const notes: UndoNote[] = [];
  for (let i = 0; i < value.length; i++) {
    const note: unknown = value[i];
    const where = `undoNotes[${i}]`;
    if (!isObject(note)) return { ok: false, error: `${where} must be an object` };
    if (typeof note.seat !== 'string' || !seatKeys.includes(note.seat)) return { ok: false, error: `${where}.seat must be a seat of the game` };
    if (typeof note.userId !== 'string' || note.userId.length === 0 || note.userId.length > 64) return { ok: false, error: `${where}.userId must be a Discord id` };
    if (!isCount(note.moveNumber) || !isCount(note.dropped) || note.dropped === 0 || !isCount(note.at)) {
      return { ok: false, error: `${where}: moveNumber, dropped (at least 1) and at must be counts` };
    }
    if (typeof note.agreed !== 'boolean') return { ok: false, error: `${where}.agreed must be true or false` };
    if (note.clickedAt !== undefined && !isCount(note.clickedAt)) return { ok: false, error: `${where}.clickedAt must be a count` };
    notes.push({
      seat: note.seat,
      userId: note.userId,
      moveNumber: note.moveNumber,
      dropped: note.dropped,
      agreed: note.agreed,
      at: note.at,
      ...(note.clickedAt === undefined ? {} : { clickedAt: note.clickedAt }),
    });
  }
  return { ok: true, value: notes };
}
