// Seeds of 53 bits (issue 26): every game draws its hidden order (tiles, bag, deals, trumps,
// cards, tickets, reshuffles) from all the bits of a seed of 2^32 or more, while a smaller seed
// gives exactly what it gave before (test/fixtures/seed-records.json, captured before the change).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { recordJson } from '../../src/bot/export/view.ts';
import type { AnyGameModule } from '../../src/games/game.ts';
import { ChacunRandom, JassRandom, ScrabbleRandom, TchuRandom, derivedSeed } from '../../src/games/random.ts';
import { parseRecord as parseTchu, type GameRecord as TchuRecord } from '../../src/games/tchu/engine/record.ts';
import { reshuffledDeck } from '../../src/games/tchu/engine/state.ts';
import { aiSeedOf } from '../../src/session/manager.ts';
import type { GameSession } from '../../src/session/session.ts';
import { HOSTED } from '../../src/hosted.ts';

const WIDE = 2 ** 32;
/** Each game's options in the fixture (two sets where the options change what is drawn). */
const OPTIONS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  chacun: [{}],
  scrabble: [
    { words: 'fr', judge: 'dictionary' },
    { words: 'en', judge: 'table' },
  ],
  jass: [
    { variant: 'course', target: 1000 },
    { variant: 'schieber', target: 2500 },
  ],
  tchu: [{}],
};
/** Each game's generator, all in src/games/random.ts. */
const GENERATORS = { chacun: ChacunRandom, jass: JassRandom, scrabble: ScrabbleRandom, tchu: TchuRandom } as const;

function game(id: string): AnyGameModule {
  const found = HOSTED.get(id);
  if (found === undefined) throw new Error(`no game ${id}`);
  return found;
}

/**
 * A Jass record as captured before play went counter-clockwise (issue 29): new records list their
 * seats S, E, N, W where older ones listed N, E, S, W; what the seed draws (deals, trumps) and
 * the moves of a random game, played by seat index, are unchanged.
 */
function asCaptured(value: unknown): unknown {
  const r = value as Record<string, unknown>;
  return r.game === 'jass' ? { ...r, players: ['N', 'E', 'S', 'W'] } : value;
}

