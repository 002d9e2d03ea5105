import { describe, expect, test } from 'vitest';
import { aiColumn, aiPlayers, type AiLevel } from './ai.ts';
import { recordOf } from './helpers.ts';
import { connectFour } from './index.ts';
import { connectFourRules as rules, drop, openColumns, replayRecord, SEATS, type ConnectFourState, type Seat } from './rules.ts';

/** The columns where a seat's disc would make four now. */
function winningColumns(state: ConnectFourState, seat: Seat): number[] {
  const asIfToPlay = { ...state, toPlay: seat };
  return openColumns(asIfToPlay).filter((column) => {
    const next = drop(asIfToPlay, seat, column);
    return next.ok && next.value.winner === seat;
  });
}

/** A game between two levels, red's level first, every AI move through planTurn on the record. */
function match(red: AiLevel, yellow: AiLevel, seed: number): Seat | null {
  let record = rules.newRecord(SEATS, seed, {});
  let state = rules.start(record);
  while (!rules.isOver(state)) {
    const seat = rules.toAct(state)[0] as Seat;
    const [action] = aiPlayers.planTurn(rules.seatView(record, seat), seat, seat === 'red' ? red : yellow, { seed: seed * 100 + state.moves });
    const played = rules.play(state, seat, action);
    if (!played.ok) throw new Error(`the AI's move was refused: ${played.error.code}`);
    state = played.value.state;
    record = rules.withEntries(record, [played.value.entry]);
  }
  return state.winner;
}

describe('the AI players', () => {
  test('levels, default and names', () => {
    expect(aiPlayers.levels).toEqual(['easy', 'normal']);
    expect(aiPlayers.defaultLevel).toBe('normal');
    expect(aiPlayers.names.slice(0, 3)).toEqual(['Ada', 'Blaise', 'Grace']);
  });

  test('a turn is one legal disc; a seat not to play or an unknown level is refused', () => {
    const view = recordOf('44');
    for (const level of aiPlayers.levels) {
      const actions = aiPlayers.planTurn(view, 'red', level, { seed: 3 });
      expect(actions.length).toBe(1);
      expect(rules.play(replayRecord(view), 'red', actions[0]).ok).toBe(true);
    }
    expect(() => aiPlayers.planTurn(view, 'yellow', 'normal', { seed: 3 })).toThrow();
    expect(() => aiPlayers.planTurn(view, 'red', 'hard', { seed: 3 })).toThrow();
    expect(() => aiPlayers.planTurn(recordOf('1122334'), 'yellow', 'normal', { seed: 3 })).toThrow();
  });

  test('deterministic for a view, level and seed; easy draws its column from the seed', () => {
    const view = recordOf('4435');
    for (const level of aiPlayers.levels) {
      for (let seed = 0; seed < 8; seed++) {
        expect(aiPlayers.planTurn(view, 'red', level, { seed })).toEqual(aiPlayers.planTurn(view, 'red', level, { seed }));
      }
    }
    // Seeds past 2^32 count too.
    const easy = new Set(Array.from({ length: 40 }, (_, k) => aiPlayers.planTurn(view, 'red', 'easy', { seed: 2 ** 40 + k * 2 ** 33 })[0].column));
    expect(easy.size).toBeGreaterThan(3);
  });

  test('normal never misses a four of its own, and else blocks the other\'s', () => {
    let wins = 0;
    let blocks = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { record } = connectFour.tools.randomGame(2, seed);
      for (let count = 0; count < record.entries.length; count++) {
        const state = replayRecord(rules.truncate(record, count));
        const seat = state.toPlay as Seat;
        const own = winningColumns(state, seat);
        const theirs = winningColumns(state, seat === 'red' ? 'yellow' : 'red');
        if (own.length === 0 && theirs.length === 0) continue;
        const column = aiColumn(state, 'normal', seed);
        if (own.length > 0) {
          expect(own).toContain(column);
          wins++;
        } else {
          expect(theirs).toContain(column);
          blocks++;
        }
      }
    }
    // Random games are full of both: the test looked at many of each.
    expect(wins).toBeGreaterThan(50);
    expect(blocks).toBeGreaterThan(50);
  });

  test('normal beats easy in nearly every game, whichever colour it plays', () => {
    let normalWins = 0;
    for (let game = 0; game < 40; game++) {
      const normalIsRed = game % 2 === 0;
      const winner = match(normalIsRed ? 'normal' : 'easy', normalIsRed ? 'easy' : 'normal', game + 1);
      if (winner === (normalIsRed ? 'red' : 'yellow')) normalWins++;
    }
    // A random player wins about half its games against another: 34 of 40 is out of chance's reach.
    expect(normalWins).toBeGreaterThanOrEqual(34);
  });
});
