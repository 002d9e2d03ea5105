import { CATALOG } from '../../../i18n/catalog.ts';
import { mergeCatalogs, translator } from '../../../i18n/translator.ts';
import { JASS_CATALOG } from '../texts/catalog.ts';

/** The texts Jass's Discord side speaks with: the platform's and Jass's own, in one catalog. */
export const DISCORD_CATALOG = mergeCatalogs(CATALOG, JASS_CATALOG);

/** The text of a platform or Jass key in a language, parameters filled in and typeset (see `translator`). */
export const t = translator(DISCORD_CATALOG);
