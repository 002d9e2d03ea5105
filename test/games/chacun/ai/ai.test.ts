import { describe, expect, test } from 'vitest';
import { AI_LEVELS, chooseAction, isAiLevel, legalActions, type AiLevel } from '../../../../src/games/chacun/ai/index.ts';
import { playMatch } from '../../../../src/games/chacun/ai/match.ts';
import { scoredPlans } from '../../../../src/games/chacun/ai/normal.ts';
import { quickGreedyTurn } from '../../../../src/games/chacun/ai/quick.ts';
import { deckView } from '../../../../src/games/chacun/ai/view.ts';
import { applyAction, type Action } from '../../../../src/games/chacun/engine/actions.ts';
import type { GameState, NextAction } from '../../../../src/games/chacun/engine/game.ts';
import { ChacunRandom } from '../../../../src/games/random.ts';
import { recordStart, replay } from '../../../../src/games/chacun/engine/record.ts';
import { fits, game, occupy, place } from '../engine/helpers.ts';

/** A small thinking allowance for hard, so that whole games stay quick in tests (still deterministic). */
const HARD_BUDGET_MS = 4;

function decide(state: GameState, level: AiLevel, seed: number): Action {
  return chooseAction(state, level, { seed, budgetMs: HARD_BUDGET_MS });
}

/** Plays a whole game with the given levels in play order, checking every action with the engine. */
function playChecked(levels: readonly AiLevel[], dealSeed: number): { phases: Map<NextAction, number>; state: GameState } {
  const { record } = playMatch(levels, { dealSeed, aiSeed: dealSeed * 7 + 1, budgetMs: HARD_BUDGET_MS });
  const phases = new Map<NextAction, number>();
  let state = recordStart(record);
  for (const action of record.actions) {
    phases.set(state.nextAction, (phases.get(state.nextAction) ?? 0) + 1);
    const legal = legalActions(state).map((a) => JSON.stringify(a));
    expect(legal).toContain(JSON.stringify(action));
    const result = applyAction(state, action);
    expect(result.ok).toBe(true);
    if (result.ok) state = result.value;
  }
  expect(state.nextAction).toBe('END_GAME');
  return { phases, state };
}

/** RED has pawns on the board and is about to place the shaman tile (88), drawn as a menhir tile. */
function shamanState(): GameState {
  let s = game([37, 36, 30, 61], [88]);
  s = occupy(place(s, 0, 1), 'PAWN', 371);
  s = occupy(place(s, 1, 1, 'HALF_TURN'), 'PAWN', 361);
  s = occupy(place(s, 1, 0), 'PAWN', 300);
  expect(s.tileToPlace?.id).toBe(88);
  return s;
}

/** The same moment of a game with the tiles still in the decks put in another order. */
function reshuffledFuture(state: GameState, seed: number): GameState {
  const random = new ChacunRandom(seed);
  const { normal, normalTop, menhir, menhirTop } = state.decks;
  return {
    ...state,
    decks: {
      normal: [...normal.slice(0, normalTop), ...random.shuffle(normal.slice(normalTop))],
      normalTop,
      menhir: [...menhir.slice(0, menhirTop), ...random.shuffle(menhir.slice(menhirTop))],
      menhirTop,
    },
  };
}

/** States met in a game between normal players, every few moves. */
function sampleStates(dealSeed: number, every: number): GameState[] {
  const { record } = playMatch(['normal', 'normal', 'normal'], { dealSeed, aiSeed: 3 });
  const states: GameState[] = [];
  let state = recordStart(record);
  record.actions.forEach((action, i) => {
    if (i % every === 0) states.push(state);
    const result = applyAction(state, action);
    if (result.ok) state = result.value;
  });
  return states;
}

