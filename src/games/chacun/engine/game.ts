import * as basics from './basics.ts';
import type { PlayerColor, Rotation } from './basics.ts';
import {
  areaTileIds,
  hasMenhir,
  lakeCount,
  majorityOccupants,
  mushroomGroupCount,
  riverFishCount,
  riverSystemFishCount,
  zoneWithPower,
  type Area,
} from './area.ts';
import { Board, type Occupant, type OccupantKind } from './board.ts';
import type { Message } from './messages.ts';
import { animalPoints, forestPoints, logboatPoints, raftPoints, riverPoints, riverSystemPoints } from './points.ts';
import { fail, ok, type Result } from './result.ts';
import * as tiles from './tiles.ts';
import type { Animal, Tile } from './tiles.ts';

// Module-local copies: imported bindings are read through accessors, too slow for the hot path.
const { PLAYER_COLORS, ROTATIONS, HUTS_PER_PLAYER, PAWNS_PER_PLAYER, cellIndex, onBoard } = basics;
const { START_TILE_ID, TILES, tileIdOfZone, zoneById } = tiles;

/** What the game waits for next. */
export const NEXT_ACTIONS = ['START_GAME', 'PLACE_TILE', 'RETAKE_PAWN', 'OCCUPY_TILE', 'END_GAME'] as const;
/** The next action of a game. */
export type NextAction = (typeof NEXT_ACTIONS)[number];

/**
 * The two decks still to draw from, top first. The lists are shared between states and
 * only the positions of their tops move, so that drawing costs nothing.
 */
export interface Decks {
  readonly normal: readonly number[];
  readonly normalTop: number;
  readonly menhir: readonly number[];
  readonly menhirTop: number;
}

/** The complete state of a game of ChaCuN. */
export interface GameState {
  /** Players in play order. */
  readonly players: readonly PlayerColor[];
  /** Index in `players` of the player to act (meaningless at START_GAME and END_GAME). */
  readonly current: number;
  readonly decks: Decks;
  /** The tile to place, drawn from the normal or menhir deck; null unless PLACE_TILE. */
  readonly tileToPlace: Tile | null;
  readonly board: Board;
  readonly nextAction: NextAction;
  /** The message board, oldest first. */
  readonly messages: readonly Message[];
  /** Points by colour index (every colour, players or not). */
  readonly points: readonly number[];
}

/** A placement chosen by a player. */
export interface PlaceTile {
  readonly tileId: number;
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
}

/** The state of a new game before the start tile is placed. */
export function initialState(players: readonly PlayerColor[], normal: readonly number[], menhir: readonly number[]): GameState {
  return {
    players: [...players],
    current: 0,
    decks: { normal: [...normal], normalTop: 0, menhir: [...menhir], menhirTop: 0 },
    tileToPlace: null,
    board: Board.EMPTY,
    nextAction: 'START_GAME',
    messages: [],
    points: PLAYER_COLORS.map(() => 0),
  };
}

/** Fields a transition may change. */
type Changes = Partial<Omit<GameState, 'players'>>;

/**
 * The state with some fields changed. Transitions make their states here, as one literal: on
 * Node 20 an object spread with overridden fields (`{ ...state, board }`) takes microseconds,
 * as long as the rest of a transition, where a literal takes nanoseconds.
 */
function changed(state: GameState, changes: Changes): GameState {
  return {
    players: state.players,
    current: changes.current !== undefined ? changes.current : state.current,
    decks: changes.decks !== undefined ? changes.decks : state.decks,
    tileToPlace: changes.tileToPlace !== undefined ? changes.tileToPlace : state.tileToPlace,
    board: changes.board !== undefined ? changes.board : state.board,
    nextAction: changes.nextAction !== undefined ? changes.nextAction : state.nextAction,
    messages: changes.messages !== undefined ? changes.messages : state.messages,
    points: changes.points !== undefined ? changes.points : state.points,
  };
}

