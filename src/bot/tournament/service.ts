/**
 * Tournaments as they run: sign-ups closing at their time (requests to team up still unanswered
 * lapse), each round paired by the tournament core (src/tournament/) and its tables opened
 * (`openTable`, one thread each), results taken from the games as they end, standings posted
 * after each round and the podium at the end. Every change
 * of a tournament is a compare-and-set of its record, one at a time per tournament in this
 * process; what a restart must pick up is found from the store: the sign-up ends from the server's
 * index, the tables of running tournaments from their records (a table not yet opened is opened
 * with its key, which opens it once; a game that ended while the bot was down is counted).
 */
import type { Client } from 'discord.js';
import type { Logger } from '../../log.ts';
import { KeyedQueue } from '../../session/queue.ts';
import { drawSeed } from '../../session/seeds.ts';
import { systemClock, type Clock, type Timer } from '../../session/schedule.ts';
import type { GameSession } from '../../session/session.ts';
import type { LoadedSession } from '../../session/manager.ts';
import type { GameStore } from '../../session/store.ts';
import type { Result } from '../../result.ts';
import type { BotContext } from '../context.ts';
import { sendableChannel } from '../sendable.ts';
import { toCreate, type View } from '../chrome/common.ts';
import { asLocale, tt } from './texts.ts';
import { isOpen, TournamentStore, type Entrant, type Member, type TableResult, type Tournament, type TournamentStoreError } from './record.ts';
import { placesOf } from '../../games/forfeit.ts';
import { seatOrder, tableResult } from './results.ts';
import { pairNext, type StandingRow, standingsOf } from './plan.ts';
import { cancelledView, podiumView, roundView, signUpView, standingsView, tableIntro } from './view.ts';
import { openTable } from '../tables/open-table.ts';
import { endAllRequests, showEnded } from './partners.ts';

/** How long the bot waits before trying again to open a table it could not open (no thread allowed, the store down). */
export const TABLE_RETRY_MS = 10 * 60_000;

/** The key a tournament's table is opened with (and found back by, in its game). */
function tableKey(id: string, round: number, table: number): string {
  return `tournament:${id}:${round}:${table}`;
}

/** The tournament, round and table a game's key names, or null for a game of no tournament. */
function parseTableKey(key: string | undefined): { readonly id: string; readonly round: number; readonly table: number } | null {
  const match = /^tournament:([a-z0-9]{4,32}):(\d{1,4}):(\d{1,4})$/.exec(key ?? '');
  return match === null ? null : { id: match[1], round: Number(match[2]), table: Number(match[3]) };
}

/**
 * What a change of a tournament decided: the tournament to store (null: nothing to store), and
 * what to do once it is; `after` may answer a further version to store, still in the
 * tournament's turn (the id of a message it posted, before any click on that message is judged).
 */
type Change = { readonly next: Tournament | null; readonly after?: (stored: Tournament) => Promise<Tournament | void> };

/** Options of the tournaments' runner. */
export interface TournamentOptions {
  readonly clock?: Clock;
  /** Draws a new tournament's seed (tests fix it, as they fix the games'). */
  readonly newSeed?: () => number;
}

/** The tournaments of the servers this process serves. */
export class Tournaments {
  readonly store: TournamentStore;
  private readonly queue = new KeyedQueue();
  private readonly clock: Clock;
  private readonly closing = new Map<string, { readonly at: number; readonly guildId: string }>();
  private timer: { readonly at: number; readonly handle: Timer } | null = null;
  private readonly running = new Set<Promise<unknown>>();
  private ctx: BotContext | null = null;
  private stopped = false;
  /** Tournaments waiting to try their unopened tables again, and the tables whose failure the channel was told of. */
  private readonly retries = new Map<string, Timer>();
  private readonly toldFailed = new Set<string>();

  constructor(
    store: GameStore,
    private readonly log: Logger,
    options: TournamentOptions = {},
  ) {
    this.store = new TournamentStore(store);
    this.clock = options.clock ?? systemClock;
    this.newSeed = options.newSeed ?? drawSeed;
  }

  /** Draws the seed of a new tournament's pairings. */
  readonly newSeed: () => number;

  /** The wall time now (sign-up windows are wall time). */
  now(): number {
    return this.clock.now();
  }

  /** Connects the bot's context (made after this). */
  attach(ctx: BotContext): void {
    this.ctx = ctx;
  }

  private get client(): Client {
    if (this.ctx === null) throw new Error('tournaments used before the bot was attached');
    return this.ctx.client;
  }

