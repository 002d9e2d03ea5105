/** The languages players can read the bot in. */
export const LOCALES = ['fr', 'en'] as const;
/** A language of the bot. */
export type Locale = (typeof LOCALES)[number];

/** The language used when nothing better is known. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a value (from storage, a custom_id, an option) is a known locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The bot's language for a Discord locale ('fr', 'en-US', …): any French variant is French, the rest English. */
export function localeFromDiscord(discordLocale: string): Locale {
  const language = discordLocale.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'fr' ? 'fr' : 'en';
}
