/**
 * The queues for a game (/lfg), one per server, game and options, kept in the store (`lfg:<guildId>`)
 * with the tables being opened from them, and what a queue does: who waits, when a table opens
 * and with whom. The rules, as a player would expect them:
 * - a table opens as soon as the queue holds the game's table size (`tableSize`: its seats for a
 *   fixed table, else up to four), with those who waited longest;
 * - when the wait someone chose runs out first, the table opens with everyone waiting then (up to
 *   the game's most), AI players of the game's default level taking the seats the game still
 *   needs; alone, that is one AI player (more where the game's table is larger);
 * - a wait of `never` waits for people only.
 */
import type { GameOptions } from '../../games/game.ts';
import type { TableSeat } from '../../session/manager.ts';
import type { HostedGame } from '../../session/session.ts';
import type { GameStore } from '../../session/store.ts';

/** How long one waits before AI players fill the table, by choice (ms; null: people only). */
export const WAIT_CHOICES = { '15m': 15 * 60_000, '1h': 3_600_000, '6h': 6 * 3_600_000, '24h': 24 * 3_600_000, never: null } as const;
/** A wait one may choose. */
export type WaitChoice = keyof typeof WAIT_CHOICES;
/** The wait when none is chosen. */
export const DEFAULT_WAIT: WaitChoice = '1h';

/** Someone waiting in a queue. */
export interface Waiter {
  readonly userId: string;
  readonly name: string;
  /** The text channel where they asked (a thread's parent): the table may go there. */
  readonly channelId: string;
  readonly locale: string;
  /** When they joined the queue, and when their wait runs out (null: they wait for people only); ms since the epoch. */
  readonly since: number;
  readonly until: number | null;
  /**
   * The id of the /lfg interaction that joined: its private answer carries it, so that the Leave
   * button of an answer whose wait is over is told apart from the current one's (absent in waits
   * stored before: their button leaves the game's queue).
   */
  readonly ask?: string;
}

/** The people waiting for a game with some options on a server, longest waiting first. */
export interface Queue {
  readonly game: string;
  readonly options: GameOptions;
  readonly waiters: readonly Waiter[];
}

/** A table taken from a queue, being opened (kept until openTable has opened it, so that a restart finishes it). */
export interface Opening {
  readonly key: string;
  readonly game: string;
  readonly options: GameOptions;
  readonly waiters: readonly Waiter[];
  readonly ais: number;
}

/** A server's queues and openings as stored. */
export interface ServerQueues {
  readonly queues: readonly Queue[];
  readonly opening: readonly Opening[];
  /** The number of the next table opened (its key: `lfg:<guildId>:<n>-<ms>`, see `tableKey`). */
  readonly next: number;
}

const EMPTY: ServerQueues = { queues: [], opening: [], next: 1 };

const storeKey = (guildId: string): string => `lfg:${guildId}`;

/** Whether two sets of options are the same (one queue). */
export function sameOptions(a: GameOptions, b: GameOptions): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** How many people a queue waits for before its table opens on its own. */
export function tableSize(game: HostedGame): number {
  const { min, max } = game.rules.seats;
  return min === max ? max : Math.min(max, Math.max(min, 4));
}

function isWaiter(value: unknown): value is Waiter {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === 'string' &&
    typeof v.name === 'string' &&
    typeof v.channelId === 'string' &&
    typeof v.locale === 'string' &&
    Number.isSafeInteger(v.since) &&
    (v.until === null || Number.isSafeInteger(v.until)) &&
    (v.ask === undefined || typeof v.ask === 'string')
  );
}

