// What an export gives during a game (GameRules.visibleRecord), for every game: noninterference.
// Two records that a reader cannot tell apart — they differ only in what is hidden from that
// reader (another seat's rack, hand, tickets or cards, the order of anything not drawn, a future
// deal) — must give that reader the same visible record. Candidates come from changing a real
// game's randomness (and, for tCHu, another seat's hidden choices); which candidates a reader
// cannot tell apart is judged from the two states, independently of visibleRecord. Each check
// also counts candidates that did change a hidden fact, so that it cannot pass by testing nothing.
import { describe, expect, test } from 'vitest';
import type { GameRules } from '../../src/games/game.ts';
import { chacunRules } from '../../src/games/chacun/rules.ts';
import { parseRecord as parseChacun, replay as replayChacun, type GameRecord as ChacunRecord } from '../../src/games/chacun/engine/record.ts';
import { playRandomGame as randomChacun } from '../../src/games/chacun/engine/simulate.ts';
import { Dawg } from '../../src/games/scrabble/dictionary/dawg.ts';
import type { ScrabbleState } from '../../src/games/scrabble/engine/game.ts';
import { fullBag, removeTiles, sortedTiles } from '../../src/games/scrabble/engine/letters.ts';
import { parseRecord as parseScrabble, replayRecord as replayScrabble, type ScrabbleRecord } from '../../src/games/scrabble/engine/record.ts';
import { playRandomGame as randomScrabble } from '../../src/games/scrabble/engine/simulate.ts';
import { makeScrabbleRules } from '../../src/games/scrabble/rules.ts';
import type { JassState } from '../../src/games/jass/engine/game.ts';
import { parseRecord as parseJass, SEATS as JASS_SEATS, type JassRecord } from '../../src/games/jass/engine/record.ts';
import { playRandomGame as randomJass } from '../../src/games/jass/engine/simulate.ts';
import { jassRules, replayRecord as replayJass } from '../../src/games/jass/rules.ts';
import { parseRecord as parseTchu, replayRecord as replayTchu, type GameRecord as TchuRecord } from '../../src/games/tchu/engine/record.ts';
import { randomGame as randomTchu } from '../../src/games/tchu/engine/simulate.ts';
import type { GameState as TchuState } from '../../src/games/tchu/engine/state.ts';
import { tchuRules } from '../../src/games/tchu/rules.ts';
import { checkGcg } from './scrabble/gcg-check.ts';
import { HOSTED } from '../../src/hosted.ts';

