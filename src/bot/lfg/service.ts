/**
 * The queues for a game at work: joining, leaving, and opening the tables that come due (with
 * openTable, key `lfg:<guildId>:<n>-<ms>`), on a join or when a wait runs out. Each server's queues
 * change one at a time (a queue per server); the wait that runs out first is timed on the bot's
 * clock, and rescheduled at start-up from the store (a table due while the bot was down opens then).
 */
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import { isLocale, type Locale } from '../../i18n/locale.ts';
import type { GameOptions } from '../../games/game.ts';
import { KeyedQueue } from '../../session/queue.ts';
import { systemClock, type Clock, type Timer } from '../../session/schedule.ts';
import { memoryStore, type GameStore } from '../../session/store.ts';
import { clip, escapeMarkdown } from '../chrome/common.ts';
import { perBot, type BotContext } from '../context.ts';
import { sendableChannel } from '../sendable.ts';
import { openTable, type OpenedTable } from '../tables/open-table.ts';
import { dueTables, nextWaitEnd, readQueues, sameOptions, seatsOf, tableSize, writeQueues, type Opening, type Queue, type ServerQueues, type Waiter } from './queue.ts';

/** Why a join or a leave changed nothing. */
export type LfgRefusal = 'ALREADY_QUEUED' | 'NOT_QUEUED' | 'STORE_UNAVAILABLE';

/** What came of a join: the queue as it stands, when the wait runs out (null: people only), and the table opened with the one who joined, if any. */
export interface Joined {
  readonly waiting: number;
  readonly size: number;
  readonly until: number | null;
  readonly opened: OpenedTable | null;
}

/** How a wait ended: its table opened (where), could not be opened, or the person left the queue. */
export type WaitEnd = { readonly kind: 'opened'; readonly channelId: string } | { readonly kind: 'failed' } | { readonly kind: 'left' };

/**
 * The private answer to a join, with its Leave button: shown in the server's turn (so that nothing
 * ends the wait before it is shown), then edited, without the button, when the wait ends.
 */
export interface WaitAnswer {
  /** The id of the interaction that joined (the answer's message carries it: `Waiter.ask`). */
  readonly ask: string;
  /** Shows where the wait stands, or the table opened at once. */
  readonly show: (joined: Joined) => Promise<void>;
  /** Says how the wait ended, without the Leave button. */
  readonly end: (how: WaitEnd) => Promise<void>;
  /** Until when Discord lets the answer be edited (its interaction's token lasts 15 minutes): ms since the epoch, real time. */
  readonly editableUntil: number;
}

/** How many ends of waits are remembered (by `ask`), for clicks on the Leave button of a wait that is over. */
const ENDS_KEPT = 1_000;

/** The queues of one bot (one per session manager). */
export class LfgQueues {
  private readonly queue = new KeyedQueue();
  private readonly timers = new Map<string, Timer>();
  /** The answers of the waits under way that may still be edited, by server, game and person. */
  private readonly answers = new Map<string, WaitAnswer>();
  /** How the last waits ended, by the id of the interaction that joined (in this process). */
  private readonly ends = new Map<string, WaitEnd>();
  private stopped = false;

