import type { Announcements } from '../../../bot/game-discord.ts';
import { chacunImages } from './images.ts';
import type { GameSession } from '../../../session/session.ts';
import type { GameState } from '../engine/game.ts';
import { setAsideTiles, type SetAside } from '../engine/set-aside.ts';
import { imageOptions, turnStart } from './turn-flow.ts';
import { endedEarlyView, endOfGameView, rankingStanding } from './views/end.ts';
import { turnView, withCloseup } from './views/turn.ts';
import { stateKey } from '../../../bot/images.ts';

/**
 * What ChaCuN's turn message was posted with (the session's turn memo): `turn`, the move number
 * at which that turn began; `from`, the message-board length at the previous turn message (that
 * turn message shows what came after); `count`, the length when that turn began; `asideNormal`
 * and `asideMenhir`, how many tiles had been set aside (fitting nowhere) by then.
 */
export type ChacunTurnMemo = {
  readonly turn: number;
  readonly from: number;
  readonly count: number;
  readonly asideNormal: number;
  readonly asideMenhir: number;
};

/** The message-board length at the previous turn message (0 before the first; at most the board's length, which an undo may have shortened). */
function previousCount(session: GameSession, length: number): number {
  const count = session.turnMemo?.count ?? 0;
  return Number.isInteger(count) && count >= 0 ? Math.min(count, length) : 0;
}

/**
 * The tiles set aside since the previous turn message, whose counts it keeps. Before the first
 * turn message that is every one; a memo without counts counts as having told them all.
 */
function newlySetAside(session: GameSession, aside: SetAside): number[] {
  const memo = session.turnMemo;
  const known = (count: number | undefined, all: readonly number[]): number => {
    if (memo === null) return 0;
    const n = count ?? all.length;
    return Number.isInteger(n) && n >= 0 && n <= all.length ? n : all.length;
  };
  return [...aside.normal.slice(known(memo?.asideNormal, aside.normal)), ...aside.menhir.slice(known(memo?.asideMenhir, aside.menhir))];
}

/** ChaCuN's public messages: one per turn (a menhir second turn is a turn of its own), and the end. */
export const chacunAnnouncements: Announcements<GameState> = {
  turnKey: ({ session, state }) => turnStart(session, state),
  async turn({ session, state }, images, image) {
    const from = previousCount(session, state.messages.length);
    const options = { ...imageOptions(session, state), newMessagesFrom: from };
    const [board, closeup] = await Promise.all([image(() => chacunImages(images).board(state, options)), image(() => chacunImages(images).closeup(state, options))]);
    const aside = setAsideTiles(state);
    const view = withCloseup(turnView({ session, state, newMessages: state.messages.slice(from), setAside: newlySetAside(session, aside), image: board }), closeup);
    const memo: ChacunTurnMemo = { turn: turnStart(session, state), from, count: state.messages.length, asideNormal: aside.normal.length, asideMenhir: aside.menhir.length };
    return { view, memo };
  },
  async end({ session, state }, images, image, by) {
    if (session.status !== 'finished') {
      // Stopped or won by forfeit: the board as it was left, as a finished game shows its final board.
      const board = await image(() => chacunImages(images).board(state, { ...imageOptions(session, state), newMessagesFrom: state.messages.length, stopped: true }));
      return endedEarlyView(session, state, by, board);
    }
    const from = previousCount(session, state.messages.length);
    const options = { ...imageOptions(session, state), key: `${stateKey(session)}:end`, newMessagesFrom: from };
    // The final board is shown whole: no close-up (`needsCloseup`).
    const [ranking, board] = await Promise.all([
      image(() => chacunImages(images).endOfGame(state, options, rankingStanding(session, state))),
      image(() => chacunImages(images).board(state, options)),
    ]);
    return endOfGameView({ session, state, newMessages: state.messages.slice(from), setAside: newlySetAside(session, setAsideTiles(state)), ranking, board });
  },
};
