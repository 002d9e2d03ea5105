import { tc } from '../../i18n/clock-catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession } from '../../session/session.ts';
import { awayUntil, type UserSettingsStore } from '../../session/user-settings.ts';
import { escapeMarkdown } from '../chrome/common.ts';

/**
 * The away notes of the games listed by /games, by game id: a line per seat whose player is away
 * ("🏝️ Alice away until …", a Discord timestamp). Each player's settings are read once.
 */
export async function awayNotesOf(sessions: readonly GameSession[], users: UserSettingsStore | undefined, now: number, locale: Locale): Promise<Map<string, string[]>> {
  const notes = new Map<string, string[]>();
  if (users === undefined) return notes;
  const ids = [...new Set(sessions.flatMap((session) => session.seats.flatMap((seat) => (seat.player.type === 'human' && seat.resignedAt === undefined ? [seat.player.userId] : []))))];
  const until = new Map<string, number>();
  await Promise.all(
    ids.map(async (id) => {
      const read = await users.get(id);
      const end = read.ok ? awayUntil(read.value, now) : null;
      if (end !== null) until.set(id, end);
    }),
  );
  for (const session of sessions) {
    const lines = session.seats.flatMap((seat) => {
      const end = seat.player.type === 'human' && seat.resignedAt === undefined ? until.get(seat.player.userId) : undefined;
      return end === undefined ? [] : [tc(locale, 'away.listed', { name: escapeMarkdown(seat.player.name), until: Math.floor(end / 1000) })];
    });
    if (lines.length > 0) notes.set(session.id, lines);
  }
  return notes;
}