function sha(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

/** A new record at the most seats the game takes. */
function newRecord(module: AnyGameModule, seed: number, options: Record<string, unknown> = OPTIONS[module.id][0]): unknown {
  return module.rules.newRecord(module.rules.seats.keys.slice(0, module.rules.seats.max), seed, options as never);
}

/** What a record hides from the players: what it drew at random. */
function hiddenOf(id: string, record: unknown): unknown {
  const r = record as Record<string, unknown>;
  switch (id) {
    case 'chacun':
      return r.decks;
    case 'scrabble':
      return r.bag;
    case 'jass':
      return [r.deals, r.trumps];
    default:
      return [r.cards, r.tickets, r.first, r.shuffleSeed];
  }
}

/** What the fixture holds, computed by the code of today (the fixture was made by this same code before wide seeds). */
function today(fixture: { records: { seed: number }[]; randomGames: { seed: number }[]; generators: Record<string, Record<string, unknown>>; tchuDerived: { seed: number; n: number }[]; aiSeeds: { seed: number }[] }) {
  const records = [];
  for (const module of HOSTED.modules) {
    for (const options of OPTIONS[module.id]) {
      const seats = module.rules.seats.max;
      for (const seed of [...new Set(fixture.records.map((r) => r.seed))]) records.push({ game: module.id, seats, options, seed, sha: sha(asCaptured(newRecord(module, seed, options))) });
    }
  }
  const randomGames = [];
  for (const module of HOSTED.modules) {
    // A random game plays among the legal moves: Scrabble's follow its word list (its two games' digests were taken
    // again when the French list lost its abbreviations, KM, CF…, with nothing else changed).
    for (const seed of [...new Set(fixture.randomGames.map((r) => r.seed))]) {
      randomGames.push({ game: module.id, players: module.rules.seats.min, seed, sha: sha(asCaptured(module.tools.randomGame(module.rules.seats.min, seed).record)) });
    }
  }
  const generators = Object.fromEntries(
    Object.entries(GENERATORS).map(([id, Random]) => [
      id,
      Object.fromEntries(
        Object.keys(fixture.generators[id]).map((seed) => {
          const random = new Random(Number(seed));
          return [seed, Array.from({ length: 4 }, () => random.nextUint32())];
        }),
      ),
    ]),
  );
  const tchuDerived = fixture.tchuDerived.map(({ seed, n }) => ({ seed, n, derived: derivedSeed(seed, n) }));
  const aiSeeds = fixture.aiSeeds.map(({ seed }) => ({ seed, ai: aiSeedOf({ seed } as GameSession) }));
  return { records, randomGames, generators, tchuDerived, aiSeeds };
}

describe('a seed below 2^32 gives what it gave before wide seeds', () => {
  test('records, random games, generator numbers, tCHu reshuffle seeds and AI seeds, as captured before', () => {
    const { madeAt: _madeAt, note: _note, ...fixture } = JSON.parse(readFileSync(new URL('../fixtures/seed-records.json', import.meta.url), 'utf8'));
    expect(fixture.records.length).toBe(6 * 7);
    expect(today(fixture)).toEqual(fixture);
  }, 30_000);
});

describe('one generator module, each game its own numbers below 2^32', () => {
  const fixture = JSON.parse(readFileSync(new URL('../fixtures/seed-records.json', import.meta.url), 'utf8')) as { generators: Record<string, Record<string, number[]>> };

  test.each(Object.keys(GENERATORS).map((id) => [id]))('%s: the first numbers of every seed of the fixture', (id) => {
    const Random = GENERATORS[id as keyof typeof GENERATORS];
    const seeds = Object.keys(fixture.generators[id]);
    expect(seeds.length).toBeGreaterThan(0);
    for (const seed of seeds) {
      const random = new Random(Number(seed));
      expect(Array.from({ length: 4 }, () => random.nextUint32()), `seed ${seed}`).toEqual(fixture.generators[id][seed]);
    }
  });

  // Ranges and shuffles, as each engine's own random.ts drew them at 26532a8 (before this module):
  // Scrabble maps a draw to a range by remainder, the others by scaling; a wide seed is the same
  // sfc32 for all, so the three scaling games agree from 2^32 on.
  const DRAWN: Record<keyof typeof GENERATORS, Record<number, { ints: number[]; shuffled: string }>> = {
    chacun: { 7: { ints: [0, 8, 3, 3, 2, 8], shuffled: 'DHAEFCGIJB' }, [WIDE + 7]: { ints: [3, 8, 7, 1, 7, 0], shuffled: 'CFHIGAEDBJ' } },
    jass: { 7: { ints: [0, 4, 8, 9, 1, 2], shuffled: 'GJAHCFIDEB' }, [WIDE + 7]: { ints: [3, 8, 7, 1, 7, 0], shuffled: 'CFHIGAEDBJ' } },
    scrabble: { 7: { ints: [2, 0, 4, 0, 5, 8], shuffled: 'AGHCDBEIFJ' }, [WIDE + 7]: { ints: [4, 5, 2, 4, 3, 3], shuffled: 'FBAJCEHDIG' } },
    tchu: { 7: { ints: [0, 0, 9, 6, 5, 4], shuffled: 'IHGDABFJCE' }, [WIDE + 7]: { ints: [3, 8, 7, 1, 7, 0], shuffled: 'CFHIGAEDBJ' } },
  };

  test.each(Object.keys(GENERATORS).map((id) => [id]))('%s: integers in a range and shuffles, as before', (id) => {
    const Random = GENERATORS[id as keyof typeof GENERATORS];
    for (const [seed, drawn] of Object.entries(DRAWN[id as keyof typeof GENERATORS])) {
      const random = new Random(Number(seed));
      expect(Array.from({ length: 6 }, () => random.int(10)), `seed ${seed}`).toEqual(drawn.ints);
      expect(random.shuffle([...'ABCDEFGHIJ']).join(''), `seed ${seed}`).toBe(drawn.shuffled);
    }
  });

  test('an empty list or range is refused, never a missing item', () => {
    for (const Random of Object.values(GENERATORS)) expect(() => new Random(3).pick([])).toThrow('pick from an empty list');
    expect(() => new ScrabbleRandom(3).int(0)).toThrow();
  });
});

describe('a seed of 2^32 or more uses all its bits', () => {
  // Equal in their low 32 bits, different above (the high parts span the 21 bits a safe integer has there).
  const LOWS = [0, 12_345, WIDE - 1];
  const HIGHS = [1, 2, 2 ** 20, 2 ** 21 - 1];

  test.each(HOSTED.modules.map((module) => [module.id]))('%s: seeds equal in their low 32 bits, different above, deal different hidden orders', (id) => {
    const module = game(id);
    for (const low of LOWS) {
      const hidden = [low, ...HIGHS.map((high) => high * WIDE + low)].map((seed) => JSON.stringify(hiddenOf(id, newRecord(module, seed))));
      expect(new Set(hidden).size, `low part ${low}`).toBe(hidden.length);
    }
    // The largest seed the platform draws is fine too.
    expect(hiddenOf(id, newRecord(module, Number.MAX_SAFE_INTEGER))).not.toEqual(hiddenOf(id, newRecord(module, WIDE - 1)));
  });

  test('every game draws the same numbers from a wide seed (one sfc32 for all)', () => {
    for (const seed of [WIDE, 2 ** 40 + 7, Number.MAX_SAFE_INTEGER]) {
      const numbers = Object.values(GENERATORS).map((Random) => {
        const random = new Random(seed);
        return Array.from({ length: 8 }, () => random.nextUint32());
      });
      for (const list of numbers) expect(list).toEqual(numbers[0]);
    }
  });

  test('every one of the 53 bits changes the numbers; they spread evenly', () => {
    // Bits 52 and 33 set: flipping any one bit leaves a seed of 2^32 or more.
    const base = 2 ** 52 + 2 ** 33 + 0x5a5a5a5a;
    const firstOf = (seed: number) => {
      const random = new ChacunRandom(seed);
      return [random.nextUint32(), random.nextUint32()];
    };
    const baseline = firstOf(base);
    for (let bit = 0; bit < 53; bit++) {
      const flipped = Math.floor(base / 2 ** bit) % 2 === 1 ? base - 2 ** bit : base + 2 ** bit;
      expect(flipped).toBeGreaterThanOrEqual(WIDE);
      expect(firstOf(flipped), `bit ${bit}`).not.toEqual(baseline);
    }
    const random = new TchuRandom(2 ** 45 + 99);
    const counts = Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) counts[random.int(10)]++;
    for (const count of counts) expect(count).toBeGreaterThan(1_800);
    for (const count of counts) expect(count).toBeLessThan(2_200);
  });
});

