import type { Announcements } from '../../../../src/bot/game-discord.ts';
import { gameLocale } from '../../../../src/bot/chrome/common.ts';
import type { ConnectFourState } from '../rules.ts';
import { boardImage } from './images.ts';
import { endedEarlyView, endOfGameView, turnView } from './views.ts';

/**
 * Connect Four's public messages: one per disc (the turn key is the number of discs dropped, so an
 * AI's turn gets its message too, without buttons; after an undo the key goes back and a new
 * message is posted), and the end with the final board.
 */
export const connectFourAnnouncements: Announcements<ConnectFourState> = {
  turnKey: ({ state }) => state.moves,
  async turn({ session, state }, images, image) {
    const board = await image(() => boardImage(images, session, state, gameLocale(session), true));
    return { view: turnView(session, state, board), memo: { turn: state.moves } };
  },
  async end({ session, state }, images, image, by) {
    const board = await image(() => boardImage(images, session, state, gameLocale(session), true));
    if (session.status !== 'finished') return endedEarlyView(session, state, board, by);
    return endOfGameView(session, state, board);
  },
};
