/** Jass's images as painters (src/render/painter.ts): a state is plain data and travels as it is. */
import type { Locale } from '../../../i18n/locale.ts';
import type { EndStanding } from '../../../render/end-standing.ts';
import { sizeOf, type PainterModule, type Painters } from '../../../render/painter.ts';
import { warmUpJassRenderer } from './index.ts';
import type { Card, Mode } from '../engine/cards.ts';
import type { JassState } from '../engine/game.ts';
import type { Seat } from '../engine/record.ts';
import type { SuitStyle } from '../suit-style.ts';
import { renderEndOfGame } from './end.ts';
import { renderHand } from './hand.ts';
import { renderTable } from './table.ts';

/** What the table and the end are drawn from. */
export interface JassTableInput {
  readonly state: JassState;
  readonly names: Partial<Record<Seat, string>>;
  readonly locale: Locale;
  readonly suits: SuitStyle;
  /** The table of a game stopped or won by forfeit (`JassRenderOptions.stopped`). */
  readonly stopped?: boolean;
  /** The end's ranking when someone resigned, as the end message ranks it (`EndStanding`). */
  readonly standing?: EndStanding;
}

/** What a hand is drawn from: `playable` null when none is greyed out. */
export interface JassHandInput {
  readonly cards: readonly Card[];
  readonly playable: readonly Card[] | null;
  readonly trump: Mode | null;
  readonly locale: Locale;
  readonly suits: SuitStyle;
}

/** Jass's painters: table, hand, end. */
export const JASS_PAINTERS = {
  table: (value, settings) => {
    const input = value as JassTableInput;
    return renderTable(input.state, { names: input.names, locale: input.locale, suits: input.suits, ...sizeOf(settings), ...(input.stopped === true ? { stopped: true } : {}) });
  },
  hand: (value) => renderHand(value as JassHandInput),
  end: (value) => {
    const input = value as JassTableInput;
    return renderEndOfGame(input.state, { names: input.names, locale: input.locale, suits: input.suits }, input.standing);
  },
} as const satisfies Painters;

/** What Jass's render worker threads load (`WorkerModules.painting`): its painters and their warm-up. */
export const painting: PainterModule = { painters: JASS_PAINTERS, warmUp: warmUpJassRenderer };
