import { describe, expect, test } from 'vitest';
import { replayRecord } from '../../../src/games/tchu/engine/record.ts';
import { tchu } from '../../../src/games/tchu/index.ts';
import { cardCount } from './helpers.ts';

const GAMES = 150;

describe(`${GAMES} random games`, () => {
  test('every game ends; 110 cards at every step; replays give the same state; views hide the other hand', () => {
    for (let seed = 0; seed < GAMES; seed++) {
      const { record, state } = tchu.tools.randomGame(2, seed);
      expect(state.step).toBe('OVER');
      // Through the platform's interface: parse the JSON, replay entry by entry.
      const parsed = tchu.rules.parseRecord(JSON.parse(JSON.stringify(record)));
      if (!parsed.ok) throw new Error(parsed.error);
      let replayed = tchu.rules.start(parsed.value);
      for (const entry of tchu.rules.entries(parsed.value)) {
        const next = tchu.rules.replay(replayed, entry);
        if (!next.ok) throw new Error(`${seed}: ${next.error.code}`);
        replayed = next.value;
        if (cardCount(replayed) !== 110) throw new Error(`seed ${seed}: ${cardCount(replayed)} cards`);
        for (const ps of replayed.playerStates) if (ps.cars < 0 || ps.routes.length > 40) throw new Error(`seed ${seed}: bad player`);
      }
      expect(replayed).toEqual(state);
      if (seed % 10 === 0) {
        const view = tchu.rules.seatView(record, 'P1');
        const text = JSON.stringify(view);
        expect(text).not.toContain('shuffleSeed');
        expect(text).not.toContain('ticketDeck"');
        expect(Object.keys(view)).not.toContain('deck');
        // The other's tickets appear nowhere but as a count (P2's kept tickets are not P1's).
        expect(view.tickets).toEqual(state.playerStates[0].tickets);
        expect(JSON.stringify(view.players[1])).not.toContain('tickets"');
        expect(view.players[1].cardCount).toBe(state.playerStates[1].cards.reduce((a, b) => a + b, 0));
        const summary = tchu.tools.summary(record, state) as { points: number[]; winners: string[] };
        expect(summary.points).toEqual([tchu.rules.outcome(state).points.P1, tchu.rules.outcome(state).points.P2]);
      }
    }
  });

  test('a seat view during the first choice shows its own five tickets only', () => {
    const record = tchu.rules.newRecord(['P1', 'P2'], 12, {});
    const state = tchu.rules.start(record);
    const view = tchu.rules.seatView(record, 'P2');
    expect(view.offered).toEqual(state.playerStates[1].offered);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(state.playerStates[0].offered));
    expect(view.toAct).toEqual(['P1', 'P2']);
    const again = replayRecord(record);
    expect(again.error).toBe(null);
  });

  test('AI games (normal against easy) are legal to the end', () => {
    for (let g = 0; g < 4; g++) {
      const levels = g % 2 === 0 ? ['normal', 'easy'] : ['easy', 'normal'];
      let record = tchu.rules.newRecord(['P1', 'P2'], 100 + g, {});
      let state = tchu.rules.start(record);
      let guard = 0;
      while (!tchu.rules.isOver(state) && guard++ < 2000) {
        const seat = tchu.rules.toAct(state)[0];
        const actions = tchu.ai.planTurn(tchu.rules.seatView(record, seat), seat, levels[seat === 'P1' ? 0 : 1], { seed: g });
        for (const action of actions) {
          const parsed = tchu.rules.parseAction(JSON.parse(JSON.stringify(action)));
          if (!parsed.ok) throw new Error(parsed.error);
          const played = tchu.rules.play(state, seat, parsed.value);
          if (!played.ok) throw new Error(`${played.error.code}: ${played.error.message}`);
          state = played.value.state;
          record = tchu.rules.withEntries(record, [played.value.entry]);
        }
      }
      expect(tchu.rules.isOver(state)).toBe(true);
    }
  });
});
