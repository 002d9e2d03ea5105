import * as basics from './basics.ts';
import type { PlayerColor, Pos, Rotation } from './basics.ts';
import type { Area, PartitionKind } from './area.ts';
import { at, ChunkWriter, toChunks, type Chunks } from './chunks.ts';
import * as zoneIndex from './zone-index.ts';
import * as tiles from './tiles.ts';
import type { Tile, Zone } from './tiles.ts';

// Module-local copies: imported bindings are read through accessors, too slow for the hot path.
const { CELL_COUNT, DCELL, DX, DY, PLAYER_COLORS, ROTATIONS, cellIndex, cellPos, rotationIndex } = basics;
const { ANIMAL_COUNT, ANIMAL_INDEX, ANIMALS, LAND_COUNT, LAND_INDEX, LAND_ZONE, WATER_COUNT, WATER_INDEX, WATER_ZONE } = zoneIndex;
const { TILES, rotatedSide, tileIdOfZone } = tiles;

function onBoard(x: number, y: number): boolean {
  return x >= -12 && x <= 12 && y >= -12 && y <= 12;
}

/** The two kinds of occupant. */
export const OCCUPANT_KINDS = ['PAWN', 'HUT'] as const;
/** A kind of occupant. */
export type OccupantKind = (typeof OCCUPANT_KINDS)[number];

/** An occupant put on a zone; its owner is the placer of the zone's tile. */
export interface Occupant {
  readonly kind: OccupantKind;
  readonly zoneId: number;
}

/** An occupant on the board with its owner. */
export interface BoardOccupant extends Occupant {
  readonly color: PlayerColor;
}

/** A tile on the board. */
export interface PlacedTile {
  readonly tile: Tile;
  readonly rotation: Rotation;
  readonly pos: Pos;
  /** The player who placed it; null for the start tile. */
  readonly placer: PlayerColor | null;
  readonly occupant: Occupant | null;
}

/** A legal placement of a tile. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
}

// Layout of the board's one array of 16-bit integers (chunked: see chunks.ts). What one change
// writes together is stored together, so that it copies few chunks: a zone's entries form one
// record, a tile's another.
// Per cell: tile id × 4 + rotation, or for an empty cell -1 - what its neighbours ask of a tile
// there (see `ask`), so that checking whether a tile fits reads one entry.
const CELLS = 0;
// Per zone of a partition (LAND: meadows, forests, rivers; WATER: rivers and lakes), a record:
const PARENT = 0; // -1 if the zone is not on the board, else its union-find parent
const OPEN = 1; // at roots: open connections
const OCC = 2; // at roots: occupants (pawns on land, huts on water), 3 bits per colour
const NEXT = 3; // the next zone of its area (a cycle per area)
const RANK = 4; // at roots: union by rank's bound on the tree's height
const ZONE_RECORD = 5;
const LAND = CELLS + CELL_COUNT;
const WATER = LAND + ZONE_RECORD * LAND_COUNT;
// Per tile, a record:
const CELL = 0; // -1 or its cell
const PLACER = 1; // -1 or the placer's colour index
const OCCUPANT = 2; // -1, or local zone × 2 + (0 pawn, 1 hut)
const TILE_RECORD = 3;
const TILE = WATER + ZONE_RECORD * WATER_COUNT;
const ORDER = TILE + TILE_RECORD * TILES.length; // tile ids in placement order
const COUNT = ORDER + TILES.length; // number of placed tiles
// The words of INSERTION that may hold a bit lie from FIRST_WORD to LAST_WORD (listing the
// insertion positions reads those alone; the range only grows).
const FIRST_WORD = COUNT + 1;
const LAST_WORD = FIRST_WORD + 1;
const PAWNS_OUT = LAST_WORD + 1; // per colour
const HUTS_OUT = PAWNS_OUT + PLAYER_COLORS.length; // per colour
const CANCELLED = HUTS_OUT + PLAYER_COLORS.length; // bit set over dense animal indices
const INSERTION = CANCELLED + Math.ceil(ANIMAL_COUNT / 16); // bit set over cells: the insertion positions
const INSERTION_WORDS = Math.ceil(CELL_COUNT / 16);
const SIZE = INSERTION + INSERTION_WORDS;

/** Packed side kinds by tile id × 4 + rotation, as stored in cells. */
const PACKED_SIDES = new Int32Array(TILES.length * 4);
TILES.forEach((tile) => tile.packedSides.forEach((bits, r) => (PACKED_SIDES[tile.id * 4 + r] = bits)));

