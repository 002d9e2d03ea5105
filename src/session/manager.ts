import { createHash, randomInt } from 'node:crypto';
import { resolveOptions } from '../games/game.ts';
import { hashNumbers } from '../hash.ts';
import { refuse, type SessionError } from './errors.ts';
import * as lobby from './lobby.ts';
import { KeyedQueue } from './queue.ts';
import {
  SESSION_FORMAT,
  hasHumanPlaying,
  isActive,
  isAiSeat,
  isAutopiloted,
  seatOfKey,
  seatOfUser,
  type EndReason,
  type GameCatalog,
  type GameSession,
  type HostedGame,
  type HumanPlayer,
  type Seat,
} from './session.ts';
import { lobbyClock, type ClockSettings } from './schedule.ts';
import { StateCache } from './state-cache.ts';
import { planUndo, takenBack, withUndo, type UndoPlan } from './undo.ts';
import { SessionStorage, type Annotations, type SessionResult } from './storage.ts';
import type { GameStore } from './store.ts';

export type { SessionResult } from './storage.ts';

/** A session with its current state (null before the start): the state is the game's own. */
export interface LoadedSession {
  readonly session: GameSession;
  readonly state: unknown;
}

/** What a move (or a start or a resignation) did, once safely stored: for the bot to announce. */
export interface MoveOutcome {
  readonly session: GameSession;
  readonly state: unknown;
  readonly previousState: unknown;
  /** The record entries added: the player's, then any the automatic moves of resigned seats played after it. */
  readonly entries: readonly unknown[];
  /** Whether the game ended. */
  readonly ended: boolean;
}

/** Active games found at start-up, those that could not be read, and those found ended (and filed now). */
export interface ActiveSessions {
  readonly sessions: readonly LoadedSession[];
  /**
   * Games still in a server's list that had ended (a bot stopped, or killed, between the last move
   * and its channel's next lobby): filed into their channel's history now; the bot posts their end
   * if it never did.
   */
  readonly ended: readonly LoadedSession[];
  readonly failures: readonly { readonly channelId: string; readonly gameId: string; readonly error: SessionError }[];
}

/** A new lobby: which game, where, who opens it, in which language. */
export interface NewLobby {
  readonly game: string;
  readonly guildId: string | null;
  /** The channel or thread to play in. */
  readonly channelId: string;
  /** The parent channel when `channelId` is a thread. */
  readonly parentChannelId?: string;
  readonly creator: { readonly userId: string; readonly name: string };
  readonly locale: string;
  /** The creator's seat (default: the first). */
  readonly seat?: string;
  /** AI players seated from the start, by level. */
  readonly bots?: readonly string[];
  /** The game's options as chosen (checked by the caller; missing ones take their defaults). */
  readonly options?: Readonly<Record<string, string | number>>;
  /** Reminders and time limit (src/session/schedule.ts); absent: the defaults. */
  readonly clock?: ClockSettings;
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
  readonly action: unknown;
}

/** A move of an AI seat, asked for by the bot when the AI's turn is due. */
export interface BotTurnRequest {
  readonly gameId: string;
  /** The move number at which the bot saw the AI's turn begin. */
  readonly moveNumber: number;
}

/**
 * What a click or a command needs checked before its handler runs: `turn` (the user's seat is
 * to act, at the move number the button was made for), `seat` (the user plays in the game under
 * way, whoever is to act: an action out of turn) or `game` (the game exists and is this channel's,
 * ended ones too: a view).
 */
export type Precondition =
  /**
   * `writtenAt`: when the clicked component's message was last written, by Discord's clock (its
   * edit time, else its creation time): a component from before an undo, for a move the undo took
   * back, is refused even if the game is at that move number again.
   */
  | { readonly needs: 'turn'; readonly move?: number; readonly messageId?: string; readonly writtenAt?: number }
  | { readonly needs: 'seat' }
  | { readonly needs: 'game' };

/** What a handler is given once the preconditions hold: the game, its state, and the user's seat. */
export interface Checked {
  readonly game: HostedGame;
  readonly session: GameSession;
  readonly state: unknown;
  /** The user's seat (with 'game', undefined when the user does not play). */
  readonly seat: Seat | undefined;
}

/** A handler's answer to a checked click: an action to play for the user's seat, or anything else (no change). */
export type Decision<T> = { readonly action: unknown; readonly answer?: T } | { readonly action?: undefined; readonly answer: T };

/** What came of a checked click: the handler's answer, and the outcome when it played an action. */
export interface Acted<T> {
  readonly checked: Checked;
  readonly answer: T | undefined;
  readonly outcome: MoveOutcome | null;
}

