/** The buttons every game's end message has: read the message board, export the record. */
import { ButtonStyle, ComponentType } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { GameSession } from '../../session/session.ts';
import { button, gameLocale, type ActionRow } from './common.ts';

/** The page number a log button carries for "the latest page" (the log handler shows the last one). */
export const LATEST_LOG_PAGE = 1000;

/** The end message's row: Message board, Export the record, Replay (private viewer) and Animation (the whole game as a GIF), in the game's language. */
export function endButtons(session: GameSession): ActionRow[] {
  const locale = gameLocale(session);
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        button({ kind: 'log', gameId: session.id, page: LATEST_LOG_PAGE }, t(locale, 'button.log'), ButtonStyle.Secondary, { emoji: '📜' }),
        button({ kind: 'export', gameId: session.id }, t(locale, 'button.export'), ButtonStyle.Secondary, { emoji: '💾' }),
        button({ kind: 'replay', gameId: session.id, move: 0 }, t(locale, 'button.replay'), ButtonStyle.Secondary, { emoji: '⏯️' }),
        button({ kind: 'animation', gameId: session.id }, t(locale, 'button.animation'), ButtonStyle.Secondary, { emoji: '🎞️' }),
      ],
    },
  ];
}
