/**
 * The Schieber's six calls, multipliers and counter-clockwise seats (digest §11b): card order and
 * points per mode, playable cards, trick winners, turn totals, Weis in Undenufe, no Stöck,
 * multiplied credits and the target reached in the middle of a turn, records old and new.
 */
import { describe, expect, test } from 'vitest';
import { beats, cardOrder, cardPoints, DECK, MODES, RANKS, SUITS, suitOf, type Card, type Mode, type NoTrump, type Rank } from '../../../src/games/jass/engine/cards.ts';
import { applyAction, seatToAct, type JassState } from '../../../src/games/jass/engine/game.ts';
import { callAction, CLOCKWISE_SEATS, MULTIPLIERS, newJassRecord, parseAction, parseRecord, SEATS, type JassRecord, type MultiplierSet } from '../../../src/games/jass/engine/record.ts';
import { legalActions, playRandomGame } from '../../../src/games/jass/engine/simulate.ts';
import { summarize } from '../../../src/games/jass/engine/summary.ts';
import { playableOf, refusalOf, trickPoints, winningIndex } from '../../../src/games/jass/engine/trick.ts';
import { compareWeis, weisOf } from '../../../src/games/jass/engine/weis.ts';
import { replayRecord } from '../../../src/games/jass/rules.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { current, must, recordWithHands, start } from './helpers.ts';

describe('card order and points without trump (digest §11b table)', () => {
  // rank, Obenabe order, Obenabe points, Undenufe order, Undenufe points
  test.each<[Rank, number, number, number, number]>([
    ['6', 1, 0, 9, 11],
    ['7', 2, 0, 8, 0],
    ['8', 3, 8, 7, 8],
    ['9', 4, 0, 6, 0],
    ['10', 5, 10, 5, 10],
    ['J', 6, 2, 4, 2],
    ['Q', 7, 3, 3, 3],
    ['K', 8, 4, 2, 4],
    ['A', 9, 11, 1, 0],
  ])('%s: Obenabe order %i, %i points; Undenufe order %i, %i points', (rank, oOrder, oPoints, uOrder, uPoints) => {
    for (const suit of SUITS) {
      const card = `${suit}${rank}` as Card;
      expect([cardOrder(card, 'obenabe'), cardPoints(card, 'obenabe')]).toEqual([oOrder, oPoints]);
      expect([cardOrder(card, 'undenufe'), cardPoints(card, 'undenufe')]).toEqual([uOrder, uPoints]);
    }
  });

  test.each<NoTrump>(['obenabe', 'undenufe'])('%s: every suit is worth 38, the deck 152', (mode) => {
    for (const suit of SUITS) expect(RANKS.reduce((sum, rank) => sum + cardPoints(`${suit}${rank}`, mode), 0)).toBe(38);
    expect(DECK.reduce((sum, card) => sum + cardPoints(card, mode), 0)).toBe(152);
  });

  test('the deck is worth 152 in every one of the six calls', () => {
    for (const mode of MODES) expect(DECK.reduce((sum, card) => sum + cardPoints(card, mode), 0)).toBe(152);
  });
});

