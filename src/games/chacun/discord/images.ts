/** ChaCuN's pictures as the bot asks the platform's image service for them. */
import type { DrawSettings, ImageService } from '../../../bot/images.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { EndStanding } from '../../../render/end-standing.ts';
import type { PlayerColor } from '../engine/basics.ts';
import type { Placement } from '../engine/board.ts';
import type { GameState } from '../engine/game.ts';
import type { GameRecord } from '../engine/record.ts';
import { needsCloseup } from '../render/board.ts';
import { CHACUN_PAINTERS, type ChacunPaintInput, type ChacunPainter } from '../render/painters.ts';

/** Who the players are and which language to draw in. */
export interface ImageOptions {
  readonly names: Partial<Record<PlayerColor, string>>;
  readonly locale: Locale;
  /**
   * Identifies the state drawn (game id and move number), so that an image already drawn
   * for it is reused: the turn message and the player's panel show the same board.
   */
  readonly key?: string;
  /** The game and move drawn: a waiting image is dropped once the game has moved on. */
  readonly at?: { readonly game: string; readonly move: number };
  /** The game's record up to the state drawn: what a render worker replays the state from. */
  readonly record: GameRecord;
  /** Index of the first message to mark on the board (the scoring since the previous turn). */
  readonly newMessagesFrom?: number;
  /** The board of a game stopped or won by forfeit: no tile to place, nobody to play. */
  readonly stopped?: boolean;
}

/** ChaCuN's images, as PNG bytes. */
export interface ChacunImages {
  board(state: GameState, options: ImageOptions): Promise<Buffer>;
  preview(state: GameState, placement: Placement, options: ImageOptions): Promise<Buffer>;
  occupants(state: GameState, options: ImageOptions): Promise<Buffer>;
  retake(state: GameState, options: ImageOptions): Promise<Buffer>;
  /**
   * The close-up that goes with the board (or with the preview of `placement`), as an image of its
   * own, when the board's tiles are too small to read on a phone; empty when they are not.
   */
  closeup(state: GameState, options: ImageOptions, placement?: Placement): Promise<Buffer>;
  /** The final ranking; `standing` when someone resigned, so that it ranks as the end message does. */
  endOfGame(state: GameState, options: ImageOptions, standing?: EndStanding): Promise<Buffer>;
}

const byService = new WeakMap<ImageService, ChacunImages>();

/** ChaCuN's images made by an image service. */
export function chacunImages(service: ImageService): ChacunImages {
  const known = byService.get(service);
  if (known !== undefined) return known;
  /**
   * One image: drawn here from the state at hand, or by a worker from the record (the same
   * painter either way); `shared` says whether it may be kept and served again (its key suffix).
   */
  const job = (kind: string, painter: ChacunPainter, state: GameState, options: ImageOptions, extra: Partial<ChacunPaintInput>, shared: string | null) => {
    const input: ChacunPaintInput = { names: options.names, locale: options.locale, ...extra };
    return service.draw({
      kind,
      locale: options.locale,
      ...(shared === null || options.key === undefined ? {} : { key: `${options.key}${shared}` }),
      ...(options.at === undefined ? {} : { state: { scope: options.at.game, move: options.at.move } }),
      draw: (settings: DrawSettings) => CHACUN_PAINTERS[painter]({ ...input, state }, settings),
      paint: { game: 'chacun', painter, input: { ...input, record: options.record } },
    });
  };
  const images: ChacunImages = {
    board: (state, options) =>
      job(
        'board',
        'board',
        state,
        options,
        { ...(options.newMessagesFrom === undefined ? {} : { newMessagesFrom: options.newMessagesFrom }), ...(options.stopped === true ? { stopped: true } : {}) },
        `:${options.newMessagesFrom ?? ''}${options.stopped === true ? ':stopped' : ''}`,
      ),
    // A preview is drawn for one placement, each time: never shared.
    preview: (state, placement, options) => job('preview', 'preview', state, options, { placement }, null),
    // The board's close-up is shared as the board is; a preview's is drawn each time. Whether
    // the board needs one is known here (a layout, no drawing): no image is asked for when not,
    // nor for an animation's frames, which show the board alone.
    closeup: async (state, options, placement) => {
      const limit = service.maxSide === undefined ? {} : { maxSide: service.maxSide };
      if (service.firstPictureOnly === true || !needsCloseup(state, { ...limit, ...(options.stopped === true ? { stopped: true } : {}) })) return Buffer.alloc(0);
      return job('closeup', 'closeup', state, options, placement === undefined ? {} : { placement }, placement === undefined ? ':closeup' : null);
    },
    occupants: (state, options) => job('occupants', 'occupants', state, options, {}, ''),
    retake: (state, options) => job('retake', 'retake', state, options, {}, ''),
    endOfGame: (state, options, standing) => job('end', 'end', state, options, standing === undefined ? {} : { standing }, ''),
  };
  byService.set(service, images);
  return images;
}
