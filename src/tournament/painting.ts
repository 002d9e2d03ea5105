/**
 * The tournament pictures as the render worker threads load them (src/bot/render-worker.ts): a
 * painting module like a game's, exporting `painting`, listed among the painting modules under
 * `TOURNAMENT_PAINTING` (src/bot/hosting.ts). An image job asks for it with
 * `{ game: TOURNAMENT_PAINTING, painter: 'standings' | 'podium', input }`, the input made by
 * `standingsPicture` or `podiumPicture` (src/tournament/pictures.ts).
 */
import { ensureFonts } from '../render/fonts.ts';
import type { PainterModule } from '../render/painter.ts';
import { renderPodiumPicture, renderStandingsPicture, type PodiumPicture, type StandingsPicture } from './pictures.ts';

/** The key of the tournament pictures among the painting modules (not a game id: it has a colon). */
export const TOURNAMENT_PAINTING = 'platform:tournament';

/** This module's URL, for the render workers. */
export const TOURNAMENT_PAINTING_MODULE = import.meta.url;

/** The painters of the tournament pictures. */
export const painting: PainterModule = {
  painters: {
    standings: (input) => renderStandingsPicture(input as StandingsPicture),
    podium: (input) => renderPodiumPicture(input as PodiumPicture),
  },
  warmUp: ensureFonts,
};
