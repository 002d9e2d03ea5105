// Game seeds of 53 bits (issue 26): drawn by default, stored and read back, used whole by the
// game, and not to be recovered from the AI's seed (which anyone may find from the AI's moves).
import { describe, expect, test } from 'vitest';
import { hashNumbers } from '../../src/hash.ts';
import { aiSeedOf, drawSeed, SessionManager, type SessionManagerOptions, type SessionResult } from '../../src/session/manager.ts';
import type { GameSession } from '../../src/session/session.ts';
import { memoryStore, type GameStore } from '../../src/session/store.ts';
import { ALICE, CHANNEL, GUILD } from './helpers.ts';
import { HOSTED } from '../../src/hosted.ts';

const WIDE = 2 ** 32;

function value<T>(result: SessionResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function manager(store: GameStore, options: SessionManagerOptions = {}): SessionManager {
  let ids = 0;
  return new SessionManager(store, HOSTED, { newGameId: () => `game${++ids}`, now: () => 1_000 + ids, ...options });
}

/** Starts a game of one person and AI players in a channel; the started session, as read back by another manager from the store. */
async function startedGame(store: GameStore, options: SessionManagerOptions, game: string, channelId: string): Promise<GameSession> {
  const m = manager(store, options);
  const ais = [HOSTED.get(game)!.ai.defaultLevel];
  value(await m.createLobby({ game, guildId: GUILD, channelId, creator: ALICE, locale: 'en', ais }));
  const started = value(await m.start(channelId, { userId: ALICE.userId }));
  const again = value(await manager(store).getGame(started.session.id)).session;
  expect(again).toEqual(started.session);
  return again;
}

describe('the seed of a new game', () => {
  test('drawSeed draws 53 bits: safe whole numbers, some above 2^32 and 2^48 (20 draws all below: odds 2^-420 and 2^-100)', () => {
    const seeds = Array.from({ length: 20 }, drawSeed);
    for (const seed of seeds) expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
    expect(Math.max(...seeds)).toBeGreaterThanOrEqual(WIDE);
    expect(Math.max(...seeds)).toBeGreaterThanOrEqual(2 ** 48);
  });

  test('a manager draws it so by default; it is stored, read back, and the record is drawn from all of it', async () => {
    const store = memoryStore();
    const sessions = [];
    for (const channel of ['300000000000000011', '300000000000000012', '300000000000000013']) sessions.push(await startedGame(store, {}, 'chacun', channel));
    const seeds = sessions.map((session) => session.seed!);
    for (const seed of seeds) expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
    // Three seeds all below 2^32: odds 2^-63.
    expect(Math.max(...seeds)).toBeGreaterThanOrEqual(WIDE);
    for (const session of sessions) {
      const rules = HOSTED.get('chacun')!.rules;
      expect(session.record).toEqual(rules.newRecord(rules.recordSeats(session.record), session.seed!, {}));
      expect(session.record).not.toEqual(rules.newRecord(rules.recordSeats(session.record), session.seed! % WIDE, {}));
    }
  });

  test.each(['chacun', 'scrabble', 'jass', 'tchu'])('%s: a game of seed 2^53 − 1 is stored, read back and its AI plays', async (game) => {
    const store = memoryStore();
    const session = await startedGame(store, { newSeed: () => Number.MAX_SAFE_INTEGER }, game, CHANNEL);
    expect(session.seed).toBe(Number.MAX_SAFE_INTEGER);
    const m = manager(store);
    // Play until an AI has moved (the person's turns: the game's automatic move).
    const rules = HOSTED.get(game)!.rules;
    let current = session;
    let state = value(await m.getGame(current.id)).state;
    let aiMoved = false;
    for (let guard = 0; guard < 20 && !aiMoved; guard++) {
      const toAct = rules.toAct(state);
      const ai = current.seats.find((seat) => seat.player.type === 'ai' && toAct.includes(seat.seat));
      const request = { gameId: current.id, moveNumber: current.moveNumber };
      const outcome =
        ai === undefined
          ? value(await m.move(CHANNEL, { ...request, userId: ALICE.userId, action: rules.autoAction(state, current.seats.find((s) => toAct.includes(s.seat))!.seat) }))
          : value(await m.playAi(CHANNEL, request));
      aiMoved = ai !== undefined;
      current = outcome.session;
      state = outcome.state;
    }
    expect(aiMoved).toBe(true);
    expect(rules.entries(current.record).length).toBeGreaterThan(rules.entries(session.record).length);
  }, 20_000);
});

/** The inverse of an odd number modulo 2^32 (Newton's iteration). */
function inverse(a: number): number {
  let x = a;
  for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(a, x));
  return x;
}

