import { PLAYER_COLORS, type PlayerColor } from '../games/chacun/engine/basics.ts';
import { MAX_PLAYERS, parseRecord, type GameRecord } from '../games/chacun/engine/record.ts';
import type { Result } from '../games/chacun/engine/result.ts';
import { isAiLevel, type AiLevel } from '../games/chacun/ai/index.ts';

/** Version of the stored session format; bump it (and migrate in parseSession) on incompatible changes. */
export const SESSION_FORMAT = 1;

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

/** A computer player: the bot process plays its turns with the AI of its level (src/ai). */
export interface AiPlayer {
  readonly type: 'ai';
  readonly level: AiLevel;
  readonly name: string;
}

/** Whoever holds a seat. */
export type SeatPlayer = HumanPlayer | AiPlayer;

/** A place at the table: a colour and who plays it. */
export interface Seat {
  readonly color: PlayerColor;
  readonly player: SeatPlayer;
  readonly joinedAt: number;
  /** When the player resigned (people only); from then on the autopilot plays the seat. */
  readonly resignedAt?: number;
}

/**
 * A game in a Discord channel as stored: who plays, the Discord side, and the game record from
 * which the state is rebuilt. Seats are kept in colour order, which is the play order.
 */
export interface GameSession {
  readonly format: typeof SESSION_FORMAT;
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
  /** Times in ms since the epoch. */
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly startedAt?: number;
  readonly endedAt?: number;
  readonly endReason?: EndReason;
  /** Language of the game's public messages ('fr', 'en'): the bot checks it against its locales. */
  readonly locale: string;
  readonly seats: readonly Seat[];
  /** Seed of the deck shuffle; null before the start. */
  readonly seed: number | null;
  /** The game record; null before the start. */
  readonly record: GameRecord | null;
  /** Moves played so far (the record's action count): every button carries it. */
  readonly moveNumber: number;
  /** Ids of the Discord messages the bot keeps up to date, by role ('lobby', 'turn', …). */
  readonly messageIds: Readonly<Record<string, string>>;
}

/** Whether a game is still open (lobby or playing). */
export function isActive(session: GameSession): boolean {
  return session.status === 'lobby' || session.status === 'playing';
}

/** The seat of a Discord user, or undefined. */
export function seatOfUser(session: GameSession, userId: string): Seat | undefined {
  return session.seats.find((seat) => seat.player.type === 'human' && seat.player.userId === userId);
}

/** The seat playing a colour, or undefined. */
export function seatOfColor(session: GameSession, color: PlayerColor): Seat | undefined {
  return session.seats.find((seat) => seat.color === color);
}

/** Whether the autopilot plays a seat at once, within the move before: a person who resigned. */
export function isAutopiloted(seat: Seat): boolean {
  return seat.player.type === 'human' && seat.resignedAt !== undefined;
}

/** Whether an AI plays a seat (its turns are played apart, by {@link SessionManager.playBot}). */
export function isAiSeat(seat: Seat): seat is Seat & { readonly player: AiPlayer } {
  return seat.player.type === 'ai';
}

/** Whether a session seats at least one person who still plays. */
export function hasHumanPlaying(session: GameSession): boolean {
  return session.seats.some((seat) => seat.player.type === 'human' && seat.resignedAt === undefined);
}

/** The seats sorted in colour order (the play order). */
export function sortSeats(seats: readonly Seat[]): Seat[] {
  return [...seats].sort((a, b) => PLAYER_COLORS.indexOf(a.color) - PLAYER_COLORS.indexOf(b.color));
}

// ---- parsing stored JSON ----

const MAX_ID_LENGTH = 64;
const MAX_NAME_LENGTH = 100;
const ID_PATTERN = /^[0-9a-z]{1,32}$/;
const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

type Parsed<T> = Result<T, string>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isDiscordId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME_LENGTH;
}

function parsePlayer(value: unknown, where: string): Parsed<SeatPlayer> {
  if (!isObject(value)) return { ok: false, error: `${where} must be an object` };
  if (!isName(value.name)) return { ok: false, error: `${where}.name must be a non-empty string of at most ${MAX_NAME_LENGTH} characters` };
  if (value.type === 'human') {
    if (!isDiscordId(value.userId)) return { ok: false, error: `${where}.userId must be a Discord id` };
    return { ok: true, value: { type: 'human', userId: value.userId, name: value.name } };
  }
  if (value.type === 'ai') {
    if (!isAiLevel(value.level)) return { ok: false, error: `${where}.level must be an AI level (easy, normal, hard)` };
    return { ok: true, value: { type: 'ai', level: value.level, name: value.name } };
  }
  return { ok: false, error: `${where}.type must be "human" or "ai"` };
}

