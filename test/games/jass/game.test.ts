import { describe, expect, test } from 'vitest';
import type { Card } from '../../../src/games/jass/engine/cards.ts';
import { applyAction, playableCards, whyNotPlayable, type JassState } from '../../../src/games/jass/engine/game.ts';
import { newJassRecord, SEATS } from '../../../src/games/jass/engine/record.ts';
import { viewOf } from '../../../src/games/jass/engine/view.ts';
import { autoMoves, current, must, recordWithHands, start } from './helpers.ts';

/** N holds every diamond, the jack first: with diamonds trump N takes all nine tricks. */
const ALL_DIAMONDS_TO_N: Card[][] = [
  ['DJ', 'D9', 'DA', 'D10', 'DK', 'DQ', 'D8', 'D7', 'D6'],
  ['S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SQ', 'SK', 'SA'],
  ['H6', 'H7', 'H8', 'H9', 'H10', 'HJ', 'HQ', 'HK', 'HA'],
  ['C6', 'C7', 'C8', 'C9', 'C10', 'CJ', 'CQ', 'CK', 'CA'],
];

/** Schieber: N holds eight spades in a row (a Weis of 100) with king and queen (Stöck), and D7 to lead. */
const STOCK_DEAL: Card[][] = [
  ['SK', 'SQ', 'SJ', 'S9', 'SA', 'S10', 'S8', 'S7', 'D7'],
  ['S6', 'H6', 'H8', 'H10', 'HQ', 'C6', 'C8', 'C10', 'CQ'],
  ['D6', 'D8', 'D10', 'DQ', 'H7', 'H9', 'HJ', 'C7', 'C9'],
  ['DJ', 'DK', 'DA', 'D9', 'HK', 'HA', 'CJ', 'CK', 'CA'],
];

function refusal(state: JassState, seat: string, action: Parameters<typeof applyAction>[2]) {
  const before = JSON.stringify(state);
  const result = applyAction(state, seat, action);
  // A refused action changes nothing.
  expect(JSON.stringify(state)).toBe(before);
  return result.ok ? null : result.error;
}