/** Options of a session manager; the defaults suit the bot, tests replace the clock and the dice. */
export interface SessionManagerOptions {
  readonly now?: () => number;
  readonly newGameId?: () => string;
  readonly newSeed?: () => number;
  /** Games whose state is kept in memory. */
  readonly cacheSize?: number;
  /**
   * Plans an AI's whole turn at the end of a record (default: here, synchronously, with the
   * game's AI). The bot hands this to a worker thread so that the AI's thinking does not hold up
   * other channels.
   */
  readonly planBotTurn?: (game: string, view: unknown, seat: string, level: string, options: { readonly seed: number }) => Promise<readonly unknown[]>;
  /** Told about clean-ups that failed after a change was safely stored (the bot logs them). */
  readonly onWarning?: (message: string) => void;
  /** How long the ids of the bot's messages may wait for the game's next write (ms, default 5 s). */
  readonly flushDelayMs?: number;
  /**
   * Adjusts a game about to be stored after a change of its record (the bot's deadlines restart
   * the clock of a new move); `actor` is the seat whose player made the move, null otherwise.
   */
  readonly onCommit?: (session: GameSession, actor: string | null) => GameSession;
  /**
   * Told once about each game that ended after a start, finished or stopped by resignations (not
   * an abort: it has no result), once it is stored, with its last state, in the channel's queue (statistics and
   * ratings listen). Its failure is logged as a warning; the game stays ended.
   */
  readonly onGameEnded?: (session: GameSession, state: unknown) => Promise<void>;
}

/** A change decided outside a click (a deadline, a vote): the session to store, and the record entries it adds with the state they reach. */
export interface OutsideChange {
  readonly session: GameSession;
  readonly entries?: readonly unknown[];
  /** The state after `entries` (required with them). */
  readonly reached?: unknown;
}

/** How many times an operation that lost a race to another writer is run again from a fresh read. */
const CONFLICT_ATTEMPTS = 4;

function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/**
 * A new game's seed: 53 random bits (0 … Number.MAX_SAFE_INTEGER), too many for a player to try
 * them all offline against their own first hand (each game's generator uses every bit of a seed
 * from 2^32 on). `randomInt` draws ranges below 2^48 only, hence two draws.
 */
export function drawSeed(): number {
  return randomInt(0, 2 ** 21) * 2 ** 32 + randomInt(0, 2 ** 32);
}

/**
 * The seed of a game's AI decisions: the game's own, mixed apart from its shuffles. AI moves are
 * public and the AI seed has 32 bits, so anyone may find it by trying them all against the AI's
 * moves; it must not lead back from there to the game's seed. `hashNumbers` would: each of its
 * steps can be undone, so an AI seed gives at once, for each of the 2^21 high parts of a wide
 * seed, the one low part that fits — 2^21 candidates to try against one's hand instead of 2^53.
 * A wide seed (2^32 or more) therefore goes through SHA-256, which cannot be undone: the 2^21
 * game seeds behind an AI seed are found only by hashing all 2^53, no quicker than trying them
 * against one's own hand directly. A seed below 2^32 keeps `hashNumbers` (games and tests from
 * before keep their AI moves): such a seed is found from one's own hand in 2^32 tries anyway.
 */
export function aiSeedOf(session: GameSession): number {
  const seed = session.seed ?? 0;
  if (seed < 2 ** 32) return hashNumbers(seed, 0xa15eed);
  return createHash('sha256').update(`ai-seed:${seed}`).digest().readUInt32BE(0);
}

/** The seats still playing when a game ended by resignations: they win by forfeit. */
export function forfeitWinners(session: GameSession): string[] {
  if (session.endReason !== 'resigned') return [];
  return session.seats.filter((seat) => seat.resignedAt === undefined).map((seat) => seat.seat);
}

/**
 * The games of every channel, kept in a store, for any hosted game. Operations on one channel
 * run one at a time, different channels in parallel; every change is stored before it is
 * returned, and nothing is changed (in the store or in memory) when an operation is refused or
 * the store fails. A click costs one read of its game and, when it plays, one write.
 */
export class SessionManager {
  private readonly queue = new KeyedQueue();
  private readonly cache: StateCache;
  private readonly storage: SessionStorage;
  private readonly now: () => number;
  private readonly newSeed: () => number;
  private readonly planBotTurn: NonNullable<SessionManagerOptions['planBotTurn']>;
  private readonly onCommit: SessionManagerOptions['onCommit'];
  private readonly onGameEnded: SessionManagerOptions['onGameEnded'];
  private readonly warn: (message: string) => void;

  constructor(
    store: GameStore,
    private readonly games: GameCatalog,
    options: SessionManagerOptions = {},
  ) {
    this.cache = new StateCache(options.cacheSize);
    this.now = options.now ?? Date.now;
    this.newSeed = options.newSeed ?? drawSeed;
    this.storage = new SessionStorage(store, games, {
      now: this.now,
      ...(options.newGameId === undefined ? {} : { newGameId: options.newGameId }),
      ...(options.onWarning === undefined ? {} : { onWarning: options.onWarning }),
      ...(options.flushDelayMs === undefined ? {} : { flushDelayMs: options.flushDelayMs }),
    });
    this.onCommit = options.onCommit;
    this.onGameEnded = options.onGameEnded;
    this.warn = options.onWarning ?? ((message) => console.warn(`[session] ${message}`));
    this.storage.flushInQueue = (channelId, gameId) => this.queue.run(channelId, () => this.storage.flushGame(gameId));
    this.planBotTurn =
      options.planBotTurn ??
      (async (gameId, view, seat, level, aiOptions) => {
        const game = this.games.get(gameId);
        if (game === undefined) throw new Error(`unknown game ${gameId}`);
        return game.ai.planTurn(view, seat, level, aiOptions);
      });
  }

