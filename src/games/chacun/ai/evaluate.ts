import * as basics from '../engine/basics.ts';
import type { Board } from '../engine/board.ts';
import { normalDeckSize, type GameState } from '../engine/game.ts';
import { animalPoints, forestPoints, riverPoints } from '../engine/points.ts';
import * as tiles from '../engine/tiles.ts';
import * as zoneIndex from '../engine/zone-index.ts';

// Module-local copies: imported bindings are read through accessors, too slow for the hot path.
const { PLAYER_COLORS, HUTS_PER_PLAYER, PAWNS_PER_PLAYER, cellPos } = basics;
const { TILES, tileIdOfZone, zoneById } = tiles;
const { LAND_COUNT, WATER_COUNT } = zoneIndex;

/**
 * The weights of the heuristic: what the areas a player leads, and the occupants they keep
 * in hand, are worth beyond their points. Plain numbers, so that variants can be compared in
 * tournaments.
 */
export interface Weights {
  /** Chance that an area with one open connection closes (with plenty of tiles left); each further connection multiplies by it again. */
  readonly closeBase: number;
  /** Tiles left per open connection under which closing gets less likely, in proportion. */
  readonly closeTiles: number;
  /** Tiles a forest or river is expected to gain per open connection before it closes. */
  readonly growthPerOpen: number;
  /** Worth of the second turn a closed menhir forest gives. */
  readonly menhirTurn: number;
  /** Points a meadow is expected to gain per open connection (with plenty of tiles left). */
  readonly meadowGrowth: number;
  /** Tiles left under which meadows' growth shrinks in proportion. */
  readonly growthTiles: number;
  /** Worth of a pawn in hand (the last one), with plenty of turns left. */
  readonly pawnValue: number;
  /** Worth of a hut in hand (the last one), with plenty of turns left. */
  readonly hutValue: number;
  /** The player's own turns left under which occupants in hand are worth less, in proportion. */
  readonly handTurns: number;
  /** Worth of occupants in hand by how many are held, as a multiple of pawnValue / hutValue. */
  readonly pawnCurve: readonly number[];
  readonly hutCurve: readonly number[];
  /** Worth of a pawn coming back when the forest or river holding it closes, as a share of pawnValue. */
  readonly pawnReturn: number;
}

/** The weights the normal player uses (and, by default, the heuristic's other callers). */
export const DEFAULT_WEIGHTS: Weights = {
  closeBase: 0.8,
  closeTiles: 4,
  growthPerOpen: 0.5,
  menhirTurn: 3,
  meadowGrowth: 0.5,
  growthTiles: 20,
  pawnValue: 3,
  hutValue: 2,
  handTurns: 10,
  pawnCurve: [0, 1, 1.8, 2.4, 2.8, 3],
  hutCurve: [0, 1, 1.7, 2.2],
  pawnReturn: 0.4,
};

/**
 * The weights the hard player uses: in its choice of candidates, its greedy play-outs and its
 * judgement of where they end. Meadows get no credit for their open connections (only their
 * animals count) and a pawn in hand is worth more.
 * Screened with normal against normal (`tools/weights-duel.ts --deals 100 --seed 7`: 64.5%
 * of 200 games, 22 points a game more) and measured as hard against hard with normal's weights
 * (`hard-base`, hard before these): 26 wins of 40 two-player games, 65% (49.5–77.9%), seeds 2812 and 2813
 * (docs/performance.md, 2026-11-28 (night)).
 */
export const HARD_WEIGHTS: Weights = { ...DEFAULT_WEIGHTS, meadowGrowth: 0, pawnValue: 4 };

/** Kinds of land area in the tables below. */
export const MEADOW = 0;
export const FOREST = 1;
export const RIVER = 2;

/**
 * What the heuristic needs to know of every area of a board, by root (dense zone index):
 * filled by one walk over the placed tiles. Reused between calls (reset through a stamp).
 */
