/** Connect Four's board as the bot asks the platform's image service for it. */
import type { ImageService } from '../../../../src/bot/images.ts';
import type { Locale } from '../../../../src/i18n/locale.ts';
import type { GameSession } from '../../../../src/session/session.ts';
import { boardInputOf, painting } from '../painting.ts';
import type { ConnectFourState } from '../rules.ts';
import { namesBySeat } from './seats.ts';

/** The file name of the board in messages. */
export const BOARD_FILE = 'board.png';

/** The grid as a short text: each column's discs from the bottom (R, Y), and the last disc. */
function gridKey(state: ConnectFourState): string {
  const columns = state.columns.map((stack) => stack.map((seat) => (seat === 'red' ? 'R' : 'Y')).join('')).join('/');
  return state.last === null ? columns : `${columns}@${state.last.column}`;
}

/**
 * The board of a game at a state, drawn once per position and language (here or by a render
 * thread, by the same painter). `live`: a turn or end message, whose image a later move makes
 * useless while it waits (a replay's board is not: it shows a past move on purpose).
 */
export function boardImage(images: ImageService, session: GameSession, state: ConnectFourState, locale: Locale, live = false): Promise<Buffer> {
  const input = boardInputOf(state, namesBySeat(session), locale);
  return images.draw({
    kind: 'connect-four-board',
    locale,
    // The position itself names the picture: after an undo the same move number is another grid.
    key: `${session.id}:${gridKey(state)}`,
    ...(live ? { state: { scope: session.id, move: session.moveNumber } } : {}),
    draw: (settings) => painting.painters.board(input, settings),
    paint: { game: 'connect-four', painter: 'board', input },
  });
}
