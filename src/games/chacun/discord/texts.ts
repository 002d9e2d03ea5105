import { CATALOG } from '../../../i18n/catalog.ts';
import { mergeCatalogs, translator } from '../../../i18n/translator.ts';
import { CHACUN_CATALOG } from '../texts/catalog.ts';

/** The texts ChaCuN's Discord side speaks with: the platform's and ChaCuN's own, in one catalog. */
export const DISCORD_CATALOG = mergeCatalogs(CATALOG, CHACUN_CATALOG);

/** The text of a platform or ChaCuN key in a language, parameters filled in and typeset (see `translator`). */
export const t = translator(DISCORD_CATALOG);