/**
 * What the placed neighbours of an empty cell ask of a tile put there: bit d (0 to 3) says
 * whether there is a neighbour in direction d, and bits 4 + 2d and 5 + 2d the kind of side it
 * shows the cell (the packing of `packedSides`).
 */
function askWith(ask: number, direction: number, sideKind: number): number {
  return ask | (1 << direction) | (sideKind << (4 + 2 * direction));
}

/** The bits of `packedSides` that an ask's neighbours constrain, by its four direction bits. */
const CARE_MASK = Int32Array.from({ length: 16 }, (_, dirs) => {
  let mask = 0;
  for (let d = 0; d < 4; d++) if ((dirs >> d) & 1) mask |= 3 << (2 * d);
  return mask;
});

/** Neighbour cell of each cell in each direction (cell × 4 + direction), or -1 off the board. */
const NEIGHBOUR = new Int16Array(CELL_COUNT * 4);
for (let cell = 0; cell < CELL_COUNT; cell++) {
  const { x, y } = cellPos(cell);
  for (let d = 0; d < 4; d++) NEIGHBOUR[cell * 4 + d] = onBoard(x + DX[d], y + DY[d]) ? cell + DCELL[d] : -1;
}

/**
 * Per tile, how its zones start out once placed: quadruples (land index or -1, its open
 * connections, water index or -1, its open connections), counting for a river flowing
 * into a lake one more water connection and for a lake one per river; then pairs
 * (river, lake) of water indices to join.
 */
const ZONE_SETUP: readonly Int16Array[] = TILES.map((tile) => {
  const sides = new Map<number, number>();
  for (const side of tile.sides) for (const id of side.zones) sides.set(id, (sides.get(id) ?? 0) + 1);
  const values: number[] = [];
  for (const zone of tile.zones) {
    const n = sides.get(zone.id) ?? 0;
    const land = zone.type === 'lake' ? -1 : LAND_INDEX[zone.id];
    const water = zone.type === 'river' || zone.type === 'lake' ? WATER_INDEX[zone.id] : -1;
    const waterOpen =
      zone.type === 'lake'
        ? tile.zones.filter((z) => z.type === 'river' && z.lakeId === zone.id).length
        : n + (zone.type === 'river' && zone.lakeId !== null ? 1 : 0);
    values.push(land, n, water, waterOpen);
  }
  return Int16Array.from(values);
});
const LAKE_LINKS: readonly Int16Array[] = TILES.map((tile) =>
  Int16Array.from(tile.zones.flatMap((z) => (z.type === 'river' && z.lakeId !== null ? [WATER_INDEX[z.id], WATER_INDEX[z.lakeId]] : []))),
);

/** Where a field of a zone's record lies, for the zone of dense index `i` in partition `part` (LAND or WATER). */
function zoneEntry(part: number, i: number, field: number): number {
  return part + ZONE_RECORD * i + field;
}

/** Where a field of a tile's record lies. */
function tileEntry(tileId: number, field: number): number {
  return TILE + TILE_RECORD * tileId + field;
}

// Finding a root writes nothing (no path compression: chunks are shared between boards);
// union by rank keeps every tree at most log2(zones) high instead.
function find(data: Chunks, part: number, index: number): number {
  let i = index;
  let parent = at(data, zoneEntry(part, i, PARENT));
  while (parent !== i) {
    i = parent;
    parent = at(data, zoneEntry(part, i, PARENT));
  }
  return i;
}

