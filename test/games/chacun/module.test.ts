import { describe, expect, test } from 'vitest';
import { chacun } from '../../../src/games/chacun/index.ts';
import { replay, type GameRecord } from '../../../src/games/chacun/engine/record.ts';

/** A record of a random game cut after `moves` actions. */
function recordAt(seed: number, moves: number): GameRecord {
  const { record } = chacun.tools.randomGame(3, seed);
  return { ...record, actions: record.actions.slice(0, moves) };
}

describe('ChaCuN seat view', () => {
  test('the view hides the order of the tiles not drawn yet and keeps everything drawn', () => {
    const record = recordAt(7, 12);
    const state = replay(record).state;
    const view = chacun.rules.seatView(record, chacun.rules.toAct(state)[0]);
    const top = state.decks.normalTop;
    expect(view.decks.normal.slice(0, top)).toEqual(record.decks.normal.slice(0, top));
    expect(view.decks.normal.slice(top)).toEqual([...record.decks.normal.slice(top)].sort((a, b) => a - b));
    expect([...view.decks.menhir].sort((a, b) => a - b)).toEqual([...record.decks.menhir].sort((a, b) => a - b));
    // The view replays to the same state as the record: same board, same tile in hand.
    const seen = replay(view);
    expect(seen.error).toBeNull();
    expect(seen.state.tileToPlace).toEqual(state.tileToPlace);
    expect(seen.state.points).toEqual(state.points);
  });

  test('two records that differ only in the order of undrawn tiles give the same view and the same AI turn', () => {
    const record = recordAt(11, 8);
    const top = replay(record).state.decks.normalTop;
    const rest = record.decks.normal.slice(top);
    const reordered: GameRecord = { ...record, decks: { ...record.decks, normal: [...record.decks.normal.slice(0, top), ...[...rest].reverse()] } };
    const seat = chacun.rules.toAct(replay(record).state)[0];
    const view = chacun.rules.seatView(record, seat);
    expect(chacun.rules.seatView(reordered, seat)).toEqual(view);
    expect(chacun.ai.planTurn(view, seat, 'normal', { seed: 3 })).toEqual(chacun.ai.planTurn(chacun.rules.seatView(reordered, seat), seat, 'normal', { seed: 3 }));
  });
});
