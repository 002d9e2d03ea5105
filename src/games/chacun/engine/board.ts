import * as basics from './basics.ts';
import type { PlayerColor, Pos, Rotation } from './basics.ts';
import type { Area, PartitionKind } from './area.ts';
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

// Layout of the board's single Int16Array (copied whole by every derivation).
const CELLS = 0; // per cell: -1, or tile id × 4 + rotation
const LAND_PARENT = CELLS + CELL_COUNT; // per land zone: -1 if not on the board, else union-find parent
const LAND_OPEN = LAND_PARENT + LAND_COUNT; // at roots: open connections
const LAND_OCC = LAND_OPEN + LAND_COUNT; // at roots: pawns, 3 bits per colour
const LAND_NEXT = LAND_OCC + LAND_COUNT; // per land zone: the next zone of its area (a cycle per area)
const WATER_PARENT = LAND_NEXT + LAND_COUNT;
const WATER_OPEN = WATER_PARENT + WATER_COUNT;
const WATER_OCC = WATER_OPEN + WATER_COUNT; // at roots: huts, 3 bits per colour
const WATER_NEXT = WATER_OCC + WATER_COUNT; // per water zone: the next zone of its river system
const TILE_CELL = WATER_NEXT + WATER_COUNT; // per tile: -1 or its cell
const TILE_PLACER = TILE_CELL + TILES.length; // per tile: -1 or the placer's colour index
const TILE_OCCUPANT = TILE_PLACER + TILES.length; // per tile: -1, or local zone × 2 + (0 pawn, 1 hut)
const ORDER = TILE_OCCUPANT + TILES.length; // tile ids in placement order
const COUNT = ORDER + TILES.length; // number of placed tiles
const PAWNS_OUT = COUNT + 1; // per colour
const HUTS_OUT = PAWNS_OUT + PLAYER_COLORS.length; // per colour
const CANCELLED = HUTS_OUT + PLAYER_COLORS.length; // bit set over dense animal indices
const INSERTION = CANCELLED + Math.ceil(ANIMAL_COUNT / 16); // bit set over cells: the insertion positions
const INSERTION_WORDS = Math.ceil(CELL_COUNT / 16);
const SIZE = INSERTION + INSERTION_WORDS;

/** Packed side kinds by tile id × 4 + rotation, as stored in cells. */
const PACKED_SIDES = new Int32Array(TILES.length * 4);
TILES.forEach((tile) => tile.packedSides.forEach((bits, r) => (PACKED_SIDES[tile.id * 4 + r] = bits)));

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

function find(data: Int16Array, base: number, index: number): number {
  let i = index;
  let parent = data[base + i];
  while (parent !== i) {
    const grand = data[base + parent];
    data[base + i] = grand; // path halving: invisible to readers, shortens later searches
    i = grand;
    parent = data[base + i];
  }
  return i;
}

