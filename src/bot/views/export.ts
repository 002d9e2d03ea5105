import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession } from '../../session/session.ts';
import type { View } from './common.ts';

/**
 * A game record as JSON text (what `npm run replay` reads): one top-level field a line, and a
 * list of objects (the actions) one object a line, so that a record reads and diffs well.
 */
export function recordJson(record: object): string {
  const fields = Object.entries(record).map(([key, value]) => {
    const isList = Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
    const shown = isList ? `[\n${(value as unknown[]).map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]` : JSON.stringify(value);
    return `  ${JSON.stringify(key)}: ${shown}`;
  });
  return ['{', fields.join(',\n'), '}', ''].join('\n');
}

/** The file name of a game's record. */
export function recordFileName(session: GameSession): string {
  return `${session.game}-${session.id}.json`;
}

/** A private message with a game's record attached. */
export function exportView(session: GameSession, record: object, moves: number, locale: Locale, more: readonly { readonly name: string; readonly data: Buffer }[] = []): View {
  return {
    content: t(locale, 'export.done', { id: session.id, moves, file: recordFileName(session) }),
    embeds: [],
    components: [],
    files: [{ name: recordFileName(session), data: Buffer.from(recordJson(record), 'utf8') }, ...more],
  };
}
