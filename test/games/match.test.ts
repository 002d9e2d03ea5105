import { describe, expect, test } from 'vitest';
import { dealOf, playAiMatch, seatingOf, seatLevel } from '../../src/games/match.ts';
import { HOSTED } from '../../src/hosted.ts';

const jass = HOSTED.get('jass')!;
const tchu = HOSTED.get('tchu')!;

describe('AI matches of any game', () => {
  test('in a team game one level per team: the teams swap seats on each second game, on the same deal', () => {
    expect(seatingOf(jass, ['normal', 'easy'], 0)).toEqual(['normal', 'easy', 'normal', 'easy']);
    expect(seatingOf(jass, ['normal', 'easy'], 1)).toEqual(['easy', 'normal', 'easy', 'normal']);
    expect([0, 1, 2, 3].map((g) => dealOf(jass, ['normal', 'easy'], g))).toEqual([0, 0, 1, 1]);
  });

  test.each([
    ['hard', { level: 'hard' }],
    ['hard@250', { level: 'hard', budgetMs: 250 }],
    ['hard@444.4444', { level: 'hard', budgetMs: 444.4444 }],
  ])('a seat named %s is that level with that budget of its own', (label, expected) => {
    expect(seatLevel(label)).toEqual(expected);
  });

  test.each(['hard@', 'hard@0', 'hard@-5', 'hard@fast'])('a seat named %s is refused: its budget is no number of milliseconds above 0', (label) => {
    expect(() => seatLevel(label)).toThrow(/bad budget/);
  });

  test('a seat with its own budget plays as its level does with that budget given to the whole match (ChaCuN’s hard at 1 ms)', () => {
    const chacun = HOSTED.get('chacun')!;
    const small = playAiMatch(chacun, ['hard@1', 'normal'], { dealSeed: 5, aiSeed: 6 });
    const same = playAiMatch(chacun, ['hard', 'normal'], { dealSeed: 5, aiSeed: 6, budgetMs: 1 });
    expect(small.record).toEqual(same.record);
    expect(small.seats.map((seat) => seat.level)).toEqual(['hard@1', 'normal']);
  });

  test('otherwise one level per seat, rotated, each deal played once per rotation', () => {
    expect([0, 1, 2].map((g) => seatingOf(tchu, ['hard', 'easy'], g))).toEqual([['hard', 'easy'], ['easy', 'hard'], ['hard', 'easy']]);
    expect([0, 1, 2, 3].map((g) => dealOf(tchu, ['hard', 'easy'], g))).toEqual([0, 0, 1, 1]);
  });

  test('a Schieber match counts each seat’s calls and pushes: one call per turn, pushes only by leaders', () => {
    // A small budget: the test counts calls, and hard's default search would make the game long.
    const result = playAiMatch(jass, ['hard', 'normal', 'hard', 'normal'], { dealSeed: 3, aiSeed: 4, budgetMs: 10, options: { variant: 'schieber', multipliers: 'classic' } });
    const calls = result.seats.flatMap((seat) => Object.entries(seat.choices).filter(([kind]) => kind !== 'push').map(([, count]) => count));
    const kinds = new Set(result.seats.flatMap((seat) => Object.keys(seat.choices)));
    for (const kind of kinds) expect(['S', 'H', 'D', 'C', 'obenabe', 'undenufe', 'push']).toContain(kind);
    const trumpActions = (result.record as { actions: { type: string }[] }).actions.filter((action) => action.type === 'trump').length;
    const passActions = (result.record as { actions: { type: string }[] }).actions.filter((action) => action.type === 'pass').length;
    expect(calls.reduce((a, b) => a + b, 0)).toBe(trumpActions);
    expect(result.seats.reduce((sum, seat) => sum + (seat.choices.push ?? 0), 0)).toBe(passActions);
    expect(trumpActions).toBeGreaterThan(0);
  });

  test('a game with nothing to count reports no choices', () => {
    const result = playAiMatch(tchu, ['normal', 'easy'], { dealSeed: 5, aiSeed: 6 });
    expect(result.seats.map((seat) => seat.choices)).toEqual([{}, {}]);
  });

  test.each([
    ['tchu', ['normal', 'easy']],
    ['jass', ['normal', 'easy', 'normal', 'easy']],
  ] as const)('a %s match is played to the end from seat views: its record replays to a finished game, one win shared out', (id, levels) => {
    const game = HOSTED.get(id)!;
    const result = playAiMatch(game, levels, { dealSeed: 5, aiSeed: 6 });
    const parsed = game.rules.parseRecord(JSON.parse(JSON.stringify(result.record)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    let state = game.rules.start(parsed.value);
    for (const entry of game.rules.entries(parsed.value)) {
      const next = game.rules.replay(state, entry);
      expect(next.ok).toBe(true);
      if (next.ok) state = next.value;
    }
    expect(game.rules.isOver(state)).toBe(true);
    const wins = result.seats.reduce((sum, seat) => sum + seat.win, 0);
    // A team game gives a win to each partner of the winning team.
    expect(wins).toBeCloseTo(game.rules.seats.teams === undefined ? 1 : 2);
    expect(result.seats.every((seat) => seat.decisionMs.length > 0)).toBe(true);
    expect(result.seats.map((seat) => seat.points)).toEqual(result.seats.map((seat) => game.rules.outcome(state).points[seat.seat]));
  });
});
