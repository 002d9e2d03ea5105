import type { Announcements } from '../../../bot/game-discord.ts';
import { gameLocale, withPictureBelow } from '../../../bot/chrome/common.ts';
import type { GameState } from '../engine/state.ts';
import { imageOptions, tchuImages } from './images.ts';
import { endedEarlyView, endOfGameView, rankingStanding, SCORING_FILE } from './views/end.ts';
import { claimedLastTurn, messageKey, turnMemoOf, turnView, withCloseup, withTable } from './views/turn.ts';
import { stateKey } from '../../../bot/images.ts';

/**
 * tCHu's public messages: one per turn, and the end. The first ticket choice, made by both
 * players at once, gets a message whose Play button both may use, then a new one after each
 * choice saying who is still choosing (the earlier one's button goes with it; those still choosing
 * are named, not pinged again). The memo keeps the message's key and who was pinged.
 * A turn message after a turn that claimed a route shows, under the map, a close-up of the map
 * around that route, which a phone shows large enough to read; then the table. The end shows the
 * final map whole, without one.
 */
export const tchuAnnouncements: Announcements<GameState> = {
  turnKey: ({ state }) => messageKey(state),
  async turn({ session, state }, images, image) {
    const options = imageOptions(session, gameLocale(session));
    const route = claimedLastTurn(session, state);
    const [map, closeup, table] = await Promise.all([
      image(() => tchuImages(images).board(state, options)),
      route === null ? null : image(() => tchuImages(images).closeup(state, route, options)),
      image(() => tchuImages(images).status(state, options)),
    ]);
    return { view: withTable(withCloseup(turnView(session, state, map), closeup), table), memo: turnMemoOf(session, state) };
  },
  async end({ session, state }, images, image, by) {
    if (session.status !== 'finished' || state.step !== 'OVER') {
      // Stopped or won by forfeit: the map as it was left.
      const options = { ...imageOptions(session, gameLocale(session)), stopped: true };
      const [map, table] = await Promise.all([image(() => tchuImages(images).board(state, options)), image(() => tchuImages(images).status(state, options))]);
      return withTable(endedEarlyView(session, state, by, map), table);
    }
    const options = { ...imageOptions(session, gameLocale(session)), key: `${stateKey(session)}:end` };
    const [map, scoring] = await Promise.all([
      image(() => tchuImages(images).end(state, options)),
      image(() => tchuImages(images).scoring(state, options, rankingStanding(session, state))),
    ]);
    return withPictureBelow(endOfGameView(session, state, map), scoring === null ? null : { name: SCORING_FILE, data: scoring });
  },
};
