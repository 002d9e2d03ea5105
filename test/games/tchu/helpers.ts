import type { Card } from '../../../src/games/tchu/data/cards.ts';
import { bagCounts, type CardBag } from '../../../src/games/tchu/engine/cards.ts';
import { routeIndex } from '../../../src/games/tchu/engine/map.ts';
import { newRecord, recordStart } from '../../../src/games/tchu/engine/record.ts';
import { applyAction, type Action, type GameState, type PlayerState } from '../../../src/games/tchu/engine/state.ts';

/** A state after both players kept their first three tickets, P1 to play, with the given deck (top first) if any. */
export function started(deck?: readonly Card[]): GameState {
  const record = newRecord(['P1', 'P2'], 7);
  let state = recordStart({ ...record, first: 0 });
  for (const player of [0, 1]) {
    const keep = state.playerStates[player].offered!.slice(0, 3);
    const r = applyAction(state, player, { type: 'chooseTickets', keep }, { kind: 'compute' });
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
  }
  return deck === undefined ? state : { ...state, deck };
}

/** The state with a player's fields changed. */
export function withPlayer(state: GameState, player: number, change: Partial<PlayerState>): GameState {
  return { ...state, playerStates: state.playerStates.map((ps, i) => (i === player ? { ...ps, ...change } : ps)) };
}

/** The state with a player holding exactly these cards. */
export function withHand(state: GameState, player: number, bag: CardBag): GameState {
  return withPlayer(state, player, { cards: bagCounts(bag) });
}

/** The state with routes owned (by route id). */
export function withOwned(state: GameState, player: number, ids: readonly string[]): GameState {
  const indices = ids.map((id) => routeIndex(id)!);
  return {
    ...withPlayer(state, player, { routes: [...state.playerStates[player].routes, ...indices] }),
    owners: state.owners.map((o, i) => (indices.includes(i) ? player : o)),
  };
}

/** Plays an action that must be accepted. */
export function must(state: GameState, player: number, action: Action): GameState {
  const r = applyAction(state, player, action, { kind: 'compute' });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** The code of an action's refusal (or 'ACCEPTED'). */
export function refusal(state: GameState, player: number, action: Action): string {
  const r = applyAction(state, player, action, { kind: 'compute' });
  return r.ok ? 'ACCEPTED' : r.error.code;
}

/** Cards of one kind. */
export function cards(kind: Card, n: number): Card[] {
  return Array<Card>(n).fill(kind);
}

/** Every card a state holds, wherever it is (deck, slots, discard, hands, a tunnel's turned cards). */
export function cardCount(state: GameState): number {
  const hands = state.playerStates.reduce((sum, ps) => sum + ps.cards.reduce((a, b) => a + b, 0), 0);
  return state.deck.length + state.faceUp.length + state.discard.reduce((a, b) => a + b, 0) + hands + (state.tunnel?.drawn.length ?? 0);
}