function parseSeat(value: unknown, index: number): Parsed<Seat> {
  const where = `seats[${index}]`;
  if (!isObject(value)) return { ok: false, error: `${where} must be an object` };
  if (!(PLAYER_COLORS as readonly unknown[]).includes(value.color)) {
    return { ok: false, error: `${where}.color must be one of ${PLAYER_COLORS.join(', ')}` };
  }
  const player = parsePlayer(value.player, `${where}.player`);
  if (!player.ok) return player;
  if (!isTime(value.joinedAt)) return { ok: false, error: `${where}.joinedAt must be a time in ms` };
  if (value.resignedAt !== undefined && !isTime(value.resignedAt)) return { ok: false, error: `${where}.resignedAt must be a time in ms` };
  if (value.resignedAt !== undefined && player.value.type === 'ai') return { ok: false, error: `${where}: an AI does not resign` };
  const seat: Seat = { color: value.color as PlayerColor, player: player.value, joinedAt: value.joinedAt };
  return { ok: true, value: value.resignedAt === undefined ? seat : { ...seat, resignedAt: value.resignedAt } };
}

/**
 * Checks that a value read from the store is a game session, record included (its actions are
 * checked for form here; whether they are legal shows when the state is rebuilt).
 */
export function parseSession(value: unknown): Result<GameSession, string> {
  if (!isObject(value)) return { ok: false, error: 'a session must be a JSON object' };
  if (value.format !== SESSION_FORMAT) return { ok: false, error: `format must be ${SESSION_FORMAT}` };
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

  if (!Array.isArray(value.seats) || value.seats.length > MAX_PLAYERS) return { ok: false, error: `seats must be an array of at most ${MAX_PLAYERS} seats` };
  const seats: Seat[] = [];
  for (let i = 0; i < value.seats.length; i++) {
    const seat = parseSeat(value.seats[i], i);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  if (new Set(seats.map((seat) => seat.color)).size !== seats.length) return { ok: false, error: 'seats must have distinct colours' };
  const userIds = seats.flatMap((seat) => (seat.player.type === 'human' ? [seat.player.userId] : []));
  if (new Set(userIds).size !== userIds.length) return { ok: false, error: 'a user holds two seats' };
  if (seats.some((seat, i) => i > 0 && PLAYER_COLORS.indexOf(seats[i - 1].color) > PLAYER_COLORS.indexOf(seat.color))) {
    return { ok: false, error: 'seats must be in colour order' };
  }

  let record: GameRecord | null = null;
  if (value.record !== null) {
    const parsed = parseRecord(value.record);
    if (!parsed.ok) return { ok: false, error: `record: ${parsed.error}` };
    record = parsed.value;
  }
  const seed = value.seed;
  if (seed !== null && (typeof seed !== 'number' || !Number.isSafeInteger(seed))) return { ok: false, error: 'seed must be an integer or null' };
  if ((record === null) !== (seed === null)) return { ok: false, error: 'seed and record must be both set (after the start) or both null' };
  if (status === 'lobby' && record !== null) return { ok: false, error: 'a lobby has no record yet' };
  if ((status === 'playing' || status === 'finished') && record === null) return { ok: false, error: `a ${status} game must have a record` };
  if (record !== null && record.players.join() !== seats.map((seat) => seat.color).join()) {
    return { ok: false, error: 'the record players must be the seat colours in order' };
  }
  const moveNumber = value.moveNumber;
  if (moveNumber !== (record?.actions.length ?? 0)) return { ok: false, error: 'moveNumber must be the number of actions of the record' };

  if (!isObject(value.messageIds)) return { ok: false, error: 'messageIds must be an object' };
  const messageIds: Record<string, string> = {};
  for (const [role, messageId] of Object.entries(value.messageIds)) {
    if (!isDiscordId(messageId)) return { ok: false, error: `messageIds.${role} must be a Discord id` };
    messageIds[role] = messageId;
  }

  const session: GameSession = {
    format: SESSION_FORMAT,
    id,
    guildId: guildId as string | null,
    channelId,
    ...(parentChannelId === undefined ? {} : { parentChannelId }),
    status: status as SessionStatus,
    createdBy,
    createdAt,
    updatedAt,
    ...(startedAt === undefined ? {} : { startedAt }),
    ...(endedAt === undefined ? {} : { endedAt }),
    ...(endReason === undefined ? {} : { endReason: endReason as EndReason }),
    locale,
    seats,
    seed: seed as number | null,
    record,
    moveNumber: moveNumber as number,
    messageIds,
  };
  return { ok: true, value: session };
}
