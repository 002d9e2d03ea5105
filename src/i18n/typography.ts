import type { Locale } from './locale.ts';

/** No-break space (U+00A0): French puts it before a colon and inside « guillemets ». */
export const NO_BREAK_SPACE = '\u00a0';
/** Narrow no-break space (U+202F): French puts it before '!', '?' and ';'. */
export const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * One pattern, read left to right, so that a space is judged against the whole text:
 * 1. a part that is not prose and stays exactly as written: a code span (`/chacun poser`,
 *    ```block```), Discord markup (<@id>, <@&id>, <#id>, <t:…>, <:emoji:id>, </command:id>,
 *    <https://…>) or a bare URL;
 * 2. a plain space before ':', ';', '!' or '?' when the sign ends a word: followed by a space, the
 *    end of the text or a closing sign ("(permissions ?)", "*Bravo !*"), so that " :smile:",
 *    " :+1:" and "12:30" are left alone;
 * 3. a plain space after « or before »;
 * 4. a plain space between a number and '%' ("42 %").
 */
const PATTERN =
  /((`+)[^]*?\2|<(?:[@#][!&]?\d+|t:-?\d+(?::[a-zA-Z])?|a?:\w+:\d+|\/[^<>:\n]+:\d+|[a-z][a-z0-9+.-]*:[^<>\s]+)>|\b[a-z][a-z0-9+.-]*:\/\/\S+)| ([:;!?])(?=$|\s|[)\]}»”’"'*_~|.,…!?])|« | »|(?<=\d) %/gi;

/** The space French typography wants before a sign. */
const SPACE_BEFORE: Readonly<Record<string, string>> = {
  ':': NO_BREAK_SPACE,
  ';': NARROW_NO_BREAK_SPACE,
  '!': NARROW_NO_BREAK_SPACE,
  '?': NARROW_NO_BREAK_SPACE,
};

/**
 * French text with its spaces made unbreakable where French typography wants them, so that
 * Discord never wraps a line just before a sign: a plain space before ':' becomes U+00A0, before
 * '!', '?' or ';' U+202F, the plain space after « or before » becomes U+00A0, and the one
 * between a number and '%' U+202F. Only those
 * spaces change: code spans, URLs and Discord markup are kept as they are, and the result is
 * as long as the text (one UTF-16 unit per space), so Discord's length limits are unaffected.
 * Applying it twice changes nothing more.
 */
export function frenchSpacing(text: string): string {
  return text.replace(PATTERN, (whole: string, verbatim: string | undefined, _ticks: string | undefined, sign: string | undefined) => {
    if (verbatim !== undefined) return verbatim;
    if (sign !== undefined) return `${SPACE_BEFORE[sign]}${sign}`;
    if (whole === ' %') return `${NARROW_NO_BREAK_SPACE}%`;
    return whole === '« ' ? `«${NO_BREAK_SPACE}` : `${NO_BREAK_SPACE}»`;
  });
}

/** A text written in a language, with that language's typography: French spacing for 'fr', English untouched. */
export function typeset(text: string, locale: Locale): string {
  return locale === 'fr' ? frenchSpacing(text) : text;
}
