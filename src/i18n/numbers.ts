import type { Locale } from './locale.ts';

/** The true minus sign (U+2212), which the bot writes before a negative number in both languages. */
export const MINUS_SIGN = '\u2212';

/** How a number is written. */
export interface NumberStyle {
  /** Exactly this many digits after the decimal separator (by default none for a whole number, at most two otherwise). */
  readonly decimals?: number;
  /** '+' before a positive number too (a change, a bonus); zero never takes a sign. */
  readonly signed?: boolean;
}

const FORMATS = new Map<string, Intl.NumberFormat>();

function formatOf(locale: Locale, style: NumberStyle): Intl.NumberFormat {
  const key = `${locale}:${style.decimals ?? ''}:${style.signed === true}`;
  let format = FORMATS.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      ...(style.decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: style.decimals, maximumFractionDigits: style.decimals }),
      // A value that rounds to zero is written 0, never −0.
      signDisplay: style.signed === true ? 'exceptZero' : 'negative',
    });
    FORMATS.set(key, format);
  }
  return format;
}

/**
 * A number as a reader of the language writes it: in French a decimal comma and groups of
 * thousands split by a narrow no-break space ("1 234,5"), in English a decimal point and
 * commas ("1,234.5"); a negative number takes the true minus sign "−" (U+2212) in both, never
 * the hyphen "-". Every number the bot shows players (points, scores, ratings, statistics) goes
 * through here.
 */
export function formatNumber(value: number, locale: Locale, style: NumberStyle = {}): string {
  return formatOf(locale, style).format(value).replace(/-/g, MINUS_SIGN);
}

/** A day as a sentence writes it, in UTC: "1 December 2026", "1er décembre 2026" (French writes the first of a month "1er"). */
export function longDate(ms: number, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CH' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
  return locale === 'fr' ? text.replace(/^1 /, '1er ') : text;
}
