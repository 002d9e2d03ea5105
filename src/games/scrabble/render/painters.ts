/** Scrabble's images as painters (src/render/painter.ts): a state is plain data and travels as it is. */
import type { Locale } from '../../../i18n/locale.ts';
import type { EndStanding } from '../../../render/end-standing.ts';
import { sizeOf, type PainterModule, type Painters } from '../../../render/painter.ts';
import { warmUpRenderer } from './index.ts';
import type { ScrabbleState } from '../engine/game.ts';
import type { Language } from '../engine/letters.ts';
import type { PlayAnalysis } from '../engine/play.ts';
import { renderBoard, renderEnd, renderPreview, renderRack } from './images.ts';

/** What Scrabble's board, preview and end images are drawn from. */
export interface ScrabbleBoardInput {
  readonly state: ScrabbleState;
  readonly locale: Locale;
  /** The proposed move shown by a preview. */
  readonly play?: PlayAnalysis;
  /** Players' names by seat, for the end. */
  readonly names?: Readonly<Record<string, string>>;
  /** The end's ranking when someone resigned, as the end message ranks it (`EndStanding`). */
  readonly standing?: EndStanding;
}

/** What a rack's image is drawn from. */
export interface ScrabbleRackInput {
  readonly rack: string;
  readonly language: Language;
  readonly locale: Locale;
}

/** Scrabble's painters: board, rack, preview, end. */
export const SCRABBLE_PAINTERS = {
  board: (value, settings) => {
    const input = value as ScrabbleBoardInput;
    return renderBoard(input.state, { locale: input.locale, ...sizeOf(settings) });
  },
  rack: (value, settings) => {
    const input = value as ScrabbleRackInput;
    return renderRack(input.rack, input.language, { locale: input.locale, ...sizeOf(settings) });
  },
  preview: (value, settings) => {
    const input = value as ScrabbleBoardInput;
    if (input.play === undefined) return Promise.reject(new Error('a preview needs a play'));
    return renderPreview(input.state, input.play, { locale: input.locale, ...sizeOf(settings) });
  },
  end: (value, settings) => {
    const input = value as ScrabbleBoardInput;
    return renderEnd(input.state, { locale: input.locale, names: input.names ?? {}, ...sizeOf(settings), ...(input.standing === undefined ? {} : { standing: input.standing }) });
  },
} as const satisfies Painters;

/** What Scrabble's render worker threads load (`WorkerModules.painting`): its painters and their warm-up. */
export const painting: PainterModule = { painters: SCRABBLE_PAINTERS, warmUp: warmUpRenderer };
