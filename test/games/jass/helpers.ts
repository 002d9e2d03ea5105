import { cardId } from '../../../src/games/jass/ai/turn-sim.ts';
import type { Card, Suit } from '../../../src/games/jass/engine/cards.ts';
import { applyAction, initialState, seatToAct, type JassState } from '../../../src/games/jass/engine/game.ts';
import { CLOCKWISE_SEATS, newJassRecord, SEATS, type JassAction, type JassOptions, type JassRecord, type Seat, type Variant } from '../../../src/games/jass/engine/record.ts';
import { autoActionOf } from '../../../src/games/jass/rules.ts';

/**
 * A record whose first deal is these four hands, in the play order `players` (by default N, E,
 * S, W: the clockwise order of records made before play went counter-clockwise, which must keep
 * replaying) and, in the course variant, whose first trump is given.
 */
export function recordWithHands(
  hands: readonly (readonly Card[])[],
  variant: Variant,
  trump: Suit = 'S',
  options: Omit<JassOptions, 'variant'> & { readonly players?: readonly Seat[] } = {},
): JassRecord {
  const { players = CLOCKWISE_SEATS, ...rest } = options;
  const base = { ...newJassRecord(SEATS, 1, { variant, ...rest }), players: [...players] };
  const deals = [hands.flat(), ...base.deals.slice(1)];
  if (deals[0].length !== 36 || new Set(deals[0]).size !== 36) throw new Error('the hands must be the 36 cards');
  return variant === 'course' ? { ...base, deals, trumps: [trump, ...(base.trumps ?? []).slice(1)] } : { ...base, deals };
}

/** The state after an action that must be accepted. */
export function must(state: JassState, seat: string, action: JassAction): JassState {
  const next = applyAction(state, seat, action);
  if (!next.ok) throw new Error(`${seat} ${JSON.stringify(action)} refused: ${next.error.code} ${next.error.message}`);
  return next.value;
}

/** The seat key to act now. */
export function current(state: JassState): string {
  const seat = seatToAct(state);
  if (seat === null) throw new Error('nobody is to act');
  return state.players[seat];
}

/** The state after `count` automatic moves (first playable card, or the longest suit as trump). */
export function autoMoves(state: JassState, count: number): JassState {
  let s = state;
  for (let i = 0; i < count && seatToAct(s) !== null; i++) s = must(s, current(s), autoActionOf(s, current(s)));
  return s;
}

/** The start of a record. */
export const start = initialState;

/** A hand as the hard AI's simulator holds it: one mask of rank bits per suit. */
export function masksOf(hand: readonly Card[]): Int32Array {
  const masks = new Int32Array(4);
  for (const card of hand) masks[(cardId(card) / 9) | 0] |= 1 << cardId(card) % 9;
  return masks;
}