function union(w: ChunkWriter, part: number, a: number, b: number): void {
  const ra = find(w.chunks, part, a);
  const rb = find(w.chunks, part, b);
  if (ra === rb) {
    w.add(zoneEntry(part, ra, OPEN), -2);
    return;
  }
  // Splice the two member cycles into one.
  const t = w.get(zoneEntry(part, ra, NEXT));
  w.set(zoneEntry(part, ra, NEXT), w.get(zoneEntry(part, rb, NEXT)));
  w.set(zoneEntry(part, rb, NEXT), t);
  const rankA = w.get(zoneEntry(part, ra, RANK));
  const rankB = w.get(zoneEntry(part, rb, RANK));
  const root = rankA >= rankB ? ra : rb;
  const child = root === ra ? rb : ra;
  if (rankA === rankB) w.set(zoneEntry(part, root, RANK), rankA + 1);
  w.set(zoneEntry(part, child, PARENT), root);
  w.set(zoneEntry(part, root, OPEN), w.get(zoneEntry(part, ra, OPEN)) + w.get(zoneEntry(part, rb, OPEN)) - 2);
  w.set(zoneEntry(part, root, OCC), w.get(zoneEntry(part, ra, OCC)) + w.get(zoneEntry(part, rb, OCC)));
}

/** Each tile's zones by ascending id. */
const ZONES_BY_ID: readonly (readonly Zone[])[] = TILES.map((tile) => [...tile.zones].sort((a, b) => a.id - b.id));

/** Sorts a short list of numbers in place, ascending (faster than `sort` with a comparator for an area's zones). */
function sortNumbers(list: number[]): number[] {
  for (let i = 1; i < list.length; i++) {
    const v = list[i];
    let j = i - 1;
    while (j >= 0 && list[j] > v) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = v;
  }
  return list;
}

function unpackColors(packed: number): PlayerColor[] {
  const colors: PlayerColor[] = [];
  for (let c = 0; c < PLAYER_COLORS.length; c++) {
    const n = (packed >> (3 * c)) & 7;
    for (let k = 0; k < n; k++) colors.push(PLAYER_COLORS[c]);
  }
  return colors;
}

function partitionOf(zone: Zone, kind: PartitionKind): boolean {
  switch (kind) {
    case 'forest':
      return zone.type === 'forest';
    case 'meadow':
      return zone.type === 'meadow';
    case 'river':
      return zone.type === 'river';
    case 'riverSystem':
      return zone.type === 'river' || zone.type === 'lake';
  }
}

/**
 * The 25×25 board: tiles, occupants, the four zone partitions and the cancelled
 * animals. Immutable: every derivation copies the chunks it changes (see chunks.ts).
 */
export class Board {
  private constructor(private readonly data: Chunks) {}

  /** The empty board, without even the start tile. */
  static readonly EMPTY: Board = (() => {
    const data = new Int16Array(SIZE);
    data.fill(-1, CELLS, CELLS + CELL_COUNT);
    for (let i = 0; i < LAND_COUNT; i++) data[zoneEntry(LAND, i, PARENT)] = -1;
    for (let i = 0; i < WATER_COUNT; i++) data[zoneEntry(WATER, i, PARENT)] = -1;
    data.fill(-1, TILE, ORDER);
    data[FIRST_WORD] = INSERTION_WORDS; // an empty range
    data[LAST_WORD] = -1;
    return new Board(toChunks(data));
  })();

  // ---- tiles ----

  /** Number of tiles on the board. */
  get tileCount(): number {
    return at(this.data, COUNT);
  }

  /** Ids of the placed tiles in placement order. */
  placedTileIds(): number[] {
    const n = at(this.data, COUNT);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push(at(this.data, ORDER + i));
    return ids;
  }

  /** Id of the last placed tile, or -1 on an empty board. */
  lastPlacedTileId(): number {
    const n = at(this.data, COUNT);
    return n === 0 ? -1 : at(this.data, ORDER + n - 1);
  }

  /** The last placed tile, or null on an empty board. */
  lastPlacedTile(): PlacedTile | null {
    const id = this.lastPlacedTileId();
    return id < 0 ? null : this.tileWithId(id);
  }

  /** Whether the tile with this id is on the board. */
  hasTile(tileId: number): boolean {
    return at(this.data, tileEntry(tileId, CELL)) >= 0;
  }

  /** Id of the tile in a cell, or -1. */
  tileIdAtCell(cell: number): number {
    const v = at(this.data, CELLS + cell);
    return v < 0 ? -1 : v >> 2;
  }

  /** Rotation index of the tile in a cell (meaningless if the cell is empty). */
  rotationAtCell(cell: number): number {
    return at(this.data, CELLS + cell) & 3;
  }

