import type { Result } from '../result.ts';
import type { GameStore } from './store.ts';

/** A player's own settings, kept across games (`user:<userId>` in the store). */
export interface UserSettings {
  /** Reminders also by direct message. */
  readonly dmReminders: boolean;
  /** Language of direct messages ('fr', 'en'); null: the game's language. */
  readonly dmLocale: string | null;
}

/** Settings of someone who never set any. */
export const DEFAULT_USER_SETTINGS: UserSettings = { dmReminders: false, dmLocale: null };

/** Checks stored settings; anything unreadable counts as the defaults. */
export function parseUserSettings(value: unknown): UserSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_USER_SETTINGS;
  const { dmReminders, dmLocale } = value as Record<string, unknown>;
  return {
    dmReminders: dmReminders === true,
    dmLocale: typeof dmLocale === 'string' && /^[a-z]{2,3}$/.test(dmLocale) ? dmLocale : null,
  };
}

/** Players' settings in the store. */
export class UserSettingsStore {
  constructor(private readonly store: GameStore) {}

  /** A user's settings (the defaults if none are stored). */
  async get(userId: string): Promise<Result<UserSettings, string>> {
    const read = await this.store.get(`user:${userId}`);
    return read.ok ? { ok: true, value: parseUserSettings(read.value) } : { ok: false, error: read.error.message };
  }

  /** Changes some of a user's settings and returns them all. */
  async update(userId: string, change: Partial<UserSettings>): Promise<Result<UserSettings, string>> {
    const current = await this.get(userId);
    if (!current.ok) return current;
    const next: UserSettings = { ...current.value, ...change };
    const written = await this.store.set(`user:${userId}`, next);
    return written.ok ? { ok: true, value: next } : { ok: false, error: written.error.message };
  }
}
