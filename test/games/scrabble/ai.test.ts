// The hard AI's parts on small word lists: leave values, the best exchange, the look-ahead at the end.
import { describe, expect, test } from 'vitest';
import { LEAVE_TILES, bestKeep, keptTiles, leaveFeatures, leaveValue, leaveValueBy, type LeaveTable } from '../../../src/games/scrabble/ai/leave.ts';
import { bestReply, endgameSpread, placeMove } from '../../../src/games/scrabble/ai/lookahead.ts';
import { EXPERT_LEAVES } from '../../../src/games/scrabble/ai/expert-leave-table.ts';
import { planAiTurn } from '../../../src/games/scrabble/ai/player.ts';
import { futureWorth, simulateBest, type Candidate } from '../../../src/games/scrabble/ai/simulate.ts';
import { dictionary } from '../../../src/games/scrabble/dictionary/load.ts';
import { scrabble } from '../../../src/games/scrabble/index.ts';
import { Dawg } from '../../../src/games/scrabble/dictionary/dawg.ts';
import { allMoves } from '../../../src/games/scrabble/engine/movegen.ts';
import { viewOf } from '../../../src/games/scrabble/engine/view.ts';
import { boardWith, stateWith } from './helpers.ts';

const graph = Dawg.fromSortedWords(['AT', 'CAT', 'CATS', 'EAT', 'EATS', 'QAT', 'QI', 'SAT', 'SEAT', 'TA', 'TAE', 'TEA', 'TEAS', 'ZA']);

describe('leave values', () => {
  test('the learnt tables: a blank or an S kept is worth more than nothing; duplicates, a bad vowel balance and a Q without U cost', () => {
    expect(leaveValue('en', '')).toBe(0);
    expect(leaveValue('en', '?')).toBeGreaterThan(15);
    expect(leaveValue('fr', '?')).toBeGreaterThan(15);
    expect(leaveValue('fr', 'S')).toBeGreaterThan(leaveValue('fr', 'E'));
    expect(leaveValue('en', 'S')).toBeGreaterThan(5);
    expect(leaveValue('en', 'EE')).toBeLessThan(2 * leaveValue('en', 'E'));
    expect(leaveValue('en', 'AEIOU')).toBeLessThan(leaveValue('en', 'AERST'));
    expect(leaveValue('en', 'QR')).toBeLessThan(leaveValue('en', 'QU') - 2);
    expect(leaveValue('fr', 'ERS')).toBeGreaterThan(leaveValue('fr', 'KWY'));
  });

  test('a learnt table: a value per tile, per extra copy, per (letters, vowels) and for a Q without U', () => {
    const zero = Object.fromEntries(LEAVE_TILES.map((tile) => [tile, 0]));
    const table: LeaveTable = {
      samples: 1, emptyLeavePoints: 40,
      tiles: { ...zero, '?': 20, S: 6, E: 2, Q: -5, U: -1 },
      duplicates: { ...zero, E: -3 },
      balance: [[1], [0, 0], [-2, 0, -4], [0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]],
      qWithoutU: -7,
    };
    expect(leaveValueBy(table, '')).toBe(0);
    expect(leaveValueBy(table, '?')).toBe(20 + 1);
    // E, S, E: 2 + 6, one extra E −3; three letters with two vowels: balance[3][2] = 0.
    expect(leaveValueBy(table, 'ESE')).toBe(2 + 6 - 3);
    // Two vowels out of two letters: −4; a Q alone: −5 − 7 and one consonant out of one.
    expect(leaveValueBy(table, 'EE')).toBe(2 - 3 - 4);
    expect(leaveValueBy(table, 'Q')).toBe(-5 - 7);
    expect(leaveValueBy(table, 'QU')).toBe(-5 - 1 + 0);
    // The features the learning script regresses on give the same value with the table's numbers.
    const weights = [...LEAVE_TILES.map((t) => table.tiles[t]), ...LEAVE_TILES.map((t) => table.duplicates[t]), ...table.balance.flat(), table.qWithoutU];
    for (const leave of ['', '?', 'ESE', 'EE', 'Q', 'QU', '?SEEQ', 'AEIOU']) {
      const features = leaveFeatures(leave);
      expect([...features].reduce((sum, [i, v]) => sum + weights[i] * v, 0)).toBeCloseTo(leaveValueBy(table, leave), 9);
    }
  });

  test('kept tiles, and the best keep of an exchange gives at least one tile back', () => {
    expect(keptTiles('SATIRE?', 'TIR')).toBe('SAE?');
    const keep = bestKeep('en', 'QVVUUWI');
    expect(keep.given.length).toBeGreaterThan(0);
    expect([...keep.kept, ...keep.given].sort().join('')).toBe([...'QVVUUWI'].sort().join(''));
    expect(keep.given).toContain('V');
    expect(bestKeep('en', '?SEVVWQ').kept).toContain('?');
  });
});