describe('playable cards and trick winners without trump', () => {
  test.each<[string, NoTrump, Card[], Card[], Card[]]>([
    ['the leader may play any card', 'obenabe', [], ['H6', 'SJ', 'DA'], ['H6', 'SJ', 'DA']],
    ['holding the suit led: that suit only', 'obenabe', ['H7'], ['H6', 'S8', 'HA'], ['H6', 'HA']],
    ['holding none of it: any card', 'undenufe', ['H7'], ['S6', 'D8', 'CA'], ['S6', 'D8', 'CA']],
    ['no card beats another suit: no need to go higher', 'undenufe', ['H7', 'H6'], ['HA', 'HK'], ['HA', 'HK']],
    ['the jack has no privilege', 'obenabe', ['S6'], ['SJ', 'HK'], ['SJ']],
  ])('%s (%s)', (_name, mode, trick, hand, expected) => {
    expect(playableOf(hand, trick, mode)).toEqual(expected);
  });

  test('a refused card says which suit to follow ("you must follow ♥")', () => {
    expect(refusalOf(['H6', 'CA'], ['H7'], 'obenabe', 'CA')).toEqual({ code: 'MUST_FOLLOW_SUIT', message: 'you must follow ♥', suit: 'H' });
    expect(refusalOf(['H6', 'CA'], ['H7'], 'undenufe', 'H6')).toBeNull();
  });

  /** The digest's rule without trump, transcribed literally: follow the suit led if possible, else anything. */
  function reference(hand: Card[], trick: Card[]): Card[] {
    if (trick.length === 0) return hand;
    const B = hand.filter((c) => suitOf(c) === suitOf(trick[0]));
    return B.length > 0 ? B : hand;
  }

  test('the engine agrees with the reference on 3,000 random hands and tricks in each no-trump mode', () => {
    const random = new JassRandom(1291);
    for (const mode of ['obenabe', 'undenufe'] as const) {
      for (let i = 0; i < 3000; i++) {
        const cards = random.shuffle(DECK);
        const trick = cards.slice(0, random.int(4));
        const hand = cards.slice(4, 5 + random.int(9));
        const playable = playableOf(hand, trick, mode);
        expect(playable).toEqual(reference(hand, trick));
        for (const card of hand) expect(refusalOf(hand, trick, mode, card) === null).toBe(playable.includes(card));
      }
    }
  });

  test.each<[Card[], NoTrump, number]>([
    [['H10', 'HA', 'DA', 'S6'], 'obenabe', 1],
    [['H10', 'HA', 'DA', 'S6'], 'undenufe', 0],
    [['HK', 'DA', 'H9', 'C6'], 'undenufe', 2],
    [['HK', 'DA', 'H9', 'C6'], 'obenabe', 0],
    [['S7', 'SJ', 'S9', 'S6'], 'undenufe', 3],
    [['S7', 'SJ', 'S9', 'S6'], 'obenabe', 1],
    [['D8', 'HA', 'SA', 'CA'], 'obenabe', 0],
  ])('%j in %s: card %i wins (the best of the suit led)', (trick, mode, winner) => {
    expect(winningIndex(trick, mode)).toBe(winner);
  });

  test('a card of another suit never beats, whatever its rank', () => {
    expect(beats('SA', 'H6', 'obenabe')).toBe(false);
    expect(beats('S6', 'HA', 'undenufe')).toBe(false);
    expect(trickPoints(['H6', 'H8', 'HA', 'D10'], 'undenufe', true)).toBe(11 + 8 + 0 + 10 + 5);
    expect(trickPoints(['H6', 'H8', 'HA', 'D10'], 'obenabe', false)).toBe(0 + 8 + 11 + 10);
  });
});

describe('Weis without trump', () => {
  const four = (rank: Rank) => weisOf(SUITS.map((suit) => `${suit}${rank}` as Card))[0];
  const run = (cards: Card[]) => weisOf(cards)[0];

  test('Undenufe: at equal value and size the lower top card wins (four 10s beat four kings; 6-7-8 beats Q-K-A)', () => {
    expect(compareWeis(four('10'), four('K'), 'undenufe')).toBeGreaterThan(0);
    expect(compareWeis(four('10'), four('K'), 'obenabe')).toBeLessThan(0);
    expect(compareWeis(run(['H6', 'H7', 'H8']), run(['SQ', 'SK', 'SA']), 'undenufe')).toBeGreaterThan(0);
    expect(compareWeis(run(['H6', 'H7', 'H8']), run(['SQ', 'SK', 'SA']), 'obenabe')).toBeLessThan(0);
  });

  test('value and size still come first, and no sequence counts as one in trump', () => {
    expect(compareWeis(four('J'), run(['D10', 'DJ', 'DQ', 'DK', 'DA']), 'undenufe')).toBeGreaterThan(0);
    expect(compareWeis(run(['H6', 'H7', 'H8', 'H9']), run(['S6', 'S7', 'S8']), 'undenufe')).toBeGreaterThan(0);
    for (const mode of ['obenabe', 'undenufe'] as const) expect(compareWeis(run(['H6', 'H7', 'H8']), run(['S6', 'S7', 'S8']), mode)).toBe(0);
  });
});