describe('Jass course variant: who leads, turns and their points', () => {
  test('the holder of the 7 of diamonds leads the first trick of the game', () => {
    const hands = [ALL_DIAMONDS_TO_N[1], ALL_DIAMONDS_TO_N[0], ALL_DIAMONDS_TO_N[2], ALL_DIAMONDS_TO_N[3]];
    const state = start(recordWithHands(hands, 'course', 'H'));
    expect(current(state)).toBe('E');
    expect(state.trump).toBe('H');
    expect(state.phase).toBe('play');
  });

  test('a team taking all nine tricks scores 257 and the other 0; the next turn is led by the next seat', () => {
    const state = autoMoves(start(recordWithHands(ALL_DIAMONDS_TO_N, 'course', 'D')), 36);
    expect(state.turns[0].trickPoints).toEqual([257, 0]);
    expect(state.turns[0].points).toEqual([257, 0]);
    expect(state.score).toEqual([257, 0]);
    const tricks = state.tricks.filter((t) => t.turn === 0);
    expect(tricks.map((t) => t.winner)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(tricks[8].matchBonus).toBe(100);
    expect(tricks[0]).toMatchObject({ cards: ['DJ', 'S6', 'H6', 'C6'], points: 20, matchBonus: 0 });
    expect(state.turn).toBe(1);
    expect(current(state)).toBe('E');
    expect(state.trump).toBe(state.trumps?.[1]);
    expect(state.hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
  });

  test('a turn where both teams take tricks shares exactly 157', () => {
    const record = newJassRecord(SEATS, 12);
    const state = autoMoves(start(record), 36);
    const [a, b] = state.turns[0].trickPoints;
    expect(a + b).toBe(157);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(state.turn).toBe(1);
  });

  test('the game ends as soon as a trick takes a team to the target, in the middle of a turn', () => {
    const near: JassState = { ...start(recordWithHands(ALL_DIAMONDS_TO_N, 'course', 'D')), score: [990, 900] };
    const three = autoMoves(near, 3);
    expect(three.phase).toBe('play');
    const over = autoMoves(three, 1);
    expect(over.phase).toBe('over');
    expect(over.winner).toBe(0);
    expect(over.score).toEqual([1010, 900]);
    expect(over.tricks).toHaveLength(1);
    const after = applyAction(over, 'E', { type: 'play', card: 'S7' });
    expect(after.ok ? null : after.error.code).toBe('GAME_OVER');
  });

  test('a team one point short does not win; reaching the target exactly does', () => {
    // N's first trick is DJ S6 H6 C6: 20 points.
    const short = autoMoves({ ...start(recordWithHands(ALL_DIAMONDS_TO_N, 'course', 'D')), score: [979, 0] }, 4);
    expect(short.phase).toBe('play');
    expect(short.score).toEqual([999, 0]);
    const exact = autoMoves({ ...start(recordWithHands(ALL_DIAMONDS_TO_N, 'course', 'D')), score: [980, 0] }, 4);
    expect(exact.phase).toBe('over');
    expect(exact.score).toEqual([1000, 0]);
  });
});

describe('Jass refusals: codes and what the text needs', () => {
  const state = autoMoves(start(recordWithHands(ALL_DIAMONDS_TO_N, 'course', 'S')), 1); // N led DJ

  test.each<[string, string, string, Parameters<typeof applyAction>[2], Record<string, unknown>]>([
    ['a seat out of turn', 'NOT_YOUR_TURN', 'S', { type: 'play', card: 'H6' }, { message: "it is E's turn, not S's" }],
    ['an unknown seat', 'NOT_YOUR_TURN', 'X', { type: 'play', card: 'H6' }, {}],
    ['a card not in the hand', 'CARD_NOT_IN_HAND', 'E', { type: 'play', card: 'H6' }, { card: 'H6' }],
    ['naming trump in the course variant', 'TRUMP_ALREADY_CHOSEN', 'E', { type: 'trump', suit: 'H' }, { suit: 'S' }],
    ['passing in the course variant', 'TRUMP_ALREADY_CHOSEN', 'E', { type: 'pass' }, {}],
  ])('%s is refused with %s', (_name, code, seat, action, fields) => {
    expect(refusal(state, seat, action)).toMatchObject({ code, ...fields });
  });

  test('E holds no diamond and spades are trump: every card may be played; S must not under-trump', () => {
    expect(playableCards(state, 'E')).toHaveLength(9);
    const afterE = must(state, 'E', { type: 'play', card: 'SQ' });
    // S holds only hearts: no diamond, no trump, so any heart.
    expect(playableCards(afterE, 'S')).toEqual(ALL_DIAMONDS_TO_N[2]);
    expect(playableCards(afterE, 'N')).toEqual([]);
  });

  test('following suit is enforced with the suit in the refusal', () => {
    const hands: Card[][] = [
      ['D7', 'H6', 'H7', 'H8', 'H9', 'H10', 'HJ', 'HQ', 'HK'],
      ['HA', 'C6', 'C7', 'C8', 'C9', 'C10', 'CJ', 'CQ', 'CK'],
      ['CA', 'S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SQ', 'SK'],
      ['SA', 'D6', 'D8', 'D9', 'D10', 'DJ', 'DQ', 'DK', 'DA'],
    ];
    const led = must(start(recordWithHands(hands, 'course', 'S')), 'N', { type: 'play', card: 'H6' });
    expect(refusal(led, 'E', { type: 'play', card: 'C6' })).toEqual({ code: 'MUST_FOLLOW_SUIT', message: 'you must follow ♥', suit: 'H' });
    expect(whyNotPlayable(led, 'E', 'C6')?.code).toBe('MUST_FOLLOW_SUIT');
    expect(whyNotPlayable(led, 'E', 'HA')).toBeNull();
    expect(playableCards(led, 'E')).toEqual(['HA']);
  });
});

describe('Jass Schieber: naming trump, Weis and Stöck', () => {
  const fresh = () => start(recordWithHands(STOCK_DEAL, 'schieber'));

  test('the turn leader names trump or passes; the partner must name it; the leader plays first', () => {
    const state = fresh();
    expect(state.phase).toBe('trump');
    expect(current(state)).toBe('N');
    expect(refusal(state, 'N', { type: 'play', card: 'SK' })).toMatchObject({ code: 'CHOOSE_TRUMP_FIRST' });
    expect(refusal(state, 'E', { type: 'trump', suit: 'H' })).toMatchObject({ code: 'NOT_YOUR_TURN' });
    const passed = must(state, 'N', { type: 'pass' });
    expect(current(passed)).toBe('S');
    expect(refusal(passed, 'S', { type: 'pass' })).toMatchObject({ code: 'CANNOT_PASS' });
    const named = must(passed, 'S', { type: 'trump', suit: 'H' });
    expect(named.trump).toBe('H');
    expect(named.turns[0].chooser).toBe(2);
    expect(current(named)).toBe('N');
    expect(refusal(named, 'N', { type: 'trump', suit: 'S' })).toMatchObject({ code: 'TRUMP_ALREADY_CHOSEN', suit: 'H' });
  });

  test('Weis are credited when the first trick is complete, before its points; Stöck on the second of king and queen', () => {
    let state = must(fresh(), 'N', { type: 'trump', suit: 'S' });
    expect(viewOf(state, 'E').turns[0].announced).toEqual([]);
    state = must(state, 'N', { type: 'play', card: 'SK' });
    expect(state.score).toEqual([0, 0]);
    // N's Weis is announced (value and size) with its first card; its cards are not shown yet.
    expect(viewOf(state, 'E').turns[0]).toMatchObject({ announced: [{ seat: 'N', points: 100, cards: 8 }], weis: null });
    state = autoMoves(state, 3); // E S6 (its only trump), S D6, W DJ
    expect(state.tricks[0]).toMatchObject({ cards: ['SK', 'S6', 'D6', 'DJ'], winner: 0, points: 6 });
    expect(state.turns[0].weis).toMatchObject({ team: 0, bestSeat: 0, points: 100 });
    expect(state.turns[0].weis?.shown.map((s) => s.weis.cards.length)).toEqual([8]);
    expect(state.score).toEqual([106, 0]);
    expect(viewOf(state, 'W').turns[0].weis?.shown.map((w) => w.seat)).toEqual(['N']);
    state = must(state, 'N', { type: 'play', card: 'SQ' });
    expect(state.score).toEqual([126, 0]);
    expect(state.turns[0].stock).toEqual([0]);
    state = autoMoves(state, 3); // E H6, S D8, W DK
    expect(state.turns[0].points).toEqual([133, 0]);
    expect(state.turns[0].trickPoints).toEqual([13, 0]);
  });

  test('a Schieber match: 257 from the tricks, plus 100 of Weis and 20 of Stöck', () => {
    let state = must(fresh(), 'N', { type: 'trump', suit: 'S' });
    state = autoMoves(state, 36);
    expect(state.turns[0].trickPoints).toEqual([257, 0]);
    expect(state.turns[0].points).toEqual([377, 0]);
    expect(state.turn).toBe(1);
    expect(current(state)).toBe('E');
    expect(state.phase).toBe('trump');
  });

  test('a Schieber turn shared by both teams: 157 from the tricks, plus Weis and Stöck', () => {
    // Hearts trump: N's spades are plain cards, E's S6 the lowest spade.
    let state = must(must(fresh(), 'N', { type: 'pass' }), 'S', { type: 'trump', suit: 'H' });
    state = autoMoves(state, 36);
    const account = state.turns[0];
    expect(account.trickPoints[0] + account.trickPoints[1]).toBe(157);
    expect(account.weis).toMatchObject({ team: 0, points: 100 });
    expect(account.stock).toEqual([]);
    expect(account.points[0] + account.points[1]).toBe(257);
  });

  test('Stöck that reaches the target ends the game at once, in the middle of a trick', () => {
    let state: JassState = { ...must(fresh(), 'N', { type: 'trump', suit: 'S' }) };
    state = autoMoves(must(state, 'N', { type: 'play', card: 'SK' }), 3);
    state = { ...state, score: [985, 0] };
    state = must(state, 'N', { type: 'play', card: 'SQ' });
    expect(state.phase).toBe('over');
    expect(state.score).toEqual([1005, 0]);
    expect(state.trick).toEqual(['SQ']);
  });

  test('Weis that reach the target end the game before the first trick is scored', () => {
    let state: JassState = { ...must(fresh(), 'N', { type: 'trump', suit: 'S' }), score: [950, 990] };
    state = autoMoves(state, 4);
    expect(state.phase).toBe('over');
    expect(state.winner).toBe(0);
    expect(state.score).toEqual([1050, 990]);
    expect(state.tricks).toHaveLength(0);
  });

  test('no Weis and no Stöck in the course variant', () => {
    const state = autoMoves(start(recordWithHands(STOCK_DEAL, 'course', 'S')), 36);
    expect(state.turns[0].trickPoints).toEqual(state.turns[0].points);
    expect(state.turns[0].weis).toBeNull();
    expect(state.turns[0].stock).toEqual([]);
  });
});
