/**
 * A player's calendar: time zones, quiet hours and away time, as pure functions of wall time
 * (ms since the epoch). Game clocks (schedule.ts) ask it which stretches of time do not count
 * (away, and quiet hours when the game says so) and when a reminder may be sent. Time zones are
 * IANA names, checked and converted by `Intl` (its time-zone data: daylight saving included).
 * Nothing here imports Discord or the store.
 */
import type { Result } from '../result.ts';

const DAY = 86_400_000;

/** Most away time a player may take in one calendar month (their zone's, UTC without one): 14 days. */
export const AWAY_CAP_DAYS_PER_MONTH = 14;
/** The same, in ms. */
export const AWAY_CAP_MS = AWAY_CAP_DAYS_PER_MONTH * DAY;

/** A quiet period of every day, in minutes after local midnight; `end <= start` runs across midnight. */
export interface QuietHours {
  readonly start: number;
  readonly end: number;
}

/** A stretch of wall time, `from` included, `until` excluded. */
export interface Span {
  readonly from: number;
  readonly until: number;
}

// ---- time zones ----

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(zone, format);
  }
  return format;
}

/** The IANA name of a time zone as `Intl` spells it (`europe/zurich` → `Europe/Zurich`), or null if it knows none by that name. */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Every IANA zone `Intl` knows (for suggestions). */
export function knownTimeZones(): readonly string[] {
  return Intl.supportedValuesOf('timeZone');
}

/** A local date and time in a zone. */
export interface LocalTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly minutes: number;
}

/** The local date and time of an instant in a zone. */
export function localTime(zone: string, at: number): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, minutes: parts.hour * 60 + parts.minute };
}