/**
 * A deal where S (index 0 in play order, holder of D7, so the turn's leader) holds every diamond,
 * N every spade, and E and W the hearts and clubs without a run: S+N take all nine tricks with
 * ♦ or ♠ as trump and without trump, whatever is played; each of S and N holds a nine-card run
 * (100 each). (With ♥ or ♣, E and W could trump: the random turns below cover those calls.)
 */
const MATCH_HANDS: Card[][] = [
  ['D6', 'D7', 'D8', 'D9', 'D10', 'DJ', 'DQ', 'DK', 'DA'],
  ['H6', 'H8', 'H10', 'HQ', 'HA', 'C7', 'C9', 'CJ', 'CK'],
  ['S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SQ', 'SK', 'SA'],
  ['H7', 'H9', 'HJ', 'HK', 'C6', 'C8', 'C10', 'CQ', 'CA'],
];

/** A Schieber state after S named `mode` on the match deal (new seat order, these multipliers). */
function matchTurn(mode: Mode, multipliers: MultiplierSet): JassState {
  const record = recordWithHands(MATCH_HANDS, 'schieber', 'S', { multipliers, players: SEATS });
  return must(start(record), 'S', callAction(mode));
}

/** Plays random legal cards until the turn's nine tricks are done or the game is over. */
function playOut(state: JassState, seed: number, turn = state.turn): JassState {
  const random = new JassRandom(seed);
  let s = state;
  while (s.phase !== 'over' && s.turn === turn) s = must(s, current(s), random.pick(legalActions(s)));
  return s;
}

describe('a turn in each of the six calls', () => {
  test.each((['D', 'S', 'obenabe', 'undenufe'] as const).flatMap((mode) => (['simple', 'classic'] as const).map((set) => [mode, set] as const)))(
    'a match in %s (%s multipliers): 257 from the tricks, Weis and Stöck only where due, everything multiplied',
    (mode, set) => {
      const done = playOut(matchTurn(mode, set), 7);
      const account = done.turns[0];
      const multiplier = MULTIPLIERS[set][mode];
      expect(account.multiplier).toBe(multiplier);
      expect(account.trickPoints).toEqual([257, 0]);
      // Stöck: the king and queen of a trump suit held by one seat; never without trump.
      const stock = mode === 'D' || mode === 'S' ? 20 : 0;
      expect(account.stock).toHaveLength(stock === 0 ? 0 : 1);
      expect(account.weis?.points).toBe(200);
      expect(account.points).toEqual([(257 + 200 + stock) * multiplier, 0]);
      expect(done.score).toEqual([(257 + 200 + stock) * multiplier, 0]);
    },
  );

  test.each(MODES)('random turns in %s: the tricks share exactly 157 (257 and 0 after a match)', (mode) => {
    const random = new JassRandom(4242);
    let complete = 0;
    for (let g = 0; g < 3; g++) {
      let state = start(newJassRecord(SEATS, 100 + g, { variant: 'schieber', multipliers: 'classic' }));
      while (state.phase !== 'over') state = must(state, current(state), state.phase === 'trump' ? callAction(mode) : random.pick(legalActions(state)));
      for (const [i, t] of state.turns.entries()) {
        expect(t.trump).toBe(mode);
        if (state.tricks.filter((k) => k.turn === i).length < 9) continue;
        complete++;
        const [a, b] = t.trickPoints;
        expect(a + b === 157 || (a + b === 257 && (a === 0 || b === 0))).toBe(true);
      }
    }
    expect(complete).toBeGreaterThan(3);
  });
});

