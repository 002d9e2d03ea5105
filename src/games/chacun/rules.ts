import type { GameRules, RuleError } from '../game.ts';
import type { Result } from '../../result.ts';
import { undoLastStep } from '../undo.ts';
import { applyAction, type Action } from './engine/actions.ts';
import { PLAYER_COLORS, type PlayerColor } from './engine/basics.ts';
import { currentPlayer, winners, type GameState } from './engine/game.ts';
import { ChacunRandom } from '../random.ts';
import { shuffledDecks } from './engine/random.ts';
import { MAX_PLAYERS, MIN_PLAYERS, parseAction, parseRecord, recordStart, replay, type GameRecord } from './engine/record.ts';
import { POINT_KIND_OF, POINT_KINDS, type PointKind } from './engine/point-kinds.ts';

/** A copy of an action with only the fields of its type (records are stored as given). */
export function cleanAction(action: Action): Action {
  switch (action.type) {
    case 'place':
      return { type: 'place', tile: action.tile, x: action.x, y: action.y, rotation: action.rotation };
    case 'occupy':
      return { type: 'occupy', occupant: action.occupant === null ? null : { kind: action.occupant.kind, zone: action.occupant.zone } };
    case 'retake':
      return { type: 'retake', zone: action.zone };
  }
}

/**
 * The move made for a seat that plays by itself (a player who resigned): the first legal
 * placement in reading order, no pawn taken back, no occupant. It never scores on purpose and
 * never blocks the others' areas with occupants.
 */
export function autopilotAction(state: GameState): Action {
  switch (state.nextAction) {
    case 'PLACE_TILE': {
      const tile = state.tileToPlace;
      if (tile === null) throw new Error('PLACE_TILE without a tile to place');
      // The engine only ever draws tiles that fit somewhere.
      const placement = state.board.legalPlacements(tile)[0];
      if (placement === undefined) throw new Error(`tile ${tile.id} was drawn but fits nowhere`);
      return { type: 'place', tile: tile.id, x: placement.x, y: placement.y, rotation: placement.rotation };
    }
    case 'OCCUPY_TILE':
      return { type: 'occupy', occupant: null };
    case 'RETAKE_PAWN':
      return { type: 'retake', zone: null };
    default:
      throw new Error(`the autopilot has nothing to do at ${state.nextAction}`);
  }
}

/**
 * The record with each deck's undrawn part sorted: everything is public but the order of the tiles
 * not drawn yet (an AI guesses an order anyway, from the same tiles), and it replays to the same game.
 */
function withUndrawnSorted(record: GameRecord): GameRecord {
  const { state: current, error } = replay(record);
  if (error !== null) throw new Error(`record refused at action ${error.actionIndex}: ${error.code}`);
  const masked = (deck: readonly number[], top: number) => [...deck.slice(0, top), ...deck.slice(top).sort((a, b) => a - b)];
  return { ...record, decks: { normal: masked(record.decks.normal, current.decks.normalTop), menhir: masked(record.decks.menhir, current.decks.menhirTop) } };
}

function isColor(seat: string): seat is PlayerColor {
  return (PLAYER_COLORS as readonly string[]).includes(seat);
}

/**
 * ChaCuN's rules as the platform sees them: seats are colours (play order RED, BLUE, GREEN,
 * YELLOW, PURPLE), a record entry is the action itself (whose turn it is follows from the
 * state), nothing is hidden from the players but the order of the decks.
 */
export const chacunRules: GameRules<GameState, Action, Action, GameRecord, GameRecord> = {
  seats: { min: MIN_PLAYERS, max: MAX_PLAYERS, keys: PLAYER_COLORS, choosable: true },
  options: [],
  parseRecord,
  newRecord(seats, seed) {
    const players = seats.filter(isColor);
    if (players.length !== seats.length) throw new Error(`not colours: ${seats.join(', ')}`);
    return { game: 'chacun', version: 1, players, decks: shuffledDecks(new ChacunRandom(seed)), actions: [] };
  },
  recordSeats: (record) => record.players,
  entries: (record) => record.actions,
  withEntries: (record, entries) => (entries.length === 0 ? record : { ...record, actions: [...record.actions, ...entries] }),
  truncate: (record, count) => (count >= record.actions.length ? record : { ...record, actions: record.actions.slice(0, Math.max(0, count)) }),
  start: recordStart,
  replay: (state, entry) => applyAction(state, entry),
  parseAction(value): Result<Action, string> {
    const parsed = parseAction(value, 0);
    return parsed.ok ? parsed : { ok: false, error: parsed.error.replace(/^actions\[0\]:? ?/, '') };
  },
  play(state, seat, action): Result<{ state: GameState; entry: Action }, RuleError> {
    const current = currentPlayer(state);
    if (current === null) return { ok: false, error: { code: 'GAME_OVER', message: 'the game is over' } };
    if (current !== seat) return { ok: false, error: { code: 'NOT_YOUR_TURN', message: `it is ${current}'s turn, not ${seat}'s` } };
    const entry = cleanAction(action);
    const next = applyAction(state, entry);
    return next.ok ? { ok: true, value: { state: next.value, entry } } : next;
  },
  toAct(state) {
    const color = currentPlayer(state);
    return color === null ? [] : [color];
  },
  isOver: (state) => state.nextAction === 'END_GAME',
  autoAction: (state) => autopilotAction(state),
  outcome(state) {
    const points: Record<string, number> = {};
    for (const color of state.players) points[color] = state.points[PLAYER_COLORS.indexOf(color)];
    return { points, winners: winners(state) };
  },
  pointsByKind(state) {
    const bySeat: Record<string, Record<PointKind, number>> = {};
    for (const color of state.players) bySeat[color] = { forests: 0, rivers: 0, meadows: 0, riverSystems: 0, powers: 0 };
    for (const message of state.messages) {
      const kind = POINT_KIND_OF[message.kind];
      if (kind === null) continue;
      for (const color of message.scorers) bySeat[color][kind] += message.points;
    }
    return { kinds: POINT_KINDS, bySeat };
  },
  seatView: withUndrawnSorted,
  // Nothing but the deck order is hidden, from players and onlookers alike: the record with it
  // left out replays to the same game, so the partial record is a record `npm run replay` reads.
  visibleRecord: (record, reader) => {
    const { game, ...rest } = withUndrawnSorted(record);
    return { game, partial: { reader, entries: record.actions.length }, ...rest };
  },
  // A placement reveals nothing (the tile was face up); the step that ends a turn draws the next
  // tile from a deck (or sets unplaceable ones aside): taking it back needs everyone's agreement.
  undoable: (record, seat, automatic) =>
    undoLastStep<GameState, Action, GameRecord>(
      {
        entries: (r) => r.actions,
        truncated: (r, count) => ({ ...r, actions: r.actions.slice(0, count) }),
        start: recordStart,
        replay: (state, entry) => applyAction(state, entry),
        facts: (before, _entry, after) => ({
          seat: currentPlayer(before) ?? '',
          revealed: after.decks.normalTop !== before.decks.normalTop || after.decks.menhirTop !== before.decks.menhirTop,
        }),
      },
      record,
      seat,
      automatic,
    ),
};