  /** The tile at a position, or null (also off the board). */
  tileAt(pos: Pos): PlacedTile | null {
    if (!onBoard(pos.x, pos.y)) return null;
    const id = this.tileIdAtCell(cellIndex(pos.x, pos.y));
    return id < 0 ? null : this.tileWithId(id);
  }

  /** The placed tile with this id, or null if it is not on the board. */
  tileWithId(tileId: number): PlacedTile | null {
    if (!(tileId >= 0 && tileId < TILES.length)) return null;
    const cell = at(this.data, tileEntry(tileId, CELL));
    if (cell < 0) return null;
    const placer = at(this.data, tileEntry(tileId, PLACER));
    return {
      tile: TILES[tileId],
      rotation: ROTATIONS[at(this.data, CELLS + cell) & 3],
      pos: cellPos(cell),
      placer: placer < 0 ? null : PLAYER_COLORS[placer],
      occupant: this.occupantOfTile(tileId),
    };
  }

  /** Every placed tile, in placement order. */
  placedTiles(): PlacedTile[] {
    return this.placedTileIds().map((id) => this.tileWithId(id) as PlacedTile);
  }

  /** Cell of a placed tile, or -1. */
  cellOfTile(tileId: number): number {
    return at(this.data, tileEntry(tileId, CELL));
  }

  /** Colour index of a tile's placer, or -1 (start tile, or not placed). */
  placerIndexOf(tileId: number): number {
    return at(this.data, tileEntry(tileId, PLACER));
  }

  // ---- placing ----

  /** Insertion positions (empty cells next to a tile) as cell indices, ascending. */
  insertionCells(): number[] {
    const cells: number[] = [];
    const data = this.data;
    const last = at(data, LAST_WORD);
    for (let w = at(data, FIRST_WORD); w <= last; w++) {
      let bits = at(data, INSERTION + w) & 0xffff;
      while (bits !== 0) {
        const low = bits & -bits;
        cells.push(w * 16 + 31 - Math.clz32(low));
        bits ^= low;
      }
    }
    return cells;
  }

  /** Whether a cell is an insertion position: empty, with a placed tile next to it. */
  isInsertionCell(cell: number): boolean {
    return ((at(this.data, INSERTION + (cell >> 4)) >> (cell & 15)) & 1) === 1;
  }

  /** Insertion positions, in reading order (row by row). */
  insertionPositions(): Pos[] {
    return this.insertionCells().map(cellPos);
  }

  /**
   * Bit mask of the rotations (bit r for r quarter turns) in which a tile fits in an
   * empty cell: every side touching a placed tile must be of the same kind. Zero if the
   * cell is occupied or has no neighbour.
   */
  fittingRotations(tile: Tile, cell: number): number {
    const v = at(this.data, CELLS + cell);
    if (v >= 0) return 0;
    const ask = -1 - v;
    const care = CARE_MASK[ask & 15];
    if (care === 0) return 0;
    const want = ask >> 4;
    const packed = tile.packedSides;
    return (
      ((packed[0] & care) === want ? 1 : 0) |
      ((packed[1] & care) === want ? 2 : 0) |
      ((packed[2] & care) === want ? 4 : 0) |
      ((packed[3] & care) === want ? 8 : 0)
    );
  }

  /** Whether a tile can be placed at a position with a rotation. */
  canAddTile(tile: Tile, pos: Pos, rotation: Rotation): boolean {
    if (!onBoard(pos.x, pos.y)) return false;
    return ((this.fittingRotations(tile, cellIndex(pos.x, pos.y)) >> rotationIndex(rotation)) & 1) === 1;
  }

  /** Whether a tile fits somewhere on the board, in some rotation. */
  couldPlaceTile(tile: Tile): boolean {
    const data = this.data;
    const last = at(data, LAST_WORD);
    for (let w = at(data, FIRST_WORD); w <= last; w++) {
      let bits = at(data, INSERTION + w) & 0xffff;
      while (bits !== 0) {
        const low = bits & -bits;
        if (this.fittingRotations(tile, w * 16 + 31 - Math.clz32(low)) !== 0) return true;
        bits ^= low;
      }
    }
    return false;
  }

