import type { PlayerColor } from './basics.ts';
import type { AnimalKind } from './tiles.ts';

/** The kinds of message-board entries. */
export const MESSAGE_KINDS = [
  'forest',
  'menhirForest',
  'river',
  'huntingTrap',
  'logboat',
  'meadow',
  'riverSystem',
  'pitTrap',
  'raft',
  'winners',
] as const;
/** A kind of message-board entry. */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Counts of animals by kind. */
export type AnimalCounts = Readonly<Record<AnimalKind, number>>;

/**
 * One entry of the message board: a scoring event, the menhir second turn or the winners.
 * `points` is what each scorer gains (0 for 'menhirForest' and 'winners', which score
 * nothing), so every player's points are the sum over the messages naming them.
 */
export interface Message {
  readonly kind: MessageKind;
  readonly points: number;
  /** Players gaining the points (the winners for 'winners'), in colour order. */
  readonly scorers: readonly PlayerColor[];
  /** Tiles involved, ascending. */
  readonly tileIds: readonly number[];
  /** Player who closed the forest ('menhirForest'). */
  readonly player?: PlayerColor;
  /** Tiles of the forest or river ('forest', 'river'). */
  readonly tiles?: number;
  /** Mushroom groups of the forest ('forest'). */
  readonly mushrooms?: number;
  /** Fish that scored ('river', 'riverSystem'). */
  readonly fish?: number;
  /** Lakes that scored ('logboat', 'raft'). */
  readonly lakes?: number;
  /** Animals that scored, deer eaten by tigers left out ('huntingTrap', 'meadow', 'pitTrap'). */
  readonly animals?: AnimalCounts;
  /** The winners' points ('winners'). */
  readonly winningPoints?: number;
}