describe('multipliers and the target', () => {
  test('classic: ♦ ♥ ×1, ♠ ♣ ×2, Obenabe and Undenufe ×3; simple: all ×1', () => {
    expect(MULTIPLIERS.classic).toEqual({ D: 1, H: 1, S: 2, C: 2, obenabe: 3, undenufe: 3 });
    for (const mode of MODES) expect(MULTIPLIERS.simple[mode]).toBe(1);
  });

  test('classic multipliers play to 2,500 unless told; any target can still be chosen', () => {
    expect(newJassRecord(SEATS, 1, { variant: 'schieber', multipliers: 'classic' })).toMatchObject({ target: 2500, multipliers: 'classic' });
    expect(newJassRecord(SEATS, 1, { variant: 'schieber', multipliers: 'classic', target: 1000 }).target).toBe(1000);
    expect(newJassRecord(SEATS, 1, { variant: 'schieber' }).target).toBe(1000);
  });

  test('tripled Weis reach the target at the end of the first trick, before its points', () => {
    const named = matchTurn('obenabe', 'classic');
    const near: JassState = { ...named, score: [2500 - 600, 0] };
    const done = playOut(near, 3);
    expect(done.phase).toBe('over');
    expect(done.winner).toBe(0);
    expect(done.score).toEqual([2500, 0]);
    expect(done.tricks).toHaveLength(0);
  });

  test('a tripled trick reaches the target in the middle of a turn', () => {
    const named = matchTurn('undenufe', 'classic');
    const near: JassState = { ...named, score: [2499 - 600, 0] };
    const done = playOut(near, 5);
    expect(done.phase).toBe('over');
    expect(done.winner).toBe(0);
    expect(done.tricks.length).toBeLessThan(9);
    const raw = done.tricks.reduce((sum, t) => sum + t.points + t.matchBonus, 0);
    expect(done.score[0]).toBe(2499 + 3 * raw);
    expect(done.score[0]).toBeGreaterThanOrEqual(2500);
    // The trick before the last one left the team below the target.
    const before = raw - (done.tricks[done.tricks.length - 1].points + done.tricks[done.tricks.length - 1].matchBonus);
    expect(2499 + 3 * before).toBeLessThan(2500);
  });
});

describe('records: the call as an action, multipliers, both seat orders', () => {
  test('a suit is named as ever ({suit}); a no-trump mode as {mode}', () => {
    expect(parseAction({ type: 'trump', suit: 'H' })).toEqual({ ok: true, value: { type: 'trump', suit: 'H' } });
    expect(parseAction({ type: 'trump', mode: 'obenabe' })).toEqual({ ok: true, value: { type: 'trump', mode: 'obenabe' } });
    expect(parseAction({ type: 'trump', mode: 'undenufe', note: 1 })).toEqual({ ok: true, value: { type: 'trump', mode: 'undenufe' } });
    expect(parseAction({ type: 'trump', mode: 'H' }).ok).toBe(false);
    expect(parseAction({ type: 'trump', mode: 'obenabe', suit: 'H' }).ok).toBe(false);
    expect(parseAction({ type: 'trump', mode: 'ObenAbe' })).toMatchObject({ ok: false, error: expect.stringMatching(/mode must be one of obenabe, undenufe/) });
  });

  test('a simple game\'s record has no multipliers field; a classic one has it; a bad value is refused', () => {
    const simple = newJassRecord(SEATS, 2, { variant: 'schieber' });
    expect(simple).not.toHaveProperty('multipliers');
    const classic = newJassRecord(SEATS, 2, { variant: 'schieber', multipliers: 'classic' });
    expect(parseRecord(JSON.parse(JSON.stringify(classic)))).toEqual({ ok: true, value: classic });
    const bad = parseRecord({ ...classic, multipliers: 'double' });
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/multipliers must be "simple" or "classic"/) });
  });

  test('a game with every call replays from its JSON to the same state', () => {
    const { record, state } = playRandomGame(11, { variant: 'schieber', multipliers: 'classic' });
    const calls = new Set(state.turns.map((t) => t.trump));
    expect([...calls].some((c) => c === 'obenabe' || c === 'undenufe')).toBe(true);
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(replayRecord(parsed.value)).toEqual(state);
    // The replay summary names each turn's call and multiplier.
    const summary = summarize(record, state);
    expect(summary.turns.map((t) => t.mode)).toEqual(state.turns.map((t) => t.trump));
    expect(summary.turns.every((t) => t.mode === null || t.multiplier === MULTIPLIERS.classic[t.mode])).toBe(true);
  });

  test('new games go counter-clockwise: S, E, N, W; an older record (N, E, S, W) keeps its order and goes on', () => {
    expect(SEATS).toEqual(['S', 'E', 'N', 'W']);
    const old: JassRecord = { ...newJassRecord(SEATS, 3, { variant: 'schieber' }), players: [...CLOCKWISE_SEATS] };
    const parsed = parseRecord(JSON.parse(JSON.stringify(old)));
    expect(parsed.ok).toBe(true);
    let state = start(old);
    expect(state.players).toEqual(['N', 'E', 'S', 'W']);
    // After N comes E, then S: the old order, as the game began.
    const first = state.players[seatToAct(state) as number];
    state = must(state, first, { type: 'trump', suit: 'H' });
    const order = [current(state)];
    for (let i = 0; i < 3; i++) {
      state = must(state, current(state), legalActions(state)[0]);
      order.push(current(state));
    }
    const at = CLOCKWISE_SEATS.indexOf(order[0] as (typeof CLOCKWISE_SEATS)[number]);
    expect(order).toEqual([0, 1, 2, 3].map((k) => CLOCKWISE_SEATS[(at + k) % 4]));
    expect(parseRecord({ ...old, players: ['N', 'S', 'E', 'W'] }).ok).toBe(false);
  });

  test('a new game\'s next player is always the next in S, E, N, W', () => {
    let state = start(newJassRecord(SEATS, 4, { variant: 'course' }));
    const order = [current(state)];
    for (let i = 0; i < 3; i++) {
      state = must(state, current(state), legalActions(state)[0]);
      order.push(current(state));
    }
    const at = SEATS.indexOf(order[0] as (typeof SEATS)[number]);
    expect(order).toEqual([0, 1, 2, 3].map((k) => SEATS[(at + k) % 4]));
  });

  test('the trump of a turn cannot be named twice, whatever the call', () => {
    const named = matchTurn('undenufe', 'simple');
    const refused = applyAction(named, 'S', callAction('obenabe'));
    expect(refused).toMatchObject({ ok: false, error: { code: 'TRUMP_ALREADY_CHOSEN', mode: 'undenufe' } });
  });
});