describe('the look-ahead at the end', () => {
  test('a play is placed on the board; the best answer is the highest-scoring one', () => {
    const board = boardWith(['8G', 'CAT']);
    expect(placeMove(board, '8G', 'CATS')).toBe(boardWith(['8G', 'CATS']));
    const reply = bestReply('en', board, 'S', graph);
    expect(reply).toEqual(allMoves('en', board, 'S', graph).sort((a, b) => b.points - a.points)[0]);
  });

  test('going out counts the opponent’s rack twice; tiles left that the player cannot play count against it; an opponent going out wins them twice', () => {
    const board = boardWith(['8G', 'CAT']);
    const out = allMoves('en', board, 'S', graph).find((m) => m.word === 'CATS')!;
    expect(endgameSpread('en', board, 'S', 'QZ', out, graph)).toBe(out.points + 2 * 20);
    // Keeping the Q: the opponent answers with its best play, the Q counts against the player.
    const keeps = allMoves('en', board, 'SQ', graph).find((m) => m.word === 'CATS')!;
    const spread = endgameSpread('en', board, 'SQ', 'E', keeps, graph);
    // E alone has no play on that board: the Q counts once against the player, the E for them.
    expect(bestReply('en', placeMove(board, keeps.position, keeps.word), 'E', graph)).toBeNull();
    expect(spread).toBe(keeps.points - 10 + 1);
    // An opponent who goes out in answer wins the Q twice over.
    const answered = endgameSpread('en', board, 'SQ', 'AT', keeps, graph);
    const answer = bestReply('en', placeMove(board, keeps.position, keeps.word), 'AT', graph)!;
    expect(answer.used.length).toBe(2);
    expect(answered).toBe(keeps.points - answer.points - 2 * 10);
  });

  test('three plies: a tile kept that the player can play out next counts for that play, not against the player', () => {
    const board = boardWith(['8G', 'CAT']);
    const cats = allMoves('en', board, 'SA', graph).find((m) => m.word === 'CATS')!;
    // The opponent's QQ has no play on that board: it passes, then the player goes out with the A.
    const after = placeMove(board, cats.position, cats.word);
    expect(allMoves('en', after, 'QQ', graph)).toEqual([]);
    const outNext = Math.max(...allMoves('en', after, 'A', graph).map((m) => m.points));
    expect(endgameSpread('en', board, 'SA', 'QQ', cats, graph)).toBe(cats.points + outNext + 2 * 20);
  });

  test('hard goes out with the bag empty rather than take a few more points and keep a Q', () => {
    const state = stateWith({ racks: ['SQ', 'ZE'], board: boardWith(['8G', 'CAT']), bag: '' });
    const view = viewOf(state, 'P1');
    const [action] = planAiTurn(view, 'P1', 'hard', graph, 1);
    expect(action.type).toBe('play');
    // The same view and seed always give the same decision.
    expect(planAiTurn(view, 'P1', 'hard', graph, 1)).toEqual([action]);
  });

  test('with nothing to play and a full bag, hard exchanges; with a small bag it passes', () => {
    const full = stateWith({ racks: ['VVWWUUK', 'AEIOURS'], board: boardWith(['8G', 'CAT']), bag: 'ABCDEFGHIJ' });
    const [swap] = planAiTurn(viewOf(full, 'P1'), 'P1', 'hard', graph, 2);
    expect(swap.type).toBe('exchange');
    const small = stateWith({ racks: ['VVWWUUK', 'AEIOURS'], board: boardWith(['8G', 'CAT']), bag: 'AB' });
    expect(planAiTurn(viewOf(small, 'P1'), 'P1', 'hard', graph, 2)).toEqual([{ type: 'pass' }]);
  });
});

