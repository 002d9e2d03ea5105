/** ChaCuN's pictures as the bot asks the platform's image service for them. */
import type { DrawSettings, ImageService } from '../../../bot/images.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { PlayerColor } from '../engine/basics.ts';
import type { Placement } from '../engine/board.ts';
import type { GameState } from '../engine/game.ts';
import { renderBoard, renderEndOfGame, renderOccupantChoices, renderPreview, renderRetakeChoices } from '../render/index.ts';

/** Who the players are and which language to draw in. */
export interface ImageOptions {
  readonly names: Partial<Record<PlayerColor, string>>;
  readonly locale: Locale;
  /**
   * Identifies the state drawn (game id and move number), so that an image already drawn
   * for it is reused: the turn message and the player's panel show the same board.
   */
  readonly key?: string;
  /** Index of the first message to mark on the board (the scoring since the previous turn). */
  readonly newMessagesFrom?: number;
}

/** ChaCuN's images, as PNG bytes. */
export interface ChacunImages {
  board(state: GameState, options: ImageOptions): Promise<Buffer>;
  preview(state: GameState, placement: Placement, options: ImageOptions): Promise<Buffer>;
  occupants(state: GameState, options: ImageOptions): Promise<Buffer>;
  retake(state: GameState, options: ImageOptions): Promise<Buffer>;
  endOfGame(state: GameState, options: ImageOptions): Promise<Buffer>;
}

const byService = new WeakMap<ImageService, ChacunImages>();

/** ChaCuN's images made by an image service. */
export function chacunImages(service: ImageService): ChacunImages {
  const known = byService.get(service);
  if (known !== undefined) return known;
  const base = (options: ImageOptions) => ({ names: options.names, locale: options.locale });
  const size = (settings: DrawSettings) => (settings.maxSide === undefined ? {} : { maxSide: settings.maxSide });
  const job = (kind: string, options: ImageOptions, draw: (settings: DrawSettings) => Promise<Buffer>, extra = '') =>
    service.draw({ kind, locale: options.locale, ...(options.key === undefined ? {} : { key: `${options.key}${extra}` }), draw });
  const images: ChacunImages = {
    board: (state, options) =>
      job(
        'board',
        options,
        (settings) =>
          renderBoard(state, {
            ...base(options),
            ...size(settings),
            ...(options.newMessagesFrom === undefined ? {} : { newMessagesFrom: options.newMessagesFrom }),
          }),
        `:${options.newMessagesFrom ?? ''}`,
      ),
    // A preview is drawn for one placement, each time: never shared.
    preview: (state, placement, options) =>
      service.draw({ kind: 'preview', locale: options.locale, draw: (settings) => renderPreview(state, placement, { ...base(options), ...size(settings) }) }),
    occupants: (state, options) => job('occupants', options, () => renderOccupantChoices(state, base(options))),
    retake: (state, options) => job('retake', options, (settings) => renderRetakeChoices(state, { ...base(options), ...size(settings) })),
    endOfGame: (state, options) => job('end', options, () => renderEndOfGame(state, base(options))),
  };
  byService.set(service, images);
  return images;
}