describe('texts of the calls', () => {
  test('points lines follow the call and its multiplier ("♠ ×2: 314"); the log says who called what', async () => {
    const { scoreLines } = await import('../../../src/games/jass/discord/views/turn.ts');
    const { eventText } = await import('../../../src/games/jass/discord/events.ts');
    let spades = matchTurn('S', 'classic');
    for (let i = 0; i < 4; i++) spades = must(spades, current(spades), legalActions(spades)[0]);
    // The first trick: Weis 200 and the trick's points, doubled.
    expect(spades.turns[0].points[0]).toBe(2 * (200 + spades.tricks[0].points));
    expect(scoreLines(spades, 'en').split('\n')[0]).toBe(`🔵 Blue — this turn ♠\uFE0E ×2: ${spades.turns[0].points[0]}, game **${spades.score[0]}**`);
    const simple = matchTurn('undenufe', 'simple');
    expect(scoreLines(simple, 'en').split('\n')[1]).toBe('🟠 Orange — this turn ⬆️ Undenufe: 0, game **0**');
    const names = (seat: string) => ({ S: 'Alice', E: 'Furka', N: 'Bob', W: 'Dan' })[seat] ?? seat;
    expect(eventText({ kind: 'trump', turn: 0, suit: 'obenabe', multiplier: 3, by: 'E' }, names, 'en')).toBe('Turn 1: Furka calls ⬇️ Obenabe ×3.');
    expect(eventText({ kind: 'trump', turn: 1, suit: 'undenufe', multiplier: 1, by: 'S' }, names, 'fr')).toBe('Tour 2\u00a0: Alice annonce ⬆️ Undenufe.');
    expect(eventText({ kind: 'trump', turn: 2, suit: 'C', multiplier: 2, by: 'N' }, names, 'fr', 'swiss')).toBe('Tour 3\u00a0: Bob choisit l’atout 🌰 ×2.');
  });
});

describe('an older game (seats N, E, S, W) on Discord', () => {
  test('the seats to act follow the record\'s own order, so its turn messages mention the right player', async () => {
    const { actingSeats } = await import('../../../src/games/jass/discord/turn-key.ts');
    let state = start({ ...newJassRecord(SEATS, 6, { variant: 'course' }), players: [...CLOCKWISE_SEATS] });
    for (let i = 0; i < 6; i++) {
      expect(actingSeats(state).at(-1)).toBe(current(state));
      state = must(state, current(state), legalActions(state)[0]);
    }
    expect(actingSeats(state).at(-1)).toBe(current(state));
  });
});
