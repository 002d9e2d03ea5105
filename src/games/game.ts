/**
 * The contract between the platform (sessions, store, lobby, scheduling, Discord plumbing) and a
 * game. A game is one object, `GameModule`, made of its rules (`GameRules`) and its AI players
 * (`GameAi`). The platform never names a game's types: states, actions and records
 * travel as `unknown` through it and only the module that made them reads them.
 *
 * What each coming game needs, and where it is:
 * - seats: `SeatRules` (minimum, maximum, seat keys in play order, fixed teams, chosen or given);
 * - hidden information: what everyone sees is the public view the game draws for the channel;
 *   what one seat alone sees is its private panel, only ever shown in an ephemeral reply to
 *   that seat's player; `GameRules.seatView` is what one seat may know, and an AI decides from
 *   that view alone (the platform computes it and hands only it to `GameAi.planTurn`);
 * - several seats acting at once: `GameRules.toAct` lists every seat that may act now;
 *   an action out of turn (a challenge): a component with `needs: 'seat'`, whose action the
 *   rules accept from a seat that is not in `toAct`;
 * - randomness: `GameRules.newRecord` draws everything random from the seed (decks, bag, deals)
 *   into the record, so a record replays exactly;
 * - resigned or absent seats: `GameRules.autoAction`; AI levels: `GameAi.levels`;
 * - records: a JSON object with `"game": "<id>"`, read by `GameRules.parseRecord` (the replay and
 *   simulate tools dispatch on it); during a game, a record leaves the bot only as one reader may
 *   know it (`GameRules.visibleRecord`), whole once the game is over.
 */
import type { Result } from '../result.ts';

/**
 * A refused action or a record that does not replay: a code the game's texts translate, a message
 * for logs, and whatever else the game's text needs (a game's errors may add fields: the word refused).
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

/** Who sits where. Seat keys are what records and stored games name seats by. */
export interface SeatRules {
  readonly min: number;
  readonly max: number;
  /** Every seat key, in play order (ChaCuN: colours; Jass: positions). A game uses the seats taken, in this order. */
  readonly keys: readonly string[];
  /** Fixed teams, as lists of seat keys (Jass: [N, S] against [E, W]); absent when everyone plays alone. */
  readonly teams?: readonly (readonly string[])[];
  /** Whether players pick their seat in the lobby (colours, positions); otherwise they take the next free one. */
  readonly choosable: boolean;
  /** Whether seats still empty at the start, up to `min`, go to AI players (Jass needs four, tCHu two); else the start is refused. */
  readonly fillWithAi?: boolean;
  /**
   * Whether the first to play is drawn with the game (tCHu's draw, the Jass seat dealt the 7 of
   * diamonds) rather than being the first seat: a rematch then cannot say who starts.
   */
  readonly firstDrawn?: boolean;
}

/** A choice made when a game is opened (Jass: variant and target; Scrabble: word language and judge): its values and the default. */
export interface GameOption {
  readonly key: string;
  readonly values: readonly (string | number)[];
  readonly default: string | number;
}

/** The choices a game was opened with, by key (every option of the game, defaults filled in). */
export type GameOptions = Readonly<Record<string, string | number>>;

/** The options of a game with every default filled in and each value checked, or the key of the first bad one. */
export function resolveOptions(options: readonly GameOption[], given: Readonly<Record<string, unknown>>): { readonly ok: true; readonly value: GameOptions } | { readonly ok: false; readonly key: string } {
  for (const key of Object.keys(given)) if (!options.some((option) => option.key === key)) return { ok: false, key };
  const value: Record<string, string | number> = {};
  for (const option of options) {
    const chosen = Object.hasOwn(given, option.key) ? given[option.key] : option.default;
    if (!option.values.includes(chosen as string | number)) return { ok: false, key: option.key };
    value[option.key] = chosen as string | number;
  }
  return { ok: true, value };
}

/**
 * The mark of a record given out during a game (the field `"partial"` of a `VisibleRecord`): to
 * whom (a seat key, or null for someone without a seat) and after how many entries.
 */
export interface PartialMark {
  readonly reader: string | null;
  readonly entries: number;
}

