import { PLAYER_COLORS, ROTATIONS, type PlayerColor, type Rotation } from './basics.ts';
import { OCCUPANT_KINDS } from './board.ts';
import { applyAction, type Action } from './actions.ts';
import { initialState, startGame, type GameState } from './game.ts';
import type { GameError, Result } from './result.ts';
import { tileIdsOfKind } from './tiles.ts';
import { excerpt, isInt, isObject } from '../../../input-checks.ts';

/** A game fully described: players, deck orders and every move since the start. */
export interface GameRecord {
  readonly game: 'chacun';
  readonly version: 1;
  /** Play order, 2–5 distinct colours. */
  readonly players: readonly PlayerColor[];
  /** Deck orders, top first (the start tile, 56, is never in them). */
  readonly decks: { readonly normal: readonly number[]; readonly menhir: readonly number[] };
  readonly actions: readonly Action[];
}

/** Largest number of players. */
export const MAX_PLAYERS = 5;
/** Smallest number of players. */
export const MIN_PLAYERS = 2;

/** Checks one action of a record (`index` says where, in the error). */
export function parseAction(value: unknown, index: number): Result<Action, string> {
  const where = `actions[${index}]`;
  if (!isObject(value)) return { ok: false, error: `${where} is not an object` };
  switch (value.type) {
    case 'place': {
      const { tile, x, y, rotation } = value;
      if (!isInt(tile) || !isInt(x) || !isInt(y)) return { ok: false, error: `${where}: tile, x and y must be integers` };
      if (typeof rotation !== 'string' || !(ROTATIONS as readonly string[]).includes(rotation)) {
        return { ok: false, error: `${where}: rotation must be one of ${ROTATIONS.join(', ')}` };
      }
      return { ok: true, value: { type: 'place', tile, x, y, rotation: rotation as Rotation } };
    }
    case 'occupy': {
      if (!('occupant' in value)) return { ok: false, error: `${where}: occupant is missing (null for none)` };
      const occupant = value.occupant;
      if (occupant === null) return { ok: true, value: { type: 'occupy', occupant: null } };
      if (!isObject(occupant) || !isInt(occupant.zone) || !(OCCUPANT_KINDS as readonly unknown[]).includes(occupant.kind)) {
        return { ok: false, error: `${where}: occupant must be null or {"kind": "PAWN"|"HUT", "zone": integer}` };
      }
      return { ok: true, value: { type: 'occupy', occupant: { kind: occupant.kind as 'PAWN' | 'HUT', zone: occupant.zone } } };
    }
    case 'retake': {
      if (!('zone' in value)) return { ok: false, error: `${where}: zone is missing (null for none)` };
      if (value.zone !== null && !isInt(value.zone)) return { ok: false, error: `${where}: zone must be an integer or null` };
      return { ok: true, value: { type: 'retake', zone: value.zone } };
    }
    default:
      return { ok: false, error: `${where}: type must be "place", "occupy" or "retake"` };
  }
}

function parseDeck(value: unknown, name: string, allowed: ReadonlySet<number>, seen: Set<number>): Result<number[], string> {
  if (!Array.isArray(value)) return { ok: false, error: `decks.${name} must be an array of tile ids` };
  for (const id of value) {
    if (!isInt(id) || !allowed.has(id)) return { ok: false, error: `decks.${name}: ${excerpt(id)} is not a ${name} tile id` };
    if (seen.has(id)) return { ok: false, error: `decks: tile ${id} appears twice` };
    seen.add(id);
  }
  return { ok: true, value: value as number[] };
}

/** Checks that a value (parsed JSON) is a game record; the error says what is wrong. */
export function parseRecord(value: unknown): Result<GameRecord, string> {
  if (!isObject(value)) return { ok: false, error: 'a record must be a JSON object' };
  if (value.game !== 'chacun') return { ok: false, error: 'game must be "chacun"' };
  if (value.version !== 1) return { ok: false, error: 'version must be 1' };
  const players = value.players;
  if (!Array.isArray(players) || players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    return { ok: false, error: `players must list ${MIN_PLAYERS} to ${MAX_PLAYERS} colours` };
  }
  for (const color of players) {
    if (!(PLAYER_COLORS as readonly unknown[]).includes(color)) {
      return { ok: false, error: `players: ${excerpt(color)} is not one of ${PLAYER_COLORS.join(', ')}` };
    }
  }
  if (new Set(players).size !== players.length) return { ok: false, error: 'players must be distinct colours' };
  if (!isObject(value.decks)) return { ok: false, error: 'decks must be an object with "normal" and "menhir" arrays' };
  const seen = new Set<number>();
  const normal = parseDeck(value.decks.normal, 'normal', NORMAL_IDS, seen);
  if (!normal.ok) return normal;
  const menhir = parseDeck(value.decks.menhir, 'menhir', MENHIR_IDS, seen);
  if (!menhir.ok) return menhir;
  // A game ends when no normal tile is left to draw: without one that fits, it would end at once.
  if (normal.value.length === 0) return { ok: false, error: 'decks.normal is empty: the game cannot start' };
  const start = startGame(initialState(players as PlayerColor[], normal.value, menhir.value));
  if (start.ok && start.value.nextAction === 'END_GAME') {
    return { ok: false, error: 'no tile of decks.normal fits next to the start tile: the game cannot start' };
  }
  if (!Array.isArray(value.actions)) return { ok: false, error: 'actions must be an array' };
  const actions: Action[] = [];
  for (let i = 0; i < value.actions.length; i++) {
    const action = parseAction(value.actions[i], i);
    if (!action.ok) return action;
    actions.push(action.value);
  }
  return {
    ok: true,
    value: { game: 'chacun', version: 1, players: players as PlayerColor[], decks: { normal: normal.value, menhir: menhir.value }, actions },
  };
}

const NORMAL_IDS: ReadonlySet<number> = new Set(tileIdsOfKind('NORMAL'));
const MENHIR_IDS: ReadonlySet<number> = new Set(tileIdsOfKind('MENHIR'));

/** The state a record starts from: start tile placed, first tile drawn. */
export function recordStart(record: GameRecord): GameState {
  const result = startGame(initialState(record.players, record.decks.normal, record.decks.menhir));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A replay: the state reached, and the error of the first illegal action if there was one. */
export interface Replay {
  readonly state: GameState;
  readonly error: (GameError & { readonly actionIndex: number }) | null;
}

/** Replays a record's actions, stopping at the first illegal one. */
export function replay(record: GameRecord): Replay {
  let state = recordStart(record);
  for (let i = 0; i < record.actions.length; i++) {
    const result = applyAction(state, record.actions[i]);
    if (!result.ok) return { state, error: { ...result.error, actionIndex: i } };
    state = result.value;
  }
  return { state, error: null };
}
