import type { Action } from '../../engine/actions.ts';
import * as basics from '../../engine/basics.ts';
import type { Board } from '../../engine/board.ts';
import { menhirDeckSize, type GameState } from '../../engine/game.ts';
import { logboatPoints } from '../../engine/points.ts';
import * as tiles from '../../engine/tiles.ts';
import type { Tile } from '../../engine/tiles.ts';
import * as evaluation from './evaluate.ts';
import { AreaTable, DEFAULT_WEIGHTS, type Weights } from './evaluate.ts';
import { forEachTurnPlan } from '../../ai/turn-plans.ts';

// Module-local copies: imported bindings are read through accessors, too slow for the hot path.
const { PLAYER_COLORS, ROTATIONS, HUTS_PER_PLAYER, PAWNS_PER_PLAYER } = basics;
const { TILES, rotatedSide } = tiles;
const { FOREST, MEADOW, RIVER, addToMask, closeChance, closedPoints, estimateScores, handScale, handValue, majorityMask, margin } = evaluation;
const { meadowValue, openValue, systemValue, tilesLeft } = evaluation;
const { DX, DY, cellIndex, onBoard } = basics;

/**
 * The greedy turn, fast: the same heuristic as `normal`, but each placement is judged without
 * building the board it makes. The areas a placement touches are merged in a small union-find
 * over the tile's zones and its neighbours' areas (read on the current board), and the value
 * of every occupant choice follows from the merged areas alone. About fifty times faster than
 * playing every turn out, so that `hard` can simulate many turns. An approximation — a tile met
 * twice by merging areas counts twice, the hunting trap's catch and the pit trap's own reach are
 * left out, the shaman takes nothing back — so it now and then differs from `normal`.
 */

/** Per tile, per local zone: what the zone adds to its area once placed. */
interface ZoneInfo {
  readonly local: number;
  readonly kind: number; // MEADOW, FOREST, RIVER, or -1 for lakes
  readonly sides: number; // side segments (land open connections it starts with)
  readonly mushrooms: number;
  readonly menhir: number;
  readonly fish: number; // rivers: own fish plus its lake's; lakes: own fish
  readonly ownFish: number;
  readonly mammoth: number;
  readonly aurochs: number;
  readonly deer: number;
  readonly tiger: number;
  readonly fire: number;
  readonly lakeLocal: number; // rivers: local number of the lake it flows into, or -1
  readonly raft: number;
  readonly logboat: number;
}

interface TileInfo {
  readonly zones: readonly ZoneInfo[];
  /** Potential occupants: local zone × 2 + (0 pawn, 1 hut), in the engine's order. */
  readonly occupants: readonly number[];
}

const TILE_INFO: readonly TileInfo[] = TILES.map((tile) => {
  const sideCount = new Map<number, number>();
  for (const side of tile.sides) for (const id of side.zones) sideCount.set(id, (sideCount.get(id) ?? 0) + 1);
  const zones: ZoneInfo[] = tile.zones.map((zone) => {
    const count = (kind: string) => (zone.type === 'meadow' ? zone.animals.filter((a) => a.kind === kind).length : 0);
    const lake = zone.type === 'river' && zone.lakeId !== null ? tile.zones.find((z) => z.id === zone.lakeId) : undefined;
    return {
      local: zone.id % 10,
      kind: zone.type === 'meadow' ? MEADOW : zone.type === 'forest' ? FOREST : zone.type === 'river' ? RIVER : -1,
      sides: sideCount.get(zone.id) ?? 0,
      mushrooms: zone.type === 'forest' && zone.kind === 'WITH_MUSHROOMS' ? 1 : 0,
      menhir: zone.type === 'forest' && zone.kind === 'WITH_MENHIR' ? 1 : 0,
      fish: zone.type === 'river' ? zone.fish + (lake?.type === 'lake' ? lake.fish : 0) : zone.type === 'lake' ? zone.fish : 0,
      ownFish: zone.type === 'river' || zone.type === 'lake' ? zone.fish : 0,
      mammoth: count('MAMMOTH'),
      aurochs: count('AUROCHS'),
      deer: count('DEER'),
      tiger: count('TIGER'),
      fire: zone.type === 'meadow' && zone.power === 'WILD_FIRE' ? 1 : 0,
      lakeLocal: lake ? lake.id % 10 : -1,
      raft: zone.type === 'lake' && zone.power === 'RAFT' ? 1 : 0,
      logboat: zone.type === 'lake' && zone.power === 'LOGBOAT' ? 1 : 0,
    };
  });
  const occupants: number[] = [];
  if (tile.kind !== 'START') {
    for (const zone of tile.zones) {
      if (zone.type !== 'lake') occupants.push((zone.id % 10) * 2);
      if (zone.type === 'lake' || (zone.type === 'river' && zone.lakeId === null)) occupants.push((zone.id % 10) * 2 + 1);
    }
  }
  return { zones, occupants };
});