/** The decks with their tops moved (a literal, for the reason given at `changed`). */
function withTops(decks: Decks, normalTop: number, menhirTop: number): Decks {
  return { normal: decks.normal, normalTop, menhir: decks.menhir, menhirTop };
}

/** The player to act, or null at START_GAME and END_GAME. */
export function currentPlayer(state: GameState): PlayerColor | null {
  return state.nextAction === 'START_GAME' || state.nextAction === 'END_GAME' ? null : state.players[state.current];
}

/** Tiles left in the normal deck. */
export function normalDeckSize(state: GameState): number {
  return state.decks.normal.length - state.decks.normalTop;
}

/** Tiles left in the menhir deck. */
export function menhirDeckSize(state: GameState): number {
  return state.decks.menhir.length - state.decks.menhirTop;
}

/** Occupants of a kind a player still has in hand. */
export function freeOccupants(state: GameState, color: PlayerColor, kind: OccupantKind): number {
  const placed = state.board.occupantCount(color, kind);
  return (kind === 'PAWN' ? PAWNS_PER_PLAYER : HUTS_PER_PLAYER) - placed;
}

/** Points of a player. */
export function pointsOf(state: GameState, color: PlayerColor): number {
  return state.points[PLAYER_COLORS.indexOf(color)];
}

/**
 * Every occupant a tile could hold, ignoring who may put it: a pawn on each side zone,
 * a hut on each lake and on each river with no lake on the tile. Ordered by zone, pawn first.
 */
export function potentialOccupants(tile: Tile): Occupant[] {
  return [...POTENTIAL_OCCUPANTS[tile.id]];
}

function computePotentialOccupants(tile: Tile): Occupant[] {
  if (tile.kind === 'START') return [];
  const result: Occupant[] = [];
  for (const zone of tile.zones) {
    if (zone.type !== 'lake') result.push({ kind: 'PAWN', zoneId: zone.id });
    if (zone.type === 'lake' || (zone.type === 'river' && zone.lakeId === null)) result.push({ kind: 'HUT', zoneId: zone.id });
  }
  return result;
}

const POTENTIAL_OCCUPANTS: readonly (readonly Occupant[])[] = TILES.map(computePotentialOccupants);

function occupantsAllowed(board: Board, colorIndex: number): Occupant[] {
  const id = board.lastPlacedTileId();
  if (id < 0) return [];
  const pawns = board.pawnsOut(colorIndex) < PAWNS_PER_PLAYER;
  const huts = board.hutsOut(colorIndex) < HUTS_PER_PLAYER;
  if (!pawns && !huts) return [];
  return POTENTIAL_OCCUPANTS[id].filter((occupant) => occupantAllowed(board, occupant, pawns, huts));
}

/** Whether {@link occupantsAllowed} would list any (without listing them: asked every turn). */
function anyOccupantAllowed(board: Board, colorIndex: number): boolean {
  const id = board.lastPlacedTileId();
  if (id < 0) return false;
  const pawns = board.pawnsOut(colorIndex) < PAWNS_PER_PLAYER;
  const huts = board.hutsOut(colorIndex) < HUTS_PER_PLAYER;
  return (pawns || huts) && POTENTIAL_OCCUPANTS[id].some((occupant) => occupantAllowed(board, occupant, pawns, huts));
}

function occupantAllowed(board: Board, occupant: Occupant, pawns: boolean, huts: boolean): boolean {
  return (occupant.kind === 'PAWN' ? pawns : huts) && board.packedOccupantsFor(occupant.kind, occupant.zoneId) === 0;
}

/**
 * The occupants the current player may put on the last placed tile: those they have in
 * hand whose area is not occupied yet. Ordered by zone, pawn first.
 */
export function lastTilePotentialOccupants(state: GameState): Occupant[] {
  if (state.board.lastPlacedTileId() < 0) return [];
  return occupantsAllowed(state.board, PLAYER_COLORS.indexOf(state.players[state.current]));
}

