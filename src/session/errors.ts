import { ERROR_CODES, type ErrorCode } from '../games/chacun/engine/result.ts';

/** Codes of the refusals of the session layer (the engine's codes are passed through besides these). */
export const SESSION_ERROR_CODES = [
  'NO_GAME',
  'GAME_ALREADY_RUNNING',
  'WRONG_GAME',
  'NOT_IN_GAME',
  'NOT_YOUR_TURN',
  'STALE_MOVE',
  'LOBBY_FULL',
  'ALREADY_JOINED',
  'NOT_ENOUGH_PLAYERS',
  'NOT_CREATOR',
  'BOTS_ONLY',
  'COLOR_TAKEN',
  'GAME_NOT_STARTED',
  'GAME_STARTED',
  'GAME_OVER',
  'CORRUPT_GAME',
  'STORE_UNAVAILABLE',
] as const;
/** A refusal code of the session layer. */
export type SessionOnlyErrorCode = (typeof SESSION_ERROR_CODES)[number];
/** Any code a session operation can fail with: the session layer's or the engine's (an illegal move). */
export type SessionErrorCode = SessionOnlyErrorCode | ErrorCode;

/** Every code a session operation can fail with, for the bot's translation tables. */
export const ALL_SESSION_ERROR_CODES: readonly SessionErrorCode[] = [...SESSION_ERROR_CODES, ...ERROR_CODES];

/** A refused session operation: a code for the bot to translate, a message for logs. */
export interface SessionError {
  readonly code: SessionErrorCode;
  readonly message: string;
}

/** A failed result with a session error. */
export function refuse(code: SessionErrorCode, message: string): { readonly ok: false; readonly error: SessionError } {
  return { ok: false, error: { code, message } };
}

/** Whether a value is a code a session operation can fail with. */
export function isSessionErrorCode(value: unknown): value is SessionErrorCode {
  return typeof value === 'string' && (ALL_SESSION_ERROR_CODES as readonly string[]).includes(value);
}
