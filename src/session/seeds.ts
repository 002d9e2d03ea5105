/** The seeds of a game: the one drawn at its start, and the one its AI decides from. */
import { createHash, randomInt } from 'node:crypto';
import { hashNumbers } from '../hash.ts';
import type { GameSession } from './session.ts';

/**
 * A new game's seed: 53 random bits (0 … Number.MAX_SAFE_INTEGER), too many for a player to try
 * them all offline against their own first hand (each game's generator uses every bit of a seed
 * from 2^32 on). `randomInt` draws ranges below 2^48 only, hence two draws.
 */
export function drawSeed(): number {
  return randomInt(0, 2 ** 21) * 2 ** 32 + randomInt(0, 2 ** 32);
}

/**
 * The seed of a game's AI decisions: the game's own, mixed apart from its shuffles. AI moves are
 * public and the AI seed has 32 bits, so anyone may find it by trying them all against the AI's
 * moves; it must not lead back from there to the game's seed. `hashNumbers` would: each of its
 * steps can be undone, so an AI seed gives at once, for each of the 2^21 high parts of a wide
 * seed, the one low part that fits — 2^21 candidates to try against one's hand instead of 2^53.
 * A wide seed (2^32 or more) therefore goes through SHA-256, which cannot be undone: the 2^21
 * game seeds behind an AI seed are found only by hashing all 2^53, no quicker than trying them
 * against one's own hand directly. A seed below 2^32 keeps `hashNumbers` (games and tests from
 * before keep their AI moves): such a seed is found from one's own hand in 2^32 tries anyway.
 */
export function aiSeedOf(session: GameSession): number {
  const seed = session.seed ?? 0;
  if (seed < 2 ** 32) return hashNumbers(seed, 0xa15eed);
  return createHash('sha256').update(`ai-seed:${seed}`).digest().readUInt32BE(0);
}
