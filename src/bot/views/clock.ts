import { tc } from '../../i18n/clock-catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { SessionClock } from '../../session/schedule.ts';

/** A game's reminders and time limit in one line ("⏰ Reminders every 12 h · ⌛ 1 h per move, then normal AI"), for its lobby. */
export function clockSummary(clock: SessionClock | undefined, locale: Locale): string | null {
  if (clock === undefined) return null;
  const { reminderMs, limitMs, level } = clock.settings;
  return tc(locale, 'clock.summary', {
    reminders: reminderMs === null ? '' : tc(locale, 'clock.duration', { ms: reminderMs }),
    limit: limitMs === null ? '' : tc(locale, 'clock.duration', { ms: limitMs }),
    by: tc(locale, 'clock.level', { level }),
  });
}
