import { resolveOptions, type GameAi, type GameOptions, type GameRules } from '../games/game.ts';
import { sidesOf } from '../games/forfeit.ts';
import type { Result } from '../result.ts';
import { isObject } from '../input-checks.ts';
import { parseClock, type SessionClock } from './schedule.ts';
import { parseUndoNotes, type UndoNote } from './undo-notes.ts';

/** Version of the stored session format; older formats are read and upgraded by parseSession. */
export const SESSION_FORMAT = 2;

/** What the session layer needs of a game: its id, rules and AI players (not its Discord side). */
export interface HostedGame {
  readonly id: string;
  readonly rules: GameRules;
  readonly ai: GameAi;
}

/** The games the session layer can host, by id. */
export interface GameCatalog {
  get(id: string): HostedGame | undefined;
}

/** The life of a game: players gather in the lobby, play, and the game ends finished or aborted. */
export const SESSION_STATUSES = ['lobby', 'playing', 'finished', 'aborted'] as const;
/** A session status. */
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Why a game ended: played to the end, too many resignations, or stopped by a command. */
export const END_REASONS = ['completed', 'resigned', 'aborted'] as const;
/** A reason a game ended. */
export type EndReason = (typeof END_REASONS)[number];

/** A person playing through Discord. */
export interface HumanPlayer {
  readonly type: 'human';
  readonly userId: string;
  /** Display name when they joined. */
  readonly name: string;
}

/** A computer player: the bot plays its turns with the game's AI of its level. */
export interface AiPlayer {
  readonly type: 'ai';
  /** One of the game's AI levels. */
  readonly level: string;
  readonly name: string;
}

/** Whoever holds a seat. */
export type SeatPlayer = HumanPlayer | AiPlayer;

/** A place at the table: a seat key of the game (a ChaCuN colour, a Jass position) and who plays it. */
export interface Seat {
  readonly seat: string;
  readonly player: SeatPlayer;
  readonly joinedAt: number;
  /** When the player resigned (people only); from then on the game's automatic move plays the seat. */
  readonly resignedAt?: number;
}

/**
 * What the public message of the turn under way was posted with, in the game's own terms
 * (numbers only): `turn` is the game's key of that turn; a new key means a new turn message.
 */
export type TurnMemo = Readonly<Record<string, number>> & { readonly turn: number };

/**
 * A game in a Discord channel as stored: which game, who plays, the Discord side, and the game
 * record from which the state is rebuilt. Seats are kept in the game's seat order, the play order.
 */
export interface GameSession {
  readonly format: typeof SESSION_FORMAT;
  /** The game played (a module id: 'chacun'). */
  readonly game: string;
  /** Unique id (lower-case base 36), carried by every button of the game. */
  readonly id: string;
  /** The server, or null in a direct message. */
  readonly guildId: string | null;
  /** The channel or thread the game is played in: one active game per channel. */
  readonly channelId: string;
  /** The parent channel when `channelId` is a thread. */
  readonly parentChannelId?: string;
  readonly status: SessionStatus;
  /** User id of the player who may start or abort the game (passed on if they leave the lobby). */
  readonly createdBy: string;
  /**
   * How many times the game was written (absent: 0, games stored before versions). A write
   * succeeds only on the version it read (src/session/storage.ts), so that no write, however
   * late it lands, overwrites a newer one.
   */
  readonly version?: number;
  /** Times in ms since the epoch. */
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly startedAt?: number;
  readonly endedAt?: number;
  readonly endReason?: EndReason;
  /** Language of the game's public messages ('fr', 'en'): the bot checks it against its locales. */
  readonly locale: string;
  /** The game's options chosen at `new`, every one filled in (absent in games stored before games had options: the defaults). */
  readonly options?: GameOptions;
  readonly seats: readonly Seat[];
  /** Seed of everything random in the game (decks, bag, deals) and of its AI decisions; null before the start. */
  readonly seed: number | null;
  /** The game record (the game's own JSON, with `"game": "<id>"`); null before the start. */
  readonly record: unknown;
  /** Moves played so far (the record's entry count): every move button carries it. */
  readonly moveNumber: number;
  /** Ids of the Discord messages the bot keeps up to date, by role ('lobby', 'turn', 'end'). */
  readonly messageIds: Readonly<Record<string, string>>;
  /** What the current turn message was posted with; null before the first. */
  readonly turnMemo: TurnMemo | null;
  /** Reminders and turn clock (src/session/schedule.ts); absent in games stored before clocks: they get the defaults. */
  readonly clock?: SessionClock;
  /** The undos made in the game, oldest first, for the message board (absent until the first: see src/session/undo.ts). */
  readonly undoNotes?: readonly UndoNote[];
  /**
   * When each of the last entries of the record was played (ms since the epoch), oldest first:
   * `moveTimes[i]` is the time of entry `moveNumber - moveTimes.length + i` (games stored before
   * times were kept have none, or times of their last entries only). Statistics read it.
   */
  readonly moveTimes?: readonly number[];
  /**
   * The key of the table this game was opened for by the bot (src/bot/tables/open-table.ts:
   * 'rematch:<gameId>', 'lfg:…', 'tournament:<id>:<round>:<table>'); absent for a game opened with `new`.
   */
  readonly table?: string;
}

