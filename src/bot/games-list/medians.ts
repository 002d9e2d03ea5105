import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession } from '../../session/session.ts';
import type { StatsService } from '../../stats/service.ts';
import { quantile } from '../../stats/user-stats.ts';
import { escapeMarkdown } from '../chrome/common.ts';
import { duration } from '../stats/views.ts';

/**
 * The line of each listed game giving its seats' median time to move in that game on this server
 * (from their statistics: the games they finished there), by game id; seats without a timed turn
 * yet are left out, and a game with none has no line. Each player's statistics are read once.
 */
export async function medianLinesOf(sessions: readonly GameSession[], stats: StatsService, guildId: string, locale: Locale): Promise<Map<string, string>> {
  const ids = [...new Set(sessions.flatMap((session) => session.seats.flatMap((seat) => (seat.player.type === 'human' ? [seat.player.userId] : []))))];
  const read = new Map(await Promise.all(ids.map(async (id) => [id, await stats.userStats(guildId, id)] as const)));
  const lines = new Map<string, string>();
  for (const session of sessions) {
    const parts = session.seats.flatMap((seat) => {
      if (seat.player.type !== 'human') return [];
      const found = read.get(seat.player.userId);
      const median = found?.ok === true ? quantile(found.value?.games[session.game]?.turnSample ?? [], 0.5) : null;
      return median === null ? [] : [`${escapeMarkdown(seat.player.name)} ${duration(median, locale)}`];
    });
    if (parts.length > 0) lines.set(session.id, t(locale, 'games.seatMedians', { list: joinNames(parts, locale) }));
  }
  return lines;
}
