/**
 * The statistics pictures (`/stats`, `/leaderboard`) as the render worker threads load them
 * (src/bot/render-worker.ts): a painting module like a game's, exporting `painting`, listed by its
 * URL among the painting modules under `STATS_PAINTING` (src/bot/hosting.ts). An image job asks for it with
 * `{ game: STATS_PAINTING, painter: 'stats' | 'leaderboard', input }`, the input being the
 * picture's plain data (`StatsPicture`, `LeaderboardPicture`).
 */
import { ensureFonts } from './fonts.ts';
import type { PainterModule } from './painter.ts';
import { renderLeaderboardPicture, renderStatsPicture, type LeaderboardPicture, type StatsPicture } from './stats-chart.ts';

/** The key of the statistics pictures among the painting modules (not a game id: it has a colon). */
export const STATS_PAINTING = 'platform:stats';

/** The painters of the statistics pictures. */
export const painting: PainterModule = {
  painters: {
    stats: (input) => renderStatsPicture(input as StatsPicture),
    leaderboard: (input) => renderLeaderboardPicture(input as LeaderboardPicture),
  },
  warmUp: ensureFonts,
};
