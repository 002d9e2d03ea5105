import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession } from '../../session/session.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { View } from '../chrome/common.ts';
import type { ExportFile } from '../game-discord.ts';

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

/**
 * A private message with a game's record attached. `partial`: the game is under way and the
 * record is as one reader may know it (`reader`: that player's name, shown; null for someone
 * without a seat), which the message says.
 */
export function exportView(
  session: GameSession,
  record: object,
  moves: number,
  locale: Locale,
  more: readonly ExportFile[] = [],
  partial: { readonly reader: string | null } | null = null,
): View {
  const file = recordFileName(session);
  const content =
    partial === null
      ? t(locale, 'export.done', { id: session.id, moves, file })
      : partial.reader === null
        ? t(locale, 'export.partialPublic', { id: session.id, moves, file })
        : t(locale, 'export.partial', { id: session.id, moves, file, player: partial.reader });
  // The other files attached are named too, each with what it is.
  const also = more.length === 0 ? '' : `\n${t(locale, 'export.more', { files: joinNames(more.map((f) => `${f.name} (${f.about(locale)})`), locale) })}`;
  return {
    content: `${content}${also}`,
    embeds: [],
    components: [],
    files: [{ name: file, data: Buffer.from(recordJson(record), 'utf8') }, ...more.map(({ name, data }) => ({ name, data }))],
  };
}