  /** Every legal placement of a tile, by position in reading order then rotation. */
  legalPlacements(tile: Tile): Placement[] {
    const result: Placement[] = [];
    for (const cell of this.insertionCells()) {
      const mask = this.fittingRotations(tile, cell);
      if (mask === 0) continue;
      const x = (cell % 25) - 12;
      const y = ((cell / 25) | 0) - 12;
      for (let r = 0; r < 4; r++) if ((mask >> r) & 1) result.push({ x, y, rotation: ROTATIONS[r] });
    }
    return result;
  }

  /**
   * The board with a tile added and its areas joined to its neighbours'. The caller
   * checks that the placement is legal (any position is accepted on an empty board).
   */
  withNewTile(tile: Tile, pos: Pos, rotation: Rotation, placer: PlayerColor | null): Board {
    const w = new ChunkWriter(this.data);
    const r = rotationIndex(rotation);
    const cell = cellIndex(pos.x, pos.y);
    const id = tile.id;
    w.set(CELLS + cell, id * 4 + r);
    w.set(tileEntry(id, CELL), cell);
    w.set(tileEntry(id, PLACER), placer === null ? -1 : PLAYER_COLORS.indexOf(placer));
    w.set(ORDER + w.get(COUNT), id);
    w.add(COUNT, 1);
    w.set(INSERTION + (cell >> 4), w.get(INSERTION + (cell >> 4)) & ~(1 << (cell & 15)));
    const sides = PACKED_SIDES[id * 4 + r];
    for (let d = 0; d < 4; d++) {
      const next = NEIGHBOUR[cell * 4 + d];
      if (next < 0) continue;
      const v = w.get(CELLS + next);
      if (v >= 0) continue;
      const back = (d + 2) & 3;
      w.set(CELLS + next, -1 - askWith(-1 - v, back, (sides >> (2 * d)) & 3));
      w.set(INSERTION + (next >> 4), w.get(INSERTION + (next >> 4)) | (1 << (next & 15)));
      if (next >> 4 < w.get(FIRST_WORD)) w.set(FIRST_WORD, next >> 4);
      if (next >> 4 > w.get(LAST_WORD)) w.set(LAST_WORD, next >> 4);
    }

    // The tile's own areas: one per zone, then rivers joined to their lake in the water partition.
    const setup = ZONE_SETUP[id];
    for (let i = 0; i < setup.length; i += 4) {
      const li = setup[i];
      // Occupants and ranks start at 0 and stay so until the zone is placed.
      if (li >= 0) {
        w.set(zoneEntry(LAND, li, PARENT), li);
        w.set(zoneEntry(LAND, li, OPEN), setup[i + 1]);
        w.set(zoneEntry(LAND, li, NEXT), li);
      }
      const wi = setup[i + 2];
      if (wi >= 0) {
        w.set(zoneEntry(WATER, wi, PARENT), wi);
        w.set(zoneEntry(WATER, wi, OPEN), setup[i + 3]);
        w.set(zoneEntry(WATER, wi, NEXT), wi);
      }
    }
    const links = LAKE_LINKS[id];
    for (let i = 0; i < links.length; i += 2) union(w, WATER, links[i], links[i + 1]);

    // Join with the neighbours.
    for (let d = 0; d < 4; d++) {
      const next = NEIGHBOUR[cell * 4 + d];
      if (next < 0) continue;
      const v = w.get(CELLS + next);
      if (v < 0) continue;
      const mine = rotatedSide(tile, r, d);
      const theirs = rotatedSide(TILES[v >> 2], v & 3, (d + 2) & 3);
      if (mine.kind !== theirs.kind) throw new Error(`tile ${id} does not fit at (${pos.x}, ${pos.y})`);
      if (mine.kind === 'river') {
        const [a1, ar, a2] = mine.zones;
        const [b1, br, b2] = theirs.zones as readonly [number, number, number];
        union(w, LAND, LAND_INDEX[a1], LAND_INDEX[b2]);
        union(w, LAND, LAND_INDEX[a2], LAND_INDEX[b1]);
        union(w, LAND, LAND_INDEX[ar], LAND_INDEX[br]);
        union(w, WATER, WATER_INDEX[ar], WATER_INDEX[br]);
      } else {
        union(w, LAND, LAND_INDEX[mine.zones[0]], LAND_INDEX[theirs.zones[0]]);
      }
    }
    // The tile's zones point straight at their roots: their records are copied already, and the
    // AI looks up the areas of every zone of the board.
    for (let i = 0; i < setup.length; i += 4) {
      if (setup[i] >= 0) w.set(zoneEntry(LAND, setup[i], PARENT), find(w.chunks, LAND, setup[i]));
      if (setup[i + 2] >= 0) w.set(zoneEntry(WATER, setup[i + 2], PARENT), find(w.chunks, WATER, setup[i + 2]));
    }
    return new Board(w.chunks);
  }

