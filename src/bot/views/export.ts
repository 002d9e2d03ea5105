import type { GameRecord } from '../../games/chacun/engine/record.ts';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession } from '../../session/session.ts';
import type { View } from './common.ts';

/** A game record as JSON text in the engine's format, one action per line (what `npm run replay` reads). */
export function recordJson(record: GameRecord): string {
  const actions = record.actions.map((action) => `    ${JSON.stringify(action)}`).join(',\n');
  return [
    '{',
    `  "game": ${JSON.stringify(record.game)},`,
    `  "version": ${JSON.stringify(record.version)},`,
    `  "players": ${JSON.stringify(record.players)},`,
    `  "decks": ${JSON.stringify(record.decks)},`,
    `  "actions": [${record.actions.length === 0 ? ']' : `\n${actions}\n  ]`}`,
    '}',
    '',
  ].join('\n');
}

/** The file name of a game's record. */
export function recordFileName(session: GameSession): string {
  return `chacun-${session.id}.json`;
}

/** A private message with a game's record attached. */
export function exportView(session: GameSession, record: GameRecord, locale: Locale): View {
  return {
    content: t(locale, 'export.done', { id: session.id, moves: record.actions.length, file: recordFileName(session) }),
    embeds: [],
    components: [],
    files: [{ name: recordFileName(session), data: Buffer.from(recordJson(record), 'utf8') }],
  };
}
