import type { Announcements } from '../../../bot/game-discord.ts';
import { gameLocale } from '../../../bot/chrome/common.ts';
import type { GameSession } from '../../../session/session.ts';
import type { ScrabbleState } from '../engine/game.ts';
import { scrabbleImages } from './images.ts';
import { describeScrabbleOptions } from './options.ts';
import { endedEarlyView, endOfGameView, rankingStanding } from './views/end.ts';
import { turnView } from './views/turn.ts';
import { namesOf } from './words.ts';

/**
 * What Scrabble's turn message was posted with (the session's turn memo): `turn`, the turn key,
 * and `count`, the number of turns then (the next message tells the turns after it).
 */
export type ScrabbleTurnMemo = { readonly turn: number; readonly count: number };

/** Which turn is under way: a new one after each play, exchange, pass or contested play, and while a play awaits judgement. */
export function scrabbleTurnKey(state: ScrabbleState): number {
  return state.turns.length * 2 + (state.pending === null ? 0 : 1);
}

function previousCount(session: GameSession, turns: number): number {
  const count = session.turnMemo?.count ?? 0;
  return Number.isInteger(count) && count >= 0 && count <= turns ? count : Math.max(0, turns - 1);
}

/** Scrabble's public messages: one per turn (and one while the table judges a play), and the end. */
export const scrabbleAnnouncements: Announcements<ScrabbleState> = {
  turnKey: ({ state }) => scrabbleTurnKey(state),
  async turn({ session, state }, images, image) {
    const locale = gameLocale(session);
    const board = await image(() => scrabbleImages(images).board(state, locale, session));
    const view = turnView({ session, state, from: previousCount(session, state.turns.length), image: board, options: describeScrabbleOptions(session.options ?? {}, locale) });
    const memo: ScrabbleTurnMemo = { turn: scrabbleTurnKey(state), count: state.turns.length };
    return { view, memo };
  },
  async end({ session, state }, images, image, by) {
    if (state === null) return endedEarlyView(session, state, by);
    if (session.status !== 'finished') {
      // Stopped or won by forfeit: the board as it was left, as a finished game shows its final board.
      const board = await image(() => scrabbleImages(images).board(state, gameLocale(session), session));
      return endedEarlyView(session, state, by, board);
    }
    const picture = await image(() => scrabbleImages(images).end(state, namesOf(session), gameLocale(session), session, rankingStanding(session, state)));
    return endOfGameView(session, state, picture, previousCount(session, state.turns.length));
  },
};
