/** Reading games for the session manager: a channel's game, any game by id, a channel's history, the open games of servers. */
import { ofKind, type SessionCore } from './core.ts';
import { refuse, type SessionError } from './errors.ts';
import type { ActiveSessions, LoadedSession } from './manager-types.ts';
import { isActive, type GameSession } from './session.ts';
import type { SessionResult } from './storage.ts';
import { ok } from '../result.ts';

/** The lobby or game open in a channel (NO_GAME if there is none; OTHER_KIND if it is not of the kind asked for). */
export async function get(core: SessionCore, channelId: string, kind?: string): Promise<SessionResult<LoadedSession>> {
  const found = await core.resolve(channelId, { kind });
  if (!found.ok) return found;
  return core.withState(found.value);
}

/**
 * Any game by id, ended ones included (NO_GAME if unknown). A game of another kind than the one
 * asked for is unknown too: a game's command names only its own games.
 */
export async function getGame(core: SessionCore, gameId: string, kind?: string): Promise<SessionResult<LoadedSession>> {
  const read = await core.storage.read(gameId);
  if (!read.ok) return read;
  if (read.value === null) return refuse('NO_GAME', `no game ${gameId}`);
  if (kind !== undefined && read.value.game !== kind) return refuse('NO_GAME', `game ${gameId} is one of ${read.value.game}, not of ${kind}`);
  return core.withState(read.value);
}

/**
 * The game a view shows in a channel: the open one, else the last one that ended there;
 * OTHER_KIND if it is not of the kind asked for.
 */
export async function latest(core: SessionCore, channelId: string, kind?: string): Promise<SessionResult<LoadedSession>> {
  const found = await core.latestIn(channelId);
  if (!found.ok) return found;
  let session = found.value;
  if (session === null) {
    const history = await core.storage.filedGames(channelId);
    if (!history.ok) return history;
    const last = history.value[history.value.length - 1];
    if (last === undefined) return refuse('NO_GAME', `no game in ${channelId}`);
    const read = await core.storage.read(last);
    if (!read.ok) return read;
    if (read.value === null) return refuse('NO_GAME', `no game ${last}`);
    session = read.value;
  }
  const shown = ofKind(session, kind);
  return shown.ok ? core.withState(shown.value) : shown;
}

/** The latest game of a channel, else its last filed game, or null. */
export async function latestOrNone(core: SessionCore, channelId: string): Promise<SessionResult<GameSession | null>> {
  const found = await latest(core, channelId);
  if (found.ok) return ok(found.value.session);
  return found.error.code === 'NO_GAME' ? ok(null) : found;
}

/** Ids of a channel's ended games, oldest first (the last 50, and the latest one not yet filed). */
export async function history(core: SessionCore, channelId: string): Promise<SessionResult<readonly string[]>> {
  const filed = await core.storage.filedGames(channelId);
  if (!filed.ok) return filed;
  const found = await core.latestIn(channelId);
  if (!found.ok) return found;
  const last = found.value;
  return ok(last !== null && !isActive(last) && !filed.value.includes(last.id) ? [...filed.value, last.id] : filed.value);
}

/**
 * Every open lobby and game of some servers (a bot process resumes those it serves at start-up;
 * the games list shows one server's). Games that cannot be read are listed apart; ended games
 * still in a server's list are filed into their channel's history.
 */
export async function activeSessions(core: SessionCore, guildIds: readonly (string | null)[]): Promise<SessionResult<ActiveSessions>> {
  const { storage } = core;
  const sessions: LoadedSession[] = [];
  const ended: LoadedSession[] = [];
  const failures: { channelId: string; gameId: string; error: SessionError }[] = [];
  for (const guildId of guildIds) {
    const index = await storage.readGuildIndex(guildId);
    if (!index.ok) return index;
    const reads = await Promise.all(
      Object.entries(index.value).map(async ([channelId, gameId]) => ({ channelId, gameId, read: await storage.read(gameId) })),
    );
    for (const { channelId, gameId, read } of reads) {
      if (!read.ok) {
        if (read.error.code === 'STORE_UNAVAILABLE') return read;
        // An unreadable game that no longer is its channel's (a moderator cleared it) leaves the list quietly.
        const current = await storage.channelGame(channelId);
        if (!current.ok) return current;
        if (current.value === gameId) failures.push({ channelId, gameId, error: read.error });
        else await cleanUp(core, storage.unindex(channelId, gameId, guildId), 'could not clean the list of games');
      } else if (read.value === null || read.value.channelId !== channelId) {
        await cleanUp(core, storage.unindex(channelId, gameId, guildId), 'could not clean the list of games');
      } else if (!isActive(read.value)) {
        await cleanUp(core, storage.file(channelId, gameId, guildId), `game ${gameId} not filed into the history of ${channelId}`);
        const loaded = core.withState(read.value);
        if (loaded.ok) ended.push(loaded.value);
      } else {
        const loaded = core.withState(read.value);
        if (loaded.ok) sessions.push(loaded.value);
        else failures.push({ channelId, gameId, error: loaded.error });
      }
    }
  }
  return ok({ sessions, ended, failures });
}

/** Waits for a clean-up of the index; its failure is only a warning (the change it follows is stored). */
async function cleanUp(core: SessionCore, done: Promise<SessionResult<void>>, what: string): Promise<void> {
  const result = await done;
  if (!result.ok) core.storage.warn(`${what}: ${result.error.message}`);
}