export class AreaTable {
  private mark = 0;
  readonly landStamp = new Int32Array(LAND_COUNT);
  readonly kind = new Int8Array(LAND_COUNT);
  readonly tiles = new Int16Array(LAND_COUNT);
  readonly lastTile = new Int16Array(LAND_COUNT);
  readonly mushrooms = new Int16Array(LAND_COUNT);
  readonly menhir = new Int8Array(LAND_COUNT);
  /** Rivers: fish of the river and of the lakes at its ends. */
  readonly fish = new Int16Array(LAND_COUNT);
  readonly lastLake = new Int16Array(LAND_COUNT);
  readonly mammoth = new Int16Array(LAND_COUNT);
  readonly aurochs = new Int16Array(LAND_COUNT);
  readonly deer = new Int16Array(LAND_COUNT);
  readonly tiger = new Int16Array(LAND_COUNT);
  readonly fire = new Int8Array(LAND_COUNT);
  /** Meadows: the zone holding the pit trap, or -1. */
  readonly pitZone = new Int16Array(LAND_COUNT);
  readonly landRoots = new Int16Array(LAND_COUNT);
  landCount = 0;
  readonly waterStamp = new Int32Array(WATER_COUNT);
  readonly waterFish = new Int16Array(WATER_COUNT);
  readonly lakes = new Int16Array(WATER_COUNT);
  readonly raft = new Int8Array(WATER_COUNT);
  readonly waterRoots = new Int16Array(WATER_COUNT);
  waterCount = 0;

  /** Fills the table from a board. */
  scan(board: Board): void {
    const mark = ++this.mark;
    this.landCount = 0;
    this.waterCount = 0;
    for (const tileId of board.placedTileIds()) {
      for (const zone of TILES[tileId].zones) {
        if (zone.type === 'lake') {
          const wr = this.water(board.waterRoot(zone.id), mark);
          this.waterFish[wr] += zone.fish;
          this.lakes[wr]++;
          if (zone.power === 'RAFT') this.raft[wr] = 1;
          continue;
        }
        const lr = board.landRoot(zone.id);
        if (this.landStamp[lr] !== mark) {
          this.landStamp[lr] = mark;
          this.kind[lr] = zone.type === 'meadow' ? MEADOW : zone.type === 'forest' ? FOREST : RIVER;
          this.tiles[lr] = 0;
          this.lastTile[lr] = -1;
          this.mushrooms[lr] = 0;
          this.menhir[lr] = 0;
          this.fish[lr] = 0;
          this.lastLake[lr] = -1;
          this.mammoth[lr] = 0;
          this.aurochs[lr] = 0;
          this.deer[lr] = 0;
          this.tiger[lr] = 0;
          this.fire[lr] = 0;
          this.pitZone[lr] = -1;
          this.landRoots[this.landCount++] = lr;
        }
        if (this.lastTile[lr] !== tileId) {
          this.lastTile[lr] = tileId;
          this.tiles[lr]++;
        }
        switch (zone.type) {
          case 'forest':
            if (zone.kind === 'WITH_MUSHROOMS') this.mushrooms[lr]++;
            else if (zone.kind === 'WITH_MENHIR') this.menhir[lr] = 1;
            break;
          case 'meadow':
            for (const animal of zone.animals) {
              if (board.isCancelled(animal.id)) continue;
              if (animal.kind === 'MAMMOTH') this.mammoth[lr]++;
              else if (animal.kind === 'AUROCHS') this.aurochs[lr]++;
              else if (animal.kind === 'DEER') this.deer[lr]++;
              else this.tiger[lr]++;
            }
            if (zone.power === 'WILD_FIRE') this.fire[lr] = 1;
            else if (zone.power === 'PIT_TRAP') this.pitZone[lr] = zone.id;
            break;
          case 'river': {
            this.fish[lr] += zone.fish;
            if (zone.lakeId !== null && this.lastLake[lr] !== zone.lakeId) {
              this.lastLake[lr] = zone.lakeId;
              this.fish[lr] += LAKE_FISH[zone.lakeId];
            }
            this.waterFish[this.water(board.waterRoot(zone.id), mark)] += zone.fish;
            break;
          }
        }
      }
    }
  }