  /** Resolves once nothing started by the runner is under way (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    await new Promise((resolve) => setImmediate(resolve));
    if (this.running.size > 0) await this.idle();
  }

  private track<T>(task: Promise<T>): void {
    const tracked = task.catch((error: unknown) => this.log.error('tournament step failed', { error })).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /**
   * At start: schedules the sign-up ends of the servers served (from their indexes), and picks up
   * every running tournament (tables to open, games that ended while the bot was down).
   */
  async start(guildIds: readonly string[]): Promise<{ readonly signUps: number; readonly running: number }> {
    let signUps = 0;
    const running: string[] = [];
    for (const guildId of guildIds) {
      const listed = await this.store.list(guildId);
      if (!listed.ok) {
        this.log.error('tournaments unreadable', { guild: guildId, detail: listed.error.message });
        continue;
      }
      for (const [id, entry] of listed.value) {
        if (entry.status === 'signup') {
          this.closing.set(id, { at: entry.signUpEndsAt, guildId });
          signUps++;
        } else if (entry.status === 'running') running.push(id);
      }
    }
    this.arm();
    for (const id of running) this.track(this.advance(id));
    return { signUps, running: running.length };
  }

  /** Stops the timer and waits for the steps under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.handle.cancel();
    this.timer = null;
    for (const retry of this.retries.values()) retry.cancel();
    this.retries.clear();
    await this.idle();
  }

  /** Sign-ups closing scheduled (tests, the benchmark). */
  get scheduled(): number {
    return this.closing.size;
  }

  /** Schedules (or takes off) a tournament's sign-up end. */
  schedule(tournament: Tournament): void {
    if (tournament.status === 'signup') this.closing.set(tournament.id, { at: tournament.signUpEndsAt, guildId: tournament.guildId });
    else this.closing.delete(tournament.id);
    this.arm();
  }

  private arm(): void {
    if (this.stopped) return;
    let first: number | null = null;
    for (const { at } of this.closing.values()) if (first === null || at < first) first = at;
    if (first === null) {
      this.timer?.handle.cancel();
      this.timer = null;
      return;
    }
    if (this.timer !== null && this.timer.at === first) return;
    this.timer?.handle.cancel();
    const delay = Math.min(Math.max(0, first - this.clock.now()), 2 ** 31 - 1);
    this.timer = { at: first, handle: this.clock.setTimer(() => this.wake(), delay) };
  }

  private wake(): void {
    this.timer = null;
    if (this.stopped) return;
    const now = this.clock.now();
    for (const [id, { at }] of [...this.closing]) {
      if (at > now) continue;
      this.closing.delete(id);
      this.track(this.begin(id, null));
    }
    this.arm();
  }

  /**
   * Runs a change of a tournament in its queue, from a fresh read, stored with compare-and-set
   * (a lost race runs it again); `after` runs once it is stored. Answers the tournament as it
   * stands (stored, or read when nothing changed).
   */
  change<E>(id: string, decide: (tournament: Tournament) => Result<Change, E> | Promise<Result<Change, E>>): Promise<Result<Tournament, E | TournamentStoreError | { readonly code: 'NO_TOURNAMENT' }>> {
    return this.queue.run(id, async () => {
      for (let attempt = 1; ; attempt++) {
        const read = await this.store.get(id);
        if (!read.ok) return read;
        if (read.value === null) return { ok: false, error: { code: 'NO_TOURNAMENT' as const } };
        const decided = await decide(read.value);
        if (!decided.ok) return decided;
        const { next, after } = decided.value;
        if (next === null) {
          if (after !== undefined) await after(read.value);
          return { ok: true, value: read.value };
        }
        const saved = await this.store.save(next, this.clock.now());
        if (!saved.ok) {
          if (saved.error.code === 'VERSION_CONFLICT' && attempt < 4) continue;
          return saved;
        }
        this.schedule(saved.value);
        const further = after === undefined ? undefined : await after(saved.value);
        if (further === undefined) return saved;
        const again = await this.store.save(further, this.clock.now());
        if (!again.ok) {
          this.log.warn('tournament follow-up not stored', { tournament: id, detail: again.error.message });
          return saved;
        }
        this.schedule(again.value);
        return again;
      }
    });
  }

