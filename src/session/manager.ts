import { randomInt } from 'node:crypto';
import type { AiLevel, AiOptions } from '../games/chacun/ai/index.ts';
import { planTurnOfRecord } from '../games/chacun/ai/worker.ts';
import { hashNumbers } from '../games/chacun/ai/seed.ts';
import { applyAction, type Action } from '../games/chacun/engine/actions.ts';
import { PLAYER_COLORS, type PlayerColor } from '../games/chacun/engine/basics.ts';
import { currentPlayer, type GameState } from '../games/chacun/engine/game.ts';
import type { Message } from '../games/chacun/engine/messages.ts';
import { Random, shuffledDecks } from '../games/chacun/engine/random.ts';
import { MAX_PLAYERS, MIN_PLAYERS, recordStart, type GameRecord } from '../games/chacun/engine/record.ts';
import type { Result } from '../games/chacun/engine/result.ts';
import { autopilotAction } from './autopilot.ts';
import { refuse, type SessionError } from './errors.ts';
import { KeyedQueue } from './queue.ts';
import {
  SESSION_FORMAT,
  hasHumanPlaying,
  isActive,
  isAiSeat,
  isAutopiloted,
  parseSession,
  seatOfColor,
  seatOfUser,
  sortSeats,
  type EndReason,
  type GameSession,
  type AiPlayer,
  type HumanPlayer,
  type Seat,
} from './session.ts';
import { StateCache } from './state-cache.ts';
import type { GameStore, StoreError } from './store.ts';

/** The result of a session operation. */
export type SessionResult<T> = Result<T, SessionError>;

/** A session with its current state (null before the start). */
export interface LoadedSession {
  readonly session: GameSession;
  readonly state: GameState | null;
}

/** What a move (or a start or a resignation) did, once safely stored: for the bot to announce. */
export interface MoveOutcome {
  readonly session: GameSession;
  readonly state: GameState;
  readonly previousState: GameState;
  /** The actions added to the record: the player's, then any the autopilot played after it. */
  readonly actions: readonly Action[];
  /** Message-board entries added by those actions, oldest first. */
  readonly newMessages: readonly Message[];
  /** Whether the game ended (it is then archived). */
  readonly ended: boolean;
}

/** Active games found at start-up, and those that could not be read. */
export interface ActiveSessions {
  readonly sessions: readonly LoadedSession[];
  readonly failures: readonly { readonly channelId: string; readonly gameId: string; readonly error: SessionError }[];
}

/** A new lobby: where, who opens it, in which language. */
export interface NewLobby {
  readonly guildId: string | null;
  /** The channel or thread to play in. */
  readonly channelId: string;
  /** The parent channel when `channelId` is a thread. */
  readonly parentChannelId?: string;
  readonly creator: { readonly userId: string; readonly name: string };
  readonly locale: string;
  /** The creator's colour (default RED). */
  readonly color?: PlayerColor;
  /** AI players seated from the start, by level (at most four: the creator takes a seat). */
  readonly bots?: readonly AiLevel[];
}

/** A move of an AI seat, asked for by the bot when the AI's turn is due. */
export interface BotTurnRequest {
  readonly gameId: string;
  /** The move number at which the bot saw the AI's turn begin. */
  readonly moveNumber: number;
}

/** Who acts on a game; `gameId`, when given (buttons carry it), must be the channel's game. */
export interface GameRef {
  readonly gameId?: string;
  readonly userId: string;
}

/** A move sent from a button or a command: made for a game at a move number. */
export interface MoveRequest {
  readonly gameId: string;
  readonly moveNumber: number;
  readonly userId: string;
  readonly action: Action;
}

/** Options of a session manager; the defaults suit the bot, tests replace the clock and the dice. */
export interface SessionManagerOptions {
  readonly now?: () => number;
  readonly newGameId?: () => string;
  readonly newSeed?: () => number;
  /** Games whose state is kept in memory. */
  readonly cacheSize?: number;
  /**
   * Plans an AI's whole turn for the state a record reaches (default: here, synchronously). The
   * bot hands this to a worker thread so that the AI's thinking does not hold up other channels.
   */
  readonly planBotTurn?: (record: GameRecord, level: AiLevel, options: AiOptions) => Promise<readonly Action[]>;
  /** Told about clean-ups that failed after a change was safely stored (the bot logs them). */
  readonly onWarning?: (message: string) => void;
}

