/** Scrabble's pictures as the bot asks the platform's image service for them. */
import { stateKey, type ImageService } from '../../../bot/images.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { EndStanding } from '../../../render/end-standing.ts';
import type { GameSession } from '../../../session/session.ts';
import type { ScrabbleState } from '../engine/game.ts';
import type { Language } from '../engine/letters.ts';
import type { PlayAnalysis } from '../engine/play.ts';
import { SCRABBLE_PAINTERS, type ScrabbleBoardInput, type ScrabbleRackInput } from '../render/painters.ts';

/** The game, move and last undo an image shows (a session has them): they name the image, so that it is drawn once (`stateKey`). */
export type StateAt = Pick<GameSession, 'id' | 'moveNumber' | 'undoNotes'>;

/** Scrabble's images, as PNG bytes. */
export interface ScrabbleImages {
  board(state: ScrabbleState, locale: Locale, at: StateAt): Promise<Buffer>;
  rack(rack: string, language: Language, locale: Locale): Promise<Buffer>;
  preview(state: ScrabbleState, play: PlayAnalysis, locale: Locale): Promise<Buffer>;
  /** The ranking over the final board; `standing` when someone resigned, so that it ranks as the end message does. */
  end(state: ScrabbleState, names: Readonly<Record<string, string>>, locale: Locale, at: StateAt, standing?: EndStanding): Promise<Buffer>;
}

const byService = new WeakMap<ImageService, ScrabbleImages>();

/** Scrabble's images made by an image service; each is drawn by the same painter here or in a worker. */
export function scrabbleImages(service: ImageService): ScrabbleImages {
  const known = byService.get(service);
  if (known !== undefined) return known;
  const job = (kind: string, painter: keyof typeof SCRABBLE_PAINTERS, input: ScrabbleBoardInput | ScrabbleRackInput, key: string | null, at: StateAt | null) =>
    service.draw({
      kind,
      locale: input.locale,
      ...(key === null ? {} : { key }),
      ...(at === null ? {} : { state: { scope: at.id, move: at.moveNumber } }),
      draw: (settings) => SCRABBLE_PAINTERS[painter](input, settings),
      paint: { game: 'scrabble', painter, input },
    });
  const images: ScrabbleImages = {
    board: (state, locale, at) => job('board', 'board', { state, locale }, `scrabble:${stateKey(at)}`, at),
    // A rack's picture depends on its tiles and their order alone.
    rack: (rack, language, locale) => job('rack', 'rack', { rack, language, locale }, `scrabble:${language}:${rack}`, null),
    // A preview is drawn for one proposed move, each time: never shared.
    preview: (state, play, locale) => job('preview', 'preview', { state, play, locale }, null, null),
    end: (state, names, locale, at, standing) => job('end', 'end', { state, names, locale, ...(standing === undefined ? {} : { standing }) }, `scrabble:${stateKey(at)}:end`, at),
  };
  byService.set(service, images);
  return images;
}
