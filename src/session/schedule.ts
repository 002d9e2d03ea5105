/**
 * Deadlines of games kept in the store: reminders of whoever must act, turn clocks, and what a
 * starting bot needs to find them again quickly.
 *
 * Time. Clocks run in "play time": the milliseconds the bot has been running, summed over its
 * runs and kept in the store (`playtime:<scope>`, written every minute and at shutdown). While
 * the bot is down, play time stands still, so every clock pauses and resumes where it was: a
 * move that had 3 h left when the bot stopped has 3 h left when it starts again, whatever the
 * wall clock says. After a crash (no clean shutdown), at most the last minute before it counts.
 * A session's clock holds when its move began in play time, so the time used is `now - since`
 * and the time left `limit - used`: both survive restarts.
 *
 * Nothing here imports Discord; the bot's `Deadlines` (src/bot/clock/deadlines.ts) fires them.
 */
import type { Result } from '../result.ts';
import { isObject } from '../input-checks.ts';
import { afterCounted, clearOf, countedBetween, stretchStart, type Pauses } from './calendar.ts';

/** A timer that can be cancelled. */
export interface Timer {
  cancel(): void;
}

/** Wall time and timers, injectable: tests use {@link ManualClock} and never wait for real. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs a function once after a delay (ms). */
  setTimer(run: () => void, ms: number): Timer;
}

/** The real clock (timers do not keep the process alive). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(run, ms) {
    const timer = setTimeout(run, ms);
    timer.unref?.();
    return { cancel: () => clearTimeout(timer) };
  },
};

/** A clock moved by hand: `advance` runs the timers that come due, in order. For tests and the benchmark. */
export class ManualClock implements Clock {
  private time: number;
  private timers: { at: number; seq: number; run: () => void; cancelled: boolean }[] = [];
  private seq = 0;

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimer(run: () => void, ms: number): Timer {
    const timer = { at: this.time + Math.max(0, ms), seq: this.seq++, run, cancelled: false };
    this.timers.push(timer);
    return { cancel: () => void (timer.cancelled = true) };
  }

  /** Moves time forward, running each timer due on the way at its own time. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      this.timers = this.timers.filter((timer) => !timer.cancelled);
      const next = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (next === undefined) break;
      this.time = Math.max(this.time, next.at);
      next.cancelled = true;
      next.run();
    }
    this.time = end;
  }

  /** Timers waiting (tests). */
  get pending(): number {
    return this.timers.filter((timer) => !timer.cancelled).length;
  }
}

// ---- what a game's clock is ----

/** Periods offered for reminders, by name (`off`: none). */
export const REMINDER_CHOICES = { off: null, '1h': 3_600_000, '6h': 21_600_000, '12h': 43_200_000, '24h': 86_400_000 } as const;
/** A reminder choice. */
export type ReminderChoice = keyof typeof REMINDER_CHOICES;
/** Time limits per move offered at `new`, by name (`none`: no limit). */
export const LIMIT_CHOICES = { none: null, '1h': 3_600_000, '12h': 43_200_000, '24h': 86_400_000, '3d': 259_200_000 } as const;
/** A time-limit choice. */
export type LimitChoice = keyof typeof LIMIT_CHOICES;
/** The level of a timed-out move that is the game's simple automatic move rather than an AI's. */
export const AUTO_LEVEL = 'auto';

/** The default reminder period: 12 h. */
export const DEFAULT_REMINDER_MS = REMINDER_CHOICES['12h'];
/** Consecutive timeouts after which a seat goes to an AI player for good. */
export const DEFAULT_HAND_OVER_AFTER = 3;

/** The time settings of a game, chosen at `new`. */
export interface ClockSettings {
  /** Period of reminders (ms), or null for none. */
  readonly reminderMs: number | null;
  /** Time limit of a move (ms), or null for none. */
  readonly limitMs: number | null;
  /** Who plays a timed-out move: an AI level of the game, or `auto` (the game's simple automatic move). */
  readonly level: string;
  /** Consecutive timeouts of a seat after which an AI takes it over for good. */
  readonly handOverAfter: number;
  /** Time inside the quiet hours of the people to act does not count against them (absent: it counts). */
  readonly quietPauses?: boolean;
}