/** The pawns the current player has on the board (what the shaman may take back), by zone. */
export function ownPawnsOnBoard(state: GameState): Occupant[] {
  const color = state.players[state.current];
  return state.board
    .occupants()
    .filter((occupant) => occupant.color === color && occupant.kind === 'PAWN')
    .map(({ kind, zoneId }) => ({ kind, zoneId }))
    .sort((a, b) => a.zoneId - b.zoneId);
}

// ---- transitions ----

/** START_GAME → PLACE_TILE: the start tile goes to (0, 0) and the first normal tile is drawn. */
export function startGame(state: GameState): Result<GameState> {
  if (state.nextAction !== 'START_GAME') return fail('WRONG_PHASE', `expected ${state.nextAction}, not START_GAME`);
  const board = Board.EMPTY.withNewTile(TILES[START_TILE_ID], { x: 0, y: 0 }, 'NONE', null);
  return ok(drawForPlayer(state, board, 0, state.messages, state.points));
}

/** PLACE_TILE → the tile is placed, its immediate power acts, then RETAKE_PAWN, OCCUPY_TILE or the end of the turn. */
export function placeTile(state: GameState, placement: PlaceTile): Result<GameState> {
  if (state.nextAction !== 'PLACE_TILE' || state.tileToPlace === null) {
    return fail('WRONG_PHASE', `expected ${state.nextAction}, not PLACE_TILE`);
  }
  const tile = state.tileToPlace;
  if (placement.tileId !== tile.id) return fail('WRONG_TILE', `the tile to place is ${tile.id}, not ${placement.tileId}`);
  const { x, y, rotation } = placement;
  if (!ROTATIONS.includes(rotation)) return fail('BAD_ROTATION', `unknown rotation ${String(rotation)}`);
  if (!Number.isInteger(x) || !Number.isInteger(y) || !onBoard(x, y)) return fail('OFF_BOARD', `(${x}, ${y}) is off the board`);
  const cell = cellIndex(x, y);
  if (!state.board.isInsertionCell(cell)) {
    return fail('NOT_AN_INSERTION_POSITION', `(${x}, ${y}) is not next to the placed tiles or is taken`);
  }
  if (!state.board.canAddTile(tile, { x, y }, rotation)) {
    return fail('TILE_DOES_NOT_FIT', `tile ${tile.id} turned ${rotation} does not fit at (${x}, ${y})`);
  }

  const color = state.players[state.current];
  const colorIndex = PLAYER_COLORS.indexOf(color);
  let board = state.board.withNewTile(tile, { x, y }, rotation, color);
  let messages = state.messages;
  let points = state.points;
  const power = tile.powerZone;

  if (power?.type === 'lake' && power.power === 'LOGBOAT') {
    const system = board.area('riverSystem', power.id) as Area;
    const lakes = lakeCount(system);
    [messages, points] = addMessage(messages, points, {
      kind: 'logboat',
      points: logboatPoints(lakes),
      scorers: [color],
      tileIds: areaTileIds(system),
      lakes,
    });
  } else if (power?.type === 'meadow' && power.power === 'HUNTING_TRAP') {
    const adjacent = board.adjacentMeadow({ x, y }, power.id);
    const animals = liveAnimals(board, adjacent);
    const counts = countAnimals(animals);
    const deer = Math.max(0, counts.DEER - counts.TIGER);
    const gained = animalPoints(counts.MAMMOTH, counts.AUROCHS, deer);
    if (gained > 0) {
      [messages, points] = addMessage(messages, points, {
        kind: 'huntingTrap',
        points: gained,
        scorers: [color],
        tileIds: areaTileIds(adjacent),
        animals: { ...counts, DEER: deer },
      });
    }
    board = board.withMoreCancelledAnimals(animals.map((animal) => animal.id));
  }

  if (power?.type === 'meadow' && power.power === 'SHAMAN' && board.pawnsOut(colorIndex) > 0) {
    return ok(changed(state, { board, messages, points, tileToPlace: null, nextAction: 'RETAKE_PAWN' }));
  }
  return ok(occupyOrFinish(state, board, messages, points));
}