  private water(wr: number, mark: number): number {
    if (this.waterStamp[wr] !== mark) {
      this.waterStamp[wr] = mark;
      this.waterFish[wr] = 0;
      this.lakes[wr] = 0;
      this.raft[wr] = 0;
      this.waterRoots[this.waterCount++] = wr;
    }
    return wr;
  }

  /** Heuristic worth of the land area with this root to its majority occupants (see `landValue`). */
  landValue(board: Board, lr: number, open: number, left: number, w: Weights): number {
    if (this.kind[lr] === MEADOW) {
      const pit = this.pitZone[lr];
      const bonus = pit >= 0 ? pitBonus(board, pit, this.deer[lr], this.tiger[lr], this.fire[lr] === 1) : 0;
      return meadowValue(this.mammoth[lr], this.aurochs[lr], this.deer[lr], this.tiger[lr], this.fire[lr] === 1, open, left, w) + bonus;
    }
    return openValue(this.kind[lr], this.tiles[lr], this.mushrooms[lr], this.menhir[lr] === 1, this.fish[lr], open, left, w);
  }
}

/** Fish of each lake by zone id (0 for other zones). */
const LAKE_FISH = new Int16Array(tiles.ZONE_ID_LIMIT);
for (const tile of TILES) for (const zone of tile.zones) if (zone.type === 'lake') LAKE_FISH[zone.id] = zone.fish;

/** Chance that an open forest or river with this many open connections closes before the end. */
export function closeChance(open: number, left: number, w: Weights): number {
  if (open <= 0) return 1;
  return Math.pow(w.closeBase, open) * Math.min(1, left / (w.closeTiles * open));
}

/** Expected worth of an open forest or river to its majority occupants: its points if it closes, times the chance it does. */
export function openValue(kind: number, tiles: number, mushrooms: number, menhir: boolean, fish: number, open: number, left: number, w: Weights): number {
  const size = tiles + w.growthPerOpen * open;
  const points = kind === FOREST ? 2 * size + 3 * mushrooms + (menhir ? w.menhirTurn : 0) : size + fish;
  return closeChance(open, left, w) * points;
}

/** Points a closed forest or river gives its majority occupants. */
export function closedPoints(kind: number, tiles: number, mushrooms: number, fish: number): number {
  return kind === FOREST ? forestPoints(tiles, mushrooms) : riverPoints(tiles, fish);
}

/** Worth of a meadow to its majority hunters: its animals (deer eaten by tigers unless it burns) and room to grow. */
export function meadowValue(mammoth: number, aurochs: number, deer: number, tiger: number, fire: boolean, open: number, left: number, w: Weights): number {
  const live = fire ? deer : Math.max(0, deer - tiger);
  return animalPoints(mammoth, aurochs, live) + open * w.meadowGrowth * Math.min(1, left / w.growthTiles);
}

/** Worth of a river system to its majority hut owners. */
export function systemValue(fish: number, lakes: number, raft: boolean): number {
  return fish + (raft ? lakes : 0);
}

/** The second scoring of the pit trap's adjacent meadow, deer outside it eaten first. */
export function pitBonus(board: Board, pitZone: number, meadowDeer: number, meadowTigers: number, fire: boolean): number {
  const adjacent = board.adjacentMeadow(cellPos(board.cellOfTile(tileIdOfZone(pitZone))), pitZone);
  let m = 0;
  let a = 0;
  let d = 0;
  for (const zoneId of adjacent.zoneIds) {
    const zone = zoneById(zoneId);
    if (zone?.type !== 'meadow') continue;
    for (const animal of zone.animals) {
      if (board.isCancelled(animal.id)) continue;
      if (animal.kind === 'MAMMOTH') m++;
      else if (animal.kind === 'AUROCHS') a++;
      else if (animal.kind === 'DEER') d++;
    }
  }
  const eatenHere = fire ? 0 : Math.max(0, meadowTigers - (meadowDeer - d));
  return animalPoints(m, a, Math.max(0, d - eatenHere));
}

