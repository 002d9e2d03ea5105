/**
 * The rules of a lobby, as pure changes of a session: who may join, leave, pick a seat, add or
 * remove AI players. The session manager runs them in the channel's queue and stores the result.
 */
import { refuse } from './errors.ts';
import { isAiSeat, seatOfKey, seatOfUser, sortSeats, type AiPlayer, type GameSession, type HostedGame, type Seat } from './session.ts';
import type { SessionResult } from './storage.ts';
import { ok } from '../result.ts';
import { resolveOptions, type GameOptions } from '../games/game.ts';
import type { TableSeat } from './manager-types.ts';

/**
 * Characters that show nothing: spaces, the default-ignorable ones (zero-width, joiners,
 * variation selectors, tags, Hangul fillers…) and the Braille blank. A name made only of them is no name.
 */
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800\u115F\u1160\u3164\uFFA0]/gu;

/** A display name as stored: trimmed, at most 100 characters, or the fallback when nothing visible is left. */
export function cleanName(name: string, fallback: string): string {
  const trimmed = name.trim().slice(0, 100);
  return trimmed.replace(INVISIBLE, '') === '' ? fallback : trimmed;
}

/** The first AI name of a game with its options that no one at the table has, or "Bot n" (n: the seat's number). */
export function freeAiName(game: HostedGame, options: GameOptions | undefined, seats: readonly Seat[], seatNumber: number): string {
  const names = new Set(seats.map((seat) => seat.player.name));
  const offered = options === undefined || game.ai.namesFor === undefined ? game.ai.names : game.ai.namesFor(options);
  return offered.find((n) => !names.has(n)) ?? `Bot ${seatNumber}`;
}

/**
 * The free seat an AI player takes: the first free one; in a game of teams, one of the team with
 * the fewest people (then the most AI players), so that AI players sit together and leave the seats
 * beside the people for people (two people and two AI players in Jass are partners).
 */
function aiSeatKey(game: HostedGame, seats: readonly Seat[]): string | undefined {
  const { keys, teams } = game.rules.seats;
  const taken = new Set(seats.map((seat) => seat.seat));
  const free = keys.filter((k) => !taken.has(k));
  if (teams === undefined || teams.length === 0) return free[0];
  const count = (team: readonly string[], ai: boolean) => seats.filter((seat) => team.includes(seat.seat) && isAiSeat(seat) === ai).length;
  const teamOf = (key: string) => teams.find((team) => team.includes(key)) ?? [];
  const score = (key: string) => count(teamOf(key), false) * 100 - count(teamOf(key), true);
  return free.reduce<string | undefined>((best, key) => (best === undefined || score(key) < score(best) ? key : best), undefined);
}

/** The seats with an AI of a level added in a free seat (see `aiSeatKey`), named after the first free name for the game's options; null if full. */
export function withAi(game: HostedGame, seats: readonly Seat[], level: string, now: number, options: GameOptions | undefined): Seat[] | null {
  const { keys, max } = game.rules.seats;
  if (seats.length >= max) return null;
  const key = aiSeatKey(game, seats);
  if (key === undefined) return null;
  const name = freeAiName(game, options, seats, seats.length + 1);
  const player: AiPlayer = { type: 'ai', level, name };
  return sortSeats([...seats, { seat: key, player, joinedAt: now }], keys);
}

/**
 * Seats a user, in the seat asked for or the first free one. A seat asked for that an AI player
 * holds is the user's: the AI player moves to a free seat (see `aiSeatKey`), or leaves a full
 * table. Joining a full table without asking for a seat takes the seat of the AI player that sat
 * down last: AI players fill the seats people leave empty. Only a table of people is full.
 */
export function join(game: HostedGame, session: GameSession, user: { readonly userId: string; readonly name: string; readonly seat?: string }, now: number): SessionResult<GameSession> {
  const { keys, max } = game.rules.seats;
  if (seatOfUser(session, user.userId) !== undefined) return refuse('ALREADY_JOINED', `${user.userId} already plays in ${session.id}`);
  if (user.seat !== undefined && !keys.includes(user.seat)) return refuse('UNKNOWN_CHOICE', `no seat ${user.seat} in ${session.game}`);
  const full = session.seats.length >= max;
  const holder = user.seat === undefined ? (full ? lastAi(session.seats) : undefined) : seatOfKey(session, user.seat);
  if (holder !== undefined && !isAiSeat(holder)) return refuse('SEAT_TAKEN', `${user.seat} is taken in ${session.id}`);
  if (full && holder === undefined) return refuse('LOBBY_FULL', `game ${session.id} has ${max} players`);
  const taken = new Set(session.seats.map((seat) => seat.seat));
  const key = user.seat ?? holder?.seat ?? keys.find((k) => !taken.has(k));
  if (key === undefined) return refuse('LOBBY_FULL', `no seat left in ${session.id}`);
  const seat: Seat = { seat: key, player: { type: 'human', userId: user.userId, name: cleanName(user.name, user.userId) }, joinedAt: now };
  const others = session.seats.filter((s) => s !== holder);
  if (holder === undefined || full) return ok({ ...session, seats: sortSeats([...others, seat], keys) });
  // The AI player gives up the seat: it takes a free one, chosen as if it sat down now, beside the person.
  const moved = aiSeatKey(game, [...others, seat]);
  if (moved === undefined) return refuse('SEAT_TAKEN', `${user.seat} is taken in ${session.id}`);
  return ok({ ...session, seats: sortSeats([...others, seat, { ...holder, seat: moved }], keys) });
}

