import type { Announcements } from '../../../bot/game-discord.ts';
import { gameLocale } from '../../../bot/chrome/common.ts';
import type { GameSession } from '../../../session/session.ts';
import type { JassState } from '../engine/game.ts';
import { gameEvents } from './events.ts';
import { jassImages } from './images.ts';
import { isPersonSeat } from './seats.ts';
import { jassTurnKey } from './turn-key.ts';
import { imageOptions } from './turn-flow.ts';
import { endedEarlyView, endOfGameView, pointsStanding } from './views/end.ts';
import { turnView } from './views/turn.ts';
import type { Seat } from '../engine/record.ts';

/**
 * What Jass's turn message was posted with (the session's turn memo): `turn`, the turn key (the
 * move at which a person was to act); `count`, how many events the game had then, so that the
 * next message tells those after.
 */
export type JassTurnMemo = { readonly turn: number; readonly count: number };

/**
 * The number of events already told by the previous message (0 before the first). After an undo
 * the game has fewer events than were told: all it has were told, so nothing is told again.
 */
export function told(session: GameSession, length: number): number {
  const count = session.turnMemo?.count ?? 0;
  return Number.isInteger(count) && count >= 0 ? Math.min(count, length) : 0;
}

/** The turn key of a game: see turn-key.ts (a new message whenever a person is to act). */
export function turnKeyOf(session: GameSession, state: JassState): number {
  return jassTurnKey(state, (seat: Seat) => isPersonSeat(session, seat));
}

/** Jass's public messages: one each time a person is to act (telling the tricks since the last one), and the end. */
export const jassAnnouncements: Announcements<JassState> = {
  turnKey: ({ session, state }) => turnKeyOf(session, state),
  async turn({ session, state }, images, image) {
    const events = gameEvents(state);
    const from = told(session, events.length);
    const table = await image(() => jassImages(images).table(state, imageOptions(session)));
    const view = turnView({ session, state, events: events.slice(from), image: table });
    const memo: JassTurnMemo = { turn: turnKeyOf(session, state), count: events.length };
    return { view, memo };
  },
  async end({ session, state }, images, image, by) {
    if (session.status !== 'finished') {
      // Stopped or won by forfeit: the table as it was left.
      const table = await image(() => jassImages(images).table(state, { ...imageOptions(session), stopped: true }));
      return endedEarlyView(session, state, by, table);
    }
    const events = gameEvents(state);
    const options = { ...imageOptions(session), locale: gameLocale(session) };
    const [points, table] = await Promise.all([
      image(() => jassImages(images).endOfGame(state, options, pointsStanding(session, state))),
      image(() => jassImages(images).table(state, options)),
    ]);
    return endOfGameView({ session, state, events: events.slice(told(session, events.length)), points, table });
  },
};
