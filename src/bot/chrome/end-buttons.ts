/** The buttons every game's turn and end messages have: read the message board, export the record, replay, animation. */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { GameSession } from '../../session/session.ts';
import { button, gameLocale, type ActionRow } from './common.ts';

/** The page number a log button carries for "the latest page" (the log handler shows the last one). */
export const LATEST_LOG_PAGE = 1000;

/** The button that opens the message board at its latest page, in the game's language. */
export function logButton(session: GameSession): APIButtonComponentWithCustomId {
  return button({ kind: 'log', gameId: session.id, page: LATEST_LOG_PAGE }, t(gameLocale(session), 'button.log'), ButtonStyle.Secondary, { emoji: '📜' });
}

/**
 * The row of a turn message: the game's buttons for the people to act (Play; Accept / Contest…),
 * none when nobody may act from it (an AI's turn), then the message board's, always at hand.
 */
export function turnButtons(session: GameSession, actions: readonly APIButtonComponentWithCustomId[]): ActionRow[] {
  return [{ type: ComponentType.ActionRow, components: [...actions, logButton(session)] }];
}

/**
 * The end message's row: Message board, Export the record, Replay (private viewer), Animation (the
 * whole game as a GIF) and Rematch (not on a tournament's game: the tournament pairs its rounds), in the game's language.
 */
export function endButtons(session: GameSession): ActionRow[] {
  const locale = gameLocale(session);
  const rematch = session.table?.startsWith('tournament:') === true ? [] : [button({ kind: 'rematch', gameId: session.id, step: 'ask' }, t(locale, 'rematch.button'), ButtonStyle.Primary, { emoji: '🔁' })];
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        logButton(session),
        button({ kind: 'export', gameId: session.id }, t(locale, 'button.export'), ButtonStyle.Secondary, { emoji: '💾' }),
        button({ kind: 'replay', gameId: session.id, move: 0 }, t(locale, 'button.replay'), ButtonStyle.Secondary, { emoji: '⏯️' }),
        button({ kind: 'animation', gameId: session.id }, t(locale, 'button.animation'), ButtonStyle.Secondary, { emoji: '🎞️' }),
        ...rematch,
      ],
    },
  ];
}
