import { ButtonStyle, DiscordAPIError, RESTJSONErrorCodes, type Client, type SendableChannels } from 'discord.js';
import { sendableChannel } from '../sendable.ts';
import type { HostedGames } from '../hosting.ts';
import { tc } from '../../i18n/clock-catalog.ts';
import { isLocale, type Locale } from '../../i18n/locale.ts';
import type { Logger } from '../../log.ts';
import { aiSeedOf, type LoadedSession, type OutsideChange, type SessionManager, type SessionManagerOptions } from '../../session/manager.ts';
import { AUTO_LEVEL, clockAfter, DeadlineHeap, defaultSettings, lobbyClock, nextDeadline, remindedAt, systemClock, timeoutAt, usedAt, withClockNote, type Clock, type ClockCalendar, type SessionClock, type Timer } from '../../session/schedule.ts';
import { quietPauses, spanPauses, type Pauses } from '../../session/calendar.ts';
import { PlayTime, ScheduleStore } from '../../session/schedule-store.ts';
import type { GameStore } from '../../session/store.ts';
import type { GameSession, HostedGame, Seat } from '../../session/session.ts';
import { awaySpans, awayUntil, UserSettingsStore, withAway, zoneOf } from '../../session/user-settings.ts';
import type { Announcer, TurnNotes } from '../announcer.ts';
import { handedOver, handOverLevel } from './hand-over.ts';
import { button, buttonRows, escapeMarkdown, gameLocale } from '../chrome/common.ts';
import { dueLine, type MoveDue } from './view.ts';

/** The role of the reminder message in a session's `messageIds` (one alive per game at most). */
export const REMINDER_ROLE = 'reminder';

/** How the deadlines run. */
export interface DeadlineOptions {
  /** Wall time and timers (tests: a ManualClock). */
  readonly clock?: Clock;
  /** The scope of play time in the store (default 'main': one for every bot process, written as a maximum). */
  readonly scope?: string;
  /** How often play time is written, in ms (default 1 min): after a crash, at most that much of the downtime counts. */
  readonly heartbeatMs?: number;
  /** Wait before a deadline is tried again when the store failed, in ms (default 1 min). */
  readonly retryMs?: number;
  /** Plans an AI's turn (the bot's worker thread). */
  readonly planTurn: NonNullable<SessionManagerOptions['planAiTurn']>;
}

/** The seats a person must act for now (not resigned, not an AI). */
function peopleToAct(game: HostedGame, session: GameSession, state: unknown): Seat[] {
  if (session.status !== 'playing' || state === null || game.rules.isOver(state)) return [];
  return game.rules
    .toAct(state)
    .map((key) => session.seats.find((seat) => seat.seat === key))
    .filter((seat): seat is Seat => seat !== undefined && seat.player.type === 'human' && seat.resignedAt === undefined);
}

/** What a fired deadline did, for the messages that follow its stored change. */
type Fired =
  | { readonly kind: 'reminder'; readonly seats: readonly Seat[]; readonly elapsed: number; readonly left: number | null; readonly loses: boolean }
  | { readonly kind: 'timeout'; readonly timedOut: readonly { readonly seat: Seat; readonly count: number }[]; readonly handed: readonly { readonly seat: Seat; readonly ai: string; readonly level: string }[]; readonly level: string; readonly max: number }
  | { readonly kind: 'lost'; readonly seats: readonly Seat[] };

/**
 * Reminders and turn clocks of every game this process serves. The schedule lives in the store
 * (each game's clock in its session, and an index by server, see ScheduleStore); in memory there
 * is one min-heap of deadlines and a single timer for the earliest. Firing is a change of the
 * game in its channel's queue (`SessionManager.change`), checked against the game's stored clock
 * and move number, so a deadline never fires twice for one move, even across restarts.
 */