/** The AI player that sat down last (the last in seat order among equals), if any. */
function lastAi(seats: readonly Seat[]): Seat | undefined {
  return seats.filter(isAiSeat).reduce<Seat | undefined>((last, seat) => (last === undefined || seat.joinedAt >= last.joinedAt ? seat : last), undefined);
}

/**
 * Takes a user out. If the creator leaves, the longest-seated person left becomes the creator;
 * the last person out closes the lobby (null: the caller ends it).
 */
export function leave(session: GameSession, userId: string): SessionResult<GameSession | null> {
  if (seatOfUser(session, userId) === undefined) return refuse('NOT_IN_GAME', `${userId} is not in ${session.id}`);
  const seats = session.seats.filter((seat) => !(seat.player.type === 'human' && seat.player.userId === userId));
  const humans = seats
    .flatMap((seat) => (seat.player.type === 'human' ? [{ userId: seat.player.userId, joinedAt: seat.joinedAt }] : []))
    .sort((a, b) => a.joinedAt - b.joinedAt);
  if (humans.length === 0) return ok(null);
  const createdBy = session.createdBy === userId ? humans[0].userId : session.createdBy;
  return ok({ ...session, seats, createdBy });
}

/** Moves a seated user to another seat, if no other person has it: an AI player there takes the user's seat in exchange. */
export function chooseSeat(game: HostedGame, session: GameSession, userId: string, key: string): SessionResult<GameSession> {
  const seat = seatOfUser(session, userId);
  if (seat === undefined) return refuse('NOT_IN_GAME', `${userId} is not in ${session.id}`);
  if (!game.rules.seats.keys.includes(key)) return refuse('UNKNOWN_CHOICE', `no seat ${key} in ${session.game}`);
  const holder = seatOfKey(session, key);
  if (holder !== undefined && holder !== seat && !isAiSeat(holder)) return refuse('SEAT_TAKEN', `${key} is taken in ${session.id}`);
  const moved = session.seats.map((s) => (s === seat ? { ...s, seat: key } : s === holder && holder !== seat ? { ...s, seat: seat.seat } : s));
  return ok({ ...session, seats: sortSeats(moved, game.rules.seats.keys) });
}

/** Seats an AI player of a level, by name or by its index among the game's levels (creator only). */
export function addAi(game: HostedGame, session: GameSession, userId: string, choice: string | number, now: number): SessionResult<GameSession> {
  if (session.createdBy !== userId) return refuse('NOT_CREATOR', `only ${session.createdBy} can add AI players to ${session.id}`);
  const level = typeof choice === 'number' ? game.ai.levels[choice] : choice;
  if (level === undefined || !game.ai.levels.includes(level)) return refuse('UNKNOWN_CHOICE', `no AI level ${choice} in ${session.game}`);
  const seats = withAi(game, session.seats, level, now, session.options);
  if (seats === null) return refuse('LOBBY_FULL', `game ${session.id} has ${game.rules.seats.max} players`);
  return ok({ ...session, seats });
}

/** Takes out the AI player of a seat, by key or by its index among the game's seat keys (creator only). */
export function removeAi(game: HostedGame, session: GameSession, userId: string, choice: string | number): SessionResult<GameSession> {
  if (session.createdBy !== userId) return refuse('NOT_CREATOR', `only ${session.createdBy} can remove AI players from ${session.id}`);
  const key = typeof choice === 'number' ? game.rules.seats.keys[choice] : choice;
  if (key === undefined || !game.rules.seats.keys.includes(key)) return refuse('UNKNOWN_CHOICE', `no seat ${choice} in ${session.game}`);
  const seat = seatOfKey(session, key);
  if (seat === undefined || !isAiSeat(seat)) return refuse('NOT_IN_GAME', `no AI plays ${String(key)} in ${session.id}`);
  return ok({ ...session, seats: session.seats.filter((s) => s !== seat) });
}

/**
 * Whether a game can seat a table as given (see SessionManager.createTable): enough seats and not
 * too many, a person at least and each once, known AI levels; and its options resolved.
 */
export function checkTable(game: HostedGame, seats: readonly TableSeat[], given: Readonly<Record<string, unknown>>): SessionResult<GameOptions> {
  const { min, max } = game.rules.seats;
  if (seats.length > max) return refuse('LOBBY_FULL', `${seats.length} seats in a game of at most ${max}`);
  if (seats.length < min) return refuse('NOT_ENOUGH_PLAYERS', `${seats.length} seats in a game of at least ${min}`);
  const people = seats.flatMap((seat) => ('userId' in seat ? [seat.userId] : []));
  if (people.length === 0) return refuse('AI_ONLY', 'a table of AI players only');
  if (new Set(people).size !== people.length) return refuse('ALREADY_JOINED', 'a person holds two seats');
  const badLevel = seats.find((seat) => 'ai' in seat && !game.ai.levels.includes(seat.ai));
  if (badLevel !== undefined) return refuse('UNKNOWN_CHOICE', `no AI level ${JSON.stringify(badLevel)} in ${game.id}`);
  const options = resolveOptions(game.rules.options, given);
  if (!options.ok) return refuse('UNKNOWN_CHOICE', `bad option ${options.key} for ${game.id}`);
  return ok(options.value);
}