describe('every level plays legal moves to the end', () => {
  test.each([
    [['easy', 'normal'], 1],
    [['hard', 'easy'], 2],
    [['normal', 'hard', 'easy'], 3],
    [['easy', 'easy', 'normal', 'hard'], 4],
    [['hard', 'normal', 'easy', 'normal', 'easy'], 5],
  ] as [AiLevel[], number][])('%j, deal %i', (levels, dealSeed) => {
    const { phases } = playChecked(levels, dealSeed);
    expect(phases.get('PLACE_TILE')).toBeGreaterThan(10);
    expect(phases.get('OCCUPY_TILE')).toBeGreaterThan(0);
  });

  test.each(AI_LEVELS)('%s with the shaman: a legal placement, then a legal retake and occupant', (level) => {
    let s = shamanState();
    const placement = decide(s, level, 9);
    expect(placement.type).toBe('place');
    expect(applyAction(s, placement).ok).toBe(true);
    s = place(s, 0, -1, fits(s, 0, -1)[0]);
    expect(s.nextAction).toBe('RETAKE_PAWN');
    const retake = decide(s, level, 9);
    expect(retake.type).toBe('retake');
    const after = applyAction(s, retake);
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    if (after.value.nextAction === 'OCCUPY_TILE') {
      const occupant = decide(after.value, level, 9);
      expect(occupant.type).toBe('occupy');
      expect(applyAction(after.value, occupant).ok).toBe(true);
    }
  });

  test('no decision is asked at the end of a game', () => {
    const { state } = playChecked(['easy', 'easy'], 6);
    expect(() => chooseAction(state, 'normal', { seed: 1 })).toThrow();
  });
});

describe('decisions are deterministic and blind to the deck order', () => {
  const states = sampleStates(11, 9);

  test.each(AI_LEVELS)('%s: the same state and seed give the same action, another future deck order too', (level) => {
    for (const state of states) {
      if (state.nextAction === 'END_GAME') continue;
      const action = JSON.stringify(decide(state, level, 42));
      expect(JSON.stringify(decide(state, level, 42))).toBe(action);
      expect(JSON.stringify(decide(reshuffledFuture(state, 1), level, 42))).toBe(action);
      expect(JSON.stringify(decide(reshuffledFuture(state, 2), level, 42))).toBe(action);
    }
  });

  test('the deck view reads no order: only the unseen tiles and the deck sizes', () => {
    for (const state of states.slice(0, 5)) expect(deckView(reshuffledFuture(state, 5))).toEqual(deckView(state));
  });

  test('a game between AIs replays exactly from the same seeds', () => {
    const options = { dealSeed: 21, aiSeed: 5, budgetMs: HARD_BUDGET_MS };
    const first = playMatch(['hard', 'normal', 'easy'], options);
    const second = playMatch(['hard', 'normal', 'easy'], options);
    expect(second.record).toEqual(first.record);
    expect(replay(first.record).state.points).toEqual(first.state.points);
  });

  test('another seed may change the moves, still legally', () => {
    const a = playMatch(['easy', 'easy'], { dealSeed: 8, aiSeed: 1 });
    const b = playMatch(['easy', 'easy'], { dealSeed: 8, aiSeed: 2 });
    expect(a.record.actions).not.toEqual(b.record.actions);
  });
});

describe('strength and the greedy shortcut', () => {
  test('normal beats easy in most of 40 quick two-player games', () => {
    let wins = 0;
    for (let g = 0; g < 40; g++) {
      const levels: AiLevel[] = g % 2 === 0 ? ['normal', 'easy'] : ['easy', 'normal'];
      const { seats } = playMatch(levels, { dealSeed: 100 + (g >> 1), aiSeed: g });
      wins += seats.find((seat) => seat.level === 'normal')!.win;
    }
    expect(wins / 40).toBeGreaterThanOrEqual(0.7);
  });

  test("hard's fast greedy turn mostly picks normal's turn, and never a much worse one", () => {
    let same = 0;
    let count = 0;
    for (const state of sampleStates(12, 3)) {
      if (state.nextAction !== 'PLACE_TILE') continue;
      const plans = scoredPlans(state);
      const quick = JSON.stringify(quickGreedyTurn(state).actions.filter((a) => a.type === 'place' || (a.type === 'occupy' && a.occupant)));
      const key = (actions: readonly Action[]) => JSON.stringify(actions.filter((a) => a.type === 'place' || (a.type === 'occupy' && a.occupant)));
      const match = plans.find((plan) => key(plan.actions) === quick);
      expect(match).toBeDefined();
      expect(plans[0].value - match!.value).toBeLessThan(5);
      if (key(plans[0].actions) === quick) same++;
      count++;
    }
    expect(same / count).toBeGreaterThan(0.85);
  });

  test('level names are checked', () => {
    expect(AI_LEVELS.every(isAiLevel)).toBe(true);
    expect(isAiLevel('expert')).toBe(false);
    expect(isAiLevel(undefined)).toBe(false);
  });
});
