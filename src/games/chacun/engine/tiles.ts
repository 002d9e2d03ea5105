import { TILE_TABLE } from './tile-table.ts';

/** The kinds of tile: the start tile, the normal deck and the menhir deck. */
export const TILE_KINDS = ['START', 'NORMAL', 'MENHIR'] as const;
/** A kind of tile. */
export type TileKind = (typeof TILE_KINDS)[number];

/** The kinds of animal living in meadows. */
export const ANIMAL_KINDS = ['MAMMOTH', 'AUROCHS', 'DEER', 'TIGER'] as const;
/** A kind of animal. */
export type AnimalKind = (typeof ANIMAL_KINDS)[number];

/** The kinds of forest. */
export const FOREST_KINDS = ['PLAIN', 'WITH_MENHIR', 'WITH_MUSHROOMS'] as const;
/** A kind of forest. */
export type ForestKind = (typeof FOREST_KINDS)[number];

/** The special powers of meadows. */
export const MEADOW_POWERS = ['SHAMAN', 'HUNTING_TRAP', 'PIT_TRAP', 'WILD_FIRE'] as const;
/** A special power of a meadow. */
export type MeadowPower = (typeof MEADOW_POWERS)[number];
/** The special powers of lakes. */
export const LAKE_POWERS = ['LOGBOAT', 'RAFT'] as const;
/** A special power of a lake. */
export type LakePower = (typeof LAKE_POWERS)[number];
/** Any special power. */
export type SpecialPower = MeadowPower | LakePower;

/** An animal, identified by zone id × 10 + its number in the meadow. */
export interface Animal {
  readonly id: number;
  readonly kind: AnimalKind;
}

/** A meadow zone. */
export interface MeadowZone {
  readonly type: 'meadow';
  readonly id: number;
  readonly animals: readonly Animal[];
  readonly power: MeadowPower | null;
}
/** A forest zone. */
export interface ForestZone {
  readonly type: 'forest';
  readonly id: number;
  readonly kind: ForestKind;
}
/** A river zone, maybe flowing into a lake of the same tile. */
export interface RiverZone {
  readonly type: 'river';
  readonly id: number;
  readonly fish: number;
  readonly lakeId: number | null;
}
/** A lake zone; lakes never touch a side. */
export interface LakeZone {
  readonly type: 'lake';
  readonly id: number;
  readonly fish: number;
  readonly power: LakePower | null;
}
/** Any zone; its id is tile id × 10 + local number (0..7 side zones, 8..9 lakes). */
export type Zone = MeadowZone | ForestZone | RiverZone | LakeZone;
/** The type of a zone. */
export type ZoneType = Zone['type'];
/** A water zone (river or lake). */
export type WaterZone = RiverZone | LakeZone;

/** The kinds of tile side. */
export const SIDE_KINDS = ['meadow', 'forest', 'river'] as const;
/** A kind of tile side. */
export type SideKind = (typeof SIDE_KINDS)[number];

/** A side of a tile: one meadow, one forest, or meadow | river | meadow clockwise. */
export type TileSide =
  | { readonly kind: 'meadow'; readonly zones: readonly [number] }
  | { readonly kind: 'forest'; readonly zones: readonly [number] }
  | { readonly kind: 'river'; readonly zones: readonly [number, number, number] };

/** A tile with its sides (north, east, south, west, unrotated) and zones. */
export interface Tile {
  readonly id: number;
  readonly kind: TileKind;
  readonly sides: readonly [TileSide, TileSide, TileSide, TileSide];
  readonly zones: readonly Zone[];
  /** Per rotation, the kinds of the sides facing N, E, S, W, 2 bits each (meadow 0, forest 1, river 2). */
  readonly packedSides: readonly [number, number, number, number];
  /** The zone with a special power, if any. */
  readonly powerZone: Zone | null;
}

/** Id of the start tile. */
export const START_TILE_ID = 56;
/** Number of tiles in the game. */
export const TILE_COUNT = 95;
/** One past the largest zone id. */
export const ZONE_ID_LIMIT = TILE_COUNT * 10;

/** Tile id of a zone id. */
export function tileIdOfZone(zoneId: number): number {
  return Math.floor(zoneId / 10);
}

/** Local number (0..9) of a zone id. */
export function localOfZone(zoneId: number): number {
  return zoneId % 10;
}

/** Zone id of an animal id. */
export function zoneIdOfAnimal(animalId: number): number {
  return Math.floor(animalId / 10);
}

const ANIMAL_LETTERS: Record<string, AnimalKind> = { M: 'MAMMOTH', A: 'AUROCHS', D: 'DEER', T: 'TIGER' };
const POWER_WORDS: Record<string, SpecialPower> = {
  shaman: 'SHAMAN',
  huntingTrap: 'HUNTING_TRAP',
  pitTrap: 'PIT_TRAP',
  wildFire: 'WILD_FIRE',
  logboat: 'LOGBOAT',
  raft: 'RAFT',
};
const KIND_LETTERS: Record<string, TileKind> = { S: 'START', N: 'NORMAL', M: 'MENHIR' };

