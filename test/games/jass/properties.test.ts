import { describe, expect, test } from 'vitest';
import { DECK, isCard, type Card } from '../../../src/games/jass/engine/cards.ts';
import { STOCK_POINTS, type JassState } from '../../../src/games/jass/engine/game.ts';
import { parseRecord, SEATS, type JassRecord, type Variant } from '../../../src/games/jass/engine/record.ts';
import { playRandomGame } from '../../../src/games/jass/engine/simulate.ts';
import { summarize } from '../../../src/games/jass/engine/summary.ts';
import { viewOf } from '../../../src/games/jass/engine/view.ts';
import { jass } from '../../../src/games/jass/index.ts';

/** Every string anywhere in a JSON value. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

function replayWithModule(record: JassRecord): JassState {
  const parsed = jass.rules.parseRecord(JSON.parse(JSON.stringify(record)));
  if (!parsed.ok) throw new Error(parsed.error);
  let state = jass.rules.start(parsed.value);
  for (const entry of jass.rules.entries(parsed.value)) {
    const next = jass.rules.replay(state, entry);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  }
  return state;
}

const GAMES: [Variant, number, 1000 | 2500][] = [
  ...Array.from({ length: 90 }, (_, i): [Variant, number, 1000] => ['course', i, 1000]),
  ...Array.from({ length: 90 }, (_, i): [Variant, number, 1000] => ['schieber', 1000 + i, 1000]),
  ...Array.from({ length: 10 }, (_, i): [Variant, number, 2500] => [i % 2 === 0 ? 'course' : 'schieber', 2000 + i, 2500]),
];
/** Schieber games with the classic multipliers (the six calls, ×1 to ×3), to 2,500. */
const CLASSIC_GAMES = 20;

describe(`Jass random games (property tests over ${GAMES.length + CLASSIC_GAMES} games)`, () => {
  const games = [
    ...GAMES.map(([variant, seed, target]) => ({ variant, seed, ...playRandomGame(seed, { variant, target }) })),
    ...Array.from({ length: CLASSIC_GAMES }, (_, i) => ({ variant: 'schieber' as const, seed: 3000 + i, ...playRandomGame(3000 + i, { variant: 'schieber', multipliers: 'classic' }) })),
  ];

  test('every game ends with one team at or above the target and the other below it', () => {
    for (const { state } of games) {
      expect(state.phase).toBe('over');
      const w = state.winner as 0 | 1;
      expect(state.score[w]).toBeGreaterThanOrEqual(state.target);
      expect(state.score[1 - w]).toBeLessThan(state.target);
      expect(jass.rules.outcome(state).winners).toEqual(w === 0 ? ['S', 'N'] : ['E', 'W']);
      expect(jass.rules.toAct(state)).toEqual([]);
    }
  });

  test('each complete turn: 9 tricks of 4 cards, the 36 cards once, 157 or 257 from the tricks, plus only Weis and Stöck, all times the call\'s multiplier', () => {
    for (const { state, variant } of games) {
      for (let turn = 0; turn < state.turns.length; turn++) {
        const tricks = state.tricks.filter((t) => t.turn === turn);
        const account = state.turns[turn];
        const bonus = (account.weis?.points ?? 0) + STOCK_POINTS * account.stock.length;
        if (variant === 'course') expect(bonus).toBe(0);
        expect(account.points[0] + account.points[1]).toBe((account.trickPoints[0] + account.trickPoints[1] + bonus) * account.multiplier);
        if (account.trump === 'obenabe' || account.trump === 'undenufe') expect(account.stock).toEqual([]);
        if (turn === state.turns.length - 1) continue; // the last turn may stop in its middle
        expect(tricks.map((t) => t.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
        const cards = tricks.flatMap((t) => t.cards);
        expect([...cards].sort()).toEqual([...DECK].sort());
        const total = account.trickPoints[0] + account.trickPoints[1];
        const match = new Set(tricks.map((t) => t.winner % 2)).size === 1;
        expect(total).toBe(match ? 257 : 157);
        expect(Math.min(...account.trickPoints)).toBe(match ? 0 : Math.min(...account.trickPoints));
      }
      const sum = state.turns.reduce((acc, t) => [acc[0] + t.points[0], acc[1] + t.points[1]], [0, 0]);
      expect(sum).toEqual([...state.score]);
    }
  });

  test('the first turn is led by the holder of D7, each later turn by the next seat', () => {
    for (const { record, state } of games) {
      const holder = Math.floor(record.deals[0].indexOf('D7') / 9);
      state.turns.forEach((t, i) => expect(t.leader).toBe((holder + i) % 4));
    }
  });

  test('a record read back from JSON replays to the same state, and its summary adds up', () => {
    for (const { record, state } of games.slice(0, 60)) {
      expect(replayWithModule(record)).toEqual(state);
      const summary = summarize(record, state);
      expect(jass.tools.summary(record, state)).toEqual(summary);
      expect(summary.score).toEqual([...state.score]);
      expect(summary.tricks).toHaveLength(state.tricks.length);
      const sum = summary.turns.reduce((acc, t) => [acc[0] + t.points[0], acc[1] + t.points[1]], [0, 0]);
      expect(sum).toEqual([...state.score]);
      expect(parseRecord(JSON.parse(JSON.stringify(record))).ok).toBe(true);
    }
  });

  test('a seat view never holds another hand, a future deal or a future trump', () => {
    for (const { record, state, variant } of games.slice(0, 20).concat(games.slice(90, 110))) {
      // Three moments of the game: early, middle, and the end.
      for (const moves of [5, Math.floor(record.actions.length / 2), record.actions.length]) {
        const cut = { ...record, actions: record.actions.slice(0, moves) };
        const at = moves === record.actions.length ? state : replayWithModule(cut);
        for (const seat of SEATS) {
          const view = jass.rules.seatView(cut, seat);
          expect(view).toEqual(viewOf(at, seat));
          const me = SEATS.indexOf(seat);
          // Past turns' cards are dealt again: only this turn's part of the view may give a hand away.
          const thisTurn = { ...view, tricks: view.tricks.filter((t) => t.turn === view.turn), turns: view.turns.slice(-1) };
          const shown = new Set<Card>(thisTurn.turns.flatMap((t) => (t.weis === null ? [] : t.weis.shown.flatMap((w) => w.cards))));
          const others = new Set(at.hands.flatMap((hand, i) => (i === me ? [] : hand)));
          const cards = stringsOf(thisTurn).filter(isCard);
          expect(cards.length).toBeGreaterThanOrEqual(view.hand.length);
          for (const card of cards) if (others.has(card)) expect(variant === 'schieber' && shown.has(card), `${seat} sees ${card}`).toBe(true);
          expect(view.hand).toEqual(at.hands[me]);
          expect(Object.keys(view)).not.toContain('deals');
          expect(Object.keys(view)).not.toContain('trumps');
          expect(view.turns).toHaveLength(at.turn + 1);
          expect(view.handCounts).toEqual(Object.fromEntries(at.players.map((seat, i) => [seat, at.hands[i].length])));
        }
      }
    }
  });
});