/** RETAKE_PAWN → the current player takes back one of their pawns (zone id) or none (null). */
export function retakePawn(state: GameState, zoneId: number | null): Result<GameState> {
  if (state.nextAction !== 'RETAKE_PAWN') return fail('WRONG_PHASE', `expected ${state.nextAction}, not RETAKE_PAWN`);
  if (zoneId === null) return ok(occupyOrFinish(state, state.board, state.messages, state.points));
  if (!Number.isInteger(zoneId) || zoneById(zoneId) === undefined) return fail('UNKNOWN_ZONE', `there is no zone ${zoneId}`);
  const tileId = tileIdOfZone(zoneId);
  const occupant = state.board.occupantOfTile(tileId);
  const colorIndex = PLAYER_COLORS.indexOf(state.players[state.current]);
  if (
    !state.board.hasTile(tileId) ||
    occupant === null ||
    occupant.kind !== 'PAWN' ||
    occupant.zoneId !== zoneId ||
    state.board.placerIndexOf(tileId) !== colorIndex
  ) {
    return fail('NOT_YOUR_PAWN', `zone ${zoneId} holds no pawn of ${state.players[state.current]}`);
  }
  return ok(occupyOrFinish(state, state.board.withoutOccupantOfTile(tileId), state.messages, state.points));
}

/** OCCUPY_TILE → the current player puts an occupant on the tile just placed, or none (null); the turn ends. */
export function occupyTile(state: GameState, occupant: Occupant | null): Result<GameState> {
  if (state.nextAction !== 'OCCUPY_TILE') return fail('WRONG_PHASE', `expected ${state.nextAction}, not OCCUPY_TILE`);
  if (occupant === null) return ok(finishTurn(state, state.board, state.messages, state.points));
  const { kind, zoneId } = occupant;
  if (kind !== 'PAWN' && kind !== 'HUT') return fail('OCCUPANT_NOT_ALLOWED', `unknown occupant kind ${String(kind)}`);
  const zone = Number.isInteger(zoneId) ? zoneById(zoneId) : undefined;
  if (zone === undefined) return fail('UNKNOWN_ZONE', `there is no zone ${zoneId}`);
  const lastId = state.board.lastPlacedTileId();
  if (tileIdOfZone(zoneId) !== lastId) return fail('ZONE_NOT_ON_TILE', `zone ${zoneId} is not on the tile just placed (${lastId})`);
  if (!POTENTIAL_OCCUPANTS[lastId].some((o) => o.kind === kind && o.zoneId === zoneId)) {
    return fail('OCCUPANT_NOT_ALLOWED', `a ${kind.toLowerCase()} cannot go on zone ${zoneId} (${zone.type})`);
  }
  const color = state.players[state.current];
  if (freeOccupants(state, color, kind) === 0) return fail('NO_FREE_OCCUPANT', `${color} has no ${kind.toLowerCase()} left`);
  if (state.board.packedOccupantsFor(kind, zoneId) !== 0) {
    return fail('AREA_ALREADY_OCCUPIED', `the area of zone ${zoneId} is already occupied`);
  }
  return ok(finishTurn(state, state.board.withOccupant(occupant), state.messages, state.points));
}

// ---- internals ----

function addMessage(messages: readonly Message[], points: readonly number[], message: Message): [Message[], number[]] {
  const nextPoints = [...points];
  for (const scorer of message.scorers) nextPoints[PLAYER_COLORS.indexOf(scorer)] += message.points;
  return [[...messages, message], nextPoints];
}

function liveAnimals(board: Board, meadow: Area): Animal[] {
  const result: Animal[] = [];
  for (const zoneId of meadow.zoneIds) {
    const zone = zoneById(zoneId);
    if (zone?.type !== 'meadow') continue;
    for (const animal of zone.animals) if (!board.isCancelled(animal.id)) result.push(animal);
  }
  return result;
}