function parseZone(tileId: number, spec: string): Zone {
  const match = /^(\d):([mfrl])([^!]*)(?:!(\w+))?$/.exec(spec);
  if (!match) throw new Error(`tile ${tileId}: bad zone '${spec}'`);
  const [, local, type, body, powerWord] = match;
  const id = tileId * 10 + Number(local);
  const power = powerWord === undefined ? null : POWER_WORDS[powerWord];
  if (power === undefined) throw new Error(`tile ${tileId}: bad power '${powerWord}'`);
  switch (type) {
    case 'm': {
      const animals = [...body].map((letter, n) => {
        const kind = ANIMAL_LETTERS[letter];
        if (!kind) throw new Error(`tile ${tileId}: bad animal '${letter}'`);
        return { id: id * 10 + n, kind };
      });
      if (power === 'LOGBOAT' || power === 'RAFT') throw new Error(`tile ${tileId}: lake power on a meadow`);
      return { type: 'meadow', id, animals, power };
    }
    case 'f': {
      const kind: ForestKind = body === '*' ? 'WITH_MENHIR' : body === '@' ? 'WITH_MUSHROOMS' : 'PLAIN';
      if (body !== '' && body !== '*' && body !== '@') throw new Error(`tile ${tileId}: bad forest '${spec}'`);
      return { type: 'forest', id, kind };
    }
    case 'r': {
      const river = /^(\d+)(?:>(\d))?$/.exec(body);
      if (!river) throw new Error(`tile ${tileId}: bad river '${spec}'`);
      return { type: 'river', id, fish: Number(river[1]), lakeId: river[2] === undefined ? null : tileId * 10 + Number(river[2]) };
    }
    default: {
      if (power !== null && power !== 'LOGBOAT' && power !== 'RAFT') throw new Error(`tile ${tileId}: meadow power on a lake`);
      return { type: 'lake', id, fish: Number(body), power };
    }
  }
}

function parseSide(tileId: number, spec: string, zones: ReadonlyMap<number, Zone>): TileSide {
  const kindLetter = spec[0];
  const ids = spec.slice(1).split('.').map((local) => tileId * 10 + Number(local));
  const expect = (id: number, type: ZoneType): number => {
    if (zones.get(id)?.type !== type) throw new Error(`tile ${tileId}: side '${spec}' needs a ${type} zone ${id}`);
    return id;
  };
  if (kindLetter === 'm' && ids.length === 1) return { kind: 'meadow', zones: [expect(ids[0], 'meadow')] };
  if (kindLetter === 'f' && ids.length === 1) return { kind: 'forest', zones: [expect(ids[0], 'forest')] };
  if (kindLetter === 'r' && ids.length === 3) {
    return { kind: 'river', zones: [expect(ids[0], 'meadow'), expect(ids[1], 'river'), expect(ids[2], 'meadow')] };
  }
  throw new Error(`tile ${tileId}: bad side '${spec}'`);
}

function packSides(sides: readonly TileSide[]): [number, number, number, number] {
  const kinds = sides.map((side) => SIDE_KINDS.indexOf(side.kind));
  const packed: [number, number, number, number] = [0, 0, 0, 0];
  for (let rotation = 0; rotation < 4; rotation++) {
    let bits = 0;
    for (let direction = 0; direction < 4; direction++) bits |= kinds[(direction - rotation + 4) % 4] << (2 * direction);
    packed[rotation] = bits;
  }
  return packed;
}

function parseTile([id, kindLetter, sidesSpec, zonesSpec]: readonly [number, string, string, string]): Tile {
  const zones = zonesSpec.split(' ').map((spec) => parseZone(id, spec));
  const byId = new Map(zones.map((zone) => [zone.id, zone]));
  const sideSpecs = sidesSpec.split(' ');
  if (sideSpecs.length !== 4) throw new Error(`tile ${id}: needs 4 sides`);
  const sides = sideSpecs.map((spec) => parseSide(id, spec, byId)) as unknown as Tile['sides'];
  const powered = zones.filter((zone) => zone.type !== 'forest' && zone.type !== 'river' && zone.power !== null);
  if (powered.length > 1) throw new Error(`tile ${id}: several special powers`);
  return {
    id,
    kind: KIND_LETTERS[kindLetter],
    sides,
    zones,
    packedSides: packSides(sides),
    powerZone: powered[0] ?? null,
  };
}

/** All 95 tiles, indexed by id. */
export const TILES: readonly Tile[] = TILE_TABLE.map(parseTile);

TILES.forEach((tile, index) => {
  if (tile.id !== index) throw new Error(`tile table out of order at ${index}`);
});

const ZONES: Zone[] = [];
for (const tile of TILES) for (const zone of tile.zones) ZONES[zone.id] = zone;

/** The zone with the given id, or undefined. */
export function zoneById(id: number): Zone | undefined {
  return Number.isInteger(id) && id >= 0 ? ZONES[id] : undefined;
}

/** The side of a tile facing a direction (0..3) once turned by a rotation (0..3). */
export function rotatedSide(tile: Tile, rotation: number, direction: number): TileSide {
  return tile.sides[(direction - rotation + 4) & 3];
}

/** Ids of the tiles of a kind, ascending. */
export function tileIdsOfKind(kind: TileKind): number[] {
  return TILES.filter((tile) => tile.kind === kind).map((tile) => tile.id);
}