  constructor(
    private readonly ctx: BotContext,
    private readonly store: GameStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Puts a person in the queue for a game with options on a server (one queue per game at a time);
   * a table due opens at once. The answer, if any, is shown before anything else can change the
   * queues, and told when the wait ends.
   */
  join(
    guildId: string,
    game: string,
    options: GameOptions,
    waiter: Omit<Waiter, 'since' | 'until' | 'ask'>,
    waitMs: number | null,
    answer?: WaitAnswer,
  ): Promise<{ ok: true; value: Joined } | { ok: false; error: LfgRefusal }> {
    return this.queue.run(guildId, async () => {
      const state = await readQueues(this.store, guildId);
      if (state === null) return { ok: false, error: 'STORE_UNAVAILABLE' };
      const queued = [...state.queues.flatMap((q) => (q.game === game ? q.waiters : [])), ...state.opening.flatMap((o) => (o.game === game ? o.waiters : []))];
      if (queued.some((w) => w.userId === waiter.userId)) return { ok: false, error: 'ALREADY_QUEUED' };
      const now = this.clock.now();
      const joining: Waiter = { ...waiter, since: now, until: waitMs === null ? null : now + waitMs, ...(answer === undefined ? {} : { ask: answer.ask }) };
      const found = state.queues.find((q) => q.game === game && sameOptions(q.options, options));
      const queues: Queue[] = found === undefined ? [...state.queues, { game, options, waiters: [joining] }] : state.queues.map((q) => (q === found ? { ...q, waiters: [...q.waiters, joining] } : q));
      const settled = await this.openDue(guildId, { ...state, queues });
      if (settled === null) return { ok: false, error: 'STORE_UNAVAILABLE' };
      this.ctx.log.info('lfg joined', { guild: guildId, game, user: waiter.userId });
      const hosted = this.ctx.games.get(game);
      const stillWaiting = settled.state.queues.find((q) => q.game === game && sameOptions(q.options, options));
      const opened = settled.opened.find((entry) => entry.opening.waiters.some((w) => w.userId === waiter.userId))?.table ?? null;
      const joined: Joined = { waiting: stillWaiting?.waiters.length ?? 0, size: hosted === undefined ? 0 : tableSize(hosted), until: joining.until, opened };
      if (answer !== undefined) {
        await answer.show(joined).catch((error: unknown) => this.ctx.log.warn('lfg answer not shown', { guild: guildId, game, user: waiter.userId, error }));
        const waiting = settled.state.queues.some((q) => q.game === game && q.waiters.some((w) => w.userId === waiter.userId));
        if (waiting) this.keepAnswer(answerKey(guildId, game, waiter.userId), answer);
      }
      return { ok: true, value: joined };
    });
  }

  /** How the wait that an interaction joined ended, if this process saw it end. */
  endOf(ask: string): WaitEnd | undefined {
    return this.ends.get(ask);
  }

  /** Keeps an answer to edit when its wait ends, letting go of those Discord no longer lets be edited. */
  private keepAnswer(key: string, answer: WaitAnswer): void {
    const now = Date.now();
    for (const [other, kept] of this.answers) if (kept.editableUntil <= now) this.answers.delete(other);
    this.answers.set(key, answer);
  }

  /**
   * A person's wait ended: remembered by its interaction, and its answer edited to say how (but
   * the answer `answered`, whose own button ended it: its handler edits it).
   */
  private async ended(guildId: string, game: string, waiter: Waiter, how: WaitEnd, answered?: string): Promise<void> {
    if (waiter.ask !== undefined) {
      this.ends.delete(waiter.ask);
      this.ends.set(waiter.ask, how);
      for (const oldest of this.ends.keys()) {
        if (this.ends.size <= ENDS_KEPT) break;
        this.ends.delete(oldest);
      }
    }
    const key = answerKey(guildId, game, waiter.userId);
    const answer = this.answers.get(key);
    if (answer === undefined || (waiter.ask !== undefined && answer.ask !== waiter.ask)) return;
    this.answers.delete(key);
    if (answer.ask === answered || answer.editableUntil <= Date.now()) return;
    await answer.end(how).catch((error: unknown) => this.ctx.log.debug('lfg answer not edited', { guild: guildId, game, user: waiter.userId, error }));
  }

  /**
   * Takes a person out of the queue for a game on a server (every game's, without one); NOT_QUEUED
   * if they waited in none. `from`: the interaction whose answer's Leave button was clicked: only
   * that wait is left (NOT_QUEUED when it is over, though the person waits again since), and that
   * answer is left to the caller to edit; the answers of the other waits left are edited.
   */
  leave(guildId: string, userId: string, game: string | null, from?: string): Promise<{ ok: true; value: readonly string[] } | { ok: false; error: LfgRefusal }> {
    return this.queue.run(guildId, async () => {
      const state = await readQueues(this.store, guildId);
      if (state === null) return { ok: false, error: 'STORE_UNAVAILABLE' };
      // A wait stored before answers carried their interaction is any button's.
      const leaving = (w: Waiter) => w.userId === userId && (from === undefined || w.ask === undefined || w.ask === from);
      const left = state.queues.filter((q) => (game === null || q.game === game) && q.waiters.some(leaving));
      if (left.length === 0) return { ok: false, error: 'NOT_QUEUED' };
      const queues = state.queues.map((q) => (left.includes(q) ? { ...q, waiters: q.waiters.filter((w) => !leaving(w)) } : q)).filter((q) => q.waiters.length > 0);
      const next = { ...state, queues };
      if (!(await writeQueues(this.store, guildId, next))) return { ok: false, error: 'STORE_UNAVAILABLE' };
      this.ctx.log.info('lfg left', { guild: guildId, user: userId, games: left.map((q) => q.game).join(',') });
      this.schedule(guildId, next);
      for (const q of left) for (const w of q.waiters.filter(leaving)) await this.ended(guildId, q.game, w, { kind: 'left' }, from);
      return { ok: true, value: left.map((q) => q.game) };
    });
  }

  /** The queues of a server as they stand (for /games); empty when the store did not answer. */
  async list(guildId: string): Promise<readonly Queue[]> {
    return (await readQueues(this.store, guildId))?.queues ?? [];
  }

  /** Opens what is due in some servers' queues (tables left half-open by a stop, waits run out meanwhile) and times the next waits. */
  async start(guildIds: readonly string[]): Promise<void> {
    this.stopped = false;
    for (const guildId of guildIds) await this.settle(guildId);
  }

  /** Stops the timers (shutdown: the queues stay in the store). */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
  }

