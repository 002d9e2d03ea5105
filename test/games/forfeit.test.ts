import { describe, expect, test } from 'vitest';
import { forfeitNoteWinners, forfeitWinnersOf, parseForfeitNote, sidePlaces, sidesOf } from '../../src/games/forfeit.ts';
import { resignationsOf, type GameSession } from '../../src/session/session.ts';

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

describe('the winners and the places agree', () => {
  const NONE = { winners: [] as string[], points: {} };
  /** A Jass table's session: N and S a team (S an AI), E and W the other; `resigned` gives when seats resigned. */
  const table = (resigned: Readonly<Record<string, number>>): GameSession =>
    ({
      seats: ['N', 'E', 'S', 'W'].map((seat) => ({
        seat,
        player: seat === 'S' ? { type: 'ai', level: 'normal', name: 'Gotthard' } : { type: 'human', userId: seat, name: seat },
        ...(resigned[seat] === undefined ? {} : { resignedAt: resigned[seat] }),
      })),
    }) as unknown as GameSession;
  const teams = JASS_TEAMS.map((team) => [...team]);

  test.each([
    // The only person of North–South gave up while East and West both play: East–West win (not North–South through its AI).
    ['a side whose only person resigned, its AI seat playing on', { N: 5 }, ['E', 'W'], [2, 1]],
    // East resigned first, then North gave up: North–South have no person left, so East–West (W still playing) win.
    ['a side with a person still playing beats one whose people all resigned, even if they resigned later', { E: 3, N: 5 }, ['E', 'W'], [2, 1]],
    ['everybody of both sides resigned: the later first, nobody wins', { E: 3, W: 4, N: 5 }, [], [1, 2]],
  ] as const)('%s', (_, resigned, winners, places) => {
    const session = table(resigned);
    const at = resignationsOf(session, teams);
    // The AI seat counts as resigned once every person of its side has, with the last of them.
    if (resigned.N !== undefined) expect(at.get('S')).toBe(resigned.N);
    expect(forfeitWinnersOf(['N', 'E', 'S', 'W'], at, teams)).toEqual(winners);
    const sides = sidesOf(['N', 'E', 'S', 'W'], teams);
    expect(sidePlaces(sides, (key) => at.get(key), NONE, 'forfeit')).toEqual(places);
    // Whoever wins is placed first.
    for (const [i, side] of sides.entries()) if (side.some((key) => winners.includes(key as never))) expect(places[i]).toBe(1);
  });
});