  /**
   * Closes sign-ups and plays the first round (when `by` is null: the window closed; else the
   * organiser who starts it early). Too few entrants cancel it.
   */
  begin(id: string, by: string | null): Promise<Result<Tournament, { readonly code: 'NOT_SIGNUP' } | TournamentStoreError | { readonly code: 'NO_TOURNAMENT' }>> {
    return this.change(id, (t) => {
      if (t.status !== 'signup') return by === null ? { ok: true, value: { next: null } } : { ok: false, error: { code: 'NOT_SIGNUP' as const } };
      const ctx = this.ctx;
      const game = ctx?.games.get(t.game);
      const teamSize = game?.rules.seats.teams?.[0]?.length ?? 1;
      const entrants = ctx === null || game === undefined ? [] : formEntrants(t, aiNames(ctx, t, teamSize), teamSize);
      const tooFew = entrants.length < 2 || entrants.every((e) => e.members.every((m) => m.type === 'ai'));
      // Requests to team up still unanswered lapse: their messages say so and lose their buttons.
      const closing = endAllRequests(t);
      if (tooFew) {
        const next: Tournament = { ...closing.next, status: 'cancelled', endedAt: this.clock.now() };
        return { ok: true, value: { next, after: async (stored) => {
          await this.post(stored, cancelledView(ctx!, stored, 'tooFew'));
          await this.refreshSignUp(stored);
          await showEnded(ctx!, stored, closing.ended);
        } } };
      }
      const next: Tournament = { ...closing.next, status: 'running', entrants, startedAt: this.clock.now() };
      return { ok: true, value: { next, after: async (stored) => {
        await this.refreshSignUp(stored);
        await showEnded(ctx!, stored, closing.ended);
        this.track(this.advance(stored.id));
      } } };
    });
  }

  /**
   * The organiser of the tournament a game is a table of, or null (a game of no tournament, or
   * a tournament that cannot be read): they may stop its tables, as moderators may.
   */
  async organiserOf(session: GameSession): Promise<string | null> {
    const table = parseTableKey(session.table);
    if (table === null) return null;
    const read = await this.store.get(table.id);
    return read.ok && read.value !== null ? read.value.createdBy : null;
  }

  /** Cancels a tournament (its organiser): games under way go on, but count for nothing more in it. */
  cancel(id: string): Promise<Result<Tournament, { readonly code: 'ENDED' } | TournamentStoreError | { readonly code: 'NO_TOURNAMENT' }>> {
    return this.change(id, (t) => {
      if (!isOpen(t)) return { ok: false, error: { code: 'ENDED' as const } };
      const closing = endAllRequests(t);
      const next: Tournament = { ...closing.next, status: 'cancelled', endedAt: this.clock.now() };
      // During sign-ups there is no game under way to speak of.
      const why = t.status === 'signup' ? 'inSignUp' : 'byOrganiser';
      return { ok: true, value: { next, after: async (stored) => {
        await this.refreshSignUp(stored);
        await this.post(stored, cancelledView(this.ctx!, stored, why));
        await showEnded(this.ctx!, stored, closing.ended);
      } } };
    });
  }

  /**
   * Moves a running tournament on as far as it can: opens the tables of the current round that
   * are not yet open, counts those whose game ended, and once the round is complete posts its
   * standings and pairs the next one (or ends it with the podium).
   */
  async advance(id: string): Promise<void> {
    for (let step = 0; step < 1000 && !this.stopped; step++) {
      const moved = await this.step(id);
      if (!moved) return;
    }
  }

