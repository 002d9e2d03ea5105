import { describe, expect, test } from 'vitest';
import { chacun } from '../../../../src/games/chacun/index.ts';
import { legalActions } from '../../../../src/games/chacun/ai/index.ts';
import { applyAction } from '../../../../src/games/chacun/engine/actions.ts';
import { recordStart, type GameRecord } from '../../../../src/games/chacun/engine/record.ts';
import { playAiMatch } from '../../../../src/games/match.ts';

/** A small thinking allowance, so that a whole game stays quick (still deterministic). */
const BUDGET_MS = 4;

describe('hard-base, hard with normal\'s weights (hard before 2026-11-28)', () => {
  test('is seated by name and plays legal moves to the end', () => {
    const { record, seats } = playAiMatch(chacun, ['hard-base', 'normal'], { dealSeed: 11, aiSeed: 12, budgetMs: BUDGET_MS });
    expect(seats[0].level).toBe('hard-base');
    let state = recordStart(record as GameRecord);
    for (const action of (record as GameRecord).actions) {
      expect(legalActions(state).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
      const result = applyAction(state, action);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.value;
    }
    expect(state.nextAction).toBe('END_GAME');
  });

  test('is deterministic for its seeds', () => {
    const play = () => playAiMatch(chacun, ['normal', 'hard-base'], { dealSeed: 21, aiSeed: 22, budgetMs: BUDGET_MS }).record;
    expect(play()).toEqual(play());
  });
});