// Small union-finds: nodes 0..9 are the tile's local zones, 10.. the neighbours' areas (their roots on the board).
const NODES = 32;
const landUf = new Int8Array(NODES);
const waterUf = new Int8Array(NODES);
const landParents = new Int16Array(NODES); // node - 10 → board root
const waterParents = new Int16Array(NODES);
let landParentCount = 0;
let waterParentCount = 0;
const landConnections = new Int8Array(NODES); // per local zone: joins across its sides
const waterConnections = new Int8Array(NODES);

function find(uf: Int8Array, i: number): number {
  while (uf[i] !== i) i = uf[i] = uf[uf[i]];
  return i;
}

function union(uf: Int8Array, a: number, b: number): void {
  const ra = find(uf, a);
  const rb = find(uf, b);
  if (ra !== rb) uf[rb] = ra;
}

function landNode(root: number): number {
  for (let i = 0; i < landParentCount; i++) if (landParents[i] === root) return 10 + i;
  landParents[landParentCount] = root;
  return 10 + landParentCount++;
}

function waterNode(root: number): number {
  for (let i = 0; i < waterParentCount; i++) if (waterParents[i] === root) return 10 + i;
  waterParents[waterParentCount] = root;
  return 10 + waterParentCount++;
}

// Per group (by its root node): merged aggregates.
const gKind = new Int8Array(NODES);
const gTiles = new Int16Array(NODES);
const gMushrooms = new Int16Array(NODES);
const gMenhir = new Int8Array(NODES);
const gFish = new Int16Array(NODES);
const gMammoth = new Int16Array(NODES);
const gAurochs = new Int16Array(NODES);
const gDeer = new Int16Array(NODES);
const gTiger = new Int16Array(NODES);
const gFire = new Int8Array(NODES);
const gPit = new Float64Array(NODES);
const gOpen = new Int16Array(NODES);
const gPacked = new Int32Array(NODES);
const gSeen = new Int8Array(NODES);
const gValue = new Float64Array(NODES); // open groups: worth to the majority; closed forests and rivers: their points
const gClosed = new Int8Array(NODES);
const wFish = new Int16Array(NODES);
const wLakes = new Int16Array(NODES);
const wRaft = new Int8Array(NODES);
const wPacked = new Int32Array(NODES);
const wSeen = new Int8Array(NODES);

const table = new AreaTable();
const base = new Float64Array(5);
const delta = new Float64Array(5);
const trial = new Float64Array(5);
const returned = new Int8Array(5);

/** A greedy turn found by the shortcut: its actions (placement, then maybe an occupant) and its value. */
export interface QuickTurn {
  readonly actions: readonly Action[];
  readonly value: number;
}

/**
 * The greedy turn of the player to act at PLACE_TILE, judged by the shortcut described above:
 * the placement and occupant choice with the best heuristic margin. Ties go to the first in
 * reading order. With the shaman, the turn found takes no pawn back (play a 'retake' of null
 * between its two actions). At RETAKE_PAWN or OCCUPY_TILE, the choices are played out instead.
 */