/** A vote of the table to hand a seat to an AI: the seat, and the people who agreed so far. */
export interface HandOverVote {
  readonly seat: string;
  readonly yes: readonly string[];
}

/**
 * A game's clock as stored with it (`clock` in the session). Times are play time (see above).
 * `move` is the move number the clock runs for: a deadline set for a move is void once the
 * game is past it, so a clock never fires twice for one move, even across restarts.
 */
export interface SessionClock {
  readonly settings: ClockSettings;
  /** The move number this clock runs for (-1 in the lobby). */
  readonly move: number;
  /** Play time at which that move began: time used = now − since. */
  readonly since: number;
  /** Reminders already sent for that move. */
  readonly reminded: number;
  /** Consecutive timeouts by seat (absent: none). */
  readonly timeouts: Readonly<Record<string, number>>;
  /** A vote under way to hand a seat to an AI. */
  readonly vote?: HandOverVote;
  /** What the clock did, oldest first, for the message board (absent until the first; the last MAX_CLOCK_NOTES). */
  readonly notes?: readonly ClockNote[];
}

/** At most this many clock notes are kept per game (the oldest go first). */
export const MAX_CLOCK_NOTES = 100;

/** A move played for a seat whose time ran out, or a seat handed to an AI for good (`name`: the person it was). */
export interface ClockNote {
  readonly kind: 'timeout' | 'handover';
  readonly seat: string;
  readonly name: string;
  /** The move number at which it happened. */
  readonly moveNumber: number;
  /** When, in ms since the epoch. */
  readonly at: number;
  /** A timeout that lost the game (a strict clock, a tournament's): the seat resigned rather than having its move played. */
  readonly lost?: true;
}

/** The clock with one more note. */
export function withClockNote(clock: SessionClock, note: ClockNote): SessionClock {
  return { ...clock, notes: [...(clock.notes ?? []), note].slice(-MAX_CLOCK_NOTES) };
}

function parseClockNotes(value: unknown, seats: readonly string[]): Result<readonly ClockNote[] | undefined, string> {
  if (value === undefined) return { ok: true, value: undefined };
  if (!Array.isArray(value) || value.length > MAX_CLOCK_NOTES) return { ok: false, error: `clock.notes must be a list of at most ${MAX_CLOCK_NOTES} notes` };
  const notes: ClockNote[] = [];
  for (const note of value) {
    if (
      !isObject(note) ||
      (note.kind !== 'timeout' && note.kind !== 'handover') ||
      typeof note.seat !== 'string' ||
      !seats.includes(note.seat) ||
      typeof note.name !== 'string' ||
      note.name.length > 100 ||
      !isCount(note.moveNumber) ||
      !isCount(note.at) ||
      (note.lost !== undefined && (note.lost !== true || note.kind !== 'timeout'))
    ) {
      return { ok: false, error: 'clock.notes holds a note that is not {kind, seat, name, moveNumber, at, lost?}' };
    }
    notes.push({ kind: note.kind, seat: note.seat, name: note.name, moveNumber: note.moveNumber, at: note.at, ...(note.lost === true ? { lost: true as const } : {}) });
  }
  return { ok: true, value: notes };
}

/** What comes due next for a game: a reminder or the end of the time of a move, at a play time. */
export interface Deadline {
  readonly kind: 'reminder' | 'timeout';
  readonly at: number;
  /** The move it was set for. */
  readonly move: number;
}

/** The seats whose time ran out and lost them the game (a strict clock's timeouts: they resigned), in the order it happened. */
export function seatsLostOnTime(clock: SessionClock | undefined): string[] {
  return [...new Set((clock?.notes ?? []).filter((note) => note.kind === 'timeout' && note.lost === true).map((note) => note.seat))];
}

