/** The tournament's words for the bot: a format's name and why a plan is refused, in a player's language. */
import { t } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';
import { MAX_ENTRANTS, MAX_TABLE_SIZE, type Format, type PlanProblem } from './model.ts';

/** A format's name ("Swiss", "système suisse"). */
export function formatName(format: Format, locale: Locale): string {
  return t(locale, `tournament.format.${format}`);
}

/** Why a plan is refused, as the bot replies it (`planProblem`'s code). */
export function planProblemText(problem: PlanProblem, locale: Locale): string {
  switch (problem) {
    case 'TOO_MANY_ENTRANTS':
      return t(locale, 'tournament.refusal.TOO_MANY_ENTRANTS', { max: MAX_ENTRANTS });
    case 'TABLE_SIZE':
      return t(locale, 'tournament.refusal.TABLE_SIZE', { max: MAX_TABLE_SIZE });
    default:
      return t(locale, `tournament.refusal.${problem}`);
  }
}
