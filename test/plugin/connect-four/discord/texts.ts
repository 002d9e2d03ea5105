import { CATALOG } from '../../../../src/i18n/catalog.ts';
import { mergeCatalogs, translator } from '../../../../src/i18n/translator.ts';
import { CONNECT_FOUR_CATALOG } from '../texts.ts';

/** The texts Connect Four's Discord side speaks with: the platform's and the game's own, in one catalog. */
export const DISCORD_CATALOG = mergeCatalogs(CATALOG, CONNECT_FOUR_CATALOG);

/** The text of a platform or Connect Four key in a language, parameters filled in and typeset. */
export const t = translator(DISCORD_CATALOG);