/**
 * The period of a clock's reminders (ms), or null for none: the one chosen, but at most half the
 * time per move, so that with a limit at least one reminder always comes before it (a 12 h
 * period with 1 h per move reminds after 30 min; 1 h with 1 h too).
 */
export function reminderPeriod(settings: ClockSettings): number | null {
  const { reminderMs, limitMs } = settings;
  if (reminderMs === null || limitMs === null) return reminderMs;
  return Math.min(reminderMs, Math.floor(limitMs / 2));
}

/** The clock of a game that has none stored (games stored before clocks): reminders every 12 h, no limit. */
export function defaultSettings(defaultLevel: string): ClockSettings {
  return { reminderMs: DEFAULT_REMINDER_MS, limitMs: null, level: defaultLevel, handOverAfter: DEFAULT_HAND_OVER_AFTER };
}

/** A new clock in the lobby. */
export function lobbyClock(settings: ClockSettings): SessionClock {
  return { settings, move: -1, since: 0, reminded: 0, timeouts: {} };
}

/**
 * The clock after a change of the game was stored: a new move number starts the move's time
 * again (and clears its reminders); the seat that acted by itself (`actor`) has no timeout left
 * in a row. The same move number keeps the clock as it is.
 */
export function clockAfter(clock: SessionClock, moveNumber: number, now: number, actor: string | null): SessionClock {
  let next = clock;
  if (actor !== null && (clock.timeouts[actor] ?? 0) > 0) {
    const timeouts = { ...clock.timeouts };
    delete timeouts[actor];
    next = { ...next, timeouts };
  }
  if (clock.move === moveNumber) return next;
  return { ...next, move: moveNumber, since: now, reminded: 0 };
}

/**
 * What the calendars of the people a game waits for change in its clock (see calendar.ts): the
 * stretches that do not count against them and those no reminder is sent in, in wall time.
 */
export interface ClockCalendar {
  /** Play time minus wall time, now: the calendar speaks wall time, clocks play time. */
  readonly offset: number;
  /** Their away time, and their quiet hours when the game's clock says they pause it. */
  readonly pauses: readonly Pauses[];
  /** Their quiet hours: a reminder due inside waits for their end. */
  readonly quiet: readonly Pauses[];
}

/** A reminder does not wait for quiet hours longer than this (several people's may cover the whole day). */
const MAX_QUIET_WAIT = 86_400_000;

/** The play time at which `amount` ms of the move's time have counted, past the calendar's pauses. */
function countedTo(clock: SessionClock, amount: number, calendar: ClockCalendar | undefined): number {
  if (calendar === undefined || calendar.pauses.length === 0) return clock.since + amount;
  return afterCounted(calendar.pauses, clock.since - calendar.offset, amount) + calendar.offset;
}

/** The first play time at or after `at` outside the quiet hours of the people to act (within a day). */
function outOfQuiet(at: number, calendar: ClockCalendar | undefined): number {
  if (calendar === undefined || calendar.quiet.length === 0 || !Number.isFinite(at)) return at;
  const clear = clearOf(calendar.quiet, at - calendar.offset) + calendar.offset;
  return clear - at > MAX_QUIET_WAIT ? at : clear;
}

/** How long before a person's quiet hours a reminder that could not wait for their end comes. */
const BEFORE_QUIET = 60_000;
/** The least time after a call (the turn message's, or a reminder) that a reminder brought before quiet hours may follow it: half a period, at most this. */
const AFTER_CALL = 30 * 60_000;

/**
 * When the reminder due at `due` (play time) goes out: at once outside quiet hours; inside them,
 * at their end, unless the time limit (`timeout`) comes first: then just before they begin, so
 * that the person hears of the move before a limit that runs out in their quiet hours, if that
 * is at least half a reminder `period` (at most 30 minutes) after `after` (the move's start, when
 * its turn message called them, or the time the last reminder was due). Failing that, it waits
 * for their end and the limit comes first: the call came just before.
 */