const isOptions = (value: unknown): value is GameOptions =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/** A server's queues read from the store, checked (what cannot be read is left out). */
export function parseQueues(value: unknown): ServerQueues {
  if (typeof value !== 'object' || value === null) return EMPTY;
  const v = value as Record<string, unknown>;
  const queues = Array.isArray(v.queues)
    ? v.queues.flatMap((q: unknown) => {
        const queue = q as Record<string, unknown> | null;
        if (queue === null || typeof queue.game !== 'string' || !isOptions(queue.options) || !Array.isArray(queue.waiters)) return [];
        return [{ game: queue.game, options: queue.options, waiters: queue.waiters.filter(isWaiter) }];
      })
    : [];
  const opening = Array.isArray(v.opening)
    ? v.opening.flatMap((o: unknown) => {
        const entry = o as Record<string, unknown> | null;
        if (entry === null || typeof entry.key !== 'string' || typeof entry.game !== 'string' || !isOptions(entry.options) || !Array.isArray(entry.waiters) || !Number.isSafeInteger(entry.ais)) return [];
        return [{ key: entry.key, game: entry.game, options: entry.options, waiters: entry.waiters.filter(isWaiter), ais: entry.ais as number }];
      })
    : [];
  return { queues: queues.filter((q) => q.waiters.length > 0), opening, next: Number.isSafeInteger(v.next) && (v.next as number) > 0 ? (v.next as number) : 1 };
}

/** Reads a server's queues; null when the store did not answer. */
export async function readQueues(store: GameStore, guildId: string): Promise<ServerQueues | null> {
  const read = await store.get(storeKey(guildId));
  return read.ok ? parseQueues(read.value) : null;
}

/**
 * Writes a server's queues; false when the store did not answer. Emptied, they stay as their
 * table counter (`next`): a table's key is made from it and opens a table once, so a counter
 * started again would give new tables the keys of tables already opened (and so open nothing).
 */
export async function writeQueues(store: GameStore, guildId: string, queues: ServerQueues): Promise<boolean> {
  const empty = queues.queues.length === 0 && queues.opening.length === 0;
  const written = empty && queues.next <= 1 ? await store.delete(storeKey(guildId)) : await store.set(storeKey(guildId), queues);
  return written.ok;
}

/**
 * The key of a table a queue opens (`lfg:<guildId>:<n>-<ms>`), which opens it once: its number in
 * the server's count, and the time it was due, so that a count started again (queues stored by
 * an older bot, which forgot it once they emptied) never gives the key of a table opened before.
 */
function tableKey(guildId: string, n: number, now: number): string {
  return `lfg:${guildId}:${n}-${now}`;
}

/**
 * The tables due in a server's queues at a time: a queue holding its table size gives its
 * longest-waiting people; one where someone's wait has run out gives everyone waiting (up to the
 * game's most) with the AI players the game needs. Returns the queues left and the openings.
 */
export function dueTables(state: ServerQueues, guildId: string, now: number, gameOf: (id: string) => HostedGame | undefined): ServerQueues {
  let next = state.next;
  const opening: Opening[] = [...state.opening];
  const queues: Queue[] = [];
  for (const queue of state.queues) {
    const game = gameOf(queue.game);
    if (game === undefined) continue;
    let waiters = [...queue.waiters];
    const size = tableSize(game);
    while (waiters.length >= size) {
      opening.push({ key: tableKey(guildId, next++, now), game: queue.game, options: queue.options, waiters: waiters.slice(0, size), ais: 0 });
      waiters = waiters.slice(size);
    }
    if (waiters.some((waiter) => waiter.until !== null && waiter.until <= now)) {
      const people = waiters.slice(0, game.rules.seats.max);
      opening.push({ key: tableKey(guildId, next++, now), game: queue.game, options: queue.options, waiters: people, ais: Math.max(0, game.rules.seats.min - people.length, people.length === 1 ? 1 : 0) });
      waiters = waiters.slice(people.length);
    }
    if (waiters.length > 0) queues.push({ ...queue, waiters });
  }
  return { queues, opening, next };
}

/** The seats of an opening: its people, longest waiting first, then its AI players. */
export function seatsOf(opening: Opening, level: string): TableSeat[] {
  return [...opening.waiters.map((waiter) => ({ userId: waiter.userId, name: waiter.name })), ...Array.from({ length: opening.ais }, () => ({ ai: level }))];
}

/** When the next wait runs out in a server's queues (ms since the epoch), or null. */
export function nextWaitEnd(state: ServerQueues): number | null {
  const ends = state.queues.flatMap((queue) => queue.waiters.flatMap((waiter) => (waiter.until === null ? [] : [waiter.until])));
  return ends.length === 0 ? null : Math.min(...ends);
}
