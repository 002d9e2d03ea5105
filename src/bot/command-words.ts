import { t } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';
import { frenchSpacing } from '../i18n/typography.ts';

/** A name and a description, in both languages (English is Discord's default). */
export interface Words {
  readonly name: { readonly [L in Locale]: string };
  readonly description: { readonly [L in Locale]: string };
}

/** Words with the French description typeset (no-break spaces before : ; ! ?). */
export function typesetWords(w: Words): Words {
  return { name: w.name, description: { en: w.description.en, fr: frenchSpacing(w.description.fr) } };
}

/** A name and a description in both languages, as Discord takes them; the French description is typeset. */
export function words(en: string, fr: string, descriptionEn: string, descriptionFr: string) {
  return { name: en, name_localizations: { fr }, description: descriptionEn, description_localizations: { fr: frenchSpacing(descriptionFr) } };
}

/** An option as registered: its name, and its choices if it offers some, in both languages. */
export interface RegisteredOption {
  readonly name: string;
  readonly name_localizations?: Partial<Record<string, string | null>> | null;
  readonly choices?: readonly { readonly name: string; readonly name_localizations?: Partial<Record<string, string | null>> | null; readonly value: string | number }[];
}

/** The name of a command, an option or a choice as a user's Discord shows it in their language. */
export function shownName(words: { readonly name: string; readonly name_localizations?: Partial<Record<string, string | null>> | null }, locale: Locale): string {
  return (locale === 'en' ? undefined : words.name_localizations?.[locale]) ?? words.name;
}

/**
 * The refusal of a value an option does not offer, naming the option and its choices as the
 * user's Discord shows them (their names, not the values sent); `values`, when the option has no
 * choices of its own.
 */
export function badChoiceText(option: RegisteredOption, locale: Locale, values: readonly string[] = []): string {
  const offered = option.choices === undefined || option.choices.length === 0 ? values : option.choices.map((choice) => shownName(choice, locale));
  return t(locale, 'option.badChoice', { option: shownName(option, locale), values: offered });
}
