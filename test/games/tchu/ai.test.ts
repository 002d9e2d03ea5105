import { describe, expect, test } from 'vitest';
import { tchu } from '../../../src/games/tchu/index.ts';
import { seatViewOf } from '../../../src/games/tchu/engine/view.ts';
import { MAP_ROUTES } from '../../../src/games/tchu/engine/map.ts';
import type { GameState } from '../../../src/games/tchu/engine/state.ts';
import { started, withHand, withOwned, withPlayer } from './helpers.ts';

/** A coloured tunnel of three cars or more, and the state where it is the only route left to P1. */
const TUNNEL = MAP_ROUTES.find((r) => r.level === 'TUNNEL' && r.color !== null && r.length >= 3 && r.twin === null)!;
function onlyTunnelLeft(hand: Parameters<typeof withHand>[2]): GameState {
  const state = withHand(started(), 0, hand);
  // No tickets left to draw: what else to do is to claim or to draw cards.
  return { ...state, owners: state.owners.map((owner, i) => (i === TUNNEL.index ? null : 1)), ticketDeck: [] };
}

describe('a tunnel is tried once a card is left for its extra cost', () => {
  test.each(['normal', 'hard'])('%s: with just the cards it costs, it draws; with one more of them, it claims', (level) => {
    const exact = seatViewOf(onlyTunnelLeft({ [TUNNEL.color!]: TUNNEL.length }), 'P1', 4);
    const [first] = tchu.ai.planTurn(exact, 'P1', level, { seed: 1 });
    expect(first.type).toBe('drawCard');
    for (const spare of [{ [TUNNEL.color!]: TUNNEL.length + 1 }, { [TUNNEL.color!]: TUNNEL.length, LOCOMOTIVE: 1 }]) {
      const [claim] = tchu.ai.planTurn(seatViewOf(onlyTunnelLeft(spare), 'P1', 4), 'P1', level, { seed: 1 });
      expect(claim).toEqual({ type: 'claim', route: TUNNEL.id, cards: { [TUNNEL.color!]: TUNNEL.length } });
    }
  });
});

describe('the hard AI', () => {
  test('in the last round it claims the route that completes a ticket rather than a longer one', () => {
    // P1 holds Bâle–Berne (5) and owns Berne–Soleure and Soleure–Olten: Bâle–Olten (2 orange) completes it.
    let state = withOwned(started(), 0, ['BER_SOL_1', 'OLT_SOL_1']);
    state = withPlayer(state, 0, { tickets: [0], cars: 6 });
    state = { ...withHand(state, 0, { ORANGE: 2, GREEN: 4 }), countdown: 1 };
    const view = seatViewOf(state, 'P1', 10);
    expect(tchu.ai.planTurn(view, 'P1', 'hard', { seed: 1 })).toEqual([{ type: 'claim', route: 'BAL_OLT_1', cards: { ORANGE: 2 } }]);
  });

  test('the same view gives the same action, whatever the seed', () => {
    const view = seatViewOf(withHand(started(), 0, { RED: 3, BLUE: 2, LOCOMOTIVE: 1 }), 'P1', 6);
    const first = tchu.ai.planTurn(view, 'P1', 'hard', { seed: 1 });
    expect(tchu.ai.planTurn(JSON.parse(JSON.stringify(view)), 'P1', 'hard', { seed: 99 })).toEqual(first);
  });

  test('hard against normal: legal to the end from both seats', () => {
    for (let g = 0; g < 2; g++) {
      const levels = g === 0 ? ['hard', 'normal'] : ['normal', 'hard'];
      let record = tchu.rules.newRecord(['P1', 'P2'], 300 + g, {});
      let state = tchu.rules.start(record);
      let moves = 0;
      while (!tchu.rules.isOver(state) && moves < 2000) {
        const seat = tchu.rules.toAct(state)[0];
        // The view as the platform computes it would replay the record; the engine's own view is the same value, faster.
        const view = seatViewOf(state, seat, moves);
        for (const action of tchu.ai.planTurn(view, seat, levels[seat === 'P1' ? 0 : 1], { seed: g })) {
          const played = tchu.rules.play(state, seat, action);
          if (!played.ok) throw new Error(`${played.error.code}: ${played.error.message}`);
          state = played.value.state;
          record = tchu.rules.withEntries(record, [played.value.entry]);
          moves++;
        }
      }
      expect(tchu.rules.isOver(state)).toBe(true);
      expect(tchu.rules.seatView(record, 'P1').final).not.toBe(null);
    }
  });
});