  // ---- undo (see src/session/undo.ts) ----

  /** What an undo asked by a user would take back in the channel's game now (read only), or why it is refused. */
  undoPlan(channelId: string, ref: GameRef & { readonly moveNumber?: number }): Promise<SessionResult<UndoPlan>> {
    return this.queue.run(channelId, () => this.planUndoIn(channelId, ref));
  }

  /**
   * Takes back the user's last step, if the game allows it and nobody has acted since
   * (`moveNumber`, when given, must be the game's). A step that revealed something hidden needs
   * `agreed` (the bot asks the table first): else UNDO_NEEDS_AGREEMENT and nothing changes.
   * The shorter record and the undo note are stored in one write, then returned like a move.
   */
  undo(channelId: string, ref: GameRef & { readonly moveNumber?: number; readonly agreed?: boolean; readonly clickedAt?: number }): Promise<SessionResult<MoveOutcome>> {
    return this.serial(channelId, async () => {
      const plan = await this.planUndoIn(channelId, ref);
      if (!plan.ok) return plan;
      if (plan.value.revealed && ref.agreed !== true) return refuse('UNDO_NEEDS_AGREEMENT', `undo in ${plan.value.session.id} revealed something: the table must agree`);
      const game = this.gameOf(plan.value.session);
      const previous = this.withState(plan.value.session);
      if (!previous.ok) return previous;
      let undone = withUndo(game, plan.value, plan.value.revealed, this.now(), ref.clickedAt);
      // The move the game went back to starts its time again (its reminders and limit), as a new move would.
      if (this.onCommit !== undefined) undone = this.onCommit(undone, null);
      const state = this.cache.stateOf(undone.id, game.rules, undone.record);
      if (!state.ok) throw new Error(`game ${undone.id} does not replay after an undo: ${state.error.error.code}`);
      const saved = await this.storage.save(undone);
      if (!saved.ok) {
        this.cache.forget(undone.id);
        return saved;
      }
      this.storage.rewound(undone.id, undone.moveNumber);
      this.cache.put(undone.id, game.rules, undone.record, state.value);
      return ok({ session: saved.value, state: state.value, previousState: previous.value.state, entries: [], ended: false });
    });
  }

  private async planUndoIn(channelId: string, ref: GameRef & { readonly moveNumber?: number }): Promise<SessionResult<UndoPlan>> {
    const found = await this.resolve(channelId, ref.gameId);
    if (!found.ok) return found;
    const session = found.value;
    if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
    const loaded = this.withState(session);
    if (!loaded.ok) return loaded;
    return planUndo(this.gameOf(session), session, ref.userId, ref.moveNumber);
  }

  // ---- lobby ----

  /** Opens a lobby in a channel, its creator seated; refused if a game is open there. */
  createLobby(input: NewLobby): Promise<SessionResult<LoadedSession>> {
    return this.serial(input.channelId, async () => {
      const game = this.games.get(input.game);
      if (game === undefined) throw new Error(`unknown game ${input.game}`);
      const latest = await this.latestIn(input.channelId);
      if (!latest.ok) return latest;
      if (latest.value !== null && isActive(latest.value)) return refuse('GAME_ALREADY_RUNNING', `game ${latest.value.id} is open in ${input.channelId}`);
      const { keys, max } = game.rules.seats;
      if ((input.bots?.length ?? 0) > max - 1) return refuse('LOBBY_FULL', `${input.bots?.length} bots and their host make more than ${max}`);
      if (input.seat !== undefined && !keys.includes(input.seat)) throw new Error(`unknown seat ${input.seat}`);
      for (const level of input.bots ?? []) if (!game.ai.levels.includes(level)) throw new Error(`unknown AI level ${level}`);
      const options = resolveOptions(game.rules.options, input.options ?? {});
      if (!options.ok) throw new Error(`bad option ${options.key} for ${game.id}`);
      if (latest.value !== null) {
        // The channel's last game ended: it goes to the history now that the channel moves on.
        const filed = await this.storage.file(input.channelId, latest.value.id, latest.value.guildId);
        if (!filed.ok) return filed;
      }
      const id = await this.storage.freshId();
      if (!id.ok) return id;
      const now = this.now();
      const creator: HumanPlayer = { type: 'human', userId: input.creator.userId, name: lobby.cleanName(input.creator.name, input.creator.userId) };
      let seats: Seat[] = [{ seat: input.seat ?? keys[0], player: creator, joinedAt: now }];
      for (const level of input.bots ?? []) seats = lobby.withBot(game, seats, level, now) ?? seats;
      const session: GameSession = {
        format: SESSION_FORMAT,
        game: game.id,
        id: id.value,
        guildId: input.guildId,
        channelId: input.channelId,
        ...(input.parentChannelId === undefined ? {} : { parentChannelId: input.parentChannelId }),
        status: 'lobby',
        createdBy: creator.userId,
        createdAt: now,
        updatedAt: now,
        locale: input.locale,
        options: options.value,
        seats,
        seed: null,
        record: null,
        moveNumber: 0,
        messageIds: {},
        turnMemo: null,
        ...(input.clock === undefined ? {} : { clock: lobbyClock(input.clock) }),
      };
      const saved = await this.storage.save(session, { create: true });
      if (!saved.ok) return saved;
      const indexed = await this.storage.index(session);
      if (!indexed.ok) {
        // Without its index entries the lobby cannot be found or listed: take it back.
        const unindexed = await this.storage.unindex(session.channelId, session.id);
        if (!unindexed.ok) this.storage.warn(`channel ${session.channelId} left naming the lobby ${session.id} taken back: ${unindexed.error.message}`);
        const removed = await this.storage.remove(session.id);
        if (!removed.ok) this.storage.warn(`orphan lobby ${session.id} left in the store: ${removed.error.message}`);
        return indexed;
      }
      return ok({ session: saved.value, state: null });
    });
  }

