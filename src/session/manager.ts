/**
 * `SessionManager`, the session layer's one entry: every operation on the games of the channels.
 * It holds the shared internals (`core.ts`) and hands each operation to the module of its
 * concern, where it is documented in full: `lobby-ops.ts` (lobby and start), `play.ts` (clicks,
 * moves, AI turns, outside changes, resign, abort), `undo-ops.ts`, `reads.ts`.
 */
import { SessionCore } from './core.ts';
import * as lobbyOps from './lobby-ops.ts';
import type {
  Acted,
  ActiveSessions,
  AiTurnRequest,
  Checked,
  Decision,
  GameRef,
  LoadedSession,
  MoveOutcome,
  MoveRequest,
  NewLobby,
  NewTable,
  OutsideChange,
  Precondition,
  SessionManagerOptions,
} from './manager-types.ts';
import * as play from './play.ts';
import * as reads from './reads.ts';
import type { GameCatalog, GameSession, HostedGame } from './session.ts';
import type { Annotations, SessionResult } from './storage.ts';
import type { GameStore } from './store.ts';
import type { UndoPlan } from './undo.ts';
import * as undoOps from './undo-ops.ts';
import { ok } from '../result.ts';

export type {
  Acted,
  ActiveSessions,
  AiTurnRequest,
  Checked,
  Decision,
  GameRef,
  LoadedSession,
  MoveOutcome,
  MoveRequest,
  NewLobby,
  NewTable,
  OutsideChange,
  Precondition,
  SessionManagerOptions,
  TableSeat,
} from './manager-types.ts';
export type { SessionResult } from './storage.ts';
export { aiSeedOf, drawSeed } from './seeds.ts';
export { forfeitNote, forfeitWinners } from './play.ts';

/**
 * The games of every channel, kept in a store, for any hosted game. Operations on one channel
 * run one at a time, different channels in parallel; every change is stored before it is
 * returned, and nothing is changed (in the store or in memory) when an operation is refused or
 * the store fails. A click costs one read of its game and, when it plays, one write.
 */
export class SessionManager {
  private readonly core: SessionCore;
  /** The one kind of game this manager acts on and reads by channel, when it is a game's view (see `forGame`). */
  private kind: string | undefined;
  /** For a game's view, the manager it was made from. */
  private whole: SessionManager | undefined;

  constructor(store: GameStore, games: GameCatalog, options: SessionManagerOptions = {}) {
    this.core = new SessionCore(store, games, options);
  }

  /**
   * The same games, as one game's command and controls see them: the channel's game, or a game
   * named, is theirs only if it is of this kind; another kind's is refused (OTHER_KIND), or
   * unknown when named by id. The router hands each game's handlers this view, so that no
   * command of one game acts on, or shows, a game of another.
   */
  forGame(kind: string): SessionManager {
    const view = Object.create(this) as SessionManager;
    view.kind = kind;
    view.whole = this.platform;
    // Frozen: a view reads the manager's fields through its prototype, and a field written on the
    // view would shadow the manager's; writing one throws instead.
    Object.freeze(view);
    return view;
  }

  /**
   * The manager of every kind of game: itself, or the one a game's view was made from. What a bot
   * keeps once beside its games (requests, queues, tables) is keyed by it and works through it.
   */
  get platform(): SessionManager {
    return this.whole ?? this;
  }

  /** A reference, of this view's kind when it has one. */
  private mine<R extends GameRef>(ref: R): R {
    return this.kind === undefined || ref.kind !== undefined ? ref : { ...ref, kind: this.kind };
  }

  // ---- undo (undo-ops.ts; the rules in undo.ts) ----

  /** What an undo asked by a user would take back in the channel's game now (read only), or why it is refused. */
  undoPlan(channelId: string, ref: GameRef & { readonly moveNumber?: number }): Promise<SessionResult<UndoPlan>> {
    return undoOps.undoPlan(this.core, channelId, this.mine(ref));
  }