/** A small deterministic generator for the tests' choices. */
function rng(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

function swapped<T>(list: readonly T[], i: number, j: number): T[] {
  const copy = [...list];
  [copy[i], copy[j]] = [copy[j], copy[i]];
  return copy;
}

/** Entry counts to look at: the start, a few moves in, the middle, near the end. */
function cutsOf(total: number): number[] {
  return [...new Set([0, 3, Math.floor(total / 2), Math.max(0, total - 4)])];
}

/**
 * For each cut and reader: every candidate the reader cannot tell from the game itself gives the
 * same visible record. Returns, by reader, how many such candidates differed in a hidden fact.
 */
function noninterference<R, S>(input: {
  readonly rules: GameRules<S, unknown, unknown, R>;
  readonly record: R;
  readonly readers: readonly (string | null)[];
  /** Records changed in their hidden parts (they may not replay: those are left out). */
  readonly candidates: (record: R, state: S, pick: (n: number) => number) => R[];
  readonly replay: (record: R) => S | null;
  /** Whether a reader knows the same in both states (its own hidden part and everything public). */
  readonly sameFor: (a: S, b: S, reader: string | null) => boolean;
  /** Whether the two differ in something hidden from this reader. */
  readonly hiddenDiffers: (a: S, b: S, a0: R, b0: R, reader: string | null) => boolean;
}): Map<string | null, number> {
  const pick = rng(7);
  const hits = new Map<string | null, number>(input.readers.map((r) => [r, 0]));
  const total = input.rules.entries(input.record).length;
  for (const cut of cutsOf(total)) {
    const record = input.rules.truncate(input.record, cut);
    const state = input.replay(record)!;
    const visible = new Map(input.readers.map((reader) => [reader, JSON.stringify(input.rules.visibleRecord(record, reader))]));
    for (const other of input.candidates(record, state, pick)) {
      const otherState = input.replay(other);
      if (otherState === null) continue;
      for (const reader of input.readers) {
        if (!input.sameFor(state, otherState, reader)) continue;
        const seen = JSON.stringify(input.rules.visibleRecord(other, reader));
        if (seen !== visible.get(reader)) {
          expect.fail(`at move ${cut}, ${reader ?? 'an onlooker'} tells apart two games that differ only in what is hidden from them:\n${visible.get(reader)}\n${seen}`);
        }
        if (input.hiddenDiffers(state, otherState, record, other, reader)) hits.set(reader, hits.get(reader)! + 1);
      }
    }
  }
  return hits;
}

const json = (value: unknown) => JSON.stringify(value);

describe('ChaCuN', () => {
  const { record } = randomChacun(3, 41);

  test('a partial record hides the deck order alone, is marked, and replays to the same game', () => {
    const hits = noninterference<ChacunRecord, ReturnType<typeof replayChacun>['state']>({
      rules: chacunRules as unknown as GameRules<ReturnType<typeof replayChacun>['state'], unknown, unknown, ChacunRecord>,
      record,
      readers: [...record.players, null],
      replay: (r) => {
        const { state, error } = replayChacun(r);
        return error === null ? state : null;
      },
      // The undrawn part of each deck, shuffled in a few ways.
      candidates: (r, state, pick) =>
        Array.from({ length: 6 }, () => {
          const shuffle = (deck: readonly number[], top: number) => {
            let out = [...deck];
            for (let k = 0; k < 20 && deck.length - top > 1; k++) out = swapped(out, top + pick(deck.length - top), top + pick(deck.length - top));
            return out;
          };
          return { ...r, decks: { normal: shuffle(r.decks.normal, state.decks.normalTop), menhir: shuffle(r.decks.menhir, state.decks.menhirTop) } };
        }),
      sameFor: (a, b) => a.decks.normalTop === b.decks.normalTop && json(a.board) === json(b.board) && json(a.tileToPlace) === json(b.tileToPlace),
      hiddenDiffers: (_a, _b, r0, r1) => json(r0.decks) !== json(r1.decks),
    });
    for (const count of hits.values()) expect(count).toBeGreaterThan(0);
    const cut = chacunRules.truncate(record, 20);
    const visible = chacunRules.visibleRecord(cut, 'RED');
    expect(visible.partial).toEqual({ reader: 'RED', entries: 20 });
    const parsed = parseChacun(visible);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(json(replayChacun(parsed.value).state.messages)).toBe(json(replayChacun(cut).state.messages));
    expect(replayChacun(parsed.value).state.points).toEqual(replayChacun(cut).state.points);
  });
});

describe('Scrabble', () => {
  // Every two- and three-letter string is a word: random games fill the board fast, no word list is loaded.
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const short = [...letters].flatMap((a) => [...letters].flatMap((b) => [`${a}${b}`, ...[...letters].map((c) => `${a}${b}${c}`)])).sort();
  const graph = Dawg.fromSortedWords(short);
  const rules = makeScrabbleRules(() => graph);
  const replay = (r: ScrabbleRecord) => {
    const { state, error } = replayScrabble(r, graph);
    return error === null ? state : null;
  };
  /** What a turn shows everyone. */
  const publicTurns = (s: ScrabbleState) => s.turns.map((t) => ({ ...t, rack: undefined, tiles: t.tiles?.length }));
  const ownTurns = (s: ScrabbleState, i: number) => s.turns.filter((t) => t.player === i).map((t) => [sortedTiles(t.rack), sortedTiles(t.tiles ?? '')]);
  const sameFor = (a: ScrabbleState, b: ScrabbleState, reader: string | null) => {
    const i = reader === null ? -1 : a.seats.indexOf(reader);
    return (
      a.board === b.board && json(a.scores) === json(b.scores) && json(publicTurns(a)) === json(publicTurns(b)) && a.bag.length === b.bag.length &&
      json(a.racks.map((r) => r.length)) === json(b.racks.map((r) => r.length)) && json(a.pending?.analysis.words) === json(b.pending?.analysis.words) &&
      (i < 0 || (sortedTiles(a.racks[i]) === sortedTiles(b.racks[i]) && json(ownTurns(a, i)) === json(ownTurns(b, i))))
    );
  };
  const hiddenDiffers = (a: ScrabbleState, b: ScrabbleState, _r0: ScrabbleRecord, _r1: ScrabbleRecord, reader: string | null) =>
    a.bag !== b.bag || a.racks.some((rack, k) => a.seats[k] !== reader && rack !== b.racks[k]);

  test.each([
    [2, 'dictionary', 11],
    [3, 'table', 12],
  ] as const)('%i players, %s judge: no reader learns another rack, a past rack of another seat or the bag order', (players, judge, seed) => {
    const { record } = randomScrabble(players, seed, { language: 'en', judge, graph, challengeRate: 0.3 });
    const hits = noninterference<ScrabbleRecord, ScrabbleState>({
      rules: rules as unknown as GameRules<ScrabbleState, unknown, unknown, ScrabbleRecord>,
      record,
      readers: [...record.players, null],
      replay,
      candidates: (r, _state, pick) => Array.from({ length: 40 }, () => ({ ...r, bag: swapped([...r.bag], pick(r.bag.length), pick(r.bag.length)).join('') })),
      sameFor,
      hiddenDiffers,
    });
    // Swaps that changed another seat's rack, and the bag's order, were seen by every reader.
    for (const count of hits.values()) expect(count).toBeGreaterThan(0);
    expect(parseScrabble(rules.visibleRecord(rules.truncate(record, 10), 'P1')).ok).toBe(false);
  });

  test("another seat's exchange shows how many tiles, not which, in the record and in the .gcg", () => {
    // P1 plays CAT, P2 exchanges two tiles: P2 may give back EE or VW, P1 and onlookers cannot tell which.
    const bag = 'CATQRSX' + 'EEVWJKL';
    const base = { game: 'scrabble', version: 1, language: 'en', judge: 'dictionary', players: ['P1', 'P2'] } as const;
    const rest = removeTiles(fullBag('en'), bag)!;
    const gave = (tiles: string): ScrabbleRecord => ({ ...base, bag: bag + rest, actions: [{ type: 'play', position: '8H', word: 'CAT' }, { type: 'exchange', tiles }] });
    expect(replay(gave('EE'))).not.toBeNull();
    expect(replay(gave('VW'))).not.toBeNull();
    for (const reader of ['P1', null]) expect(json(rules.visibleRecord(gave('EE'), reader))).toBe(json(rules.visibleRecord(gave('VW'), reader)));
    expect(json(rules.visibleRecord(gave('EE'), 'P2'))).not.toBe(json(rules.visibleRecord(gave('VW'), 'P2')));
    const gcg = (r: ScrabbleRecord, reader: string | null) => HOSTED.discordOf('scrabble').exportFiles!(rules.visibleRecord(r, reader), 'x', {})[0].data.toString('utf8');
    expect(gcg(gave('EE'), 'P1')).toBe(gcg(gave('VW'), 'P1'));
    const lines = gcg(gave('EE'), 'P1').split('\n');
    expect(lines).toContain('>P1: ACQRSTX 8H CAT +10 10');
    expect(lines).toContain('>P2: -2 +0 0');
    expect(checkGcg(gcg(gave('EE'), 'P1')).problems).toEqual([]);
    expect(gcg(gave('EE'), 'P2').split('\n')).toContain(`>P2: ${sortedTiles('EEVWJKL')} -EE +0 0`);
  });

  test("a mid-game .gcg gives the reader's racks alone and is well formed; an onlooker's gives none", () => {
    const { record } = randomScrabble(2, 5, { language: 'en', judge: 'table', graph, challengeRate: 0.3 });
    const cut = rules.truncate(record, 24);
    const state = replay(cut)!;
    const gcg = (reader: string | null) => HOSTED.discordOf('scrabble').exportFiles!(rules.visibleRecord(cut, reader), 'x', {})[0].data.toString('utf8');
    for (const reader of ['P1', 'P2', null]) {
      const text = gcg(reader);
      expect(checkGcg(text).problems).toEqual([]);
      state.seats.forEach((seat, i) => expect(checkGcg(text).totals[seat]).toBe(state.scores[i]));
      // Another seat's line gives as rack only the tiles its play put down, or none.
      for (const line of text.split('\n').filter((l) => l.startsWith('>') && !l.startsWith(`>${reader}:`))) {
        const play = /^>\S+: ([A-Z?]+) \S+ ([A-Za-z.]+) \+\d+ \d+$/.exec(line);
        const withdrawn = /^>\S+: ([A-Z?]+) -- /.exec(line);
        if (play !== null) expect(play[1]).toBe(sortedTiles([...play[2]].filter((c) => c !== '.').map((c) => (c === c.toLowerCase() ? '?' : c)).join('')));
        else if (withdrawn === null) expect(line).toMatch(/^>\S+: -(\d|- )/);
      }
      if (reader !== null) for (const turn of state.turns.filter((t) => state.seats[t.player] === reader)) expect(text).toContain(`>${reader}: ${sortedTiles(turn.rack)} `);
    }
  });
});

describe('Jass', () => {
  const replay = (r: JassRecord) => {
    try {
      return replayJass(r);
    } catch {
      return null;
    }
  };
  const publicOf = (s: JassState) => json([s.phase, s.turn, s.trump, s.passed, s.leader, s.trick, s.tricks, s.turns, s.score, s.winner, s.moves, s.hands.map((h) => h.length)]);
  const sameFor = (a: JassState, b: JassState, reader: string | null) => {
    const i = reader === null ? -1 : JASS_SEATS.indexOf(reader as (typeof JASS_SEATS)[number]);
    return publicOf(a) === publicOf(b) && (i < 0 || json([...a.hands[i]].sort()) === json([...b.hands[i]].sort()));
  };

  test.each(['course', 'schieber'] as const)('%s: no reader learns another hand, a future deal or a future trump', (variant) => {
    const { record } = randomJass(variant === 'course' ? 3 : 4, { variant });
    const hits = noninterference<JassRecord, JassState>({
      rules: jassRules as unknown as GameRules<JassState, unknown, unknown, JassRecord>,
      record,
      readers: [...JASS_SEATS, null],
      replay,
      candidates: (r, state, pick) => [
        // Another order for every deal to come, and other trumps for them.
        { ...r, deals: r.deals.map((deal, t) => (t <= state.turn ? deal : [...deal].reverse())), ...(r.trumps === undefined ? {} : { trumps: r.trumps.map((s, t) => (t <= state.turn ? s : r.trumps![(t + 1) % r.trumps!.length])) }) },
        // Two cards of the deal under way change hands.
        ...Array.from({ length: 25 }, () => ({ ...r, deals: r.deals.map((deal, t) => (t === state.turn ? swapped(deal, pick(36), pick(36)) : deal)) })),
      ],
      sameFor,
      hiddenDiffers: (a, b, r0, r1, reader) =>
        json(r0.deals.slice(a.turn + 1)) !== json(r1.deals.slice(a.turn + 1)) || a.hands.some((hand, k) => JASS_SEATS[k] !== reader && json([...hand].sort()) !== json([...b.hands[k]].sort())),
    });
    for (const count of hits.values()) expect(count).toBeGreaterThan(0);
    // In the first deal (every deal holds every card), the cards S (first in play order) does not hold and that were not played appear nowhere in what S gets.
    const mid = jassRules.truncate(record, 10);
    const visible = jassRules.visibleRecord(mid, 'S');
    const state = replayJass(mid);
    expect(state.turn).toBe(0);
    const text = json(visible);
    for (const card of state.hands.slice(1).flat()) expect(text).not.toMatch(new RegExp(`"${card}"`));
    expect(parseJass(visible).ok).toBe(false);
  });
});

describe('tCHu', () => {
  const replay = (r: TchuRecord) => {
    const { state, error } = replayTchu(r);
    return error === null ? state : null;
  };
  const publicOf = (s: TchuState) =>
    json([
      s.faceUp, s.discard, s.deck.length, s.ticketDeck.length, s.owners, s.step, s.current, s.tunnel, s.lastTunnel, s.countdown, s.passes, s.turns,
      s.playerStates.map((p) => [p.cars, p.routes, p.claimPoints, p.tickets.length, p.offered === null, (p.cards as readonly number[]).reduce((x, y) => x + y, 0)]),
    ]);
  const ownOf = (s: TchuState, i: number) => json([s.playerStates[i].cards, [...s.playerStates[i].tickets].sort(), s.playerStates[i].offered === null ? null : [...s.playerStates[i].offered!].sort()]);
  const sameFor = (a: TchuState, b: TchuState, reader: string | null) => {
    const i = reader === null ? -1 : a.players.indexOf(reader);
    return publicOf(a) === publicOf(b) && (i < 0 || ownOf(a, i) === ownOf(b, i));
  };

  test("no reader learns the other's cards or tickets, nor the order of the decks", () => {
    const { record } = randomTchu(2, 8);
    const hits = noninterference<TchuRecord, TchuState>({
      rules: tchuRules as unknown as GameRules<TchuState, unknown, unknown, TchuRecord>,
      record,
      readers: [...record.players, null],
      replay,
      candidates: (r, _state, pick) => [
        ...Array.from({ length: 30 }, () => ({ ...r, cards: swapped(r.cards, pick(r.cards.length), pick(r.cards.length)) })),
        ...Array.from({ length: 30 }, () => ({ ...r, tickets: swapped(r.tickets, pick(r.tickets.length), pick(r.tickets.length)) })),
        // Another choice of tickets by one player, of as many.
        ...r.actions.flatMap((entry, k) =>
          entry.type === 'chooseTickets' || entry.type === 'keepTickets'
            ? [{ ...r, actions: r.actions.map((e, m) => (m === k ? otherKeep(r, k) : e)) }]
            : [],
        ),
      ],
      sameFor,
      hiddenDiffers: (a, b, r0, r1, reader) =>
        json(a.deck) !== json(b.deck) || json(a.ticketDeck) !== json(b.ticketDeck) || json(r0.actions) !== json(r1.actions) ||
        a.players.some((seat, k) => seat !== reader && ownOf(a, k) !== ownOf(b, k)),
    });
    for (const count of hits.values()) expect(count).toBeGreaterThan(0);
    expect(parseTchu(tchuRules.visibleRecord(tchuRules.truncate(record, 10), 'P1')).ok).toBe(false);
  });
});

/** The tickets entry `k` kept, with one swapped for one it left (as many kept): another hidden choice. */
function otherKeep(record: TchuRecord, k: number): TchuRecord['actions'][number] {
  const entry = record.actions[k];
  if (entry.type !== 'chooseTickets' && entry.type !== 'keepTickets') return entry;
  const before = replayTchu({ ...record, actions: record.actions.slice(0, k) }).state;
  const player = entry.type === 'chooseTickets' ? entry.player : before.current;
  const offered = before.playerStates[player].offered ?? [];
  const left = offered.filter((id) => !entry.keep.includes(id));
  if (left.length === 0) return entry;
  return { ...entry, keep: [left[0], ...entry.keep.slice(1)] };
}
