import type { Result } from '../result.ts';
import { canonicalTimeZone, type QuietHours, type Span } from './calendar.ts';
import type { GameStore } from './store.ts';

/** A player's own settings, kept across games (`user:<userId>` in the store). */
export interface UserSettings {
  /** Reminders also by direct message. */
  readonly dmReminders: boolean;
  /** Language of direct messages ('fr', 'en'); null: the game's language. */
  readonly dmLocale: string | null;
  /** Their IANA time zone (quiet hours, dates of away time, months of its cap); null: UTC. */
  readonly timeZone?: string | null;
  /** When reminders wait, every day in their zone; null: never. */
  readonly quiet?: QuietHours | null;
  /** The away time set last (wall ms), under way while `until` is ahead; null: none. */
  readonly away?: Span | null;
  /** Away times taken before it, for the monthly cap (those of the last few months). */
  readonly awayLog?: readonly Span[];
}

/** Settings of someone who never set any. */
export const DEFAULT_USER_SETTINGS: UserSettings = { dmReminders: false, dmLocale: null };

/** Away times older than this are dropped from the log: the cap looks at calendar months only. */
const AWAY_LOG_MS = 100 * 86_400_000;

function isSpan(value: unknown): value is Span {
  if (typeof value !== 'object' || value === null) return false;
  const { from, until } = value as Record<string, unknown>;
  return Number.isSafeInteger(from) && Number.isSafeInteger(until) && (until as number) >= (from as number);
}

function isQuiet(value: unknown): value is QuietHours {
  if (typeof value !== 'object' || value === null) return false;
  const { start, end } = value as Record<string, unknown>;
  const minute = (m: unknown) => Number.isSafeInteger(m) && (m as number) >= 0 && (m as number) < 24 * 60;
  return minute(start) && minute(end) && start !== end;
}

/** Checks stored settings; anything unreadable counts as the defaults. */
export function parseUserSettings(value: unknown): UserSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_USER_SETTINGS;
  const { dmReminders, dmLocale, timeZone, quiet, away, awayLog } = value as Record<string, unknown>;
  const zone = typeof timeZone === 'string' ? canonicalTimeZone(timeZone) : null;
  return {
    dmReminders: dmReminders === true,
    dmLocale: typeof dmLocale === 'string' && /^[a-z]{2,3}$/.test(dmLocale) ? dmLocale : null,
    ...(zone === null ? {} : { timeZone: zone }),
    ...(isQuiet(quiet) ? { quiet: { start: quiet.start, end: quiet.end } } : {}),
    ...(isSpan(away) ? { away: { from: away.from, until: away.until } } : {}),
    ...(Array.isArray(awayLog) ? { awayLog: awayLog.filter(isSpan).map((s) => ({ from: s.from, until: s.until })) } : {}),
  };
}

/** The zone a player's times are read in (UTC when they chose none). */
export function zoneOf(settings: UserSettings): string {
  return settings.timeZone ?? 'UTC';
}

/** The end of a player's away time if it is under way at `now`, else null. */
export function awayUntil(settings: UserSettings, now: number): number | null {
  const away = settings.away;
  return away !== null && away !== undefined && away.from <= now && now < away.until ? away.until : null;
}

/** Every away time a player took or is taking (the log and the current one). */
export function awaySpans(settings: UserSettings): readonly Span[] {
  const away = settings.away;
  return away === null || away === undefined ? (settings.awayLog ?? []) : [...(settings.awayLog ?? []), away];
}

/**
 * The settings with a new away time from `now` to `until` (null: back now). One under way is
 * replaced (from its start: the time already taken counts) or ended at `now`; one over goes to
 * the log, and the log keeps the last 100 days.
 */
export function withAway(settings: UserSettings, now: number, until: number | null): UserSettings {
  const current = settings.away ?? null;
  const log = (settings.awayLog ?? []).filter((span) => span.until > now - AWAY_LOG_MS);
  const running = current !== null && current.from <= now && now < current.until;
  if (until === null) {
    const ended = current === null ? log : [...log, running ? { from: current.from, until: now } : current];
    const rest: { -readonly [K in keyof UserSettings]?: UserSettings[K] } = { ...settings };
    delete rest.away;
    return { ...(rest as UserSettings), awayLog: ended.filter((span) => span.until > span.from) };
  }
  if (running) return { ...settings, away: { from: current.from, until }, awayLog: log };
  return { ...settings, away: { from: now, until }, awayLog: current === null ? log : [...log, current] };
}

/** Players' settings in the store. */
export class UserSettingsStore {
  private readonly listeners: ((userId: string, settings: UserSettings) => void)[] = [];

  constructor(private readonly store: GameStore) {}

  /** Calls `listener` after each change of someone's settings through this store. */
  onChange(listener: (userId: string, settings: UserSettings) => void): void {
    this.listeners.push(listener);
  }

  /** A user's settings (the defaults if none are stored). */
  async get(userId: string): Promise<Result<UserSettings, string>> {
    const read = await this.store.get(`user:${userId}`);
    return read.ok ? { ok: true, value: parseUserSettings(read.value) } : { ok: false, error: read.error.message };
  }

  /** Changes some of a user's settings and returns them all. */
  async update(userId: string, change: Partial<UserSettings>): Promise<Result<UserSettings, string>> {
    const current = await this.get(userId);
    if (!current.ok) return current;
    return this.put(userId, { ...current.value, ...change });
  }

  /** Writes a user's settings as a whole. */
  async put(userId: string, next: UserSettings): Promise<Result<UserSettings, string>> {
    const written = await this.store.set(`user:${userId}`, next);
    if (!written.ok) return { ok: false, error: written.error.message };
    for (const listener of this.listeners) listener(userId, next);
    return { ok: true, value: next };
  }
}