  /** Takes back the user's last step in one write, if the game allows it (and the table agreed, when it revealed something). */
  undo(channelId: string, ref: GameRef & { readonly moveNumber?: number; readonly agreed?: boolean; readonly clickedAt?: number }): Promise<SessionResult<MoveOutcome>> {
    return undoOps.undo(this.core, channelId, this.mine(ref));
  }

  // ---- lobby (lobby-ops.ts; the rules in lobby.ts) ----

  /** Opens a lobby in a channel, its creator seated; refused if a game is open there. */
  createLobby(input: NewLobby): Promise<SessionResult<LoadedSession>> {
    return lobbyOps.createLobby(this.core, input);
  }

  /** Opens a lobby with every seat taken at once, in order, for a table of the bot (its key stored with the game). */
  createTable(input: NewTable): Promise<SessionResult<LoadedSession>> {
    return lobbyOps.createTable(this.core, input);
  }

  /** Seats a user in the channel's lobby, in the seat asked for or the first free one. */
  join(channelId: string, ref: GameRef & { readonly name: string; readonly seat?: string }): Promise<SessionResult<LoadedSession>> {
    return lobbyOps.join(this.core, channelId, this.mine(ref));
  }

  /** Takes a user out of the channel's lobby (the last one out closes it). */
  leave(channelId: string, ref: GameRef): Promise<SessionResult<LoadedSession>> {
    return lobbyOps.leave(this.core, channelId, this.mine(ref));
  }

  /** Moves a seated user to another seat (a colour, a position), if no one else has it. */
  chooseSeat(channelId: string, ref: GameRef & { readonly seat: string }): Promise<SessionResult<LoadedSession>> {
    return lobbyOps.chooseSeat(this.core, channelId, this.mine(ref));
  }

  /** Seats an AI player of a level (by name or index) in the channel's lobby (creator only). */
  addAi(channelId: string, ref: GameRef & { readonly level: string | number }): Promise<SessionResult<LoadedSession>> {
    return lobbyOps.addAi(this.core, channelId, this.mine(ref));
  }

  /** Takes the AI player of a seat (by key or index) out of the channel's lobby (creator only). */
  removeAi(channelId: string, ref: GameRef & { readonly seat: string | number }): Promise<SessionResult<LoadedSession>> {
    return lobbyOps.removeAi(this.core, channelId, this.mine(ref));
  }

  /** Starts the channel's game (creator only, enough players, one person at least) from a seed stored with it. */
  start(channelId: string, ref: GameRef & { readonly seed?: number }): Promise<SessionResult<MoveOutcome>> {
    return lobbyOps.start(this.core, channelId, this.mine(ref));
  }

  // ---- play (play.ts) ----

  /** The one path of a click or a move command: one read, the precondition, the handler, and at most one write. */
  act<T>(
    channelId: string,
    ref: GameRef,
    precondition: Precondition,
    handler: (checked: Checked) => Decision<T> | Promise<Decision<T>>,
  ): Promise<SessionResult<Acted<T>>> {
    return play.act(this.core, channelId, this.mine(ref), precondition, handler);
  }

  /** Plays a move for a user, if it was made for the game's current move and their seat may act. */
  move(channelId: string, request: MoveRequest): Promise<SessionResult<MoveOutcome>> {
    return play.move(this.core, channelId, this.mine(request));
  }

  /** Plays the whole turn of the AI seat to act, if the game is still at the move the bot saw. */
  playAi(channelId: string, request: AiTurnRequest): Promise<SessionResult<MoveOutcome>> {
    return play.playAi(this.core, channelId, request);
  }

  /**
   * Starts planning the turn of the AI seat to act in a game as read (if any), so that `playAi`
   * finds it planned when the turn's pause is over: the AI thinks during the pause.
   */
  planAiAhead(loaded: LoadedSession): void {
    play.planAiAhead(this.core, loaded);
  }