  /** One step of `advance`; answers whether it changed something (then there may be more). */
  private async step(id: string): Promise<boolean> {
    const ctx = this.ctx;
    if (ctx === null) return false;
    const read = await this.store.get(id);
    if (!read.ok || read.value === null) {
      if (!read.ok) this.log.warn('tournament unreadable', { tournament: id, detail: read.error.message });
      return false;
    }
    const t = read.value;
    if (t.status !== 'running') return false;
    const round = t.rounds.length - 1;
    const current = t.rounds[round];
    if (current !== undefined) {
      // Tables to open, or whose game ended while nobody was told.
      for (const [index, table] of current.tables.entries()) {
        if (table.result !== undefined) continue;
        if (table.gameId === undefined) return this.openOne(t, round, index);
        const game = await ctx.manager.getGame(table.gameId);
        if (game.ok && game.value.session.status !== 'playing' && game.value.session.status !== 'lobby') {
          return this.record(game.value.session, game.value.state);
        }
      }
      // Every table open (or decided without a game): the round is posted once, with its threads.
      if ((t.announced ?? t.posted) < t.rounds.length) {
        let mine = false;
        const announced = await this.change(id, (fresh) => {
          mine = (fresh.announced ?? fresh.posted) < fresh.rounds.length && fresh.rounds.length === t.rounds.length;
          return { ok: true, value: { next: mine ? { ...fresh, announced: fresh.rounds.length } : null } };
        });
        if (announced.ok && mine) {
          await this.post(announced.value, roundView(ctx, announced.value, round));
          // The sign-up message says which round is under way: the new one from now.
          await this.refreshSignUp(announced.value);
        }
        return announced.ok && mine;
      }
      if (current.tables.some((table) => table.result === undefined)) return false;
    }
    // The round is complete (or none was played): standings, then the next round or the end.
    // Each step is posted by the one change that made it (a flag set where it was decided).
    if (t.posted < t.rounds.length) {
      let mine = false;
      const changed = await this.change(id, (fresh) => {
        mine = fresh.posted === t.posted && fresh.rounds.length === t.rounds.length;
        return { ok: true, value: { next: mine ? { ...fresh, posted: t.rounds.length } : null } };
      });
      if (changed.ok && mine) await this.post(changed.value, await standingsView(ctx, changed.value));
      return changed.ok;
    }
    const paired = pairNext(t);
    if (paired === null) {
      let mine = false;
      const ended = await this.change(id, (fresh) => {
        mine = fresh.status === 'running' && fresh.rounds.length === t.rounds.length;
        return { ok: true, value: { next: mine ? { ...fresh, status: 'finished', endedAt: this.clock.now() } : null } };
      });
      if (ended.ok && mine) {
        this.log.info('tournament finished', { tournament: id, rounds: ended.value.rounds.length });
        await this.post(ended.value, await podiumView(ctx, ended.value));
        await this.refreshSignUp(ended.value);
      }
      return false;
    }
    const byId = new Map(t.entrants.map((e) => [e.id, e]));
    let mine = false;
    const added = await this.change(id, (fresh) => {
      mine = fresh.status === 'running' && fresh.rounds.length === t.rounds.length;
      if (!mine) return { ok: true, value: { next: null } };
      const tables = paired.tables.map((entrants) => {
        const allAi = entrants.every((e) => byId.get(e)?.members.every((m) => m.type === 'ai') ?? true);
        return allAi ? { entrants, result: aiOnlyResult(ctx, fresh, entrants, byId) } : { entrants };
      });
      return { ok: true, value: { next: { ...fresh, rounds: [...fresh.rounds, { tables, byes: paired.byes }] } } };
    });
    if (!added.ok || !mine) return false;
    this.log.info('tournament round paired', { tournament: id, round: added.value.rounds.length, tables: paired.tables.length, byes: paired.byes.length });
    return true;
  }

  /** Opens one table of a round (idempotent by its key) and stores its game. */
  private async openOne(t: Tournament, round: number, index: number): Promise<boolean> {
    const ctx = this.ctx!;
    const game = ctx.games.get(t.game);
    if (game === undefined) return false;
    const table = t.rounds[round].tables[index];
    const byId = new Map(t.entrants.map((e) => [e.id, e]));
    const entrants = table.entrants.map((id) => byId.get(id)!);
    const seats = seatOrder(game, entrants.map((e) => e.members)).map((m: Member) => (m.type === 'human' ? { userId: m.userId, name: m.name } : { ai: m.level, name: m.name }));
    const people = entrants.flatMap((e) => e.members.flatMap((m) => (m.type === 'human' ? [m.userId] : [])));
    const opened = await openTable(ctx, {
      game: t.game,
      guildId: t.guildId,
      channelId: t.channelId,
      thread: { name: threadName(t, round, index, entrants) },
      locale: t.locale,
      options: t.options,
      clock: t.clock,
      seats,
      key: tableKey(t.id, round, index),
      intro: tableIntro(ctx, t, round, people),
    });
    if (!opened.ok) {
      this.log.warn('tournament table not opened', { tournament: t.id, round, table: index, detail: JSON.stringify(opened.error) });
      // The channel is told once why, and the bot tries again later (and at every start).
      const key = tableKey(t.id, round, index);
      if (!this.toldFailed.has(key)) {
        this.toldFailed.add(key);
        const locale = asLocale(t.locale);
        const reason = tt(locale, opened.error.code === 'NO_THREAD' ? 'tournament.tableNoThread' : opened.error.code === 'STORE_UNAVAILABLE' ? 'tournament.tableStoreDown' : 'tournament.tableUnexpected');
        await this.post(t, { content: tt(locale, 'tournament.tableFailed', { table: index + 1, round: round + 1, reason, minutes: TABLE_RETRY_MS / 60_000 }) });
      }
      if (!this.retries.has(t.id) && !this.stopped) {
        this.retries.set(
          t.id,
          this.clock.setTimer(() => {
            this.retries.delete(t.id);
            if (!this.stopped) this.track(this.advance(t.id));
          }, TABLE_RETRY_MS),
        );
      }
      return false;
    }
    this.toldFailed.delete(tableKey(t.id, round, index));
    const stored = await this.change(t.id, (fresh) => {
      const current = fresh.rounds[round]?.tables[index];
      if (current === undefined || current.gameId !== undefined) return { ok: true, value: { next: null } };
      const rounds = fresh.rounds.map((r, i) => (i !== round ? r : { ...r, tables: r.tables.map((tb, j) => (j !== index ? tb : { ...tb, gameId: opened.value.gameId, channelId: opened.value.channelId })) }));
      return { ok: true, value: { next: { ...fresh, rounds } } };
    });
    return stored.ok;
  }