function countAnimals(animals: readonly Animal[]): { MAMMOTH: number; AUROCHS: number; DEER: number; TIGER: number } {
  const counts = { MAMMOTH: 0, AUROCHS: 0, DEER: 0, TIGER: 0 };
  for (const animal of animals) counts[animal.kind]++;
  return counts;
}

// The steps of a transition below take the state it started from and what it changed so far
// (board, messages, points), and make one new state at the end.

/** After the placement (and the shaman): OCCUPY_TILE if the player may put an occupant, else the end of the turn. */
function occupyOrFinish(state: GameState, board: Board, messages: readonly Message[], points: readonly number[]): GameState {
  const colorIndex = PLAYER_COLORS.indexOf(state.players[state.current]);
  if (anyOccupantAllowed(board, colorIndex)) return changed(state, { board, messages, points, nextAction: 'OCCUPY_TILE', tileToPlace: null });
  return finishTurn(state, board, messages, points);
}

/** Ends the turn: scores the forests and rivers the last tile closed, then the next tile, turn or the end. */
function finishTurn(state: GameState, board: Board, messages: readonly Message[], points: readonly number[]): GameState {
  const lastTile = TILES[board.lastPlacedTileId()];
  const forests = board.forestsClosedByLastTile();
  const rivers = board.riversClosedByLastTile();
  for (const forest of forests) {
    if (forest.occupants.length === 0) continue;
    const tiles = areaTileIds(forest);
    const mushrooms = mushroomGroupCount(forest);
    [messages, points] = addMessage(messages, points, {
      kind: 'forest',
      points: forestPoints(tiles.length, mushrooms),
      scorers: majorityOccupants(forest),
      tileIds: tiles,
      tiles: tiles.length,
      mushrooms,
    });
  }
  for (const river of rivers) {
    if (river.occupants.length === 0) continue;
    const tiles = areaTileIds(river);
    const fish = riverFishCount(river);
    [messages, points] = addMessage(messages, points, {
      kind: 'river',
      points: riverPoints(tiles.length, fish),
      scorers: majorityOccupants(river),
      tileIds: tiles,
      tiles: tiles.length,
      fish,
    });
  }
  if (forests.length + rivers.length > 0) board = board.withoutPawnsIn([...forests, ...rivers]);

  const menhirForest = lastTile.kind === 'NORMAL' ? forests.find(hasMenhir) : undefined;
  if (menhirForest !== undefined) {
    const menhirTop = firstPlaceable(board, state.decks.menhir, state.decks.menhirTop);
    if (menhirTop < state.decks.menhir.length) {
      const player = state.players[state.current];
      [messages, points] = addMessage(messages, points, {
        kind: 'menhirForest',
        points: 0,
        scorers: [],
        tileIds: areaTileIds(menhirForest),
        player,
      });
      return changed(state, {
        board,
        messages,
        points,
        decks: withTops(state.decks, state.decks.normalTop, menhirTop + 1),
        tileToPlace: TILES[state.decks.menhir[menhirTop]],
        nextAction: 'PLACE_TILE',
      });
    }
    // No placeable menhir tile is left: those on top were discarded.
    state = changed(state, { decks: withTops(state.decks, state.decks.normalTop, menhirTop) });
  }
  return drawForPlayer(state, board, (state.current + 1) % state.players.length, messages, points);
}

function firstPlaceable(board: Board, deck: readonly number[], top: number): number {
  let i = top;
  while (i < deck.length && !board.couldPlaceTile(TILES[deck[i]])) i++;
  return i;
}

/** Draws the next placeable normal tile for a player, or ends the game if none is left. */
function drawForPlayer(state: GameState, board: Board, player: number, messages: readonly Message[], points: readonly number[]): GameState {
  const top = firstPlaceable(board, state.decks.normal, state.decks.normalTop);
  if (top < state.decks.normal.length) {
    return changed(state, {
      board,
      current: player,
      messages,
      points,
      decks: withTops(state.decks, top + 1, state.decks.menhirTop),
      tileToPlace: TILES[state.decks.normal[top]],
      nextAction: 'PLACE_TILE',
    });
  }
  return finalScoring(changed(state, { board, messages, points, decks: withTops(state.decks, top, state.decks.menhirTop), tileToPlace: null }));
}