describe('tCHu reshuffles from a wide seed', () => {
  test('the shuffle seed is wide, from the game seed; each reshuffle draws a wide seed of its own from all its bits', () => {
    const tchu = game('tchu');
    const shuffleSeeds = [2 ** 33 + 5, 2 ** 44 + 5, Number.MAX_SAFE_INTEGER].map((seed) => (newRecord(tchu, seed) as TchuRecord).shuffleSeed);
    for (const shuffleSeed of shuffleSeeds) {
      expect(shuffleSeed).toBeGreaterThanOrEqual(WIDE);
      expect(Number.isSafeInteger(shuffleSeed)).toBe(true);
    }
    expect(new Set(shuffleSeeds).size).toBe(3);
    // Below 2^32 it stays a 32-bit number, as before.
    expect((newRecord(tchu, 5) as TchuRecord).shuffleSeed).toBeLessThan(WIDE);

    const derived = [0, 1, 2, 3, 4].map((n) => derivedSeed(shuffleSeeds[0], n));
    expect(new Set(derived).size).toBe(5);
    for (const seed of derived) expect(seed >= WIDE && Number.isSafeInteger(seed)).toBe(true);
    const discard = Array<number>(9).fill(6);
    const deckOf = (shuffleSeed: number) => reshuffledDeck(shuffleSeed, 3, discard);
    const low = 0x1234_5678;
    const decks = [low, 2 ** 32 + low, 2 ** 50 + low].map((seed) => JSON.stringify(deckOf(seed)));
    expect(new Set(decks).size).toBe(3);
  });

  test('a record keeps any safe whole shuffle seed, and no other', () => {
    const record = JSON.parse(JSON.stringify(newRecord(game('tchu'), 2 ** 50 + 3))) as Record<string, unknown>;
    for (const shuffleSeed of [0, WIDE - 1, WIDE, Number.MAX_SAFE_INTEGER]) expect(parseTchu({ ...record, shuffleSeed }).ok).toBe(true);
    for (const shuffleSeed of [-1, 2 ** 53, 1.5, '5']) {
      const parsed = parseTchu({ ...record, shuffleSeed });
      expect(!parsed.ok && parsed.error).toContain('shuffleSeed must be a whole number from 0 to 9007199254740991');
    }
  });
});

describe('records from wide seeds', () => {
  test.each(HOSTED.modules.map((module) => [module.id]))('%s: a random game parses, replays to the same end and exports', (id) => {
    const module = game(id);
    const players = module.rules.seats.min;
    const { record, state } = module.tools.randomGame(players, Number.MAX_SAFE_INTEGER - 12);
    expect(module.rules.isOver(state)).toBe(true);
    // Stored or exported and read back.
    const parsed = module.rules.parseRecord(JSON.parse(recordJson(record as object)));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value).toEqual(record);
    let replayed = module.rules.start(parsed.value);
    for (const entry of module.rules.entries(parsed.value)) {
      const next = module.rules.replay(replayed, entry);
      if (!next.ok) throw new Error(next.error.code);
      replayed = next.value;
    }
    expect(module.rules.outcome(replayed)).toEqual(module.rules.outcome(state));
    // The other export files, and what a seat may know during the game.
    const seats = module.rules.recordSeats(record);
    const names = Object.fromEntries(seats.map((seat) => [seat, seat]));
    for (const file of HOSTED.discordOf(id).exportFiles?.(record, `${id}-wide`, names) ?? []) expect(file.data.length).toBeGreaterThan(0);
    const start = module.rules.truncate(record, 0);
    expect(JSON.stringify(module.rules.visibleRecord(start, seats[0]))).toContain('"partial"');
  }, 20_000);
});
