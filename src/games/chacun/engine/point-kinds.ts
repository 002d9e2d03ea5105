/** What ChaCuN's points come from, as statistics tell them apart. */
import type { MessageKind } from './messages.ts';

/** Kinds of points, in the order statistics show them. */
export const POINT_KINDS = ['forests', 'rivers', 'meadows', 'riverSystems', 'powers'] as const;
/** A kind of points. */
export type PointKind = (typeof POINT_KINDS)[number];

/**
 * The kind of points each message-board entry scores (null: it scores nothing). The special
 * tiles' own scorings (hunting trap, logboat, pit trap, raft) are the "powers".
 */
export const POINT_KIND_OF: Readonly<Record<MessageKind, PointKind | null>> = {
  forest: 'forests',
  menhirForest: null,
  river: 'rivers',
  huntingTrap: 'powers',
  logboat: 'powers',
  meadow: 'meadows',
  riverSystem: 'riverSystems',
  pitTrap: 'powers',
  raft: 'powers',
  winners: null,
};