export class Deadlines {
  readonly playTime: PlayTime;
  private readonly clock: Clock;
  private readonly heap = new DeadlineHeap();
  private readonly where = new Map<string, { readonly guildId: string | null; readonly channelId: string }>();
  /** The games whose next deadline a person's away time or quiet hours moved, by that person: a change of their settings reschedules them. */
  private readonly byUser = new Map<string, Set<string>>();
  private readonly usersOf = new Map<string, readonly string[]>();
  private readonly index: ScheduleStore;
  readonly users: UserSettingsStore;
  private readonly running = new Set<Promise<void>>();
  private timer: { readonly handle: Timer; readonly at: number } | null = null;
  private heartbeat: Timer | null = null;
  private started = false;
  private stopped = false;
  private manager: SessionManager | null = null;
  private announcer: Announcer | null = null;
  private isStrict: (session: GameSession) => boolean = () => false;

  constructor(
    private readonly client: Client,
    store: GameStore,
    private readonly games: HostedGames,
    private readonly log: Logger,
    private readonly options: DeadlineOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.playTime = new PlayTime(() => this.clock.now());
    this.index = new ScheduleStore(store, (message) => log.warn(message));
    this.users = new UserSettingsStore(store);
    this.users.onChange((userId) => this.rescheduleUser(userId));
  }

  /** The clock of a game about to be stored after a change (the session manager's `onCommit`). */
  readonly stamp = (session: GameSession, actor: string | null): GameSession => {
    const player = actor === null ? undefined : session.seats.find((seat) => seat.seat === actor)?.player;
    // A person who plays is back: their away time ends (and their other games' clocks go on).
    if (player?.type === 'human' && !this.stopped) this.track(this.endAway(player.userId));
    if (session.status !== 'playing') return session;
    const clock = session.clock ?? lobbyClock(defaultSettings(AUTO_LEVEL));
    return { ...session, clock: clockAfter(clock, session.moveNumber, this.playTime.now(), actor) };
  };

  /** Connects the session manager and the announcer (made after this, because the manager needs `stamp`). */
  attach(manager: SessionManager, announcer: Announcer): void {
    this.manager = manager;
    this.announcer = announcer;
  }

  /**
   * Says which games have a strict clock (a tournament's tables): there, running out of time
   * loses the game — the seats whose time is up resign in the same stored change, no move is
   * played for them, and a game left with too few players ends by forfeit — and away time does
   * not stop the clock (quiet hours still hold reminders back), so that nobody's absence holds a
   * tournament up.
   */
  strictFor(isStrict: (session: GameSession) => boolean): void {
    this.isStrict = isStrict;
  }

  /** Deadlines scheduled (tests, diagnostics). */
  get scheduled(): number {
    return this.heap.size;
  }

  /** Games whose next deadline some player's away time or quiet hours moved (diagnostics, the benchmark). */
  get movedByCalendars(): number {
    return this.usersOf.size;
  }

  /** When a game's next deadline is due, in play time (tests). */
  dueOf(gameId: string): number | undefined {
    return this.heap.dueOf(gameId);
  }

  /**
   * Resumes play time from the store and reschedules every deadline of the servers this process
   * serves, from the index alone (no game is read). Returns how many were scheduled.
   */
  async start(guildIds: readonly (string | null)[]): Promise<number> {
    const scope = this.options.scope ?? 'main';
    const stored = await this.index.playTime(scope);
    if (!stored.ok) this.log.error('play time unreadable: clocks start from zero', { detail: stored.error });
    this.playTime.resume(stored.ok ? stored.value : 0);
    const loaded = await this.index.load(guildIds);
    if (!loaded.ok) {
      this.log.error('deadlines unreadable: they come back as games are announced', { detail: loaded.error });
    } else {
      for (const entry of loaded.value) {
        this.where.set(entry.gameId, { guildId: entry.guildId, channelId: entry.channelId });
        if (entry.users !== undefined) this.shapedBy(entry.gameId, entry.users);
      }
      this.heap.load(loaded.value);
    }
    this.started = true;
    this.beat();
    this.arm();
    return this.heap.size;
  }