/** Whether a game is still open (lobby or playing). */
export function isActive(session: GameSession): boolean {
  return session.status === 'lobby' || session.status === 'playing';
}

/**
 * Whether a game is a tournament's (its table key 'tournament:…'): its result counts in the
 * tournament, so its players may resign from it but not stop it (an abort counts as a draw).
 */
export function isTournamentGame(session: GameSession): boolean {
  return session.table?.startsWith('tournament:') === true;
}

/** The seat of a Discord user, or undefined. */
export function seatOfUser(session: GameSession, userId: string): Seat | undefined {
  return session.seats.find((seat) => seat.player.type === 'human' && seat.player.userId === userId);
}

/** The seat with a key, or undefined. */
export function seatOfKey(session: GameSession, key: string): Seat | undefined {
  return session.seats.find((seat) => seat.seat === key);
}

/** Whether the game's automatic move plays a seat at once, within the move before: a person who resigned. */
export function isAutopiloted(seat: Seat): boolean {
  return seat.player.type === 'human' && seat.resignedAt !== undefined;
}

/** Whether an AI plays a seat (its turns are played apart, by {@link SessionManager.playAi}). */
export function isAiSeat(seat: Seat): seat is Seat & { readonly player: AiPlayer } {
  return seat.player.type === 'ai';
}

/** Whether a session seats at least one person who still plays. */
export function hasHumanPlaying(session: GameSession): boolean {
  return session.seats.some((seat) => seat.player.type === 'human' && seat.resignedAt === undefined);
}

/**
 * When each seat counts as resigned for a game's result (its winners, places, statistics and
 * replay): its own resignation; and an AI seat, once every person of its side (`teams`) has
 * resigned, with the last of them — a side whose people all gave up has given up, though its AI
 * seats go on playing.
 */
export function resignationsOf(session: GameSession, teams: readonly (readonly string[])[] = []): ReadonlyMap<string, number> {
  const at = new Map(session.seats.flatMap((seat) => (seat.resignedAt === undefined ? [] : [[seat.seat, seat.resignedAt] as const])));
  for (const side of sidesOf(session.seats.map((seat) => seat.seat), teams)) {
    const seats = session.seats.filter((seat) => side.includes(seat.seat));
    const people = seats.filter((seat) => seat.player.type === 'human');
    if (people.length === 0 || people.some((seat) => seat.resignedAt === undefined)) continue;
    const last = Math.max(...people.map((seat) => seat.resignedAt!));
    for (const seat of seats) if (!at.has(seat.seat)) at.set(seat.seat, last);
  }
  return at;
}

/**
 * Whether a seat's resignation ends the game at once (won by forfeit by the seats still playing):
 * fewer than two sides (`teams`, or seats alone) would be left with a seat playing — an AI seat
 * gives up with the people of its side (`resignationsOf`) —, or no person among them.
 */
export function resignationEndsGame(session: GameSession, seat: Seat, teams: readonly (readonly string[])[] = []): boolean {
  const after: GameSession = { ...session, seats: session.seats.map((s) => (s === seat ? { ...s, resignedAt: 0 } : s)) };
  const resigned = resignationsOf(after, teams);
  const playing = sidesOf(after.seats.map((s) => s.seat), teams).filter((side) => side.some((key) => !resigned.has(key)));
  return playing.length < 2 || !hasHumanPlaying(after);
}