function union(data: Int16Array, parentBase: number, openBase: number, occBase: number, a: number, b: number): void {
  const ra = find(data, parentBase, a);
  const rb = find(data, parentBase, b);
  if (ra === rb) {
    data[openBase + ra] -= 2;
    return;
  }
  // Splice the two member cycles into one (the next-array follows the occupant array).
  const nextBase = occBase + (parentBase === LAND_PARENT ? LAND_COUNT : WATER_COUNT);
  const t = data[nextBase + ra];
  data[nextBase + ra] = data[nextBase + rb];
  data[nextBase + rb] = t;
  data[parentBase + rb] = ra;
  data[openBase + ra] += data[openBase + rb] - 2;
  data[occBase + ra] += data[occBase + rb];
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
 * animals. Immutable: every derivation copies one small typed array.
 */
export class Board {
  private constructor(private readonly data: Int16Array) {}

  /** The empty board, without even the start tile. */
  static readonly EMPTY: Board = (() => {
    const data = new Int16Array(SIZE);
    data.fill(-1, CELLS, CELLS + CELL_COUNT);
    data.fill(-1, LAND_PARENT, LAND_PARENT + LAND_COUNT);
    data.fill(-1, WATER_PARENT, WATER_PARENT + WATER_COUNT);
    data.fill(-1, TILE_CELL, ORDER);
    return new Board(data);
  })();

  // ---- tiles ----

  /** Number of tiles on the board. */
  get tileCount(): number {
    return this.data[COUNT];
  }

  /** Ids of the placed tiles in placement order. */
  placedTileIds(): number[] {
    return Array.from(this.data.subarray(ORDER, ORDER + this.data[COUNT]));
  }

  /** Id of the last placed tile, or -1 on an empty board. */
  lastPlacedTileId(): number {
    const n = this.data[COUNT];
    return n === 0 ? -1 : this.data[ORDER + n - 1];
  }

  /** The last placed tile, or null on an empty board. */
  lastPlacedTile(): PlacedTile | null {
    const id = this.lastPlacedTileId();
    return id < 0 ? null : this.tileWithId(id);
  }

  /** Whether the tile with this id is on the board. */
  hasTile(tileId: number): boolean {
    return this.data[TILE_CELL + tileId] >= 0;
  }

  /** Id of the tile in a cell, or -1. */
  tileIdAtCell(cell: number): number {
    const v = this.data[CELLS + cell];
    return v < 0 ? -1 : v >> 2;
  }

  /** Rotation index of the tile in a cell (meaningless if the cell is empty). */
  rotationAtCell(cell: number): number {
    return this.data[CELLS + cell] & 3;
  }

  /** The tile at a position, or null (also off the board). */
  tileAt(pos: Pos): PlacedTile | null {
    if (!onBoard(pos.x, pos.y)) return null;
    const id = this.tileIdAtCell(cellIndex(pos.x, pos.y));
    return id < 0 ? null : this.tileWithId(id);
  }

  /** The placed tile with this id, or null if it is not on the board. */
  tileWithId(tileId: number): PlacedTile | null {
    const cell = this.data[TILE_CELL + tileId];
    if (cell === undefined || cell < 0) return null;
    const placer = this.data[TILE_PLACER + tileId];
    return {
      tile: TILES[tileId],
      rotation: ROTATIONS[this.data[CELLS + cell] & 3],
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
    return this.data[TILE_CELL + tileId];
  }

  /** Colour index of a tile's placer, or -1 (start tile, or not placed). */
  placerIndexOf(tileId: number): number {
    return this.data[TILE_PLACER + tileId];
  }

  // ---- placing ----

  /** Insertion positions (empty cells next to a tile) as cell indices, ascending. */
  insertionCells(): number[] {
    const cells: number[] = [];
    const data = this.data;
    for (let w = 0; w < INSERTION_WORDS; w++) {
      let bits = data[INSERTION + w] & 0xffff;
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
    return ((this.data[INSERTION + (cell >> 4)] >> (cell & 15)) & 1) === 1;
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
    const data = this.data;
    if (data[CELLS + cell] >= 0) return 0;
    let care = 0;
    let want = 0;
    for (let d = 0; d < 4; d++) {
      const next = NEIGHBOUR[cell * 4 + d];
      if (next < 0) continue;
      const v = data[CELLS + next];
      if (v < 0) continue;
      care |= 3 << (2 * d);
      want |= ((PACKED_SIDES[v] >> (2 * ((d + 2) & 3))) & 3) << (2 * d);
    }
    if (care === 0) return 0;
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
    for (let w = 0; w < INSERTION_WORDS; w++) {
      let bits = data[INSERTION + w] & 0xffff;
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
    const data = this.data.slice();
    const r = rotationIndex(rotation);
    const cell = cellIndex(pos.x, pos.y);
    const id = tile.id;
    data[CELLS + cell] = id * 4 + r;
    data[TILE_CELL + id] = cell;
    data[TILE_PLACER + id] = placer === null ? -1 : PLAYER_COLORS.indexOf(placer);
    data[ORDER + data[COUNT]] = id;
    data[COUNT]++;
    data[INSERTION + (cell >> 4)] &= ~(1 << (cell & 15));
    for (let d = 0; d < 4; d++) {
      const next = NEIGHBOUR[cell * 4 + d];
      if (next >= 0 && data[CELLS + next] < 0) data[INSERTION + (next >> 4)] |= 1 << (next & 15);
    }

    // The tile's own areas: one per zone, then rivers joined to their lake in the water partition.
    const setup = ZONE_SETUP[id];
    for (let i = 0; i < setup.length; i += 4) {
      const li = setup[i];
      if (li >= 0) {
        data[LAND_PARENT + li] = li;
        data[LAND_OPEN + li] = setup[i + 1];
        data[LAND_OCC + li] = 0;
        data[LAND_NEXT + li] = li;
      }
      const wi = setup[i + 2];
      if (wi >= 0) {
        data[WATER_PARENT + wi] = wi;
        data[WATER_OPEN + wi] = setup[i + 3];
        data[WATER_OCC + wi] = 0;
        data[WATER_NEXT + wi] = wi;
      }
    }
    const links = LAKE_LINKS[id];
    for (let i = 0; i < links.length; i += 2) union(data, WATER_PARENT, WATER_OPEN, WATER_OCC, links[i], links[i + 1]);

    // Join with the neighbours.
    for (let d = 0; d < 4; d++) {
      const next = NEIGHBOUR[cell * 4 + d];
      if (next < 0) continue;
      const v = data[CELLS + next];
      if (v < 0) continue;
      const mine = rotatedSide(tile, r, d);
      const theirs = rotatedSide(TILES[v >> 2], v & 3, (d + 2) & 3);
      if (mine.kind !== theirs.kind) throw new Error(`tile ${id} does not fit at (${pos.x}, ${pos.y})`);
      if (mine.kind === 'river') {
        const [a1, ar, a2] = mine.zones;
        const [b1, br, b2] = theirs.zones as readonly [number, number, number];
        union(data, LAND_PARENT, LAND_OPEN, LAND_OCC, LAND_INDEX[a1], LAND_INDEX[b2]);
        union(data, LAND_PARENT, LAND_OPEN, LAND_OCC, LAND_INDEX[a2], LAND_INDEX[b1]);
        union(data, LAND_PARENT, LAND_OPEN, LAND_OCC, LAND_INDEX[ar], LAND_INDEX[br]);
        union(data, WATER_PARENT, WATER_OPEN, WATER_OCC, WATER_INDEX[ar], WATER_INDEX[br]);
      } else {
        union(data, LAND_PARENT, LAND_OPEN, LAND_OCC, LAND_INDEX[mine.zones[0]], LAND_INDEX[theirs.zones[0]]);
      }
    }
    return new Board(data);
  }

  // ---- occupants ----

  /** The occupant of a placed tile, or null. */
  occupantOfTile(tileId: number): Occupant | null {
    const v = this.data[TILE_OCCUPANT + tileId];
    if (v < 0) return null;
    return { kind: v & 1 ? 'HUT' : 'PAWN', zoneId: tileId * 10 + (v >> 1) };
  }

  /** Every occupant on the board with its owner, in placement order of their tiles. */
  occupants(): BoardOccupant[] {
    const result: BoardOccupant[] = [];
    for (const id of this.placedTileIds()) {
      const occupant = this.occupantOfTile(id);
      if (occupant) result.push({ ...occupant, color: PLAYER_COLORS[this.data[TILE_PLACER + id]] });
    }
    return result;
  }

  /** Number of occupants of a kind a player has on the board. */
  occupantCount(color: PlayerColor, kind: OccupantKind): number {
    const c = PLAYER_COLORS.indexOf(color);
    return this.data[(kind === 'PAWN' ? PAWNS_OUT : HUTS_OUT) + c];
  }

  /** Pawns on the board of a colour index. */
  pawnsOut(colorIndex: number): number {
    return this.data[PAWNS_OUT + colorIndex];
  }

  /** Huts on the board of a colour index. */
  hutsOut(colorIndex: number): number {
    return this.data[HUTS_OUT + colorIndex];
  }

  /**
   * Packed occupant counts (3 bits per colour) of the area an occupant of this kind
   * would join on this zone: pawns in land areas, huts in river systems.
   */
  packedOccupantsFor(kind: OccupantKind, zoneId: number): number {
    if (kind === 'PAWN') return this.data[LAND_OCC + find(this.data, LAND_PARENT, LAND_INDEX[zoneId])];
    return this.data[WATER_OCC + find(this.data, WATER_PARENT, WATER_INDEX[zoneId])];
  }

  /** The board with an occupant added to its tile (owned by the tile's placer). */
  withOccupant(occupant: Occupant): Board {
    const tileId = tileIdOfZone(occupant.zoneId);
    const color = this.data[TILE_PLACER + tileId];
    if (this.data[TILE_CELL + tileId] < 0 || color < 0) throw new Error(`no placed tile for zone ${occupant.zoneId}`);
    if (this.data[TILE_OCCUPANT + tileId] >= 0) throw new Error(`tile ${tileId} is already occupied`);
    const data = this.data.slice();
    data[TILE_OCCUPANT + tileId] = (occupant.zoneId % 10) * 2 + (occupant.kind === 'HUT' ? 1 : 0);
    const unit = 1 << (3 * color);
    if (occupant.kind === 'PAWN') {
      data[LAND_OCC + find(data, LAND_PARENT, LAND_INDEX[occupant.zoneId])] += unit;
      data[PAWNS_OUT + color]++;
    } else {
      data[WATER_OCC + find(data, WATER_PARENT, WATER_INDEX[occupant.zoneId])] += unit;
      data[HUTS_OUT + color]++;
    }
    return new Board(data);
  }

  /** The board without the occupant of a tile (nothing changes if it has none). */
  withoutOccupantOfTile(tileId: number): Board {
    if (this.data[TILE_OCCUPANT + tileId] < 0) return this;
    const data = this.data.slice();
    removeOccupant(data, tileId);
    return new Board(data);
  }

  /** The board without the pawns in the given closed forests and rivers (huts stay). */
  withoutPawnsIn(areas: readonly Area[]): Board {
    if (areas.length === 0) return this;
    const data = this.data.slice();
    const roots = new Set(areas.map((area) => find(data, LAND_PARENT, LAND_INDEX[area.zoneIds[0]])));
    const n = data[COUNT];
    for (let i = 0; i < n; i++) {
      const id = data[ORDER + i];
      const v = data[TILE_OCCUPANT + id];
      if (v < 0 || v & 1) continue;
      if (roots.has(find(data, LAND_PARENT, LAND_INDEX[id * 10 + (v >> 1)]))) removeOccupant(data, id);
    }
    return new Board(data);
  }

  // ---- areas ----

  /** Root (dense index) of the land area holding a meadow, forest or river zone. */
  landRoot(zoneId: number): number {
    return find(this.data, LAND_PARENT, LAND_INDEX[zoneId]);
  }

  /** Root (dense index) of the river system holding a river or lake zone. */
  waterRoot(zoneId: number): number {
    return find(this.data, WATER_PARENT, WATER_INDEX[zoneId]);
  }

  /** Open connections of the land area with this root. */
  landOpen(root: number): number {
    return this.data[LAND_OPEN + root];
  }

  /** Packed pawns of the land area with this root. */
  landOccupants(root: number): number {
    return this.data[LAND_OCC + root];
  }

  /** Packed huts of the river system with this root. */
  waterOccupants(root: number): number {
    return this.data[WATER_OCC + root];
  }

  /** Whether the zone lies on the board. */
  hasZone(zoneId: number): boolean {
    const li = LAND_INDEX[zoneId];
    if (li >= 0) return this.data[LAND_PARENT + li] >= 0;
    const wi = WATER_INDEX[zoneId];
    return wi >= 0 && this.data[WATER_PARENT + wi] >= 0;
  }

  /** The area of a partition holding a zone, or null if the zone is not on the board or not of that partition. */
  area(kind: PartitionKind, zoneId: number): Area | null {
    const zone = TILES[tileIdOfZone(zoneId)]?.zones.find((z) => z.id === zoneId);
    if (!zone || !partitionOf(zone, kind) || !this.hasZone(zoneId)) return null;
    return this.areaOfRoot(kind, kind === 'riverSystem' ? this.waterRoot(zoneId) : this.landRoot(zoneId));
  }

  /** Every area of a partition, ordered by their smallest zone id. */
  areas(kind: PartitionKind): Area[] {
    const water = kind === 'riverSystem';
    const zones = this.zonesOfPartition(kind);
    const byRoot = new Map<number, number[]>();
    for (const zoneId of zones) {
      const root = water ? this.waterRoot(zoneId) : this.landRoot(zoneId);
      let list = byRoot.get(root);
      if (!list) byRoot.set(root, (list = []));
      list.push(zoneId);
    }
    const result: Area[] = [];
    for (const [root, zoneIds] of byRoot) result.push(this.makeArea(kind, root, zoneIds));
    return result.sort((a, b) => a.zoneIds[0] - b.zoneIds[0]);
  }

  /** The area of a partition with a given root. */
  areaOfRoot(kind: PartitionKind, root: number): Area {
    const water = kind === 'riverSystem';
    const next = water ? WATER_NEXT : LAND_NEXT;
    const ids = water ? WATER_ZONE : LAND_ZONE;
    const zoneIds: number[] = [];
    let i = root;
    do {
      zoneIds.push(ids[i]);
      i = this.data[next + i];
    } while (i !== root);
    return this.makeArea(kind, root, zoneIds);
  }

  private makeArea(kind: PartitionKind, root: number, zoneIds: number[]): Area {
    const water = kind === 'riverSystem';
    return {
      kind,
      zoneIds: zoneIds.sort((a, b) => a - b),
      occupants: unpackColors(this.data[(water ? WATER_OCC : LAND_OCC) + root]),
      openConnections: this.data[(water ? WATER_OPEN : LAND_OPEN) + root],
    };
  }

  private zonesOfPartition(kind: PartitionKind): number[] {
    const result: number[] = [];
    const n = this.data[COUNT];
    for (let i = 0; i < n; i++) {
      for (const zone of TILES[this.data[ORDER + i]].zones) if (partitionOf(zone, kind)) result.push(zone.id);
    }
    return result;
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
      if (this.data[LAND_OPEN + root] === 0 && !roots.includes(root)) roots.push(root);
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
      zoneIds: zoneIds.sort((a, b) => a - b),
      occupants: unpackColors(this.data[LAND_OCC + root]),
      openConnections: 0,
    };
  }

  // ---- cancelled animals ----

  /** Whether an animal is cancelled. */
  isCancelled(animalId: number): boolean {
    const i = ANIMAL_INDEX[animalId];
    return i >= 0 && ((this.data[CANCELLED + (i >> 4)] >> (i & 15)) & 1) === 1;
  }

  /** Ids of the cancelled animals, ascending. */
  cancelledAnimals(): Set<number> {
    const result: number[] = [];
    for (let i = 0; i < ANIMAL_COUNT; i++) if ((this.data[CANCELLED + (i >> 4)] >> (i & 15)) & 1) result.push(ANIMALS[i].id);
    return new Set(result.sort((a, b) => a - b));
  }

  /** The board with more cancelled animals. */
  withMoreCancelledAnimals(animalIds: Iterable<number>): Board {
    const data = this.data.slice();
    for (const id of animalIds) {
      const i = ANIMAL_INDEX[id];
      if (i < 0) throw new Error(`unknown animal ${id}`);
      data[CANCELLED + (i >> 4)] |= 1 << (i & 15);
    }
    return new Board(data);
  }

  // ---- comparison ----

  /** Whether two boards hold the same tiles, occupants, areas and cancelled animals. */
  equals(that: Board): boolean {
    if (this === that) return true;
    // Union-find parents may differ in shape for the same partitions: compare the areas instead.
    for (const [from, to] of [[CELLS, LAND_PARENT], [TILE_CELL, SIZE]]) {
      for (let i = from; i < to; i++) if (this.data[i] !== that.data[i]) return false;
    }
    for (const kind of ['forest', 'meadow', 'river', 'riverSystem'] as const) {
      if (JSON.stringify(this.areas(kind)) !== JSON.stringify(that.areas(kind))) return false;
    }
    return true;
  }
}

function removeOccupant(data: Int16Array, tileId: number): void {
  const v = data[TILE_OCCUPANT + tileId];
  const color = data[TILE_PLACER + tileId];
  const zoneId = tileId * 10 + (v >> 1);
  const unit = 1 << (3 * color);
  if (v & 1) {
    data[WATER_OCC + find(data, WATER_PARENT, WATER_INDEX[zoneId])] -= unit;
    data[HUTS_OUT + color]--;
  } else {
    data[LAND_OCC + find(data, LAND_PARENT, LAND_INDEX[zoneId])] -= unit;
    data[PAWNS_OUT + color]--;
  }
  data[TILE_OCCUPANT + tileId] = -1;
}
