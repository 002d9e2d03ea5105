/** Plays games to their end through the session manager, for the statistics tests and the benchmark. */
import type { SessionManager } from '../../src/session/manager.ts';
import { isAiSeat, seatOfKey, type GameCatalog, type GameSession } from '../../src/session/session.ts';

/** Plays the channel's game to its end (or `limit` moves): people with the game's automatic move, AI players with their AI. */
export async function playOut(manager: SessionManager, games: GameCatalog, channelId: string, limit = Infinity): Promise<GameSession> {
  for (let moves = 0; ; moves++) {
    if (moves >= limit) {
      const loaded = await manager.get(channelId);
      if (!loaded.ok) throw new Error(loaded.error.message);
      return loaded.value.session;
    }
    const loaded = await manager.get(channelId);
    if (!loaded.ok) {
      const latest = await manager.latest(channelId);
      if (!latest.ok) throw new Error(latest.error.message);
      return latest.value.session;
    }
    const { session, state } = loaded.value;
    const rules = games.get(session.game)!.rules;
    const seatKey = rules.toAct(state)[0];
    const seat = seatOfKey(session, seatKey)!;
    if (isAiSeat(seat)) {
      const played = await manager.playAi(channelId, { gameId: session.id, moveNumber: session.moveNumber });
      if (!played.ok) throw new Error(played.error.message);
      if (played.value.ended) return played.value.session;
    } else {
      if (seat.player.type !== 'human') throw new Error('unreachable');
      const action = rules.autoAction(state, seatKey);
      const played = await manager.move(channelId, { gameId: session.id, moveNumber: session.moveNumber, userId: seat.player.userId, action });
      if (!played.ok) throw new Error(`${played.error.code} ${played.error.message}`);
      if (played.value.ended) return played.value.session;
    }
  }
}

/** Opens a game in a channel with people (ids and names) and AI levels, and starts it. */
export async function openGame(
  manager: SessionManager,
  input: { readonly game: string; readonly guildId: string; readonly channelId: string; readonly people: readonly (readonly [string, string])[]; readonly ais?: readonly string[]; readonly seed: number },
): Promise<GameSession> {
  const [creator, ...others] = input.people;
  const lobby = await manager.createLobby({ game: input.game, guildId: input.guildId, channelId: input.channelId, creator: { userId: creator[0], name: creator[1] }, locale: 'en', ais: input.ais ?? [] });
  if (!lobby.ok) throw new Error(lobby.error.message);
  for (const [userId, name] of others) {
    const joined = await manager.join(input.channelId, { userId, name });
    if (!joined.ok) throw new Error(joined.error.message);
  }
  const started = await manager.start(input.channelId, { userId: creator[0], seed: input.seed });
  if (!started.ok) throw new Error(started.error.message);
  return started.value.session;
}
