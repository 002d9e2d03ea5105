import { describe, expect, test } from 'vitest';
import { partialMarkOf } from '../../../src/games/game.ts';
import { DRAWN_GAME, played, recordOf } from './helpers.ts';
import { aiPlayers } from './ai.ts';
import { connectFour } from './index.ts';
import { connectFourRules as rules, ERROR_CODES, parseRecord, replayRecord, type ConnectFourState } from './rules.ts';

const cells = (list: readonly (readonly [number, number])[]) => list.map(([column, row]) => ({ column, row }));

describe('winning and drawing', () => {
  test.each([
    ['across', '1122334', [[0, 0], [1, 0], [2, 0], [3, 0]]],
    ['up', '1212121', [[0, 0], [0, 1], [0, 2], [0, 3]]],
    ['up a rising diagonal', '12233434474', [[0, 0], [1, 1], [2, 2], [3, 3]]],
    ['up a falling diagonal', '76655454414', [[3, 3], [4, 2], [5, 1], [6, 0]]],
  ] as const)('four %s wins for the seat that made it, and the game is over', (_name, moves, four) => {
    const state = played(moves);
    expect(state.winner).toBe('red');
    expect(state.fours).toEqual([cells(four)]);
    expect(rules.isOver(state)).toBe(true);
    expect(rules.toAct(state)).toEqual([]);
    expect(rules.outcome(state)).toEqual({ points: { red: 1, yellow: 0 }, winners: ['red'] });
  });

  test('three in a row is not yet a win; the other seat is to play', () => {
    const state = played('112233');
    expect(state.winner).toBeNull();
    expect(rules.toAct(state)).toEqual(['red']);
    expect(rules.outcome(state)).toEqual({ points: { red: 0, yellow: 0 }, winners: [] });
  });

  test('yellow wins too', () => {
    const state = played('12121272');
    expect(state.winner).toBe('yellow');
    expect(state.fours).toEqual([cells([[1, 0], [1, 1], [1, 2], [1, 3]])]);
    expect(rules.outcome(state)).toEqual({ points: { red: 0, yellow: 1 }, winners: ['yellow'] });
  });

  test('a row longer than four is given whole', () => {
    // Red fills columns 1, 2, 4 and 5 of the bottom row, then 3 joins them: five.
    expect(played('112244553').fours).toEqual([cells([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]])]);
  });

  test('one disc that makes two rows at once gives both', () => {
    // Red's last disc, column 4 at the bottom, ends the bottom row (columns 1–4) and a falling diagonal from column 1.
    const state = played('1122313727164');
    expect(state.winner).toBe('red');
    expect(state.fours).toEqual([cells([[0, 0], [1, 0], [2, 0], [3, 0]]), cells([[0, 3], [1, 2], [2, 1], [3, 0]])]);
  });

  test('a full grid with nobody\'s four is a draw: both seats win, no points', () => {
    const state = played(DRAWN_GAME);
    expect(state.moves).toBe(42);
    expect(state.winner).toBeNull();
    expect(rules.isOver(state)).toBe(true);
    expect(rules.outcome(state)).toEqual({ points: { red: 0, yellow: 0 }, winners: ['red', 'yellow'] });
  });
});

