/**
 * The types of the session manager's API (src/session/manager.ts): what its operations take and
 * give back. States, actions and records are the game's own (`unknown` here).
 */
import type { SessionError } from './errors.ts';
import type { GameSession, HostedGame, Seat } from './session.ts';
import type { ClockSettings } from './schedule.ts';

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
  readonly ais?: readonly string[];
  /** The game's options as chosen (checked by the caller; missing ones take their defaults). */
  readonly options?: Readonly<Record<string, string | number>>;
  /** Reminders and time limit (src/session/schedule.ts); absent: the defaults. */
  readonly clock?: ClockSettings;
}

/** A seat of a table opened whole (`createTable`): a person, or an AI player of a level. */
/** A seat of a table opened at once: a person, or an AI of a level (named as given, e.g. a tournament's AI entrant, or by the game). */
export type TableSeat = { readonly userId: string; readonly name: string } | { readonly ai: string; readonly name?: string };

/**
 * A lobby opened with every seat taken at once (the bot's tables: rematches, the queue for a
 * game, tournaments): the seats in order take the game's seat keys in order; the first person is
 * its creator. `table` is the key it is opened for, stored with the game.
 */
export interface NewTable {
  readonly game: string;
  readonly guildId: string | null;
  readonly channelId: string;
  readonly parentChannelId?: string;
  readonly locale: string;
  readonly seats: readonly TableSeat[];
  readonly options?: Readonly<Record<string, string | number>>;
  readonly clock?: ClockSettings;
  readonly table: string;
}

/**
 * Who acts on a game; `gameId`, when given (buttons carry it), must be the channel's game.
 * `kind`, when given (the game whose command or control acts), must be that game's kind: a
 * command of one game never acts on a game of another (OTHER_KIND).
 */
export interface GameRef {
  readonly gameId?: string;
  readonly userId: string;
  readonly kind?: string;
}

/** A move sent from a button or a command: made for a game at a move number. */
export interface MoveRequest {
  readonly gameId: string;
  readonly moveNumber: number;
  readonly userId: string;
  readonly action: unknown;
}

/** A move of an AI seat, asked for by the bot when the AI's turn is due. */
export interface AiTurnRequest {
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
  readonly planAiTurn?: (game: string, view: unknown, seat: string, level: string, options: { readonly seed: number }) => Promise<readonly unknown[]>;
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
  /**
   * Told once about each lobby or game stopped by an abort (no result), once it is stored, in the
   * channel's queue; with `onGameEnded`, every way a game ends is told (the bot's "a game ended" hook).
   */
  readonly onGameAborted?: (session: GameSession, state: unknown) => Promise<void>;
}

/** A change decided outside a click (a deadline, a vote): the session to store, and the record entries it adds with the state they reach. */
export interface OutsideChange {
  readonly session: GameSession;
  readonly entries?: readonly unknown[];
  /** The state after `entries` (required with them). */
  readonly reached?: unknown;
  /**
   * Ends the game by forfeit if its resignations decide it (fewer than two sides with nobody
   * resigned), though the change resigns nobody new: a tournament's table of teams whose people
   * of one side all resigned.
   */
  readonly forfeit?: boolean;
}
