import type { RuleError } from '../../game.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { t } from '../texts/catalog.ts';

/** The engine's refusal codes that players can meet, each with its text. */
const SIMPLE = [
  'CHOOSE_TICKETS_FIRST',
  'ALREADY_CHOSEN',
  'TICKET_TWICE',
  'TICKET_NOT_OFFERED',
  'WRONG_STEP',
  'NO_TICKETS_LEFT',
  'CANNOT_DRAW_CARDS',
  'BAD_SLOT',
  'UNKNOWN_ROUTE',
  'ROUTE_TAKEN',
  'TWIN_ROUTE_BLOCKED',
  'NOT_ENOUGH_CARS',
  'WRONG_CARDS_FOR_ROUTE',
  'NOT_ENOUGH_CARDS',
  'CANNOT_PASS',
  'GAME_OVER',
  'NOT_YOUR_TURN',
] as const;

/** The player's text of one of tCHu's refusals, from the engine's error whole (undefined for a code it does not have). */
export function ruleErrorText(error: RuleError, locale: Locale): string | undefined {
  if (error.code === 'MUST_KEEP_AT_LEAST') {
    const min = (error as RuleError & { readonly min?: unknown }).min;
    return t(locale, 'tchu.error.MUST_KEEP_AT_LEAST', { min: typeof min === 'number' ? min : 1 });
  }
  const code = SIMPLE.find((c) => c === error.code);
  return code === undefined ? undefined : t(locale, `tchu.error.${code}`);
}