const ACTIVE_KEY = 'active';
/** Names given to AI players, in order: famous finds of early humans and their ancestors. */
export const BOT_NAMES = ['Ötzi', 'Lucy', 'Toumaï', 'Ardi', 'Selam', 'Kennewick', 'Turkana'] as const;
const HISTORY_LENGTH = 50;

function gameKey(gameId: string): string {
  return `game:${gameId}`;
}

function historyKey(channelId: string): string {
  return `history:${channelId}`;
}

function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

function storeFailure(error: StoreError): { readonly ok: false; readonly error: SessionError } {
  return refuse('STORE_UNAVAILABLE', error.message);
}

/** A random id of 10 base-36 characters (about 51 bits): short enough for custom_ids. */
export function randomGameId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += randomInt(36).toString(36);
  return id;
}

function cleanName(name: string, fallback: string): string {
  const trimmed = name.trim().slice(0, 100);
  return trimmed === '' ? fallback : trimmed;
}

/**
 * The games of every channel, kept in a store. Operations on one channel run one at a time,
 * different channels in parallel; every change is stored before it is returned, and nothing is
 * changed (in the store or in memory) when an operation is refused or the store fails.
 *
 * Store layout (under the Keyv namespace "chacun"): `game:<id>` holds each GameSession for good
 * (the archive of ended games too), `active` maps channel ids to the id of their lobby or
 * game in play, `history:<channelId>` lists the ids of the channel's ended games, oldest first.
 */
export class SessionManager {
  private readonly queue = new KeyedQueue();
  private readonly indexQueue = new KeyedQueue();
  private readonly cache: StateCache;
  private readonly now: () => number;
  private readonly newGameId: () => string;
  private readonly newSeed: () => number;
  private readonly warn: (message: string) => void;
  private readonly planBotTurn: (record: GameRecord, level: AiLevel, options: AiOptions) => Promise<readonly Action[]>;

  constructor(
    private readonly store: GameStore,
    options: SessionManagerOptions = {},
  ) {
    this.cache = new StateCache(options.cacheSize);
    this.now = options.now ?? Date.now;
    this.newGameId = options.newGameId ?? randomGameId;
    this.newSeed = options.newSeed ?? (() => randomInt(0, 2 ** 31 - 1));
    this.warn = options.onWarning ?? ((message) => console.warn(`[session] ${message}`));
    this.planBotTurn = options.planBotTurn ?? (async (record, level, aiOptions) => planTurnOfRecord(record, level, aiOptions));
  }

  // ---- lobby ----

  /** Opens a lobby in a channel, its creator seated; refused if a game is open there. */
  createLobby(input: NewLobby): Promise<SessionResult<LoadedSession>> {
    return this.queue.run(input.channelId, async () => {
      const existing = await this.activeIn(input.channelId);
      if (!existing.ok) return existing;
      if (existing.value !== null) return refuse('GAME_ALREADY_RUNNING', `game ${existing.value.id} is open in ${input.channelId}`);
      const id = await this.freshId();
      if (!id.ok) return id;
      const now = this.now();
      const creator: HumanPlayer = { type: 'human', userId: input.creator.userId, name: cleanName(input.creator.name, input.creator.userId) };
      if ((input.bots?.length ?? 0) > MAX_PLAYERS - 1) return refuse('LOBBY_FULL', `${input.bots?.length} bots and their host make more than ${MAX_PLAYERS}`);
      let seats: Seat[] = [{ color: input.color ?? PLAYER_COLORS[0], player: creator, joinedAt: now }];
      for (const level of input.bots ?? []) seats = withBot(seats, level, now) ?? seats;
      const session: GameSession = {
        format: SESSION_FORMAT,
        id: id.value,
        guildId: input.guildId,
        channelId: input.channelId,
        ...(input.parentChannelId === undefined ? {} : { parentChannelId: input.parentChannelId }),
        status: 'lobby',
        createdBy: creator.userId,
        createdAt: now,
        updatedAt: now,
        locale: input.locale,
        seats,
        seed: null,
        record: null,
        moveNumber: 0,
        messageIds: {},
      };
      const saved = await this.save(session);
      if (!saved.ok) return saved;
      const indexed = await this.updateIndex((index) => ({ ...index, [session.channelId]: session.id }));
      if (!indexed.ok) {
        // Without its index entry the lobby cannot be found: take it back.
        const removed = await this.store.delete(gameKey(session.id));
        if (!removed.ok) this.warn(`orphan lobby ${session.id} left in the store: ${removed.error.message}`);
        return indexed;
      }
      return ok({ session: saved.value, state: null });
    });
  }

