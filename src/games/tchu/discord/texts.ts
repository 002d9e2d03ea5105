import { CATALOG } from '../../../i18n/catalog.ts';
import { mergeCatalogs, translator } from '../../../i18n/translator.ts';
import { TCHU_CATALOG } from '../texts/catalog.ts';

/** The texts tCHu's Discord side speaks with: the platform's and tCHu's own, in one catalog. */
export const DISCORD_CATALOG = mergeCatalogs(CATALOG, TCHU_CATALOG);

/** The text of a platform or tCHu key in a language, parameters filled in and typeset. */
export const t = translator(DISCORD_CATALOG);
