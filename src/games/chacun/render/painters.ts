/**
 * ChaCuN's images as painters (src/render/painter.ts). A state holds class instances that do not
 * cross threads, so an input carries the game's record and the state is replayed from it where
 * it is drawn; the bot's own thread hands the state it has instead (`state`), saving the replay.
 */
import type { Locale } from '../../../i18n/locale.ts';
import type { EndStanding } from '../../../render/end-standing.ts';
import { sizeOf, type PainterModule, type Painters } from '../../../render/painter.ts';
import { warmUpRenderer } from './index.ts';
import type { PlayerColor } from '../engine/basics.ts';
import type { Placement } from '../engine/board.ts';
import type { GameState } from '../engine/game.ts';
import { replay, type GameRecord } from '../engine/record.ts';
import { renderBoard, renderCloseup, renderPreview, renderRetakeChoices } from './board.ts';
import { renderOccupantChoices } from './closeup.ts';
import { renderEndOfGame } from './end.ts';

/** What a ChaCuN image is drawn from. */
export interface ChacunPaintInput {
  /** The game's record up to the state drawn (sent to a worker thread). */
  readonly record?: GameRecord;
  /** The state drawn, when it is at hand (same thread): then `record` is not read. */
  readonly state?: GameState;
  readonly names: Partial<Record<PlayerColor, string>>;
  readonly locale: Locale;
  /** Index of the first message to mark on the board (the scoring since the previous turn). */
  readonly newMessagesFrom?: number;
  /** The placement shown by a preview. */
  readonly placement?: Placement;
  /** The board of a game stopped or won by forfeit (`BoardOptions.stopped`). */
  readonly stopped?: boolean;
  /** The end's ranking when someone resigned, as the end message ranks it (`EndStanding`). */
  readonly standing?: EndStanding;
}

/** States replayed lately, by record length and first action: a turn's images come from one state. */
const replayed: { record: GameRecord; state: GameState }[] = [];

function sameRecord(a: GameRecord, b: GameRecord): boolean {
  return a.actions.length === b.actions.length && JSON.stringify(a) === JSON.stringify(b);
}

/** The state an input shows. */
function stateOf(input: ChacunPaintInput): GameState {
  if (input.state !== undefined) return input.state;
  if (input.record === undefined) throw new Error('a ChaCuN image needs a state or a record');
  const record = input.record;
  const known = replayed.find((entry) => sameRecord(entry.record, record));
  if (known !== undefined) return known.state;
  const result = replay(record);
  if (result.error !== null) throw new Error(`the record to draw does not replay: ${result.error.message}`);
  replayed.unshift({ record, state: result.state });
  replayed.length = Math.min(replayed.length, 4);
  return result.state;
}

function base(input: ChacunPaintInput): { names: ChacunPaintInput['names']; locale: Locale } {
  return { names: input.names, locale: input.locale };
}

/** ChaCuN's painters: board, preview, the board's close-up, occupants, retake, end. */
export const CHACUN_PAINTERS = {
  board: async (value, settings) => {
    const input = value as ChacunPaintInput;
    return renderBoard(stateOf(input), {
      ...base(input),
      ...sizeOf(settings),
      ...(input.newMessagesFrom === undefined ? {} : { newMessagesFrom: input.newMessagesFrom }),
      ...(input.stopped === true ? { stopped: true } : {}),
    });
  },
  preview: async (value, settings) => {
    const input = value as ChacunPaintInput;
    if (input.placement === undefined) throw new Error('a preview needs a placement');
    return renderPreview(stateOf(input), input.placement, { ...base(input), ...sizeOf(settings) });
  },
  // The board's close-up (or the preview's, with a placement); empty when the board's own tiles read well enough.
  closeup: async (value, settings) => {
    const input = value as ChacunPaintInput;
    return renderCloseup(stateOf(input), { ...base(input), ...sizeOf(settings) }, input.placement);
  },
  occupants: async (value) => renderOccupantChoices(stateOf(value as ChacunPaintInput), base(value as ChacunPaintInput)),
  retake: async (value, settings) => renderRetakeChoices(stateOf(value as ChacunPaintInput), { ...base(value as ChacunPaintInput), ...sizeOf(settings) }),
  end: async (value) => {
    const input = value as ChacunPaintInput;
    return renderEndOfGame(stateOf(input), base(input), input.standing);
  },
} as const satisfies Painters;

/** The name of one of ChaCuN's painters. */
export type ChacunPainter = keyof typeof CHACUN_PAINTERS;

/** What ChaCuN's render worker threads load (`WorkerModules.painting`): its painters and their warm-up. */
export const painting: PainterModule = { painters: CHACUN_PAINTERS, warmUp: warmUpRenderer };