export function quickGreedyTurn(state: GameState, w: Weights = DEFAULT_WEIGHTS): QuickTurn {
  const me = PLAYER_COLORS.indexOf(state.players[state.current]);
  const left = tilesLeft(state);
  if (state.nextAction !== 'PLACE_TILE') return slowTurn(state, me, left, w);
  const tile = state.tileToPlace!;
  const board = state.board;
  const info = TILE_INFO[tile.id];
  estimateScores(state, base, w, left);
  table.scan(board);
  const players = state.players.length;
  const scale = handScale(left, players, w);
  const pawnWorth = w.pawnValue * scale;
  const menhirTurn = tile.kind === 'NORMAL' && menhirDeckSize(state) > 0;
  const freePawns = PAWNS_PER_PLAYER - board.pawnsOut(me);
  const freeHuts = HUTS_PER_PLAYER - board.hutsOut(me);

  let bestValue = -Infinity;
  let bestCell = -1;
  let bestRotation = 0;
  let bestOccupant = -1;
  for (const cell of board.insertionCells()) {
    const mask = board.fittingRotations(tile, cell);
    if (mask === 0) continue;
    for (let r = 0; r < 4; r++) {
      if (!((mask >> r) & 1)) continue;
      judgePlacement(board, tile, info, cell, r, me, left, w, pawnWorth);
      // delta now holds the change of every estimate without an occupant; returned the pawns back in hand.
      for (const color of state.players) {
        const c = PLAYER_COLORS.indexOf(color);
        if (returned[c] > 0) {
          const pawns = PAWNS_PER_PLAYER - board.pawnsOut(c);
          const huts = HUTS_PER_PLAYER - board.hutsOut(c);
          delta[c] += handValue(Math.min(PAWNS_PER_PLAYER, pawns + returned[c]), huts, scale, w) - handValue(pawns, huts, scale, w);
        }
      }
      if (menhirTurn && menhirClosed) delta[me] += w.menhirTurn;
      for (let c = 0; c < 5; c++) trial[c] = base[c] + delta[c];
      const none = margin(trial, state.players, me);
      if (none > bestValue) {
        bestValue = none;
        bestCell = cell;
        bestRotation = r;
        bestOccupant = -1;
      }
      const mine = trial[me];
      const myPawnsAfter = Math.min(PAWNS_PER_PLAYER, freePawns + returned[me]);
      for (const occupant of info.occupants) {
        const local = occupant >> 1;
        let gain: number;
        if ((occupant & 1) === 0) {
          if (freePawns === 0) continue;
          const g = find(landUf, local);
          if (gPacked[g] !== 0) continue;
          if (gClosed[g]) gain = gValue[g];
          else {
            gain = gValue[g] - (handValue(myPawnsAfter, freeHuts, scale, w) - handValue(myPawnsAfter - 1, freeHuts, scale, w));
            if (gKind[g] !== MEADOW) gain += closeChance(gOpen[g], left, w) * w.pawnReturn * pawnWorth;
          }
        } else {
          if (freeHuts === 0) continue;
          const g = find(waterUf, local);
          if (wPacked[g] !== 0) continue;
          gain =
            systemValue(wFish[g], wLakes[g], wRaft[g] === 1) -
            (handValue(myPawnsAfter, freeHuts, scale, w) - handValue(myPawnsAfter, freeHuts - 1, scale, w));
        }
        trial[me] = mine + gain;
        const value = margin(trial, state.players, me);
        if (value > bestValue) {
          bestValue = value;
          bestCell = cell;
          bestRotation = r;
          bestOccupant = occupant;
        }
      }
    }
  }
  const place: Action = { type: 'place', tile: tile.id, x: (bestCell % 25) - 12, y: ((bestCell / 25) | 0) - 12, rotation: ROTATIONS[bestRotation] };
  if (bestOccupant < 0) return { actions: [place], value: bestValue };
  const occupant = { kind: bestOccupant & 1 ? 'HUT' : 'PAWN', zone: tile.id * 10 + (bestOccupant >> 1) } as const;
  return { actions: [place, { type: 'occupy', occupant }], value: bestValue };
}

let menhirClosed = false;

/**
 * Fills `delta` (by colour) with what a placement without occupant changes in the estimates,
 * `returned` with the pawns it sends back, and the group tables for the occupant choices.
 */