describe('refusals', () => {
  const refusal = (state: ConnectFourState, seat: string, action: unknown) => {
    const result = rules.play(state, seat, action as { column: number });
    return result.ok ? null : result.error;
  };

  test('the codes are stable', () => {
    expect(ERROR_CODES).toEqual(['GAME_OVER', 'NOT_YOUR_TURN', 'BAD_COLUMN', 'COLUMN_FULL']);
  });

  test('out of turn, by a seat that is not at the table, or after the end', () => {
    expect(refusal(played(''), 'yellow', { column: 3 })?.code).toBe('NOT_YOUR_TURN');
    expect(refusal(played('4'), 'red', { column: 3 })?.code).toBe('NOT_YOUR_TURN');
    expect(refusal(played(''), 'blue', { column: 3 })?.code).toBe('NOT_YOUR_TURN');
    expect(refusal(played('1122334'), 'yellow', { column: 3 })?.code).toBe('GAME_OVER');
    expect(refusal(played(DRAWN_GAME), 'red', { column: 3 })?.code).toBe('GAME_OVER');
  });

  test.each([[{ column: 7 }], [{ column: -1 }], [{ column: 1.5 }], [{ column: '3' }], [{}], [null]])('no such column: %j', (action) => {
    expect(refusal(played(''), 'red', action)?.code).toBe('BAD_COLUMN');
  });

  test('a full column, with the column named', () => {
    expect(refusal(played('444444'), 'red', { column: 3 })).toMatchObject({ code: 'COLUMN_FULL', column: 3 });
    expect(refusal(played('44444'), 'yellow', { column: 3 })).toBeNull();
  });

  test('a refused move leaves the state as it was; an accepted one does not change it either', () => {
    const state = played('44');
    const before = JSON.stringify(state);
    rules.play(state, 'yellow', { column: 1 });
    rules.play(state, 'red', { column: 1 });
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('records', () => {
  test('play records a clean entry; replaying the record gives the state play reached', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { record, state } = connectFour.tools.randomGame(2, seed);
      let replayed = rules.start(record);
      for (const entry of rules.entries(record)) {
        const next = rules.replay(replayed, entry);
        expect(next.ok).toBe(true);
        if (next.ok) replayed = next.value;
      }
      expect(replayed).toEqual(state);
      expect(replayRecord(record)).toEqual(state);
      expect(parseRecord(JSON.parse(JSON.stringify(record)))).toEqual({ ok: true, value: record });
    }
    const first = rules.play(played(''), 'red', { column: 2, note: 'x' } as never);
    expect(first.ok && first.value.entry).toEqual({ seat: 'red', column: 2 });
  });

  test('a new record: both seats, the seed kept, no entry; other seats are refused', () => {
    expect(rules.newRecord(['red', 'yellow'], 12, {})).toEqual({ game: 'connect-four', seats: ['red', 'yellow'], seed: 12, entries: [] });
    expect(() => rules.newRecord(['yellow', 'red'], 1, {})).toThrow();
    expect(rules.recordSeats(recordOf('44'))).toEqual(['red', 'yellow']);
  });

  test('truncate keeps the first entries; withEntries adds at the end', () => {
    const record = recordOf('4455');
    expect(rules.entries(rules.truncate(record, 2))).toEqual([{ seat: 'red', column: 3 }, { seat: 'yellow', column: 3 }]);
    expect(rules.truncate(record, 9)).toBe(record);
    expect(rules.entries(rules.truncate(record, -1))).toEqual([]);
    expect(rules.withEntries(record, [])).toBe(record);
  });

  const good = { game: 'connect-four', seats: ['red', 'yellow'], seed: 3, entries: [{ seat: 'red', column: 3 }] };
  test.each([
    ['not an object', [], 'JSON object'],
    ['another game', { ...good, game: 'jass' }, 'game'],
    ['seats in the wrong order', { ...good, seats: ['yellow', 'red'] }, 'seats'],
    ['one seat', { ...good, seats: ['red'] }, 'seats'],
    ['no seed', { ...good, seed: undefined }, 'seed'],
    ['a negative seed', { ...good, seed: -1 }, 'seed'],
    ['a fractional seed', { ...good, seed: 1.5 }, 'seed'],
    ['entries not a list', { ...good, entries: {} }, 'entries'],
    ['an entry that is not an object', { ...good, entries: [3] }, 'entries[0]'],
    ['an entry with more fields', { ...good, entries: [{ seat: 'red', column: 3, note: 1 }] }, 'unknown fields: note'],
    ['an unknown seat', { ...good, entries: [{ seat: 'blue', column: 3 }] }, 'entries[0].seat'],
    ['a column off the grid', { ...good, entries: [{ seat: 'red', column: 7 }] }, 'entries[0].column'],
    ['a move out of turn', { ...good, entries: [{ seat: 'yellow', column: 3 }] }, 'NOT_YOUR_TURN'],
    ['a disc in a full column', recordOf('4444444'), 'COLUMN_FULL'],
    ['a move after the end', recordOf('11223345'), 'GAME_OVER'],
  ])('parseRecord refuses %s', (_name, value, message) => {
    const parsed = parseRecord(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  test('parseRecord gives a clean copy', () => {
    const parsed = parseRecord({ ...good, extra: true });
    expect(parsed).toEqual({ ok: true, value: good });
  });

  test('a record given out during a game: marked, without the seed, read back by parseRecord to the same game', () => {
    const record = recordOf('445566', 987654321);
    for (const reader of ['red', 'yellow', null]) {
      const visible = rules.visibleRecord(record, reader);
      expect(partialMarkOf(visible)).toEqual({ reader, entries: 6 });
      expect(visible).not.toHaveProperty('seed');
      expect(visible.entries).toEqual(record.entries);
      const parsed = parseRecord(JSON.parse(JSON.stringify(visible)));
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(replayRecord(parsed.value)).toEqual(replayRecord(record));
    }
    // Only a record marked partial may leave its seed out.
    const { partial: _partial, ...unmarked } = rules.visibleRecord(record, null);
    expect(parseRecord(unmarked).ok).toBe(false);
  });

  test('a seat sees the whole record: nothing is hidden', () => {
    const record = recordOf('4455');
    expect(rules.seatView(record, 'red')).toEqual(record);
  });
});

describe('undo', () => {
  test('the last move of a seat, when nobody has moved since', () => {
    const record = recordOf('445');
    expect(rules.undoable(record, 'red')).toEqual({ ok: true, value: { record: recordOf('44'), dropped: 1, revealed: false } });
    expect(rules.undoable(record, 'yellow')).toMatchObject({ ok: false, error: { code: 'NEXT_PLAYER_ACTED' } });
  });

  test('nothing to take back before a seat has played', () => {
    expect(rules.undoable(recordOf(''), 'red')).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
    expect(rules.undoable(recordOf('4'), 'yellow')).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
  });

  test("the automatic moves of a resigned seat after the step go with it", () => {
    const record = recordOf('4455');
    expect(rules.undoable(record, 'red', new Set(['yellow']))).toEqual({ ok: true, value: { record: recordOf('44'), dropped: 2, revealed: false } });
    expect(rules.undoable(record, 'red')).toMatchObject({ ok: false, error: { code: 'NEXT_PLAYER_ACTED' } });
  });

  test('the winning move can be taken back', () => {
    const undo = rules.undoable(recordOf('1122334'), 'red');
    expect(undo.ok && undo.value.dropped).toBe(1);
    expect(undo.ok && rules.isOver(replayRecord(undo.value.record))).toBe(false);
  });
});

describe('the module', () => {
  test('its id, name, seats, options, and its AI players are the ones of ai.ts', () => {
    expect(connectFour.id).toBe('connect-four');
    expect(connectFour.name).toBe('Connect Four');
    expect(connectFour.rules.seats).toEqual({ min: 2, max: 2, keys: ['red', 'yellow'], choosable: true, fillWithAi: true });
    expect(connectFour.rules.options).toEqual([]);
    expect(connectFour.ai).toBe(aiPlayers);
  });

  test('the automatic move is the first open column from the centre out, and always legal', () => {
    expect(rules.autoAction(played(''), 'red')).toEqual({ column: 3 });
    expect(rules.autoAction(played('444444'), 'red')).toEqual({ column: 2 });
    expect(rules.autoAction(played('444444333333'), 'red')).toEqual({ column: 4 });
    let state = played('');
    while (!rules.isOver(state)) {
      const seat = rules.toAct(state)[0];
      const next = rules.play(state, seat, rules.autoAction(state, seat));
      expect(next.ok).toBe(true);
      if (next.ok) state = next.value.state;
    }
    expect(() => rules.autoAction(state, 'red')).toThrow();
  });

  test('parseAction keeps the column alone and refuses anything else', () => {
    expect(rules.parseAction({ column: 6, extra: 1 })).toEqual({ ok: true, value: { column: 6 } });
    for (const bad of [null, 3, { column: 7 }, { column: '1' }]) expect(rules.parseAction(bad).ok).toBe(false);
  });

  test('the summary shows the grid from the top, and random games need two players', () => {
    const record = recordOf('1122334');
    const summary = connectFour.tools.summary(record, replayRecord(record));
    expect(summary).toEqual({ moves: 7, grid: ['.......', '.......', '.......', '.......', 'YYY....', 'RRRR...'], over: true, winners: ['red'] });
    expect(() => connectFour.tools.randomGame(3, 1)).toThrow();
    expect(connectFour.tools.randomGame(2, 5).record.seed).toBe(5);
  });
});