/**
 * A record as one reader may know it during a game (`GameRules.visibleRecord`): plain JSON with
 * `"game"` and `"partial"`, and whatever else the game gives that reader.
 */
export interface VisibleRecord {
  readonly game: string;
  readonly partial: PartialMark;
  readonly [field: string]: unknown;
}

/** Whether a value read from outside is marked as a record given out during a game (it holds `"partial"`). */
export function partialMarkOf(value: unknown): PartialMark | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const mark = (value as { partial?: unknown }).partial;
  if (typeof mark !== 'object' || mark === null) return null;
  const { reader, entries } = mark as { reader?: unknown; entries?: unknown };
  return { reader: typeof reader === 'string' ? reader : null, entries: typeof entries === 'number' && Number.isInteger(entries) ? entries : 0 };
}

/** How a game ended, by seat: points and winners (several when tied). */
export interface GameOutcome {
  readonly points: Readonly<Record<string, number>>;
  readonly winners: readonly string[];
}

/**
 * Where each seat's points came from, by kinds the game names (ChaCuN: forests, rivers, meadows,
 * river systems, powers): `kinds` in the order to show them, `bySeat[seat][kind]` the points.
 */
export interface PointsBreakdown {
  readonly kinds: readonly string[];
  readonly bySeat: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/**
 * The rules of a game over its own state `S`, action `A`, record entry `E` and record `R`.
 * Pure functions: a transition returns a new state and never changes the one it is given.
 */
export interface GameRules<S = unknown, A = unknown, E = unknown, R = unknown, V = unknown> {
  readonly seats: SeatRules;
  /** The choices offered when the game is opened (none for ChaCuN). */
  readonly options: readonly GameOption[];
  /** Checks a value read from outside (store, file) and returns the record, or what is wrong. */
  parseRecord(value: unknown): Result<R, string>;
  /** A new record for these seats (keys in play order) and options (resolved: every key there), everything random drawn from the seed. */
  newRecord(seats: readonly string[], seed: number, options: GameOptions): R;
  /** The seats of a record, in play order. */
  recordSeats(record: R): readonly string[];
  /**
   * Optional: the seats in the order they take turns, starting with the one who plays first, when
   * `playOrderOf`'s default is wrong for the game (it rotates `recordSeats` to the one seat to act
   * at the start; several act at once in tCHu's first ticket choice, before the drawn first player).
   */
  playOrder?(record: R): readonly string[];
  /** The record's entries (one per action played), oldest first. */
  entries(record: R): readonly E[];
  /** The record with more entries at its end. */
  withEntries(record: R, entries: readonly E[]): R;
  /** The record as it was after its first `count` entries (replays show a game at a past move). */
  truncate(record: R, count: number): R;
  /** The state before any entry (throws on a record that parseRecord accepted but cannot start: a bug). */
  start(record: R): S;
  /** The state after one more recorded entry, or why the entry is illegal there. */
  replay(state: S, entry: E): Result<S, RuleError>;
  /** Checks an action from outside (a worker's answer); the copy has only the fields of its type. */
  parseAction(value: unknown): Result<A, string>;
  /**
   * A seat plays an action: the new state and the entry to record, or why it is refused. The
   * entry may hold more than the action: what the move drew from the record's randomness (tCHu's
   * reshuffled discard), so that `replay` reads it rather than computing it again.
   */
  play(state: S, seat: string, action: A): Result<{ readonly state: S; readonly entry: E }, RuleError>;
  /** The seats that may act now (empty once the game is over). */
  toAct(state: S): readonly string[];
  /**
   * Optional: whose entry this is, played from `state`, when several seats may act at once
   * (tCHu's first ticket choice). Without it, an entry is the one seat's to act, or nobody's known.
   */
  entrySeat?(state: S, entry: E): string;
  /** Whether the game is over. */
  isOver(state: S): boolean;
  /** The move made for a seat that plays by itself (a player who resigned): simple and legal. */
  autoAction(state: S, seat: string): A;
  /** Points and winners so far, as everyone may know them (hidden points count only at the end); final once the game is over. */
  outcome(state: S): GameOutcome;
  /**
   * Optional: where the points of `outcome` came from, by kind, for statistics (a game whose
   * points have no kinds worth telling apart leaves it out). Public information only.
   */
  pointsByKind?(state: S): PointsBreakdown;
  /**
   * What one seat may know at the end of a record: everything public and that seat's own hidden
   * part (its hand, rack, tickets), nothing hidden from it (other hands, the order of a deck or
   * bag). Plain JSON: it is what an AI of that seat decides from, in a worker thread.
   */
  seatView(record: R, seat: string): V;
  /**
   * The record as one reader may know it while the game is under way (what an export gives before
   * the end; the whole record, with its randomness, only once the game is over — the platform's
   * rule): everything public, and for a seat (`reader`) that seat's own hidden part (its rack,
   * hand, tickets, cards); never another seat's hidden part, the order of anything not drawn
   * (deck, bag, deal), a future deal or trump, nor a seed. `reader` null: someone without a seat,
   * the public part alone. Marked `"partial"`. A game whose record format can leave the hidden part
   * out gives a record `parseRecord` reads and that replays to the same public state (ChaCuN: the
   * undrawn tiles sorted); the others give a view of their own, which `parseRecord` refuses.
   */
  visibleRecord(record: R, reader: string | null): VisibleRecord;
  /**
   * What one undo by a seat takes back: its last step, when that step is the last entry of the
   * record (nobody has acted since). The record without it, how many entries were dropped, and
   * whether the step revealed something hidden (a tile, card or ticket drawn, a card or tile
   * shown from a hand or rack), in which case every other person at the table must agree. Refused
   * with `NOTHING_TO_UNDO` (the seat has played nothing) or `NEXT_PLAYER_ACTED` (someone acted since).
   * The entries of `automatic` seats (resigned: the platform plays their moves at once, in the
   * same change) after the step are taken back with it rather than counting as someone acting.
   */
  undoable(record: R, seat: string, automatic?: ReadonlySet<string>): Result<UndoStep<R>, RuleError>;
}

/**
 * The true order of play of a record: the game's own `playOrder`, else its seats (`recordSeats`)
 * from the one seat to act at the start (Jass: the holder of the 7 of diamonds), round the table.
 */
export function playOrderOf<R>(rules: Pick<GameRules<unknown, unknown, unknown, R>, 'playOrder' | 'recordSeats' | 'toAct' | 'start'>, record: R): readonly string[] {
  if (rules.playOrder !== undefined) return rules.playOrder(record);
  const seats = rules.recordSeats(record);
  const first = rules.toAct(rules.start(record));
  const at = first.length === 1 ? seats.indexOf(first[0]) : -1;
  return at <= 0 ? seats : [...seats.slice(at), ...seats.slice(0, at)];
}

/** A record replayed: the state reached, and the first entry that does not replay, if any. */
export interface RecordReplay<S = unknown> {
  readonly state: S;
  readonly error: (RuleError & { readonly actionIndex: number }) | null;
}

/** Replays a record's entries from its start, stopping at the first one the rules refuse. */
export function replayRecordEntries<S, R>(rules: Pick<GameRules<S, unknown, unknown, R>, 'start' | 'entries' | 'replay'>, record: R): RecordReplay<S> {
  let state = rules.start(record);
  const entries = rules.entries(record);
  for (let i = 0; i < entries.length; i++) {
    const next = rules.replay(state, entries[i]);
    if (!next.ok) return { state, error: { ...next.error, actionIndex: i } };
    state = next.value;
  }
  return { state, error: null };
}

/** One undo as a game judges it (see `GameRules.undoable`). */
export interface UndoStep<R = unknown> {
  /** The record without the step taken back. */
  readonly record: R;
  /** How many entries were dropped from the end of the record. */
  readonly dropped: number;
  /** Whether the step revealed something hidden: every other person at the table must agree to take it back. */
  readonly revealed: boolean;
}

/** AI players of a game. */
export interface GameAi<A = unknown, V = unknown> {
  /** Levels, weakest first. */
  readonly levels: readonly string[];
  readonly defaultLevel: string;
  /** Names given to AI players, in order. */
  readonly names: readonly string[];
  /** Names that fit a game's options better, in order (Scrabble: lexicographers of the word list's language); `names` when absent. */
  namesFor?(options: GameOptions): readonly string[];
  /**
   * The turn of an AI seat, from that seat's view (`GameRules.seatView`): one action or more, all
   * of that seat. It may stop before the end of the turn when the rest depends on what the turn
   * reveals (a card drawn from the deck): the platform asks again while the seat is to act.
   * Deterministic for a view, level and seed. Runs in a worker thread.
   */
  planTurn(view: V, seat: string, level: string, options: { readonly seed: number; readonly budgetMs?: number }): A[];
}

/** What the command-line tools need of a game: `npm run replay` and `npm run simulate` dispatch on the record's `"game"`. */
export interface GameTools<S = unknown, R = unknown, A = unknown, V = unknown> {
  /** What `npm run replay` prints (as one JSON line) for a record that replays to a state. */
  summary(record: R, state: S): unknown;
  /**
   * A complete game of random legal moves from a seed, for `npm run simulate`, with the game's
   * options as chosen with --option (resolved: every key there); a game may ignore them.
   */
  randomGame(players: number, seed: number, options?: GameOptions): { readonly record: R; readonly state: S };
  /**
   * The kind of choice an action makes, when it is one worth counting per AI level (Jass: the call
   * named, or a push), else null; `npm run tournament` prints how often each level made each.
   */
  choiceOf?(action: A): string | null;
  /**
   * A player written outside the game's AI, to measure its levels against (`npm run tournament --
   * --against reference`); absent for a game that has none.
   */
  readonly reference?: ReferencePlayer;
  /**
   * Earlier versions of AI players, to measure a level's changes against (`npm run
   * tournament -- --seats hard,hard-base`): the tournament seats them like levels, by these
   * names; never offered to players. Absent for a game that keeps none.
   */
  readonly baselines?: Baselines<V, A>;
}

/** A game's baseline AI players: their names and their turns, as `GameAi.planTurn` plays one. */
export interface Baselines<V = unknown, A = unknown> {
  readonly levels: readonly string[];
  planTurn(view: V, seat: string, level: string, options: { readonly seed: number; readonly budgetMs?: number }): A[];
}

/** How a level is matched against a game's reference player. */
export interface DuelSetup {
  readonly level: string;
  /** The game's options (only the keys of `ReferencePlayer.optionKeys`; defaults for the others). */
  readonly options: GameOptions;
  readonly seed: number;
  /** The reference's iterations a decision. */
  readonly iterations: number;
  readonly budgetMs?: number;
}

/** One deal played once by a level against the reference: the points of each side and the decision times of each. */
export interface DuelPlay {
  readonly points: readonly [level: number, reference: number];
  /** Wall-clock time of each decision, in milliseconds. */
  readonly levelMs: readonly number[];
  readonly referenceMs: readonly number[];
}

/** A game's reference player, as `npm run tournament -- --against reference` plays it. */
export interface ReferencePlayer {
  /** What it is, for the tournament's heading ("determinized UCT"). */
  readonly description: string;
  /** What the points of a duel are, for the same heading ("card points: tricks, last trick, match"). */
  readonly points: string;
  /** Its iterations a decision unless told otherwise. */
  readonly iterations: number;
  /** The game options a duel may set (checked against the game's own options). */
  readonly optionKeys: readonly string[];
  /**
   * Plays deal `deal` once, the level on side `side`: each deal is played twice, once from each
   * side, so that the luck of the deal cancels out. Deterministic for a setup, deal and side.
   */
  duel(setup: DuelSetup, deal: number, side: 0 | 1): DuelPlay;
}

/** A game as the platform hosts it. */
export interface GameModule<S = unknown, A = unknown, E = unknown, R = unknown, V = unknown> {
  /** The game's id: in stored games, records (`"game"`) and the registry. */
  readonly id: string;
  /** Its name as players know it ("ChaCuN"). */
  readonly name: string;
  readonly rules: GameRules<S, A, E, R, V>;
  readonly ai: GameAi<A, V>;
  readonly tools: GameTools<S, R, A, V>;
}

/** A game module whatever its types (the registry holds them side by side; only the module reads its own values). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any, any>;
