/** Points for a closed forest: 2 per tile, 3 per mushroom group. */
export function forestPoints(tiles: number, mushrooms: number): number {
  return 2 * tiles + 3 * mushrooms;
}

/** Points for a closed river: 1 per tile, 1 per fish in it and in the lakes at its ends. */
export function riverPoints(tiles: number, fish: number): number {
  return tiles + fish;
}

/** Points for animals: mammoth 3, aurochs 2, deer 1 (tigers score nothing). */
export function animalPoints(mammoths: number, aurochs: number, deer: number): number {
  return 3 * mammoths + 2 * aurochs + deer;
}

/** Points for the logboat: 2 per lake of its river system. */
export function logboatPoints(lakes: number): number {
  return 2 * lakes;
}

/** Points for a river system: 1 per fish. */
export function riverSystemPoints(fish: number): number {
  return fish;
}

/** Points for the raft: 1 per lake of its river system. */
export function raftPoints(lakes: number): number {
  return lakes;
}