/** The seats sorted in the game's seat order (the play order). */
export function sortSeats(seats: readonly Seat[], keys: readonly string[]): Seat[] {
  return [...seats].sort((a, b) => keys.indexOf(a.seat) - keys.indexOf(b.seat));
}

// ---- parsing stored JSON ----

const MAX_ID_LENGTH = 64;
const MAX_NAME_LENGTH = 100;
const ID_PATTERN = /^[0-9a-z]{1,32}$/;
const GAME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
/** A table key: a few words and ids separated by ':' (see GameSession.table). */
export const TABLE_KEY_PATTERN = /^[a-z][a-z0-9-]{0,31}(:[A-Za-z0-9_-]{1,64}){0,6}$/;

type Parsed<T> = Result<T, string>;

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isDiscordId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME_LENGTH;
}

function parsePlayer(value: unknown, where: string, game: HostedGame): Parsed<SeatPlayer> {
  if (!isObject(value)) return { ok: false, error: `${where} must be an object` };
  if (!isName(value.name)) return { ok: false, error: `${where}.name must be a non-empty string of at most ${MAX_NAME_LENGTH} characters` };
  if (value.type === 'human') {
    if (!isDiscordId(value.userId)) return { ok: false, error: `${where}.userId must be a Discord id` };
    return { ok: true, value: { type: 'human', userId: value.userId, name: value.name } };
  }
  if (value.type === 'ai') {
    if (typeof value.level !== 'string' || !game.ai.levels.includes(value.level)) {
      return { ok: false, error: `${where}.level must be an AI level (${game.ai.levels.join(', ')})` };
    }
    return { ok: true, value: { type: 'ai', level: value.level, name: value.name } };
  }
  return { ok: false, error: `${where}.type must be "human" or "ai"` };
}

function parseSeat(value: unknown, index: number, game: HostedGame, keyField: 'seat' | 'color'): Parsed<Seat> {
  const where = `seats[${index}]`;
  if (!isObject(value)) return { ok: false, error: `${where} must be an object` };
  const key = value[keyField];
  if (typeof key !== 'string' || !game.rules.seats.keys.includes(key)) {
    return { ok: false, error: `${where}.${keyField} must be one of ${game.rules.seats.keys.join(', ')}` };
  }
  const player = parsePlayer(value.player, `${where}.player`, game);
  if (!player.ok) return player;
  if (!isTime(value.joinedAt)) return { ok: false, error: `${where}.joinedAt must be a time in ms` };
  if (value.resignedAt !== undefined && !isTime(value.resignedAt)) return { ok: false, error: `${where}.resignedAt must be a time in ms` };
  if (value.resignedAt !== undefined && player.value.type === 'ai') return { ok: false, error: `${where}: an AI does not resign` };
  const seat: Seat = { seat: key, player: player.value, joinedAt: value.joinedAt };
  return { ok: true, value: value.resignedAt === undefined ? seat : { ...seat, resignedAt: value.resignedAt } };
}

/** The roles of format 1 that held the turn message's counts as strings, and their names in a ChaCuN turn memo. */
const FORMAT_1_COUNTS = {
  turnMove: 'turn',
  turnFrom: 'from',
  turnCount: 'count',
  turnAsideNormal: 'asideNormal',
  turnAsideMenhir: 'asideMenhir',
} as const;

/**
 * Format 1 (ChaCuN only, before games were modules): seats had a `color`, and the counts of the
 * turn message were kept as strings among the message ids. They become a turn memo of numbers.
 */
function upgradeFormat1(value: Record<string, unknown>): Parsed<Record<string, unknown>> {
  if (!isObject(value.messageIds)) return { ok: false, error: 'messageIds must be an object' };
  const messageIds: Record<string, unknown> = {};
  const memo: Record<string, number> = {};
  for (const [role, id] of Object.entries(value.messageIds)) {
    const count = (FORMAT_1_COUNTS as Record<string, string>)[role];
    if (count === undefined) {
      messageIds[role] = id;
      continue;
    }
    const n = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    if (!Number.isSafeInteger(n)) return { ok: false, error: `messageIds.${role} must be a count` };
    memo[count] = n;
  }
  const turnMemo = memo.turn === undefined ? null : memo;
  const seats = Array.isArray(value.seats) ? value.seats.map((seat) => (isObject(seat) && 'color' in seat ? { ...seat, seat: seat.color } : seat)) : value.seats;
  return { ok: true, value: { ...value, format: SESSION_FORMAT, game: 'chacun', seats, messageIds, turnMemo } };
}

