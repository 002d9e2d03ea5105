/**
 * The lobby for the session manager: opening one, joining, leaving, seats, AI players, and the
 * start. The rules of each change are in `lobby.ts`; here they run in the channel's queue and are stored.
 */
import type { SessionCore } from './core.ts';
import { refuse } from './errors.ts';
import * as lobby from './lobby.ts';
import type { GameRef, LoadedSession, MoveOutcome, NewLobby, NewTable } from './manager-types.ts';
import { commit } from './play.ts';
import { lobbyClock } from './schedule.ts';
import { SESSION_FORMAT, hasHumanPlaying, isActive, type GameSession, type HostedGame, type HumanPlayer, type Seat, type SeatPlayer } from './session.ts';
import type { SessionResult } from './storage.ts';
import { resolveOptions, type GameOptions } from '../games/game.ts';
import { err, ok } from '../result.ts';

/** Opens a lobby in a channel, its creator seated; refused if a game is open there. */
export function createLobby(core: SessionCore, input: NewLobby): Promise<SessionResult<LoadedSession>> {
  const game = core.games.get(input.game);
  if (game === undefined) throw new Error(`unknown game ${input.game}`);
  const { keys, max } = game.rules.seats;
  if ((input.ais?.length ?? 0) > max - 1) return Promise.resolve(refuse('LOBBY_FULL', `${input.ais?.length} AI players and their host make more than ${max}`));
  if (input.seat !== undefined && !keys.includes(input.seat)) throw new Error(`unknown seat ${input.seat}`);
  for (const level of input.ais ?? []) if (!game.ai.levels.includes(level)) throw new Error(`unknown AI level ${level}`);
  const options = resolveOptions(game.rules.options, input.options ?? {});
  if (!options.ok) throw new Error(`bad option ${options.key} for ${game.id}`);
  return openLobby(core, input, game, options.value, (now) => {
    const creator: HumanPlayer = { type: 'human', userId: input.creator.userId, name: lobby.cleanName(input.creator.name, input.creator.userId) };
    let seats: Seat[] = [{ seat: input.seat ?? keys[0], player: creator, joinedAt: now }];
    for (const level of input.ais ?? []) seats = lobby.withAi(game, seats, level, now, options.value) ?? seats;
    return { seats, createdBy: creator.userId };
  });
}

/**
 * Opens a lobby with every seat taken at once (the bot's tables): the seats in order take the
 * game's seat keys in order, the first person is its creator, the table's key is stored with it.
 * Refused (nothing made) for a table the game cannot seat: too few or too many seats, no person,
 * a person twice, an unknown AI level or option value.
 */
export function createTable(core: SessionCore, input: NewTable): Promise<SessionResult<LoadedSession>> {
  const game = core.games.get(input.game);
  if (game === undefined) return Promise.resolve(refuse('UNKNOWN_CHOICE', `no game ${input.game}`));
  const options = lobby.checkTable(game, input.seats, input.options ?? {});
  if (!options.ok) return Promise.resolve(options);
  const { keys } = game.rules.seats;
  const people = input.seats.flatMap((seat) => ('userId' in seat ? [seat] : []));
  return openLobby(core, input, game, options.value, (now) => {
    const seats: Seat[] = [];
    input.seats.forEach((wanted, i) => {
      const player: SeatPlayer =
        'userId' in wanted
          ? { type: 'human', userId: wanted.userId, name: lobby.cleanName(wanted.name, wanted.userId) }
          : { type: 'ai', level: wanted.ai, name: lobby.cleanName(wanted.name ?? '', lobby.freeAiName(game, options.value, seats, i + 1)) };
      seats.push({ seat: keys[i], player, joinedAt: now });
    });
    return { seats, createdBy: people[0].userId, table: input.table };
  });
}

/** Stores a new lobby in a channel (refused if a game is open there), its seats made by `seat` at the time it is opened. */
function openLobby(
  core: SessionCore,
  input: Pick<NewLobby, 'guildId' | 'channelId' | 'parentChannelId' | 'locale' | 'clock'>,
  game: HostedGame,
  options: GameOptions,
  seat: (now: number) => { readonly seats: readonly Seat[]; readonly createdBy: string; readonly table?: string },
): Promise<SessionResult<LoadedSession>> {
  return core.serial(input.channelId, async () => {
    const { storage } = core;
    const latest = await core.latestIn(input.channelId);
    if (!latest.ok) return latest;
    if (latest.value !== null && isActive(latest.value)) {
      // The refusal says which game is there, so that the text can name its board and a way to play beside it.
      const kinds = { wanted: game.id, found: latest.value.game, open: true, lobby: latest.value.status === 'lobby' };
      return err({ code: 'GAME_ALREADY_RUNNING', message: `game ${latest.value.id} is open in ${input.channelId}`, kinds });
    }
    if (latest.value !== null) {
      // The channel's last game ended: it goes to the history now that the channel moves on.
      const filed = await storage.file(input.channelId, latest.value.id, latest.value.guildId);
      if (!filed.ok) return filed;
    }
    const id = await storage.freshId();
    if (!id.ok) return id;
    const now = core.now();
    const { seats, createdBy, table } = seat(now);
    const session: GameSession = {
      format: SESSION_FORMAT,
      game: game.id,
      id: id.value,
      guildId: input.guildId,
      channelId: input.channelId,
      ...(input.parentChannelId === undefined ? {} : { parentChannelId: input.parentChannelId }),
      status: 'lobby',
      createdBy,
      createdAt: now,
      updatedAt: now,
      locale: input.locale,
      options,
      seats,
      seed: null,
      record: null,
      moveNumber: 0,
      messageIds: {},
      turnMemo: null,
      ...(input.clock === undefined ? {} : { clock: lobbyClock(input.clock) }),
      ...(table === undefined ? {} : { table }),
    };
    const saved = await storage.save(session, { create: true });
    if (!saved.ok) return saved;
    const indexed = await storage.index(session);
    if (!indexed.ok) {
      // Without its index entries the lobby cannot be found or listed: take it back.
      const unindexed = await storage.unindex(session.channelId, session.id);
      if (!unindexed.ok) storage.warn(`channel ${session.channelId} left naming the lobby ${session.id} taken back: ${unindexed.error.message}`);
      const removed = await storage.remove(session.id);
      if (!removed.ok) storage.warn(`orphan lobby ${session.id} left in the store: ${removed.error.message}`);
      return indexed;
    }
    return ok({ session: saved.value, state: null });
  });
}