  /** Stops the timers, waits for deadlines being handled, and writes play time and the index (a clean shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.handle.cancel();
    this.timer = null;
    this.heartbeat?.cancel();
    this.heartbeat = null;
    while (this.running.size > 0) await Promise.all([...this.running]);
    if (this.started) await this.index.savePlayTime(this.options.scope ?? 'main', this.playTime.now());
    await this.index.idle();
  }

  /** Resolves once no deadline is being handled and the index is written (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
    await this.index.idle();
  }

  /**
   * Looks at a game as just announced (or read): schedules its next deadline, or takes it off
   * the schedule; takes down the reminder of a move that is past.
   */
  check(channelId: string, gameId: string, loaded: LoadedSession | null): void {
    if (this.stopped) return;
    this.track(this.sync(channelId, gameId, loaded));
  }

  private track(task: Promise<void>): void {
    const tracked = task.catch((error: unknown) => this.log.error('deadline failed', { error })).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  private beat(): void {
    if (this.stopped) return;
    // The next beat is set once this one is written: a slow store never piles writes up.
    this.heartbeat = this.clock.setTimer(() => {
      this.heartbeat = null;
      this.track(this.index.savePlayTime(this.options.scope ?? 'main', this.playTime.now()).then(() => this.beat()));
    }, this.options.heartbeatMs ?? 60_000);
  }

  private async sync(channelId: string, gameId: string, handed: LoadedSession | null): Promise<void> {
    const manager = this.manager;
    if (manager === null) return;
    let loaded = handed;
    if (loaded === null) {
      const read = await manager.getGame(gameId);
      if (!read.ok) return;
      loaded = read.value;
    }
    const { session, state } = loaded;
    if (session.channelId !== channelId) return;
    const game = manager.gameOf(session);
    const clock = session.clock;
    const people = clock === undefined || session.status !== 'playing' ? [] : peopleToAct(game, session, state);
    const { calendar, users } = clock === undefined ? { calendar: undefined, users: [] } : await this.calendarOf(people, clock, this.isStrict(session));
    const deadline = clock === undefined || session.status !== 'playing' ? null : nextDeadline(clock, people.length > 0, calendar);
    this.schedule(session, deadline === null ? null : { at: deadline.at, move: deadline.move }, users);
    const reminder = session.messageIds[REMINDER_ROLE];
    if (reminder !== undefined && (session.status !== 'playing' || (clock?.reminded ?? 0) === 0)) {
      // The person acted (or the game ended): the reminder has done its work.
      manager.annotate(channelId, gameId, { messageIds: { [REMINDER_ROLE]: null } });
      await this.deleteMessage(channelId, reminder);
    }
  }

  private schedule(session: GameSession, next: { readonly at: number; readonly move: number } | null, users: readonly string[]): void {
    if (next === null) {
      this.heap.delete(session.id);
      this.where.delete(session.id);
    } else {
      this.heap.set(session.id, next.at);
      this.where.set(session.id, { guildId: session.guildId, channelId: session.channelId });
    }
    const shaped = next === null ? [] : users;
    this.shapedBy(session.id, shaped);
    this.track(this.index.put(session.guildId, session.id, next === null ? null : { channelId: session.channelId, ...next, ...(shaped.length === 0 ? {} : { users: shaped }) }));
    this.arm();
  }

  /** Notes which people's calendars a game's deadline depends on. */
  private shapedBy(gameId: string, users: readonly string[]): void {
    for (const userId of this.usersOf.get(gameId) ?? []) {
      const games = this.byUser.get(userId);
      games?.delete(gameId);
      if (games?.size === 0) this.byUser.delete(userId);
    }
    if (users.length === 0) {
      this.usersOf.delete(gameId);
      return;
    }
    this.usersOf.set(gameId, users);
    for (const userId of users) {
      let games = this.byUser.get(userId);
      if (games === undefined) {
        games = new Set();
        this.byUser.set(userId, games);
      }
      games.add(gameId);
    }
  }

  /**
   * A person's settings changed: the games their calendar moved are scheduled again from their
   * stored clocks, and the turn messages of their games under way say whether they are away.
   */
  private rescheduleUser(userId: string): void {
    if (this.stopped) return;
    for (const gameId of [...(this.byUser.get(userId) ?? [])]) {
      const where = this.where.get(gameId);
      if (where !== undefined) this.check(where.channelId, gameId, null);
    }
    this.track(this.refreshAwayNotes(userId));
  }

  /** Puts the away lines of the turn messages of a person's games under way (on this process's servers) right. */
  private async refreshAwayNotes(userId: string): Promise<void> {
    const { manager, announcer } = this;
    if (manager === null || announcer === null) return;
    const active = await manager.activeSessions([...this.client.guilds.cache.keys()]);
    if (!active.ok) return;
    const seated = active.value.sessions.filter(({ session }) => session.seats.some((seat) => seat.player.type === 'human' && seat.player.userId === userId));
    await Promise.all(seated.map(({ session }) => announcer.refreshTurnNotes(session.channelId, session.id)));
  }

  /**
   * The lines the platform puts below a turn message: which seats' players are away and until
   * when (a Discord timestamp), then, when the move has a time limit, when it is due (the last
   * line: it dies with its turn, see Announcer).
   */
  readonly turnNotes = async (loaded: LoadedSession): Promise<TurnNotes> => {
    const { session } = loaded;
    const locale = gameLocale(session);
    const now = this.clock.now();
    const strict = this.isStrict(session);
    const lines: string[] = [];
    for (const seat of session.seats) {
      if (seat.player.type !== 'human' || seat.resignedAt !== undefined) continue;
      const read = await this.users.get(seat.player.userId);
      const until = read.ok ? awayUntil(read.value, now) : null;
      if (until !== null) lines.push(tc(locale, strict ? 'away.seatStrict' : 'away.seat', { name: escapeMarkdown(seat.player.name), until: Math.floor(until / 1000) }));
    }
    const due = await this.dueLine(loaded, locale);
    return { lines: due === null ? lines : [...lines, due], deadline: due !== null };
  };

  /** The line saying when the move under way is due, in a language (a turn message, `/games`), or null: no time limit, or no person to act. */
  readonly dueLine = async (loaded: LoadedSession, locale: Locale): Promise<string | null> => {
    const due = await this.moveDue(loaded);
    return due === null ? null : dueLine(due, locale);
  };

  /**
   * When the move under way is due, as the clock counts it now: the wall time at which its time
   * runs out if the bot keeps running (play time and wall time go together then), past the
   * quiet hours that do not count; or, while someone to act is away (a clock that stops for
   * it), the time left. Null without a time limit or a person to act, or before the clock started.
   */
  async moveDue(loaded: LoadedSession): Promise<MoveDue | null> {
    const { session, state } = loaded;
    const clock = session.clock;
    if (!this.started || clock === undefined || clock.settings.limitMs === null || clock.move !== session.moveNumber || state === null || this.manager === null) return null;
    const people = peopleToAct(this.manager.gameOf(session), session, state);
    if (people.length === 0) return null;
    const strict = this.isStrict(session);
    const { calendar, awayNow } = await this.calendarOf(people, clock, strict);
    const now = this.playTime.now();
    if (awayNow) return { kind: 'stopped', left: Math.max(0, clock.settings.limitMs - usedAt(clock, now, calendar)) };
    const at = timeoutAt(clock, calendar) ?? now;
    const quiet = clock.settings.quietPauses === true && (calendar?.quiet.length ?? 0) > 0;
    return { kind: 'due', at: at - (now - this.clock.now()), quiet, loses: strict };
  }

  /** Ends a person's away time if one is under way (they just played). */
  private async endAway(userId: string): Promise<void> {
    const read = await this.users.get(userId);
    if (!read.ok || awayUntil(read.value, this.clock.now()) === null) return;
    const written = await this.users.put(userId, withAway(read.value, this.clock.now(), null));
    if (written.ok) this.log.info('away time ended by a move', { user: userId });
    else this.log.warn('away time not ended', { user: userId, detail: written.error });
  }

  /**
   * The calendar of the people a game waits for: their away time (not with a strict clock), their
   * quiet hours (which pause the clock only if the game says so), who they are (those whose
   * settings change it), and whether one of them is away now (the clock stands still).
   * Unreadable settings count as none: the clock runs as it would without them.
   */
  private async calendarOf(people: readonly Seat[], clock: SessionClock, strict: boolean): Promise<{ calendar: ClockCalendar | undefined; users: string[]; awayNow: boolean }> {
    const pauses: Pauses[] = [];
    const quiet: Pauses[] = [];
    const users: string[] = [];
    const offset = this.playTime.now() - this.clock.now();
    const sinceWall = clock.since - offset;
    let awayNow = false;
    for (const seat of people) {
      if (seat.player.type !== 'human') continue;
      const read = await this.users.get(seat.player.userId);
      if (!read.ok) continue;
      const settings = read.value;
      const away = strict ? [] : awaySpans(settings).filter((span) => span.until > sinceWall);
      if (away.length > 0) pauses.push(spanPauses(away));
      if (away.length > 0 && awayUntil(settings, this.clock.now()) !== null) awayNow = true;
      if (settings.quiet !== null && settings.quiet !== undefined) {
        const hours = quietPauses(settings.quiet, zoneOf(settings));
        quiet.push(hours);
        if (clock.settings.quietPauses === true) pauses.push(hours);
      }
      if (away.length > 0 || (settings.quiet !== null && settings.quiet !== undefined)) users.push(seat.player.userId);
    }
    return { calendar: pauses.length === 0 && quiet.length === 0 ? undefined : { offset, pauses, quiet }, users, awayNow };
  }

  /** One timer, for the earliest deadline (setTimeout cannot wait more than about 24 days at once: it then wakes up and looks again). */
  private arm(): void {
    if (this.stopped || !this.started) return;
    const top = this.heap.peek();
    if (top === undefined) {
      this.timer?.handle.cancel();
      this.timer = null;
      return;
    }
    if (this.timer !== null && this.timer.at === top.at) return;
    this.timer?.handle.cancel();
    const delay = Math.min(Math.max(0, top.at - this.playTime.now()), 2 ** 31 - 1);
    this.timer = { at: top.at, handle: this.clock.setTimer(() => this.wake(), delay) };
  }

  private wake(): void {
    this.timer = null;
    if (this.stopped) return;
    for (const due of this.heap.popDue(this.playTime.now())) {
      const where = this.where.get(due.gameId);
      if (where !== undefined) this.track(this.fire(where.channelId, due.gameId));
    }
    this.arm();
  }

  /** A deadline came due: what the game's stored clock says is due is done, once, in the channel's queue. */
  private async fire(channelId: string, gameId: string): Promise<void> {
    const manager = this.manager;
    if (manager === null) return;
    let fired: Fired | null = null;
    const result = await manager.change(channelId, gameId, async ({ game, session, state }) => {
      const clock = session.clock;
      if (clock === undefined) return null;
      const people = peopleToAct(game, session, state);
      const strict = this.isStrict(session);
      const { calendar } = await this.calendarOf(people, clock, strict);
      const deadline = nextDeadline(clock, people.length > 0, calendar);
      const now = this.playTime.now();
      if (deadline === null || deadline.at > now || deadline.move !== session.moveNumber) return null;
      const limitAt = timeoutAt(clock, calendar);
      // A reminder still due once the time is up (its timer came late) gives way to the timeout: no "1 min left" after the end.
      if (deadline.kind === 'reminder' && (limitAt === null || limitAt > now)) {
        fired = { kind: 'reminder', seats: people, elapsed: now - clock.since, left: limitAt === null ? null : limitAt - now, loses: strict };
        return { session: { ...session, clock: { ...clock, reminded: remindedAt(clock, now, calendar) } } };
      }
      if (strict) {
        const lost = this.lose(session, people, clock);
        fired = lost.fired;
        return lost.change;
      }
      const timedOut = await this.timeout(game, session, state, people, clock);
      fired = timedOut.fired;
      return timedOut.change;
    });
    if (!result.ok) {
      const code = result.error.code;
      if (code === 'STORE_UNAVAILABLE' || code === 'STORE_UNCERTAIN') {
        this.log.warn('deadline postponed: store unavailable', { game: gameId });
        this.heap.set(gameId, this.playTime.now() + (this.options.retryMs ?? 60_000));
        this.arm();
      } else {
        this.log.debug('deadline dropped', { game: gameId, code });
        const entry = this.where.get(gameId);
        this.where.delete(gameId);
        if (entry !== undefined) this.track(this.index.put(entry.guildId, gameId, null));
      }
      return;
    }
    const outcome = result.value;
    const done = fired as Fired | null;
    if (outcome === null || done === null) {
      // Nothing was due (a stale index entry): schedule from the game itself.
      await this.sync(channelId, gameId, null);
      return;
    }
    const { session, state } = outcome;
    if (done.kind === 'reminder') {
      this.log.info('reminder', { game: gameId, move: session.moveNumber, count: session.clock?.reminded });
      await this.remind(session, done);
      await this.sync(channelId, gameId, { session: manager.annotated(session), state });
      return;
    }
    if (done.kind === 'lost') {
      this.log.info('move timed out: game lost', { game: gameId, seats: done.seats.map((seat) => seat.seat), ended: session.status !== 'playing' });
      // A game that goes on says so; one that ended says it in its end message (one message, its reason).
      if (session.status === 'playing') await this.announceLost(session, done);
    } else {
      this.log.info('move timed out', { game: gameId, seats: done.timedOut.map((t) => t.seat.seat), handed: done.handed.map((h) => h.seat.seat) });
      await this.announceTimeout(session, done);
    }
    // The new turn message (or the end message); the listeners then set the next deadline and the AI turns.
    await this.announcer?.due(channelId, gameId, { loaded: { session, state } });
  }

  /**
   * A strict clock ran out (a tournament's): the seats whose time is up resign, with a note
   * saying it lost them the game; no move is played for them here (the session manager ends a
   * game left with fewer than two sides untouched — players alone, or teams: a Jass team that lost
   * a player on time — in the same change, or plays their seats' automatic moves from now on, as
   * for any resignation).
   */
  private lose(session: GameSession, people: readonly Seat[], clock: SessionClock): { change: OutsideChange; fired: Fired } {
    const now = this.clock.now();
    const keys = new Set(people.map((seat) => seat.seat));
    let noted: SessionClock = clock;
    for (const seat of people) noted = withClockNote(noted, { kind: 'timeout', seat: seat.seat, name: seat.player.name, moveNumber: session.moveNumber, at: now, lost: true });
    const seats = session.seats.map((seat) => (keys.has(seat.seat) ? { ...seat, resignedAt: now } : seat));
    return { change: { session: { ...session, seats, clock: noted } }, fired: { kind: 'lost', seats: people } };
  }

  /** Plays the move of every person whose time is up (the clock's AI level, or the game's automatic move), and hands over the seats that timed out too often. */
  private async timeout(game: HostedGame, session: GameSession, state: unknown, people: readonly Seat[], clock: SessionClock): Promise<{ change: OutsideChange; fired: Fired }> {
    const { rules } = game;
    const level = clock.settings.level;
    const entries: unknown[] = [];
    let next = state;
    for (const seat of people) {
      for (let step = 0; step < 64 && !rules.isOver(next) && rules.toAct(next).includes(seat.seat); step++) {
        let actions: readonly unknown[] = [];
        if (level !== AUTO_LEVEL && game.ai.levels.includes(level)) {
          try {
            const view = rules.seatView(rules.withEntries(session.record, entries), seat.seat);
            actions = await this.options.planTurn(game.id, view, seat.seat, level, { seed: aiSeedOf(session) });
          } catch (error) {
            this.log.warn('AI could not play a timed-out move: the automatic move plays it', { game: session.id, error });
          }
        }
        let played = false;
        for (const raw of actions) {
          const action = rules.parseAction(raw);
          const result = action.ok ? rules.play(next, seat.seat, action.value) : null;
          if (result === null || !result.ok) break;
          entries.push(result.value.entry);
          next = result.value.state;
          played = true;
          if (rules.isOver(next) || !rules.toAct(next).includes(seat.seat)) break;
        }
        if (played) continue;
        const result = rules.play(next, seat.seat, rules.autoAction(next, seat.seat));
        if (!result.ok) throw new Error(`automatic move refused in ${session.id}: ${result.error.code} ${result.error.message}`);
        entries.push(result.value.entry);
        next = result.value.state;
      }
    }
    const timeouts: Record<string, number> = { ...clock.timeouts };
    const timedOut: { seat: Seat; count: number }[] = [];
    const toHand: Seat[] = [];
    for (const seat of people) {
      const count = (timeouts[seat.seat] ?? 0) + 1;
      timeouts[seat.seat] = count;
      timedOut.push({ seat, count });
      if (count >= clock.settings.handOverAfter) toHand.push(seat);
    }
    let noted: SessionClock = { ...clock, timeouts };
    for (const { seat } of timedOut) noted = withClockNote(noted, { kind: 'timeout', seat: seat.seat, name: seat.player.name, moveNumber: session.moveNumber, at: this.clock.now() });
    let changed: GameSession = { ...session, clock: noted };
    const handed: { seat: Seat; ai: string; level: string }[] = [];
    const aiLevel = handOverLevel(game, clock);
    for (const seat of toHand) {
      const over = handedOver(game, changed, seat.seat, aiLevel, this.clock.now());
      changed = over.session;
      handed.push({ seat, ai: over.ai.name, level: aiLevel });
    }
    return {
      change: { session: changed, entries, reached: next },
      fired: { kind: 'timeout', timedOut, handed, level, max: clock.settings.handOverAfter },
    };
  }

  private channel(channelId: string): Promise<SendableChannels | null> {
    return sendableChannel(this.client, this.log, channelId);
  }

  private async deleteMessage(channelId: string, messageId: string): Promise<void> {
    const channel = await this.channel(channelId);
    if (channel === null) return;
    await channel.messages.delete(messageId).catch((error: unknown) => this.log.debug('old reminder not deleted', { channel: channelId, message: messageId, error }));
  }

  /** Posts the reminder (in place of the previous one) and the direct messages of those who asked for them. */
  private async remind(session: GameSession, fired: Extract<Fired, { kind: 'reminder' }>): Promise<void> {
    const locale = gameLocale(session);
    const name = this.games.get(session.game)?.name ?? session.game;
    const turnId = session.messageIds.turn;
    const url = turnId === undefined ? null : `https://discord.com/channels/${session.guildId ?? '@me'}/${session.channelId}/${turnId}`;
    const ids = fired.seats.flatMap((seat) => (seat.player.type === 'human' ? [seat.player.userId] : []));
    const elapsed = tc(locale, 'clock.duration', { ms: fired.elapsed });
    let content = tc(locale, 'clock.reminder', {
      mentions: ids.map((id) => `<@${id}>`).join(' '),
      game: name,
      elapsed,
      link: url === null ? '' : tc(locale, 'clock.reminderLink', { url }),
    }).trim();
    if (fired.left !== null) content += `\n${tc(locale, fired.loses ? 'clock.reminderLeftLoses' : 'clock.reminderLeft', { left: tc(locale, 'clock.duration', { ms: Math.max(0, fired.left) }) })}`;
    const previous = session.messageIds[REMINDER_ROLE];
    const channel = await this.channel(session.channelId);
    if (channel !== null) {
      if (previous !== undefined) await channel.messages.delete(previous).catch((error: unknown) => this.log.debug('old reminder not deleted', { message: previous, error }));
      try {
        const posted = await channel.send({ content, allowedMentions: { parse: [], users: ids } });
        this.manager?.annotate(session.channelId, session.id, { messageIds: { [REMINDER_ROLE]: posted.id } });
      } catch (error) {
        this.log.warn('reminder not posted', { game: session.id, channel: session.channelId, error });
        if (previous !== undefined) this.manager?.annotate(session.channelId, session.id, { messageIds: { [REMINDER_ROLE]: null } });
      }
    }
    for (const userId of ids) await this.directReminder(userId, session, name, fired.elapsed, url);
  }

  /** A reminder by direct message, to a person who asked for them; closed DMs are their choice, not an error. */
  private async directReminder(userId: string, session: GameSession, name: string, elapsedMs: number, url: string | null): Promise<void> {
    const settings = await this.users.get(userId);
    if (!settings.ok) {
      this.log.warn('settings unreadable: no reminder by DM', { user: userId, detail: settings.error });
      return;
    }
    if (!settings.value.dmReminders) return;
    const locale = isLocale(settings.value.dmLocale) ? settings.value.dmLocale : gameLocale(session);
    const content = tc(locale, 'clock.reminderDm', {
      game: name,
      channel: `<#${session.channelId}>`,
      elapsed: tc(locale, 'clock.duration', { ms: elapsedMs }),
      url: url ?? `https://discord.com/channels/${session.guildId ?? '@me'}/${session.channelId}`,
    });
    try {
      await this.client.users.send(userId, { content, allowedMentions: { parse: [] } });
    } catch (error) {
      if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) {
        this.log.debug('reminder DM refused: the user does not take direct messages', { user: userId, game: session.id });
      } else {
        this.log.warn('reminder DM failed', { user: userId, game: session.id, error });
      }
    }
  }

