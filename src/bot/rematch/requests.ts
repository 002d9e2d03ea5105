/**
 * Rematch requests as the store keeps them (`rematch:<gameId>`, one at most per ended game), so
 * that a restart of the bot loses none, and the table a rematch seats.
 */
import { playOrderOf } from '../../games/game.ts';
import type { TableSeat } from '../../session/manager.ts';
import { KeyedQueue } from '../../session/queue.ts';
import type { GameSession, HostedGame } from '../../session/session.ts';
import { memoryStore, type GameStore } from '../../session/store.ts';
import { perBot, type BotContext } from '../context.ts';

/** A request for a rematch of an ended game: who played, who has accepted, where its message is. */
export interface RematchRequest {
  /** The ended game. */
  readonly gameId: string;
  /** Where the request's message is (the ended game's channel or thread). */
  readonly channelId: string;
  readonly messageId: string;
  /** The people who played, in seat order; each must accept (AI players accept by themselves). */
  readonly people: readonly string[];
  readonly accepted: readonly string[];
  readonly askedBy: string;
  /** Everyone accepted and the table is being opened (a restart then finishes it at the next click, or at start-up). */
  readonly opening: boolean;
}

const keyOf = (gameId: string): string => `rematch:${gameId}`;

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.length <= 64 && value.every((v) => typeof v === 'string' && /^\d{1,20}$/.test(v));

/** A stored request, checked; null for anything else. */
function parseRequest(value: unknown, gameId: string): RematchRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.gameId !== gameId || typeof v.channelId !== 'string' || typeof v.messageId !== 'string' || typeof v.askedBy !== 'string' || typeof v.opening !== 'boolean') return null;
  if (!isIdList(v.people) || !isIdList(v.accepted)) return null;
  return { gameId, channelId: v.channelId, messageId: v.messageId, people: v.people, accepted: v.accepted.filter((id) => (v.people as string[]).includes(id)), askedBy: v.askedBy, opening: v.opening };
}

/** The requests of a bot, in its store; what touches one game's request runs in that game's turn. */
export class RematchRequests {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly ctx: BotContext,
    private readonly store: GameStore,
  ) {}

  /** Runs a task on a game's request, one at a time per game. */
  run<T>(gameId: string, task: () => Promise<T>): Promise<T> {
    return this.queue.run(gameId, task);
  }

  /** The request waiting for a game, or null; undefined when the store did not answer. */
  async get(gameId: string): Promise<RematchRequest | null | undefined> {
    const read = await this.store.get(keyOf(gameId));
    if (!read.ok) return undefined;
    if (read.value === undefined || read.value === null) return null;
    const request = parseRequest(read.value, gameId);
    if (request === null) {
      this.ctx.log.warn('unreadable rematch request dropped', { game: gameId });
      await this.store.delete(keyOf(gameId));
    }
    return request;
  }

  /** Keeps a request; false when the store did not answer. */
  async save(request: RematchRequest): Promise<boolean> {
    const written = await this.store.set(keyOf(request.gameId), request);
    if (!written.ok) this.ctx.log.warn('rematch request not kept', { game: request.gameId, code: written.error.code });
    return written.ok;
  }

  /** Forgets a request (closed: declined, or its table opened). */
  async remove(gameId: string): Promise<void> {
    const deleted = await this.store.delete(keyOf(gameId));
    if (!deleted.ok) this.ctx.log.warn('closed rematch request left in the store', { game: gameId, code: deleted.error.code });
  }
}

const registries = new WeakMap<object, RematchRequests>();

/** The rematch requests of a bot (one registry per session manager). */
export function rematchRequests(ctx: BotContext): RematchRequests {
  return perBot(registries, ctx, (bot) => new RematchRequests(bot, bot.store ?? memoryStore()));
}

/** The people who played a game (resigned ones too), in seat order. */
export function peopleOf(session: GameSession): string[] {
  return session.seats.flatMap((seat) => (seat.player.type === 'human' ? [seat.player.userId] : []));
}

/**
 * The seats of a game's rematch: the same people and AI players, the order turned so that another
 * person plays first (the next one after whoever began, round the table); with one person, the
 * order turns by one seat. AI players keep their names.
 */
export function rematchSeats(game: HostedGame, session: GameSession): TableSeat[] {
  const seats: TableSeat[] = session.seats.map((seat) => (seat.player.type === 'human' ? { userId: seat.player.userId, name: seat.player.name } : { ai: seat.player.level, name: seat.player.name }));
  const began = session.record === null ? session.seats[0]?.seat : playOrderOf(game.rules, session.record)[0];
  const at = Math.max(0, session.seats.findIndex((seat) => seat.seat === began));
  const starter = session.seats[at]?.player;
  for (let turn = 1; turn < seats.length; turn++) {
    const first = seats[(at + turn) % seats.length];
    if ('userId' in first && (starter?.type !== 'human' || first.userId !== starter.userId)) return [...seats.slice((at + turn) % seats.length), ...seats.slice(0, (at + turn) % seats.length)];
  }
  return [...seats.slice(1), ...seats.slice(0, 1)];
}

/** The table key of a game's rematch. */
export function rematchKey(gameId: string): string {
  return `rematch:${gameId}`;
}