/** Seats a user in the channel's lobby, in the seat asked for or the first free one. */
export function join(core: SessionCore, channelId: string, ref: GameRef & { readonly name: string; readonly seat?: string }): Promise<SessionResult<LoadedSession>> {
  return inLobby(core, channelId, ref, (game, session) => lobby.join(game, session, ref, core.now()));
}

/**
 * Takes a user out of the channel's lobby. If the creator leaves, the longest-seated person
 * left becomes the creator; the last one out closes the lobby (status aborted).
 */
export function leave(core: SessionCore, channelId: string, ref: GameRef): Promise<SessionResult<LoadedSession>> {
  return inLobby(core, channelId, ref, (_game, session) => {
    const left = lobby.leave(session, ref.userId);
    if (!left.ok) return left;
    const seats = session.seats.filter((seat) => !(seat.player.type === 'human' && seat.player.userId === ref.userId));
    return ok(left.value ?? core.ended({ ...session, seats }, 'aborted', 'aborted'));
  });
}

/** Moves a seated user to another seat (a colour, a position), if no one else has it. */
export function chooseSeat(core: SessionCore, channelId: string, ref: GameRef & { readonly seat: string }): Promise<SessionResult<LoadedSession>> {
  return inLobby(core, channelId, ref, (game, session) => lobby.chooseSeat(game, session, ref.userId, ref.seat));
}

/**
 * Seats an AI player of a level (by name, or by index among the game's levels: buttons carry
 * that) in the channel's lobby (creator only), named after the first free name.
 */
export function addAi(core: SessionCore, channelId: string, ref: GameRef & { readonly level: string | number }): Promise<SessionResult<LoadedSession>> {
  return inLobby(core, channelId, ref, (game, session) => lobby.addAi(game, session, ref.userId, ref.level, core.now()));
}

/** Takes the AI player of a seat (by key, or by index among the game's seat keys) out of the channel's lobby (creator only). */
export function removeAi(core: SessionCore, channelId: string, ref: GameRef & { readonly seat: string | number }): Promise<SessionResult<LoadedSession>> {
  return inLobby(core, channelId, ref, (game, session) => lobby.removeAi(game, session, ref.userId, ref.seat));
}

/**
 * Starts the channel's game (creator only, enough players, one person at least): the game draws
 * everything random from a seed stored with it; seats play in seat order.
 */
export function start(core: SessionCore, channelId: string, ref: GameRef & { readonly seed?: number }): Promise<SessionResult<MoveOutcome>> {
  return core.serial(channelId, async () => {
    const found = await core.resolve(channelId, ref);
    if (!found.ok) return found;
    const session = found.value;
    const game = core.gameOf(session);
    if (session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has already started`);
    if (session.createdBy !== ref.userId) return refuse('NOT_CREATOR', `only ${session.createdBy} can start ${session.id}`);
    let seats: readonly Seat[] = session.seats;
    if (game.rules.seats.fillWithAi === true) {
      // The table is completed by AI players of the default level, in the free seats.
      const now = core.now();
      while (seats.length < game.rules.seats.min) seats = lobby.withAi(game, seats, game.ai.defaultLevel, now, session.options) ?? seats;
    }
    if (seats.length < game.rules.seats.min) return refuse('NOT_ENOUGH_PLAYERS', `game ${session.id} has ${seats.length} player(s)`);
    if (!hasHumanPlaying(session)) return refuse('AI_ONLY', `game ${session.id} seats AI players only`);
    const seed = ref.seed ?? core.newSeed();
    // Games stored before games had options play with the defaults.
    const options = resolveOptions(game.rules.options, session.options ?? {});
    if (!options.ok) throw new Error(`bad option ${options.key} in ${session.id}`);
    const record = game.rules.newRecord(
      seats.map((seat) => seat.seat),
      seed,
      options.value,
    );
    const begun: GameSession = { ...session, seats, status: 'playing', startedAt: core.now(), seed, record, moveNumber: 0 };
    // Not through the cache: it must not hold a state the store does not have yet.
    const state = game.rules.start(record);
    return commit(core, game, begun, state, [], state);
  });
}

/** Runs a lobby change: the channel's game must be in its lobby; the change is stored. */
function inLobby(
  core: SessionCore,
  channelId: string,
  ref: GameRef,
  change: (game: HostedGame, session: GameSession) => SessionResult<GameSession>,
): Promise<SessionResult<LoadedSession>> {
  return core.serial(channelId, async () => {
    const found = await core.resolve(channelId, ref);
    if (!found.ok) return found;
    const session = found.value;
    if (session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has already started`);
    const changed = change(core.gameOf(session), session);
    if (!changed.ok) return changed;
    const saved = await core.storage.save(changed.value);
    if (!saved.ok) return saved;
    return ok({ session: saved.value, state: null });
  });
}