function parseTurnMemo(value: unknown): Parsed<TurnMemo | null> {
  if (value === null) return { ok: true, value: null };
  if (!isObject(value)) return { ok: false, error: 'turnMemo must be an object of numbers or null' };
  const memo: Record<string, number> = {};
  for (const [key, n] of Object.entries(value)) {
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) return { ok: false, error: `turnMemo.${key} must be an integer` };
    memo[key] = n;
  }
  if (memo.turn === undefined) return { ok: false, error: 'turnMemo.turn is missing' };
  return { ok: true, value: memo as TurnMemo };
}

/**
 * Checks that a value read from the store is a game session of a hosted game, record included
 * (read by the game's own parser; whether its moves are legal shows when the state is
 * rebuilt). Sessions stored in format 1 (ChaCuN before games were modules) are upgraded.
 */
export function parseSession(input: unknown, games: GameCatalog): Result<GameSession, string> {
  if (!isObject(input)) return { ok: false, error: 'a session must be a JSON object' };
  let value = input;
  if (value.format === 1) {
    const upgraded = upgradeFormat1(value);
    if (!upgraded.ok) return upgraded;
    value = upgraded.value;
  }
  if (value.format !== SESSION_FORMAT) return { ok: false, error: `format must be ${SESSION_FORMAT} (or 1)` };
  if (typeof value.game !== 'string' || !GAME_PATTERN.test(value.game)) return { ok: false, error: 'game must be a game id' };
  const game = games.get(value.game);
  if (game === undefined) return { ok: false, error: `game ${value.game} is not hosted here` };
  const keyField = input.format === 1 ? 'color' : 'seat';
  const { id, guildId, channelId, parentChannelId, status, createdBy, createdAt, updatedAt, startedAt, endedAt, endReason, locale } = value;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return { ok: false, error: 'id must be 1 to 32 lower-case letters or digits' };
  if (guildId !== null && !isDiscordId(guildId)) return { ok: false, error: 'guildId must be a Discord id or null' };
  if (!isDiscordId(channelId)) return { ok: false, error: 'channelId must be a Discord id' };
  if (parentChannelId !== undefined && !isDiscordId(parentChannelId)) return { ok: false, error: 'parentChannelId must be a Discord id' };
  if (!(SESSION_STATUSES as readonly unknown[]).includes(status)) return { ok: false, error: `status must be one of ${SESSION_STATUSES.join(', ')}` };
  if (!isDiscordId(createdBy)) return { ok: false, error: 'createdBy must be a Discord id' };
  if (!isTime(createdAt) || !isTime(updatedAt)) return { ok: false, error: 'createdAt and updatedAt must be times in ms' };
  if (startedAt !== undefined && !isTime(startedAt)) return { ok: false, error: 'startedAt must be a time in ms' };
  if (endedAt !== undefined && !isTime(endedAt)) return { ok: false, error: 'endedAt must be a time in ms' };
  if (endReason !== undefined && !(END_REASONS as readonly unknown[]).includes(endReason)) {
    return { ok: false, error: `endReason must be one of ${END_REASONS.join(', ')}` };
  }
  if (typeof locale !== 'string' || !LOCALE_PATTERN.test(locale)) return { ok: false, error: 'locale must be a language tag such as "fr" or "en"' };

  const { keys, max } = game.rules.seats;
  if (!Array.isArray(value.seats) || value.seats.length > max) return { ok: false, error: `seats must be an array of at most ${max} seats` };
  const seats: Seat[] = [];
  for (let i = 0; i < value.seats.length; i++) {
    const seat = parseSeat(value.seats[i], i, game, keyField);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  if (new Set(seats.map((seat) => seat.seat)).size !== seats.length) return { ok: false, error: 'seats must be distinct' };
  const userIds = seats.flatMap((seat) => (seat.player.type === 'human' ? [seat.player.userId] : []));
  if (new Set(userIds).size !== userIds.length) return { ok: false, error: 'a user holds two seats' };
  if (seats.some((seat, i) => i > 0 && keys.indexOf(seats[i - 1].seat) > keys.indexOf(seat.seat))) {
    return { ok: false, error: 'seats must be in seat order' };
  }

  let record: unknown = null;
  let entries = 0;
  if (value.record !== null && value.record !== undefined) {
    const parsed = game.rules.parseRecord(value.record);
    if (!parsed.ok) return { ok: false, error: `record: ${parsed.error}` };
    record = parsed.value;
    entries = game.rules.entries(record).length;
    if (game.rules.recordSeats(record).join() !== seats.map((seat) => seat.seat).join()) {
      return { ok: false, error: 'the record seats must be the session seats in order' };
    }
  }
  const seed = value.seed;
  if (seed !== null && (typeof seed !== 'number' || !Number.isSafeInteger(seed))) return { ok: false, error: 'seed must be an integer or null' };
  if ((record === null) !== (seed === null)) return { ok: false, error: 'seed and record must be both set (after the start) or both null' };
  if (status === 'lobby' && record !== null) return { ok: false, error: 'a lobby has no record yet' };
  if ((status === 'playing' || status === 'finished') && record === null) return { ok: false, error: `a ${status} game must have a record` };
  const moveNumber = value.moveNumber;
  if (moveNumber !== entries) return { ok: false, error: 'moveNumber must be the number of entries of the record' };

  if (!isObject(value.messageIds)) return { ok: false, error: 'messageIds must be an object' };
  const messageIds: Record<string, string> = {};
  for (const [role, messageId] of Object.entries(value.messageIds)) {
    if (!isDiscordId(messageId)) return { ok: false, error: `messageIds.${role} must be a Discord id` };
    messageIds[role] = messageId;
  }
  const turnMemo = parseTurnMemo(value.turnMemo ?? null);
  if (!turnMemo.ok) return turnMemo;
  let options: GameOptions | undefined;
  if (value.options !== undefined) {
    if (!isObject(value.options)) return { ok: false, error: 'options must be an object' };
    const resolved = resolveOptions(game.rules.options, value.options);
    if (!resolved.ok) return { ok: false, error: `options.${resolved.key} is not an option of ${game.id} or not one of its values` };
    options = resolved.value;
  }

  let clock: SessionClock | undefined;
  if (value.clock !== undefined) {
    const parsed = parseClock(value.clock, game.ai.levels, keys);
    if (!parsed.ok) return parsed;
    clock = parsed.value;
  }
  const undoNotes = parseUndoNotes(value.undoNotes, keys);
  if (!undoNotes.ok) return undoNotes;
  const moveTimes = value.moveTimes;
  if (moveTimes !== undefined && (!Array.isArray(moveTimes) || moveTimes.length > entries || !moveTimes.every(isTime))) {
    return { ok: false, error: 'moveTimes must be times in ms, at most one per entry of the record' };
  }
  const table = value.table;
  if (table !== undefined && !(typeof table === 'string' && TABLE_KEY_PATTERN.test(table))) return { ok: false, error: 'table must be a table key' };
  const version = value.version;
  if (version !== undefined && !(typeof version === 'number' && Number.isSafeInteger(version) && version >= 0)) return { ok: false, error: 'version must be a whole number, 0 or more' };

  const session: GameSession = {
    format: SESSION_FORMAT,
    game: game.id,
    id,
    guildId: guildId as string | null,
    channelId,
    ...(parentChannelId === undefined ? {} : { parentChannelId }),
    status: status as SessionStatus,
    createdBy,
    createdAt,
    ...(version === undefined ? {} : { version }),
    updatedAt,
    ...(startedAt === undefined ? {} : { startedAt }),
    ...(endedAt === undefined ? {} : { endedAt }),
    ...(endReason === undefined ? {} : { endReason: endReason as EndReason }),
    locale,
    ...(options === undefined ? {} : { options }),
    seats,
    seed: seed as number | null,
    record,
    moveNumber: moveNumber as number,
    messageIds,
    turnMemo: turnMemo.value,
    ...(clock === undefined ? {} : { clock }),
    ...(undoNotes.value === undefined ? {} : { undoNotes: undoNotes.value }),
    ...(moveTimes === undefined ? {} : { moveTimes: moveTimes as number[] }),
    ...(table === undefined ? {} : { table }),
  };
  return { ok: true, value: session };
}