  /** A change of a game under way decided outside a click (a deadline, a vote of the table), in the channel's queue. */
  change(
    channelId: string,
    gameId: string,
    decide: (checked: { readonly game: HostedGame; readonly session: GameSession; readonly state: unknown }) => Promise<OutsideChange | null>,
  ): Promise<SessionResult<MoveOutcome | null>> {
    return play.change(this.core, channelId, gameId, decide);
  }

  /** Resigns a user from the channel's game: the game goes on without them, or ends by forfeit. */
  resign(channelId: string, ref: GameRef): Promise<SessionResult<MoveOutcome>> {
    return play.resign(this.core, channelId, this.mine(ref));
  }

  /** Ends the channel's lobby or game without a result: its creator, or anyone when forced (moderators); a tournament's game only when forced. */
  abort(channelId: string, ref: GameRef & { readonly force?: boolean; readonly lobbyOnly?: boolean }): Promise<SessionResult<LoadedSession>> {
    return play.abort(this.core, channelId, this.mine(ref));
  }

  /**
   * Remembers (or, with null, forgets) the ids of the bot's messages of a game and the memo of
   * its turn message. Kept in memory and written with the game's next change, or shortly after.
   */
  annotate(channelId: string, gameId: string, annotations: Annotations): void {
    this.core.storage.annotate(channelId, gameId, annotations);
  }

  /** A session with the newest annotations laid over it. */
  annotated(session: GameSession): GameSession {
    return this.core.storage.annotated(session);
  }

  /** Whether a game has moved past a move number (a late announcement of that move is outdated). */
  isOutdated(gameId: string, moveNumber: number): boolean {
    return (this.core.storage.latestMove(gameId) ?? moveNumber) > moveNumber;
  }

  // ---- reading (reads.ts) ----

  /** The lobby or game open in a channel (NO_GAME if there is none; OTHER_KIND if it is another kind's than this view's). */
  get(channelId: string): Promise<SessionResult<LoadedSession>> {
    return reads.get(this.core, channelId, this.kind);
  }

  /** Any game by id, ended ones included (NO_GAME if unknown, or another kind's than this view's). */
  getGame(gameId: string): Promise<SessionResult<LoadedSession>> {
    return reads.getGame(this.core, gameId, this.kind);
  }

  /** The game a view shows in a channel: the open one, else the last one that ended there (OTHER_KIND if another kind's than this view's). */
  latest(channelId: string): Promise<SessionResult<LoadedSession>> {
    return reads.latest(this.core, channelId, this.kind);
  }

  /** Ids of a channel's ended games, oldest first (the last 50, and the latest one not yet filed). */
  history(channelId: string): Promise<SessionResult<readonly string[]>> {
    return reads.history(this.core, channelId);
  }

  /** Every open lobby and game of some servers; unreadable ones apart, ended ones filed now. */
  activeSessions(guildIds: readonly (string | null)[]): Promise<SessionResult<ActiveSessions>> {
    return reads.activeSessions(this.core, guildIds);
  }

  /**
   * Moves the index of channels kept by versions before per-server lists to the new keys, once
   * (see SessionStorage.upgradeIndex): one process does it before any serves. Returns the number
   * of channels moved.
   */
  upgradeIndex(): Promise<SessionResult<number>> {
    return this.core.storage.upgradeIndex();
  }

  /** The current state of a session, rebuilt from its record (cached); null before the start. */
  stateOf(session: GameSession): SessionResult<unknown> {
    const loaded = this.core.withState(session);
    return loaded.ok ? ok(loaded.value.state) : loaded;
  }

  /** The hosted game a session plays. */
  gameOf(session: GameSession): HostedGame {
    return this.core.gameOf(session);
  }

  /** Resolves once every operation queued so far has finished, and writes what waits to be written (a clean shutdown). */
  async idle(): Promise<void> {
    const { queue, storage } = this.core;
    while (queue.busyKeys > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await storage.flush();
    while (queue.busyKeys > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /** Annotations not yet written (tests). */
  get unwritten(): number {
    return this.core.storage.unwritten;
  }
}
