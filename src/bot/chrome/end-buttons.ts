/** The buttons every game's turn and end messages have: read the message board, export the record, replay, animation, rematch. */
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

/** Whether a game was stopped without a result (by someone, or by the bot), as opposed to played out or won by forfeit. */
export function stoppedWithoutResult(session: GameSession): boolean {
  // Games stored before ends had a reason have none: only resignations leave a result.
  return session.status === 'aborted' && session.endReason !== 'resigned';
}

/**
 * Whether an ended game offers a rematch: not a tournament's game (the tournament pairs its
 * rounds), nor a game stopped without a result (nothing to answer: its players open a new one);
 * a game won by forfeit (resignations) does.
 */
export function offersRematch(session: GameSession): boolean {
  return session.table?.startsWith('tournament:') !== true && !stoppedWithoutResult(session);
}

/**
 * The end message's row, in the game's language: Message board, Export the record, then, when at
 * least one move was played, Replay (private viewer) and Animation (the whole game as a GIF), and
 * Rematch where the game offers one (`offersRematch`).
 */
export function endButtons(session: GameSession): ActionRow[] {
  const locale = gameLocale(session);
  const played = session.moveNumber > 0;
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        logButton(session),
        button({ kind: 'export', gameId: session.id }, t(locale, 'button.export'), ButtonStyle.Secondary, { emoji: '💾' }),
        ...(played
          ? [
              button({ kind: 'replay', gameId: session.id, move: 0 }, t(locale, 'button.replay'), ButtonStyle.Secondary, { emoji: '⏯️' }),
              button({ kind: 'animation', gameId: session.id }, t(locale, 'button.animation'), ButtonStyle.Secondary, { emoji: '🎞️' }),
            ]
          : []),
        ...(offersRematch(session) ? [button({ kind: 'rematch', gameId: session.id, step: 'ask' }, t(locale, 'rematch.button'), ButtonStyle.Primary, { emoji: '🔁' })] : []),
      ],
    },
  ];
}
