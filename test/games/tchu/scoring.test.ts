import { describe, expect, test } from 'vitest';
import { routeIndex } from '../../../src/games/tchu/engine/map.ts';
import { longestTrail, ticketPoints } from '../../../src/games/tchu/engine/scoring.ts';
import { scores } from '../../../src/games/tchu/engine/summary.ts';
import { started, withOwned, withPlayer } from './helpers.ts';

const routes = (...ids: string[]) => ids.map((id) => routeIndex(id)!);

describe('tickets', () => {
  test.each([
    ['Kreuzlingen - Zürich (3) connected', 13, ['KRE_STG_1', 'STG_ZUR_1'], 3],
    ['Kreuzlingen - Zürich (3) not connected', 13, ['KRE_STG_1'], -3],
    ['Zürich to countries connected to Austria: +7', 37, ['STG_ZUR_1', 'AT1_STG_1'], 7],
    ['Zürich to countries connected to Germany only: +3', 37, ['STG_ZUR_1', 'DE5_STG_1'], 3],
    ['Zürich to countries connected to Germany and Austria: the best, +7', 37, ['STG_ZUR_1', 'DE5_STG_1', 'AT1_STG_1'], 7],
    ['Zürich to countries connected to nothing: minus the smallest, −3', 37, [], -3],
    ['Austria to countries connected to Germany: +5', 40, ['AT1_STG_1', 'DE5_STG_1'], 5],
    ['Austria to countries connected to nothing: −5', 40, ['AT1_STG_1'], -5],
  ])('%s', (_name, ticket, ids, points) => {
    expect(ticketPoints(ticket, routes(...ids))).toBe(points);
  });
});

describe('the longest trail', () => {
  test('a star uses two of its branches, never a route twice', () => {
    expect(longestTrail(routes('STG_ZUR_1', 'DE5_STG_1', 'AT1_STG_1')).length).toBe(8);
  });

  test('a cycle is walked whole, its station passed twice: 4 + 2 + 1 + 3 + 3 + 4 = 17', () => {
    const trail = longestTrail(routes('STG_VAD_1', 'SAR_VAD_1', 'PFA_SAR_1', 'PFA_STG_1', 'STG_ZUR_1', 'AT1_STG_1'));
    expect(trail.length).toBe(17);
    expect(trail.routes).toHaveLength(6);
  });

  test('no routes, no trail', () => {
    expect(longestTrail([]).length).toBe(0);
  });

  test('a tie for the longest trail gives both players the bonus', () => {
    let state = withOwned(started(), 0, ['DE3_KRE_1']);
    state = withOwned(state, 1, ['DE4_KRE_1']);
    state = withPlayer(withPlayer(state, 0, { tickets: [], claimPoints: 1 }), 1, { tickets: [], claimPoints: 1 });
    expect(scores(state).map((s) => [s.longestTrail, s.trailLength, s.total])).toEqual([
      [10, 1, 11],
      [10, 1, 11],
    ]);
  });

  test('only the longer trail gets the bonus, and tickets count in the total', () => {
    let state = withOwned(started(), 0, ['KRE_STG_1', 'STG_ZUR_1']);
    state = withOwned(state, 1, ['DE4_KRE_1']);
    state = withPlayer(withPlayer(state, 0, { tickets: [13], claimPoints: 8 }), 1, { tickets: [13], claimPoints: 1 });
    expect(scores(state)).toEqual([
      { routes: 8, tickets: 3, longestTrail: 10, trailLength: 5, total: 21 },
      { routes: 1, tickets: -3, longestTrail: 0, trailLength: 1, total: -2 },
    ]);
  });
});