  /** Tells the channel whose strict clock ran out, in a game that goes on without them (their seat plays the automatic move). */
  private async announceLost(session: GameSession, fired: Extract<Fired, { kind: 'lost' }>): Promise<void> {
    const locale = gameLocale(session);
    const lines = fired.seats.map((seat) => tc(locale, 'clock.lost', { name: escapeMarkdown(seat.player.name) }));
    const channel = await this.channel(session.channelId);
    if (channel === null) return;
    try {
      await channel.send({ content: lines.join('\n'), allowedMentions: { parse: [] } });
    } catch (error) {
      this.log.warn('timeout not announced', { game: session.id, error });
    }
  }

  /** Tells the channel whose time ran out, who played for them, and which seats go to an AI for good. */
  private async announceTimeout(session: GameSession, fired: Extract<Fired, { kind: 'timeout' }>): Promise<void> {
    const locale = gameLocale(session);
    const lines: string[] = [];
    const buttons = [];
    const handedKeys = new Set(fired.handed.map((h) => h.seat.seat));
    const keys = this.manager?.gameOf(session).rules.seats.keys ?? session.seats.map((seat) => seat.seat);
    for (const { seat, count } of fired.timedOut) {
      lines.push(tc(locale, 'clock.timeout', { name: escapeMarkdown(seat.player.name), by: tc(locale, 'clock.level', { level: fired.level }), count, max: fired.max }));
      if (!handedKeys.has(seat.seat) && session.seats.filter((s) => s.player.type === 'human' && s.resignedAt === undefined).length > 1) {
        buttons.push(button({ kind: 'handover', gameId: session.id, seat: keys.indexOf(seat.seat), vote: 'propose' }, tc(locale, 'clock.handOverButton', { name: seat.player.name }), ButtonStyle.Secondary, { emoji: '🤖' }));
      }
    }
    for (const { seat, ai, level } of fired.handed) {
      lines.push(tc(locale, 'clock.handedOver', { name: escapeMarkdown(seat.player.name), ai: escapeMarkdown(ai), level: tc(locale, 'clock.level', { level }) }));
    }
    const channel = await this.channel(session.channelId);
    if (channel === null) return;
    try {
      await channel.send({ content: lines.join('\n'), components: buttonRows(buttons), allowedMentions: { parse: [] } });
    } catch (error) {
      this.log.warn('timeout not announced', { game: session.id, error });
    }
  }
}