  /** Seats a user in the channel's lobby, in the colour asked for or the first free one. */
  join(channelId: string, ref: GameRef & { readonly name: string; readonly color?: PlayerColor }): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (session) => {
      if (seatOfUser(session, ref.userId) !== undefined) return refuse('ALREADY_JOINED', `${ref.userId} already plays in ${session.id}`);
      if (session.seats.length >= MAX_PLAYERS) return refuse('LOBBY_FULL', `game ${session.id} has ${MAX_PLAYERS} players`);
      const taken = new Set(session.seats.map((seat) => seat.color));
      if (ref.color !== undefined && taken.has(ref.color)) return refuse('COLOR_TAKEN', `${ref.color} is taken in ${session.id}`);
      const color = ref.color ?? PLAYER_COLORS.find((c) => !taken.has(c));
      if (color === undefined) return refuse('LOBBY_FULL', `no colour left in ${session.id}`);
      const seat: Seat = { color, player: { type: 'human', userId: ref.userId, name: cleanName(ref.name, ref.userId) }, joinedAt: this.now() };
      return ok({ ...session, seats: sortSeats([...session.seats, seat]) });
    });
  }

  /**
   * Takes a user out of the channel's lobby. If the creator leaves, the longest-seated person
   * left becomes the creator; the last one out closes the lobby (status aborted).
   */
  leave(channelId: string, ref: GameRef): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (session) => {
      if (seatOfUser(session, ref.userId) === undefined) return refuse('NOT_IN_GAME', `${ref.userId} is not in ${session.id}`);
      const seats = session.seats.filter((seat) => !(seat.player.type === 'human' && seat.player.userId === ref.userId));
      const humans = seats
        .flatMap((seat) => (seat.player.type === 'human' ? [{ userId: seat.player.userId, joinedAt: seat.joinedAt }] : []))
        .sort((a, b) => a.joinedAt - b.joinedAt);
      if (humans.length === 0) return ok(this.ended({ ...session, seats }, 'aborted', 'aborted'));
      const createdBy = session.createdBy === ref.userId ? humans[0].userId : session.createdBy;
      return ok({ ...session, seats, createdBy });
    });
  }

  /** Changes a seated user's colour, if no one else has it. */
  chooseColor(channelId: string, ref: GameRef & { readonly color: PlayerColor }): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (session) => {
      const seat = seatOfUser(session, ref.userId);
      if (seat === undefined) return refuse('NOT_IN_GAME', `${ref.userId} is not in ${session.id}`);
      if (!(PLAYER_COLORS as readonly string[]).includes(ref.color)) throw new Error(`unknown colour ${String(ref.color)}`);
      const holder = seatOfColor(session, ref.color);
      if (holder !== undefined && holder !== seat) return refuse('COLOR_TAKEN', `${ref.color} is taken in ${session.id}`);
      return ok({ ...session, seats: sortSeats(session.seats.map((s) => (s === seat ? { ...s, color: ref.color } : s))) });
    });
  }

  /** Seats an AI player of a level in the channel's lobby (creator only), named after the first free name. */
  addBot(channelId: string, ref: GameRef & { readonly level: AiLevel }): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (session) => {
      if (session.createdBy !== ref.userId) return refuse('NOT_CREATOR', `only ${session.createdBy} can add bots to ${session.id}`);
      const seats = withBot(session.seats, ref.level, this.now());
      if (seats === null) return refuse('LOBBY_FULL', `game ${session.id} has ${MAX_PLAYERS} players`);
      return ok({ ...session, seats });
    });
  }

  /** Takes the AI player of a colour out of the channel's lobby (creator only). */
  removeBot(channelId: string, ref: GameRef & { readonly color: PlayerColor }): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (session) => {
      if (session.createdBy !== ref.userId) return refuse('NOT_CREATOR', `only ${session.createdBy} can remove bots from ${session.id}`);
      const seat = seatOfColor(session, ref.color);
      if (seat === undefined || !isAiSeat(seat)) return refuse('NOT_IN_GAME', `no bot plays ${ref.color} in ${session.id}`);
      return ok({ ...session, seats: session.seats.filter((s) => s !== seat) });
    });
  }

  /**
   * Starts the channel's game (creator only, 2–5 players): the decks are shuffled from a seed
   * (stored with the game), colours play in colour order.
   */
  start(channelId: string, ref: GameRef & { readonly seed?: number }): Promise<SessionResult<MoveOutcome>> {
    return this.queue.run(channelId, async () => {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has already started`);
      if (session.createdBy !== ref.userId) return refuse('NOT_CREATOR', `only ${session.createdBy} can start ${session.id}`);
      if (session.seats.length < MIN_PLAYERS) return refuse('NOT_ENOUGH_PLAYERS', `game ${session.id} has ${session.seats.length} player(s)`);
      if (!hasHumanPlaying(session)) return refuse('BOTS_ONLY', `game ${session.id} seats bots only`);
      const seed = ref.seed ?? this.newSeed();
      const record: GameRecord = {
        game: 'chacun',
        version: 1,
        players: session.seats.map((seat) => seat.color),
        decks: shuffledDecks(new Random(seed)),
        actions: [],
      };
      const now = this.now();
      const begun: GameSession = { ...session, status: 'playing', startedAt: now, seed, record, moveNumber: 0 };
      // Not through the cache: it must not hold a state the store does not have yet.
      return this.commitMoves(begun, recordStart(record), []);
    });
  }

  // ---- play ----

  /**
   * Plays a move for a user, if it was made for the game's current move and it is their turn;
   * the outcome is returned once stored. The autopilot then plays the seats that play by themselves.
   */
  move(channelId: string, request: MoveRequest): Promise<SessionResult<MoveOutcome>> {
    return this.queue.run(channelId, async () => {
      const found = await this.resolve(channelId, request.gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
      const seat = seatOfUser(session, request.userId);
      if (seat === undefined || seat.resignedAt !== undefined) return refuse('NOT_IN_GAME', `${request.userId} does not play in ${session.id}`);
      if (request.moveNumber !== session.moveNumber) {
        return refuse('STALE_MOVE', `move ${request.moveNumber} of ${session.id} is past: the game is at move ${session.moveNumber}`);
      }
      const loaded = this.withState(session);
      if (!loaded.ok) return loaded;
      const state = loaded.value.state as GameState;
      const current = currentPlayer(state);
      if (current === null) return refuse('GAME_OVER', `game ${session.id} is over`);
      if (current !== seat.color) return refuse('NOT_YOUR_TURN', `it is ${current}'s turn in ${session.id}, not ${seat.color}'s`);
      const action = cleanAction(request.action);
      const next = applyAction(state, action);
      if (!next.ok) return next;
      return this.commitMoves(session, state, [action], next.value);
    });
  }

  /**
   * Plays the whole turn of the AI seat to move (placement, then occupant or shaman's pawn),
   * if the game is still at the move the bot saw; a menhir second turn is a turn of its own.
   * The AI decides from what a player sees and a seed derived from the game's, so the same
   * record always gets the same move (after a restart too). Stored, then returned like a move.
   */
  playBot(channelId: string, request: BotTurnRequest): Promise<SessionResult<MoveOutcome>> {
    return this.queue.run(channelId, async () => {
      const found = await this.resolve(channelId, request.gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
      if (request.moveNumber !== session.moveNumber) {
        return refuse('STALE_MOVE', `bot move ${request.moveNumber} of ${session.id} is past: the game is at move ${session.moveNumber}`);
      }
      const loaded = this.withState(session);
      if (!loaded.ok) return loaded;
      const state = loaded.value.state as GameState;
      const color = currentPlayer(state);
      if (color === null) return refuse('GAME_OVER', `game ${session.id} is over`);
      const seat = seatOfColor(session, color);
      if (seat === undefined || !isAiSeat(seat)) return refuse('NOT_YOUR_TURN', `${color} is not a bot in ${session.id}`);
      const planned = await this.planBotTurn(session.record as GameRecord, seat.player.level, { seed: aiSeedOf(session) });
      // The plan is checked like any move: it must be the AI's own, legal, and at least one action.
      if (planned.length === 0) throw new Error(`empty AI turn in ${session.id}`);
      const actions: Action[] = [];
      let next = state;
      for (const action of planned) {
        if (currentPlayer(next) !== color) throw new Error(`AI turn of ${color} in ${session.id} goes past its turn`);
        const result = applyAction(next, cleanAction(action));
        if (!result.ok) throw new Error(`AI move refused in ${session.id}: ${result.error.code} ${result.error.message}`);
        actions.push(cleanAction(action));
        next = result.value;
      }
      return this.commitMoves(session, state, actions, next);
    });
  }

  /**
   * Resigns a user from the channel's game. While at least two seats still play, one of them
   * human, the game goes on and the autopilot plays the resigned seat (first legal placement,
   * no occupant, no pawn taken back); otherwise the game ends at once (status aborted, reason
   * 'resigned'; the seats that did not resign win by forfeit, see forfeitWinners).
   */
  resign(channelId: string, ref: GameRef): Promise<SessionResult<MoveOutcome>> {
    return this.queue.run(channelId, async () => {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started: leave the lobby instead`);
      const seat = seatOfUser(session, ref.userId);
      if (seat === undefined || seat.resignedAt !== undefined) return refuse('NOT_IN_GAME', `${ref.userId} does not play in ${session.id}`);
      const loaded = this.withState(session);
      if (!loaded.ok) return loaded;
      const state = loaded.value.state as GameState;
      const now = this.now();
      const seats = session.seats.map((s) => (s === seat ? { ...s, resignedAt: now } : s));
      const playing = seats.filter((s) => s.resignedAt === undefined);
      const resigned: GameSession = { ...session, seats };
      if (playing.length < 2 || !hasHumanPlaying(resigned)) {
        const ended = this.ended(resigned, 'aborted', 'resigned');
        const saved = await this.save(ended);
        if (!saved.ok) return saved;
        await this.archive(saved.value);
        return ok({ session: saved.value, state, previousState: state, actions: [], newMessages: [], ended: true });
      }
      return this.commitMoves(resigned, state, []);
    });
  }

  /**
   * Ends the channel's lobby or game without a result (status aborted): its creator, or anyone
   * when forced (moderators). With `lobbyOnly` (the lobby's Cancel button), a game that has
   * started is refused (GAME_STARTED): stopping it takes its own confirmation.
   */
  abort(channelId: string, ref: GameRef & { readonly force?: boolean; readonly lobbyOnly?: boolean }): Promise<SessionResult<LoadedSession>> {
    return this.queue.run(channelId, async () => {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) {
        if (found.error.code === 'CORRUPT_GAME' && ref.force === true) {
          // An unreadable game must not block its channel for good: it leaves the index and stays stored for inspection.
          const dropped = await this.updateIndex((index) => withoutEntry(index, channelId, index[channelId]));
          if (!dropped.ok) return dropped;
        }
        return found;
      }
      const session = found.value;
      if (ref.lobbyOnly === true && session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has started: not cancelled as a lobby`);
      if (session.createdBy !== ref.userId && ref.force !== true) return refuse('NOT_CREATOR', `only ${session.createdBy} can abort ${session.id}`);
      const ended = this.ended(session, 'aborted', 'aborted');
      const saved = await this.save(ended);
      if (!saved.ok) return saved;
      const loaded = this.withState(saved.value);
      await this.archive(saved.value);
      return ok({ session: saved.value, state: loaded.ok ? loaded.value.state : null });
    });
  }

  /** Remembers (or, with null, forgets) ids of the Discord messages of a game, ended or not. */
  setMessageIds(channelId: string, gameId: string, ids: Readonly<Record<string, string | null>>): Promise<SessionResult<GameSession>> {
    return this.queue.run(channelId, async () => {
      const read = await this.readSession(gameId);
      if (!read.ok) return read;
      const session = read.value;
      if (session === null) return refuse('NO_GAME', `no game ${gameId}`);
      if (session.channelId !== channelId) return refuse('WRONG_GAME', `game ${gameId} is played in ${session.channelId}`);
      const messageIds: Record<string, string> = { ...session.messageIds };
      for (const [role, messageId] of Object.entries(ids)) {
        if (messageId === null) delete messageIds[role];
        else messageIds[role] = messageId;
      }
      const updated: GameSession = { ...session, messageIds };
      const saved = await this.save(updated);
      if (!saved.ok) return saved;
      return ok(saved.value);
    });
  }

  // ---- reading ----

  /** The lobby or game open in a channel (NO_GAME if there is none). */
  async get(channelId: string): Promise<SessionResult<LoadedSession>> {
    const found = await this.resolve(channelId, undefined);
    if (!found.ok) return found;
    return this.withState(found.value);
  }

  /** Any game by id, ended ones included (NO_GAME if unknown). */
  async getGame(gameId: string): Promise<SessionResult<LoadedSession>> {
    const read = await this.readSession(gameId);
    if (!read.ok) return read;
    if (read.value === null) return refuse('NO_GAME', `no game ${gameId}`);
    return this.withState(read.value);
  }

  /** The record of a game by id, for export (GAME_NOT_STARTED for a lobby). */
  async recordOf(gameId: string): Promise<SessionResult<GameRecord>> {
    const read = await this.readSession(gameId);
    if (!read.ok) return read;
    if (read.value === null) return refuse('NO_GAME', `no game ${gameId}`);
    if (read.value.record === null) return refuse('GAME_NOT_STARTED', `game ${gameId} never started`);
    return ok(read.value.record);
  }

  /** Ids of a channel's ended games, oldest first (the last 50). */
  async history(channelId: string): Promise<SessionResult<readonly string[]>> {
    const read = await this.store.get(historyKey(channelId));
    if (!read.ok) return storeFailure(read.error);
    return ok(parseIdList(read.value));
  }

  /**
   * Every open lobby and game, for the bot to resume at start-up. Games that cannot be read are
   * listed apart; index entries of games that ended are cleaned up.
   */
  async activeSessions(): Promise<SessionResult<ActiveSessions>> {
    const index = await this.readIndex();
    if (!index.ok) return index;
    const sessions: LoadedSession[] = [];
    const failures: { channelId: string; gameId: string; error: SessionError }[] = [];
    const stale: [string, string][] = [];
    const reads = await Promise.all(
      Object.entries(index.value).map(async ([channelId, gameId]) => ({ channelId, gameId, read: await this.readSession(gameId) })),
    );
    for (const { channelId, gameId, read } of reads) {
      if (!read.ok) {
        if (read.error.code === 'STORE_UNAVAILABLE') return read;
        failures.push({ channelId, gameId, error: read.error });
      } else if (read.value === null || !isActive(read.value) || read.value.channelId !== channelId) {
        stale.push([channelId, gameId]);
      } else {
        const loaded = this.withState(read.value);
        if (loaded.ok) sessions.push(loaded.value);
        else failures.push({ channelId, gameId, error: loaded.error });
      }
    }
    if (stale.length > 0) {
      const cleaned = await this.updateIndex((current) =>
        stale.reduce((next, [channelId, gameId]) => withoutEntry(next, channelId, gameId), { ...current }),
      );
      if (!cleaned.ok) this.warn(`could not clean the active index: ${cleaned.error.message}`);
    }
    return ok({ sessions, failures });
  }

  /** The current state of a session, rebuilt from its record (cached); null before the start. */
  stateOf(session: GameSession): SessionResult<GameState | null> {
    const loaded = this.withState(session);
    return loaded.ok ? ok(loaded.value.state) : loaded;
  }

  /** Resolves once every operation queued so far has finished (for a clean shutdown). */
  async idle(): Promise<void> {
    while (this.queue.busyKeys > 0 || this.indexQueue.busyKeys > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  // ---- internals ----

  /** Runs a lobby change: the channel's game must be in its lobby; the change is stored, and archived if it closed the lobby. */
  private inLobby(channelId: string, ref: GameRef, change: (session: GameSession) => SessionResult<GameSession>): Promise<SessionResult<LoadedSession>> {
    return this.queue.run(channelId, async () => {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has already started`);
      const changed = change(session);
      if (!changed.ok) return changed;
      const saved = await this.save(changed.value);
      if (!saved.ok) return saved;
      if (!isActive(saved.value)) await this.archive(saved.value);
      return ok({ session: saved.value, state: null });
    });
  }

  /**
   * Lets the autopilot play the seats that play by themselves, then stores the session with
   * its longer record and only then caches the new state. `state` is the state before `actions`,
   * `reached` the state after them (computed by the caller).
   */
  private async commitMoves(session: GameSession, state: GameState, actions: Action[], reached: GameState = state): Promise<SessionResult<MoveOutcome>> {
    const record = session.record as GameRecord;
    const played = [...actions];
    let next = reached;
    for (;;) {
      const color = currentPlayer(next);
      if (color === null) break;
      const seat = seatOfColor(session, color);
      if (seat === undefined || !isAutopiloted(seat)) break;
      const action = autopilotAction(next);
      const result = applyAction(next, action);
      if (!result.ok) throw new Error(`autopilot move refused: ${result.error.code} ${result.error.message}`);
      played.push(action);
      next = result.value;
    }
    const longer: GameRecord = played.length === 0 ? record : { ...record, actions: [...record.actions, ...played] };
    let updated: GameSession = { ...session, record: longer, moveNumber: longer.actions.length };
    const ended = next.nextAction === 'END_GAME';
    if (ended) updated = this.ended(updated, 'finished', 'completed');
    const saved = await this.save(updated);
    if (!saved.ok) return saved;
    this.cache.put(updated.id, updated.moveNumber, next);
    if (ended) await this.archive(saved.value);
    return ok({
      session: saved.value,
      state: next,
      previousState: state,
      actions: played,
      newMessages: next.messages.slice(state.messages.length),
      ended,
    });
  }

  private ended(session: GameSession, status: 'finished' | 'aborted', reason: EndReason): GameSession {
    return { ...session, status, endReason: reason, endedAt: this.now() };
  }

  /** The open game of a channel, or the game a button names (which must be open and in this channel). */
  private async resolve(channelId: string, gameId: string | undefined): Promise<SessionResult<GameSession>> {
    if (gameId === undefined) {
      const active = await this.activeIn(channelId);
      if (!active.ok) return active;
      if (active.value === null) return refuse('NO_GAME', `no game open in ${channelId}`);
      return ok(active.value);
    }
    const read = await this.readSession(gameId);
    if (!read.ok) return read;
    const session = read.value;
    if (session === null) return refuse('NO_GAME', `no game ${gameId}`);
    if (session.channelId !== channelId) return refuse('WRONG_GAME', `game ${gameId} is played in ${session.channelId}, not ${channelId}`);
    if (!isActive(session)) return refuse('GAME_OVER', `game ${gameId} is ${session.status}`);
    return ok(session);
  }

  /** The open lobby or game of a channel, or null (an index entry of an ended game counts as none). */
  private async activeIn(channelId: string): Promise<SessionResult<GameSession | null>> {
    const index = await this.readIndex();
    if (!index.ok) return index;
    const gameId = index.value[channelId];
    if (gameId === undefined) return ok(null);
    const read = await this.readSession(gameId);
    if (!read.ok) return read;
    const session = read.value;
    return ok(session !== null && isActive(session) && session.channelId === channelId ? session : null);
  }

  private withState(session: GameSession): SessionResult<LoadedSession> {
    if (session.record === null) return ok({ session, state: null });
    const state = this.cache.stateOf(session.id, session.record);
    if (!state.ok) {
      const { actionIndex, error } = state.error;
      return refuse('CORRUPT_GAME', `game ${session.id}: action ${actionIndex} refused (${error.code}: ${error.message})`);
    }
    return ok({ session, state: state.value });
  }

  private async readSession(gameId: string): Promise<SessionResult<GameSession | null>> {
    const read = await this.store.get(gameKey(gameId));
    if (!read.ok) return storeFailure(read.error);
    if (read.value === undefined || read.value === null) return ok(null);
    const parsed = parseSession(read.value);
    if (!parsed.ok) return refuse('CORRUPT_GAME', `game ${gameId}: ${parsed.error}`);
    if (parsed.value.id !== gameId) return refuse('CORRUPT_GAME', `game ${gameId} is stored as ${parsed.value.id}`);
    return ok(parsed.value);
  }

  /** Stores a session (stamped with the time); a session that could not be read back is a bug. */
  private async save(session: GameSession): Promise<SessionResult<GameSession>> {
    const stamped: GameSession = { ...session, updatedAt: this.now() };
    const json: unknown = JSON.parse(JSON.stringify(stamped));
    const check = parseSession(json);
    if (!check.ok) throw new Error(`refusing to store an unreadable session: ${check.error}`);
    const written = await this.store.set(gameKey(stamped.id), json);
    if (!written.ok) return storeFailure(written.error);
    return ok(stamped);
  }

  private async readIndex(): Promise<SessionResult<Record<string, string>>> {
    const read = await this.store.get(ACTIVE_KEY);
    if (!read.ok) return storeFailure(read.error);
    if (read.value === undefined || read.value === null) return ok({});
    if (typeof read.value !== 'object' || Array.isArray(read.value)) return refuse('CORRUPT_GAME', 'the active index is not an object');
    const index: Record<string, string> = {};
    for (const [channelId, gameId] of Object.entries(read.value)) if (typeof gameId === 'string') index[channelId] = gameId;
    return ok(index);
  }

  /** Changes the active index; changes are serialised because every channel shares it. */
  private updateIndex(change: (index: Readonly<Record<string, string>>) => Record<string, string>): Promise<SessionResult<void>> {
    return this.indexQueue.run(ACTIVE_KEY, async () => {
      const index = await this.readIndex();
      if (!index.ok) return index;
      const written = await this.store.set(ACTIVE_KEY, change(index.value));
      return written.ok ? ok(undefined) : storeFailure(written.error);
    });
  }

  /**
   * Files an ended game away: out of the active index, into the channel's history. Best effort:
   * the stored status already says the game ended, and readers skip ended games the index still names.
   */
  private async archive(session: GameSession): Promise<void> {
    this.cache.forget(session.id);
    const unindexed = await this.updateIndex((index) => withoutEntry(index, session.channelId, session.id));
    if (!unindexed.ok) this.warn(`game ${session.id} ended but stays in the active index: ${unindexed.error.message}`);
    const history = await this.store.get(historyKey(session.channelId));
    if (!history.ok) {
      this.warn(`game ${session.id} missing from the history of ${session.channelId}: ${history.error.message}`);
      return;
    }
    const ids = [...parseIdList(history.value).filter((id) => id !== session.id), session.id].slice(-HISTORY_LENGTH);
    const written = await this.store.set(historyKey(session.channelId), ids);
    if (!written.ok) this.warn(`game ${session.id} missing from the history of ${session.channelId}: ${written.error.message}`);
  }

  private async freshId(): Promise<SessionResult<string>> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = this.newGameId();
      const existing = await this.store.get(gameKey(id));
      if (!existing.ok) return storeFailure(existing.error);
      if (existing.value === undefined || existing.value === null) return ok(id);
    }
    throw new Error('five game ids in a row were taken: the id generator is broken');
  }
}

