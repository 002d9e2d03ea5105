import type { GameRules, RuleError } from '../game.ts';
import type { Result } from '../../result.ts';
import { undoLastStep } from '../undo.ts';
import { DECK, SUITS, suitOf, type Card } from './engine/cards.ts';
import { applyAction, initialState, playableCards, seatToAct, type JassRuleError, type JassState } from './engine/game.ts';
import { defaultTarget, MULTIPLIER_SETS, newJassRecord, parseAction, parseRecord, SEATS, TARGETS, VARIANTS, type JassAction, type JassRecord, type Target } from './engine/record.ts';
import type { GameOptions } from '../game.ts';
import { publicViewOf, TEAMS, viewOf, type JassView } from './engine/view.ts';
import { SUIT_STYLES } from './suit-style.ts';

/** Cards in the deck's own order (suit by suit), whatever order they came in. */
function sortedCards(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => DECK.indexOf(a) - DECK.indexOf(b));
}

function isSeat(seat: string): seat is (typeof SEATS)[number] {
  return (SEATS as readonly string[]).includes(seat);
}

/** Replays a whole record; throws on an illegal action (callers give records the platform checked). */
export function replayRecord(record: JassRecord): JassState {
  let state = initialState(record);
  for (let i = 0; i < record.actions.length; i++) {
    const next = replayEntry(state, record.actions[i]);
    if (!next.ok) throw new Error(`record refused at action ${i}: ${next.error.code} (${next.error.message})`);
    state = next.value;
  }
  return state;
}

/** One recorded action, played by the seat whose turn it is. */
function replayEntry(state: JassState, entry: JassAction): Result<JassState, JassRuleError> {
  const seat = seatToAct(state);
  if (seat === null) return { ok: false, error: { code: 'GAME_OVER', message: 'the game is over' } };
  return applyAction(state, state.players[seat], entry);
}

/**
 * The simple legal move of a seat that plays by itself: name the suit it holds most of (the
 * first in `SUITS` order on a tie), or play its first playable card.
 */
export function autoActionOf(state: JassState, seat: string): JassAction {
  const index = (state.players as readonly string[]).indexOf(seat);
  if (state.phase === 'trump') {
    const count = (suit: string) => state.hands[index].filter((card) => suitOf(card) === suit).length;
    const suit = SUITS.reduce((best, suit) => (count(suit) > count(best) ? suit : best));
    return { type: 'trump', suit };
  }
  const card = playableCards(state, seat)[0];
  if (card === undefined) throw new Error(`${seat} has nothing to play`);
  return { type: 'play', card };
}

/** The target of a game's options: the one chosen, else 2,500 with the classic multipliers and 1,000 otherwise. */
export function targetOf(options: GameOptions): Target {
  const chosen = TARGETS.find((target) => target === options.target);
  return chosen ?? defaultTarget(options.multipliers === 'classic' ? 'classic' : 'simple');
}

/**
 * Jass's rules as the platform sees them: seats S, E, N, W in play order, counter-clockwise
 * around the table (partners face each other: S+N against E+W), a record entry is the action itself (whose turn it is follows from
 * the state), hands are private.
 */
export const jassRules: GameRules<JassState, JassAction, JassAction, JassRecord, JassView> = {
  seats: { min: 4, max: 4, keys: SEATS, teams: TEAMS, choosable: true, fillWithAi: true, firstDrawn: true },
  parseRecord,
  // The course's version to 1,000 points by default; Schieber, the multipliers and 2,500 points
  // chosen at new. The target's default ('auto') follows the multipliers: 2,500 when classic.
  options: [
    { key: 'variant', values: VARIANTS, default: 'course' },
    { key: 'target', values: ['auto', ...TARGETS], default: 'auto' },
    { key: 'multipliers', values: MULTIPLIER_SETS, default: 'simple' },
    // How suits are drawn and named: the rules ignore it; the Discord side reads it from the session.
    { key: 'suits', values: SUIT_STYLES, default: 'french' },
  ],
  newRecord: (seats, seed, options) =>
    newJassRecord(seats, seed, {
      variant: options.variant === 'schieber' ? 'schieber' : 'course',
      target: targetOf(options),
      multipliers: options.multipliers === 'classic' ? 'classic' : 'simple',
    }),
  recordSeats: (record) => record.players,
  entries: (record) => record.actions,
  withEntries: (record, entries) => (entries.length === 0 ? record : { ...record, actions: [...record.actions, ...entries] }),
  truncate: (record, count) => (count >= record.actions.length ? record : { ...record, actions: record.actions.slice(0, Math.max(0, count)) }),
  start: initialState,
  replay: (state, entry) => replayEntry(state, entry),
  parseAction: (value) => parseAction(value),
  play(state, seat, action): Result<{ state: JassState; entry: JassAction }, RuleError> {
    const entry = parseAction(action);
    if (!entry.ok) throw new Error(`not a Jass action: ${entry.error}`);
    const next = applyAction(state, seat, entry.value);
    return next.ok ? { ok: true, value: { state: next.value, entry: entry.value } } : next;
  },
  toAct(state) {
    const seat = seatToAct(state);
    return seat === null ? [] : [state.players[seat]];
  },
  isOver: (state) => state.phase === 'over',
  autoAction: autoActionOf,
  outcome(state) {
    const points: Record<string, number> = {};
    state.players.forEach((seat, i) => (points[seat] = state.score[i % 2]));
    return { points, winners: state.winner === null ? [] : TEAMS[state.winner] };
  },
  seatView(record, seat) {
    if (!isSeat(seat)) throw new Error(`${seat} is not a Jass seat`);
    return viewOf(replayRecord(record), seat);
  },
  // The deals (and the course's trumps) are drawn for the whole game, so no record can leave the
  // hands out: a view of its own. Every action shows itself (a card played, a trump named).
  visibleRecord(record, reader) {
    const state = replayRecord(record);
    // The own hand (and its playable cards) sorted: its deal order is the shuffle's, which a reader has no need of.
    const own = reader !== null && isSeat(reader) ? viewOf(state, reader) : null;
    const now = own === null ? publicViewOf(state) : { ...own, hand: sortedCards(own.hand), playable: sortedCards(own.playable) };
    return {
      game: 'jass',
      partial: { reader, entries: record.actions.length },
      version: 1,
      variant: record.variant,
      target: record.target,
      ...(record.multipliers === undefined ? {} : { multipliers: record.multipliers }),
      players: record.players,
      actions: record.actions,
      now,
    };
  },
  // A card played is shown from a hand (and the last card of a hand deals the next): taking it
  // back needs everyone's agreement. Naming trump or passing the choice (Schieber) reveals nothing.
  undoable: (record, seat, automatic) =>
    undoLastStep<JassState, JassAction, JassRecord>(
      {
        entries: (r) => r.actions,
        truncated: (r, count) => ({ ...r, actions: r.actions.slice(0, count) }),
        start: initialState,
        replay: replayEntry,
        facts: (before, entry) => {
          const index = seatToAct(before);
          return { seat: index === null ? '' : before.players[index], revealed: entry.type === 'play' };
        },
      },
      record,
      seat,
      automatic,
    ),
};
