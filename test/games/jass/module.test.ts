import { describe, expect, test } from 'vitest';
import { newJassRecord, SEATS } from '../../../src/games/jass/engine/record.ts';
import { jass, playableCards } from '../../../src/games/jass/index.ts';
import { start } from './helpers.ts';

/** The first turn's drawn trump of a course record. */
function state0Trump(record: { readonly trumps?: readonly string[] }): string | undefined {
  return record.trumps?.[0];
}

describe('the Jass module as the platform sees it', () => {
  test('four seats S, E, N, W in play order (counter-clockwise), teams S+N against E+W, chosen in the lobby', () => {
    expect(jass.id).toBe('jass');
    expect(jass.rules.seats).toEqual({ min: 4, max: 4, keys: ['S', 'E', 'N', 'W'], teams: [['S', 'N'], ['E', 'W']], choosable: true, fillWithAi: true, firstDrawn: true });
  });

  test('outcome: each seat has its team\'s points; the winners are the winning team\'s seats', () => {
    const { record, state } = jass.tools.randomGame(4, 21);
    const outcome = jass.rules.outcome(state);
    expect(outcome.points).toEqual({ N: state.score[0], E: state.score[1], S: state.score[0], W: state.score[1] });
    expect(outcome.winners).toEqual(state.winner === 0 ? ['S', 'N'] : ['E', 'W']);
    expect(jass.rules.isOver(state)).toBe(true);
    expect(jass.rules.recordSeats(record)).toEqual(SEATS);
    expect(jass.rules.outcome(jass.rules.start(record))).toEqual({ points: { S: 0, E: 0, N: 0, W: 0 }, winners: [] });
  });

  test('the summary has the format of issue 14', () => {
    const { record, state } = jass.tools.randomGame(4, 2);
    const summary = jass.tools.summary(record, state) as Record<string, unknown>;
    expect(Object.keys(summary)).toEqual(['tricks', 'turns', 'score', 'winners']);
    expect((summary.tricks as unknown[])[0]).toEqual({ winner: SEATS[state.tricks[0].winner], points: state.tricks[0].points });
    expect((summary.turns as unknown[])[0]).toEqual({ mode: state.turns[0].trump, multiplier: 1, points: [...state.turns[0].points] });
    expect(summary.score).toEqual([...state.score]);
  });

  test('a summary at the start: one turn begun with no points, no trick, no winner', () => {
    const record = jass.rules.newRecord(SEATS, 1, { variant: 'course', target: 1000 });
    expect(jass.tools.summary(record, jass.rules.start(record))).toEqual({ tricks: [], turns: [{ mode: state0Trump(record), multiplier: 1, points: [0, 0] }], score: [0, 0], winners: [] });
  });

  test('the automatic move is always legal, card or trump', () => {
    for (const variant of ['course', 'schieber'] as const) {
      let state = start(newJassRecord(SEATS, 8, { variant }));
      for (let i = 0; i < 200 && !jass.rules.isOver(state); i++) {
        const seat = jass.rules.toAct(state)[0];
        const action = jass.rules.autoAction(state, seat);
        if (action.type === 'play') expect(playableCards(state, seat)).toContain(action.card);
        const next = jass.rules.play(state, seat, action);
        expect(next.ok).toBe(true);
        if (next.ok) state = next.value.state;
      }
    }
  });

  test('play records a clean copy of the action and withEntries appends it', () => {
    const record = jass.rules.newRecord(SEATS, 4, { variant: 'course', target: 1000 });
    const state = jass.rules.start(record);
    const seat = jass.rules.toAct(state)[0];
    const card = playableCards(state, seat)[0];
    const played = jass.rules.play(state, seat, { type: 'play', card, note: 'x' } as never);
    expect(played.ok && played.value.entry).toEqual({ type: 'play', card });
    expect(jass.rules.withEntries(record, [{ type: 'play', card }]).actions).toEqual([{ type: 'play', card }]);
  });

  test('random games need exactly four players', () => {
    expect(() => jass.tools.randomGame(3, 1)).toThrow(/exactly 4/);
  });
});
