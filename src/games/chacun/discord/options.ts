/** Names of the options of ChaCuN's moves and of its seat option. */
export const CHACUN_OPTIONS = {
  color: 'color',
  position: 'position',
  rotation: 'rotation',
  occupant: 'occupant',
  pawn: 'pawn',
} as const;