  /** Opens the tables due in a server's queues now. */
  settle(guildId: string): Promise<void> {
    return this.queue.run(guildId, async () => {
      const state = await readQueues(this.store, guildId);
      if (state === null) {
        this.ctx.log.warn('lfg queues unreadable', { guild: guildId });
        return;
      }
      await this.openDue(guildId, state);
    });
  }

  /**
   * Takes the tables due out of the queues (stored so before anything is opened), opens them,
   * and stores what is left; a table the store could not confirm stays to be opened at the next
   * look. Null when the first write failed (nothing changed).
   */
  private async openDue(guildId: string, given: ServerQueues): Promise<{ state: ServerQueues; opened: { opening: Opening; table: OpenedTable }[] } | null> {
    const due = dueTables(given, guildId, this.clock.now(), (id) => this.ctx.games.get(id));
    if (!(await writeQueues(this.store, guildId, due))) return null;
    const opened: { opening: Opening; table: OpenedTable }[] = [];
    const left: Opening[] = [];
    for (const opening of due.opening) {
      const table = await this.open(guildId, opening);
      if (table === 'retry') {
        left.push(opening);
        continue;
      }
      if (table !== null) opened.push({ opening, table });
      const how: WaitEnd = table === null ? { kind: 'failed' } : { kind: 'opened', channelId: table.channelId };
      for (const waiter of opening.waiters) await this.ended(guildId, opening.game, waiter, how);
    }
    const state = { ...due, opening: left };
    if (left.length !== due.opening.length && !(await writeQueues(this.store, guildId, state))) this.ctx.log.warn('lfg openings left in the store', { guild: guildId });
    this.schedule(guildId, state);
    return { state, opened };
  }

  /** Opens one table; 'retry' when the store failed (tried again later), null when it was refused (its people are told in the channel). */
  private async open(guildId: string, opening: Opening): Promise<OpenedTable | 'retry' | null> {
    const game = this.ctx.games.get(opening.game);
    const first = opening.waiters[0];
    if (game === undefined || first === undefined) return null;
    const locale: Locale = isLocale(first.locale) ? first.locale : 'en';
    const mentions = joinNames(
      opening.waiters.map((w) => `<@${w.userId}>`),
      locale,
    );
    const opened = await openTable(this.ctx, {
      game: opening.game,
      guildId,
      channelId: first.channelId,
      thread: { name: clip(t(locale, 'lfg.threadName', { game: game.name, players: joinNames(opening.waiters.map((w) => w.name), locale) }), 100), orIn: first.channelId },
      locale,
      options: opening.options,
      seats: seatsOf(opening, game.ai.defaultLevel),
      key: opening.key,
      intro: t(locale, opening.ais === 0 ? 'lfg.intro' : 'lfg.introAi', { players: mentions, game: escapeMarkdown(game.name), count: opening.ais }),
    });
    if (opened.ok) {
      this.ctx.log.info('lfg table opened', { guild: guildId, key: opening.key, game: opened.value.gameId });
      return opened.value;
    }
    if (opened.error.code === 'STORE_UNAVAILABLE' || opened.error.code === 'STORE_UNCERTAIN') return 'retry';
    this.ctx.log.warn('lfg table refused', { guild: guildId, key: opening.key, code: opened.error.code });
    const channel = await sendableChannel(this.ctx.client, this.ctx.log, first.channelId);
    await channel
      ?.send({ content: t(locale, 'lfg.failed', { players: mentions, game: escapeMarkdown(game.name) }), allowedMentions: { users: opening.waiters.map((w) => w.userId) } })
      .catch((error: unknown) => this.ctx.log.warn('lfg refusal not posted', { guild: guildId, error }));
    return null;
  }

  /** Times the next wait to run out in a server's queues (one timer per server). */
  private schedule(guildId: string, state: ServerQueues): void {
    this.timers.get(guildId)?.cancel();
    this.timers.delete(guildId);
    const at = nextWaitEnd(state);
    if (at === null || this.stopped) return;
    this.timers.set(
      guildId,
      this.clock.setTimer(() => {
        this.timers.delete(guildId);
        void this.settle(guildId).catch((error: unknown) => this.ctx.log.error('lfg queues not settled', { guild: guildId, error }));
      }, at - this.clock.now()),
    );
  }

  /** Resolves once every change of the queues asked so far is done (tests). */
  async idle(): Promise<void> {
    while (this.queue.busyKeys > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The key of a person's answer in a game's queue on a server (one wait per game at a time). */
function answerKey(guildId: string, game: string, userId: string): string {
  return `${guildId}:${game}:${userId}`;
}

const registries = new WeakMap<object, LfgQueues>();

/** The queues of a bot (one per session manager, made on first use). */
export function lfgQueues(ctx: BotContext): LfgQueues {
  return perBot(registries, ctx, (bot) => new LfgQueues(bot, bot.store ?? memoryStore(), bot.clock ?? systemClock));
}