function reminderTime(due: number, after: number, period: number, timeout: number, calendar: ClockCalendar | undefined): number {
  const held = outOfQuiet(due, calendar);
  if (held <= timeout || calendar === undefined) return held;
  const start = stretchStart(calendar.quiet, after - calendar.offset, due - calendar.offset);
  const early = start === null ? null : start + calendar.offset - BEFORE_QUIET;
  return early !== null && early - after >= Math.min(period / 2, AFTER_CALL) ? early : held;
}

/**
 * The count of reminders sent once one more goes out at `now`: one more, or as many periods as
 * have counted, if more (a reminder held back by quiet hours does not bring the next one at once).
 */
export function remindedAt(clock: SessionClock, now: number, calendar?: ClockCalendar): number {
  const period = reminderPeriod(clock.settings);
  if (period === null) return clock.reminded + 1;
  return Math.max(clock.reminded + 1, Math.floor(usedAt(clock, now, calendar) / period));
}

/** The time of the move that has counted at play time `now` (what the calendar's pauses hold back does not count). */
export function usedAt(clock: SessionClock, now: number, calendar?: ClockCalendar): number {
  if (calendar === undefined || calendar.pauses.length === 0) return Math.max(0, now - clock.since);
  return countedBetween(calendar.pauses, clock.since - calendar.offset, now - calendar.offset);
}

/** When the move's time runs out (play time), past the pauses of the calendar; null without a limit. */
export function timeoutAt(clock: SessionClock, calendar?: ClockCalendar): number | null {
  const limit = clock.settings.limitMs;
  return limit === null ? null : countedTo(clock, limit, calendar);
}

/**
 * The next deadline of a clock while a person is to act (`waiting`), or null: the earlier of the
 * next reminder and the time limit. With a calendar, away time (and quiet hours, if the game
 * says so) does not count, and a reminder falling in quiet hours waits for their end, or comes
 * just before them when the limit would come first (`reminderTime`).
 */
export function nextDeadline(clock: SessionClock, waiting: boolean, calendar?: ClockCalendar): Deadline | null {
  if (!waiting || clock.move < 0) return null;
  const reminderMs = reminderPeriod(clock.settings);
  const timeout = timeoutAt(clock, calendar) ?? Infinity;
  const reminder =
    reminderMs === null
      ? Infinity
      : reminderTime(countedTo(clock, (clock.reminded + 1) * reminderMs, calendar), countedTo(clock, clock.reminded * reminderMs, calendar), reminderMs, timeout, calendar);
  if (timeout === Infinity && reminder === Infinity) return null;
  return timeout <= reminder ? { kind: 'timeout', at: timeout, move: clock.move } : { kind: 'reminder', at: reminder, move: clock.move };
}

// ---- parsing ----

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isPeriod(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0);
}

/** Checks a stored clock (`levels`: the game's AI levels; `seats`: its seat keys). */
export function parseClock(value: unknown, levels: readonly string[], seats: readonly string[]): Result<SessionClock, string> {
  if (!isObject(value) || !isObject(value.settings)) return { ok: false, error: 'clock must be an object with settings' };
  const { reminderMs, limitMs, level, handOverAfter } = value.settings;
  if (!isPeriod(reminderMs) || !isPeriod(limitMs)) return { ok: false, error: 'clock.settings periods must be positive integers or null' };
  if (typeof level !== 'string' || (level !== AUTO_LEVEL && !levels.includes(level))) return { ok: false, error: `clock.settings.level must be ${AUTO_LEVEL} or an AI level` };
  if (!isCount(handOverAfter) || handOverAfter < 1) return { ok: false, error: 'clock.settings.handOverAfter must be a positive integer' };
  const { move, since, reminded } = value;
  if (typeof move !== 'number' || !Number.isSafeInteger(move) || move < -1) return { ok: false, error: 'clock.move must be a move number or -1' };
  if (!isCount(since) || !isCount(reminded)) return { ok: false, error: 'clock.since and clock.reminded must be counts' };
  if (!isObject(value.timeouts)) return { ok: false, error: 'clock.timeouts must be an object' };
  const timeouts: Record<string, number> = {};
  for (const [seat, n] of Object.entries(value.timeouts)) {
    if (!seats.includes(seat) || !isCount(n)) return { ok: false, error: `clock.timeouts.${seat} must be a count of a seat` };
    timeouts[seat] = n;
  }
  const notes = parseClockNotes(value.notes, seats);
  if (!notes.ok) return notes;
  const quietPauses = value.settings.quietPauses;
  if (quietPauses !== undefined && typeof quietPauses !== 'boolean') return { ok: false, error: 'clock.settings.quietPauses must be a boolean' };
  const settings: ClockSettings = { reminderMs, limitMs, level, handOverAfter, ...(quietPauses === true ? { quietPauses } : {}) };
  const clock: SessionClock = { settings, move, since, reminded, timeouts, ...(notes.value === undefined ? {} : { notes: notes.value }) };
  if (value.vote === undefined) return { ok: true, value: clock };
  const vote = value.vote;
  if (!isObject(vote) || typeof vote.seat !== 'string' || !seats.includes(vote.seat) || !Array.isArray(vote.yes) || !vote.yes.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64)) {
    return { ok: false, error: 'clock.vote must name a seat and the user ids who agreed' };
  }
  return { ok: true, value: { ...clock, vote: { seat: vote.seat, yes: [...(vote.yes as string[])] } } };
}

