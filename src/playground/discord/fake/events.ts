import type { APIApplicationCommand } from 'discord.js';
import type { FakeChannel, FakeMessage, InteractionCallback } from './model.ts';
import type { Snowflake } from './snowflake.ts';

/** How a message came to be created, changed or deleted. */
export const MESSAGE_SOURCES = ['channel', 'interactionResponse', 'followUp', 'user', 'test', 'system'] as const;
/**
 * `channel`: the bot through `/channels/…/messages`; `interactionResponse`: an interaction callback or
 * an `@original` edit; `followUp`: a follow-up webhook message or its edit; `user`/`test`: the test side;
 * `system`: Discord itself (the "thread created" notice in a parent channel).
 */
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

/** Something that happened on the stand-in, as a test can observe it. */
export type FakeEvent =
  | {
      readonly kind: 'request';
      readonly method: string;
      readonly path: string;
      /** The route's name (e.g. `message.create`), or null for an unknown route. */
      readonly route: string | null;
      readonly status: number;
      /** Discord's JSON error code for failed requests, else null. */
      readonly errorCode: number | null;
    }
  | { readonly kind: 'messageCreate'; readonly message: FakeMessage; readonly source: MessageSource }
  | {
      readonly kind: 'messageUpdate';
      readonly message: FakeMessage;
      readonly previous: FakeMessage;
      readonly source: MessageSource;
    }
  | { readonly kind: 'messageDelete'; readonly message: FakeMessage; readonly source: MessageSource }
  | { readonly kind: 'threadCreate'; readonly thread: FakeChannel; readonly starterMessageId: Snowflake | null }
  | { readonly kind: 'channelUpdate'; readonly channel: FakeChannel }
  | {
      readonly kind: 'interactionCreate';
      readonly interactionId: Snowflake;
      readonly interactionType: number;
      readonly userId: Snowflake;
      readonly channelId: Snowflake;
      /** How many live gateway sessions got it at once (0: nobody, or only queued for a resume). */
      readonly delivered: number;
    }
  | { readonly kind: 'interactionCallback'; readonly interactionId: Snowflake; readonly callback: InteractionCallback }
  | {
      readonly kind: 'commandsUpdate';
      readonly guildId: Snowflake | null;
      readonly commands: readonly APIApplicationCommand[];
    }
  | {
      readonly kind: 'gateway';
      readonly action: 'open' | 'identify' | 'resume' | 'close' | 'invalidSession';
      readonly sessionId: string | null;
      readonly code: number | null;
    };

/** An event with its place in the log and the time it happened. */
export type LoggedEvent = FakeEvent & { readonly seq: number; readonly at: number };

/** Options of {@link EventLog.waitFor}. */
export interface WaitOptions {
  /** Give up after this many milliseconds (default 2000). */
  readonly timeoutMs?: number;
  /** Only look at events with `seq >= since` (default 0: the whole log, past and future). */
  readonly since?: number;
  /** Said in the timeout error, e.g. "the reply to /play". */
  readonly description?: string;
  /**
   * The only kinds of event the predicate can accept: events of other kinds are not shown to it
   * (what keeps thousands of waits cheap while every request is logged).
   */
  readonly kinds?: readonly LoggedEvent['kind'][];
  /**
   * What the awaited event is about, when the predicate accepts no other (with `kinds`): the
   * interaction's id for its callback, the message's id for a message event. Events about
   * anything else are not shown to it: hundreds of players waiting each for their own
   * interaction's answer then cost nothing to the others' events.
   */
  readonly about?: string;
}

/** What an event is about, for waits that name it (see WaitOptions.about). */
function aboutOf(event: LoggedEvent): string | null {
  switch (event.kind) {
    case 'interactionCallback':
      return event.interactionId;
    case 'messageCreate':
    case 'messageUpdate':
    case 'messageDelete':
      return event.message.id;
    default:
      return null;
  }
}

interface Waiter {
  readonly test: (event: LoggedEvent) => boolean;
  readonly since: number;
  readonly resolve: (event: LoggedEvent) => void;
}

/**
 * The record of everything that happened, with waiting on future events. It keeps the newest
 * events only when given a limit (a long playground session), every one otherwise (tests read it whole).
 */
export interface EventLog {
  /** The events kept, oldest first: all of them, or the newest `limit` or a few more. */
  readonly events: () => readonly LoggedEvent[];
  /** The events with `seq >= since`, oldest first (found without reading the older ones). */
  readonly eventsSince: (since: number) => readonly LoggedEvent[];
  /** The seq the next event will get: pass it as `since` to only wait for what happens next. */
  readonly nextSeq: () => number;
  readonly append: (event: FakeEvent) => LoggedEvent;
  /** The first event (from `since` on, past or future) satisfying the predicate; rejects on timeout. */
  readonly waitFor: {
    <E extends LoggedEvent>(predicate: (event: LoggedEvent) => event is E, options?: WaitOptions): Promise<E>;
    (predicate: (event: LoggedEvent) => boolean, options?: WaitOptions): Promise<LoggedEvent>;
  };
  /** How many kinds (or kind and subject) have a wait pending: none once every wait has ended. */
  readonly waitedOn: () => number;
  /** Calls `listener` with every event appended from now on; returns how to stop. */
  readonly subscribe: (listener: (event: LoggedEvent) => void) => () => void;
  /** Rejects every pending wait (the stand-in is closing). */
  readonly close: () => void;
}