  // ---- occupants ----

  /** The occupant of a placed tile, or null. */
  occupantOfTile(tileId: number): Occupant | null {
    const v = at(this.data, tileEntry(tileId, OCCUPANT));
    if (v < 0) return null;
    return { kind: v & 1 ? 'HUT' : 'PAWN', zoneId: tileId * 10 + (v >> 1) };
  }

  /** Every occupant on the board with its owner, in placement order of their tiles. */
  occupants(): BoardOccupant[] {
    const result: BoardOccupant[] = [];
    for (const id of this.placedTileIds()) {
      const occupant = this.occupantOfTile(id);
      if (occupant) result.push({ ...occupant, color: PLAYER_COLORS[at(this.data, tileEntry(id, PLACER))] });
    }
    return result;
  }

  /** Number of occupants of a kind a player has on the board. */
  occupantCount(color: PlayerColor, kind: OccupantKind): number {
    const c = PLAYER_COLORS.indexOf(color);
    return at(this.data, (kind === 'PAWN' ? PAWNS_OUT : HUTS_OUT) + c);
  }

  /** Pawns on the board of a colour index. */
  pawnsOut(colorIndex: number): number {
    return at(this.data, PAWNS_OUT + colorIndex);
  }

  /** Huts on the board of a colour index. */
  hutsOut(colorIndex: number): number {
    return at(this.data, HUTS_OUT + colorIndex);
  }

  /**
   * Packed occupant counts (3 bits per colour) of the area an occupant of this kind
   * would join on this zone: pawns in land areas, huts in river systems.
   */
  packedOccupantsFor(kind: OccupantKind, zoneId: number): number {
    if (kind === 'PAWN') return at(this.data, zoneEntry(LAND, find(this.data, LAND, LAND_INDEX[zoneId]), OCC));
    return at(this.data, zoneEntry(WATER, find(this.data, WATER, WATER_INDEX[zoneId]), OCC));
  }

  /** The board with an occupant added to its tile (owned by the tile's placer). */
  withOccupant(occupant: Occupant): Board {
    const tileId = tileIdOfZone(occupant.zoneId);
    const color = at(this.data, tileEntry(tileId, PLACER));
    if (at(this.data, tileEntry(tileId, CELL)) < 0 || color < 0) throw new Error(`no placed tile for zone ${occupant.zoneId}`);
    if (at(this.data, tileEntry(tileId, OCCUPANT)) >= 0) throw new Error(`tile ${tileId} is already occupied`);
    const w = new ChunkWriter(this.data);
    w.set(tileEntry(tileId, OCCUPANT), (occupant.zoneId % 10) * 2 + (occupant.kind === 'HUT' ? 1 : 0));
    const unit = 1 << (3 * color);
    if (occupant.kind === 'PAWN') {
      w.add(zoneEntry(LAND, find(w.chunks, LAND, LAND_INDEX[occupant.zoneId]), OCC), unit);
      w.add(PAWNS_OUT + color, 1);
    } else {
      w.add(zoneEntry(WATER, find(w.chunks, WATER, WATER_INDEX[occupant.zoneId]), OCC), unit);
      w.add(HUTS_OUT + color, 1);
    }
    return new Board(w.chunks);
  }

  /** The board without the occupant of a tile (nothing changes if it has none). */
  withoutOccupantOfTile(tileId: number): Board {
    if (at(this.data, tileEntry(tileId, OCCUPANT)) < 0) return this;
    const w = new ChunkWriter(this.data);
    removeOccupant(w, tileId);
    return new Board(w.chunks);
  }