  /**
   * Counts an ended game of a table (the platform's "a game ended" hook, and the catch-up at
   * start): its result goes into the table, once. Answers whether the tournament changed.
   */
  async record(session: GameSession, state: unknown): Promise<boolean> {
    const key = parseTableKey(session.table);
    const ctx = this.ctx;
    if (key === null || ctx === null) return false;
    const game = ctx.games.get(session.game);
    if (game === undefined) return false;
    const changed = await this.change(key.id, (t) => {
      const table = t.rounds[key.round]?.tables[key.table];
      if (t.status !== 'running' || table === undefined || table.result !== undefined || (table.gameId !== undefined && table.gameId !== session.id)) return { ok: true, value: { next: null } };
      const result = tableResult(game, session, state, table.entrants);
      const rounds = t.rounds.map((r, i) => (i !== key.round ? r : { ...r, tables: r.tables.map((tb, j) => (j !== key.table ? tb : { ...tb, gameId: session.id, channelId: session.channelId, result })) }));
      return { ok: true, value: { next: { ...t, rounds } } };
    });
    return changed.ok && changed.value.rounds[key.round]?.tables[key.table]?.result !== undefined;
  }

  /** The platform's hook: a game ended (any way). A tournament's table moves its tournament on. */
  readonly gameEnded = (session: GameSession, state: unknown): void => {
    const key = parseTableKey(session.table);
    if (key === null || this.stopped) return;
    this.track(this.record(session, state).then(() => this.advance(key.id)));
  };

  /**
   * A tournament's game: its clock is strict (`Deadlines.strictFor`): running out of time loses
   * the game (the seat resigns, a game of two or of two teams ends at once, the other side
   * winning by forfeit),
   * and away time does not stop it.
   */
  readonly claims = (session: GameSession): boolean => parseTableKey(session.table) !== null;

  /**
   * Told after each announcement of a game (the announcer's listener): in a tournament's game of
   * teams, once every person of a side has resigned, the game is decided: it ends by forfeit at
   * once (`forfeit`), rather than going on against seats played automatically. That side has
   * given up, its AI seats with it (`resignationsOf`), so the other side wins; nobody of it is
   * resigned for that, and the end message, the standings and the statistics name the same winners.
   */
  readonly announced = (channelId: string, gameId: string, loaded: LoadedSession | null): void => {
    const ctx = this.ctx;
    if (ctx === null || loaded === null || this.stopped) return;
    const { session } = loaded;
    if (parseTableKey(session.table) === null || session.status !== 'playing' || session.id !== gameId) return;
    const game = ctx.games.get(session.game);
    if (game === undefined || (game.rules.seats.teams?.length ?? 0) === 0) return;
    const teams = game.rules.seats.teams!;
    const sideGaveUp = (s: GameSession) =>
      teams.some((keys) => {
        const people = s.seats.filter((seat) => keys.includes(seat.seat) && seat.player.type === 'human');
        return people.length > 0 && people.every((seat) => seat.resignedAt !== undefined);
      });
    if (!sideGaveUp(session)) return;
    this.track(
      (async () => {
        const decided = await ctx.manager.change(channelId, gameId, async ({ session: now }) => (sideGaveUp(now) ? { session: now, forfeit: true } : null));
        if (!decided.ok) this.log.warn('decided tournament game not ended', { game: gameId, code: decided.error.code });
        await ctx.announcer.due(channelId, gameId);
      })(),
    );
  };