function judgePlacement(board: Board, tile: Tile, info: TileInfo, cell: number, r: number, me: number, left: number, w: Weights, pawnWorth: number): void {
  for (let i = 0; i < NODES; i++) {
    landUf[i] = i;
    waterUf[i] = i;
    landConnections[i] = 0;
    waterConnections[i] = 0;
    gSeen[i] = 0;
    wSeen[i] = 0;
  }
  landParentCount = 0;
  waterParentCount = 0;
  delta.fill(0);
  returned.fill(0);
  menhirClosed = false;

  // Joins across the sides.
  const x = (cell % 25) - 12;
  const y = ((cell / 25) | 0) - 12;
  for (let d = 0; d < 4; d++) {
    const nx = x + DX[d];
    const ny = y + DY[d];
    if (!onBoard(nx, ny)) continue;
    const nc = cellIndex(nx, ny);
    const other = board.tileIdAtCell(nc);
    if (other < 0) continue;
    const mine = rotatedSide(tile, r, d);
    const theirs = rotatedSide(TILES[other], board.rotationAtCell(nc), (d + 2) & 3);
    if (mine.kind === 'river') {
      const [a1, ar, a2] = mine.zones;
      const [b1, br, b2] = theirs.zones as readonly [number, number, number];
      joinLand(board, a1 % 10, b2);
      joinLand(board, a2 % 10, b1);
      joinLand(board, ar % 10, br);
      union(waterUf, ar % 10, waterNode(board.waterRoot(br)));
      waterConnections[ar % 10]++;
    } else joinLand(board, mine.zones[0] % 10, theirs.zones[0]);
  }
  for (const zone of info.zones) if (zone.lakeLocal >= 0) union(waterUf, zone.local, zone.lakeLocal);

  // Land groups: the tile's zones plus the areas they join.
  for (const zone of info.zones) {
    if (zone.kind < 0) continue;
    const g = find(landUf, zone.local);
    if (!gSeen[g]) {
      gSeen[g] = 1;
      gKind[g] = zone.kind;
      gTiles[g] = 1;
      gMushrooms[g] = 0;
      gMenhir[g] = 0;
      gFish[g] = 0;
      gMammoth[g] = 0;
      gAurochs[g] = 0;
      gDeer[g] = 0;
      gTiger[g] = 0;
      gFire[g] = 0;
      gPit[g] = -1;
      gOpen[g] = 0;
      gPacked[g] = 0;
    }
    gMushrooms[g] += zone.mushrooms;
    gMenhir[g] |= zone.menhir;
    gFish[g] += zone.fish;
    gMammoth[g] += zone.mammoth;
    gAurochs[g] += zone.aurochs;
    gDeer[g] += zone.deer;
    gTiger[g] += zone.tiger;
    gFire[g] |= zone.fire;
    gOpen[g] += zone.sides - 2 * landConnections[zone.local];
  }
  for (let i = 0; i < landParentCount; i++) {
    const root = landParents[i];
    const g = find(landUf, 10 + i);
    gTiles[g] += table.tiles[root];
    gMushrooms[g] += table.mushrooms[root];
    gMenhir[g] |= table.menhir[root];
    gFish[g] += table.fish[root];
    gMammoth[g] += table.mammoth[root];
    gAurochs[g] += table.aurochs[root];
    gDeer[g] += table.deer[root];
    gTiger[g] += table.tiger[root];
    gFire[g] |= table.fire[root];
    gOpen[g] += board.landOpen(root);
    const packed = board.landOccupants(root);
    gPacked[g] += packed;
    // The area as it was is replaced by the merged one: take its worth back.
    if (packed !== 0) {
      const open = board.landOpen(root);
      const value = table.landValue(board, root, open, left, w);
      if (table.kind[root] === MEADOW && table.pitZone[root] >= 0) gPit[g] = value - meadowValue(table.mammoth[root], table.aurochs[root], table.deer[root], table.tiger[root], table.fire[root] === 1, open, left, w);
      addToMask(delta, majorityMask(packed), -value);
      if (table.kind[root] !== MEADOW) {
        const back = closeChance(open, left, w) * w.pawnReturn * pawnWorth;
        for (let c = 0; c < 5; c++) delta[c] -= back * ((packed >> (3 * c)) & 7);
      }
    } else if (table.kind[root] === MEADOW && table.pitZone[root] >= 0) {
      const open = board.landOpen(root);
      gPit[g] = table.landValue(board, root, open, left, w) - meadowValue(table.mammoth[root], table.aurochs[root], table.deer[root], table.tiger[root], table.fire[root] === 1, open, left, w);
    }
  }
  for (const zone of info.zones) {
    if (zone.kind < 0) continue;
    const g = find(landUf, zone.local);
    if (gSeen[g] !== 1) continue;
    gSeen[g] = 2;
    const packed = gPacked[g];
    const open = gOpen[g];
    if (gKind[g] === MEADOW) {
      gClosed[g] = 0;
      gValue[g] = meadowValue(gMammoth[g], gAurochs[g], gDeer[g], gTiger[g], gFire[g] === 1, open, left, w) + Math.max(0, gPit[g]);
      if (packed !== 0) addToMask(delta, majorityMask(packed), gValue[g]);
    } else if (open <= 0) {
      gClosed[g] = 1;
      gValue[g] = closedPoints(gKind[g], gTiles[g], gMushrooms[g], gFish[g]);
      if (gKind[g] === FOREST && gMenhir[g]) menhirClosed = true;
      if (packed !== 0) {
        addToMask(delta, majorityMask(packed), gValue[g]);
        for (let c = 0; c < 5; c++) returned[c] += (packed >> (3 * c)) & 7;
      }
    } else {
      gClosed[g] = 0;
      gValue[g] = openValue(gKind[g], gTiles[g], gMushrooms[g], gMenhir[g] === 1, gFish[g], open, left, w);
      if (packed !== 0) {
        addToMask(delta, majorityMask(packed), gValue[g]);
        const back = closeChance(open, left, w) * w.pawnReturn * pawnWorth;
        for (let c = 0; c < 5; c++) delta[c] += back * ((packed >> (3 * c)) & 7);
      }
    }
  }

  // River systems.
  for (const zone of info.zones) {
    if (zone.kind !== RIVER && zone.kind !== -1) continue;
    const g = find(waterUf, zone.local);
    if (!wSeen[g]) {
      wSeen[g] = 1;
      wFish[g] = 0;
      wLakes[g] = 0;
      wRaft[g] = 0;
      wPacked[g] = 0;
    }
    wFish[g] += zone.ownFish;
    if (zone.kind === -1) wLakes[g]++;
    wRaft[g] |= zone.raft;
  }
  for (let i = 0; i < waterParentCount; i++) {
    const root = waterParents[i];
    const g = find(waterUf, 10 + i);
    const packed = board.waterOccupants(root);
    wFish[g] += table.waterFish[root];
    wLakes[g] += table.lakes[root];
    wRaft[g] |= table.raft[root];
    wPacked[g] += packed;
    if (packed !== 0) addToMask(delta, majorityMask(packed), -systemValue(table.waterFish[root], table.lakes[root], table.raft[root] === 1));
  }
  for (const zone of info.zones) {
    if (zone.kind !== RIVER && zone.kind !== -1) continue;
    const g = find(waterUf, zone.local);
    if (zone.logboat) delta[me] += logboatPoints(wLakes[g]);
    if (wSeen[g] !== 1) continue;
    wSeen[g] = 2;
    if (wPacked[g] !== 0) addToMask(delta, majorityMask(wPacked[g]), systemValue(wFish[g], wLakes[g], wRaft[g] === 1));
  }
}

function joinLand(board: Board, local: number, theirZone: number): void {
  union(landUf, local, landNode(board.landRoot(theirZone)));
  landConnections[local]++;
}

/** The greedy rest of a turn (shaman retake, occupant), found by playing out every choice. */
function slowTurn(state: GameState, me: number, left: number, w: Weights): QuickTurn {
  let best: readonly Action[] = [];
  let bestValue = -Infinity;
  const again = state.nextAction === 'PLACE_TILE' && state.tileToPlace?.kind === 'NORMAL';
  forEachTurnPlan(state, (actions, end) => {
    estimateScores(end, trial, w, Math.max(0, left - 1));
    let value = margin(trial, state.players, me);
    if (again && end.nextAction === 'PLACE_TILE' && end.current === state.current) value += w.menhirTurn;
    if (value > bestValue) {
      bestValue = value;
      best = actions;
    }
  });
  return { actions: best, value: bestValue };
}