/** Colour indices with the most occupants in a packed count (3 bits per colour), as a bit set. */
export function majorityMask(packed: number): number {
  let best = 0;
  for (let c = 0; c < 5; c++) {
    const n = (packed >> (3 * c)) & 7;
    if (n > best) best = n;
  }
  if (best === 0) return 0;
  let mask = 0;
  for (let c = 0; c < 5; c++) if (((packed >> (3 * c)) & 7) === best) mask |= 1 << c;
  return mask;
}

/** Adds a value to every colour of a bit set. */
export function addToMask(out: Float64Array, mask: number, value: number): void {
  for (let c = 0; c < 5; c++) if ((mask >> c) & 1) out[c] += value;
}

/** Tiles still to be placed in the game, about: the normal deck and the tile in hand. */
export function tilesLeft(state: GameState): number {
  return normalDeckSize(state) + (state.tileToPlace?.kind === 'NORMAL' ? 1 : 0);
}

/** Scale of the worth of occupants in hand, from the player's own turns left. */
export function handScale(left: number, players: number, w: Weights): number {
  return Math.min(1, left / players / w.handTurns);
}

/** Worth of the pawns and huts a player holds. */
export function handValue(freePawns: number, freeHuts: number, scale: number, w: Weights): number {
  return scale * (w.pawnValue * w.pawnCurve[freePawns] + w.hutValue * w.hutCurve[freeHuts]);
}

const table = new AreaTable();

/**
 * Writes into `out` (by colour index) each player's expected final points: their points, plus
 * for every area they lead (alone or tied) what it should still bring — open forests and
 * rivers weighted by their chance of closing, meadows' animals (deer eaten by tigers) and
 * their room to grow, river systems' fish — plus the occupants they keep in hand.
 * At the end of the game it is just the points. `left` defaults to the tiles left.
 */
export function estimateScores(state: GameState, out: Float64Array, w: Weights = DEFAULT_WEIGHTS, left = tilesLeft(state)): void {
  for (let c = 0; c < 5; c++) out[c] = state.points[c];
  if (state.nextAction === 'END_GAME') return;
  const board = state.board;
  table.scan(board);
  const scale = handScale(left, state.players.length, w);
  const pawnWorth = w.pawnValue * scale;

  for (let i = 0; i < table.landCount; i++) {
    const lr = table.landRoots[i];
    const packed = board.landOccupants(lr);
    if (packed === 0) continue;
    const open = board.landOpen(lr);
    addToMask(out, majorityMask(packed), table.landValue(board, lr, open, left, w));
    if (table.kind[lr] === MEADOW) continue;
    // Pawns in an open forest or river come back if it closes.
    const back = closeChance(open, left, w) * w.pawnReturn * pawnWorth;
    for (let c = 0; c < 5; c++) out[c] += back * ((packed >> (3 * c)) & 7);
  }

  for (let i = 0; i < table.waterCount; i++) {
    const wr = table.waterRoots[i];
    const packed = board.waterOccupants(wr);
    if (packed === 0) continue;
    addToMask(out, majorityMask(packed), systemValue(table.waterFish[wr], table.lakes[wr], table.raft[wr] === 1));
  }

  for (const color of state.players) {
    const c = PLAYER_COLORS.indexOf(color);
    out[c] += handValue(PAWNS_PER_PLAYER - board.pawnsOut(c), HUTS_PER_PLAYER - board.hutsOut(c), scale, w);
  }
}

const scratch = new Float64Array(5);

/** A player's estimate minus the best of the others' (in a two-player game, the expected margin). */
export function margin(estimates: Float64Array, players: readonly basics.PlayerColor[], colorIndex: number): number {
  let best = -Infinity;
  for (const color of players) {
    const c = PLAYER_COLORS.indexOf(color);
    if (c !== colorIndex && estimates[c] > best) best = estimates[c];
  }
  return estimates[colorIndex] - best;
}

/**
 * How good a state is for a player (colour index): their expected final points minus the best
 * of the others' (in a two-player game, the expected margin).
 */
export function evaluate(state: GameState, colorIndex: number, w: Weights = DEFAULT_WEIGHTS): number {
  estimateScores(state, scratch, w);
  return margin(scratch, state.players, colorIndex);
}