/** The seed of a game's AI decisions: the game's own, mixed apart from the deck shuffle. */
export function aiSeedOf(session: GameSession): number {
  return hashNumbers(session.seed ?? 0, 0xa15eed);
}

/** The seats with an AI of a level added in the first free colour, named after the first free name; null if full. */
function withBot(seats: readonly Seat[], level: AiLevel, now: number): Seat[] | null {
  if (seats.length >= MAX_PLAYERS) return null;
  const taken = new Set(seats.map((seat) => seat.color));
  const color = PLAYER_COLORS.find((c) => !taken.has(c));
  if (color === undefined) return null;
  const names = new Set(seats.map((seat) => seat.player.name));
  const name = BOT_NAMES.find((n) => !names.has(n)) ?? `Bot ${seats.length + 1}`;
  const player: AiPlayer = { type: 'ai', level, name };
  return sortSeats([...seats, { color, player, joinedAt: now }]);
}

/** The seats still playing when a game ended by resignations: they win by forfeit. */
export function forfeitWinners(session: GameSession): PlayerColor[] {
  if (session.endReason !== 'resigned') return [];
  return session.seats.filter((seat) => seat.resignedAt === undefined).map((seat) => seat.color);
}

/** The index without a channel's entry, if it names that game. */
function withoutEntry(index: Readonly<Record<string, string>>, channelId: string, gameId: string | undefined): Record<string, string> {
  const next = { ...index };
  if (gameId !== undefined && next[channelId] === gameId) delete next[channelId];
  return next;
}

function parseIdList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** A copy of an action with only the fields of its type (records are stored as given). */
function cleanAction(action: Action): Action {
  switch (action.type) {
    case 'place':
      return { type: 'place', tile: action.tile, x: action.x, y: action.y, rotation: action.rotation };
    case 'occupy':
      return { type: 'occupy', occupant: action.occupant === null ? null : { kind: action.occupant.kind, zone: action.occupant.zone } };
    case 'retake':
      return { type: 'retake', zone: action.zone };
  }
}