// ---- the earliest deadline first ----

/** One entry of the schedule: a game and when it is due (play time). */
export interface Scheduled {
  readonly gameId: string;
  readonly at: number;
}

/**
 * Deadlines of many games, earliest first: a binary min-heap with lazy removal (a game's latest
 * entry is the one that counts), so that 10,000 games cost one array and one map, not 10,000
 * timers. The owner keeps a single timer for `peek()`.
 */
export class DeadlineHeap {
  private heap: Scheduled[] = [];
  private readonly current = new Map<string, number>();

  /** Games with a deadline. */
  get size(): number {
    return this.current.size;
  }

  /** When a game is due, if it is scheduled. */
  dueOf(gameId: string): number | undefined {
    return this.current.get(gameId);
  }

  /** Schedules a game (replacing its previous deadline). */
  set(gameId: string, at: number): void {
    if (this.current.get(gameId) === at) return;
    this.current.set(gameId, at);
    this.push({ gameId, at });
    // Entries left behind by replacements are dropped once they outnumber the live ones.
    if (this.heap.length > 2 * this.current.size + 64) this.rebuild();
  }

  /** Builds the heap from many entries at once (start-up): O(n). */
  load(entries: Iterable<Scheduled>): void {
    for (const entry of entries) this.current.set(entry.gameId, entry.at);
    this.rebuild();
  }

  /** Takes a game off the schedule. */
  delete(gameId: string): void {
    this.current.delete(gameId);
  }

  /** The earliest live entry, or undefined. */
  peek(): Scheduled | undefined {
    this.dropStale();
    return this.heap[0];
  }

  /** Removes and returns the games due at `now`, earliest first. */
  popDue(now: number): Scheduled[] {
    const due: Scheduled[] = [];
    for (;;) {
      const top = this.peek();
      if (top === undefined || top.at > now) return due;
      this.pop();
      this.current.delete(top.gameId);
      due.push(top);
    }
  }

  private dropStale(): void {
    while (this.heap.length > 0 && this.current.get(this.heap[0].gameId) !== this.heap[0].at) this.pop();
  }

  private rebuild(): void {
    this.heap = [...this.current].map(([gameId, at]) => ({ gameId, at }));
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.down(i);
  }

  private push(entry: Scheduled): void {
    const heap = this.heap;
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent].at <= heap[i].at) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop();
    if (last === undefined || heap.length === 0) return;
    heap[0] = last;
    this.down(0);
  }

  private down(start: number): void {
    const heap = this.heap;
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && heap[left].at < heap[least].at) least = left;
      if (right < heap.length && heap[right].at < heap[least].at) least = right;
      if (least === i) return;
      [heap[least], heap[i]] = [heap[i], heap[least]];
      i = least;
    }
  }
}