/** Final scoring: deer eaten by tigers, meadows, pit trap, river systems, raft, then the winners. */
function finalScoring(state: GameState): GameState {
  let { board, messages, points } = state;
  for (const meadow of board.areas('meadow')) {
    const animals = liveAnimals(board, meadow);
    const fire = zoneWithPower(meadow, 'WILD_FIRE');
    const pit = zoneWithPower(meadow, 'PIT_TRAP');
    const pitPos = pit ? board.tileWithId(tileIdOfZone(pit.id))?.pos : undefined;
    const pitMeadow = pit && pitPos ? board.adjacentMeadow(pitPos, pit.id) : null;
    const tigers = animals.filter((animal) => animal.kind === 'TIGER').length;
    let deer = animals.filter((animal) => animal.kind === 'DEER');
    if (pitMeadow) {
      // Deer out of the pit trap's reach are eaten first, so that the trap scores the most.
      const near = new Set(pitMeadow.zoneIds);
      deer = [...deer].sort((a, b) => Number(near.has(Math.floor(a.id / 10))) - Number(near.has(Math.floor(b.id / 10))) || a.id - b.id);
    }
    const eaten = fire ? [] : deer.slice(0, Math.min(tigers, deer.length));
    if (eaten.length > 0) board = board.withMoreCancelledAnimals(eaten.map((animal) => animal.id));
    if (meadow.occupants.length === 0) continue;
    const scorers = majorityOccupants(meadow);
    const counts = countAnimals(liveAnimals(board, meadow));
    const gained = animalPoints(counts.MAMMOTH, counts.AUROCHS, counts.DEER);
    if (gained > 0) {
      [messages, points] = addMessage(messages, points, {
        kind: 'meadow',
        points: gained,
        scorers,
        tileIds: areaTileIds(meadow),
        animals: counts,
      });
    }
    if (pitMeadow) {
      const pitCounts = countAnimals(liveAnimals(board, pitMeadow));
      const pitPoints = animalPoints(pitCounts.MAMMOTH, pitCounts.AUROCHS, pitCounts.DEER);
      if (pitPoints > 0) {
        [messages, points] = addMessage(messages, points, {
          kind: 'pitTrap',
          points: pitPoints,
          scorers,
          tileIds: areaTileIds(pitMeadow),
          animals: pitCounts,
        });
      }
    }
  }
  for (const system of board.areas('riverSystem')) {
    if (system.occupants.length === 0) continue;
    const scorers = majorityOccupants(system);
    const fish = riverSystemFishCount(system);
    if (fish > 0) {
      [messages, points] = addMessage(messages, points, {
        kind: 'riverSystem',
        points: riverSystemPoints(fish),
        scorers,
        tileIds: areaTileIds(system),
        fish,
      });
    }
    if (zoneWithPower(system, 'RAFT')) {
      const lakes = lakeCount(system);
      [messages, points] = addMessage(messages, points, {
        kind: 'raft',
        points: raftPoints(lakes),
        scorers,
        tileIds: areaTileIds(system),
        lakes,
      });
    }
  }
  const best = Math.max(...state.players.map((color) => points[PLAYER_COLORS.indexOf(color)]));
  const winners = PLAYER_COLORS.filter((color) => state.players.includes(color) && points[PLAYER_COLORS.indexOf(color)] === best);
  [messages, points] = addMessage(messages, points, { kind: 'winners', points: 0, scorers: winners, tileIds: [], winningPoints: best });
  return changed(state, { board, messages, points, tileToPlace: null, nextAction: 'END_GAME' });
}

/** The winners of a finished game (empty until the end), in colour order. */
export function winners(state: GameState): PlayerColor[] {
  if (state.nextAction !== 'END_GAME') return [];
  const last = state.messages[state.messages.length - 1];
  return last?.kind === 'winners' ? [...last.scorers] : [];
}
