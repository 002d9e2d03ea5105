import { ok, type Result as PlatformResult } from '../../../result.ts';

export { ok };

/** Codes of the errors a transition can return for bad input. */
export const ERROR_CODES = [
  'WRONG_PHASE',
  'WRONG_TILE',
  'OFF_BOARD',
  'NOT_AN_INSERTION_POSITION',
  'TILE_DOES_NOT_FIT',
  'BAD_ROTATION',
  'UNKNOWN_ZONE',
  'ZONE_NOT_ON_TILE',
  'OCCUPANT_NOT_ALLOWED',
  'AREA_ALREADY_OCCUPIED',
  'NO_FREE_OCCUPANT',
  'NOT_YOUR_PAWN',
] as const;
/** An error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refused transition: a code for programs, a message for people reading logs. */
export interface GameError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** The result of something that can fail on bad input: the platform's, with a game error by default. */
export type Result<T, E = GameError> = PlatformResult<T, E>;

/** A failed result with a game error. */
export function fail(code: ErrorCode, message: string): Result<never> {
  return { ok: false, error: { code, message } };
}