/** How far a zone's clocks are ahead of UTC at an instant, in ms. */
function zoneOffset(zone: string, at: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant a local date and time names in a zone. A time skipped when clocks go forward is
 * taken as the same time after the jump (02:30 on a spring-forward night → 03:30); a time
 * repeated when they go back, as its later occurrence.
 */
export function zonedInstant(zone: string, year: number, month: number, day: number, minutes: number): number {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  return guess - zoneOffset(zone, guess - zoneOffset(zone, guess));
}

// ---- quiet hours ----

/** Why a quiet period is refused: not such a period, or one that starts where it ends. */
export type QuietRefusal = 'QUIET_MALFORMED' | 'QUIET_EMPTY';

/**
 * Reads "22:00-08:00" (also "22h-8h", "22:30 – 7", with -, – or —). A period whose start and end
 * meet ("22:00-22:00", "0-24") is refused as empty: a whole day of quiet would stop a clock for good.
 */
export function parseQuietHours(text: string): Result<QuietHours, QuietRefusal> {
  const match = /^\s*(\d{1,2})(?:[:h](\d{2})?)?\s*(?:-|–|—|to|à)\s*(\d{1,2})(?:[:h](\d{2})?)?\s*$/iu.exec(text);
  if (match === null) return { ok: false, error: 'QUIET_MALFORMED' };
  const [, h1, m1, h2, m2] = match;
  const start = Number(h1) * 60 + Number(m1 ?? 0);
  const end = Number(h2) * 60 + Number(m2 ?? 0);
  if (Number(h1) > 23 || Number(h2) > 24 || Number(m1 ?? 0) > 59 || Number(m2 ?? 0) > 59 || end > 24 * 60) return { ok: false, error: 'QUIET_MALFORMED' };
  const wrapped = end % (24 * 60);
  if (start === wrapped) return { ok: false, error: 'QUIET_EMPTY' };
  return { ok: true, value: { start, end: wrapped } };
}

/** A period as "22:00–08:00". */
export function formatQuietHours(quiet: QuietHours): string {
  const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${hm(quiet.start)}–${hm(quiet.end)}`;
}

/** The quiet stretches of the local days around an instant (the day before to two days after). */
function quietSpans(quiet: QuietHours, zone: string, at: number): Span[] {
  const local = localTime(zone, at);
  const spans: Span[] = [];
  for (let k = -1; k <= 2; k++) {
    const day = new Date(Date.UTC(local.year, local.month - 1, local.day + k));
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const from = zonedInstant(zone, y, m, d, quiet.start);
    const until = zonedInstant(zone, y, m, d + (quiet.end <= quiet.start ? 1 : 0), quiet.end);
    if (until > from) spans.push({ from, until });
  }
  return spans;
}

// ---- stretches of time that do not count ----

/** Stretches of time a clock skips: whether an instant is in one (and until when), and when the next begins. */
export interface Pauses {
  /** The end of the stretch holding `at`, or null if `at` is in none. */
  endOf(at: number): number | null;
  /** The start of the next stretch after `at` (Infinity: none). */
  nextStart(at: number): number;
}

/** A player's quiet hours of every day, in their zone. */
export function quietPauses(quiet: QuietHours, zone: string): Pauses {
  return {
    endOf: (at) => quietSpans(quiet, zone, at).find((span) => span.from <= at && at < span.until)?.until ?? null,
    nextStart: (at) => Math.min(...quietSpans(quiet, zone, at).map((span) => (span.from > at ? span.from : Infinity))),
  };
}

/** Some fixed stretches (away time). */
export function spanPauses(spans: readonly Span[]): Pauses {
  return {
    endOf: (at) => spans.find((span) => span.from <= at && at < span.until)?.until ?? null,
    nextStart: (at) => Math.min(Infinity, ...spans.map((span) => (span.from > at ? span.from : Infinity))),
  };
}

/** Iterations after which a walk through pauses gives up (a safety net: real calendars need a few dozen). */
const MAX_STEPS = 10_000;

/** The first instant at or after `at` that no pause holds. */
export function clearOf(pauses: readonly Pauses[], at: number): number {
  let t = at;
  for (let step = 0; step < MAX_STEPS; step++) {
    const end = Math.max(-Infinity, ...pauses.map((p) => p.endOf(t) ?? -Infinity));
    if (end === -Infinity || end <= t) return t;
    t = end;
  }
  return t;
}

/**
 * The start of the stretch of pauses holding `at`, if it began after `from` (and before `at`);
 * null when `at` is in no stretch, or in one that had begun by `from`.
 */
export function stretchStart(pauses: readonly Pauses[], from: number, at: number): number | null {
  let t = from;
  for (let step = 0; step < MAX_STEPS; step++) {
    t = clearOf(pauses, t);
    if (t > at) return null;
    const next = Math.min(...pauses.map((p) => p.nextStart(t)));
    if (next > at) return null;
    if (clearOf(pauses, next) > at) return next;
    t = next;
  }
  return null;
}

/** The instant at which `amount` ms of unpaused time have passed since `start`. */
export function afterCounted(pauses: readonly Pauses[], start: number, amount: number): number {
  if (pauses.length === 0) return start + amount;
  let t = start;
  let left = amount;
  for (let step = 0; step < MAX_STEPS; step++) {
    t = clearOf(pauses, t);
    const next = Math.min(...pauses.map((p) => p.nextStart(t)));
    if (next - t >= left) return t + left;
    left -= next - t;
    t = next;
  }
  return t + left;
}

/** The unpaused time between two instants. */
export function countedBetween(pauses: readonly Pauses[], from: number, to: number): number {
  if (pauses.length === 0) return Math.max(0, to - from);
  let t = from;
  let counted = 0;
  for (let step = 0; step < MAX_STEPS && t < to; step++) {
    t = clearOf(pauses, t);
    if (t >= to) break;
    const next = Math.min(to, ...pauses.map((p) => p.nextStart(t)));
    counted += next - t;
    t = next;
  }
  return counted;
}

// ---- away time ----

/** Why an away time is refused. */
export type AwayRefusal =
  | { readonly code: 'AWAY_MALFORMED' }
  | { readonly code: 'AWAY_PAST' }
  | { readonly code: 'AWAY_OVER_CAP'; readonly year: number; readonly month: number; readonly usedMs: number };

/** What `/settings away:` asks: to come back now, or to be away until an instant. */
export type AwayRequest = { readonly kind: 'back' } | { readonly kind: 'until'; readonly until: number };

/**
 * Reads an away time: `0`, `back` or `retour` (coming back), a number of days (`3`), or a date
 * and optional time in the player's zone (`2026-12-24`, `2026-12-24 18:00`: back at that
 * moment; a date alone: at its midnight).
 */
export function parseAway(text: string, zone: string, now: number): Result<AwayRequest, AwayRefusal> {
  const value = text.trim().toLowerCase();
  if (value === '0' || value === 'back' || value === 'retour') return { ok: true, value: { kind: 'back' } };
  if (/^\d{1,3}$/.test(value)) return { ok: true, value: { kind: 'until', until: now + Number(value) * DAY } };
  const date = /^(\d{4})-(\d{2})-(\d{2})(?:[ t](\d{1,2}):(\d{2}))?$/.exec(value);
  if (date === null) return { ok: false, error: { code: 'AWAY_MALFORMED' } };
  const [year, month, day, hour, minute] = [Number(date[1]), Number(date[2]), Number(date[3]), Number(date[4] ?? 0), Number(date[5] ?? 0)];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return { ok: false, error: { code: 'AWAY_MALFORMED' } };
  }
  const until = zonedInstant(zone, year, month, day, hour * 60 + minute);
  if (until <= now) return { ok: false, error: { code: 'AWAY_PAST' } };
  return { ok: true, value: { kind: 'until', until } };
}

/** The start of a local calendar month in a zone (month 13 is January of the next year). */
function monthStart(zone: string, year: number, month: number): number {
  return zonedInstant(zone, year + Math.floor((month - 1) / 12), ((month - 1) % 12) + 1, 1, 0);
}

function overlap(a: Span, from: number, until: number): number {
  return Math.max(0, Math.min(a.until, until) - Math.max(a.from, from));
}

/**
 * Whether an away time fits the monthly cap: for each calendar month (in the zone) it touches,
 * the away time already taken that month (`taken`, other stretches) plus its own share must stay
 * within `AWAY_CAP_MS`. Refuses with the first month over it and what was used there already.
 */
export function checkAwayCap(taken: readonly Span[], wanted: Span, zone: string): Result<void, AwayRefusal> {
  const first = localTime(zone, wanted.from);
  let year = first.year;
  let month = first.month;
  for (let guard = 0; guard < 240; guard++) {
    const from = monthStart(zone, year, month);
    if (from >= wanted.until) break;
    const until = monthStart(zone, year, month + 1);
    const used = taken.reduce((sum, span) => sum + overlap(span, from, until), 0);
    if (used + overlap(wanted, from, until) > AWAY_CAP_MS) return { ok: false, error: { code: 'AWAY_OVER_CAP', year, month, usedMs: used } };
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return { ok: true, value: undefined };
}
