import { describe, expect, test } from 'vitest';
import { forfeitNoteWinners, forfeitWinnersOf, parseForfeitNote } from '../../src/games/forfeit.ts';

const JASS_TEAMS = [['N', 'S'], ['E', 'W']] as const;

describe('winners of a game ended by resignations', () => {
  test.each([
    ['two players, one resigned', ['P1', 'P2'], { P2: 1 }, [], ['P1']],
    ['three players, two resigned', ['P1', 'P2', 'P3'], { P1: 5, P3: 2 }, [], ['P2']],
    ['an AI left after every person resigned', ['RED', 'BLUE', 'GREEN'], { RED: 1, BLUE: 2 }, [], ['GREEN']],
    ['every seat resigned: nobody', ['P1', 'P2'], { P1: 1, P2: 2 }, [], []],
    ['a team with a resigned partner loses', ['N', 'E', 'S', 'W'], { N: 3 }, JASS_TEAMS, ['E', 'W']],
    ['someone resigned in each team: the team that held out longest', ['N', 'E', 'S', 'W'], { N: 3, W: 8 }, JASS_TEAMS, ['E', 'W']],
    ['the other order', ['N', 'E', 'S', 'W'], { N: 9, W: 8 }, JASS_TEAMS, ['N', 'S']],
    ['a whole team resigned, one of the other', ['N', 'E', 'S', 'W'], { N: 1, S: 2, E: 3 }, JASS_TEAMS, ['E', 'W']],
  ] as const)('%s', (_, seats, resigned, teams, winners) => {
    expect(forfeitWinnersOf(seats, new Map(Object.entries(resigned)), teams)).toEqual(winners);
  });

  test('a record’s forfeit note: checked against its seats, its order standing for the times', () => {
    expect(parseForfeitNote(undefined, ['P1', 'P2'])).toEqual({ ok: true, value: null });
    const note = parseForfeitNote({ resigned: ['W', 'N'] }, ['N', 'E', 'S', 'W']);
    expect(note).toEqual({ ok: true, value: { resigned: ['W', 'N'] } });
    if (!note.ok || note.value === null) throw new Error('refused');
    // W resigned first: North–South held out longer.
    expect(forfeitNoteWinners(note.value, ['N', 'E', 'S', 'W'], JASS_TEAMS)).toEqual(['N', 'S']);
    for (const bad of [{ resigned: ['P3'] }, { resigned: ['P1', 'P1'] }, { resigned: 'P1' }, null, [], { resigned: [1] }]) {
      const parsed = parseForfeitNote(bad, ['P1', 'P2']);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/^"forfeit" must be/);
    }
  });
});
