import { PLAYER_COLORS, type PlayerColor } from './basics.ts';
import { winners, type GameState, type NextAction } from './game.ts';
import type { MessageKind } from './messages.ts';
import type { GameRecord } from './record.ts';

/** What a replay tells about a game: as printed by `npm run replay`. */
export interface GameSummary {
  readonly nextAction: NextAction;
  /** Points of every player of the game, by colour. */
  readonly points: Partial<Record<PlayerColor, number>>;
  /** Winners in colour order; empty until the end. */
  readonly winners: readonly PlayerColor[];
  readonly messages: readonly { kind: MessageKind; points: number; scorers: readonly PlayerColor[]; tileIds: readonly number[] }[];
}

/** The summary of a game state reached from a record. */
export function summarize(record: GameRecord, state: GameState): GameSummary {
  const points: Partial<Record<PlayerColor, number>> = {};
  for (const color of record.players) points[color] = state.points[PLAYER_COLORS.indexOf(color)];
  return {
    nextAction: state.nextAction,
    points,
    winners: winners(state),
    messages: state.messages.map(({ kind, points, scorers, tileIds }) => ({ kind, points, scorers, tileIds })),
  };
}
