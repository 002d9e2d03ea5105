import type { GameRules, RuleError } from '../game.ts';
import type { Result } from '../../result.ts';
import { undoLastStep } from '../undo.ts';
import { newRecord, parseAction, parseRecord, recordStart, replayRecord, type GameRecord } from './engine/record.ts';
import { autoAction } from './engine/simulate.ts';
import { SEATS, applyAction, entryPlayer, refuse, replayEntry, seatsToAct, type Action, type Entry, type GameState } from './engine/state.ts';
import { outcome } from './engine/summary.ts';
import { publicViewOf, seatViewOf, visibleEntry, type SeatView, type VisibleEntry } from './engine/view.ts';

/**
 * tCHu's rules as the platform sees them: two seats, P1 and P2 (the first player is drawn from
 * the seed); a record entry is the action with the chooser of the first tickets and the order
 * of any reshuffle; both seats act at once while they choose their first tickets.
 *
 * Drawing tickets is two actions, `drawTickets` then `keepTickets`: the three tickets are the
 * top of the ticket deck, hidden until drawn, so the drawing seat (a person's panel or an AI,
 * which decides from its view alone) must see them in its view before it chooses. A tunnel is
 * likewise `claim` then `additional` or `giveUp` once the three cards are turned over.
 */
export const tchuRules: GameRules<GameState, Action, Entry, GameRecord, SeatView> = {
  seats: { min: SEATS.length, max: SEATS.length, keys: SEATS, choosable: false, fillWithAi: true, firstDrawn: true },
  options: [],
  parseRecord,
  newRecord,
  recordSeats: (record) => record.players,
  // Both choose their first tickets at once; the turns then start with the player drawn first.
  playOrder(record) {
    const first = recordStart(record).first;
    return [...record.players.slice(first), ...record.players.slice(0, first)];
  },
  entries: (record) => record.actions,
  withEntries: (record, entries) => (entries.length === 0 ? record : { ...record, actions: [...record.actions, ...entries] }),
  truncate: (record, count) => (count >= record.actions.length ? record : { ...record, actions: record.actions.slice(0, Math.max(0, count)) }),
  start: recordStart,
  replay: replayEntry,
  parseAction(value): Result<Action, string> {
    return parseAction(value);
  },
  play(state, seat, action): Result<{ state: GameState; entry: Entry }, RuleError> {
    const player = state.players.indexOf(seat);
    if (player < 0) return refuse('NOT_YOUR_TURN', `${seat} does not play in this game`);
    return applyAction(state, player, action, { kind: 'compute' });
  },
  toAct: seatsToAct,
  entrySeat: (state, entry) => state.players[entryPlayer(state, entry)],
  isOver: (state) => state.step === 'OVER',
  autoAction,
  outcome,
  seatView(record, seat) {
    const { state, error } = replayRecord(record);
    if (error !== null) throw new Error(`record refused at action ${error.actionIndex}: ${error.code} ${error.message}`);
    return seatViewOf(state, seat, record.actions.length);
  },
  // The decks are drawn for the whole game (and reshuffles written into entries), so no record can
  // leave their order out: a view of its own, with the entries as the reader may know them.
  visibleRecord(record, reader) {
    let state = recordStart(record);
    const actions: VisibleEntry[] = [];
    for (const [i, entry] of record.actions.entries()) {
      actions.push(visibleEntry(entry, state.players[entryPlayer(state, entry)] === reader));
      const next = replayEntry(state, entry);
      if (!next.ok) throw new Error(`record refused at action ${i}: ${next.error.code} ${next.error.message}`);
      state = next.value;
    }
    const moves = record.actions.length;
    const seat = reader !== null && state.players.includes(reader) ? seatViewOf(state, reader, moves) : null;
    // Tickets sorted: the order they were offered in is the ticket deck's, which a reader has no need of.
    const byIndex = (tickets: readonly number[]) => [...tickets].sort((a, b) => a - b);
    const now = seat === null ? publicViewOf(state, moves) : { ...seat, tickets: byIndex(seat.tickets), offered: seat.offered === null ? null : byIndex(seat.offered) };
    return { game: 'tchu', partial: { reader, entries: moves }, version: 1, players: record.players, actions, now };
  },
  // Drawing cards or tickets turns over what the decks hid; a claim shows the cards paid from a
  // hand (a tunnel also turns three cards over), and so do additional cards: taking one of these
  // back needs the other player's agreement. Keeping tickets, giving up a tunnel and passing reveal nothing.
  // The two cards of a draw are one move: once the second is drawn, an undo takes back both (one
  // agreement, the turn's choices again); between the two, it takes back the first.
  undoable: (record, seat, automatic) =>
    undoLastStep<GameState, Entry, GameRecord>(
      {
        entries: (r) => r.actions,
        truncated: (r, count) => ({ ...r, actions: r.actions.slice(0, count) }),
        start: recordStart,
        replay: replayEntry,
        facts: (before, entry) => ({
          seat: before.players[entry.type === 'chooseTickets' ? entry.player : before.current] ?? '',
          revealed: REVEALING.has(entry.type),
          completes: entry.type === 'drawCard' && before.step === 'SECOND_CARD',
        }),
      },
      record,
      seat,
      automatic,
    ),
};

/** The kinds of entry that show something hidden until then. */
const REVEALING: ReadonlySet<Entry['type']> = new Set(['drawTickets', 'drawCard', 'claim', 'additional']);