describe('the expert AI’s simulation', () => {
  test('it leaves hard’s choice only for a candidate surely better over the same futures', () => {
    const board = boardWith(['8G', 'CAT']);
    const rack = 'SEAT';
    const moves = allMoves('en', board, rack, graph);
    const first = { move: moves[0], used: moves[0].used, points: moves[0].points };
    const simulate = (candidates: Candidate[]) => simulateBest('en', board, rack, 'ABEIOSTVVWZ', 4, 7, 0, candidates, graph, 5, EXPERT_LEAVES.en);
    // The same play, worth 100 points more in every future: chosen.
    const better = { ...first, points: first.points + 100 };
    expect(simulate([first, better])).toBe(better);
    // The same play twice: nothing is surely better, hard's choice stays.
    const twin = { ...first };
    expect(simulate([first, twin])).toBe(first);
    // Another play, more than a hundred points worse in every future: never chosen.
    const worse = { move: moves[1], used: moves[1].used, points: moves[1].points - 200 };
    expect(simulate([first, worse])).toBe(first);
  });

  test('a future is worth its chance of winning first, its spread second', () => {
    // Even: ten points more of spread are worth far more than ten (the chance moves by several percent).
    const even = futureWorth(0, 30, 10, false);
    expect(futureWorth(0, 40, 10, false) - even).toBeGreaterThan(50);
    // Decided, ahead or behind: the chance hardly moves, and ten points of spread are worth about ten.
    expect(futureWorth(400, 40, 10, false) - futureWorth(400, 30, 10, false)).toBeCloseTo(10, 0);
    expect(futureWorth(-400, 40, 10, false) - futureWorth(-400, 30, 10, false)).toBeCloseTo(10, 0);
    // The same lead is surer with fewer tiles left to play: ahead, it is worth more with an empty bag.
    expect(futureWorth(60, 0, 0, false)).toBeGreaterThan(futureWorth(60, 0, 60, false));
    expect(futureWorth(-60, 0, 0, false)).toBeLessThan(futureWorth(-60, 0, 60, false));
    // The player to move after the three plies (the opponent) is taken to gain about 20 points: a lead of 20 is an even game.
    expect(futureWorth(20, 0, 30, false)).toBeCloseTo(500, 0);
    // A future in which the game ended is won, drawn or lost outright.
    expect(futureWorth(10, -9, 0, true)).toBe(1000 - 9);
    expect(futureWorth(10, -10, 0, true)).toBe(500 - 10);
    expect(futureWorth(10, -11, 0, true)).toBe(-11);
  });

  test('on real words, expert’s turns are legal, from its view alone, and the same for the same seed', () => {
    const language = 'en';
    const words = dictionary(language);
    const keys = scrabble.rules.seats.keys.slice(0, 2);
    let state = scrabble.rules.start(scrabble.rules.newRecord(keys, 4242, { words: language }));
    for (let decision = 0; decision < 2; decision++) {
      const seat = scrabble.rules.toAct(state)[0];
      const view = viewOf(state, seat);
      const [expert] = planAiTurn(view, seat, 'expert', words, decision);
      if (decision === 0) {
        expect(planAiTurn(view, seat, 'expert', words, decision)).toEqual([expert]);
      } else {
        // Only the view is read: another bag and opponent's rack with the same unseen tiles give the same turn.
        const other = 1 - keys.indexOf(seat);
        const unseen = [...state.bag, ...state.racks[other]];
        const shuffled = [...unseen.slice(3), ...unseen.slice(0, 3)].join('');
        const racks = [...state.racks];
        racks[other] = shuffled.slice(0, state.racks[other].length);
        expect(racks[other]).not.toBe(state.racks[other]);
        const elsewhere = { ...state, racks, bag: shuffled.slice(state.racks[other].length) };
        expect(planAiTurn(viewOf(elsewhere, seat), seat, 'expert', words, decision)).toEqual([expert]);
      }
      const played = scrabble.rules.play(state, seat, expert);
      if (!played.ok) throw new Error(`expert's ${JSON.stringify(expert)} refused: ${played.error.code}`);
      state = played.value.state;
    }
    expect(scrabble.rules.isOver(state)).toBe(false);
  });
});