const rotr = (x: number, r: number) => (x >>> r) | (x << (32 - r));

/** src/hash.ts's `finish`, undone. */
function unfinish(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, inverse(0xc2b2ae35));
  h = h ^ (h >>> 13) ^ (h >>> 26);
  h = Math.imul(h, inverse(0x85ebca6b));
  return h ^ (h >>> 16);
}

/** The hash that src/hash.ts's `mix(hash, value)` turned into `mixed`. */
function unmixed(mixed: number, value: number): number {
  return rotr(Math.imul((mixed - 0xe6546b64) | 0, inverse(5)), 13) ^ keyOf(value);
}

function keyOf(value: number): number {
  const k = Math.imul(value | 0, 0xcc9e2d51);
  return Math.imul((k << 15) | (k >>> 17), 0x1b873593);
}

/**
 * The one low part of a game seed with this high part that `hashNumbers(seed, 0xa15eed)` turns
 * into this AI seed: every step of the hash is undone, without trying any seed.
 */
function lowFromAiSeed(aiSeed: number, high: number): number {
  let h = unmixed(unfinish(aiSeed), 2);
  h = unmixed(unmixed(h, 0xa15eed), high);
  // h = mix(0x2545f491, low): undo it for the key, then the key for the low part.
  const key = rotr(Math.imul((h - 0xe6546b64) | 0, inverse(5)), 13) ^ 0x2545f491;
  const k = Math.imul(key, inverse(0x1b873593));
  return Math.imul((k >>> 15) | (k << 17), inverse(0xcc9e2d51)) >>> 0;
}

describe('seeds derived by hashNumbers (AI decisions, tools)', () => {
  test('keep the high bits of a wide seed', () => {
    const derived = [5, 2 ** 32 + 5, 2 ** 40 + 5, Number.MAX_SAFE_INTEGER - 2 ** 32 + 6].map((seed) => hashNumbers(seed, 7));
    expect(new Set(derived).size).toBe(derived.length);
  });
});

describe('the AI seed of a game', () => {
  const seeds = [2 ** 32 + 17, 2 ** 45 + 0xdeadbeef, Number.MAX_SAFE_INTEGER - 4];

  test('hashNumbers could be undone: an AI seed would give the low part of the game seed for each high part', () => {
    for (const seed of seeds) expect(lowFromAiSeed(hashNumbers(seed, 0xa15eed), Math.floor(seed / WIDE))).toBe(seed % WIDE);
  });

  test('a wide seed’s AI seed cannot be undone so: the true high part does not lead to the true low part', () => {
    for (const seed of seeds) {
      const aiSeed = aiSeedOf({ seed } as GameSession);
      expect(Number.isInteger(aiSeed) && aiSeed >= 0 && aiSeed < WIDE).toBe(true);
      expect(aiSeed).toBe(aiSeedOf({ seed } as GameSession));
      expect(lowFromAiSeed(aiSeed, Math.floor(seed / WIDE))).not.toBe(seed % WIDE);
    }
    // Seeds equal in their low 32 bits get unrelated AI seeds; one below 2^32 keeps its AI seed of before.
    expect(aiSeedOf({ seed: 2 ** 40 + 5 } as GameSession)).not.toBe(aiSeedOf({ seed: 2 ** 41 + 5 } as GameSession));
    expect(aiSeedOf({ seed: 5 } as GameSession)).toBe(hashNumbers(5, 0xa15eed));
  });
});