  /** The board without the pawns in the given closed forests and rivers (huts stay). */
  withoutPawnsIn(areas: readonly Area[]): Board {
    if (areas.length === 0) return this;
    const w = new ChunkWriter(this.data);
    for (const area of areas) {
      for (const zoneId of area.zoneIds) {
        const tileId = tileIdOfZone(zoneId);
        const v = w.get(tileEntry(tileId, OCCUPANT));
        if (v >= 0 && (v & 1) === 0 && v >> 1 === zoneId % 10) removeOccupant(w, tileId);
      }
    }
    return new Board(w.chunks);
  }

  // ---- areas ----

  /** Root (dense index) of the land area holding a meadow, forest or river zone. */
  landRoot(zoneId: number): number {
    return find(this.data, LAND, LAND_INDEX[zoneId]);
  }

  /** Root (dense index) of the river system holding a river or lake zone. */
  waterRoot(zoneId: number): number {
    return find(this.data, WATER, WATER_INDEX[zoneId]);
  }

  /** Open connections of the land area with this root. */
  landOpen(root: number): number {
    return at(this.data, zoneEntry(LAND, root, OPEN));
  }

  /** Packed pawns of the land area with this root. */
  landOccupants(root: number): number {
    return at(this.data, zoneEntry(LAND, root, OCC));
  }

  /** Packed huts of the river system with this root. */
  waterOccupants(root: number): number {
    return at(this.data, zoneEntry(WATER, root, OCC));
  }

  /** Whether the zone lies on the board. */
  hasZone(zoneId: number): boolean {
    const li = LAND_INDEX[zoneId];
    if (li >= 0) return at(this.data, zoneEntry(LAND, li, PARENT)) >= 0;
    const wi = WATER_INDEX[zoneId];
    return wi >= 0 && at(this.data, zoneEntry(WATER, wi, PARENT)) >= 0;
  }

  /** The area of a partition holding a zone, or null if the zone is not on the board or not of that partition. */
  area(kind: PartitionKind, zoneId: number): Area | null {
    const zone = TILES[tileIdOfZone(zoneId)]?.zones.find((z) => z.id === zoneId);
    if (!zone || !partitionOf(zone, kind) || !this.hasZone(zoneId)) return null;
    return this.areaOfRoot(kind, kind === 'riverSystem' ? this.waterRoot(zoneId) : this.landRoot(zoneId));
  }

  /** Every area of a partition, ordered by their smallest zone id. */
  areas(kind: PartitionKind): Area[] {
    // Zones in ascending id order: each area is met first at its smallest zone.
    const water = kind === 'riverSystem';
    const seen = new Uint8Array(water ? WATER_COUNT : LAND_COUNT);
    const result: Area[] = [];
    for (let tileId = 0; tileId < TILES.length; tileId++) {
      if (at(this.data, tileEntry(tileId, CELL)) < 0) continue;
      for (const zone of ZONES_BY_ID[tileId]) {
        if (!partitionOf(zone, kind)) continue;
        const root = water ? this.waterRoot(zone.id) : this.landRoot(zone.id);
        if (seen[root] === 0) {
          seen[root] = 1;
          result.push(this.areaOfRoot(kind, root));
        }
      }
    }
    return result;
  }

  /** The area of a partition with a given root. */
  areaOfRoot(kind: PartitionKind, root: number): Area {
    const water = kind === 'riverSystem';
    const part = water ? WATER : LAND;
    const ids = water ? WATER_ZONE : LAND_ZONE;
    const zoneIds: number[] = [];
    let i = root;
    do {
      zoneIds.push(ids[i]);
      i = at(this.data, zoneEntry(part, i, NEXT));
    } while (i !== root);
    return this.makeArea(kind, root, zoneIds);
  }

  private makeArea(kind: PartitionKind, root: number, zoneIds: number[]): Area {
    const part = kind === 'riverSystem' ? WATER : LAND;
    return {
      kind,
      zoneIds: sortNumbers(zoneIds),
      occupants: unpackColors(at(this.data, zoneEntry(part, root, OCC))),
      openConnections: at(this.data, zoneEntry(part, root, OPEN)),
    };
  }

  /** Forest areas closed by the last placed tile. */
  forestsClosedByLastTile(): Area[] {
    return this.closedByLastTile('forest');
  }