  /** Seats a user in the channel's lobby, in the seat asked for or the first free one. */
  join(channelId: string, ref: GameRef & { readonly name: string; readonly seat?: string }): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (game, session) => lobby.join(game, session, ref, this.now()));
  }

  /**
   * Takes a user out of the channel's lobby. If the creator leaves, the longest-seated person
   * left becomes the creator; the last one out closes the lobby (status aborted).
   */
  leave(channelId: string, ref: GameRef): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (_game, session) => {
      const left = lobby.leave(session, ref.userId);
      if (!left.ok) return left;
      const seats = session.seats.filter((seat) => !(seat.player.type === 'human' && seat.player.userId === ref.userId));
      return ok(left.value ?? this.ended({ ...session, seats }, 'aborted', 'aborted'));
    });
  }

  /** Moves a seated user to another seat (a colour, a position), if no one else has it. */
  chooseSeat(channelId: string, ref: GameRef & { readonly seat: string }): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (game, session) => lobby.chooseSeat(game, session, ref.userId, ref.seat));
  }

  /**
   * Seats an AI player of a level (by name, or by index among the game's levels: buttons carry
   * that) in the channel's lobby (creator only), named after the first free name.
   */
  addBot(channelId: string, ref: GameRef & { readonly level: string | number }): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (game, session) => lobby.addBot(game, session, ref.userId, ref.level, this.now()));
  }

  /** Takes the AI player of a seat (by key, or by index among the game's seat keys) out of the channel's lobby (creator only). */
  removeBot(channelId: string, ref: GameRef & { readonly seat: string | number }): Promise<SessionResult<LoadedSession>> {
    return this.inLobby(channelId, ref, (game, session) => lobby.removeBot(game, session, ref.userId, ref.seat));
  }

  /**
   * Starts the channel's game (creator only, enough players, one person at least): the game draws
   * everything random from a seed stored with it; seats play in seat order.
   */
  start(channelId: string, ref: GameRef & { readonly seed?: number }): Promise<SessionResult<MoveOutcome>> {
    return this.serial(channelId, async () => {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) return found;
      const session = found.value;
      const game = this.gameOf(session);
      if (session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has already started`);
      if (session.createdBy !== ref.userId) return refuse('NOT_CREATOR', `only ${session.createdBy} can start ${session.id}`);
      let seats: readonly Seat[] = session.seats;
      if (game.rules.seats.fillWithAi === true) {
        // The table is completed by AI players of the default level, in the free seats.
        const now = this.now();
        while (seats.length < game.rules.seats.min) seats = lobby.withBot(game, seats, game.ai.defaultLevel, now) ?? seats;
      }
      if (seats.length < game.rules.seats.min) return refuse('NOT_ENOUGH_PLAYERS', `game ${session.id} has ${seats.length} player(s)`);
      if (!hasHumanPlaying(session)) return refuse('BOTS_ONLY', `game ${session.id} seats bots only`);
      const seed = ref.seed ?? this.newSeed();
      // Games stored before games had options play with the defaults.
      const options = resolveOptions(game.rules.options, session.options ?? {});
      if (!options.ok) throw new Error(`bad option ${options.key} in ${session.id}`);
      const record = game.rules.newRecord(
        seats.map((seat) => seat.seat),
        seed,
        options.value,
      );
      const begun: GameSession = { ...session, seats, status: 'playing', startedAt: this.now(), seed, record, moveNumber: 0 };
      // Not through the cache: it must not hold a state the store does not have yet.
      const state = game.rules.start(record);
      return this.commit(game, begun, state, [], state);
    });
  }

  // ---- play ----

  /**
   * The one path of a click or a move command: reads the game once, checks what the handler
   * needs (see Precondition), runs the handler with the checked game, and when it answers with
   * an action, plays it for the user's seat (then the automatic moves of resigned seats) and
   * stores the game once. All of it in the channel's queue, so nothing moves in between.
   */
  act<T>(
    channelId: string,
    ref: GameRef,
    precondition: Precondition,
    handler: (checked: Checked) => Decision<T> | Promise<Decision<T>>,
  ): Promise<SessionResult<Acted<T>>> {
    return this.serial<Acted<T>>(channelId, async () => {
      const checked = await this.check(channelId, ref, precondition);
      if (!checked.ok) return checked;
      const decision = await handler(checked.value);
      if (decision.action === undefined) return ok({ checked: checked.value, answer: decision.answer, outcome: null });
      const played = await this.playFor(checked.value, decision.action);
      if (!played.ok) return played;
      return ok({ checked: checked.value, answer: decision.answer, outcome: played.value });
    });
  }

  /**
   * Plays a move for a user, if it was made for the game's current move and their seat may act;
   * the outcome is returned once stored. The automatic moves of resigned seats follow at once.
   */
  async move(channelId: string, request: MoveRequest): Promise<SessionResult<MoveOutcome>> {
    const acted = await this.act(channelId, request, { needs: 'turn', move: request.moveNumber }, () => ({ action: request.action }));
    if (!acted.ok) return acted;
    return ok(acted.value.outcome as MoveOutcome);
  }

  /**
   * Plays the whole turn of the AI seat to act, if the game is still at the move the bot saw.
   * The AI decides from what its seat sees and a seed derived from the game's, so the same
   * record always gets the same move (after a restart too). Stored, then returned like a move.
   */
  playBot(channelId: string, request: BotTurnRequest): Promise<SessionResult<MoveOutcome>> {
    return this.serial(channelId, async () => {
      const found = await this.resolve(channelId, request.gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
      if (request.moveNumber !== session.moveNumber) {
        return refuse('STALE_MOVE', `bot move ${request.moveNumber} of ${session.id} is past: the game is at move ${session.moveNumber}`);
      }
      const game = this.gameOf(session);
      const loaded = this.withState(session);
      if (!loaded.ok) return loaded;
      const state = loaded.value.state;
      const seat = game.rules
        .toAct(state)
        .map((key) => seatOfKey(session, key))
        .find((s): s is Seat => s !== undefined && isAiSeat(s));
      if (seat === undefined || !isAiSeat(seat)) return refuse('NOT_YOUR_TURN', `no AI is to act in ${session.id}`);
      const planned = await this.planBotTurn(game.id, game.rules.seatView(session.record, seat.seat), seat.seat, seat.player.level, { seed: aiSeedOf(session) });
      // The plan is checked like any move: it must be the AI's own, legal, and at least one action.
      if (planned.length === 0) throw new Error(`empty AI turn in ${session.id}`);
      const entries: unknown[] = [];
      let next = state;
      for (const raw of planned) {
        const action = game.rules.parseAction(raw);
        if (!action.ok) throw new Error(`AI move malformed in ${session.id}: ${action.error}`);
        const result = game.rules.play(next, seat.seat, action.value);
        if (!result.ok) throw new Error(`AI move refused in ${session.id}: ${result.error.code} ${result.error.message}`);
        entries.push(result.value.entry);
        next = result.value.state;
      }
      return this.commit(game, session, state, entries, next);
    });
  }

  /**
   * A change of a game under way decided outside a click (a deadline, a vote of the table), in
   * the channel's queue: `decide` gets the game as stored, checked open and in this channel, and
   * answers with the change (stored like a move: the automatic moves of resigned seats follow)
   * or null for none. A game that ended, or moved elsewhere, gives NO_GAME/GAME_OVER/WRONG_GAME.
   */
  change(
    channelId: string,
    gameId: string,
    decide: (checked: { readonly game: HostedGame; readonly session: GameSession; readonly state: unknown }) => Promise<OutsideChange | null>,
  ): Promise<SessionResult<MoveOutcome | null>> {
    return this.serial<MoveOutcome | null>(channelId, async () => {
      const found = await this.resolve(channelId, gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status !== 'playing') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
      const game = this.gameOf(session);
      const loaded = this.withState(session);
      if (!loaded.ok) return loaded;
      const changed = await decide({ game, session, state: loaded.value.state });
      if (changed === null) return ok(null);
      const entries = changed.entries ?? [];
      return this.commit(game, changed.session, loaded.value.state, entries, entries.length === 0 ? loaded.value.state : changed.reached);
    });
  }

  /**
   * Resigns a user from the channel's game. While at least two seats still play, one of them
   * human, the game goes on and the game's automatic move plays the resigned seat; otherwise the
   * game ends at once (status aborted, reason 'resigned'; the seats left win by forfeit).
   */
  resign(channelId: string, ref: GameRef): Promise<SessionResult<MoveOutcome>> {
    return this.serial(channelId, async () => {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started: leave the lobby instead`);
      const seat = seatOfUser(session, ref.userId);
      if (seat === undefined || seat.resignedAt !== undefined) return refuse('NOT_IN_GAME', `${ref.userId} does not play in ${session.id}`);
      const game = this.gameOf(session);
      const loaded = this.withState(session);
      if (!loaded.ok) return loaded;
      const state = loaded.value.state;
      const now = this.now();
      const seats = session.seats.map((s) => (s === seat ? { ...s, resignedAt: now } : s));
      const playing = seats.filter((s) => s.resignedAt === undefined);
      const resigned: GameSession = { ...session, seats };
      if (playing.length < 2 || !hasHumanPlaying(resigned)) {
        const saved = await this.storage.save(this.ended(resigned, 'aborted', 'resigned'));
        if (!saved.ok) return saved;
        this.cache.forget(session.id);
        await this.tellEnded(saved.value, state);
        return ok({ session: saved.value, state, previousState: state, entries: [], ended: true });
      }
      return this.commit(game, resigned, state, [], state);
    });
  }

  /**
   * Ends the channel's lobby or game without a result (status aborted): its creator, or anyone
   * when forced (moderators). With `lobbyOnly` (the lobby's Cancel button), a game that has
   * started is refused (GAME_STARTED): stopping it takes its own confirmation.
   */
  abort(channelId: string, ref: GameRef & { readonly force?: boolean; readonly lobbyOnly?: boolean }): Promise<SessionResult<LoadedSession>> {
    return this.serial(channelId, async () => {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) {
        if (found.error.code === 'CORRUPT_GAME' && ref.force === true) {
          // An unreadable game must not block its channel for good: it leaves the index and stays stored for inspection.
          const dropped = await this.storage.unindex(channelId, ref.gameId);
          if (!dropped.ok) return dropped;
        }
        return found;
      }
      const session = found.value;
      if (ref.lobbyOnly === true && session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has started: not cancelled as a lobby`);
      if (session.createdBy !== ref.userId && ref.force !== true) return refuse('NOT_CREATOR', `only ${session.createdBy} can abort ${session.id}`);
      const saved = await this.storage.save(this.ended(session, 'aborted', 'aborted'));
      if (!saved.ok) return saved;
      const loaded = this.withState(saved.value);
      this.cache.forget(session.id);
      return ok({ session: saved.value, state: loaded.ok ? loaded.value.state : null });
    });
  }

  /**
   * Remembers (or, with null, forgets) the ids of the bot's messages of a game and the memo of
   * its turn message. Kept in memory and written with the game's next change, or shortly after.
   */
  annotate(channelId: string, gameId: string, annotations: Annotations): void {
    this.storage.annotate(channelId, gameId, annotations);
  }

  /** A session with the newest annotations laid over it. */
  annotated(session: GameSession): GameSession {
    return this.storage.annotated(session);
  }

  /** Whether a game has moved past a move number (a late announcement of that move is outdated). */
  isOutdated(gameId: string, moveNumber: number): boolean {
    return (this.storage.latestMove(gameId) ?? moveNumber) > moveNumber;
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
    const read = await this.storage.read(gameId);
    if (!read.ok) return read;
    if (read.value === null) return refuse('NO_GAME', `no game ${gameId}`);
    return this.withState(read.value);
  }

  /** The game a view shows in a channel: the open one, else the last one that ended there. */
  async latest(channelId: string): Promise<SessionResult<LoadedSession>> {
    const latest = await this.latestIn(channelId);
    if (!latest.ok) return latest;
    if (latest.value !== null) return this.withState(latest.value);
    const history = await this.storage.filedGames(channelId);
    if (!history.ok) return history;
    const last = history.value[history.value.length - 1];
    return last === undefined ? refuse('NO_GAME', `no game in ${channelId}`) : this.getGame(last);
  }

  /** Ids of a channel's ended games, oldest first (the last 50, and the latest one not yet filed). */
  async history(channelId: string): Promise<SessionResult<readonly string[]>> {
    const filed = await this.storage.filedGames(channelId);
    if (!filed.ok) return filed;
    const latest = await this.latestIn(channelId);
    if (!latest.ok) return latest;
    const last = latest.value;
    return ok(last !== null && !isActive(last) && !filed.value.includes(last.id) ? [...filed.value, last.id] : filed.value);
  }

  /**
   * Every open lobby and game of some servers (a bot process resumes those it serves at start-up;
   * the games list shows one server's). Games that cannot be read are listed apart; ended games
   * still in a server's list are filed into their channel's history.
   */
  async activeSessions(guildIds: readonly (string | null)[]): Promise<SessionResult<ActiveSessions>> {
    const sessions: LoadedSession[] = [];
    const ended: LoadedSession[] = [];
    const failures: { channelId: string; gameId: string; error: SessionError }[] = [];
    for (const guildId of guildIds) {
      const index = await this.storage.readGuildIndex(guildId);
      if (!index.ok) return index;
      const reads = await Promise.all(
        Object.entries(index.value).map(async ([channelId, gameId]) => ({ channelId, gameId, read: await this.storage.read(gameId) })),
      );
      for (const { channelId, gameId, read } of reads) {
        if (!read.ok) {
          if (read.error.code === 'STORE_UNAVAILABLE') return read;
          // An unreadable game that no longer is its channel's (a moderator cleared it) leaves the list quietly.
          const current = await this.storage.channelGame(channelId);
          if (!current.ok) return current;
          if (current.value === gameId) failures.push({ channelId, gameId, error: read.error });
          else await this.cleanUp(this.storage.unindex(channelId, gameId, guildId), 'could not clean the list of games');
        } else if (read.value === null || read.value.channelId !== channelId) {
          await this.cleanUp(this.storage.unindex(channelId, gameId, guildId), 'could not clean the list of games');
        } else if (!isActive(read.value)) {
          await this.cleanUp(this.storage.file(channelId, gameId, guildId), `game ${gameId} not filed into the history of ${channelId}`);
          const loaded = this.withState(read.value);
          if (loaded.ok) ended.push(loaded.value);
        } else {
          const loaded = this.withState(read.value);
          if (loaded.ok) sessions.push(loaded.value);
          else failures.push({ channelId, gameId, error: loaded.error });
        }
      }
    }
    return ok({ sessions, ended, failures });
  }

  /**
   * Moves the index of channels kept by versions before per-server lists to the new keys, once
   * (see SessionStorage.upgradeIndex): one process does it before any serves. Returns the number
   * of channels moved.
   */
  upgradeIndex(): Promise<SessionResult<number>> {
    return this.storage.upgradeIndex();
  }

  private async cleanUp(done: Promise<SessionResult<void>>, what: string): Promise<void> {
    const result = await done;
    if (!result.ok) this.storage.warn(`${what}: ${result.error.message}`);
  }

  /** The current state of a session, rebuilt from its record (cached); null before the start. */
  stateOf(session: GameSession): SessionResult<unknown> {
    const loaded = this.withState(session);
    return loaded.ok ? ok(loaded.value.state) : loaded;
  }

  /** The hosted game a session plays. */
  gameOf(session: GameSession): HostedGame {
    const game = this.games.get(session.game);
    if (game === undefined) throw new Error(`game ${session.id} plays ${session.game}, which is not hosted`);
    return game;
  }

  /** Resolves once every operation queued so far has finished, and writes what waits to be written (a clean shutdown). */
  async idle(): Promise<void> {
    while (this.queue.busyKeys > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await this.storage.flush();
    while (this.queue.busyKeys > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /** Annotations not yet written (tests). */
  get unwritten(): number {
    return this.storage.unwritten;
  }

  // ---- internals ----

  /**
   * Runs an operation in the channel's queue. One that lost a race to another writer of the same
   * game (VERSION_CONFLICT: another process, or a write of this one that landed late) runs again
   * from a fresh read, where the click may still be legal or get its true refusal; after a few
   * lost races in a row the conflict itself is the answer. Nothing was stored by a lost race.
   */
  private serial<T>(channelId: string, operation: () => Promise<SessionResult<T>>): Promise<SessionResult<T>> {
    return this.queue.run(channelId, async () => {
      for (let attempt = 1; ; attempt++) {
        const result = await operation();
        if (result.ok || result.error.code !== 'VERSION_CONFLICT' || attempt >= CONFLICT_ATTEMPTS) return result;
        this.warn(`${result.error.message}: trying again from the stored game (${attempt})`);
      }
    });
  }

  /** Reads the game once and checks a precondition (see Precondition). */
  private async check(channelId: string, ref: GameRef, precondition: Precondition): Promise<SessionResult<Checked>> {
    let session: GameSession;
    if (precondition.needs === 'game') {
      const found = ref.gameId === undefined ? await this.latestOrNone(channelId) : await this.storage.read(ref.gameId);
      if (!found.ok) return found;
      if (found.value === null) return refuse('NO_GAME', ref.gameId === undefined ? `no game in ${channelId}` : `no game ${ref.gameId}`);
      if (found.value.channelId !== channelId) return refuse('WRONG_GAME', `game ${found.value.id} is played in ${found.value.channelId}`);
      session = found.value;
    } else {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) return found;
      session = found.value;
      if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
    }
    const game = this.gameOf(session);
    const loaded = this.withState(session);
    if (!loaded.ok) return loaded;
    const state = loaded.value.state;
    const seat = seatOfUser(session, ref.userId);
    const checked: Checked = { game, session, state, seat };
    if (precondition.needs === 'game') return ok(checked);
    if (seat === undefined || seat.resignedAt !== undefined) return refuse('NOT_IN_GAME', `${ref.userId} does not play in ${session.id}`);
    if (precondition.needs === 'seat') return ok(checked);
    const current = precondition.messageId !== undefined && session.messageIds.turn === precondition.messageId;
    if (precondition.move !== undefined && precondition.move !== session.moveNumber && !current) {
      return refuse('STALE_MOVE', `move ${precondition.move} of ${session.id} is past: the game is at move ${session.moveNumber}`);
    }
    if (precondition.move !== undefined && precondition.writtenAt !== undefined && !current && takenBack(session, precondition.move, precondition.writtenAt)) {
      return refuse('STALE_MOVE', `move ${precondition.move} of ${session.id} was made on a branch an undo took back`);
    }
    const toAct = game.rules.toAct(state);
    if (toAct.length === 0) return refuse('GAME_OVER', `game ${session.id} is over`);
    if (!toAct.includes(seat.seat)) return refuse('NOT_YOUR_TURN', `${toAct.join(', ')} to act in ${session.id}, not ${seat.seat}`);
    return ok(checked);
  }

  /** Plays an action for the checked user's seat (already checked: it may act), then commits. */
  private async playFor(checked: Checked, action: unknown): Promise<SessionResult<MoveOutcome>> {
    const { game, session, state, seat } = checked;
    if (seat === undefined) throw new Error('an action without a seat');
    const played = game.rules.play(state, seat.seat, action);
    if (!played.ok) return { ok: false, error: { code: played.error.code, message: played.error.message, rule: played.error } };
    return this.commit(game, session, state, [played.value.entry], played.value.state, seat.seat);
  }

  /**
   * Lets the game's automatic move play the resigned seats to act, then stores the session with
   * its longer record and only then caches the new state. `state` is the state before `entries`,
   * `reached` the state after them.
   */
  private async commit(game: HostedGame, session: GameSession, state: unknown, entries: readonly unknown[], reached: unknown, actor: string | null = null): Promise<SessionResult<MoveOutcome>> {
    const played = [...entries];
    let next = reached;
    for (;;) {
      const seat = game.rules
        .toAct(next)
        .map((key) => seatOfKey(session, key))
        .find((s): s is Seat => s !== undefined && isAutopiloted(s));
      if (seat === undefined) break;
      const result = game.rules.play(next, seat.seat, game.rules.autoAction(next, seat.seat));
      if (!result.ok) throw new Error(`automatic move refused: ${result.error.code} ${result.error.message}`);
      played.push(result.value.entry);
      next = result.value.state;
    }
    const record = game.rules.withEntries(session.record, played);
    const now = this.now();
    let updated: GameSession = { ...session, record, moveNumber: game.rules.entries(record).length, moveTimes: [...(session.moveTimes ?? []), ...played.map(() => now)] };
    const ended = game.rules.isOver(next);
    if (ended) updated = this.ended(updated, 'finished', 'completed');
    if (this.onCommit !== undefined) updated = this.onCommit(updated, actor);
    const saved = await this.storage.save(updated);
    if (!saved.ok) return saved;
    if (ended) this.cache.forget(updated.id);
    else this.cache.put(updated.id, game.rules, updated.record, next);
    if (ended) await this.tellEnded(saved.value, next);
    return ok({ session: saved.value, state: next, previousState: state, entries: played, ended });
  }

  /** Runs a lobby change: the channel's game must be in its lobby; the change is stored. */
  private inLobby(
    channelId: string,
    ref: GameRef,
    change: (game: HostedGame, session: GameSession) => SessionResult<GameSession>,
  ): Promise<SessionResult<LoadedSession>> {
    return this.serial(channelId, async () => {
      const found = await this.resolve(channelId, ref.gameId);
      if (!found.ok) return found;
      const session = found.value;
      if (session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has already started`);
      const changed = change(this.gameOf(session), session);
      if (!changed.ok) return changed;
      const saved = await this.storage.save(changed.value);
      if (!saved.ok) return saved;
      return ok({ session: saved.value, state: null });
    });
  }

  /** Tells the listener of ended games (statistics); its failure does not undo the end. */
  private async tellEnded(session: GameSession, state: unknown): Promise<void> {
    if (this.onGameEnded === undefined) return;
    try {
      await this.onGameEnded(session, state);
    } catch (error) {
      this.warn(`game ${session.id} ended but its statistics failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private ended(session: GameSession, status: 'finished' | 'aborted', reason: EndReason): GameSession {
    return { ...session, status, endReason: reason, endedAt: this.now() };
  }

  /** The open game of a channel, or the game a button names (which must be open and in this channel). */
  private async resolve(channelId: string, gameId: string | undefined): Promise<SessionResult<GameSession>> {
    if (gameId === undefined) {
      const latest = await this.latestIn(channelId);
      if (!latest.ok) return latest;
      if (latest.value === null || !isActive(latest.value)) return refuse('NO_GAME', `no game open in ${channelId}`);
      return ok(latest.value);
    }
    const read = await this.storage.read(gameId);
    if (!read.ok) return read;
    const session = read.value;
    if (session === null) return refuse('NO_GAME', `no game ${gameId}`);
    if (session.channelId !== channelId) return refuse('WRONG_GAME', `game ${gameId} is played in ${session.channelId}, not ${channelId}`);
    if (!isActive(session)) return refuse('GAME_OVER', `game ${gameId} is ${session.status}`);
    return ok(session);
  }

  /** The latest game of a channel from the index (open, or ended and not yet filed), or null. */
  private async latestIn(channelId: string): Promise<SessionResult<GameSession | null>> {
    const gameId = await this.storage.channelGame(channelId);
    if (!gameId.ok) return gameId;
    if (gameId.value === null) return ok(null);
    const read = await this.storage.read(gameId.value);
    if (!read.ok) return read;
    return ok(read.value !== null && read.value.channelId === channelId ? read.value : null);
  }

  /** The latest game of a channel, else its last filed game, or null. */
  private async latestOrNone(channelId: string): Promise<SessionResult<GameSession | null>> {
    const latest = await this.latest(channelId);
    if (latest.ok) return ok(latest.value.session);
    return latest.error.code === 'NO_GAME' ? ok(null) : latest;
  }

  private withState(session: GameSession): SessionResult<LoadedSession> {
    if (session.record === null) return ok({ session, state: null });
    const game = this.gameOf(session);
    const state = this.cache.stateOf(session.id, game.rules, session.record);
    if (!state.ok) {
      const { actionIndex, error } = state.error;
      return refuse('CORRUPT_GAME', `game ${session.id}: action ${actionIndex} refused (${error.code}: ${error.message})`);
    }
    return ok({ session, state: state.value });
  }
}
