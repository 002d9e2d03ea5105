import { err } from '../result.ts';
import type { RuleError } from '../games/game.ts';

/** Codes of the refusals of the session layer; a game's own rule codes pass through besides these. */
export const SESSION_ERROR_CODES = [
  'NO_GAME',
  'GAME_ALREADY_RUNNING',
  'WRONG_GAME',
  'OTHER_KIND',
  'NOT_IN_GAME',
  'NOT_YOUR_TURN',
  'STALE_MOVE',
  'LOBBY_FULL',
  'ALREADY_JOINED',
  'NOT_ENOUGH_PLAYERS',
  'NOT_CREATOR',
  'AI_ONLY',
  'SEAT_TAKEN',
  'UNKNOWN_CHOICE',
  'GAME_NOT_STARTED',
  'GAME_STARTED',
  'GAME_OVER',
  'CORRUPT_GAME',
  'STORE_UNAVAILABLE',
  'STORE_UNCERTAIN',
  'VERSION_CONFLICT',
  'TOURNAMENT_GAME',
] as const;
/** A refusal code of the session layer. */
export type SessionOnlyErrorCode = (typeof SESSION_ERROR_CODES)[number];
/** Any code a session operation can fail with: the session layer's, or a game's rule code (an illegal move). */
export type SessionErrorCode = SessionOnlyErrorCode | (string & {});

/** Whether a code is one of the session layer's own (else it is a game's rule code). */
export function isSessionOnlyCode(code: string): code is SessionOnlyErrorCode {
  return (SESSION_ERROR_CODES as readonly string[]).includes(code);
}

/** A refused session operation: a code for the bot to translate, a message for logs. */
export interface SessionError {
  readonly code: SessionErrorCode;
  readonly message: string;
  /** A game's own refusal, whole (with what its text needs, such as the refused word), when the game refused the move. */
  readonly rule?: RuleError;
  /** For OTHER_KIND and GAME_ALREADY_RUNNING: the kind of game asked for, the kind found, and whether the game found is open. */
  readonly kinds?: OtherKind;
}

/** What an OTHER_KIND refusal tells: the command's game, and the channel's game that is not one of it. */
export interface OtherKind {
  readonly wanted: string;
  readonly found: string;
  readonly open: boolean;
  /** For GAME_ALREADY_RUNNING: the game found is a lobby, not started yet. */
  readonly lobby?: boolean;
}

/** A failed result with a session error. */
export function refuse(code: SessionErrorCode, message: string): { readonly ok: false; readonly error: SessionError } {
  return err({ code, message });
}

/** The refusal of a game's command or control that reached a game of another kind. */
export function refuseOtherKind(kinds: OtherKind, gameId: string): { readonly ok: false; readonly error: SessionError } {
  return err({ code: 'OTHER_KIND', message: `game ${gameId} is one of ${kinds.found}, not of ${kinds.wanted}`, kinds });
}
