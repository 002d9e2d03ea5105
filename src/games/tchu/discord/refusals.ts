import type { RuleError } from '../../game.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { ERROR_CODES } from '../engine/state.ts';
import { t } from '../texts/catalog.ts';

/** The codes players can meet whose text needs nothing but the code. */
const SIMPLE = ERROR_CODES.filter((code): code is Exclude<(typeof ERROR_CODES)[number], 'MUST_KEEP_AT_LEAST'> => code !== 'MUST_KEEP_AT_LEAST');

/** The player's text of one of tCHu's refusals, from the engine's error whole (undefined for a code it does not have). */
export function ruleErrorText(error: RuleError, locale: Locale): string | undefined {
  if (error.code === 'MUST_KEEP_AT_LEAST') {
    const min = (error as RuleError & { readonly min?: unknown }).min;
    return t(locale, 'tchu.error.MUST_KEEP_AT_LEAST', { min: typeof min === 'number' ? min : 1 });
  }
  const code = SIMPLE.find((c) => c === error.code);
  return code === undefined ? undefined : t(locale, `tchu.error.${code}`);
}
