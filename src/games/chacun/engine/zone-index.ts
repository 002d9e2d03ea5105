import { TILES, ZONE_ID_LIMIT, type Animal, type Zone } from './tiles.ts';

/**
 * Dense indices for the hot path: every zone that can join a land area (meadow,
 * forest, river) and every water zone (river, lake) gets a small index, and every
 * animal too, so that the board keeps its partitions in a few short typed arrays.
 */

/** Land index of each zone id, or -1 for lakes. */
export const LAND_INDEX = new Int16Array(ZONE_ID_LIMIT).fill(-1);
/** Water index of each zone id, or -1 for meadows and forests. */
export const WATER_INDEX = new Int16Array(ZONE_ID_LIMIT).fill(-1);
/** Zone id of each land index. */
export const LAND_ZONE: number[] = [];
/** Zone id of each water index. */
export const WATER_ZONE: number[] = [];
/** Dense index of each animal id (animal ids go up to 9499). */
export const ANIMAL_INDEX = new Int16Array(ZONE_ID_LIMIT * 10).fill(-1);
/** Animal of each dense animal index. */
export const ANIMALS: Animal[] = [];
/** Zone of each zone id. */
export const ZONE_OF: Zone[] = [];

for (const tile of TILES) {
  for (const zone of tile.zones) {
    ZONE_OF[zone.id] = zone;
    if (zone.type !== 'lake') {
      LAND_INDEX[zone.id] = LAND_ZONE.length;
      LAND_ZONE.push(zone.id);
    }
    if (zone.type === 'river' || zone.type === 'lake') {
      WATER_INDEX[zone.id] = WATER_ZONE.length;
      WATER_ZONE.push(zone.id);
    }
    if (zone.type === 'meadow') {
      for (const animal of zone.animals) {
        ANIMAL_INDEX[animal.id] = ANIMALS.length;
        ANIMALS.push(animal);
      }
    }
  }
}

/** Number of land zones. */
export const LAND_COUNT = LAND_ZONE.length;
/** Number of water zones. */
export const WATER_COUNT = WATER_ZONE.length;
/** Number of animals. */
export const ANIMAL_COUNT = ANIMALS.length;