/** A one-line summary of an event, for timeout messages. */
export function describeEvent(event: LoggedEvent): string {
  switch (event.kind) {
    case 'request':
      return `#${event.seq} ${event.method} ${event.path} → ${event.status}${event.errorCode !== null ? ` (code ${event.errorCode})` : ''}`;
    case 'messageCreate':
    case 'messageUpdate':
    case 'messageDelete':
      return `#${event.seq} ${event.kind} ${event.message.id} in ${event.message.channelId} via ${event.source}: ${JSON.stringify(event.message.content.slice(0, 60))}`;
    case 'threadCreate':
      return `#${event.seq} threadCreate ${event.thread.id} "${event.thread.name}"`;
    case 'channelUpdate':
      return `#${event.seq} channelUpdate ${event.channel.id}`;
    case 'interactionCreate':
      return `#${event.seq} interactionCreate ${event.interactionId} type ${event.interactionType} delivered to ${event.delivered}`;
    case 'interactionCallback':
      return `#${event.seq} interactionCallback ${event.interactionId} ${event.callback.kind}`;
    case 'commandsUpdate':
      return `#${event.seq} commandsUpdate ${event.guildId ?? 'global'}: ${event.commands.map((c) => c.name).join(', ')}`;
    case 'gateway':
      return `#${event.seq} gateway ${event.action} ${event.sessionId ?? ''}${event.code !== null ? ` code ${event.code}` : ''}`;
  }
}

/** A new, empty event log; with a limit, the oldest events are let go (seq numbers go on). */
export function createEventLog(limit = Infinity): EventLog {
  const events: LoggedEvent[] = [];
  let next = 0;
  // Old events are let go a tenth of the limit at a time: one splice per so many appends, not one each.
  const slack = Number.isFinite(limit) ? Math.max(1, Math.floor(limit / 10)) : 0;
  /** Waiters by the kind of event they wait for ('*': any), and by kind and subject (`kind:about`). */
  const waiters = new Map<string, Set<Waiter>>();
  const waitersOf = (kind: string): Set<Waiter> => {
    let set = waiters.get(kind);
    if (set === undefined) waiters.set(kind, (set = new Set()));
    return set;
  };
  const rejecters = new Set<(error: Error) => void>();
  const listeners = new Set<(event: LoggedEvent) => void>();

  const append = (event: FakeEvent): LoggedEvent => {
    const logged = { ...event, seq: next++, at: Date.now() } as LoggedEvent;
    events.push(logged);
    if (events.length >= limit + slack) events.splice(0, events.length - limit);
    const about = aboutOf(logged);
    for (const kind of about === null ? [logged.kind, '*'] : [`${logged.kind}:${about}`, logged.kind, '*']) {
      const set = waiters.get(kind);
      if (set === undefined || set.size === 0) continue;
      for (const waiter of [...set]) {
        if (logged.seq >= waiter.since && waiter.test(logged)) waiter.resolve(logged);
      }
    }
    for (const listener of [...listeners]) listener(logged);
    return logged;
  };

  /** Index of the first event with `seq >= since` (seqs grow along the log). */
  const firstAt = (since: number): number => {
    let low = 0;
    let high = events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (events[middle].seq < since) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const waitFor = (predicate: (event: LoggedEvent) => boolean, options: WaitOptions = {}): Promise<LoggedEvent> => {
    const since = options.since ?? 0;
    let found: LoggedEvent | undefined;
    for (let i = firstAt(since); i < events.length && found === undefined; i++) if (predicate(events[i])) found = events[i];
    if (found) return Promise.resolve(found);
    const timeoutMs = options.timeoutMs ?? 2000;
    const kinds = options.kinds === undefined ? ['*'] : options.about === undefined ? options.kinds : options.kinds.map((kind) => `${kind}:${options.about}`);
    return new Promise<LoggedEvent>((resolve, reject) => {
      const leave = (): void => {
        for (const kind of kinds) {
          const set = waiters.get(kind);
          set?.delete(waiter);
          // A set per interaction or message waited on: an empty one goes, or a long session keeps them all.
          if (set?.size === 0) waiters.delete(kind);
        }
      };
      const fail = (error: Error): void => {
        clearTimeout(timer);
        leave();
        rejecters.delete(fail);
        reject(error);
      };
      const waiter: Waiter = {
        test: predicate,
        since,
        resolve: (event) => {
          clearTimeout(timer);
          leave();
          rejecters.delete(fail);
          resolve(event);
        },
      };
      const timer = setTimeout(() => {
        const recent = events.slice(-12).map(describeEvent).join('\n  ');
        fail(
          new Error(
            `fake-discord: timed out after ${timeoutMs} ms waiting for ${options.description ?? 'an event'}` +
              `\nlast events:\n  ${recent || '(none)'}`,
          ),
        );
      }, timeoutMs);
      for (const kind of kinds) waitersOf(kind).add(waiter);
      rejecters.add(fail);
    });
  };

  return {
    events: () => events,
    eventsSince: (since) => events.slice(firstAt(since)),
    nextSeq: () => next,
    append,
    waitFor: waitFor as EventLog['waitFor'],
    waitedOn: () => waiters.size,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      for (const reject of [...rejecters]) reject(new Error('fake-discord: closed while waiting'));
    },
  };
}
