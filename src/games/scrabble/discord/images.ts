/** Scrabble's pictures as the bot asks the platform's image service for them. */
import type { DrawSettings, ImageService } from '../../../bot/images.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { ScrabbleState } from '../engine/game.ts';
import type { Language } from '../engine/letters.ts';
import type { PlayAnalysis } from '../engine/play.ts';
import { renderBoard, renderEnd, renderPreview, renderRack } from '../render/index.ts';

/** Scrabble's images, as PNG bytes. `key` names the state drawn (game id and move number), so that an image is drawn once. */
export interface ScrabbleImages {
  board(state: ScrabbleState, locale: Locale, key: string): Promise<Buffer>;
  rack(rack: string, language: Language, locale: Locale): Promise<Buffer>;
  preview(state: ScrabbleState, play: PlayAnalysis, locale: Locale): Promise<Buffer>;
  end(state: ScrabbleState, names: Readonly<Record<string, string>>, locale: Locale, key: string): Promise<Buffer>;
}

const byService = new WeakMap<ImageService, ScrabbleImages>();

function size(settings: DrawSettings): { maxSide?: number } {
  return settings.maxSide === undefined ? {} : { maxSide: settings.maxSide };
}

/** Scrabble's images made by an image service. */
export function scrabbleImages(service: ImageService): ScrabbleImages {
  const known = byService.get(service);
  if (known !== undefined) return known;
  const images: ScrabbleImages = {
    board: (state, locale, key) => service.draw({ kind: 'board', locale, key: `scrabble:${key}`, draw: (settings) => renderBoard(state, { locale, ...size(settings) }) }),
    // A rack's picture depends on its tiles and their order alone.
    rack: (rack, language, locale) => service.draw({ kind: 'rack', locale, key: `scrabble:${language}:${rack}`, draw: (settings) => renderRack(rack, language, { locale, ...size(settings) }) }),
    // A preview is drawn for one proposed move, each time: never shared.
    preview: (state, play, locale) => service.draw({ kind: 'preview', locale, draw: (settings) => renderPreview(state, play, { locale, ...size(settings) }) }),
    end: (state, names, locale, key) => service.draw({ kind: 'end', locale, key: `scrabble:${key}:end`, draw: (settings) => renderEnd(state, { locale, names, ...size(settings) }) }),
  };
  byService.set(service, images);
  return images;
}