  /** River areas closed by the last placed tile. */
  riversClosedByLastTile(): Area[] {
    return this.closedByLastTile('river');
  }

  private closedByLastTile(kind: 'forest' | 'river'): Area[] {
    const id = this.lastPlacedTileId();
    if (id < 0) return [];
    const roots: number[] = [];
    for (const zone of TILES[id].zones) {
      if (zone.type !== kind) continue;
      const root = this.landRoot(zone.id);
      if (at(this.data, zoneEntry(LAND, root, OPEN)) === 0 && !roots.includes(root)) roots.push(root);
    }
    return roots.map((root) => this.areaOfRoot(kind, root));
  }

  /**
   * The meadow adjacent to a trap: the zones of the trap's meadow area that lie on the
   * trap's tile or its 8 neighbours, with every occupant of the whole meadow and, for
   * simplicity, no open connection.
   */
  adjacentMeadow(pos: Pos, meadowZoneId: number): Area {
    const root = this.landRoot(meadowZoneId);
    const zoneIds: number[] = [];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (!onBoard(pos.x + dx, pos.y + dy)) continue;
        const id = this.tileIdAtCell(cellIndex(pos.x + dx, pos.y + dy));
        if (id < 0) continue;
        for (const zone of TILES[id].zones) if (zone.type === 'meadow' && this.landRoot(zone.id) === root) zoneIds.push(zone.id);
      }
    }
    return {
      kind: 'meadow',
      zoneIds: sortNumbers(zoneIds),
      occupants: unpackColors(at(this.data, zoneEntry(LAND, root, OCC))),
      openConnections: 0,
    };
  }

  // ---- cancelled animals ----

  /** Whether an animal is cancelled. */
  isCancelled(animalId: number): boolean {
    const i = ANIMAL_INDEX[animalId];
    return i >= 0 && ((at(this.data, CANCELLED + (i >> 4)) >> (i & 15)) & 1) === 1;
  }

  /** Ids of the cancelled animals, ascending. */
  cancelledAnimals(): Set<number> {
    const result: number[] = [];
    for (let i = 0; i < ANIMAL_COUNT; i++) if ((at(this.data, CANCELLED + (i >> 4)) >> (i & 15)) & 1) result.push(ANIMALS[i].id);
    return new Set(result.sort((a, b) => a - b));
  }

  /** The board with more cancelled animals. */
  withMoreCancelledAnimals(animalIds: Iterable<number>): Board {
    const w = new ChunkWriter(this.data);
    for (const id of animalIds) {
      const i = ANIMAL_INDEX[id];
      if (i < 0) throw new Error(`unknown animal ${id}`);
      w.set(CANCELLED + (i >> 4), w.get(CANCELLED + (i >> 4)) | (1 << (i & 15)));
    }
    return new Board(w.chunks);
  }

  // ---- comparison ----

  /** Whether two boards hold the same tiles, occupants, areas and cancelled animals. */
  equals(that: Board): boolean {
    if (this === that) return true;
    // Union-find parents may differ in shape for the same partitions: compare the areas instead.
    for (const [from, to] of [[CELLS, LAND], [TILE, SIZE]]) {
      for (let i = from; i < to; i++) if (at(this.data, i) !== at(that.data, i)) return false;
    }
    for (const kind of ['forest', 'meadow', 'river', 'riverSystem'] as const) {
      if (JSON.stringify(this.areas(kind)) !== JSON.stringify(that.areas(kind))) return false;
    }
    return true;
  }
}

function removeOccupant(w: ChunkWriter, tileId: number): void {
  const v = w.get(tileEntry(tileId, OCCUPANT));
  const color = w.get(tileEntry(tileId, PLACER));
  const zoneId = tileId * 10 + (v >> 1);
  const unit = 1 << (3 * color);
  if (v & 1) {
    w.add(zoneEntry(WATER, find(w.chunks, WATER, WATER_INDEX[zoneId]), OCC), -unit);
    w.add(HUTS_OUT + color, -1);
  } else {
    w.add(zoneEntry(LAND, find(w.chunks, LAND, LAND_INDEX[zoneId]), OCC), -unit);
    w.add(PAWNS_OUT + color, -1);
  }
  w.set(tileEntry(tileId, OCCUPANT), -1);
}
