/** tCHu's images as painters (src/render/painter.ts): a state is plain data and travels as it is. */
import type { Locale } from '../../../i18n/locale.ts';
import type { EndStanding } from '../../../render/end-standing.ts';
import { sizeOf, type PainterModule, type Painters } from '../../../render/painter.ts';
import { warmUpRenderer } from './index.ts';
import type { GameState } from '../engine/state.ts';
import { renderEnd, renderScoring } from './end.ts';
import { renderHand } from './hand.ts';
import { renderCloseup } from './closeup.ts';
import { renderBoard, renderStatus } from './map.ts';

/** What tCHu's images are drawn from; `seat` for a hand. */
export interface TchuPaintInput {
  readonly state: GameState;
  readonly names: Readonly<Record<string, string>>;
  readonly locale: Locale;
  /** The game's language (the public map's), in which the map names places and a hand's tickets name them first; `locale` if absent. */
  readonly mapLocale?: Locale;
  readonly seat?: string;
  /** The map of a game stopped or won by forfeit (`RenderOptions.stopped`). */
  readonly stopped?: boolean;
  /** The scoring's ranking when someone resigned, as the end message ranks it (`EndStanding`). */
  readonly standing?: EndStanding;
  /** The table's seats whose player resigned (`RenderOptions.resigned`); absent when nobody did. */
  readonly resigned?: readonly string[];
  /** The route a close-up shows (by index): the one the last turn claimed. */
  readonly route?: number;
}

/** tCHu's painters: board (the map), closeup (the map around a route just claimed), status (the table under the map), hand, end (the final map) and scoring (the table under it). */
export const TCHU_PAINTERS = {
  board: (value, settings) => {
    const input = value as TchuPaintInput;
    return renderBoard(input.state, { names: input.names, locale: input.locale, mapLocale: input.mapLocale ?? input.locale, ...sizeOf(settings), ...(input.stopped === true ? { stopped: true } : {}) });
  },
  // The map around the route the last turn claimed, large enough to read on a phone.
  closeup: (value, settings) => {
    const input = value as TchuPaintInput;
    if (input.route === undefined) return Promise.reject(new Error('a close-up needs a route'));
    return renderCloseup(input.state, input.route, { names: input.names, locale: input.locale, mapLocale: input.mapLocale ?? input.locale, ...sizeOf(settings) });
  },
  // The table under the map (face-up cards, piles, players), a picture of its own.
  status: (value, settings) => {
    const input = value as TchuPaintInput;
    return renderStatus(input.state, {
      names: input.names,
      locale: input.locale,
      ...sizeOf(settings),
      ...(input.stopped === true ? { stopped: true } : {}),
      ...(input.resigned === undefined ? {} : { resigned: input.resigned }),
    });
  },
  hand: (value, settings) => {
    const input = value as TchuPaintInput;
    if (input.seat === undefined) return Promise.reject(new Error('a hand needs a seat'));
    return renderHand(input.state, input.seat, { names: input.names, locale: input.locale, mapLocale: input.mapLocale ?? input.locale, ...sizeOf(settings) });
  },
  end: (value, settings) => {
    const input = value as TchuPaintInput;
    return renderEnd(input.state, { names: input.names, locale: input.locale, mapLocale: input.mapLocale ?? input.locale, ...sizeOf(settings) });
  },
  scoring: (value, settings) => {
    const input = value as TchuPaintInput;
    return renderScoring(input.state, { names: input.names, locale: input.locale, ...sizeOf(settings) }, input.standing);
  },
} as const satisfies Painters;

/** What tCHu's render worker threads load (`WorkerModules.painting`): its painters and their warm-up. */
export const painting: PainterModule = { painters: TCHU_PAINTERS, warmUp: warmUpRenderer };
