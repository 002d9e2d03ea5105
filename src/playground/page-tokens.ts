/**
 * Which page acts as which user. A page that creates or takes a user gets a secret token for it;
 * every request that reads that user's private messages or acts as them carries the token in a
 * header (`x-playground-token`; for the WebSocket, which cannot send headers of its own, in its
 * subprotocol list), never a user id that anyone could write in a query.
 *
 * Why a token per take and nothing kept across reloads: the playground has no login on purpose
 * (two people at one machine, each in their page, pick a user from the list), so any page of its
 * own origin may take any user, and a reloaded page simply takes its user (`?user=` in its
 * address) again. What the token adds is that private panels go only to a page that asked, by a
 * POST that only the playground's own page can make (Origin and Content-Type are checked), to act
 * as that user; a page of another site, or anyone who knows a user's id, gets none. Storing the
 * token in the page (sessionStorage) would add nothing a new take does not give.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Snowflake } from './discord/fake-discord.ts';

/** The header a page's requests carry its token in. */
export const TOKEN_HEADER = 'x-playground-token';
/** The WebSocket subprotocol of the page's live connection; the token comes as a second one, `token.<token>`. */
export const LIVE_PROTOCOL = 'playground';

/**
 * Tokens kept per user: one per page that took the user (a few tabs, reloads). The oldest goes
 * first, so a long session keeps a bounded set; a page whose token went is told to reload.
 */
const TOKENS_PER_USER = 16;

/** The tokens of a running playground, and the keys of its private files. */
export interface PageTokens {
  /** A new token for a page that creates or takes a user. */
  readonly issue: (userId: Snowflake) => string;
  /** The user a token acts as; undefined for an unknown one. */
  readonly userOf: (token: string) => Snowflake | undefined;
  /**
   * The key in the address of a private (ephemeral) message's files: an image cannot carry a
   * header, so its address holds a key only the server can make, given only to the page the
   * message is shown to (as Discord signs its attachment addresses).
   */
  readonly fileKey: (messageId: Snowflake) => string;
  /** Whether a file address's key is the one of its message. */
  readonly fileKeyOk: (messageId: Snowflake, key: string | null) => boolean;
}

/** Tokens and file keys for one run of the playground (a restart forgets them, as it forgets its users). */
export function pageTokens(): PageTokens {
  const users = new Map<string, Snowflake>();
  const secret = randomBytes(32);
  const fileKey = (messageId: Snowflake): string => createHmac('sha256', secret).update(messageId).digest('base64url');
  return {
    issue: (userId) => {
      const token = randomBytes(24).toString('base64url');
      const own = [...users].filter(([, user]) => user === userId);
      if (own.length >= TOKENS_PER_USER) users.delete(own[0]![0]);
      users.set(token, userId);
      return token;
    },
    userOf: (token) => users.get(token),
    fileKey,
    fileKeyOk: (messageId, key) => {
      if (key === null) return false;
      const wanted = Buffer.from(fileKey(messageId));
      const given = Buffer.from(key);
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    },
  };
}