  /** Posts a view in a tournament's channel. */
  async post(t: Tournament, view: View): Promise<void> {
    const channel = await sendableChannel(this.client, this.log, t.channelId);
    if (channel === null) return;
    try {
      await channel.send(toCreate(view));
    } catch (error) {
      this.log.warn('tournament message not posted', { tournament: t.id, error });
    }
  }

  /** Shows a tournament's sign-up message as it now stands (its buttons go once sign-ups close). */
  async refreshSignUp(t: Tournament): Promise<void> {
    if (t.messageId === undefined || this.ctx === null) return;
    const channel = await sendableChannel(this.client, this.log, t.channelId);
    if (channel === null || !('messages' in channel)) return;
    try {
      await channel.messages.edit(t.messageId, toCreate(signUpView(this.ctx, t)) as never);
    } catch (error) {
      this.log.warn('sign-up message not updated', { tournament: t.id, error });
    }
  }

  /** The standings of a tournament, ranked by the core. */
  standings(t: Tournament): readonly StandingRow[] {
    return standingsOf(t);
  }
}

/**
 * Names for AI players of a tournament: the game's AI names (for its options), numbered once they
 * run out; one for each AI player of its AI entrants (`teamSize` each), and one more (a partner for someone alone).
 */
function aiNames(ctx: BotContext, t: Tournament, teamSize: number): string[] {
  const game = ctx.games.get(t.game);
  const offered = game === undefined ? [] : (game.ai.namesFor?.(t.options) ?? game.ai.names);
  return Array.from({ length: t.bots * teamSize + 1 }, (_, i) => offered[i] ?? `Bot ${i + 1}`);
}

/**
 * The entrants once sign-ups close (`ais`: names for the AI entrants, and one more for a partner):
 * the people in the order they signed up, then the AI entrants. For a game of teams: the pairs who signed up together first (in the order of the
 * first of each), then the people who came alone, paired in sign-up order; one left alone gets an
 * AI partner; each AI entrant is a team of AI players.
 */
function formEntrants(t: Tournament, ais: readonly string[], teamSize = 1): Entrant[] {
  const human = (s: Tournament['signUps'][number]): Member => ({ type: 'human', userId: s.userId, name: s.name });
  const bots: Member[] = ais.slice(0, t.bots * teamSize).map((name) => ({ type: 'ai', level: t.botLevel, name }));
  const partnerName = ais[t.bots * teamSize] ?? 'Bot';
  const entrants: Entrant[] = [];
  const take = (members: Member[]) => entrants.push({ id: `e${entrants.length + 1}`, name: members.map((m) => m.name).join(' & '), members });
  if (teamSize <= 1) {
    for (const member of [...t.signUps.map(human), ...bots]) take([member]);
    return entrants;
  }
  const byId = new Map(t.signUps.map((s) => [s.userId, s]));
  const placed = new Set<string>();
  for (const s of t.signUps) {
    const partner = s.partner === undefined ? undefined : byId.get(s.partner);
    if (partner === undefined || partner.partner !== s.userId || placed.has(s.userId)) continue;
    placed.add(s.userId).add(partner.userId);
    take([human(s), human(partner)]);
  }
  const alone = t.signUps.filter((s) => !placed.has(s.userId)).map(human);
  for (let i = 0; i < alone.length; i += teamSize) {
    const team = alone.slice(i, i + teamSize);
    while (team.length < teamSize) team.push({ type: 'ai', level: t.botLevel, name: partnerName });
    take(team);
  }
  for (let i = 0; i + teamSize <= bots.length; i += teamSize) take(bots.slice(i, i + teamSize));
  return entrants;
}

/** A table of AI entrants only: not played (a game needs a person); the higher level wins, equal levels share the place. */
function aiOnlyResult(ctx: BotContext, t: Tournament, entrants: readonly string[], byId: ReadonlyMap<string, Entrant>): TableResult {
  const levels = ctx.games.get(t.game)?.ai.levels ?? [];
  const strength = (id: string) => Math.max(...(byId.get(id)?.members ?? []).map((m) => (m.type === 'ai' ? levels.indexOf(m.level) : levels.length)));
  return { places: placesOf(entrants.map(strength)), scores: entrants.map(() => 0), how: 'ai-only' };
}

/** A table's thread: its round and table, and who plays there. */
function threadName(t: Tournament, round: number, index: number, entrants: readonly Entrant[]): string {
  return tt(asLocale(t.locale), 'tournament.threadName', { round: round + 1, table: index + 1, names: entrants.map((e) => e.name).join(' – ') }).slice(0, 100);
}

