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
