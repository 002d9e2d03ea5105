/**
 * The weights of the model of card choices (`play-model.ts`, in the order of its `FEATURES`),
 * fitted by `tools/play-model-fit.ts fit` (penalty 1) on 180 recorded turns, 4,931 choices:
 * the reference player against itself (60 course and 60 Schieber deals of seed 101) and hard
 * against itself without these weights (`JASS_PLAY_MODEL=off`, 30 and 30 deals of seed 101),
 * recorded by `tools/play-model-data.ts`. Mean log-probability of the cards played −1.098 on
 * them (−1.296 for a uniform choice); on 24 unseen reference turns (seed 202) −1.082 in the
 * course, −1.024 in the Schieber (uniform −1.294, −1.317).
 */
export const PLAY_WEIGHTS: readonly number[] = [
  0.4721, // takes
  0.1368, // cheapestTaker
  -1.7146, // ruffs
  -1.2985, // overPartner
  1.7828, // pointsOnPartner
  -1.2286, // pointsOnOpponent
  0.9624, // pointsTaking
  0.2552, // discards
  1.5003, // lastTakes
  1.7619, // trickPointsTaken
  -0.3622, // master
  0.1736, // lowestOfSuit
  -0.5039, // suitLength
  -2.3233, // trumpStrength
  -1.4246, // strength
  -0.9195, // leadTrump
  0.1113, // leadTrumpHeld
  1.2453, // leadMaster
  0.1305, // leadPoints
  -0.0202, // leadLowest
  0.5309, // leadSuitLength
  -1.7474, // leadStrength
  -0.7817, // leadTrumpStrength
  0.0446, // leadSingleton
];
