import { CATALOG } from '../../../i18n/catalog.ts';
import { mergeCatalogs, translator } from '../../../i18n/translator.ts';
import { SCRABBLE_CATALOG } from '../texts/catalog.ts';

/** The texts Scrabble's Discord side speaks with: the platform's and Scrabble's own, in one catalog. */
export const DISCORD_CATALOG = mergeCatalogs(CATALOG, SCRABBLE_CATALOG);

/** The text of a platform or Scrabble key in a language, parameters filled in and typeset (see `translator`). */
export const t = translator(DISCORD_CATALOG);
