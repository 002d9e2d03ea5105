import { PLAYER_COLORS, type PlayerColor } from './basics.ts';
import { tileIdOfZone, zoneById, type SpecialPower, type Zone } from './tiles.ts';

/** The four zone partitions: forests, meadows, rivers and river systems (rivers and lakes). */
export const PARTITIONS = ['forest', 'meadow', 'river', 'riverSystem'] as const;
/** A zone partition. */
export type PartitionKind = (typeof PARTITIONS)[number];

/**
 * An area: zones joined across tile sides, with its occupants and its open connections
 * (free side segments). A value read off the board; the board itself keeps areas in a
 * union-find for speed.
 */
export interface Area {
  readonly kind: PartitionKind;
  /** Zone ids, ascending. */
  readonly zoneIds: readonly number[];
  /** One colour per occupant, sorted by colour. */
  readonly occupants: readonly PlayerColor[];
  readonly openConnections: number;
}

/** Players with the most occupants in an area (none if it is unoccupied), in colour order. */
export function majorityOccupants(area: Area): PlayerColor[] {
  const counts = PLAYER_COLORS.map((color) => area.occupants.filter((occupant) => occupant === color).length);
  const best = Math.max(...counts);
  return best === 0 ? [] : PLAYER_COLORS.filter((_, index) => counts[index] === best);
}

/**
 * The area made by joining two areas across a side: two different areas add their
 * occupants and lose one open connection each; an area joined to itself loses two.
 */
export function connectAreas(a: Area, b: Area): Area {
  if (a.kind !== b.kind) throw new Error(`cannot connect a ${a.kind} to a ${b.kind}`);
  const same = a === b || (a.zoneIds.length === b.zoneIds.length && a.zoneIds.every((id, i) => id === b.zoneIds[i]));
  if (same) return { ...a, openConnections: a.openConnections - 2 };
  return {
    kind: a.kind,
    zoneIds: [...a.zoneIds, ...b.zoneIds].sort((x, y) => x - y),
    occupants: sortColors([...a.occupants, ...b.occupants]),
    openConnections: a.openConnections + b.openConnections - 2,
  };
}

/** Colours sorted in colour order. */
export function sortColors(colors: readonly PlayerColor[]): PlayerColor[] {
  return [...colors].sort((x, y) => PLAYER_COLORS.indexOf(x) - PLAYER_COLORS.indexOf(y));
}

/** The zones of an area. */
export function areaZones(area: Area): Zone[] {
  return area.zoneIds.map((id) => zoneById(id) as Zone);
}

/** Ids of the tiles holding an area, ascending. */
export function areaTileIds(area: Area): number[] {
  // Zone ids ascend, so do their tiles' ids: drop the repeats.
  const ids: number[] = [];
  for (const zoneId of area.zoneIds) {
    const id = tileIdOfZone(zoneId);
    if (ids.length === 0 || ids[ids.length - 1] !== id) ids.push(id);
  }
  return ids;
}

/** Whether a forest area holds at least one menhir. */
export function hasMenhir(forest: Area): boolean {
  return areaZones(forest).some((zone) => zone.type === 'forest' && zone.kind === 'WITH_MENHIR');
}

/** Number of mushroom groups of a forest area. */
export function mushroomGroupCount(forest: Area): number {
  return areaZones(forest).filter((zone) => zone.type === 'forest' && zone.kind === 'WITH_MUSHROOMS').length;
}

/** Fish of a river area and of the lakes at its ends (each lake counted once). */
export function riverFishCount(river: Area): number {
  const lakes = new Set<number>();
  let fish = 0;
  for (const zone of areaZones(river)) {
    if (zone.type !== 'river') continue;
    fish += zone.fish;
    if (zone.lakeId !== null && !lakes.has(zone.lakeId)) {
      lakes.add(zone.lakeId);
      const lake = zoneById(zone.lakeId);
      if (lake?.type === 'lake') fish += lake.fish;
    }
  }
  return fish;
}

/** Fish of a river system. */
export function riverSystemFishCount(system: Area): number {
  return areaZones(system).reduce((sum, zone) => sum + (zone.type === 'river' || zone.type === 'lake' ? zone.fish : 0), 0);
}

/** Lakes of a river system. */
export function lakeCount(system: Area): number {
  return areaZones(system).filter((zone) => zone.type === 'lake').length;
}

/** The zone of an area with the given special power, or null. */
export function zoneWithPower(area: Area, power: SpecialPower): Zone | null {
  return (
    areaZones(area).find((zone) => (zone.type === 'meadow' || zone.type === 'lake') && zone.power === power) ?? null
  );
}
